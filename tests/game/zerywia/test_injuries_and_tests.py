"""Injuries (ZW-INJ) and Attribute Tests (ZW-TEST), with fixed dice."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia.attribute_test import react_before_test, reroll_test, resolve_test, roll_test, start_test
from game.zerywia.hero import INSTINCT, VIGOR, WILL, lose, new_hero, pay, restore
from game.zerywia.options import RULES
from tests.game.zerywia.dice import Faces, attr, nix

MAXIMA = {VIGOR: 3, INSTINCT: 3, WILL: 2}


def test_zw_inj_01_03_losses_then_injuries_each_moving_the_blocker():
    h = new_hero("svara", MAXIMA)
    assert lose(h, WILL, 4) == [("loss", WILL), ("loss", WILL), ("injury", WILL), ("injury", WILL)]
    assert h.value[WILL] == 0 and h.current_max(WILL) == 0 and h.injuries[WILL] == 2


def test_zw_inj_04_a_blocker_at_the_far_left_sends_the_injury_elsewhere():
    h = new_hero("svara", MAXIMA)
    lose(h, WILL, 4)
    chosen = []

    def choose(hero, open_attrs):
        chosen.append(list(open_attrs))
        return INSTINCT

    assert lose(h, WILL, 1, choose) == [("injury", INSTINCT)]
    assert chosen == [[VIGOR, INSTINCT]] and h.current_max(INSTINCT) == 2 and h.value[INSTINCT] == 2


def test_zw_inj_09_hero_05_a_lowered_maximum_lowers_the_marker_and_caps_restores():
    h = new_hero("svara", MAXIMA)
    h.value[VIGOR] = 0
    lose(h, VIGOR)
    assert h.current_max(VIGOR) == 2
    assert restore(h, VIGOR, 5) == 2 and h.value[VIGOR] == 2


def test_zw_hero_07_inj_07_pay_to_zero_but_never_from_zero():
    h = new_hero("svara", MAXIMA)
    pay(h, WILL, 2)
    assert h.value[WILL] == 0
    with pytest.raises(IllegalAction) as no:
        pay(h, WILL)
    assert no.value.key == "zerywia.refuse.cannot_pay" and h.injuries[WILL] == 0


def hero(prepared=("leshy", "borovils_heart", "scarecrow"), reserve=("harpy",)):
    h = new_hero("goryv", {VIGOR: 4, INSTINCT: 3, WILL: 3})
    h.prepared, h.reserve = list(prepared), list(reserve)
    return h


def test_zw_test_04_05_free_dice_per_banner_of_the_attribute_and_runes_past_three():
    h = hero(prepared=("scarecrow", "harpy"), reserve=())
    t = start_test(h, WILL, "hard", RULES.defaults(), helpers=2)
    assert [k for k, _ in t.dice] == [WILL, WILL, WILL, "nix"] and t.runes == 2  # 1 + 2 Banners; 2 helpers
    assert h.value[WILL] == 3  # no Attribute paid in a Test


def test_zw_test_07_nix_set_capped_at_three_with_murk_tokens():
    t = start_test(hero(), VIGOR, "easy", RULES.defaults(), murk_in_region=True, under_blackstone=True, extra_nix=2)
    assert sum(k == "nix" for k, _ in t.dice) == 3 and t.murk_tokens == 2


def test_zw_test_03_only_one_reaction_and_the_set_follows_it():
    h = hero()
    t = start_test(h, WILL, "easy", RULES.defaults())
    assert [k for k, _ in t.dice].count(WILL) == 2  # the die of the Test and the Scarecrow's
    react_before_test(t, h, "leshy", "harpy")
    assert [k for k, _ in t.dice].count(WILL) == 3 and h.value[WILL] == 2
    with pytest.raises(IllegalAction) as no:
        react_before_test(t, h, "borovils_heart", "leshy")
    assert no.value.key == "zerywia.refuse.one_reaction"


def test_zw_test_09_murk_cancels_pierces_hits_cost_the_tested_attribute_and_excess_cancels_losses():
    h = hero(prepared=("scarecrow",), reserve=())
    t = start_test(h, WILL, "easy", RULES.defaults(), murk_in_region=True, extra_nix=1)
    roll_test(t, Faces(attr("pierce"), attr("pierce"), nix("murk"), nix("critical"), nix("hit")))
    ok, _ = resolve_test(t, h)
    # 2 Pierces - 1 Murk = 1: an Easy success, no excess; a Critical (2) and a Hit (1) cost 3 Will
    assert ok and h.value[WILL] == 0 and h.injuries[WILL] == 0


def test_zw_test_09_excess_pierces_cancel_nix_losses():
    h = hero(prepared=("scarecrow",), reserve=())
    t = start_test(h, WILL, "easy", RULES.defaults())
    roll_test(t, Faces(attr("pierce"), attr("pierce"), nix("hit")))
    ok, _ = resolve_test(t, h)
    assert ok and h.value[WILL] == 3


def test_zw_test_10_amb_02_a_critical_is_one_pierce_or_two_by_the_variant():
    for value, passed in ((1, False), (2, True)):
        h = hero(prepared=(), reserve=())
        t = start_test(h, VIGOR, "hard", {**RULES.defaults(), "test_attr_critical_value": value})
        roll_test(t, Faces(attr("critical"), nix("empty")))
        ok, _ = resolve_test(t, h)
        assert ok is passed


def test_zw_test_08_15_rerolls_offering_any_die_prime_and_journey_tokens_own_dice_only():
    h = hero(prepared=(), reserve=())
    h.journey_tokens = ["journey"]
    t = start_test(h, VIGOR, "easy", RULES.defaults())
    roll_test(t, Faces(attr("empty"), nix("critical")))
    with pytest.raises(IllegalAction) as no:
        reroll_test(t, 1, Faces(), h, "prime")  # Prime cannot reroll a Nix die
    assert no.value.key == "zerywia.refuse.not_own_die"
    h.offerings = 1
    reroll_test(t, 1, Faces(nix("empty")), h, "offering")
    assert h.offerings == 0 and t.dice[1] == ("nix", "empty")
    reroll_test(t, 0, Faces(attr("empty")), h, "journey")
    assert h.journey_tokens == []
    reroll_test(t, 0, Faces(attr("pierce")), h, "prime")
    ok, _ = resolve_test(t, h)
    assert ok and h.prime == 2


def test_zw_test_11_amb_31_a_failed_test_costs_only_its_nix_losses():
    h = hero(prepared=(), reserve=())
    t = start_test(h, INSTINCT, "epic", RULES.defaults())
    roll_test(t, Faces(attr("pierce"), nix("empty")))
    ok, _ = resolve_test(t, h)
    assert not ok and h.value[INSTINCT] == 3
