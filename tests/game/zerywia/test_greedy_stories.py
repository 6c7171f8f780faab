"""The evaluation's round-5 terms (issue 9: balance; the diagnosis of lost four-hero tables in
docs/zerywia_balance.md): a first Story whose point to give is missing or gone (ZW-SCEN-06, L252),
and a Threat barring a Story's place (ZW-ACT-12/16) that any hero may beat."""

from __future__ import annotations

import pytest

from game.zerywia import geography
from game.zerywia import heuristic as zh
from game.zerywia.content import content
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.land import MURK, THREAT
from game.zerywia.team_play import helpers

GAME = ZerywiaGame()


@pytest.fixture(autouse=True)
def authored_map():
    geography.use(None)  # other Zerywia tests put a small hand-made map in
    yield


def _table():
    """Svara and Goryv, seed 1; Svara at her Story's second part, standing at its place (her Birth
    Thymor's Primesource), with both land goals of hers held."""
    state = GAME.new_game({"heroes": ["svara", "goryv"]}, 1)
    geo = current()
    svara = state.heroes[0]
    del state.land.tokens[THREAT][geo.special_region(svara.birth, "stronghold")]
    del state.land.tokens[MURK][geo.special_region(svara.birth, "exis_temple")]
    svara.story_stage = 1
    svara.region = geo.special_region(svara.birth, "primesource")
    state.land.tokens[THREAT].pop(svara.region, None)
    return state, geo


def _pay(hero) -> str:
    (attr,) = content().stories[hero.story].fulfil.pay
    return attr


def test_zw_scen_06_a_missing_point_for_the_second_part_costs_a_step_and_a_lost_maximum_the_story():
    state, _ = _table()
    svara = state.heroes[0]
    attr = _pay(svara)
    svara.value[attr] = 1
    assert zh._story_short(svara) is None
    ready = zh.heuristic(state, 0)
    svara.value[attr] = 0
    assert zh._story_short(svara) is False
    # one point less (a low one, LOW_POINT on the Path) and one step more (a Rest first), and the
    # Attribute now bare
    assert ready - zh.heuristic(state, 0) == pytest.approx(zh.POINT + zh.LOW_POINT + zh.PULL + zh.BARE)
    svara.injuries[attr] = svara.printed_max[attr]  # the Blocker at the far left
    assert svara.current_max(attr) == 0 and zh._story_short(svara) is True
    assert ready - zh.heuristic(state, 0) >= zh.STORY_BLOCKED + zh.PULL
    svara.story_stage = 2
    assert zh._story_short(svara) is None


def test_zw_act_12_a_threat_on_a_storys_place_bars_it_and_a_done_hero_takes_it_on():
    state, geo = _table()
    svara, goryv = state.heroes
    place = geo.special_region(goryv.birth, "primesource")
    assert zh.barred(state, geo, goryv) == []
    before = zh.heuristic(state, 0)
    state.land.tokens[THREAT][place] = THREAT
    assert zh.barred(state, geo, goryv) == [place]
    # the Threat's own weight (BASE) and the barred Story's
    assert before - zh.heuristic(state, 0) == pytest.approx(zh.BASE + zh.STORY_BARRED)
    # Svara done with her own goals: the barred place is among what a helper may take on
    svara.story_stage = 2
    own = {h.seat: zh._open_goals(state, geo, h) for h in state.heroes}
    for region in own[1]:
        state.land.tokens[THREAT if region in state.land.tokens[THREAT] else MURK].pop(region)
    own = {h.seat: zh._open_goals(state, geo, h) for h in state.heroes}
    assert own[1] == []
    assert helpers(state, geo, own, {1: [place]}) == {0: place}
    assert helpers(state, geo, own) == {}

