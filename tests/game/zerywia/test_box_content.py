"""Zerywia's whole box (issue 13): the Enemy cards of the twelve breeds (L1280) and the Memory of
the World's breeds (L1116, ZW-SCEN-16), checked through the content loader."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.content import ContentError
from game.zerywia import content as zc
from game.zerywia.content_models import EnemyM
from game.zerywia.decks import PATH_BREEDS, path_enemy_decks

BREEDS = (  # L1280, in the chart's order ("Scorneds" there, "Scorned" in the setups)
    "fiends", "nightmares", "scorned", "pochara_spawn", "drowners", "popiel_sentries", "fomors",
    "vilas", "rotfiends", "heartless", "upirs", "monolith_guardians",
)
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


# --- L101, L1280: 75 Enemy cards in 12 breeds ---------------------------------------------------
def test_l101_l1280_the_box_holds_75_enemy_cards_in_twelve_breeds(c):
    assert len(c.enemies) == 75
    by_breed = Counter(e.breed for e in c.enemies.values())
    assert set(by_breed) == set(BREEDS)
    for breed in BREEDS:  # each shaped like the Path's: singles, and doubles for the Breed deck
        values = Counter(c.enemies[i].value for i in c.breed(breed))
        assert values[1] >= 2 and values[2] >= 2, breed
    assert sum(e.source == "rulebook" for e in c.enemies.values()) == 1  # the Chort (L854)


def test_zw_scen_05_the_paths_thirty_cards_come_first_and_build_the_same_decks(c):
    """The Path's decks must not change: its five breeds keep their 30 cards, first in the file."""
    first = list(c.enemies.values())[:30]
    assert {e.breed for e in first} == set(PATH_BREEDS)
    assert sum(e.breed in PATH_BREEDS for e in c.enemies.values()) == 30
    enemy, breed = path_enemy_decks(c.enemies)
    assert (len(enemy), len(breed)) == (18, 12)
    assert enemy[:4] == ["chort", "drowned_wretch", "upir_thrall", "bies"]


def test_zw_hero_24_each_base_hero_has_one_defiled_version_among_the_monolith_guardians(c):
    """L1069: "find the Defiled version of the lost Hero in the Monolith Guardians Breed"; the Epic
    Battle adds a beaten hero's hostile version too (ZW-SCEN-36, L1207)."""
    for hero in c.heroes:
        ident = c.hostile_version(hero)
        assert ident is not None, hero
        card = c.enemies[ident]
        assert card.breed == "monolith_guardians" and card.hostile_of == hero
        assert c.heroes[hero].name.en in card.name.en and c.heroes[hero].name.pt in card.name.pt
        assert card.value == 2 and len(card.difficulty) == 3
    assert c.hostile_version("nobody") is None


def test_zw_hero_24_a_defiled_hero_asks_for_its_heros_best_attribute(c):
    """The hero's strength turns against the living: the most asked symbol is its best maximum."""
    for hero, h in c.heroes.items():
        card = c.enemies[c.hostile_version(hero) or ""]
        best = max(h.maxima.vigor, h.maxima.instinct, h.maxima.will)
        asked = Counter(card.difficulty).most_common(1)[0][0]
        assert getattr(h.maxima, asked) == best, hero


def test_zw_scen_23_the_whole_monolith_guardians_breed_is_its_keepers_without_the_heroes(c):
    """The 3rd Fading adds "the entire Monolith Guardians Breed" (L1140); a hero's hostile version
    enters only when that hero is lost, so content.breed leaves the five out."""
    keepers = c.breed("monolith_guardians")
    assert len(keepers) == 4 and not any(c.enemies[i].hostile_of for i in keepers)
    assert sum(e.breed == "monolith_guardians" for e in c.enemies.values()) == 9


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('hostile_of = "veda"', 'hostile_of = "vesna"', "unknown hero 'vesna'"),
        ('hostile_of = "veda"', 'hostile_of = "svara"', "hero 'svara' already has a hostile version"),
        ('breed = "monolith_guardians"\ndifficulty = ["will", "will", "instinct"]',
         'breed = "nightmares"\ndifficulty = ["will", "will", "instinct"]', "is a Monolith Guardian"),
    ],
)
def test_the_loader_refuses_a_wrong_hostile_version_by_name(tmp_path, old, new, message):
    for path in zc.DATA.glob("*.toml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    text = (zc.DATA / "enemies.toml").read_text(encoding="utf-8")
    assert text.count(old) == 1
    (tmp_path / "enemies.toml").write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(ContentError, match=r"enemies.toml: \[\[enemy\]\] id 'defiled_veda', field 'hostile_of'.*" + message):
        zc.load(tmp_path)


def test_an_unknown_breed_is_refused():
    with pytest.raises(ValueError, match="breed"):
        EnemyM(id="x", name={"en": "X", "pt": "X"}, breed="goblins", difficulty=["vigor"], source="authored")
