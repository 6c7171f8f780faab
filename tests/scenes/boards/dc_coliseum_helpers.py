"""Shared steps of the Coliseum board's tests: a session, the board opened on it, the human seats'
moves (a greedy bot's picks sent through the board, as a player's click would send them)."""

from __future__ import annotations

from game.ai.bots import make_bot
from game.core.session import Session
from game.desconfronto.game import DesconfrontoGame

HEROES = ["artan", "kandra", "marzak", "tesser"]  # heroes that play the arena cleanly today


def arena(n: int = 2, beasts: bool = False, seed: int = 3) -> Session:
    setup = {"mode": "coliseum", "players": n, "heroes": HEROES[:n], "beasts": beasts}
    return Session.new(DesconfrontoGame(), setup, seed)


def open_arena(h, session, bots: dict | None = None):
    from scenes.boards.desconfronto_coliseum import ColiseumBoard
    from scenes.menu import open_board

    session.touch()
    h.push(open_board(h.app, session, {"bots": bots or {}}))
    h.advance(2)
    board = h.top
    assert isinstance(board, ColiseumBoard)
    return board


def drive(h, board, until, limit: int = 4000, seed: int = 5) -> bool:
    """Play the human seats (greedy picks through the board; hand-offs clicked) until ``until(board)``;
    False when the game ended or the limit passed first."""
    me = make_bot("greedy", seed)
    s = board.session
    for _ in range(limit):
        if until(board):
            return True
        if s.is_over() is not None:
            return False
        if board.handoff is not None:
            h.click_button("handoff.ready")
            continue
        seat = board.acting_seat()
        if seat is not None and not board.anim.busy and h.top is board:
            board.apply_action(me.choose_for(s, seat))
        h.advance(1)
    return False


def pending_kind(board) -> str:
    p = board.view.pending
    return p.kind if p is not None else ""
