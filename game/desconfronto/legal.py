"""Legal actions of each decision point, and the precise reason an action is refused."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.pending import Choice, decider
from game.desconfronto import flee, master, run_layer
from game.desconfronto.actions import (
    BuyAbility,
    ChooseTarget,
    Decline,
    DrawCard,
    Finish,
    Flee,
    Pass,
    React,
    TakeHit,
    UseShield,
    play_card,
    sacrifice,
)
from game.desconfronto.boss.rules import boss_actions
from game.desconfronto.coliseum import legal as arena
from game.desconfronto.coliseum.rivals import enemies as coliseum_enemies
from game.desconfronto.content import card_def
from game.desconfronto.hooks import HOOKS, own
from game.desconfronto.items import item_actions
from game.desconfronto.levels import can_buy
from game.desconfronto.react_gate import answers
from game.desconfronto.reactors import can_react, reaction_abilities
from game.desconfronto.slots import slot_targets
from game.desconfronto.state import CombatState

_CREF = tuple(f"c{i}" for i in range(64))  # figure refs, built once (board positions are few)
_HREF = tuple(f"h{i}" for i in range(64))
_DRAW = tuple(DrawCard(p) for p in range(64))  # frozen values, shared instead of rebuilt per call
_PASS = tuple(Pass(p) for p in range(64))
_FLEE = tuple(Flee(p) for p in range(64))
_BUY = tuple((BuyAbility(0, s, 1), BuyAbility(0, s, 2)) for s in range(64))  # the Leader buys for hero s
_FINISH = Finish(0)
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


def target_answers(state: CombatState, pend: Choice) -> list[str]:
    """The legal answers to the pending target slot: enumeration and refusal both read this list."""
    cd = card_def(pend["card"])
    i = len(pend["targets"])
    refs = slot_targets(state, pend["player"], cd.targets[i], pend["targets"])
    if i in cd.companion_slots and state.companions():  # Nina takes heals and shields
        refs = [r for r in refs if r] + state.companions()
    if "" not in refs and i in optional_slots(pend["card"]):  # "no swap" (L156)
        refs = [*refs, ""]
    return refs


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
            *[play_card(p, pid, r) for r in targets],
            *[sacrifice(p, pid, r) for r in enemies],
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
    if state.coliseum is not None:  # the arena's own rules over the engine's (coliseum/legal.py)
        return arena.legal_actions(state, engine_actions)
    return engine_actions(state)


def engine_actions(state: CombatState) -> list[Action]:
    """The combat engine's legal actions (the Coliseum filters and adds to them)."""
    phase = state.phase
    if phase == "over":
        return []
    if phase == "run":  # between the combats of a Hunt or a campaign (run_layer.py)
        return run_layer.legal(state)
    if phase == "spoils":
        acts: list[Action] = [
            _BUY[s][tree - 1] for s in range(len(state.heroes)) for tree in (1, 2) if can_buy(state, s, tree)
        ]
        acts.append(_FINISH)
        return acts
    pend = state.pending
    if pend is not None:
        p = pend["player"]
        kind = pend["kind"]
        if kind == "target":
            return [ChooseTarget(p, r) for r in target_answers(state, pend)]
        if kind == "shields":
            h = state.heroes[p]
            return [*(UseShield(p, s[0]) for s in h.shields), TakeHit(p)]
        if kind == "class":  # a hero module's own multi-step choice
            # ``module``: the hook prefix that opened it, when not the answering hero's (Compel Attack)
            return list(HOOKS[f"{pend.get('module') or state.heroes[p].hero}_pending_actions"](state, p))
        if kind == "flee":  # the group's vote on fleeing (DC-CMB-37): agree or refuse
            return [Flee(p), Decline(p)]
        if kind == master.KIND:  # DC-CM-03: the Corruption Master's hand
            return master.legal(state)
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
        if state.coliseum is None:
            enemies = tuple([_CREF[i] for i, cr in enumerate(state.creatures) if not cr.defeated])
        else:  # every other hero, and the beasts (coliseum/rivals.py)
            enemies = tuple(coliseum_enemies(state, p))
        # cards whose first slot is answered by nothing or by the living enemies: one probe each
        fixed = _card_table(p, None, enemies)  # its own key: a (p, targets, enemies) table holds any kind
        # the other kinds: their first-slot answers and their table, worked out once per kind
        others: dict[str, tuple[tuple[str, ...], dict[str, tuple[Action, ...]]]] = {}
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
                    known = others.get(kind)
                    if known is None:
                        if kind == "hero":  # slot_targets' "hero" answer (the standing heroes, never "")
                            targets = tuple([_HREF[x.seat] for x in state.heroes if not x.exhausted])
                        else:
                            targets = tuple([r for r in slot_targets(state, p, kind, []) if r])
                        known = others[kind] = (targets, _card_table(p, targets, enemies))
                    targets, table = known
                    got = table.get(c)
                    if got is None:  # _card_actions, on the table already found
                        got = table[c] = (
                            *[play_card(p, c, r) for r in targets],
                            *[sacrifice(p, c, r) for r in enemies],
                        )
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
                    acts.extend([play_card(p, c, r) for r in nina])
        fn = own(state, p, "class_actions")
        if fn:
            acts.extend(fn(state, p))
        if h.item or h.bag:  # DC-CMB-06d/f
            acts.extend(item_actions(state, p))
        if state.boss is not None:  # the Boss playmat: moves, pillar/crystal strikes, the delay
            acts.extend(boss_actions(state, p))
    else:
        fn = own(state, p, "late_actions")  # free class actions open with no action left (Fildon's chords)
        if fn:
            acts.extend(fn(state, p))
    if not (state.actions_left > 0 and len(h.hand) == 1 and not h.draw.cards):  # forced_to_act, inlined
        acts.append(_PASS[p])
    if flee.allowed(state):  # DC-CMB-37 (L343): last, after Pass
        acts.append(_FLEE[p])
    return acts


def current_player(state: CombatState) -> int | None:
    """The seat to act follows from the stored pending choice (the kernel's ``decider``), else the
    turn: the Leader buys the spoils, the Active Hero acts in the Hero Phase."""
    if state.phase == "over":
        return None
    return decider(state.pending, 0 if state.phase == "spoils" else state.active_hero)
