"""Ughmor's Herald cards and Herald's Attack cards (data/herald.toml; L1118, L1167-L1210): authored,
marked, both languages, shaped as the Challenge rules need (ZW-SCEN-16, ZW-SCEN-27, ZW-SCEN-34)."""

from __future__ import annotations

import pytest

from game.core.content import ContentError
from game.zerywia import content as zc


def test_zw_scen_16_ughmor_has_herald_cards_and_an_attack_deck():
    c = zc.content()
    assert c.herald_cards("ughmor") == ["mask_of_frost", "mask_of_ash", "mask_of_the_hollow_eye"]
    assert len(c.attack_deck("ughmor")) == 10
    for card in [*c.heralds.values(), *c.herald_attacks.values()]:
        assert card.source == "authored" and card.name.en and card.name.pt
    for card in c.heralds.values():
        assert card.text.en and card.text.pt
        assert len(card.difficulty) == 2  # with the map's Shields on top (docs/zerywia_epic_battle.md)


def test_zw_scen_27_an_attack_card_is_fought_as_a_challenge_with_no_trophies():
    c = zc.content()
    for key in c.attack_deck("ughmor"):
        foe = c.foe(key)
        assert foe.trophies == 0 and 1 <= len(foe.difficulty) <= 2
        assert foe.hit  # every Attack strikes back through the Nix dice's Hits
        assert key not in c.enemies  # not an Enemy: a Failure does not Feed the Breed (L815)
    assert c.foe("hollow_howl").ambush == "lose_will" and c.foe("black_hail").aura == "no_offerings"


def test_a_herald_card_with_a_shield_ability_must_name_its_attribute(tmp_path):
    for path in zc.DATA.glob("*.toml"):
        (tmp_path / path.name).write_text(path.read_text())
    broken = (zc.DATA / "herald.toml").read_text().replace('kind = "shields", attr = "instinct"', 'kind = "shields"')
    (tmp_path / "herald.toml").write_text(broken)
    with pytest.raises(ContentError, match=r"herald.toml: \[\[herald\]\] id 'mask_of_frost', field 'ability.attr'"):
        zc.load(tmp_path)
