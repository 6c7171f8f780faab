"""The settings screen's sound rows: a volume slider (0-100) and a mute toggle, used by mouse, kept
on disk, heard at once; old settings files (without the fields) still load; bad values fall back."""

from __future__ import annotations

import json
from pathlib import Path

import pygame_gui
import pytest

from game.core import i18n
from game.core.i18n import t
from scenes.settings import Settings, load_settings, settings_path
from tests.scenes.test_sound_hooks import recorder

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def open_settings(harness):
    from scenes.settings_scene import SettingsScene

    player, log = recorder(harness.app.settings)
    harness.app._sounds = player
    harness.push(SettingsScene(harness.app))
    harness.advance(2)
    return harness.top, log


def mute_dropdown(scene):
    return next(dd for dd, (name, _) in scene.dropdowns.items() if name == "mute")


def choose(harness, dd, text: str) -> None:
    """Open the real dropdown by a click and click the option showing ``text``."""
    harness.click(harness.app.letterbox.to_window(dd.get_abs_rect().center))
    items = dd.current_state.options_selection_list.item_list_container.elements
    option = next(b for b in items if isinstance(b, pygame_gui.elements.UIButton) and b.text == text)
    harness.click(harness.app.letterbox.to_window(option.get_abs_rect().center))
    harness.advance(2)


def test_the_volume_slider_moves_by_mouse_is_saved_and_heard_at_once(harness):
    scene, log = open_settings(harness)
    slider = scene.volume
    assert slider.get_current_value() == 80
    harness.click(harness.app.letterbox.to_window(slider.right_button.get_abs_rect().center))
    assert harness.app.settings.volume == 85
    assert json.loads(settings_path().read_text())["volume"] == 85
    assert log[-1] == ("click", 0.85)  # the preview click plays at the new volume
    assert scene.volume_label.text == t("settings.volume_value", value=85)
    for _ in range(30):  # the left arrow all the way down: the floor is 0, and 0 is silent
        harness.click(harness.app.letterbox.to_window(scene.volume.left_button.get_abs_rect().center))
    assert harness.app.settings.volume == 0
    assert log[-1][1] > 0  # nothing was "played" at volume 0


def test_the_mute_toggle_silences_at_once_and_persists(harness):
    scene, log = open_settings(harness)
    choose(harness, mute_dropdown(scene), t("settings.on"))
    assert harness.app.settings.mute is True
    assert load_settings().mute is True
    assert log == []  # muted: the confirming click is not heard
    choose(harness, mute_dropdown(harness.top), t("settings.off"))
    assert harness.app.settings.mute is False
    assert log == [("click", 0.8)]


def test_an_old_settings_file_loads_with_the_sound_defaults(dirs):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": 1, "language": "pt_BR", "auto_resolve": False}))
    s = load_settings()
    assert (s.language, s.auto_resolve, s.volume, s.mute) == ("pt_BR", False, 80, False)


@pytest.mark.parametrize("bad", [{"volume": 101}, {"volume": -1}, {"volume": "loud"}, {"volume": True},
                                 {"volume": 50.5}, {"mute": "yes"}])  # fmt: skip
def test_bad_sound_fields_fall_back_alone(bad):
    s, wrong = Settings.read_fields({"colorblind": True, **bad})
    assert (s.volume, s.mute, s.colorblind) == (80, False, True)
    assert wrong == list(bad)


def test_round_trip_keeps_volume_and_mute():
    s = Settings(volume=35, mute=True)
    assert Settings.from_json(json.loads(json.dumps(s.to_json()))) == s


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_settings_screen_with_sound_rows_in_both_languages(harness, lang):
    harness.app.set_language(lang)
    scene, _ = open_settings(harness)
    labels = [e.text for e in scene.root.elements if isinstance(e, pygame_gui.elements.UILabel)]
    assert t("settings.volume") in labels and t("settings.mute") in labels
    back = harness.find_button("common.back").get_abs_rect()
    assert scene.volume.get_abs_rect().bottom < back.top  # the new rows fit above the Back button
    SHOTS.mkdir(exist_ok=True)
    harness.screenshot(SHOTS / f"settings_sound_{lang}.png")
    i18n.set_language("en")
