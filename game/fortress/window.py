"""The Invasion's discard window (AMB-17, HM-INV-13, HM-GEN-05).

Discard-cost effects may be used "a qualquer momento", so the Invasion pauses before each Invader's
attack and asks the Generals, seat 0 first, whether to use one. Only a General holding a usable
effect is asked (the others pass automatically), so random and greedy games keep flowing and, with
``invasion_discard_window="off"``, the Invasion never stops at all. With no active player, damage
and resource bonuses have no pool to go to and are lost (effects.apply_gives).
"""

from __future__ import annotations

from game.core.actions import Action, Event
from game.fortress.actions import Pass, activate, plain
from game.fortress.card_table import CardTable
from game.fortress.effects import usable_from_hand
from game.fortress.invasion import finish_invasion, invader_attacks
from game.fortress.state import COLUMNS, FortressState
from game.fortress.tables import DISCARD_HELP

# bonuses that need an active player's pool: wasted during the Invasion
POOL_ONLY = frozenset(("damage", "crystal", "root", "sacrifice"))


def _useful(card_id: str) -> bool:
    eff = usable_from_hand(card_id)
    return eff is not None and DISCARD_HELP[card_id] and any(k not in POOL_ONLY for k, _ in eff.gives)


# Physical card id -> whether the window offers it (asked for every hand at every Invader's attack;
# fixed content, see tables.py): mode "any" offers every discard-only effect (tables.DISCARD_HELP),
# the other mode only those with a gain that needs no pool.
USABLE_USEFUL: CardTable[bool] = CardTable(_useful)


def window_cards(state: FortressState, seat: int) -> list[str]:
    """Cards in ``seat``'s hand it may discard in the window (empty when the option is "off")."""
    mode = state.options["invasion_discard_window"]
    if mode == "off":
        return []
    usable = DISCARD_HELP if mode == "any" else USABLE_USEFUL
    return [c for c in state.seats[seat].hand if usable[c]]


def window_actions(state: FortressState) -> list[Action]:
    q = state.window_seat
    return [*[activate(q, c) for c in window_cards(state, q)], plain(Pass, q)]


def _next_seat(state: FortressState, start: int) -> int:
    for q in range(start, len(state.seats)):
        if window_cards(state, q):
            return q
    return -1


def advance(state: FortressState, events: list[Event], start_seat: int = 0) -> bool:
    """Run the Invasion on from ``invasion_col``: open a window (returns False) or finish (True)."""
    while state.invasion_col < COLUMNS:
        col = state.invasion_col
        if state.battlefield[col] is not None:
            q = _next_seat(state, start_seat)
            if q >= 0:
                state.window_seat = q
                state.phase = "invasion"
                events.append(Event("fortress.window", {"seat": q, "invader": state.battlefield[col]}))
                return False
            invader_attacks(state, col, events)
            if state.over is not None:
                return True
        state.invasion_col += 1
        start_seat = 0
    state.invasion_col = -1
    state.window_seat = -1
    finish_invasion(state, events)
    return True


def after_window_activation(state: FortressState, events: list[Event]) -> bool:
    """The asked General used an effect: ask again while it has one left, else move on."""
    if state.over is not None:
        return True
    q = state.window_seat
    if window_cards(state, q):
        return False
    return advance(state, events, q + 1)


def do_pass(state: FortressState, a: Pass, events: list[Event]) -> bool:
    events.append(Event("fortress.passed", {"seat": a.player}))
    return advance(state, events, a.player + 1)
