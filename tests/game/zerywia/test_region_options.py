"""Region Options (ZW-BOARD-06, ZW-ACT-34/35/45/46)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.land import MURK, Land
from game.zerywia.region_options import (
    bind_with_taint,
    exis_temple,
    finish_hollows_hunt,
    finish_murk_binding,
    finish_murkrift,
    hollows_search,
    primesource,
    shroud_travel,
    stronghold,
)

MAXIMA = {VIGOR: 3, INSTINCT: 3, WILL: 3}


def test_zw_board_06_exis_temple_primesource_stronghold_and_hollows():
    h = new_hero("svara", MAXIMA)
    h.taints, h.prime, h.used_feats = [VIGOR], 1, ["f"]
    exis_temple(h)
    primesource(h)
    stronghold(h)
    hollows_search(h)
    assert h.taints == [] and h.prime == 2 and h.feats == ["f"] and h.trophies == 1
    finish_hollows_hunt(h, won=True)
    assert h.trophies == 4  # AMB-39: +3 on top of the Enemy's own


def test_zw_act_45_shroud_travel_costs_two_will_and_the_murks_leaving_price():
    h = new_hero("svara", MAXIMA)
    h.region = "shroud_a"
    land = Land()
    land.tokens[MURK]["shroud_a"] = "murk"
    shroud_travel(h, land, ["shroud_a", "shroud_b"], "shroud_b")
    assert h.region == "shroud_b" and h.value[WILL] <= 1 and len(h.taints) == 1
    with pytest.raises(IllegalAction) as no:
        shroud_travel(h, land, ["shroud_a", "shroud_b"], "elsewhere")
    assert no.value.key == "zerywia.refuse.not_a_shroud"


def test_zw_act_34_murk_binding_by_taint_or_test():
    h = new_hero("svara", MAXIMA)
    land = Land()
    land.tokens[MURK] = {"r": "murk", "q": "murk"}
    bind_with_taint(h, [h], land, "r")
    assert "r" not in land.tokens[MURK] and len(h.taints) == 1 and h.offerings == 1
    finish_murk_binding(h, [h], land, "q", passed=False)
    assert land.tokens[MURK]["q"] == "murk" and len(h.taints) == 2 and h.offerings == 1
    finish_murk_binding(h, [h], land, "q", passed=True)
    assert "q" not in land.tokens[MURK] and h.offerings == 2


def test_zw_act_35_closing_a_murkrift_needs_the_fight_and_the_ritual():
    h = new_hero("svara", MAXIMA)
    land = Land()
    land.tokens[MURK]["r"] = "murkrift"
    finish_murkrift(h, [h], land, "r", fight_won=True, ritual_passed=False)
    assert land.tokens[MURK]["r"] == "murkrift" and len(h.taints) == 1
    finish_murkrift(h, [h], land, "r", fight_won=True, ritual_passed=True)
    assert "r" not in land.tokens[MURK] and h.offerings == 1
