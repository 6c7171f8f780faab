"""The player's picks on the Zerywia board (picks.py): a Taint whose source names no Attribute
(ZW-HERO-13) and a group's loss (ZW-CHAL-52) are asked in the prompt row in the player's language,
one button per answer the core lists; a click places it. Both languages; screenshots at 1280×720."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from game.zerywia import picks
from game.zerywia.actions import ChooseAttribute, ChooseLossTaker
from game.zerywia.hero import INSTINCT, VIGOR, WILL
from game.zerywia.taint import receive_taint
from tests.scenes.boards.test_zerywia_board import SHOTS, open_zerywia

WORDS = {
    "en": ("Goryv", "Taint", "Will", "Veda", "loses 1"),
    "pt_BR": ("Goryv", "Mácula", "Vontade", "Veda", "perde 1"),
}


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_hero_13_the_board_asks_which_attribute_a_taint_marks(harness, lang):
    set_language(lang)
    board = open_zerywia(harness, ("goryv", "veda"), 3)
    state = board.session.state
    receive_taint(state.heroes[0])  # between turns, from a source naming no Attribute
    picks.collect(state)
    board.session.touch()
    board.rebuild()
    harness.advance(2)
    hero, taint, will = WORDS[lang][:3]
    prompt = board.prompt()
    assert hero in prompt and taint in prompt and "zerywia." not in prompt
    assert board.legal == [ChooseAttribute(0, VIGOR), ChooseAttribute(0, INSTINCT), ChooseAttribute(0, WILL)]
    labels = [board.buttons[f"action:{i}"].text for i in range(3)]
    assert will in labels[2] and all("zerywia." not in label for label in labels)
    harness.screenshot(str(SHOTS / f"zerywia_taint_pick_{lang}.png"))
    harness.click_button("action:2")
    assert state.heroes[0].taints == [WILL] and state.pending is None


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_chal_52_the_board_asks_who_in_the_group_takes_a_loss(harness, lang):
    set_language(lang)
    board = open_zerywia(harness, ("goryv", "veda"), 3)
    state = board.session.state
    a, b = state.heroes
    a.value[VIGOR] -= 1  # as the default gave Goryv the group's Vigor loss
    state.picks_due.append({"seat": 0, "kind": "group_loss", "attr": VIGOR, "cause": "difficulty",
                            "taker": 0, "seats": [0, 1]})
    picks.collect(state)
    board.session.touch()
    board.rebuild()
    harness.advance(2)
    veda, loses = WORDS[lang][3:]
    prompt = board.prompt()
    assert "zerywia." not in prompt and ("Vigor" in prompt)
    assert board.legal == [ChooseLossTaker(0, 0), ChooseLossTaker(0, 1)]
    labels = [board.buttons[f"action:{i}"].text for i in range(2)]
    assert veda in labels[1] and loses in labels[1]
    harness.screenshot(str(SHOTS / f"zerywia_group_loss_{lang}.png"))
    harness.click_button("action:1")
    assert a.value[VIGOR] == 5 and b.value[VIGOR] == 1 and state.pending is None
