"""Taint, the Dread and the Primal Taint (ZW-HERO-12..24), and what they do to a Challenge."""

from __future__ import annotations

from game.zerywia import challenge as ch_
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.options import RULES
from game.zerywia.taint import receive_taint, remove_taint, taint_count

MAXIMA = {VIGOR: 4, INSTINCT: 3, WILL: 3}


def test_zw_hero_12_14_amb_11_a_taint_lowers_its_attributes_maximum_and_the_marker_follows():
    h = new_hero("veda", MAXIMA)
    receive_taint(h, VIGOR)
    assert h.taints == [VIGOR] and h.current_max(VIGOR) == 3 and h.value[VIGOR] == 3
    remove_taint(h, VIGOR)
    assert h.current_max(VIGOR) == 4 and h.value[VIGOR] == 3  # no points come back


def test_zw_hero_14_amb_11_the_variant_where_a_taint_weakens_nothing():
    h = new_hero("veda", MAXIMA)
    h.taint_weakens = False
    receive_taint(h, VIGOR)
    assert h.current_max(VIGOR) == 4 and h.value[VIGOR] == 4


def test_zw_hero_13_an_unnamed_taint_goes_to_the_players_pick_among_untainted_attributes():
    h = new_hero("veda", MAXIMA)
    receive_taint(h, WILL)
    offered = []
    receive_taint(h, None, lambda hero, allowed: offered.append(allowed) or INSTINCT)
    assert offered == [[VIGOR, INSTINCT]] and h.taints == [WILL, INSTINCT]


def test_zw_hero_16_20_the_third_taint_brings_the_dread_and_it_passes_below_three():
    h = new_hero("veda", MAXIMA)
    receive_taint(h, VIGOR)
    receive_taint(h, INSTINCT)
    assert not h.dread
    kinds = [e.kind for e in receive_taint(h, WILL)]
    assert h.dread == "taints" and "zerywia.hero.dread" in kinds
    kinds = [e.kind for e in remove_taint(h, INSTINCT)]
    assert h.dread == "" and "zerywia.hero.chosen_one" in kinds


def test_zw_hero_17_22_23_24_taints_past_three_are_primal_and_the_third_primal_loses_the_hero():
    h = new_hero("veda", MAXIMA)
    for a in (VIGOR, INSTINCT, WILL):
        receive_taint(h, a)
    receive_taint(h, None, lambda hero, allowed: VIGOR)  # the player moves the Vigor marker
    assert h.primal == [VIGOR] and h.taints == [INSTINCT, WILL]
    assert h.prime_limit == 2 and h.prime == 2
    assert h.current_max(VIGOR) == 3 and not h.injured(VIGOR)  # a shift, not an Injury (ZW-INJ-10)
    assert taint_count(h) == 3 and h.dread == "taints"  # AMB-14: still Dread
    remove_taint(h, VIGOR)  # a Primal Taint is permanent: the ordinary one goes
    assert h.primal == [VIGOR] and h.dread == ""
    receive_taint(h)
    receive_taint(h)
    assert h.primal == [VIGOR, INSTINCT] and h.prime_limit == 1
    assert not h.lost
    receive_taint(h)
    assert h.primal == [VIGOR, INSTINCT, WILL] and h.lost


def test_zw_hero_15_amb_14_a_taint_advantage_counts_primal_taints_too():
    h = new_hero("veda", MAXIMA)
    h.prepared = []
    h.primal = [WILL]
    h.taints = [VIGOR]
    ch, _ = ch_.start("drowned_wretch", [h], ["ruin"], RULES.defaults())
    assert ch.enemy_shields == [VIGOR, WILL]
