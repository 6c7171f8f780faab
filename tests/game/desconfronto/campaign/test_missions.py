"""Side-mission texts (DC-CMP-20..22, L288-304) and the secret endings' texts (DC-SEC-03..05, L479-482),
in English and Portuguese; the mission texts keep the secrets (DC-GEN-02)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core.content import ContentError
from game.desconfronto.campaign import missions
from game.desconfronto.campaign.missions import (
    HIDDEN,
    SECRET_KEYS,
    load_missions,
    prestige_text,
    secret_text,
    weapon_text,
)
from game.desconfronto.content import HEROES
from game.desconfronto.items import ITEMS, artifacts_of
from game.desconfronto.prestige import subclasses

SENTENCE_END = re.compile(r"[.!?]['\"’]?(?:\s|$)")


def _sentences(text: str) -> int:
    return len(SENTENCE_END.findall(text))


@pytest.mark.parametrize("hero", sorted(HEROES))
def test_dc_cmp_21_each_hero_has_a_legendary_weapon_scene_naming_the_weapon(hero):
    weapon = ITEMS[artifacts_of(hero)[0]]
    text = weapon_text(hero)
    for lang in ("en", "pt"):
        assert weapon.name.get(lang) in text.get(lang), (hero, lang)
        assert 2 <= _sentences(text.get(lang)) <= 4, (hero, lang)
    assert text.en != text.pt


@pytest.mark.parametrize("hero", sorted(HEROES))
def test_dc_cmp_22_prestige_text_ends_in_the_purification_or_corruption_choice(hero):
    """L294: the Prestige mission's text holds a choice between the hero's two subclasses."""
    text = prestige_text(hero)
    by_path = {s.path: s for s in subclasses(hero)}
    assert set(by_path) == {"purification", "corruption"}
    for lang, words in (("en", ("Purification", "Corruption")), ("pt", ("Purificação", "Corrupção"))):
        body = text.get(lang)
        pure, corrupt = by_path["purification"].name.get(lang), by_path["corruption"].name.get(lang)
        assert pure in body and corrupt in body
        assert body.index(pure) < body.index(corrupt)  # the last thing read is the choice
        assert body.rstrip().endswith(f"({words[1]}).") and f"({words[0]})" in body
        assert 2 <= _sentences(body) <= 4


def test_dc_gen_02_mission_texts_never_name_the_secrets():
    for hero in HEROES:
        for text in (weapon_text(hero), prestige_text(hero)):
            assert not HIDDEN.search(text.en) and not HIDDEN.search(text.pt), hero


def test_dc_sec_03_05_secret_texts_in_both_languages():
    for key in SECRET_KEYS:
        t = secret_text(key)
        assert t.en and t.pt and t.en != t.pt
    assert "Abyssal Blade" in secret_text("abyssal_blade").en and "Lâmina Abissal" in secret_text("abyssal_blade").pt
    assert "Artan" in secret_text("solarion_lance").en and "Solarion" in secret_text("solarion_lance").pt
    assert "Pharanor" in secret_text("corrupted_pharanor").en


GOOD = missions.MISSIONS_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('hero = "tesser"', 'hero = "nobody"', "unknown hero"),
        ('hero = "tesser"', 'hero = "artan"', "two entries"),
        ("the path of the Executioner (Corruption)", "the path of the Headsman (Corruption)", "Executioner"),
        ("On it lies the Tome of Soul", "On it lies Tenebrah's Tome of Soul", "secret"),
        ('key = "solarion_lance"', 'key = "sun_spear"', "key"),
    ],
)
def test_broken_missions_file_names_file_and_entry(tmp_path: Path, old, new, message):
    assert old in GOOD, old
    p = tmp_path / "missions.toml"
    p.write_text(GOOD.replace(old, new, 1), encoding="utf-8")
    load_missions.cache_clear()
    try:
        with pytest.raises(ContentError) as err:
            load_missions(p)
    finally:
        load_missions.cache_clear()
    assert "missions.toml" in str(err.value) and message in str(err.value)
