"""The bots' Memory of the World (issue 13): the Saga played to completion (ZW-SCEN-24 under AMB-37's
default ``full_saga``: every Story of one deck, ZW-HERO-37/38) and the Epic Battle started by its odds
(ZW-SCEN-33/34: the map's Murkrifts and Incursions are the Herald's Shields)."""

from __future__ import annotations

import pytest

from game.zerywia import epic_odds, geography
from game.zerywia import heuristic as zh
from game.zerywia import memory_heuristic as mh
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.saga_growth import active_story, complete_story, deck_of, stages
from game.zerywia.scenarios import ritual_limit, scenario_of
from game.zerywia.statue import BLACKSTONE
from game.zerywia.story_target import FULL_SAGA, PATH, focus, mode, target

GAME = ZerywiaGame()


@pytest.fixture(autouse=True)
def authored_map():
    geography.use(None)  # other Zerywia tests put a small hand-made map in
    yield


def _memory():
    state = GAME.new_game({"heroes": ["svara", "goryv"], "scenario": "memory"}, 1)
    return state, state.heroes[0]


def test_zw_scen_24_a_memory_hero_follows_a_basic_saga_of_two_stories_not_its_first_story():
    state, svara = _memory()
    assert mode(state) == FULL_SAGA
    deck = focus(svara)
    assert deck is not None and stages(deck.saga) == 2  # a Basic Saga: 2 Stories, the Personal 3
    t = target(svara, FULL_SAGA)
    assert t is not None and t.story.id == active_story(deck).id and (t.done, t.left) == (0, 2)
    # the Path's reading still follows the first Story (ZW-SCEN-06)
    assert target(svara, PATH).story.id == svara.story
    assert mode(GAME.new_game({"heroes": ["svara"]}, 1)) == PATH


def test_zw_hero_38_the_sagas_worth_climbs_story_by_story_and_the_next_storys_tokens_are_wanted():
    state, svara = _memory()
    geo = current()
    deck = focus(svara)
    first, _ = zh._story(geo, svara, FULL_SAGA)
    complete_story(svara, deck_of(svara, deck.saga), 0)
    t = target(svara, FULL_SAGA)
    assert t is not None and t.done == 1 and t.story.stage == 2 and focus(svara).saga == deck.saga
    second, _ = zh._story(geo, svara, FULL_SAGA)
    assert second >= first + zh.STORY_DONE  # the next Story starts from the last one's worth
    assert zh.wanted_tokens(svara, FULL_SAGA) == set(t.story.quest.tokens)
    before = zh.heuristic(state, 0)
    complete_story(svara, deck_of(svara, deck.saga), 0)
    assert target(svara, FULL_SAGA) is None  # the Saga completed: the goal's Story half holds
    done, _ = zh._story(geo, svara, FULL_SAGA)
    assert done == 2 * zh.STORY_DONE > second
    assert zh.heuristic(state, 0) - before >= zh.STORY_DONE + mh.SAGA - zh.STAGE_STEP


def test_zw_hero_38_a_deck_whose_second_part_asks_a_lost_maximum_is_given_up():
    state, svara = _memory()
    deck = focus(svara)
    (attr, *_) = active_story(deck).fulfil.pay
    svara.injuries[attr] = svara.printed_max[attr]  # that maximum at zero, for good
    other = focus(svara)
    assert other is not None and other.saga != deck.saga
    assert attr not in active_story(other).fulfil.pay or svara.current_max(attr) > 0


def test_zw_scen_34_the_battles_odds_fall_with_the_maps_shields_and_rise_with_the_heroes():
    assert epic_odds.odds(2, 0) == pytest.approx(0.80)
    assert epic_odds.odds(2, 1) == pytest.approx((0.80 + 0.47) / 2)
    assert epic_odds.odds(4, 6) < epic_odds.odds(4, 4) < epic_odds.odds(4, 2)
    assert epic_odds.odds(1, 9) == 0.0 and epic_odds.odds(0, 0) == 0.0
    assert all(epic_odds.odds(n, s) <= epic_odds.odds(n + 1, s) for n in range(1, 4) for s in range(8))


def test_zw_scen_25_the_time_left_runs_from_all_to_none_over_the_four_fadings():
    state, _ = _memory()
    state.statue.rifts = [""] * len(state.statue.rifts)
    assert epic_odds.time_left(state) == pytest.approx(1.0)
    assert epic_odds.hoped(state) == pytest.approx(epic_odds.HOPE)  # all the time ahead: worth waiting
    state.statue.stones[:3] = [BLACKSTONE] * 3  # three faces faded: the last Ritual under way
    limit = ritual_limit(scenario_of(state), 3)
    state.statue.rifts[:limit] = [BLACKSTONE] * limit
    assert epic_odds.time_left(state) == pytest.approx(0.0) and epic_odds.hoped(state) == 0.0
