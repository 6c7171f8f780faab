"""Zerywia's content is marked and complete in both languages, and every refusal the engine can
raise has its sentence in both catalogues (issue 9: content as data, text through the i18n layer)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core import i18n
from game.core.content import ContentError
from game.zerywia import content as zc
from game.zerywia.options import RULES

SOURCES = sorted((Path(zc.__file__).parent).glob("*.py"))


def test_every_refusal_key_the_engine_raises_is_in_both_catalogues():
    keys = set()
    for path in SOURCES:
        text = path.read_text()
        keys |= {f"zerywia.refuse.{k}" for k in re.findall(r'_refuse\("([a-z_]+)"', text)}
        keys |= set(re.findall(r'"(zerywia\.refuse\.[a-z_]+)"', text))
    assert len(keys) > 15
    for lang in ("en", "pt_BR"):
        missing = sorted(k for k in keys if k not in i18n.catalogue(lang))
        assert missing == [], lang


def test_cards_carry_both_languages_and_their_source():
    c = zc.content()
    for record in [*c.enemies.values(), *c.sagas.values()]:
        assert record.name.en and record.name.pt
        assert record.source in ("rulebook", "authored")
        assert record.source == "rulebook" or not record.authored  # a card of ours needs no list
    assert c.enemies["chort"].source == "rulebook" and c.enemies["chort"].difficulty == ["vigor", "will"]


def test_a_broken_content_file_is_named_in_a_sentence(tmp_path):
    for name in ("dice", "enemies", "sagas"):
        (tmp_path / f"{name}.toml").write_text((zc.DATA / f"{name}.toml").read_text())
    (tmp_path / "sagas.toml").write_text(
        (zc.DATA / "sagas.toml").read_text().replace('die = "will", special = "reroll"', 'die = "wil"')
    )
    with pytest.raises(ContentError, match=r"sagas.toml: \[\[saga\]\] entry 3 \(id 'scarecrow'\), field 'banner.die'"):
        zc.load(tmp_path)


def test_rule_options_have_the_inventorys_defaults():
    d = RULES.defaults()
    assert d["unused_critical_counts_as_pierce"] is True and d["mitigation_requires_matching_type"] is True
    assert d["nix_has_empty_face"] is True and d["test_attr_critical_value"] == 1
    assert d["challenge_max_reactions"] is None
