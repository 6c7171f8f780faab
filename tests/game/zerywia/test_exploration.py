"""Resolving Exploration cards (ZW-ACT-04..11), with cards made for each case."""

from __future__ import annotations

import pytest

from game.zerywia import content as zc
from game.zerywia.content_models import ExplorationM
from game.zerywia.exploration import World, advance, answer_check, answer_overflow, answer_side, begin
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.land import MURK, THREAT, Land

GRAPH = {"marsh": {"spire", "estuary"}, "spire": {"marsh"}, "estuary": {"marsh"}}
MAXIMA = {VIGOR: 3, INSTINCT: 3, WILL: 3}


def card(**fields):
    base = {
        "id": "x_card", "name": {"en": "Card", "pt": "Carta"}, "terrain": "ruin",
        "text": {"en": "Something.", "pt": "Algo."}, "source": "authored",
    }
    return ExplorationM.model_validate({**base, **fields})


@pytest.fixture
def world(monkeypatch):
    def make(**fields):
        c = card(**fields)
        monkeypatch.setitem(zc.content().exploration, c.id, c)
        hero = new_hero("svara", MAXIMA)
        hero.region = "marsh"
        return World(Land(), GRAPH, [hero], hero)

    return make


def test_zw_act_07_icons_come_first_and_an_overflow_waits_for_the_players_region(world):
    """ZW-ACT-06: the card is resolved in its order: the icons first, then the rest of it."""
    w = world(threat_icon=True, murk_icon=True, always={"trophies": 1})
    w.land.tokens[MURK]["marsh"] = "murkrift"
    ex, events = begin("x_card", w.hero, "marsh")
    assert w.land.tokens[THREAT] == {}
    need = advance(ex, w, events)
    assert w.land.tokens[THREAT] == {"marsh": "threat"}  # the Threat icon, at once
    assert need is not None and need.kind == "overflow" and need.options == ("estuary", "spire")
    assert w.hero.trophies == 0  # nothing after the icons until the token is placed
    answer_overflow(ex, w, "estuary", events)
    assert advance(ex, w, events) is None
    assert w.land.tokens[MURK]["estuary"] == "murk" and w.hero.trophies == 1
    assert w.hero.journey_tokens == ["ruin"]  # no check, no Failure: a token of the card's terrain


def test_zw_act_04_11_a_failed_check_gives_its_failure_and_no_journey_token(world):
    w = world(test={"attrs": ["will"], "level": "hard"}, success={"offerings": 1}, failure={"taint": 1})
    ex, events = begin("x_card", w.hero, "marsh")
    need = advance(ex, w, events)
    assert need is not None and need.kind == "test" and need.options == ("will",) and dict(need.data)["level"] == "hard"
    answer_check(ex, False)
    assert advance(ex, w, events) is None
    assert len(w.hero.taints) == 1 and w.hero.offerings == 0 and w.hero.journey_tokens == [] and ex.result == "failure"


def test_zw_act_08_a_choice_grid_plays_the_chosen_sides_check_and_rewards(world):
    w = world(
        choice=[
            {"label": {"en": "Fight", "pt": "Lutar"}, "challenge": {"difficulty": ["vigor"]},
             "success": {"trophies": 2, "path": "heroic"}},
            {"label": {"en": "Bargain", "pt": "Barganhar"}, "success": {"offerings": 1, "path": "curse"}},
        ]
    )
    ex, events = begin("x_card", w.hero, "marsh")
    need = advance(ex, w, events)
    assert need is not None and need.kind == "side"
    answer_side(ex, 0)
    need = advance(ex, w, events)
    assert need is not None and need.kind == "challenge" and need.options == ("x_card/0",)
    answer_check(ex, True)
    assert advance(ex, w, events) is None
    assert w.hero.trophies == 2 and ex.paths == ["heroic"]


def test_zw_act_09_hero_43_a_fourth_journey_token_is_not_kept(world):
    w = world()
    w.hero.journey_tokens = ["ruin", "mountain", "wilderness"]
    ex, events = begin("x_card", w.hero, "marsh")
    assert advance(ex, w, events) is None and not ex.journey_token and len(w.hero.journey_tokens) == 3


def test_zw_act_04_an_enemy_drawn_by_the_card_is_asked_for(world):
    w = world(enemy=True, success={"trophies": 1})
    ex, events = begin("x_card", w.hero, "marsh")
    need = advance(ex, w, events)
    assert need is not None and need.kind == "enemy"
