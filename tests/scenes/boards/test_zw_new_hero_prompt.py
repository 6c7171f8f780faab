"""A hero lost to Oblivion on the Zerywia board (ZW-HERO-24): the prompt names the lost hero, one
button per hero not yet at the table and one for none; a click takes the new hero on, and the hero
row shows it. Both languages; screenshots at 1280×720 (looked at)."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from game.zerywia.actions import ChooseNewHero
from game.zerywia.oblivion import settle
from tests.scenes.boards.test_zerywia_board import SHOTS, open_zerywia


def open_at_the_choice(harness):
    """Goryv and Veda on a fresh Path, between turns; Goryv has just fallen into Oblivion."""
    board = open_zerywia(harness, ("goryv", "veda"), 3)
    board.session.state.heroes[0].lost = True  # as a third Primal Taint would leave him
    settle(board.session.state, [])
    board.session.touch()
    return board


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_hero_24_the_board_asks_for_another_hero_and_a_click_takes_it_on(harness, lang):
    set_language(lang)
    board = open_at_the_choice(harness)
    board.rebuild()
    harness.advance(2)
    words = {"en": ("Goryv", "Oblivion", "Svara", "No new hero"), "pt_BR": ("Goryv", "Esquecimento", "Svara", "Nenhum")}[lang]
    prompt = board.prompt()
    assert words[0] in prompt and words[1] in prompt
    assert board.legal == [ChooseNewHero(0, "svara"), ChooseNewHero(0, "dalbor"), ChooseNewHero(0, "hexdrinker"),
                           ChooseNewHero(0, "")]
    labels = [board.buttons[f"action:{i}"].text for i in range(4)]
    assert words[2] in labels[0] and words[3] in labels[3]
    harness.screenshot(str(SHOTS / f"zerywia_new_hero_{lang}.png"))
    harness.click_button("action:1")
    state = board.session.state
    assert [h.hero for h in state.heroes] == ["dalbor", "veda"] and state.pending is None
    harness.advance(2)
    harness.screenshot(str(SHOTS / f"zerywia_new_hero_taken_{lang}.png"))
