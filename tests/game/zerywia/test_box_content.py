"""Zerywia's whole box (issue 13): the Enemy cards of the twelve breeds (L1280) and the Memory of
the World's breeds (L1116, ZW-SCEN-16), checked through the content loader."""

from __future__ import annotations

from collections import Counter

import pytest

from game.zerywia import content as zc
from game.zerywia.decks import PATH_BREEDS, path_enemy_decks

MEMORY_BREEDS = ("fiends", "nightmares", "scorned", "drowners", "vilas", "rotfiends", "upirs")  # L1116


@pytest.fixture(scope="module")
def c() -> zc.Content:
    return zc.load()


def test_zw_scen_16_memory_breeds_each_give_singles_and_a_double_to_the_enemy_deck(c):
    """L1116: of the seven breeds, every single and one double per breed form the Enemy deck; the
    other doubles the Breed deck. Nightmares and Vilas add their own to the Path's five."""
    enemy, breed = path_enemy_decks(c.enemies, MEMORY_BREEDS)
    path_enemy, path_breed = path_enemy_decks(c.enemies, PATH_BREEDS)
    assert set(path_enemy) < set(enemy) and set(path_breed) < set(breed)
    for name in ("nightmares", "vilas"):
        cards = [c.enemies[i] for i in c.breed(name)]
        values = Counter(e.value for e in cards)
        assert values[1] >= 2 and values[2] >= 3, name
        assert sum(c.enemies[i].breed == name and c.enemies[i].value == 2 for i in enemy) == 1, name
        assert all(e.source == "authored" for e in cards), name
    assert (len(enemy), len(breed)) == (26, 16)


def test_each_new_breed_has_its_own_character(c):
    """Nightmares ask Will first (the sleeper's mind); Vilas Instinct (their dance and the hunt)."""
    for name, attr in (("nightmares", "will"), ("vilas", "instinct")):
        asked = Counter(a for i in c.breed(name) for a in c.enemies[i].difficulty)
        assert asked.most_common(1)[0][0] == attr, name
