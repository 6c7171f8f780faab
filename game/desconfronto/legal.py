"""Legal actions of each decision point, and the precise reason an action is refused."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.i18n import t
from game.desconfronto.actions import (
    BuyAbility,
    ChooseTarget,
    ClassAction,
    Decline,
    DrawCard,
    Finish,
    Pass,
    PlayCard,
    React,
    Sacrifice,
    TakeHit,
    UseShield,
)
from game.desconfronto.content import card_def
from game.desconfronto.creature_attack import reaction_abilities
from game.desconfronto.hooks import HOOKS
from game.desconfronto.levels import can_buy

DEFAULT_ELEMENTS = ("fire", "ice", "poison")


def slot_targets(state: Any, seat: int, kind: str, chosen: list[str]) -> list[str]:
    """Legal answers for a target slot of ``kind`` (content.py lists the kinds)."""
    enemies = [f"c{i}" for i in state.living()]
    heroes = [f"h{s}" for s in state.standing()]
    first = chosen[0] if chosen else ""
    if kind == "enemy":
        return enemies
    if kind == "hero":
        return heroes
    if kind == "any":
        return heroes + enemies
    if kind == "element":
        fn = HOOKS.get(f"{state.heroes[seat].hero}_elements")
        return list(fn(state, seat) if fn else DEFAULT_ELEMENTS)
    if kind == "ally":
        out = [r for r in heroes if r != f"h{seat}"]
    elif kind == "other_enemy":
        out = [r for r in enemies if r != first]
    else:  # other_any
        out = [r for r in heroes + enemies if r != first]
    return out or [""]  # a later slot with nobody to pick is skipped


def forced_to_act(state: Any) -> bool:
    """DC-CMB-08: exactly 1 card in hand and an empty draw deck: both actions must be taken."""
    h = state.heroes[state.active_hero]
    return len(h.hand) == 1 and not h.draw


def legal_actions(state: Any) -> list[Action]:
    phase = state.phase
    if phase == "over":
        return []
    if phase == "spoils":
        acts: list[Action] = [
            BuyAbility(0, s, tree)
            for s in range(len(state.heroes))
            for tree in (1, 2)
            if can_buy(state, s, tree)
        ]
        acts.append(Finish(0))
        return acts
    pend = state.pending
    if pend is not None:
        p = pend["player"]
        kind = pend["kind"]
        if kind == "target":
            cd = card_def(pend["card"])
            slot = cd.targets[len(pend["targets"])]
            return [ChooseTarget(p, r) for r in slot_targets(state, p, slot, pend["targets"])]
        if kind == "shields":
            h = state.heroes[p]
            return [*(UseShield(p, s[0]) for s in h.shields), TakeHit(p)]
        if kind == "class":  # a hero module's own multi-step choice
            return list(HOOKS[f"{state.heroes[p].hero}_pending_actions"](state, p))
        trig = pend["trigger"]
        cards = [React(p, c) for c in state.heroes[p].hand if card_def(c).react == trig]
        return [*cards, *reaction_abilities(state, p, trig), Decline(p)]
    if phase != "hero":
        return []
    p = state.active_hero
    h = state.heroes[p]
    acts = []
    if state.actions_left > 0:
        if h.draw:
            acts.append(DrawCard(p))
        enemies = [f"c{i}" for i in state.living()]
        firsts: dict[str, list[str]] = {"": [""]}  # first-slot answers, computed once per kind (hot path)
        for c in h.hand:
            cd = card_def(c)
            if not cd.react:
                kind = cd.targets[0] if cd.targets else ""
                targets = firsts.get(kind)
                if targets is None:
                    targets = firsts[kind] = [r for r in slot_targets(state, p, kind, []) if r]
                for r in targets:
                    acts.append(PlayCard(p, c, r))
            for r in enemies:
                acts.append(Sacrifice(p, c, r))
        fn = HOOKS.get(f"{h.hero}_class_actions")
        if fn:
            acts.extend(fn(state, p))
    else:
        fn = HOOKS.get(
            f"{h.hero}_late_actions"
        )  # free class actions open with no action left (Fildon's chords)
        if fn:
            acts.extend(fn(state, p))
    if not (state.actions_left > 0 and forced_to_act(state)):
        acts.append(Pass(p))
    return acts


def explain(state: Any, action: Action) -> str:
    """Why ``action`` is refused now (translated)."""
    if state.phase == "over":
        return t("illegal.game_over")
    cp = current_player(state)
    if cp is not None and action.player != cp:
        return t("illegal.not_your_turn")
    if state.pending is not None:
        return t("dc.illegal.answer_pending")
    if state.phase == "spoils":
        return t("dc.illegal.spoils")
    h = state.heroes[state.active_hero]
    if isinstance(action, PlayCard | Sacrifice):
        if action.card not in h.hand:
            return t("dc.illegal.not_in_hand")
        if state.actions_left <= 0:
            return t("dc.illegal.no_actions")
        if isinstance(action, PlayCard) and card_def(action.card).react:
            return t("dc.illegal.reaction_only")
        return t("dc.illegal.bad_target")
    if isinstance(action, DrawCard):
        return t("dc.illegal.no_actions") if state.actions_left <= 0 else t("dc.illegal.deck_empty")
    if isinstance(action, Pass) and forced_to_act(state):
        return t("dc.illegal.must_act")
    if isinstance(action, UseShield | TakeHit | React | Decline | ChooseTarget):
        return t("dc.illegal.no_window")
    if isinstance(action, ClassAction):
        return t("dc.illegal.class_action")
    return t("illegal.not_allowed")


def current_player(state: Any) -> int | None:
    if state.phase == "over":
        return None
    if state.pending is not None:
        return state.pending["player"]
    if state.phase == "spoils":
        return 0
    return state.active_hero


def is_legal(state: Any, action: Action) -> bool:
    """``action in legal_actions(state)``, answered directly for the frequent Hero Phase actions.

    The kernel's check enumerates every legal action on each apply; card plays are most of a
    playout, so they are checked here without building the list (same rules as ``legal_actions``;
    a test compares the two).
    """
    cls = type(action)
    if cls is PlayCard or cls is Sacrifice:
        if state.phase != "hero" or state.pending is not None or state.actions_left <= 0:
            return False
        p = state.active_hero
        if action.player != p or action.card not in state.heroes[p].hand:
            return False
        if cls is Sacrifice:
            return (
                action.target[:1] == "c"
                and action.target[1:].isdigit()
                and int(action.target[1:]) in state.living()
            )
        cd = card_def(action.card)
        if cd.react:
            return False
        if not cd.targets:
            return action.target == ""
        return bool(action.target) and action.target in slot_targets(state, p, cd.targets[0], [])
    if cls is DrawCard:
        return (
            state.phase == "hero"
            and state.pending is None
            and state.actions_left > 0
            and action.player == state.active_hero
            and bool(state.heroes[state.active_hero].draw)
        )
    pend = state.pending
    if cls is ChooseTarget:
        if (
            pend is None
            or pend["kind"] != "target"
            or action.player != pend["player"]
            or state.phase == "over"
        ):
            return False
        slot = card_def(pend["card"]).targets[len(pend["targets"])]
        return action.target in slot_targets(state, action.player, slot, pend["targets"])
    if cls is UseShield or cls is TakeHit:
        if (
            pend is None
            or pend["kind"] != "shields"
            or action.player != pend["player"]
            or state.phase == "over"
        ):
            return False
        return cls is TakeHit or any(s[0] == action.card for s in state.heroes[action.player].shields)
    if cls is Pass:
        return (
            state.phase == "hero"
            and state.pending is None
            and action.player == state.active_hero
            and not (state.actions_left > 0 and forced_to_act(state))
        )
    return action in legal_actions(state)
