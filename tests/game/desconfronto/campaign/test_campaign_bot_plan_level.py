"""The greedy bot's campaign plan goes by the second-lowest hero's level in a party of 4
(docs/desconfronto_campaign_balance.md, 2 Dec "plan level"): every Exhaustion costs a level (L348),
so four heroes rarely held level 4 at once and never left the second ring for the Akari temples;
parties of 1-3 still wait for their lowest hero."""

from __future__ import annotations

from game.desconfronto.campaign import heuristic as ch
from game.desconfronto.campaign.map_cards import AKARI_TEMPLES

from .campaign_helpers import campaign_session, leave_market, win_combat


def test_dc_cmp_04_heuristic_plan_level_is_the_second_lowest_for_four_heroes():
    assert ch.plan_level((0, 4, 4, 4)) == 4
    assert ch.plan_level((6, 0, 4, 5)) == 4
    assert ch.plan_level((4, 0, 6)) == 0
    assert ch.plan_level((0, 4)) == 0
    assert ch.plan_level((3,)) == 3


def _levelled(heroes: list[str], levels: list[int]):
    s = campaign_session(heroes, seed=3)
    win_combat(s)
    leave_market(s)
    st = s.state
    for h, lv in zip(st.heroes, levels, strict=True):
        h.level = lv
    return st


def test_dc_cmp_04_heuristic_four_heroes_with_one_lagging_head_for_a_temple():
    st = _levelled(["artan", "kandra", "tesser", "marzak"], [0, 4, 4, 4])
    assert ch.goal(st) in AKARI_TEMPLES
    st = _levelled(["artan", "kandra", "tesser", "marzak"], [0, 0, 4, 4])
    assert ch.goal(st) not in AKARI_TEMPLES  # two lagging heroes: the party still grinds


def test_dc_cmp_04_heuristic_two_and_three_heroes_still_wait_for_the_lowest():
    st = _levelled(["artan", "kandra", "tesser"], [0, 4, 4])
    assert ch.goal(st) not in AKARI_TEMPLES
    st = _levelled(["artan", "kandra"], [0, 4])
    assert ch.goal(st) not in AKARI_TEMPLES
    st = _levelled(["artan", "kandra"], [4, 4])
    assert ch.goal(st) in AKARI_TEMPLES
