"""The SVG icons render through pygame-ce at the sizes the boards use, tinted, cached, and fall back
to the hand-drawn symbol when a file is missing (issue #14, "Icon art")."""

from __future__ import annotations

import pygame
import pytest

from scenes import icons


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    icons.clear_cache()
    yield
    icons.clear_cache()


def _clear_widget_caches():
    from scenes.widgets import icon_art
    from scenes.widgets import icons as widget_icons

    widget_icons._cached.cache_clear()
    icon_art._plates.clear()


@pytest.mark.parametrize("size", [12, 16, 24, 44, 96, 256])
def test_an_svg_icon_loads_at_the_asked_size_in_the_asked_colour(size):
    surf = icons.svg_icon("flame", size, (200, 40, 10))
    assert surf is not None and surf.get_size() == (size, size)
    box = surf.get_bounding_rect()
    assert box.w > size // 2 and box.h > size // 2  # a real silhouette, not an empty square
    solid = [surf.get_at((x, y)) for x in range(size) for y in range(size) if surf.get_at((x, y)).a == 255]
    assert solid and all(tuple(c)[:3] == (200, 40, 10) for c in solid)


def test_each_icon_is_rasterised_once_per_size_and_colour():
    a = icons.svg_icon("flame", 40, (1, 2, 3))
    assert icons.svg_icon("flame", 40, (1, 2, 3)) is a
    assert icons.svg_icon("flame", 41, (1, 2, 3)) is not a


def test_a_missing_file_gives_none_and_the_board_symbol_falls_back_to_its_drawing(tmp_path, monkeypatch):
    from scenes.widgets.icon_pen import Pen
    from scenes.widgets.icons import HAND_DRAWN, icon

    _clear_widget_caches()
    with_art = pygame.image.tobytes(icon("dc.fire", 44), "RGBA")
    monkeypatch.setattr(icons, "ICON_DIR", tmp_path)  # an install whose art/icons folder is empty
    icons.clear_cache()
    _clear_widget_caches()
    assert icons.svg_icon("flame", 44) is None
    fallback = icon("dc.fire", 44)
    pen = Pen(44)
    HAND_DRAWN["dc.fire"](pen)
    assert pygame.image.tobytes(fallback, "RGBA") == pygame.image.tobytes(pen.done(44), "RGBA")
    assert pygame.image.tobytes(fallback, "RGBA") != with_art
    _clear_widget_caches()


def test_an_unreadable_file_falls_back_too(tmp_path, monkeypatch):
    (tmp_path / "flame.svg").write_bytes(b"\xff\xfe not svg")
    monkeypatch.setattr(icons, "ICON_DIR", tmp_path)
    assert icons.svg_icon("flame", 32) is None


def test_a_tiny_symbol_keeps_its_hand_drawn_letter():
    """Below 14 px a silhouette is mush: the hand-drawn token with its letter is drawn."""
    from scenes.widgets.icon_pen import Pen
    from scenes.widgets.icons import HAND_DRAWN, icon

    _clear_widget_caches()
    pen = Pen(12)
    HAND_DRAWN["dc.ice"](pen)
    assert pygame.image.tobytes(icon("dc.ice", 12), "RGBA") == pygame.image.tobytes(pen.done(12), "RGBA")


def test_the_emblem_plate_shows_the_icon_and_none_when_missing(tmp_path, monkeypatch):
    from scenes.widgets.icon_art import emblem_plate

    plate = emblem_plate("frog", 36, (240, 230, 210), (20, 20, 20), (120, 60, 160))
    assert plate is not None and plate.get_size() == (36, 36)
    assert plate.get_at((18, 1)).a > 0 and plate.get_at((0, 0)).a == 0  # round: corners stay clear
    assert emblem_plate(None, 36, (0, 0, 0), (0, 0, 0), (0, 0, 0)) is None
    monkeypatch.setattr(icons, "ICON_DIR", tmp_path)
    icons.clear_cache()
    assert emblem_plate("frog", 36, (1, 1, 1), (2, 2, 2), (3, 3, 3)) is None


def test_the_creature_panel_carries_its_emblem_and_still_draws_without_the_files(tmp_path, monkeypatch):
    from game.core.registry import get_game
    from game.core.session import Session
    from scenes.boards import desconfronto_creatures as C
    from scenes.theme import palette

    game = get_game("desconfronto")
    from game.desconfronto.view import table_of

    state = table_of(Session.new(game, game.default_setup(), 3).state, 0, "seat")
    pal = palette("desconfronto")
    C._cache.clear()
    with_art, _ = C.creature_panel(state, 0, False, (190, 180), pal)
    with_art = with_art.copy()
    monkeypatch.setattr(icons, "ICON_DIR", tmp_path)
    icons.clear_cache()
    _clear_widget_caches()
    C._cache.clear()
    without, _ = C.creature_panel(state, 0, False, (190, 180), pal)
    corner = pygame.Rect(190 - 5 - C.EMBLEM - 4, 5 + 6 + 19, C.EMBLEM, C.EMBLEM)
    a = pygame.image.tobytes(with_art.subsurface(corner), "RGBA")
    b = pygame.image.tobytes(without.subsurface(corner), "RGBA")
    assert a != b  # the emblem is there with the files and simply absent without them
    C._cache.clear()
    _clear_widget_caches()
