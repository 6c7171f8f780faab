"""The start-up canvas is made in the window's pixel format at once (issue #8, start.first_frame_10_saves):
no second surface converted across. What the first menu frame shows depends on the format only, so
the canvas and the letterbox's scaled copy must carry the window's own, at any window size."""

from __future__ import annotations

import pygame

from scenes.harness import Harness


def _format(surface: pygame.Surface) -> tuple[object, ...]:
    return surface.get_bitsize(), surface.get_masks(), surface.get_flags() & pygame.SRCALPHA


def test_the_canvas_has_the_windows_format_and_draws_the_menu(dirs):
    config, saves = dirs
    h = Harness(save_dir=saves, config_dir=config, seed=3)
    try:
        app = h.app
        assert _format(app.canvas) == _format(app.window) == _format(app.window.convert())
        app.render()
        bg = app.palette()["bg"]
        assert app.window.get_at((4, 360))[:3] == bg  # the menu's background, not a black canvas
        title = [app.canvas.get_at((x, y))[:3] for x in range(500, 780, 3) for y in range(105, 150, 3)]
        assert any(c != bg for c in title)  # the title was drawn onto the canvas
    finally:
        h.close()


def test_a_letterboxed_window_scales_into_a_copy_of_its_format(dirs):
    config, saves = dirs
    h = Harness(size=(960, 540), save_dir=saves, config_dir=config, seed=3)
    try:
        app = h.app
        app.render()
        assert app._scaled is not None and app._scaled.get_size() == app.letterbox.size
        assert _format(app._scaled) == _format(app.window)
        expected = pygame.transform.smoothscale(app.canvas, app.letterbox.size)
        x0, y0 = app.letterbox.offset
        for x, y in ((4, 4), (480, 95), (480, 270), (900, 500)):
            assert app.window.get_at((x0 + x, y0 + y)) == expected.get_at((x, y))
    finally:
        h.close()
