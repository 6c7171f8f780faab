"""Legal actions of each decision point, and the precise reason an action is refused."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.i18n import t
from game.desconfronto import flee
from game.desconfronto.actions import (
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
from game.desconfronto.content import card_def
from game.desconfronto.hooks import HOOKS, own
from game.desconfronto.items import item_actions, item_refusal
from game.desconfronto.levels import can_buy
from game.desconfronto.react_gate import answers
from game.desconfronto.reactors import can_react, reaction_abilities
from game.desconfronto.slots import slot_targets
from game.desconfronto.state import CombatState

_CREF = tuple(f"c{i}" for i in range(64))  # figure refs, built once (board positions are few)
_HREF = tuple(f"h{i}" for i in range(64))
_DRAW = tuple(DrawCard(p) for p in range(64))  # frozen values, shared instead of rebuilt per call
_PASS = tuple(Pass(p) for p in range(64))
_CIDX = {ref: i for i, ref in enumerate(_CREF)}


_OPTIONAL: dict[str, frozenset[int]] = {}
# "up to N" cards whose slots each give 1 point: from this slot on the player may stop (``""`` ends the
# choice). Healing by Hand: "Heal up to 5 Vigor points, distributed as you wish" (L536, DC-HERO-ART).
UP_TO = {"artan.healing_by_hand": 1}


def optional_slots(pid: str) -> frozenset[int]:
    """Slot indexes a player may leave empty (``""``), memoised per card: Wind's partner slot, since
    Wind "immediately allows the user to swap" two creatures (L156, DC-COND-09): a choice, not a must;
    and the later points of an "up to" card (``UP_TO``)."""
    got = _OPTIONAL.get(pid)
    if got is None:
        cd = card_def(pid)
        wind = {
            int(e.partner[1]) - 1 for e in cd.effects if e.verb == "apply" and e.cond == "wind" and e.partner
        }
        start = UP_TO.get(pid.partition("#")[0])
        more = set(range(start, len(cd.targets))) if start is not None else set()
        got = _OPTIONAL[pid] = frozenset(wind | more)
    return got


def stops_choice(pid: str, slot: int) -> bool:
    """An empty answer in ``slot`` of ``pid`` ends its choice (the "up to" cards): the rest stay empty."""
    start = UP_TO.get(pid.partition("#")[0])
    return start is not None and slot >= start


def forced_to_act(state: CombatState) -> bool:
    """DC-CMB-08: exactly 1 card in hand and an empty draw deck: both actions must be taken."""
    h = state.heroes[state.active_hero]
    return len(h.hand) == 1 and not h.draw


_FIRST_SLOT: dict[str, str | None] = {}
_CARD_ACTS: dict[tuple[Any, ...], dict[str, tuple[Action, ...]]] = {}


def _first_slot(pid: str) -> str | None:
    """The kind of a card's first target slot ("" for none), None for a reaction card; memoised."""
    try:
        return _FIRST_SLOT[pid]
    except KeyError:
        cd = card_def(pid)
        kind = None if cd.react else (cd.targets[0] if cd.targets else "")
        _FIRST_SLOT[pid] = kind
        return kind


def _card_actions(p: int, pid: str, targets: tuple[str, ...], enemies: tuple[str, ...]) -> tuple[Action, ...]:
    """Play on each first-slot target, then Sacrifice on each enemy. Actions are frozen values, so the
    same tuple is reused across calls instead of rebuilding a dozen dataclasses per enumeration."""
    table = _card_table(p, targets, enemies)
    out = table.get(pid)
    if out is None:
        out = table[pid] = (
            *(PlayCard(p, pid, r) for r in targets),
            *(Sacrifice(p, pid, r) for r in enemies),
        )
    return out


