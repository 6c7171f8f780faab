"""The AMB-17 / DC-COND-19 variant ``condition_ticks_same_turn`` is offered in the Rule variants dialog
in both languages, chosen by clicks, and the game starts with it."""

import pygame_gui

import game.desconfronto  # noqa: F401 - registers the game
from game.core.i18n import set_language, t
from game.core.registry import get_game

KEY = "condition_ticks_same_turn"


def open_variants(h, name):
    from scenes.setup_scene import SetupScene

    h.push(SetupScene(h.app, get_game(name)))
    setup = h.top
    h.click_button("variants.ui.button")
    assert type(h.top).__name__ == "VariantsScene"
    return setup, h.top


def page_with(h, dialog, key):
    while key not in dialog.dropdowns.values():
        h.click_button("variants.ui.next")
    return dialog


def pick(h, dialog, key, text):
    """Open the dropdown of variant ``key`` and click the option showing ``text``."""
    dd = next(d for d, k in dialog.dropdowns.items() if k == key)
    box = h.app.letterbox
    h.click(box.to_window(dd.get_abs_rect().center))
    options = dd.current_state.options_selection_list.item_list_container.elements
    button = next(b for b in options if isinstance(b, pygame_gui.elements.UIButton) and b.text == text)
    h.click(box.to_window(button.get_abs_rect().center))


def test_amb_17_condition_ticks_same_turn_chosen_by_clicks_starts_the_game_with_it(harness):
    setup, dialog = open_variants(harness, "desconfronto")
    page_with(harness, dialog, KEY)
    harness.screenshot("screenshots/dcA_variants_en.png")
    pick(harness, dialog, KEY, "Yes")
    assert setup.options == {KEY: True}
    harness.click_button("variants.ui.done")
    harness.click_button("newgame.start")
    assert harness.top.session.state.options[KEY] is True


def test_amb_17_variant_label_is_translated_in_the_dialog_pt_br(harness):
    set_language("pt_BR")
    try:
        _setup, dialog = open_variants(harness, "desconfronto")
        page_with(harness, dialog, KEY)
        label = t(f"variants.desconfronto.{KEY}.label")
        assert label != f"variants.desconfronto.{KEY}.label"
        harness.screenshot("screenshots/dcA_variants_pt_BR.png")
    finally:
        set_language("en")
