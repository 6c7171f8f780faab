"""Items: the Active Item, using it and swapping it (DC-ITEM-01..05, DC-CMB-06d/f)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.desconfronto import GAME
from game.desconfronto.actions import SwapItem, UseItem
from game.desconfronto.content import HEROES
from game.desconfronto.items import ITEMS

from .helpers import session, set_hand, snapshot


def refused(s, action, reason_part):
    before = snapshot(s.state)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s.state, action)
    assert reason_part in err.value.reason
    assert snapshot(s.state) == before


def test_every_hero_starts_with_head_item_active_dc_cmb_06d():
    """L83/L515...: the head garment is the starting equipment, already on the playmat. (DC-ITEM-01)"""
    s = session(sorted(HEROES)[:4], ["bicudo"])
    for h in s.state.heroes:
        assert h.item == HEROES[h.hero].equipment[0].id
        assert ITEMS[h.item].hero == h.hero
    for hid, hdef in HEROES.items():  # authored effects carry the reason (DC-ITEM-01: none printed)
        assert ITEMS[hdef.equipment[0].id].kind == "equipment", hid


def test_use_active_item_costs_one_action_dc_item_05():
    """DC-ITEM-05: Pharanor's Memento deals 1 magical damage for 1 action, once per combat."""
    s = session(["pharanor"], ["bicudo"])
    set_hand(s.state, 0, ["pharanor.flaming_hands#1", "pharanor.clairvoyance#1"])
    assert UseItem(0, "c0") in GAME.legal_actions(s.state)
    s.apply(UseItem(0, "c0"))
    assert s.state.creatures[0].vigor == 5  # magical: no dice, shields ignored
    assert s.state.actions_left == 1
    assert s.state.heroes[0].items_used == ["memento_of_anarien"]
    assert not any(isinstance(a, UseItem) for a in GAME.legal_actions(s.state))
    refused(s, UseItem(0, "c0"), "already used")


def test_item_effect_with_extra_action_dc_item_05():
    """Fildon's Kalahad Cap: draw 1 and gain 1 extra action (net: a free draw)."""
    s = session(["fildon"], ["bicudo"])
    hand = len(s.state.heroes[0].hand)
    s.apply(UseItem(0, ""))
    assert len(s.state.heroes[0].hand) == hand + 1
    assert s.state.actions_left == 2


def test_swap_and_use_at_once_then_consumed_dc_cmb_06d_dc_item_03():
    """L329: a swapped-in item is used without another action; a Bomb goes back to the shop."""
    s = session(["pharanor"], ["bicudo"], items={"pharanor": ["fire_bomb"]})
    h = s.state.heroes[0]
    s.state.actions_left = 3  # as after an extra action: the Creature Phase stays away
    assert h.bag == ["fire_bomb"]
    legal = GAME.legal_actions(s.state)
    assert SwapItem(0, "fire_bomb") in legal and SwapItem(0, "fire_bomb", True, "c0") in legal
    s.apply(SwapItem(0, "fire_bomb", True, "c0"))
    assert s.state.actions_left == 2  # one action for both
    assert s.state.creatures[0].vigor == 5
    assert s.state.creatures[0].cond.get("fire") == 1
    assert h.item == "" and h.bag == ["memento_of_anarien"]  # consumed; the Memento waits in the bag
    s.apply(SwapItem(0, "memento_of_anarien", True, "c0"))  # swapping back is one more action
    assert s.state.creatures[0].vigor == 4
    assert h.item == "memento_of_anarien" and h.bag == []


def test_plain_swap_keeps_item_for_later_dc_cmb_06d():
    s = session(["tesser"], ["bicudo"], items={"tesser": ["healing_potion"]})
    h = s.state.heroes[0]
    h.vigor = 2
    s.state.actions_left = 3
    s.apply(SwapItem(0, "healing_potion"))
    assert h.item == "healing_potion" and h.bag == ["helm_of_the_ghanyr"]
    s.apply(UseItem(0, "h0"))
    assert h.vigor == 5 and h.item == ""  # a Potion heals 3 and is consumed


def test_potion_never_heals_above_maximum_dc_cmb_32():
    s = session(["tesser"], ["bicudo"], items={"tesser": ["healing_potion"]})
    h = s.state.heroes[0]
    h.vigor = h.max_vigor - 1
    s.apply(SwapItem(0, "healing_potion", True, "h0"))
    assert h.vigor == h.max_vigor


def test_gelien_hood_marks_then_attacks():
    """Fugitive's Hood (authored): a Hunter's Mark, then 1 die; a wounding attack cashes the mark."""
    s = session(["gelien"], ["bicudo"])
    s.state.forced = ["hit2"]
    s.apply(UseItem(0, "c0"))
    assert s.state.creatures[0].vigor == 6 - 2 - 1
    assert s.state.heroes[0].res["marks"].get("c0", 0) == 0


def test_bad_item_actions_are_refused_dc_item_05():
    s = session(["pharanor"], ["bicudo"], items={"pharanor": ["snare_trap"]})
    refused(s, UseItem(0, "h0"), "not a legal target")
    refused(s, SwapItem(0, "healing_potion"), "not in your extended inventory")
    refused(s, UseItem(1, "c0"), "not your turn")
    s.state.actions_left = 0
    refused(s, UseItem(0, "c0"), "no actions left")


def test_items_survive_json_round_trip():
    s = session(["pharanor"], ["bicudo"], items={"pharanor": ["snare_trap"]})
    s.apply(UseItem(0, "c0"))
    back = GAME.from_json(GAME.to_json(s.state))
    h = back.heroes[0]
    assert (h.item, h.bag, h.items_used) == ("memento_of_anarien", ["snare_trap"], ["memento_of_anarien"])


def test_unknown_setup_item_is_refused():
    with pytest.raises(ValueError, match="unknown item"):
        GAME.normalize_setup({"players": 1, "heroes": ["pharanor"], "items": {"pharanor": ["sword"]}})