def _card_table(
    p: int, targets: tuple[str, ...] | None, enemies: tuple[str, ...]
) -> dict[str, tuple[Action, ...]]:
    """Card id -> its actions for one (seat, first-slot answers, living enemies), so a card in hand
    costs one probe (no nested-tuple hashing per card). ``targets`` None: the table of every card
    whose first slot needs no answer or the living enemies alone (``legal_actions``)."""
    key = (p, targets, enemies)
    table = _CARD_ACTS.get(key)
    if table is None:
        if len(_CARD_ACTS) > 10_000:  # a long session of many combats: keep memory bounded
            _CARD_ACTS.clear()
        table = _CARD_ACTS[key] = {}
    return table


def legal_actions(state: CombatState) -> list[Action]:
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
            i = len(pend["targets"])
            refs = slot_targets(state, p, cd.targets[i], pend["targets"])
            if i in cd.companion_slots and state.companions():  # Nina takes heals and shields
                refs = [r for r in refs if r] + state.companions()
            if "" not in refs and i in optional_slots(pend["card"]):  # "no swap" (L156)
                refs = [*refs, ""]
            return [ChooseTarget(p, r) for r in refs]
        if kind == "shields":
            h = state.heroes[p]
            return [*(UseShield(p, s[0]) for s in h.shields), TakeHit(p)]
        if kind == "class":  # a hero module's own multi-step choice
            return list(HOOKS[f"{state.heroes[p].hero}_pending_actions"](state, p))
        if kind == "flee":  # the group's vote on fleeing (DC-CMB-37): agree or refuse
            return [Flee(p), Decline(p)]
        trig = pend["trigger"]
        # a window opened for a guard ability (DC-CMB-33) offers no reaction card to a hero who cannot react
        cards = (
            [React(p, c) for c in state.heroes[p].hand if card_def(c).react == trig and answers(state, p, c)]
            if can_react(state, p)
            else []
        )
        if "tick" in pend:  # a turn-start window (tick_window.py): reaction cards only, no attack
            return [*cards, Decline(p)]
        return [*cards, *reaction_abilities(state, p, trig), Decline(p)]
    if phase != "hero":
        return []
    p = state.active_hero
    h = state.heroes[p]
    acts = []
    if state.actions_left > 0:
        if h.draw.cards:  # the list itself: Pile.__bool__ is a Python-level call
            acts.append(_DRAW[p])
        enemies = tuple([_CREF[i] for i, cr in enumerate(state.creatures) if not cr.defeated])
        # cards whose first slot is answered by nothing or by the living enemies: one probe each
        fixed = _card_table(p, None, enemies)  # its own key: a (p, targets, enemies) table holds any kind
        others: dict[str, tuple[str, ...]] = {}  # first-slot answers of the other kinds, once per kind
        for c in h.hand:
            got = fixed.get(c)
            if got is None:
                kind = _FIRST_SLOT[c] if c in _FIRST_SLOT else _first_slot(c)
                if kind is None:  # a reaction card: only sacrificed in the Hero Phase
                    got = fixed[c] = _card_actions(p, c, (), enemies)
                elif kind == "":
                    got = fixed[c] = _card_actions(p, c, ("",), enemies)
                elif kind == "enemy":  # exactly the living creatures
                    got = fixed[c] = _card_actions(p, c, enemies, enemies)
                else:
                    targets = others.get(kind)
                    if targets is None:
                        targets = others[kind] = tuple([r for r in slot_targets(state, p, kind, []) if r])
                    got = _card_actions(p, c, targets, enemies)
            acts.extend(got)
        for hh in state.heroes:  # no companions list built in a combat without Nina
            if hh.res.get("nina", 0) > 0:
                nina = state.companions()
                break
        else:
            nina = []
        if nina:  # DC-HERO-GEL-01: Nina can be targeted by shields and heals
            for c in h.hand:
                cd = card_def(c)
                if 0 in cd.companion_slots and not cd.react:
                    acts.extend(PlayCard(p, c, r) for r in nina)
        fn = own(state, p, "class_actions")
        if fn:
            acts.extend(fn(state, p))
        if h.item or h.bag:  # DC-CMB-06d/f
            acts.extend(item_actions(state, p))
    else:
        fn = own(state, p, "late_actions")  # free class actions open with no action left (Fildon's chords)
        if fn:
            acts.extend(fn(state, p))
    if not (state.actions_left > 0 and len(h.hand) == 1 and not h.draw.cards):  # forced_to_act, inlined
        acts.append(_PASS[p])
    if flee.allowed(state):  # DC-CMB-37 (L343): last, after Pass
        acts.append(Flee(p))
    return acts


