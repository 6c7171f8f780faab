"""The Exploration card in the step panel (ZW-ACT-08): a choice grid's sides are read by their own
words — the buttons carry each side's label and the panel its check and Path — in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import localized, set_language
from game.zerywia.actions import ChooseSide
from game.zerywia.content import content
from game.zerywia.exploration import Exploring
from game.zerywia.words import action_label
from scenes.boards.zerywia_board import STEP
from scenes.boards.zerywia_card_view import check_words
from scenes.boards.zerywia_panels import draw_step
from tests.scenes.boards.test_zerywia_board import open_zerywia

CARD = "w_wounded_stag"  # "Track it down" (hard Instinct Test, Wild) / "Tend its wound" (easy Will, Mystic)


def panel(state, pal) -> bytes:
    surface = pygame.Surface((STEP.w, STEP.h))
    draw_step(surface, pygame.Rect(0, 0, STEP.w, STEP.h), state, pal)
    return pygame.image.tobytes(surface, "RGB")


def panel_without_card(state, pal) -> bytes:
    ex, step = state.exploring, state.step
    state.exploring, state.step = None, ""
    try:
        return panel(state, pal)
    finally:
        state.exploring, state.step = ex, step


def board_text(board, state) -> str:
    return " ".join(b.text for b in board.buttons.values())


def at_choice(harness):
    board = open_zerywia(harness)
    state = board.session.state
    hero = state.heroes[0]
    state.exploring = Exploring(card=CARD, seat=0, region=hero.region, stage="check")
    state.step, state.active = "side", 0
    return board, state


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_zw_act_08_side_buttons_and_panel_name_each_side(harness, language):
    set_language(language)
    try:
        board, state = at_choice(harness)
        card = content().exploration[CARD]
        labels = [localized(side.label) for side in card.choice]
        assert [action_label(state, ChooseSide(0, k)) for k in (0, 1)] == [
            f"Svara: 1. {labels[0]}", f"Svara: 2. {labels[1]}"]
        words = [check_words(side) for side in card.choice]
        if language == "en":
            assert words == ["Hard Test of Instinct; a Success keeps the card as a Wild Path",
                             "Easy Test of Will; a Success keeps the card as a Mystic Path"]
        else:
            assert words[0] == "Teste difícil de Instinto; um Sucesso guarda a carta como um Caminho Selvagem"
        harness.advance(2)
        assert "zerywia_card.side" not in board_text(board, state)  # no raw key reached the panel
        pal = harness.app.palette(board.game.name)
        assert panel(state, pal) != panel_without_card(state, pal)  # the panel shows the card, not the idle text
    finally:
        set_language("en")
