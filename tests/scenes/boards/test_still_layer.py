"""The board's still panels are painted once per change (scenes/boards/still_layer.py, issue 10's frame
bar): mouse moves over an unchanged table blit the kept painting, an accepted action repaints it and
the tooltip spots stay placed between paintings."""

from __future__ import annotations

import pygame

from tests.scenes.boards.dc_coliseum_helpers import arena, open_arena


def _move(h, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    h.advance(1)


def test_mouse_moves_blit_the_kept_painting_and_a_state_change_repaints_it(harness):
    board = open_arena(harness, arena(2))
    layer = board.still
    _move(harness, (600, 300))
    before = layer.paintings
    assert before >= 1
    for x in range(100, 1100, 100):
        _move(harness, (x, 360))
    assert layer.paintings == before  # nothing the still panels show has changed
    assert "h0" in board.tips._placed and "h1" in board.tips._placed  # spots re-placed every frame
    seat = board.acting_seat()
    assert seat is not None
    legal = board.session.legal_actions()
    board.apply_action(legal[0])
    harness.advance(240)  # the action's beats play out
    _move(harness, (610, 300))
    assert layer.paintings > before  # the state changed: painted again
    assert board.tips._placed.get("h0")


def test_a_language_change_repaints_the_still_panels(harness):
    from game.core.i18n import set_language

    board = open_arena(harness, arena(2))
    _move(harness, (600, 300))
    before = board.still.paintings
    try:
        set_language("pt_BR")
        _move(harness, (620, 300))
        assert board.still.paintings == before + 1
    finally:
        set_language("en")
