"""The bots' Memory of the World (issue 13): the Saga played to completion (ZW-SCEN-24 under AMB-37's
default ``full_saga``: every Story of one deck, ZW-HERO-37/38)."""

from __future__ import annotations

import pytest

from game.zerywia import geography
from game.zerywia import heuristic as zh
from game.zerywia import memory_heuristic as mh
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.saga_growth import active_story, complete_story, deck_of, stages
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
