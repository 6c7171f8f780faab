"""The Zerywia challenge table by keys (issue 14, Accessibility; ZW-CHAL-28/30): Enter on a die picks it
up, Enter on it again is the click that offers its rerolls (then the payment by Tab and Enter), and Enter
on a card's Critical ability drops a Critical there, the mouse's drag; Esc puts a held die back."""

from __future__ import annotations

import pygame

from game.zerywia.actions import Reroll, SpendCritical
from tests.scenes.boards.test_zw_dice_tray import critical, determination, open_board, rerollable


def _focus_die(h, die: int) -> None:
    h.focus_to(lambda tg: tg.key == f"die{die}")


def test_zw_chal_28_enter_twice_on_a_die_offers_its_rerolls_and_enter_pays(harness):
    session, _ = determination(rerollable)
    board = open_board(harness, session, "instant")
    harness.advance(5)
    seat = board.human_seat()
    die = next(a.die for a in session.seat_legal(seat) if isinstance(a, Reroll))
    _focus_die(harness, die)
    harness.press(pygame.K_RETURN)
    assert harness.app.focus.held is not None
    harness.press(pygame.K_RETURN)  # the same die again: the press ends where it began, a click
    assert board.die_choice == die
    before = len(session.actions)
    harness.focus_button("action:0")
    harness.press(pygame.K_RETURN)
    assert len(session.actions) == before + 1 and isinstance(session.actions[-1], Reroll)
    assert session.actions[-1].die == die


def test_zw_chal_30_a_critical_carried_by_keys_onto_a_card_spends_it_there(harness):
    session, _ = determination(critical)
    board = open_board(harness, session, "instant")
    harness.app.render()
    seat = board.human_seat()
    action = next(a for a in session.seat_legal(seat) if isinstance(a, SpendCritical) and a.card != "hero")
    _focus_die(harness, action.die)
    harness.press(pygame.K_RETURN)
    harness.press(pygame.K_ESCAPE)  # put back: nothing sent, the board stays
    assert harness.app.focus.held is None and session.actions[-1] != action
    assert type(harness.top).__name__ == "ZerywiaBoardScene"
    harness.press(pygame.K_RETURN)  # the ring is still on the die: pick it up again
    assert harness.app.focus.held is not None
    harness.app.render()
    target = next(tg for tg in board.table.targets if tg.kind == "card" and tg.card == action.card)
    harness.focus_to(lambda tg: tg.group == "target" and pygame.Rect(tg.rect) == target.rect,
                     key=pygame.K_TAB)
    harness.press(pygame.K_RETURN)
    assert session.actions[-1] == action
