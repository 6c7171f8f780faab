"""The five base heroes and their suggested Saga sets (ZW-HERO-02/03, L366-L370), and preparing
cards within the Hero card's limits."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia.content import content
from game.zerywia.hero import new_hero
from game.zerywia.sagas import fits, reorganise

BASE = ("svara", "goryv", "veda", "dalbor", "hexdrinker")
SUGGESTED = {  # L366-L370
    "svara": ["wholeaters_fang", "quarrel", "kora_hope_of_dawn"],
    "veda": ["janurs_wraith", "scarecrow", "drowned_sight"],
    "goryv": ["leshy", "harpy", "protective_rhizome"],
    "dalbor": ["oathbearer", "flash", "murkbinder"],
    "hexdrinker": ["azadas_claw", "koga", "sea_sentinels_plate"],
}


def test_the_five_heroes_carry_the_rulebooks_suggested_sets_and_fit_their_boards():
    heroes = content().base("heroes")  # the box's five (the packs': tests/game/zerywia/test_packs.py)
    assert tuple(heroes) == BASE
    for hero_id, cards in SUGGESTED.items():
        assert heroes[hero_id].sagas == cards and fits(hero_id, cards)
        assert all(content().sagas[c].banner is not None for c in cards)  # each gives a die


def test_zw_cycle_12_goryvs_camp_ability_is_the_examples():
    assert content().heroes["goryv"].camp == ["prime", "instinct", "any", "any"]  # L581, L613


def test_zw_hero_03_reorganising_respects_the_limits_and_keeps_the_rest_in_reserve():
    h = new_hero("svara", {"vigor": 4, "instinct": 5, "will": 2})
    h.prepared = ["wholeaters_fang", "quarrel", "kora_hope_of_dawn"]
    h.reserve = ["leshy"]
    with pytest.raises(IllegalAction) as no:
        reorganise(h, ["kora_hope_of_dawn", "leshy"])  # two Allies: Svara's board holds one
    assert no.value.key == "zerywia.refuse.over_limit"
    reorganise(h, ["leshy", "quarrel"])
    assert h.prepared == ["leshy", "quarrel"] and sorted(h.reserve) == ["kora_hope_of_dawn", "wholeaters_fang"]
    with pytest.raises(IllegalAction) as no:
        reorganise(h, ["scarecrow"])
    assert no.value.key == "zerywia.refuse.not_owned"
