"""The "Rule variants…" dialog: a player changes a ruling by clicking, the game starts with it, and
a save keeps it (desConfronto AMB-03 explosions_chain, H&M AMB-13 fortress_loss, AMB-06 caps)."""

import pygame
import pygame_gui

import game.desconfronto  # noqa: F401 - registers the game
import game.fortress  # noqa: F401 - registers the game
from game.core.registry import get_game


def open_setup(h, name):
    from scenes.setup_scene import SetupScene

    h.push(SetupScene(h.app, get_game(name)))
    return h.top


def open_variants(h, name):
    setup = open_setup(h, name)
    h.click_button("variants.ui.button")
    assert type(h.top).__name__ == "VariantsScene"
    return setup, h.top


def pick(h, dialog, key, text):
    """Open the dropdown of variant ``key`` and click the option showing ``text``."""
    dd = next(d for d, k in dialog.dropdowns.items() if k == key)
    box = h.app.letterbox
    h.click(box.to_window(dd.get_abs_rect().center))
    options = dd.current_state.options_selection_list.item_list_container.elements
    button = next(b for b in options if isinstance(b, pygame_gui.elements.UIButton) and b.text == text)
    h.click(box.to_window(button.get_abs_rect().center))


def page_with(h, dialog, key):
    while key not in dialog.dropdowns.values():
        h.click_button("variants.ui.next")
    return dialog


def save_quit_continue(h):
    h.key(pygame.K_ESCAPE)
    assert type(h.top).__name__ == "PauseScene"
    h.click_button("pause.save")
    h.click_button("pause.quit")
    h.click_button("menu.continue")
    return next(s for s in reversed(h.app.stack.scenes) if hasattr(s, "session"))


def test_a_game_without_variants_has_no_button(harness):
    open_setup(harness, "tiny")
    assert "variants.ui.button" not in harness.top.buttons


def test_desconfronto_amb03_no_chained_explosions_chosen_by_clicks_survives_save_and_continue(harness):
    setup, dialog = open_variants(harness, "desconfronto")
    pick(harness, dialog, "explosions_chain", "No")
    assert setup.options == {"explosions_chain": False}
    harness.click_button("variants.ui.done")
    assert harness.top is setup
    assert setup.variants_label.text == "1 rule variant changed"
    harness.click_button("newgame.start")
    board = harness.top
    assert board.session.setup["options"]["explosions_chain"] is False
    assert board.session.state.options["explosions_chain"] is False
    assert board.session.state.options["creature_inversion"] is True  # untouched readings keep defaults
    resumed = save_quit_continue(harness)
    assert resumed.session.setup["options"]["explosions_chain"] is False
    assert resumed.session.state.options["explosions_chain"] is False


def test_fortress_amb13_and_amb06_chosen_on_later_pages_start_the_game_with_them(harness):
    setup, dialog = open_variants(harness, "fortress")
    assert dialog.pages > 1
    pick(harness, dialog, "max_acquisitions_per_turn", "1 card")
    page_with(harness, dialog, "fortress_loss")
    assert dialog.page > 0
    pick(harness, dialog, "fortress_loss", "When a draw fails")
    harness.click_button("variants.ui.done")
    assert setup.variants_label.text == "2 rule variants changed"
    harness.click_button("newgame.start")
    board = next(s for s in reversed(harness.app.stack.scenes) if hasattr(s, "session"))
    options = board.session.state.options
    assert options["fortress_loss"] == "on_failed_draw" and options["max_acquisitions_per_turn"] == 1
    resumed = save_quit_continue(harness)
    assert resumed.session.state.options["fortress_loss"] == "on_failed_draw"
    assert resumed.session.setup["options"]["max_acquisitions_per_turn"] == 1


def test_defaults_button_resets_every_variant(harness):
    setup, dialog = open_variants(harness, "desconfronto")
    pick(harness, dialog, "creature_inversion", "No")
    pick(harness, dialog, "poison_stack_turns", "3 turns")
    assert len(setup.options) == 2
    harness.click_button("variants.ui.defaults")
    assert setup.options == {}
    dd = next(d for d, k in dialog.dropdowns.items() if k == "creature_inversion")
    assert dd.selected_option[0] == "Yes (default)"
    harness.click_button("variants.ui.done")
    assert setup.variants_label.text == "Rulebook defaults"
    assert "options" not in setup.chosen_setup()


def test_choosing_the_default_again_counts_as_unchanged(harness):
    setup, dialog = open_variants(harness, "fortress")
    pick(harness, dialog, "shuffle_starting_deck", "No")
    pick(harness, dialog, "shuffle_starting_deck", "Yes (default)")
    assert setup.options == {}


def test_dialog_is_translated_and_fits_at_1280x720(harness):
    from game.core import i18n

    i18n.set_language("pt_BR")
    _, dialog = open_variants(harness, "fortress")
    assert harness.find_button("variants.ui.done").text == "Concluir"
    for dd in dialog.dropdowns:
        rect = dd.get_abs_rect()
        assert dialog.PANEL.contains(rect)
    bottoms = [b.get_abs_rect().bottom for b in dialog.buttons.values()]
    assert max(bottoms) <= dialog.PANEL.bottom
