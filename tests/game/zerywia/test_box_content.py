"""Zerywia's whole box (issue 13) against its component list (L73-L107): the 75 Enemy cards of the
twelve breeds (L1280) with the heroes' Defiled versions (ZW-HERO-24), the Memory of the World's
breeds (L1116, ZW-SCEN-16), and the 165 Exploration cards with the adventure sets its Fadings add
(ZW-SCEN-23) — all through the content loader."""

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


@pytest.mark.parametrize(
    ("name", "attr"),
    [("nightmares", "will"), ("vilas", "instinct"), ("pochara_spawn", "instinct"),
     ("popiel_sentries", "vigor"), ("fomors", "vigor"), ("heartless", "will")],
)
def test_each_new_breed_has_its_own_character(c, name, attr):
    """Nightmares ask Will first (the sleeper's mind), Vilas Instinct (their dance and the hunt),
    Pochara's swarm Instinct, Popiel's guards and the Fomor giants Vigor, the Heartless Will."""
    asked = Counter(a for i in c.breed(name) for a in c.enemies[i].difficulty)
    assert asked[attr] > sum(asked.values()) / 2, (name, asked)  # more than half the symbols


# --- L101, L1280: 75 Enemy cards in 12 breeds ---------------------------------------------------
def test_l101_l1280_the_box_holds_75_enemy_cards_in_twelve_breeds(c):
    box = c.base("enemies")  # the expansion packs add their heroes' Defiled versions (test_packs.py)
    assert len(box) == 75
    by_breed = Counter(e.breed for e in box.values())
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
    for hero in c.heroes:  # the packs' heroes too: each pack brings its own (data/packs/*/enemies.toml)
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
    assert sum(e.breed == "monolith_guardians" for e in c.base("enemies").values()) == 9


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


# --- L89-L92: 165 Exploration cards; the adventure sets beyond the basic decks ----------------
BOX = {"wilderness": 39, "mountain": 44, "ruin": 40, "settlement": 42}  # L89-L92
BASIC = {"wilderness": 21, "mountain": 23, "ruin": 25, "settlement": 24}  # L347
SETS = ("raid_of_the_scorned", "black_monolith", "chaser")


def test_l89_l92_the_box_holds_165_exploration_cards_39_44_40_42(c):
    box = c.base("exploration")  # the expansion packs' cards are not the box's (packs.py)
    assert len(box) == 165
    assert Counter(x.terrain for x in box.values()) == BOX
    assert {t: len(c.deck(t)) for t in BOX} == BASIC
    for terrain in BOX:  # every card is in its basic deck or in exactly one adventure set
        in_sets = [i for s in SETS for i in c.set_cards(s, terrain)]
        assert len(in_sets) == len(set(in_sets)) == BOX[terrain] - BASIC[terrain], terrain
        assert not set(in_sets) & set(c.deck(terrain)), terrain


def test_l347_amb_30_the_basic_decks_are_the_unmarked_cards_and_the_tales_in_file_order(c):
    """content.deck keeps returning the Path's decks: the basic and Zerywian Tales cards, in the
    order they were before the adventure sets were written after them."""
    for terrain in BOX:
        basic = [i for i, x in c.exploration.items() if x.terrain == terrain and x.set in zc.BASIC_SETS]
        assert c.deck(terrain) == basic
    first_set_card = next(i for i, x in enumerate(c.exploration.values()) if x.set in SETS)
    assert first_set_card == 93  # every adventure card follows the 93 basic ones
    assert c.deck("wilderness")[0] == "w_hunters_trail" and c.deck("settlement")[-1] == c.deck("settlement")[23]


def test_zw_scen_23_set_cards_lists_a_sets_cards_of_one_terrain_in_file_order(c):
    raid = c.set_cards("raid_of_the_scorned", "settlement")
    assert len(raid) == 9 and raid[0] == "rs_village_in_flames"
    assert all(c.exploration[i].terrain == "settlement" and c.exploration[i].set == "raid_of_the_scorned" for i in raid)
    order = list(c.exploration)
    assert raid == sorted(raid, key=order.index)
    assert c.set_cards("black_monolith", "ruin")[0] == "br_monolith_shard"
    assert c.set_cards("no_such_set", "ruin") == []
    sizes = {s: sum(len(c.set_cards(s, t)) for t in BOX) for s in SETS}
    assert sizes == {"raid_of_the_scorned": 24, "black_monolith": 24, "chaser": 24}


def _effects(card):
    yield card.always
    yield card.success
    yield card.failure
    for side in card.choice:
        yield side.success
        yield side.failure


def test_zw_scen_23_the_raid_of_the_scorned_brings_threat_and_enemies(c):
    """The 1st Fading's set: the Scorned raid the tribes — a Threat icon, Threat raised on a
    Failure or an Enemy drawn on most cards, Settlements and Wilderness hit hardest."""
    cards = [x for x in c.exploration.values() if x.set == "raid_of_the_scorned"]
    raiding = [x for x in cards if x.threat_icon or x.enemy or any(e.increase_threat for e in _effects(x))]
    assert len(raiding) >= len(cards) // 2
    assert sum(x.enemy for x in cards) >= 3
    per_terrain = Counter(x.terrain for x in cards)
    assert per_terrain.most_common(2)[0][0] == "settlement" and per_terrain["wilderness"] > per_terrain["ruin"]
    assert all("Scorned" in x.text.en or "raid" in x.text.en.lower() for x in cards)


def test_zw_scen_23_the_black_monolith_brings_murk_and_taint(c):
    """The 2nd Fading's set: the Monolith's pull — Murk icons, Murk spread on a Failure, Taints,
    Murk dispersed when beaten; Mountains and Ruins hit hardest, and Will asked most."""
    cards = [x for x in c.exploration.values() if x.set == "black_monolith"]
    dark = [x for x in cards if x.murk_icon or any(e.spread_murk or e.taint or e.disperse_murk for e in _effects(x))]
    assert len(dark) >= 2 * len(cards) // 3
    per_terrain = Counter(x.terrain for x in cards)
    assert {t for t, _ in per_terrain.most_common(2)} == {"mountain", "ruin"}
    asked = Counter()
    for x in cards:
        asked.update(x.test.attrs if x.test else [])
        asked.update(x.challenge.difficulty if x.challenge else [])
    assert asked["will"] >= asked["instinct"]


@pytest.mark.parametrize("set_name", SETS)
def test_each_adventure_set_keeps_the_basic_decks_mix_of_checks(c, set_name):
    """The same card kinds as the basic decks (docs/zerywia_content.md): printed Challenges and
    Tests most, then choice grids, Enemies drawn, and a few cards with no check."""
    cards = [x for x in c.exploration.values() if x.set == set_name]
    kinds = Counter(
        "challenge" if x.challenge else "test" if x.test else "enemy" if x.enemy else "choice" if x.choice else "always"
        for x in cards
    )
    assert kinds["challenge"] + kinds["test"] >= len(cards) / 2
    assert all(kinds[k] >= 2 for k in ("enemy", "choice", "always")), kinds
