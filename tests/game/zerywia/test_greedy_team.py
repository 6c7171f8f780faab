"""The evaluation's team play and its reading of time (issue 9: balance round 3): a Group
Challenge's chance pools every participant's Banners and rerolls (ZW-CHAL-51); each Cycle's own
Blackstone (ZW-SCEN-07 step 3) is not counted against one placement of Nix's Murk over another;
and an Exploration card drawn on a goal's Murk is judged by the deck's chance of a Murk icon
(ZW-ACT-07), not by the one card the lookahead sampled."""

from __future__ import annotations

import copy

import pytest

from game.zerywia import geography
from game.zerywia import heuristic as zh
from game.zerywia.challenge import Challenge
from game.zerywia.exploration import Exploring
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.hero import new_hero
from game.zerywia.statue import BLACKSTONE

GAME = ZerywiaGame()


@pytest.fixture(autouse=True)
def authored_map():
    geography.use(None)  # other Zerywia tests put a small hand-made map in
    yield


def test_zw_chal_51_a_groups_chance_pools_its_banners_and_rerolls():
    goryv = new_hero("goryv", {"vigor": 4, "instinct": 3, "will": 3}, seat=0)
    veda = new_hero("veda", {"vigor": 2, "instinct": 3, "will": 4}, seat=1)
    goryv.prepared, veda.prepared = ["leshy"], ["scarecrow"]  # a Vigor Banner; a Will Banner
    ch = Challenge("chort", ["wilderness"], [0, 1], {}, difficulty=["vigor", "will"])
    alone, _ = zh.banner_plan(ch, goryv)
    together, _ = zh.banner_plan(ch, [goryv, veda])
    assert alone == 0.0 < together  # Goryv has no Will die; Veda's Banner gives one
    assert zh._rerolls(ch, [goryv, veda]) == goryv.prime + veda.prime + goryv.offerings + veda.offerings


def test_zw_scen_07_each_cycles_own_blackstone_does_not_weigh_on_a_choice():
    state = GAME.new_game({"heroes": ["svara"]}, 1)
    later = copy.deepcopy(state)
    later.cycle += 1
    later.statue.rifts[0] = BLACKSTONE  # the Blackstone the Cycle that ended put there
    assert zh.heuristic(later, 0) == pytest.approx(zh.heuristic(state, 0))
    overflow = copy.deepcopy(later)
    overflow.statue.rifts[1] = BLACKSTONE  # one more: an overflow's, a Cycle lost
    assert zh.heuristic(overflow, 0) == pytest.approx(zh.heuristic(later, 0) - zh.BLACKSTONE)


def test_zw_act_07_a_card_drawn_on_a_goals_murk_is_judged_by_the_decks_chance_of_an_icon():
    state = GAME.new_game({"heroes": ["svara"]}, 1)
    hero = state.heroes[0]
    temple = current().special_region(hero.birth, "exis_temple")
    hero.region = temple
    goals = {temple}
    cost, p = zh.FLIPPED + zh.FLIPPED_GOAL, zh._murk_icon_share("ruin")
    assert 0.0 < p < 1.0
    iconed = copy.deepcopy(state)  # the card's Murk icon flipped the Temple's Murk
    iconed.exploring = Exploring("r_crypt_shade", 0, temple, stage="check")
    iconed.land.tokens["murk"][temple] = "murkrift"
    plain = copy.deepcopy(state)  # a card without the icon: the Murk stays
    plain.exploring = Exploring("r_bone_sentinels", 0, temple, stage="check")
    assert zh._icon_expectation(iconed, goals) == pytest.approx((1 - p) * cost)
    assert zh._icon_expectation(plain, goals) == pytest.approx(-p * cost)
    # the flip's weight with the correction is its chance either way
    assert -cost + zh._icon_expectation(iconed, goals) == pytest.approx(zh._icon_expectation(plain, goals))
    elsewhere = copy.deepcopy(plain)
    elsewhere.exploring = Exploring("r_bone_sentinels", 0, "not_a_goal", stage="check")
    assert zh._icon_expectation(elsewhere, goals) == 0.0
