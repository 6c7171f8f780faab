"""AMB-45 (ZW-ACT-21): Prime a Camp Ability restores above the limit during a Rest becomes a point of
any Attribute, as L606 says for the Camp Phase — the inventory's reading, the rule option
``rest_prime_overflow_converts`` (on); off, that Prime is simply not gained. Through the game's own
Rest action."""

from __future__ import annotations

import pytest

from game.zerywia.actions import Rest
from game.zerywia.game import ZerywiaGame
from game.zerywia.hero import INSTINCT, VIGOR, WILL
from game.zerywia.options import RULES
from tests.game.zerywia.geo_fixture import small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()

pytestmark = pytest.mark.usefixtures("small_map")


def goryv_rests_with_full_prime(converts):
    """Goryv's Camp Ability (1 Prime, 1 Instinct, 2 of any, L581) in a Rest, his Prime at its limit
    of 3 and every Attribute two below its maximum, away from any Threat."""
    state = GAME.new_game({"heroes": ["goryv"], "options": {"rest_prime_overflow_converts": converts}}, 2)
    hero = state.heroes[0]
    hero.region = f"{hero.birth}_hollows"
    assert hero.region not in state.land.tokens["threat"] and hero.prime == hero.prime_limit == 3
    hero.value = {VIGOR: 3, INSTINCT: 2, WILL: 1}
    GAME.apply(state, Rest(0))
    return hero


def test_amb_45_the_option_is_declared_with_the_inventory_reading():
    assert RULES.defaults()["rest_prime_overflow_converts"] is True


def test_amb_45_zw_act_21_in_a_rest_prime_over_the_limit_becomes_an_attribute_point():
    hero = goryv_rests_with_full_prime(True)
    # the Prime over the limit becomes a point of any, then Instinct +1 and two of any
    assert hero.prime == 3 and sum(hero.value.values()) == 6 + 4


def test_amb_45_off_the_prime_over_the_limit_in_a_rest_is_lost():
    hero = goryv_rests_with_full_prime(False)
    assert hero.prime == 3 and sum(hero.value.values()) == 6 + 3  # Instinct and two of any only


def test_zw_act_18_a_rest_uses_the_camp_abilities_of_the_prepared_cards_too():
    """L576 "Use your Camp abilities" (ZW-ACT-18): a Prepared card's Camp ability (Druid's Knot, one
    Will) restores in a Rest as in Camp step 3 (L607), after the Hero card's own."""
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    hero = state.heroes[0]
    hero.region = f"{hero.birth}_hollows"
    hero.prepared = ["goryv_druid_knot"]
    hero.prime = 2
    hero.value = {VIGOR: 0, INSTINCT: 0, WILL: 0}
    GAME.apply(state, Rest(0))
    # Camp Ability: 1 Prime, 1 Instinct, 2 of any (the lowest gap first); the card: 1 Will
    assert hero.prime == 3 and sum(hero.value.values()) == 3 + 1 and hero.value[WILL] >= 1
