"""Content loads strictly: hero decks as the rulebook lists them (DC-HERO-*), 48 creatures and 20
Creature Action cards (DC-GEN-01), every hook named exists, broken content names file/entry/field."""

from __future__ import annotations

import pytest

from game.core.content import ContentError
from game.core.i18n import catalogue
from game.desconfronto import GAME
from game.desconfronto.content import HEROES, load_hero
from game.desconfronto.creatures import ACTION_CARDS, BY_TIER, CREATURES, FACE_KEYS
from game.desconfronto.hooks import HOOKS
from game.desconfronto.roster import missing_hooks, playable_heroes

PHARANOR = {
    "clairvoyance": 3,
    "arcane_discharge": 1,
    "enervation": 1,
    "flaming_hands": 2,
    "magic_missiles": 2,
    "toxic_mist": 1,
    "arcane_protection": 1,
    "ice_blast": 2,
    "arcane_recovery": 1,
    "vampiric_touch": 1,
    "speed": 1,
    "meteor_shower": 1,
    "prismatic_cone": 1,
    "stop_time": 1,
    "transfer_vigor": 1,
}
TESSER = {
    "spiritual_weapon": 1,
    "holy_armour": 1,
    "divine_aid": 1,
    "blessing_of_uiala": 3,
    "blade_barrier": 1,
    "channel_divinity": 1,
    "column_of_flames": 1,
    "heal_wounds": 2,
    "shield_of_light": 3,
    "inflict_wounds": 1,
    "divine_rampart": 1,
    "destruction": 1,
    "purify": 1,
    "invigorate": 1,
    "sanctuary": 1,
}


@pytest.mark.parametrize(("hero", "counts", "vigor"), [("pharanor", PHARANOR, 6), ("tesser", TESSER, 8)])
def test_dc_hero_gen_01_starting_decks_match_the_rulebook(hero, counts, vigor):
    """Rules: DC-HERO-GEN-03."""
    h = HEROES[hero]
    deck = [c for c in h.cards if c.origin == "deck"]  # Specialization cards join the deck later
    assert {c.id.split(".")[1]: c.copies for c in deck} == counts
    assert sum(1 for c in deck if c.is_signature) == 4
    assert len(h.deck()) == 20 and len(set(h.deck())) == 20
    assert h.max_vigor == vigor  # DC-HERO-GEN-03: derived from the Example of Play
    assert len(h.tree(1)) == 3 and len(h.tree(2)) == 3
    assert h.equipment[0].slot == "head"


def test_every_hook_named_by_a_playable_hero_is_registered():
    assert {"pharanor", "tesser"} <= set(playable_heroes())
    for hero in playable_heroes():
        assert missing_hooks(hero) == []


def test_a_hero_with_missing_hooks_is_refused_with_the_reason(monkeypatch):
    monkeypatch.delitem(HOOKS, "stop_time")
    assert missing_hooks("pharanor") == ["stop_time"]
    assert "pharanor" not in playable_heroes()
    with pytest.raises(ValueError, match="stop_time"):
        GAME.normalize_setup({"players": 1, "heroes": ["pharanor"]})


def test_every_hero_has_setup_translations():
    for lang in ("en", "pt_BR"):
        cat = catalogue(lang)
        for h in HEROES:
            assert f"dc.hero.{h}" in cat


def test_dc_gen_01_creatures_16_per_tier_and_example_creatures():
    assert len(CREATURES) == 48
    assert all(len(BY_TIER[t]) == 16 for t in (1, 2, 3))
    froggo, bicudo = CREATURES["froggo"], CREATURES["bicudo"]
    assert (froggo.vigor, froggo.dice, froggo.shields) == (4, 3, 1)
    assert froggo.on_defeated[0].cond == "poison" and froggo.on_defeated[0].to == "all_heroes"
    assert bicudo.dice == 2 and bicudo.vigor > froggo.vigor
    assert {c.id for c in CREATURES.values() if c.source == "rulebook"} == {"bicudo", "froggo"}


def test_dc_gen_01_authored_tiers_rise_in_strength():
    """DC-GEN-01 tiers after the 4-player balance pass: every Tier III outlasts every Tier II, and
    the tier averages of Vigor and attack dice rise I < II < III."""
    by = {t: [CREATURES[c] for c in BY_TIER[t]] for t in (1, 2, 3)}
    assert min(c.vigor for c in by[3]) > max(c.vigor for c in by[2])
    assert min(c.vigor for c in by[2]) >= max(c.vigor for c in by[1])
    for stat in ("vigor", "dice"):
        means = [sum(getattr(c, stat) for c in by[t]) / 16 for t in (1, 2, 3)]
        assert means[0] < means[1] < means[2], (stat, means)


def test_dc_gen_01_twenty_creature_action_cards_cover_every_face():
    assert len(ACTION_CARDS) == 20
    for card in ACTION_CARDS.values():
        assert set(card.block1) == set(FACE_KEYS) and set(card.block2) == set(FACE_KEYS)
    # The Example's two readings exist (L379-380, L394).
    assert ACTION_CARDS["ambush"].block1["hit1"] == "active_hero"
    assert ACTION_CARDS["ambush"].block2["hit1"] == "poison"
    assert ACTION_CARDS["hesitant_strike"].block2["corrupted"] == "disadvantage"


def test_broken_hero_file_names_file_entry_and_field(tmp_path):
    src = tmp_path / "bad.toml"
    text = open(HEROES_PATH("tesser")).read().replace("{ heal = 3 }", "{ heal = 3, attack = 1 }")
    src.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_hero(src)
    assert "bad.toml" in str(err.value) and "heal_wounds" in str(err.value) and "effects" in str(err.value)


def test_unknown_condition_is_refused(tmp_path):
    src = tmp_path / "bad.toml"
    src.write_text(
        open(HEROES_PATH("pharanor")).read().replace('apply = "fire"', 'apply = "lava"', 1), encoding="utf-8"
    )
    with pytest.raises(ContentError, match="flaming_hands"):
        load_hero(src)


def HEROES_PATH(hero: str):  # noqa: N802
    from game.desconfronto.content import DATA

    return DATA / "heroes" / f"{hero}.toml"
