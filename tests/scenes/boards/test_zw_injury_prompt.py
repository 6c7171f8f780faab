"""Where an Injury goes (ZW-INJ-04) on the Zerywia board: the prompt names the hero and the Attribute
that can take no more, one button per Attribute that may take it, a click on one places it; both
languages, screenshots at 1280×720 and 1920×1080 (looked at)."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from game.core.session import Session
from game.zerywia.actions import ChooseInjury
from game.zerywia.game import ZerywiaGame
from game.zerywia.hero import INSTINCT, VIGOR, WILL, lose
from game.zerywia.injury_choice import collect
from tests.scenes.boards.test_zerywia_board import SHOTS

GAME = ZerywiaGame()


def open_at_the_choice(harness):
    """Goryv and Veda on a fresh Path; Goryv's Will Blocker at its last slot takes one more loss."""
    from scenes.menu import open_board

    session = Session.new(GAME, {"heroes": ["goryv", "veda"]}, 3)
    goryv = session.state.heroes[0]
    goryv.injuries[WILL], goryv.value[WILL] = 3, 0
    lose(goryv, WILL)  # as a Nix Hit would: the game asks once the action ends
    collect(session.state)
    session.touch()
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    assert type(board).__name__ == "ZerywiaBoardScene"
    return board


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_inj_04_the_board_asks_where_the_injury_goes_and_a_click_places_it(harness, lang):
    set_language(lang)
    board = open_at_the_choice(harness)
    board.rebuild()
    harness.advance(2)
    goryv = board.session.state.heroes[0]
    words = {"en": ("Goryv", "Will", "Instinct"), "pt_BR": ("Goryv", "Vontade", "Instinto")}[lang]
    prompt = board.prompt()
    assert words[0] in prompt and words[1] in prompt
    assert board.legal == [ChooseInjury(0, VIGOR), ChooseInjury(0, INSTINCT)]
    labels = [board.buttons[k].text for k in sorted(k for k in board.buttons if k.startswith("action:"))]
    assert len(labels) == 2 and words[2] in labels[1]
    harness.click_button("action:1")
    assert goryv.injuries == {VIGOR: 0, INSTINCT: 1, WILL: 3} and board.session.state.pending is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_inj_04_injury_prompt_screenshots(harness, size, lang):
    set_language(lang)
    harness.resize(size)
    board = open_at_the_choice(harness)
    board.rebuild()
    harness.advance(2)
    path = harness.screenshot(SHOTS / f"zerywia_injury_{lang}_{size[0]}.png")
    assert path.exists() and harness.app.window.get_size() == size
