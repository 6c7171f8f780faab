"""Items (ZW-RES-17/18, L1039-L1057; AMB-40): the Cradle's Trade, a hand of at most 3, one use each
at the moments an ability names, and none in Tests."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia import challenge as ch_
from game.zerywia.actions import BuyItem, EndTurn, TakeOption, UseItem
from game.zerywia.content import content
from game.zerywia.game import ZerywiaGame
from game.zerywia.hero import new_hero
from game.zerywia.items import gain_item, use_in_challenge, use_on_map
from game.zerywia.options import RULES
from tests.game.zerywia.dice import Faces

GAME = ZerywiaGame()
MAXIMA = {"vigor": 4, "instinct": 3, "will": 3}


def test_the_box_holds_24_items_each_with_two_abilities():
    assert len(content().items) == 24
    assert all(1 <= i.cost <= 3 for i in content().items.values())


def test_amb_40_the_cradle_trade_shows_three_sells_one_and_the_rest_go_under_the_deck():
    """ZW-ACT-47: the Items shown and not bought go to the bottom of the Item deck."""
    state = GAME.new_game({"heroes": ["svara"]}, 5)
    hero = state.heroes[0]  # starts in its Cradle (ZW-SCEN-03)
    hero.trophies = 5
    state.active, state.step = 0, "option"
    GAME.apply(state, TakeOption(0, "cradle"))
    shown = list(state.trade)
    assert len(shown) == 3 and state.step == "trade"
    buy = next(a for a in GAME.legal_actions(state) if isinstance(a, BuyItem))
    GAME.apply(state, buy)
    assert hero.items == [buy.item] and hero.trophies == 5 - content().items[buy.item].cost
    assert set(state.item_deck.cards[:2]) == {i for i in shown if i != buy.item}  # the bottom (index 0 up)
    assert GAME.check_invariants(state) == []


def test_zw_res_18_a_fourth_item_makes_the_hero_drop_one():
    h = new_hero("svara", MAXIMA)
    for i in ("healing_moss", "iron_flask", "bone_dice"):
        gain_item(h, i)
    with pytest.raises(IllegalAction) as no:
        gain_item(h, "whetstone")
    assert no.value.key == "zerywia.refuse.items_full"
    gain_item(h, "whetstone", drop="iron_flask")
    assert h.items == ["healing_moss", "bone_dice", "whetstone"]


def test_zw_res_17_an_item_is_used_once_at_its_moment():
    h = new_hero("svara", MAXIMA)
    h.value["vigor"] = 1
    h.items = ["healing_moss", "whetstone"]
    use_on_map(h, "healing_moss", alt=False)
    assert h.value["vigor"] == 3 and h.items == ["whetstone"]
    with pytest.raises(IllegalAction) as no:
        use_on_map(h, "whetstone", alt=False)  # a die: only at a Challenge's Initiation
    assert no.value.key == "zerywia.refuse.item_not_now"
    h.prepared = []
    ch, _ = ch_.start("chort", [h], ["ruin"], RULES.defaults())
    use_in_challenge(ch, h, "whetstone", False, -1, Faces())
    assert [d.kind for d in ch.dice] == ["nix", "vigor"] and h.items == []


def test_items_are_offered_before_and_after_an_action_and_in_a_challenge():
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    hero = state.heroes[0]
    hero.items = ["healing_moss", "whetstone"]
    legal = GAME.legal_actions(state)
    assert UseItem(0, "healing_moss", False) in legal and UseItem(0, "whetstone", False) not in legal
    state.active, state.step = 0, "option"
    assert UseItem(0, "healing_moss", False) in GAME.legal_actions(state)
    assert EndTurn(0) in GAME.legal_actions(state)
