"""The bots' reading of hero wear and the three-rifts Blackstone in the Memory of the World (issue 13:
the Memory's balance; memory_heuristic.stranded, injury_risk, rift_pressure)."""

from __future__ import annotations

import pytest

from game.zerywia import geography
from game.zerywia import memory_heuristic as mh
from game.zerywia.challenge import NIX, Challenge, Die
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.land import MURK, THREAT
from tests.game.zerywia.test_greedy_memory import _memory  # the same 2-hero Memory table

GAME = ZerywiaGame()


@pytest.fixture(autouse=True)
def authored_map():
    geography.use(None)  # other Zerywia tests put a small hand-made map in
    yield


def test_zw_act_17_zw_inj_01_a_worn_hero_on_a_threat_where_it_may_not_rest_is_worth_less_than_off_it():
    state, svara = _memory()
    geo = current()
    threat = next(r for r in sorted(state.land.tokens[THREAT]) if r in geo.thymor_of)
    clear = next(r for r in sorted(geo.thymor_of) if r not in state.land.tokens[THREAT])
    svara.region = threat
    assert mh.stranded(state, svara) == 0.0  # full points: nothing a Rest would give back
    svara.value["vigor"] = 0
    svara.value["will"] = 0
    # two Attributes at zero (their next loss an Injury, ZW-INJ-01), and the points capped at a Rest's worth
    assert mh.stranded(state, svara) == 2 * mh.BARE + mh.STRANDED * mh.REST_POINTS
    svara.region = clear  # a Rest is one Action away: only the bare Attributes count
    assert mh.stranded(state, svara) == 2 * mh.BARE


def test_zw_inj_01_a_challenge_on_a_bare_attribute_is_priced_by_the_injuries_it_may_bring():
    state, svara = _memory()
    ch = Challenge("chort", [], [svara.seat], {}, difficulty=["vigor", "will"], dice=[Die(NIX)])
    assert mh.injury_risk(ch, svara, 0.5) == 0.0  # no Attribute at zero: a loss is a point, not an Injury
    svara.value["vigor"] = 0
    sure = mh.injury_risk(ch, svara, 1.0)  # a Success covers the Difficulty: only the Nix die's Hit
    risky = mh.injury_risk(ch, svara, 0.0)
    assert 0.0 < sure < risky
    assert risky - sure == pytest.approx(mh.RISK_INJURY)  # one uncovered vigor symbol on a Failure


def test_zw_scen_21_a_thymor_at_three_rifts_costs_a_blackstone_a_cycle_and_one_flip_short_less():
    state, _ = _memory()
    geo = current()
    for family in (THREAT, MURK):
        state.land.tokens[family].clear()
    assert mh.rift_pressure(state, geo) == 0.0
    thymor = geo.thymors[0]
    regions = sorted(geo.regions(thymor))
    state.land.tokens[MURK][regions[0]] = "murkrift"
    state.land.tokens[THREAT][regions[1]] = "incursion"
    assert mh.rift_pressure(state, geo) == mh.RIFTS_NEAR
    state.land.tokens[THREAT][regions[2]] = "incursion"
    assert mh.rift_pressure(state, geo) == mh.RIFTS_STONE
    state.land.tokens[THREAT][regions[2]] = THREAT  # the base side does not count
    assert mh.rift_pressure(state, geo) == mh.RIFTS_NEAR


def test_zw_scen_21_zw_inj_01_the_memory_diagnosis_tallies_wear_and_blackstones_by_source():
    from game.core.actions import Event
    from game.zerywia.memory_diagnosis import Game, count

    g = Game(1)
    count([
        Event("zerywia.hero.lost", {"seat": 0, "what": "injury", "attr": "vigor", "cause": "difficulty"}),
        Event("zerywia.hero.tainted", {"seat": 0, "attr": "will"}),
        Event("zerywia.memory.three_rifts", {"thymor": "x"}),
        Event("zerywia.statue.blackstone", {"on_rifts": 1}),
        Event("zerywia.statue.blackstone", {"on_rifts": 2}),
    ], "exploration", g)
    assert g.wear == {"injury:difficulty@exploration": 1, "tainted@exploration": 1}
    assert g.stones == {"all": 2, "three_rifts": 1}


def test_zw_scen_24_a_hero_done_with_its_goal_walks_to_anothers_open_goal_region():
    """ZW-SCEN-24: every hero still in the game must meet its goal, so one whose Saga is whole and
    whose Birth Cradle and Exis Temple are clean is pulled towards another's open goal Region
    (team_play.helpers) at the Memory's weight, not the Path's."""
    from game.zerywia import heuristic as zh
    from game.zerywia.saga_growth import complete_story, deck_of
    from game.zerywia.story_target import FULL_SAGA, Targets, focus, target
    from game.zerywia.team_play import helpers

    state, svara = _memory()
    geo = current()
    deck = focus(svara)
    while target(svara, FULL_SAGA) is not None:
        complete_story(svara, deck_of(svara, deck.saga), 0)
    for region in {*mh.open_goals(state, geo, svara)}:
        state.land.tokens[THREAT].pop(region, None)
        state.land.tokens[MURK].pop(region, None)
    goryv = state.heroes[1]
    state.land.tokens[THREAT][geo.special_region(goryv.birth, "exis_temple")] = THREAT  # its goal open
    own = {h.seat: mh.open_goals(state, geo, h) for h in state.heroes}
    assert own[svara.seat] == [] and own[goryv.seat]
    goal = helpers(state, geo, own, None, Targets(FULL_SAGA))[svara.seat]
    for a in svara.value:  # full points: where it stands weighs nothing else (memory_heuristic.stranded)
        svara.value[a] = svara.current_max(a)
    near = next(r for r in sorted(geo.thymor_of) if geo.distance(r, goal) == 1)
    far = next(r for r in sorted(geo.thymor_of) if geo.distance(r, goal) == 2)
    svara.region = far
    before = zh.heuristic(state, svara.seat)
    svara.region = near
    assert zh.heuristic(state, svara.seat) - before == pytest.approx(mh.HELPER_PULL)
    assert mh.HELPER_PULL > zh.HELPER_PULL  # the Path's weight is unchanged