def explain(state: CombatState, action: Action) -> str:
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
    if isinstance(action, UseItem | SwapItem):
        return item_refusal(state, h, action)
    if isinstance(action, Flee):
        if state.flags.get("flee_refused"):
            return t("dc.illegal.flee_refused")
        return t("dc.illegal.flee_cost", cost=flee.cost(state), fragments=state.fragments)
    return t("illegal.not_allowed")


def current_player(state: CombatState) -> int | None:
    if state.phase == "over":
        return None
    if state.pending is not None:
        return state.pending["player"]
    if state.phase == "spoils":
        return 0
    return state.active_hero


def is_legal(state: CombatState, action: Any) -> bool:  # fields are read after the exact-class test
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
        if action.target[:1] == "n":
            return 0 in cd.companion_slots and action.target in state.companions()
        kind = cd.targets[0]
        if kind == "enemy":  # slot_targets' list, without building it: a living creature's ref
            i = _CIDX.get(action.target)
            return i is not None and i < len(state.creatures) and not state.creatures[i].defeated
        return bool(action.target) and action.target in slot_targets(state, p, kind, [])
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
        cd = card_def(pend["card"])
        i = len(pend["targets"])
        if action.target[:1] == "n":
            return i in cd.companion_slots and action.target in state.companions()
        if action.target == "" and i in optional_slots(pend["card"]):
            return True
        return action.target in slot_targets(state, action.player, cd.targets[i], pend["targets"])
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
    if cls is ClassAction or cls is React or cls is Decline or cls is BuyAbility or cls is Finish:
        return _is_legal_choice(state, action, cls)
    if cls is Flee:
        if flee.voting(state):
            assert pend is not None
            return action.player == pend["player"]
        return action.player == state.active_hero and flee.allowed(state)
    if cls is UseItem or cls is SwapItem:  # only the Hero Phase branch with actions left offers them
        if state.phase != "hero" or state.pending is not None or state.actions_left <= 0:
            return False
        h = state.heroes[state.active_hero]
        return bool(h.item or h.bag) and action in item_actions(state, state.active_hero)
    return action in legal_actions(state)


def _is_legal_choice(state: CombatState, action: Action, cls: type) -> bool:
    """``action in legal_actions(state)`` for class abilities, reaction windows and spoils, following
    the same branches without building the Hero Phase card actions."""
    phase = state.phase
    if phase == "over":
        return False
    if phase == "spoils":
        if cls is Finish:
            return action.player == 0
        if cls is not BuyAbility or action.player != 0:
            return False
        s, tree = action.hero, action.tree  # type: ignore[attr-defined]
        return s in range(len(state.heroes)) and tree in (1, 2) and can_buy(state, s, tree)
    pend = state.pending
    if pend is not None:
        p = pend["player"]
        kind = pend["kind"]
        if kind == "target" or kind == "shields":
            return False
        if kind == "class":
            return action in HOOKS[f"{state.heroes[p].hero}_pending_actions"](state, p)
        if kind == "flee":
            return cls is Decline and action.player == p
        trig = pend["trigger"]
        if cls is Decline:
            return action.player == p
        if cls is React:
            card = action.card  # type: ignore[attr-defined]
            if action.player == p and card in state.heroes[p].hand and card_def(card).react == trig:
                return can_react(state, p) and answers(state, p, card)
        return action in reaction_abilities(state, p, trig)
    if phase != "hero" or cls is not ClassAction:
        return False
    p = state.active_hero
    hero = state.heroes[p].hero
    fn = HOOKS.get(f"{hero}_class_actions" if state.actions_left > 0 else f"{hero}_late_actions")
    return fn is not None and action in fn(state, p)
