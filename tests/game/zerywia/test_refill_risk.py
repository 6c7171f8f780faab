"""A cleared land goal explored again (issue 9: balance): the Exploration card's Threat or Murk
icon puts the goal's token back (ZW-ACT-07, L519), and the Path is won only while every goal holds
(ZW-SCEN-06). The greedy lookahead draws one card, so the evaluation counts the refill by the
deck's chance of that icon, not by the one card it sampled (``refill_risk``). And the pull to a
Stronghold's Threat counts next door as there (``heuristic._goal_walk``)."""

from __future__ import annotations

import copy

import pytest

from game.zerywia import geography
from game.zerywia import heuristic as zh
from game.zerywia.exploration import Exploring
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.land import MURK, THREAT
from game.zerywia.refill_risk import icon_share, refill_expectation

GAME = ZerywiaGame()
WORTH = zh.GOAL + zh.BASE


@pytest.fixture(autouse=True)
def authored_map():
    geography.use(None)  # other Zerywia tests put a small hand-made map in
    yield


def _cleared(kind: str, family: str):
    state = GAME.new_game({"heroes": ["svara"]}, 1)
    hero = state.heroes[0]
    region = current().special_region(hero.birth, kind)
    state.land.tokens[family].pop(region, None)  # the hero has cleared it
    hero.region = region
    return state, region


def test_zw_act_07_a_threat_icon_on_a_cleared_stronghold_counts_by_the_decks_chance():
    state, sh = _cleared("stronghold", THREAT)
    p = icon_share("mountain", THREAT)
    assert 0.0 < p < 1.0
    iconed = copy.deepcopy(state)  # the card's Threat icon put the Stronghold's Threat back
    iconed.exploring = Exploring("m_cave_bear", 0, sh, stage="check")
    iconed.land.tokens[THREAT][sh] = THREAT
    plain = copy.deepcopy(state)  # a card without icons: the Stronghold stays clear
    plain.exploring = Exploring("m_rockslide", 0, sh, stage="check")
    assert refill_expectation(iconed, current(), WORTH) == pytest.approx((1 - p) * WORTH)
    assert refill_expectation(plain, current(), WORTH) == pytest.approx(-p * WORTH)
    # in the whole evaluation the sampled icon no longer decides: the two draws differ by far less
    # than the goal they used to differ by (what is left is the cards' own Challenges)
    assert abs(zh.heuristic(plain, 0) - zh.heuristic(iconed, 0)) < 0.25 * WORTH

def test_zw_act_07_a_murk_icon_on_a_cleared_exis_temple_and_the_plain_region_elsewhere():
    state, temple = _cleared("exis_temple", MURK)
    p = icon_share("wilderness", MURK)
    iconed = copy.deepcopy(state)
    iconed.exploring = Exploring("w_lost_in_fog", 0, temple, stage="check")
    iconed.land.tokens[MURK][temple] = MURK
    assert refill_expectation(iconed, current(), WORTH) == pytest.approx((1 - p) * WORTH)
    before_icons = copy.deepcopy(iconed)  # nothing placed yet: nothing to correct
    before_icons.exploring.stage = "icons"
    assert refill_expectation(before_icons, current(), WORTH) == 0.0
    elsewhere = copy.deepcopy(state)  # not a goal of any hero at the table
    elsewhere.exploring = Exploring("w_lost_in_fog", 0, "not_a_goal", stage="check")
    assert refill_expectation(elsewhere, current(), WORTH) == 0.0
    open_goal = copy.deepcopy(state)  # an open Temple's Murk flipped is the older term's (_icon_expectation)
    open_goal.land.tokens[MURK][temple] = "murkrift"
    open_goal.exploring = Exploring("w_lost_in_fog", 0, temple, stage="check")
    assert refill_expectation(open_goal, current(), WORTH) == 0.0


def test_zw_act_02_04_17_next_to_a_strongholds_threat_counts_as_there():
    """A Stronghold's Threat is fought by Exploring its Region, from inside it or from next door
    (ZW-ACT-02, ZW-ACT-04), and no hero may Rest under a Threat (ZW-ACT-17): the pull to that goal
    counts the Explores before the fight, so a hero may step next door to Rest at no cost. A Murk
    is bound from inside its Region (a Region Option), so the Temple keeps its plain distance."""
    state = GAME.new_game({"heroes": ["svara"]}, 1)
    hero, geo = state.heroes[0], current()
    sh = geo.special_region(hero.birth, "stronghold")
    temple = geo.special_region(hero.birth, "exis_temple")
    state.land.tokens[THREAT][sh] = THREAT
    state.land.tokens[THREAT].pop(temple, None)
    state.land.tokens[MURK][temple] = MURK
    for goal, kind in ((sh, "threat"), (temple, "murk")):
        for region in (goal, sorted(geo.borders[goal])[0],
                       next(r for r in geo.borders if geo.distance(r, goal) == 2)):
            hero.region = region
            d = geo.distance(region, goal)
            want = max(0, d - 1) if kind == "threat" else d
            assert zh._goal_walk(state, geo, hero, goal) == want, (kind, d)
