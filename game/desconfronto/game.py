"""The desConfronto Game (protocol implementation): Skirmish = one complete combat.

Hunt, Campaign, Coliseum and the boss will reuse this engine (state.py,
flow.py, creature_attack.py, effects.py...). This module only wires the
protocol: setup, dispatch of actions, serialisation, invariants.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event, Pending
from game.core.copying import tree_copy
from game.core.determinize import Group
from game.core.events import EventSpecs
from game.core.flow import Flow
from game.core.i18n import localized, t
from game.core.options import RuleOptions
from game.core.piles import Pile
from game.core.protocol import Game, Heuristic, Outcome, SetupField
from game.core.rng import Rng
from game.core.view import View
from game.desconfronto import (
    boss,
    describe,
    dispatch,
    flow,
    formats,
    hidden,
    hunt,
    legal,
    levels,
    master,
    prestige,
    refusals,
)
from game.desconfronto import setup as dsetup
from game.desconfronto import view as dview
from game.desconfronto.actions import (
    ACTION_CLASSES,
)
from game.desconfronto.boss.invariants import boss_invariants
from game.desconfronto.campaign import engine as campaign_engine
from game.desconfronto.campaign.copying import copy_campaign, copy_run
from game.desconfronto.campaign.invariants import campaign_invariants
from game.desconfronto.campaign.save_header import save_header as campaign_save_header
from game.desconfronto.coliseum import setup as coliseum_setup
from game.desconfronto.coliseum.answers import hold_card
from game.desconfronto.coliseum.invariants import coliseum_invariants
from game.desconfronto.coliseum.turns import podium
from game.desconfronto.conditions import CAP, POISON_CAP
from game.desconfronto.content import HEROES
from game.desconfronto.event import SPECS
from game.desconfronto.heuristic import heuristic
from game.desconfronto.hooks import HOOKS
from game.desconfronto.items import ITEMS
from game.desconfronto.options import RULES
from game.desconfronto.state import CombatState, CreatureState, HeroState

_new = object.__new__
_MASK = (1 << 64) - 1

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
    format_version = formats.MIGRATIONS.current
    action_classes = ACTION_CLASSES
    # A save's checkpoint every 20 actions (saves.checkpoints): a campaign's moves set up whole combats,
    # so opening a late campaign replays at most a few of them from its last sealed checkpoint.
    checkpoint_every = 20

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

    def rule_options(self) -> RuleOptions:
        """Every AMB-nn option of ``options.RULES`` (the Rule variants dialog reads it too)."""
        return RULES

    def setup_variants(self) -> list[dict[str, Any]]:
        return dsetup.setup_variants()

    def plays_out(self, state: CombatState, seat: int) -> bool:
        """The Corruption Master's card (DC-CM-03) is judged once the heroes' defences are over."""
        m = state.master
        return m is not None and seat == m.seat

    def fuzz_variants(self) -> list[dict[str, Any]]:
        """The Corruption Master's tables (DC-CM-*), which the fuzzer plays besides ``setup_variants``."""
        return dsetup.master_variants()

    def late_setup_variants(self) -> int:
        return len(dsetup.campaign_variants())  # appended last: the other seeds keep their variants

    def fuzz_steps(self, setup: dict[str, Any]) -> int | None:
        return dsetup.CAMPAIGN_FUZZ_STEPS if setup.get("mode") == "campaign" else None

    def seats(self, state: CombatState) -> list[str]:
        names = [localized(HEROES[h.hero].name) for h in state.heroes]
        m = state.master
        if m is not None and m.seat < len(names):  # DC-SEC-05: Pharanor's own seat runs the Master
            names[m.seat] = t("dc_master.seat")
        elif m is not None:  # DC-CM-01: the 5th seat, after the heroes
            names.append(t("dc_master.seat"))
        return names

    def new_game(self, setup: dict[str, Any], seed: int) -> CombatState:
        setup = self.normalize_setup(setup)
        state = dsetup.new_state(setup, seed)
        if setup["mode"] == "hunt":  # the first horde (its combat starts the heroes' classes)
            hunt.start(state)
            return state
        if setup["mode"] == "campaign":  # the Sempreterna map: Kalahad's combat first (campaign/engine.py)
            campaign_engine.start(state)
            return state
        if setup["mode"] == "coliseum":  # the arena: its own preparation, then the mulligans
            coliseum_setup.start(state)
            return state
        master.deal(state)  # DC-CM-03: a Skirmish is one combat; its start deals the Master's hand
        for h in state.heroes:
            fn = HOOKS.get(f"{h.hero}_combat_start")
            if fn:
                fn(state, h.seat)
        if setup.get("mode") == "boss":  # DC-BOSS-01..03: straight to the Boss playmat
            boss.start_boss(state)
        else:
            flow.begin_turn(state)
        return state

    # --- decisions -----------------------------------------------------------
    def current_player(self, state: CombatState) -> int | None:
        return legal.current_player(state)

    def decider(self, state: CombatState) -> int | None:
        # current_player already follows the stored pending choice; ``pending`` would list its answers
        return legal.current_player(state)

    def turn_owner(self, state: CombatState) -> Any:
        run = state.run
        if run is None:
            return (state.turn, state.phase)
        # a Hunt: each combat and each market seat is a turn of its own (an autosave after every combat)
        shopper = state.pending.player if state.phase == "run" and state.pending is not None else -1
        camp = state.campaign
        if camp is not None:  # a campaign: every map move and every combat too
            return (camp.moves, camp.fought, run.stage, state.turn, state.phase, shopper)
        return (run.horde, run.stage, state.turn, state.phase, shopper)

    def save_header(self, state: CombatState) -> dict[str, Any] | None:
        """A campaign save's header part (saves.header): the card, combats, ironman."""
        return campaign_save_header(state)

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

    # the one legality check, one predicate per action kind (refusals.py); apply asks it, not the list
    rule_refusal = staticmethod(refusals.refusal)  # type: ignore[assignment]

    def _apply(self, state: CombatState, action: Action) -> list[Event]:
        # Only what the action does: the declared flow (flow.FLOW) then runs the one end check.
        return dispatch.act(state, action)

    def flow(self) -> Flow[CombatState]:
        """The turn declared in flow.py: Hero Phase, then Creature Phase; then the spoils."""
        return flow.FLOW

    def is_over(self, state: CombatState) -> Outcome | None:
        if state.phase != "over" or state.outcome is None:
            return None
        result = state.outcome["result"]
        if result == "podium":  # the Coliseum: the first place wins (shared on equal scores, AMB-21)
            return Outcome(result, tuple(podium(state)[0]), "dc_coliseum.outcome")
        winners = tuple(range(len(state.heroes))) if result == "won" else ()
        if result == "lost" and state.master is not None:  # the creatures' side won (DC-CM-01)
            winners = (state.master.seat,)
        reason = "dc_boss.outcome_won" if result == "won" and state.boss is not None else f"dc.outcome.{result}"
        return Outcome(result, winners, reason)

    # --- serialisation ---------------------------------------------------------
    def to_json(self, state: CombatState) -> dict[str, Any]:
        return formats.to_json(state)

    def from_json(self, data: dict[str, Any]) -> CombatState:
        return formats.from_json(data)

    # --- search ------------------------------------------------------------------
    def clone(self, state: CombatState, reseed: int | None = None) -> CombatState:
        """A structural copy (``Game.clone``, for undo and search): every zone, counter, condition and
        pending choice copied; the setup and options (read-only in play) and memo tables shared. The
        ``__dict__`` is taken whole first, so a scalar field added later is copied without a word here;
        tests/game/core/test_session_undo_clone.py fails if a mutable one would be shared."""
        d = state.__dict__.copy()
        rng = _new(Rng)
        rng.state = state.rng.state if reseed is None else int(reseed) & _MASK  # Rng(seed), without its call
        d["rng"] = rng
        d["heroes"] = [_clone_hero(h) for h in state.heroes]
        creatures: list[CreatureState] = []
        d["creatures"] = creatures
        for c in state.creatures:  # each creature: its fields, its conditions and Thunder tokens copied
            cd = c.__dict__.copy()
            cd["cond"] = c.cond.copy()
            cd["thunder"] = c.thunder.copy()
            cc = _new(CreatureState)
            cc.__dict__ = cd
            creatures.append(cc)
        d["cdeck"] = deck = _new(Pile)  # a pile of card ids copies as its list (no call per pile)
        deck.cards = state.cdeck.cards.copy()
        d["cdiscard"] = discard = _new(Pile)
        discard.cards = state.cdiscard.cards.copy()
        # most positions hold no choice, attack or flags: the generic copier only for what is there
        pending, attack, queue, flags, outcome = d["pending"], d["attack"], d["attack_queue"], d["flags"], d["outcome"]
        if pending is not None:
            d["pending"] = tree_copy(pending)
        if attack is not None:  # scalars and flat lists (creature_attack.py): the resources' copier
            d["attack"] = _copy_res(attack)
        d["attack_queue"] = tree_copy(queue) if queue else []
        d["flags"] = tree_copy(flags) if flags else {}
        if outcome is not None:
            d["outcome"] = tree_copy(outcome)
        d["last_blocks"] = state.last_blocks.copy()
        if d["run"] is not None:  # a Hunt's or a campaign's run layer (campaign/copying.py: both shapes)
            d["run"] = copy_run(d["run"])
        if d["boss"] is not None:
            d["boss"] = tree_copy(d["boss"])
        if d["coliseum"] is not None:
            d["coliseum"] = tree_copy(d["coliseum"])
        if d["campaign"] is not None:
            d["campaign"] = copy_campaign(d["campaign"])  # campaign/copying.py: the bot's hottest copy
        if d["master"] is not None:
            d["master"] = tree_copy(d["master"])
        # a reseeded copy (search) rolls from its own stream: the test-only forced faces are real dice
        d["forced"] = state.forced.copy() if reseed is None else []
        copy = _new(CombatState)
        copy.__dict__ = d
        return copy

    def restart_stream(self, state: CombatState, seed: int) -> None:
        """What ``clone(state, reseed=seed)`` changes, done in place: the random stream restarted from
        ``seed`` and the test-only forced faces dropped. The greedy bot plays its last candidate on its
        own world with this instead of copying it (game/ai/bots.py); the rest of a reseeded copy is
        the state itself."""
        state.rng.state = int(seed) & _MASK
        state.forced = []

    def greedy_common_dice(self, state: CombatState) -> bool:
        """The greedy bot judges every candidate on the same sampled dice (game/ai/bots.py) in the co-op
        game: the action that ends a Hero Phase carries a whole Creature Phase, whose luck outweighed
        any card's difference. The Coliseum's rivals keep their own measured play (docs)."""
        return state.coliseum is None

    def heuristic(self) -> Heuristic:
        return heuristic

    def hidden_zones(self, state: CombatState, seat: int | None, audience: str) -> list[Group]:
        return hidden.hidden_zones(state, seat, audience)

    # --- invariants --------------------------------------------------------------
    def card_ids(self, state: CombatState) -> list[str]:
        out: list[str] = [*state.cdeck, *state.cdiscard]
        if state.master is not None:  # the Corruption Master's hand
            out += state.master.hand
        for h in state.heroes:
            out += [*h.draw, *h.hand, *h.discard, *(s[0] for s in h.shields), *h.active, *h.removed]
            out += [s[0] for s in h.res.get("nina_shields", ())]  # shield cards on Nina
            out += prestige.box_cards(h)  # subclass and Elder cards not given yet: in the box
        if state.coliseum is not None:  # a card whose attack waits on a rival's shields
            out += hold_card(state)
        return out

    def check_invariants(self, state: CombatState) -> list[str]:
        bad: list[str] = []
        figs: list[tuple[str, Any]] = [(f"h{h.seat}", h) for h in state.heroes] + [
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
        if state.boss is not None:
            bad += boss_invariants(state)
        if state.coliseum is not None:
            bad += coliseum_invariants(state)
        if state.master is not None:
            bad += master.invariants(state)
        if state.campaign is not None:
            bad += campaign_invariants(state)
        return bad

    def max_steps(self, setup: dict[str, Any]) -> int:
        mode = setup.get("mode")
        if mode == "hunt":  # up to 4 hordes and 3 Boss fights
            return 60_000
        if mode == "campaign":  # dozens of cards, each fought once or more, and the final battle
            return 400_000
        if mode == "coliseum":  # every hero plays its deck out at worst (two actions a turn)
            return 6000
        return 8000 if mode == "boss" else 4000  # the Boss: two forms, up to four summons each

    def describe_event(self, state: CombatState, event: Event) -> str:
        return describe.event_text(state, event)

    def describe_action(self, state: CombatState, action: Action) -> str:
        return describe.describe(state, action)

    def event_specs(self) -> EventSpecs:
        return SPECS


_SCALARS = frozenset((str, int, float, bool, type(None)))  # immutable: shared by the copies


def _copy_res(res: dict[str, Any]) -> dict[str, Any]:
    """``tree_copy`` of a dict of mostly flat values (a hero's class resources, the attack under way):
    scalars shared, a flat dict or list (marks, chords, Nina's conditions, an attack's windows and
    dice) copied in one call, anything deeper by ``tree_copy``."""
    out = res.copy()
    for k, v in res.items():
        t = type(v)
        if t in _SCALARS:
            continue
        if t is dict:
            out[k] = v.copy() if _SCALARS.issuperset(map(type, v.values())) else tree_copy(v)
        elif t is list:
            out[k] = v.copy() if _SCALARS.issuperset(map(type, v)) else tree_copy(v)
        else:
            out[k] = tree_copy(v)
    return out


def _clone_hero(h: HeroState) -> HeroState:
    d = h.__dict__.copy()
    d["cond"] = h.cond.copy()
    d["thunder"] = h.thunder.copy()
    # a pile of card ids (strings, ``game.core.piles``) copies as its list: two per hero on every clone
    d["draw"] = draw = _new(Pile)
    draw.cards = h.draw.cards.copy()
    d["hand"] = h.hand.copy()
    d["discard"] = discard = _new(Pile)
    discard.cards = h.discard.cards.copy()
    d["shields"] = [s.copy() for s in h.shields] if h.shields else []
    d["active"] = h.active.copy()
    d["removed"] = h.removed.copy()
    d["abilities"] = h.abilities.copy()
    d["new_abilities"] = h.new_abilities.copy()
    res = h.res
    d["res"] = _copy_res(res) if res else {}
    d["bag"] = h.bag.copy()
    d["items_used"] = h.items_used.copy()
    d["granted"] = h.granted.copy()
    copy = _new(HeroState)
    copy.__dict__ = d
    return copy


class _NinaView:
    def __init__(self, res: dict[str, Any]) -> None:
        self.vigor, self.max_vigor = res.get("nina", 0), res["nina_max"]
        self.cond, self.thunder = res.get("nina_cond", {}), res.get("nina_thunder", [])
