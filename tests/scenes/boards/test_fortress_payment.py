"""HM-TURN-04 on the board: when an "any" cost can be split more than one way, the player picks the
split in a small chooser (fortress_payment); with one way it is paid at once."""

from __future__ import annotations

from game.core.session import Session
from game.fortress.actions import Buy
from scenes.boards.fortress_payment import PaymentChooser
from tests.game.fortress.helpers import set_area

AREA = [
    "muralha_de_espinhos#1",
    "cripta#1",
    "culto_do_fogo#1",
    "hydra#1",
    "orc_saqueador#1",
    "wyvern#1",
    "forja_das_almas#1",
    "wyvern#2",
]


def open_table(harness):
    from game.fortress import GAME
    from scenes.menu import open_board

    session = Session.new(GAME, {"players": 1, "generals": ["sidst"]}, 1)
    set_area(session.state, AREA)
    session.state.resources = [2, 3, 0]
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    board.on_state_changed()
    return session, board


def test_hm_turn_04_buying_muralha_asks_how_to_pay_and_the_raiz_choice_keeps_cripta(harness):
    session, board = open_table(harness)
    assert board.apply_action(Buy(0, 0)) == []  # nothing applied yet: the chooser asks
    harness.advance(2)
    chooser = harness.top
    assert isinstance(chooser, PaymentChooser)
    assert [o.pay for o in chooser.options] == ["r", "c"]
    assert "Root" in chooser.buttons["pay:r"].text and "Soul Crystal" in chooser.buttons["pay:c"].text
    harness.click(harness.button_centre("pay:r"))
    harness.advance(2)
    assert harness.top is board
    assert session.actions[-1] == Buy(0, 0, "", "r")
    assert session.state.resources == [2, 0, 0]
    assert Buy(0, session.state.area.index("cripta#1")) in session.legal_actions()


def test_hm_turn_04_the_chooser_cancels_with_escape_and_nothing_is_bought(harness):
    import pygame

    session, board = open_table(harness)
    board.apply_action(Buy(0, 0))
    harness.advance(2)
    harness.key(pygame.K_ESCAPE)
    harness.advance(2)
    assert harness.top is board and session.actions == []


def test_hm_turn_04_a_single_way_is_paid_without_asking(harness):
    session, board = open_table(harness)
    session.state.resources = [0, 3, 0]  # only Raiz left for the any
    board.on_state_changed()
    board.apply_action(Buy(0, 0))
    harness.advance(2)
    assert harness.top is board
    assert session.actions[-1] == Buy(0, 0, "", "r")


def test_hm_turn_04_every_split_is_offered_by_the_board(harness):
    session, board = open_table(harness)
    offered = set(board.offered_actions())
    assert {Buy(0, 0, "", "r"), Buy(0, 0, "", "c")} <= offered
    assert offered == set(session.legal_actions())
