"""Offerings and Trophies (ZW-RES-01..10)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.offerings import gain_offering, gain_trophies, pass_trophies, pay_offering

MAXIMA = {VIGOR: 3, INSTINCT: 3, WILL: 3}


def test_zw_res_01_the_box_holds_twelve_offerings_shared_by_all():
    a, b = new_hero("svara", MAXIMA, 0), new_hero("veda", MAXIMA, 1)
    assert gain_offering([a, b], a, 10) == 10
    assert gain_offering([a, b], b, 5) == 2 and b.offerings == 2
    pay_offering(a)
    assert gain_offering([a, b], b, 5) == 1


def test_zw_res_03_09_the_dread_gains_neither_offerings_nor_trophies():
    a = new_hero("svara", MAXIMA)
    a.dread = "taints"
    assert gain_offering([a], a) == 0 and gain_trophies(a, 2) == 0 and a.trophies == 0


def test_zw_res_08_amb_55_three_trophies_pay_as_an_offering_but_never_become_one():
    a = new_hero("svara", MAXIMA)
    a.trophies = 4
    pay_offering(a, with_trophies=True)
    assert a.trophies == 1 and a.offerings == 0
    with pytest.raises(IllegalAction) as no:
        pay_offering(a, with_trophies=True)
    assert no.value.key == "zerywia.refuse.no_amber"


def test_zw_res_10_amb_54_trophies_pass_only_in_one_region_between_actions():
    a, b = new_hero("svara", MAXIMA, 0), new_hero("veda", MAXIMA, 1)
    a.trophies = 2
    with pytest.raises(IllegalAction):
        pass_trophies(a, b, 1, same_region=True, between_actions=False)
    with pytest.raises(IllegalAction):
        pass_trophies(a, b, 1, same_region=False, between_actions=True)
    pass_trophies(a, b, 2, same_region=True, between_actions=True)
    assert (a.trophies, b.trophies) == (0, 2)
