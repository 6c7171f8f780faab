"""The desConfronto Game (protocol implementation): Skirmish = one complete combat.

Hunt, Campaign, Coliseum and the boss will reuse this engine (state.py,
flow.py, creature_attack.py, effects.py...). This module only wires the
protocol: setup, dispatch of actions, serialisation, invariants.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event, Pending
from game.core.i18n import localized, t
from game.core.protocol import Game, Outcome, RuleVariant, SetupField
from game.core.view import View
from game.desconfronto import creature_attack as ca
from game.desconfronto import describe, flee, flow, items, legal, levels, tick_window
from game.desconfronto import setup as dsetup
from game.desconfronto import view as dview
from game.desconfronto.actions import (
    ACTION_CLASSES,
    BuyAbility,
    ChooseTarget,
    ClassAction,
    Decline,
    DrawCard,
    Finish,
    Flee,
    Pass,
    PlayCard,
    React,
    Sacrifice,
    SwapItem,
    TakeHit,
    UseItem,
    UseShield,
)
from game.desconfronto.conditions import CAP, POISON_CAP
from game.desconfronto.content import HEROES, card_def
from game.desconfronto.creatures import CREATURES
from game.desconfronto.damage import hero_attack
from game.desconfronto.effects import after_draw, draw_cards, resolve_card
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, own
from game.desconfronto.items import ITEMS
from game.desconfronto.state import CombatState

COND_CAPS = {
    "stunned": 1,
    "bleeding": CAP,
    "fire": CAP,
    "ice": 2,
    "poison": POISON_CAP,
    "corruption": CAP,
    "purification": CAP,
    "cor_turns": 2,
    "pur_turns": 2,
}


class DesconfrontoGame(Game):
    name = "desconfronto"
    title_key = "game.desconfronto.title"
    format_version = 1
    action_classes = ACTION_CLASSES

    # --- setup -------------------------------------------------------------
    def default_setup(self) -> dict[str, Any]:
        return {
            "mode": "skirmish",
            "players": 2,
            "heroes": dsetup.default_heroes(2),
            "tiers": dsetup.DEFAULT_TIERS,
        }

    def normalize_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        return dsetup.normalize(setup)

    def setup_fields(self) -> list[SetupField]:
        return dsetup.setup_fields()

    def rule_variants(self) -> list[RuleVariant]:
        """Every AMB-nn option of ``options.OPTIONS`` as a player setting (values in their JSON form)."""
        from game.desconfronto.options import OPTIONS, default_options

        defaults = default_options()
        out = []
        for o in OPTIONS:
            base = f"variants.desconfronto.{o.key}"
            choices = []
            for v in o.choices:
                if isinstance(v, bool):
                    label = "variants.ui.yes" if v else "variants.ui.no"
                else:
                    label = f"{base}." + ("n" + "".join(map(str, v)) if isinstance(v, tuple) else str(v))
                choices.append((list(v) if isinstance(v, tuple) else v, label))
            out.append(
                RuleVariant(o.key, f"{base}.label", f"{base}.help", tuple(choices), defaults[o.key], o.amb)
            )
        return out

    def setup_variants(self) -> list[dict[str, Any]]:
        return dsetup.setup_variants()

    def seats(self, state: CombatState) -> list[str]:
        return [localized(HEROES[h.hero].name) for h in state.heroes]

    def new_game(self, setup: dict[str, Any], seed: int) -> CombatState:
        setup = self.normalize_setup(setup)
        state = dsetup.new_state(setup, seed)
        for h in state.heroes:
            fn = HOOKS.get(f"{h.hero}_combat_start")
            if fn:
                fn(state, h.seat)
        flow.begin_turn(state)
        return state

    # --- decisions -----------------------------------------------------------
    def current_player(self, state: CombatState) -> int | None:
        return legal.current_player(state)

    def turn_owner(self, state: CombatState) -> Any:
        return (state.turn, state.phase)

    def pending(self, state: CombatState) -> Pending | None:
        pend = state.pending
        if pend is None or state.phase == "over":
            return None
        return Pending(
            pend["player"], f"dc.prompt.{pend['kind']}", tuple(legal.legal_actions(state)), dict(pend)
        )

    def observe(self, state: CombatState, seat: int | None = None, audience: str | None = None) -> View:
        """What ``seat`` may see (game/desconfronto/view.py); None is the hotseat table."""
        return dview.observe(state, seat, audience)

    # the bot asks this before every action: no wrapper frame (same function, same list)
    legal_actions = staticmethod(legal.legal_actions)  # type: ignore[assignment]

    def explain_illegal(self, state: CombatState, action: Action) -> str:
        return legal.explain(state, action)

    def _apply(self, state: CombatState, action: Action) -> list[Event]:
        # exact type tests (the action classes have no subclasses): cheaper than isinstance unions
        cls = type(action)
        if (cls is Flee or cls is Decline) and flee.voting(state):  # the group's vote (DC-CMB-37)
            return flee.answer(state, action.player, cls is Flee)
        if (cls is React or cls is Decline) and "tick" in (state.pending or ()):
            return tick_window.answer(state, action.player, getattr(action, "card", ""))
        if cls in _WINDOW_ACTIONS:
            if cls is UseShield:
                events = ca.use_shield(state, action.card)
            elif cls is TakeHit:
                events = ca.take_hit(state)
            elif cls is React:
                events = ca.react(state, action.player, action.card)
            else:
                events = ca.decline(state)
            if state.pending is None and state.phase == "creature":
                events += flow.resume_attacks(state)
            return events
        seat = action.player
        h = state.heroes[seat] if state.phase == "hero" else None
        if cls is PlayCard:
            cd = card_def(action.card)
            state.actions_left -= 1
            targets = [action.target] if cd.targets else []
            if len(cd.targets) > 1:
                state.pending = {"kind": "target", "player": seat, "card": action.card, "targets": targets}
                return [ev("dc.targeting", {"hero": seat, "card": action.card, "target": action.target})]
            return self._after_card(state, resolve_card(state, seat, action.card, targets))
        if cls is ChooseTarget:
            pend = state.pending
            pend["targets"].append(action.target)
            n = len(card_def(pend["card"]).targets)
            if not action.target and legal.stops_choice(pend["card"], len(pend["targets"]) - 1):
                pend["targets"] += [""] * (n - len(pend["targets"]))  # "up to": he stops here (L536)
            if len(pend["targets"]) < n:
                return [ev("dc.targeting", {"hero": seat, "card": pend["card"], "target": action.target})]
            state.pending = None
            return self._after_card(state, resolve_card(state, seat, pend["card"], pend["targets"]))
        if cls is DrawCard:
            state.actions_left -= 1
            return self._after_card(state, draw_cards(state, seat, 1) + after_draw(state, seat))
        if cls is Sacrifice:
            assert h is not None
            state.actions_left -= 1
            h.hand.remove(action.card)
            h.discard.put_top(action.card)
            events = [ev("dc.sacrificed", {"hero": seat, "card": action.card, "target": action.target})]
            events += hero_attack(state, seat, action.target, 1)
            after = own(state, seat, "after_sacrifice")  # may open its own choice (Gëlien's Volley)
            if after is not None:
                events += after(state, seat)
            return self._after_card(state, events)
        if cls is ClassAction:
            events, cost = HOOKS[f"{state.heroes[seat].hero}_class_apply"](state, seat, action)
            if state.pending is not None:  # the module opened (or kept) its own choice
                return events
            if state.phase == "creature":  # a choice inside a creature attack was answered
                if state.attack is not None:
                    events += ca.advance(state)
                if state.pending is None and state.phase == "creature":
                    events += flow.resume_attacks(state)
                return events
            return events + flow.after_action(state, cost)
        if cls is UseItem or cls is SwapItem:  # DC-CMB-06d/f, DC-ITEM-05: 1 action each
            state.actions_left -= 1
            use = items.use(state, seat, action.target) if cls is UseItem else None
            return self._after_card(state, use if use is not None else items.swap(state, seat, action))
        if cls is Pass:
            return [ev("dc.passed", {"hero": seat})] + flow.end_hero_phase(state)
        if cls is Flee:  # DC-CMB-37 (L343): the Active Hero proposes, the others vote
            return flee.propose(state, seat)
        if cls is BuyAbility:
            skill = levels.buy(state, action.hero, action.tree)
            return [
                ev(
                    "dc.ability_bought",
                    {"hero": action.hero, "skill": skill.id, "level": state.heroes[action.hero].level},
                )
            ]
        assert isinstance(action, Finish)
        for hero in state.heroes:  # abilities bought now work from the next combat (DC-LVL-02)
            hero.new_abilities.clear()
            levels.refresh_max_vigor(hero)
        state.phase = "over"
        state.outcome = {"result": "won"}
        return [ev("dc.finished", {})]

    @staticmethod
    def _after_card(state: CombatState, events: list[Event]) -> list[Event]:
        """A card hook may open its own choice (``pending`` kind "class"): the action completes
        when that choice is answered (see the ClassAction branch)."""
        if state.pending is not None and state.phase == "hero":
            return events
        return events + flow.after_action(state)

    def is_over(self, state: CombatState) -> Outcome | None:
        if state.phase != "over" or state.outcome is None:
            return None
        result = state.outcome["result"]
        winners = tuple(range(len(state.heroes))) if result == "won" else ()
        return Outcome(result, winners, f"dc.outcome.{result}")

    # --- serialisation ---------------------------------------------------------
    def to_json(self, state: CombatState) -> dict[str, Any]:
        return state.to_json(self.format_version)

    def from_json(self, data: dict[str, Any]) -> CombatState:
        if not isinstance(data, dict) or data.get("version") != self.format_version:
            raise ValueError(
                f"desConfronto state version {data.get('version')!r} is not {self.format_version}"
            )
        try:
            return CombatState.from_json(data)
        except (KeyError, TypeError) as exc:
            raise ValueError(f"desConfronto state is missing or mangles {exc}") from None

    # --- invariants --------------------------------------------------------------
    def card_ids(self, state: CombatState) -> list[str]:
        out: list[str] = [*state.cdeck, *state.cdiscard]
        for h in state.heroes:
            out += [*h.draw, *h.hand, *h.discard, *(s[0] for s in h.shields), *h.active, *h.removed]
            out += [s[0] for s in h.res.get("nina_shields", ())]  # shield cards on Nina
        return out

    def check_invariants(self, state: CombatState) -> list[str]:
        bad: list[str] = []
        figs = [(f"h{h.seat}", h) for h in state.heroes] + [
            (f"c{i}", c) for i, c in enumerate(state.creatures)
        ]
        figs += [  # Nina, read without touching her state (Companion would add empty entries)
            (f"n{h.seat}", _NinaView(h.res)) for h in state.heroes if "nina_max" in h.res
        ]
        for ref, f in figs:
            if not 0 <= f.vigor <= f.max_vigor:
                bad.append(f"{ref}: Vigor {f.vigor} outside 0..{f.max_vigor}")
            for k, v in f.cond.items():
                if k not in COND_CAPS or not 1 <= v <= COND_CAPS[k]:
                    bad.append(f"{ref}: condition {k}={v} outside 1..{COND_CAPS.get(k)}")
            if f.cond.get("corruption") and f.cond.get("purification"):
                bad.append(f"{ref}: holds Corruption and Purification together")
            if f.cond.get("ice") and (f.cond.get("fire") or f.thunder):  # L153: Ice is exchanged at once
                bad.append(f"{ref}: holds Ice with Fire or Thunder")
            if len(f.thunder) > CAP or any(not 1 <= x <= 2 for x in f.thunder):
                bad.append(f"{ref}: Thunder tokens {f.thunder}")
        for h in state.heroes:
            if not 0 <= h.level <= levels.MAX_LEVEL:
                bad.append(f"h{h.seat}: level {h.level}")
            if any(i not in ITEMS for i in (*h.bag, *h.items_used)) or (h.item and h.item not in ITEMS):
                bad.append(f"h{h.seat}: unknown item in {h.item!r} / {h.bag} / {h.items_used}")
            if h.exhausted and state.phase == "hero" and h.seat == state.active_hero and state.actions_left:
                bad.append(f"h{h.seat}: Exhausted with actions left")
        if state.actions_left < 0:
            bad.append(f"actions_left {state.actions_left}")
        if state.phase == "over" and state.outcome is None:
            bad.append("over without an outcome")
        return bad

    def max_steps(self, setup: dict[str, Any]) -> int:
        return 4000

    def describe_event(self, state: CombatState, event: Event) -> str:
        return describe.event_text(state, event)

    def describe_action(self, state: CombatState, action: Action) -> str:
        from game.desconfronto.describe import describe

        return describe(state, action)


_WINDOW_ACTIONS = frozenset((UseShield, TakeHit, React, Decline))


class _NinaView:
    def __init__(self, res: dict[str, Any]) -> None:
        self.vigor, self.max_vigor = res.get("nina", 0), res["nina_max"]
        self.cond, self.thunder = res.get("nina_cond", {}), res.get("nina_thunder", [])


def creature_name(cid: str) -> str:
    return localized(CREATURES[cid].name)


def tr(key: str, **params: Any) -> str:
    return t(key, **params)
