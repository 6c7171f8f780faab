"""Who acts first within a time of day (ZW-CYCLE-06, L474: "The order of the Actions performed by the
Heroes, within one turn, is for the players to determine it among themselves").

The core lists the actions of every hero who may begin a turn now; the board's decider is the first
of them in seat order. While no hero's turn is under way, the players may hand the turn to another
human hero with the prompt row's switch button: the board only picks among seats the core already
lists, so it decides no rule. A bot seat first in order acts as before (the table agreed on it).
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import t

SWITCH = "zerywia_first.switch"


def free_heroes(board: Any, first: int | None) -> list[int]:
    """Human seats other than ``first`` who could begin their turn now (nobody's turn is under way)."""
    session = board.session
    state = session.state
    if first is None or session.is_over() is not None or state.active >= 0:
        return []
    if board.game.pending(state) is not None or board.bots.is_bot(first):
        return []
    return [h.seat for h in state.heroes
            if h.seat != first and not board.bots.is_bot(h.seat) and session.seat_legal(h.seat)]  # fmt: skip


def acting(board: Any, first: int | None, pick: int | None) -> int | None:
    """The seat that acts now: ``pick`` while it may still begin its turn, else ``first``."""
    if pick is not None and pick in free_heroes(board, first):
        return pick
    return first


def next_pick(board: Any, first: int | None, now: int | None) -> int | None:
    """The hero the switch hands the turn to: the next free human seat after ``now``, round the table."""
    seats = sorted({*free_heroes(board, first), *([first] if first is not None else [])})
    if len(seats) < 2 or now not in seats:
        return None
    return seats[(seats.index(now) + 1) % len(seats)]


def switch_label(board: Any, seat: int | None) -> str:
    names = board.seat_names()
    return t("zerywia_first.switch_to", hero=names[seat]) if seat is not None and seat < len(names) else ""
