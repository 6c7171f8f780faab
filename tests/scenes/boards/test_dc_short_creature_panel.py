"""A creature panel as short as the Coliseum's beasts' (scenes/boards/desconfronto_coliseum_layout.py)
still shows everything a player must read: its conditions (drawn below the shields row before, off
the panel, so a poisoned beast looked healthy), the Active Creature's token without covering the dice,
and a long name on two lines rather than cut."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto.view import observe
from scenes.boards.desconfronto_coliseum_layout import beast_slots
from scenes.boards.desconfronto_creatures import creature_panel
from scenes.boards.desconfronto_figures import kw_word
from scenes.theme import palette


@pytest.fixture
def table():
    pygame.font.init()
    i18n.set_language("pt_BR")
    setup = {"mode": "skirmish", "players": 2, "heroes": ["artan", "fildon"],
             "creatures": ["ancient_treant", "marsh_wisp", "bog_leech", "plague_rat_king"]}  # fmt: skip
    yield Session.new(get_game("desconfronto"), setup, 3).state
    i18n.set_language("en")


def test_a_short_panels_conditions_stay_inside_it(table):
    size = beast_slots(4)[0].size
    table.creatures[0].cond.update({"poison": 2, "bleeding": 1})
    panel, spots = creature_panel(observe(table, 0).table, 0, False, size, palette("desconfronto"))
    outside = [(r, text) for r, text in spots if not panel.get_rect().contains(r)]
    assert not outside, outside
    words = {text for _, text in spots}
    assert {kw_word("poison"), kw_word("bleeding")} <= words, words


def test_a_short_panels_active_token_has_its_own_tooltip_spot(table):
    size = beast_slots(4)[0].size
    _, spots = creature_panel(observe(table, 0).table, 1, True, size, palette("desconfronto"))
    assert any(text == i18n.t("dcui.board.active_creature") for _, text in spots)


def test_a_long_name_is_drawn_whole_over_two_lines(table):
    size = beast_slots(4)[0].size
    _, spots = creature_panel(observe(table, 0).table, 0, False, size, palette("desconfronto"))
    names = [r for r, text in spots if text == "Árvore Anciã Corrompida"]
    assert names and names[0].h > 20, "the name takes two lines"
