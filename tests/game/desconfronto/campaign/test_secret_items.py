"""The secret items (DC-SEC-03/04, DC-GEN-02): the Abyssal Blade (Tenebrah's spoil, any hero, L479) and
the Solarion Lance (Artan's, L481): registered items, never in the shop or the Hunt's artifact pile."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.actions import IllegalAction
from game.core.content import ContentError
from game.desconfronto import GAME, items
from game.desconfronto.actions import SwapItem, UseItem
from game.desconfronto.campaign import secret_items
from game.desconfronto.campaign.secret_items import SECRET_ITEMS, load_secret_items
from game.desconfronto.items import ITEMS, SHOP_STOCK

from ..helpers import session

FOES = ["void_spider", "blood_reaver"]  # Vigor 10, no shields, immune to nothing tested here


def test_dc_sec_03_04_both_secret_items_are_registered_equipment():
    for iid in SECRET_ITEMS:
        d = ITEMS[iid]
        assert d.kind == "equipment" and not d.consumable and not d.transferable
        assert d.name.en and d.name.pt and d.text.en and d.text.pt
    assert ITEMS["abyssal_blade"].name.pt == "Lâmina Abissal"  # L68
    assert ITEMS["solarion_lance"].name.pt == "Lança Solarion"  # L481
    assert ITEMS["abyssal_blade"].hero == "" and ITEMS["solarion_lance"].hero == "artan"


def test_dc_gen_02_secret_items_never_in_the_shop_nor_the_hunt_pile_nor_sold():
    assert not set(SECRET_ITEMS) & set(SHOP_STOCK) and len(SHOP_STOCK) == 17
    s = session(["artan", "kandra", "tesser", "pharanor"], FOES, seed=1)
    assert not set(SECRET_ITEMS) & set(items.artifact_pile(s.state))
    for iid in SECRET_ITEMS:
        with pytest.raises(ValueError):
            items.price(iid)


def test_dc_sec_03_the_abyssal_blade_goes_to_any_hero_once():
    """L479: the group chooses who holds it."""
    s = session(["kandra", "tesser"], FOES, seed=1)
    items.give(s.state, 1, "abyssal_blade")
    assert "abyssal_blade" in s.state.heroes[1].bag
    with pytest.raises(IllegalAction):
        items.give(s.state, 1, "abyssal_blade")
    assert items.trade_refusal(s.state, 1, 0, "abyssal_blade") is not None  # never changes hands (L228)


def test_dc_sec_04_the_solarion_lance_is_artans_only():
    s = session(["artan", "kandra"], FOES, seed=1)
    with pytest.raises(IllegalAction):
        items.give(s.state, 1, "solarion_lance")
    items.give(s.state, 0, "solarion_lance")
    assert s.state.heroes[0].bag == ["solarion_lance"]


def _armed(hero: str, item: str):
    s = session([hero], FOES, seed=3, items={hero: [item]})
    s.state.heroes[0].vigor = 3
    s.state.actions_left = 3
    return s


def test_dc_sec_03_abyssal_blade_four_dice_plus_one_corrupts_and_wounds_its_bearer():
    s = _armed("kandra", "abyssal_blade")
    s.state.forced = ["hit1"] * 4
    s.apply(SwapItem(0, "abyssal_blade", True, "c0"))
    c0 = s.state.creatures[0]
    assert c0.vigor == 10 - 4 - 1 and c0.cond.get("corruption") == 1
    assert s.state.heroes[0].vigor == 2
    assert s.state.heroes[0].items_used == ["abyssal_blade"]  # once per combat
    assert not any(isinstance(a, UseItem) for a in GAME.legal_actions(s.state))


def test_dc_sec_04_solarion_lance_four_dice_with_advantage_then_purifies_every_hero():
    s = session(["artan", "tesser"], FOES, seed=3, items={"artan": ["solarion_lance"]})
    s.state.actions_left = 3
    s.state.forced = ["hit1", "corrupted"] * 4  # each die rolled twice, the better kept
    s.apply(SwapItem(0, "solarion_lance", True, "c0"))
    assert s.state.creatures[0].vigor == 10 - 4
    assert all(h.cond.get("purification") == 1 for h in s.state.heroes)


GOOD = secret_items.SECRET_ITEMS_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('hero = "artan"', 'hero = "kandra"', "solarion_lance"),
        ('id = "abyssal_blade"', 'id = "moonlit_scalate"', "already an item"),
        ('id = "abyssal_blade"', 'id = "black_blade"', "not a secret item"),
        ('hero = ""\nkind = "equipment"', 'hero = ""\nkind = "potion"', "kind"),
        ('targets = ["enemy"]\neffects = [ { attack = 4, bonus', 'effects = [ { attack = 4, bonus', "undeclared slot"),
    ],
)
def test_broken_secret_items_file_names_file_and_entry(tmp_path: Path, old, new, message):
    assert old in GOOD, old
    p = tmp_path / "secret_items.toml"
    p.write_text(GOOD.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_secret_items(p)
    assert "secret_items.toml" in str(err.value) and message in str(err.value)
