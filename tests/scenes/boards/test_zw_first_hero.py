"""Who acts first within a time of day: the players choose (ZW-CYCLE-06, L474)."""

from __future__ import annotations

from game.core import i18n
from game.zerywia.actions import EndTurn, PassTime
from scenes.boards.zerywia_first import SWITCH
from tests.scenes.boards.test_zerywia_board import open_zerywia


def _journey_board(harness, bots=None):
    """Two heroes at the first time of day, nobody's turn under way (the Solo-less start needs no choice)."""
    board = open_zerywia(harness, heroes=("svara", "goryv"), seed=3, bots=bots)
    st = board.session.state
    assert st.active < 0 and board.game.pending(st) is None and not st.acted
    return board


def _seats(actions) -> set[int]:
    return {a.player for a in actions if hasattr(a, "player")}


def test_zw_cycle_06_the_players_let_the_second_hero_act_first(harness):
    """ZW-CYCLE-06: with two human heroes and no turn under way, the switch hands the turn to Goryv:
    the prompt names him, the buttons are his, and his action is applied to his seat; once his turn
    is over, Svara acts."""
    board = _journey_board(harness)
    btn = harness.find_button(SWITCH)
    assert btn.visible and btn.text == "Goryv goes first"
    assert _seats(board.shown_actions()) == {0}
    harness.click_button(SWITCH)
    harness.click_button("zerywia_board.handoff.ready")  # the screen is handed to Goryv's player
    assert board.decider() == 1 and "Goryv" in board.prompt()
    assert _seats(board.shown_actions()) == {1}
    assert harness.find_button(SWITCH).text == "Svara goes first"  # and back again, if the table changes its mind
    board.take(PassTime(1))
    st = board.session.state
    while st.active == 1 and EndTurn(1) in board.legal:
        board.take(EndTurn(1))
    assert 1 in st.acted and 0 not in st.acted
    harness.advance(2)
    harness.click_button("zerywia_board.handoff.ready")  # and back to Svara's
    assert board.decider() == 0 and _seats(board.shown_actions()) == {0}
    assert not harness.find_button(SWITCH).visible  # Goryv has acted: nobody else to hand the turn to


def test_zw_cycle_06_no_switch_to_a_bot_seat_and_words_in_portuguese(harness):
    """ZW-CYCLE-06: a bot seat is never handed the turn by the switch; the label is translated."""
    board = _journey_board(harness, bots={"1": "random"})
    assert not harness.find_button(SWITCH).visible
    i18n.set_language("pt_BR")
    board = _journey_board(harness)
    board.on_state_changed()
    assert harness.find_button(SWITCH).text == "Goryv vai primeiro"
