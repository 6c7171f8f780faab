"""The Zerywia board paints its hero sheets and step panel once and blits them while nothing they
show changes (scenes/boards/panel_cache.py, the frame bench of issue 9). These tests prove a cached
panel is never stale: a change of state, of language or of who sits at the table reaches the next
frame, and the blitted panel is pixel for pixel the one painted directly."""

from __future__ import annotations

import pygame

from scenes.boards import zerywia_panels as P
from scenes.boards.zerywia_board import HEROES, STEP
from tests.scenes.boards.test_zerywia_board import open_zerywia


def shown(harness, rect: pygame.Rect) -> bytes:
    harness.advance(1)
    harness.app.render()  # an idle board may skip a frame: draw this one for sure
    return pygame.image.tobytes(harness.app.canvas.subsurface(rect), "RGB")


def painted(board, rect: pygame.Rect) -> bytes:
    """The panel painted straight onto the board's background, as before the cache."""
    pal = board.app.palette(board.game.name)
    surf = pygame.Surface(board.app.canvas.get_size())
    surf.fill(pal["bg"])
    state = board.session.state
    if rect == HEROES:
        P.draw_heroes(surf, rect, state, board.bots, pal, board.human_seat())
    else:
        P.draw_step(surf, rect, state, pal)
    return pygame.image.tobytes(surf.subsurface(rect), "RGB")


def test_cached_hero_sheets_and_step_equal_the_direct_painting(harness):
    """ZW-CHAL-51's Group table and every hero's sheet (Attributes, Prime, Trophies): the blitted
    panels are the pixels a direct painting gives, and an unchanged state reuses the painting."""
    board = open_zerywia(harness, heroes=("goryv", "svara"), steps=12)
    assert shown(harness, HEROES) == painted(board, HEROES)
    assert shown(harness, STEP) == painted(board, STEP)
    key = board.panels.key_of("heroes")
    image = board.panels._panels["heroes"][1]
    harness.advance(3)
    assert board.panels.key_of("heroes") == key and board.panels._panels["heroes"][1] is image


def test_a_state_change_reaches_the_next_frame(harness):
    """A hero's Vigor lowered (an Injury, ZW-INJ-04) and the session told: the sheet shows it at once."""
    board = open_zerywia(harness, heroes=("goryv", "svara"))
    before = shown(harness, HEROES)
    hero = board.session.state.heroes[0]
    hero.value["vigor"] = max(0, hero.value["vigor"] - 1)
    board.session.touch()
    after = shown(harness, HEROES)
    assert after != before and after == painted(board, HEROES)


def test_an_applied_action_reaches_the_next_frame(harness):
    """Every action the board sends through the session repaints the panels it changed."""
    board = open_zerywia(harness, heroes=("goryv",))
    shown(harness, HEROES)
    key = board.panels.key_of("heroes")
    assert board.apply_action(board.session.legal_actions()[0]) is not None
    assert shown(harness, HEROES) == painted(board, HEROES)
    assert board.panels.key_of("heroes") != key  # painted again for the new state
    assert shown(harness, STEP) == painted(board, STEP)


def test_a_language_change_reaches_the_next_frame(harness):
    """Switching to Brazilian Portuguese repaints the sheets in it (no English left on a cached panel)."""
    board = open_zerywia(harness, heroes=("goryv", "svara"))
    english = shown(harness, HEROES)
    harness.app.set_language("pt_BR")
    board = harness.top
    portuguese = shown(harness, HEROES)
    assert portuguese != english and portuguese == painted(board, HEROES)
    assert shown(harness, STEP) == painted(board, STEP)


def test_a_seat_handed_to_a_bot_reaches_the_next_frame(harness):
    """A seat switched to a bot is written "(bot)" on its row at once."""
    from game.ai.bots import make_bot

    board = open_zerywia(harness, heroes=("goryv", "svara"))
    before = shown(harness, HEROES)
    board.bots.kinds[1] = "random"
    board.bots.bots[1] = make_bot("random", 1)
    after = shown(harness, HEROES)
    assert after != before and after == painted(board, HEROES)
