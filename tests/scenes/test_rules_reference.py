"""The F1 overlay's rules reference on a board (issue #14): one key away, searchable, per game."""

from __future__ import annotations

import pygame
import pytest

from tests.scenes.test_idle_and_shell import open_board


@pytest.mark.parametrize("name", ["desconfronto", "fortress", "zerywia"])
def test_f1_on_a_board_offers_its_games_rules_and_reopens_on_the_tab_last_read(harness, name):
    board = open_board(harness, name)
    harness.key(pygame.K_F1)
    help_scene = harness.top
    assert type(help_scene).__name__ == "HelpScene" and help_scene.tab == "keys"
    harness.click_button("reference.ui.tab_rules")
    assert help_scene.tab == "rules" and help_scene.reference.page.section == "overview"
    harness.key(pygame.K_F1)
    assert harness.top is board
    harness.key(pygame.K_F1)
    assert harness.top.tab == "rules"  # one key from the board to the rules now


def test_typing_filters_the_pages_and_arrows_pick_one(harness):
    open_board(harness, "desconfronto")
    harness.key(pygame.K_F1)
    harness.click_button("reference.ui.tab_rules")
    ref = harness.top.reference
    total = len(ref.pages)
    for ch in "fire":
        harness.key(pygame.K_a, unicode=ch)
    assert ref.query == "fire" and 0 < len(ref.shown) < total
    assert all("fire" in (p.title + p.text).lower() for p in ref.shown)
    harness.key(pygame.K_BACKSPACE)
    assert ref.query == "fir"
    first = ref.page
    harness.key(pygame.K_DOWN)
    assert len(ref.shown) == 1 or ref.page is not first


def test_the_menus_overlay_has_no_rules_tab(harness):
    harness.key(pygame.K_F1)
    assert harness.top.reference is None and harness.top.tab == "keys"


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_reference_shows_no_catalogue_key(harness, lang, tmp_path):
    harness.app.set_language(lang)
    open_board(harness, "desconfronto")
    harness.key(pygame.K_F1)
    harness.click_button("reference.ui.tab_rules")
    for page in harness.top.reference.pages:
        for text in (page.title, page.text):
            assert "reference." not in text and "variants." not in text and "dcui." not in text, text
    harness.screenshot(tmp_path / f"reference_{lang}.png")
