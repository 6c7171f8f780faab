"""Sventovit's Statue and the Ritual Rifts (ZW-BOARD-12..17, ZW-CYCLE-02/20/22), and the Camp
Phase's restores with the rulebook's Goryv examples (Rest L581, Camp L613)."""

from __future__ import annotations

from game.zerywia.camp import camp_restores
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.statue import BLACKSTONE, Statue, add_blackstone, camp_attribute, fade, nix_wins, rotate

GORYV_CAMP = ["prime", INSTINCT, "any", "any"]  # L581/L613: 1 Prime, 1 Instinct, 2 of any Attributes


def test_zw_board_13_setup_orientation_and_zw_cycle_02_the_counter_clockwise_turn():
    """ZW-BOARD-12, ZW-BOARD-14, ZW-BOARD-21: four faces with a Dawnstone each at setup; the one over a Thymor (and what Camp restores there) changes as the Statue turns, so the setup orientation is no fixed link."""
    s = Statue()
    assert [s.stone_towards(d) for d in ("west", "east", "south", "north")] == [
        "fatestone", "lifestone", "warstone", "soulstone"
    ]
    rotate(s)  # N->W, W->S, S->E, E->N
    assert s.stone_towards("west") == "soulstone" and s.stone_towards("north") == "lifestone"
    assert camp_attribute(s, "north") == INSTINCT and camp_attribute(s, "south") == "any"


def test_zw_board_16_amb_06_fading_takes_the_face_looking_north_then_the_next_counter_clockwise():
    s = Statue()
    for _ in range(5):
        add_blackstone(s)
    assert s.on_rifts() == 5
    fade(s)
    assert s.stone_towards("north") == BLACKSTONE and s.on_rifts() == 0
    assert "soulstone" in s.rifts  # the Dawnstone parked on a freed Rift
    assert camp_attribute(s, "north") is None  # that Thymor is under the Blackstone
    fade(s)
    assert s.stone_towards("west") == BLACKSTONE  # North had faded: the next face counter-clockwise


def test_zw_board_17_cycle_22_four_blackstones_on_the_statue_end_the_game():
    s = Statue()
    for _ in range(3):
        fade(s)
    assert not nix_wins(s)
    fade(s)
    assert nix_wins(s) and s.on_statue() == 4


def test_zw_cycle_11_12_goryvs_camp_example():
    """L613: the Lifestone over his Thymor gives 1 Instinct; his Camp Ability 1 Prime, 1 Instinct
    and 2 points of his choice (Will)."""
    h = new_hero("goryv", {VIGOR: 4, INSTINCT: 4, WILL: 4})
    h.value = {VIGOR: 4, INSTINCT: 2, WILL: 2}
    h.prime = 2
    camp_restores(h, INSTINCT, GORYV_CAMP, pick=lambda hero: WILL)
    assert h.value == {VIGOR: 4, INSTINCT: 4, WILL: 4} and h.prime == 3


def test_zw_act_18_20_goryvs_rest_example_uses_the_camp_ability_but_not_the_dawnstone():
    """L581: a Rest restores 1 Prime, 1 Instinct and two points of any Attributes (Vigor)."""
    h = new_hero("goryv", {VIGOR: 4, INSTINCT: 4, WILL: 4})
    h.value = {VIGOR: 2, INSTINCT: 2, WILL: 4}
    h.prime = 2
    h.used_feats = ["goryv_feat"]
    camp_restores(h, INSTINCT, GORYV_CAMP, pick=lambda hero: VIGOR, dawnstone_step=False)
    assert h.value == {VIGOR: 4, INSTINCT: 3, WILL: 4} and h.prime == 3
    assert h.used_feats == ["goryv_feat"]  # no Feat comes back in a Rest (AMB-16)


def test_zw_hero_11_prime_over_the_limit_becomes_any_attribute():
    h = new_hero("goryv", {VIGOR: 4, INSTINCT: 4, WILL: 4})
    h.value[WILL] = 3
    camp_restores(h, None, ["prime"])  # Prime full (3 of 3): the point goes to Will
    assert h.prime == 3 and h.value[WILL] == 4


def test_zw_cycle_18_garrison_and_watchstone_bonuses_stack():
    h = new_hero("goryv", {VIGOR: 4, INSTINCT: 4, WILL: 4})
    h.value = {VIGOR: 1, INSTINCT: 4, WILL: 4}
    h.taints = [INSTINCT]
    h.used_feats = ["a", "b"]
    camp_restores(h, None, [], garrison=True, watchstone=True)
    assert h.value[VIGOR] == 3 and h.taints == [] and h.feats == ["a", "b"] and h.used_feats == []
