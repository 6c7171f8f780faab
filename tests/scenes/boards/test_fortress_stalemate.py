"""HM-END on the board: a stalled siege shows an "End as a draw" button (the core's EndInDraw offer);
a table still moving shows none."""

from __future__ import annotations

from game.core.session import Session
from game.fortress.actions import EndInDraw
from game.fortress.stalemate import STALL_ROUNDS, progress
from scenes.boards.fortress_stalemate import KEY


def open_table(harness, rounds: int):
    from game.fortress import GAME
    from scenes.menu import open_board

    session = Session.new(GAME, {"players": 1, "generals": ["wargosh"]}, 3)
    s = session.state
    s.stall_sig = progress(s)
    s.stall_since = s.round
    s.round += rounds
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    board.on_state_changed()
    harness.advance(2)
    return session, board


def test_hm_end_a_stalled_siege_offers_a_draw_button_that_ends_the_game(harness):
    session, board = open_table(harness, STALL_ROUNDS)
    btn = board.buttons[KEY]
    assert btn.visible and EndInDraw(0) in board.offered_actions()
    assert set(board.offered_actions()) == set(session.legal_actions())
    harness.click(harness.button_centre(KEY))
    harness.advance(3)
    over = session.is_over()
    assert over is not None and over.result == "draw"


def test_hm_end_no_draw_button_while_the_siege_moves(harness):
    session, board = open_table(harness, STALL_ROUNDS - 1)
    assert not board.buttons[KEY].visible
    assert EndInDraw(0) not in board.offered_actions()
