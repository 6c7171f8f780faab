"""UI scale 100-200% (issue 14, Accessibility): the canvas is shown larger through a view that pans
(scenes/ui_scale.py); every click is mapped back through the same letterbox, so a click at a scaled
button's centre hits that button, and text covers more window pixels."""

from __future__ import annotations

import pygame
import pytest

from scenes import ui_scale
from scenes.canvas import LOGICAL_SIZE


def make(dirs, percent: int, size=(1280, 720)):
    from scenes.harness import Harness
    from scenes.settings import Settings

    config, saves = dirs
    s = Settings(animation_speed="instant")
    s.ui_scale = percent
    return Harness(size=size, save_dir=saves, config_dir=config, seed=3, settings=s)


def test_fit_at_100_is_the_plain_letterbox_and_round_trips():
    from scenes.canvas import Letterbox

    assert ui_scale.fit((1280, 720), 100) == Letterbox.fit((1280, 720))
    box = ui_scale.fit((1280, 720), 200, (300, 200))
    assert box.scale == 2.0 and box.size == (2560, 1440)
    for p in [(300, 200), (500, 321), (939, 559)]:
        assert box.to_logical(box.to_window(p)) == p


def test_pan_is_clamped_and_reveal_brings_a_rect_into_view():
    vw, vh = ui_scale.view_size((1280, 720), 200)
    assert (vw, vh) == (640, 360)
    assert ui_scale.clamp_pan((1280, 720), 200, (5000, -40)) == (LOGICAL_SIZE[0] - 640, 0)
    pan = ui_scale.reveal((1280, 720), 200, (0, 0), (1000, 600, 100, 50))
    box = ui_scale.fit((1280, 720), 200, pan)
    for corner in [(1000, 600), (1099, 649)]:
        x, y = box.to_window(corner)
        assert 0 <= x < 1280 and 0 <= y < 720


@pytest.mark.parametrize("percent", [150, 200])
def test_click_at_a_scaled_buttons_centre_hits_it(dirs, percent):
    h = make(dirs, percent)
    try:
        assert h.app.letterbox.scale == pytest.approx(percent / 100)
        btn = h.find_button("menu.settings")
        h.app.reveal(btn.get_abs_rect())
        x, y = h.button_centre("menu.settings")
        assert 0 <= x < 1280 and 0 <= y < 720, "the revealed button is in the window"
        h.click((x, y))
        assert type(h.top).__name__ == "SettingsScene"
        # Back sits at the canvas's bottom-left corner: the view pans there and the click lands.
        h.click_button("common.back")
        assert type(h.top).__name__ == "MainMenuScene"
    finally:
        h.close()


def _ink_rows(h, rect_window: pygame.Rect) -> int:
    """Rows of the window inside ``rect_window`` holding bright (text) pixels."""
    surf = h.app.window
    rows = 0
    r = rect_window.clip(surf.get_rect())
    for y in range(r.top, r.bottom):
        if any(sum(surf.get_at((x, y))[:3]) > 600 for x in range(r.left, r.right, 2)):
            rows += 1
    return rows


def test_text_is_larger_at_150_and_200(dirs):
    heights = {}
    for percent in (100, 150, 200):
        h = make(dirs, percent)
        try:
            btn = h.find_button("menu.new_game")
            h.app.reveal(btn.get_abs_rect())
            h.app.render()
            box = h.app.letterbox
            r = btn.get_abs_rect().inflate(-12, -12)
            tl, br = box.to_window(r.topleft), box.to_window(r.bottomright)
            heights[percent] = _ink_rows(h, pygame.Rect(tl, (br[0] - tl[0], br[1] - tl[1])))
        finally:
            h.close()
    assert heights[100] > 5
    assert heights[150] >= 1.35 * heights[100]
    assert heights[200] >= 1.8 * heights[100]


def test_the_setting_persists_and_applies_at_once(dirs):
    from scenes.settings import Settings, load_settings, save_settings

    config, _ = dirs
    s = Settings()
    s.ui_scale, s.reduced_motion = 175, True
    save_settings(s, config / "settings.json")
    back = load_settings(config / "settings.json")
    assert (back.ui_scale, back.reduced_motion) == (175, True)
    old = Settings.from_json({"version": 1, "language": "pt_BR"})  # a file from before these fields
    assert (old.ui_scale, old.reduced_motion, old.language) == (100, False, "pt_BR")
    bad, fields = Settings.read_fields({"ui_scale": 333, "reduced_motion": "yes"})
    assert (bad.ui_scale, bad.reduced_motion) == (100, False) and fields == ["ui_scale", "reduced_motion"]
    h = make(dirs, 100)
    try:
        h.app.set_ui_scale(200)
        assert h.app.letterbox.scale == 2.0
        h.app.set_ui_scale(100)
        assert h.app.letterbox.scale == 1.0
    finally:
        h.close()


def test_the_accessibility_rows_by_keys_scale_the_view_and_switch_reduced_motion(dirs):
    """Settings by keys alone: the UI scale dropdown to 200% (the view scales at once, then a button's
    click still lands), reduced motion on; both written to settings.json."""
    import json

    from game.core.i18n import t
    from scenes import motion
    from scenes.settings import settings_path
    from tests.journeys.test_keyboard_journey import kb_button, kb_dropdown

    h = make(dirs, 100)
    try:
        kb_button(h, "menu.settings")
        assert type(h.top).__name__ == "SettingsScene"
        def setting(name):
            return lambda: next(dd for dd, (n, _) in h.top.dropdowns.items() if n == name)

        kb_dropdown(h, None, "200%", find=setting("ui_scale"))
        assert h.app.letterbox.scale == 2.0
        kb_dropdown(h, None, t("settings.on"), find=setting("reduced_motion"))
        assert motion.reduced()
        saved = json.loads(settings_path().read_text(encoding="utf-8"))
        assert (saved["ui_scale"], saved["reduced_motion"]) == (200, True)
        kb_button(h, "common.back")
        assert type(h.top).__name__ == "MainMenuScene"
    finally:
        h.close()
        motion.set_reduced(False)
