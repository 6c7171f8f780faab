"""The Credits screen (issue #14): opened by mouse from the main menu and from the Help overlay, in
both languages, listing every icon's artist and licence and the font, and scrolled by wheel and keys."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from scenes.credits_data import icon_set


def open_credits(harness):
    harness.click_button("credits.menu_button")
    from scenes.credits_scene import CreditsScene

    assert isinstance(harness.top, CreditsScene)
    return harness.top


def shown_text(scene) -> str:
    return " ".join(text for _, text in scene.lines())


def label_texts(scene) -> list[str]:
    import pygame_gui

    return [w.text for w in scene.root.elements if isinstance(w, pygame_gui.elements.UILabel)]


@pytest.mark.parametrize(("lang", "title", "by"), [("en", "Credits", "Icons made by:"),
                                                    ("pt_BR", "Créditos", "Ícones feitos por:")])  # fmt: skip
def test_the_menu_opens_credits_by_mouse_in_both_languages(harness, lang, title, by):
    i18n.set_language(lang)
    harness.app.settings.language = lang
    harness.top.rebuild()
    harness.advance(2)
    assert harness.find_button("credits.menu_button").text == title
    scene = open_credits(harness)
    assert title in label_texts(scene)
    text = shown_text(scene)
    assert by in text
    icons = icon_set()
    for author, names in icons.by_author:
        assert author in text
        assert all(name in text for name in names)
    assert icons.license in text and "Noto Sans" in text and "Fira Code" in text and "SIL Open Font License" in text
    assert "credits." not in text  # no raw key on screen


def test_back_and_escape_return_to_the_menu(harness):
    from scenes.menu import MainMenuScene

    open_credits(harness)
    harness.click_button("common.back")
    assert isinstance(harness.top, MainMenuScene)
    open_credits(harness)
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top, MainMenuScene)


def test_the_help_overlay_opens_credits_too(harness):
    from scenes.credits_scene import CreditsScene
    from scenes.help_scene import HelpScene

    harness.key(pygame.K_F1)
    assert isinstance(harness.top, HelpScene)
    harness.click_button("credits.help_button")
    assert isinstance(harness.top, CreditsScene)
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top, HelpScene)


def test_the_list_scrolls_to_its_last_line_by_wheel_and_keys(harness):
    scene = open_credits(harness)
    last = scene.max_top()
    assert last > 0  # more lines than fit: the list must scroll for the font's line to be seen
    assert scene.top_row == 0
    centre = harness.app.letterbox.to_window((640, 360))
    harness.move(centre)
    for _ in range(40):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                             precise_y=-1.0, touch=False, which=0))  # fmt: skip
        harness.advance(1)
    assert scene.top_row == last
    shown = scene._lines[scene.top_row : scene.top_row + scene.visible_rows(scene.top_row)]
    assert any("Noto Sans" in text for _, text in shown)
    harness.key(pygame.K_UP)
    assert scene.top_row == last - 1
    for _ in range((last - 1 + 9) // 10):  # ten rows a page
        harness.key(pygame.K_PAGEUP)
    assert scene.top_row == 0
