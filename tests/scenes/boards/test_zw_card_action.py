"""A Saga card's "[Thymor] Action" on the Zerywia board (ZW-GEN-03): at its time of day the seat's
buttons offer it in the player's words, never its id; a click takes it and the Region Option
follows. Both languages; a screenshot at 1280×720."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from game.zerywia.actions import CardAction, PassTime
from tests.scenes.boards.test_zerywia_board import SHOTS, open_zerywia

DRUM = "veda_spirit_drum"


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_gen_03_the_dusk_action_is_a_translated_button_and_a_click_takes_it(harness, lang):
    set_language(lang)
    board = open_zerywia(harness, ("veda",), 3)
    state = board.session.state
    hero = state.heroes[0]
    hero.reserve += hero.prepared
    hero.prepared = [DRUM]
    hero.value["will"] = 0
    for _ in range(2):  # Dawn and Noon go by
        board.session.apply(PassTime(0))
    board.session.touch()
    board.rebuild()
    harness.advance(2)
    assert state.time == "dusk" and CardAction(0, DRUM) in board.legal
    key = f"action:{board.legal.index(CardAction(0, DRUM))}"
    text = board.buttons[key].text
    name = {"en": "Spirit Drum", "pt_BR": "Tambor dos Espíritos"}[lang]
    when = {"en": "[Dusk] Action", "pt_BR": "[Crepúsculo]"}[lang]
    assert name in text and DRUM not in text and "zerywia." not in text
    assert when in board.describe(CardAction(0, DRUM))
    assert not text.endswith("…")  # the whole label fits its button (the board cuts an overlong one)
    harness.screenshot(str(SHOTS / f"zerywia_card_action_{lang}.png"))
    harness.click_button(key)
    assert state.step == "option" and state.active == 0 and hero.value["will"] == 2


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_hero_28_the_card_summary_names_the_time_the_thymor_and_the_curse(lang):
    """The Character Board's card summary reads the new abilities: a plain symbol as a time of day, a
    square-bordered one as a Thymor, and the Curse (ZW-HERO-18)."""
    from scenes.boards.zerywia_saga_panel import card_summary

    set_language(lang)
    words = {"en": ("[Dusk] Action", "[Thymor: Rani Territories] Action", "While Cursed", "Camp: restore"),
             "pt_BR": ("Ação de [Crepúsculo]", "Ação de [Thymor: Territórios Rani]", "Enquanto Amaldiçoado",
                       "Acampamento: restaure")}[lang]
    lines = [card_summary(c) for c in (DRUM, "sight_pale_eyes", "dalbor_fogborn_blood", "goryv_druid_knot")]
    for line, want in zip(lines, words, strict=True):
        assert want in line and "zerywia_powers" not in line, line
    set_language("en")
