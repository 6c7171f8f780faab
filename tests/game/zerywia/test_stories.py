"""The Personal Saga's first Story (L246-L254, L412; AMB-64): the quest's tokens handed in at its
place, then the second part paid at its place for a Reward and a Path — the Path's goal needs it."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia.actions import TakeOption
from game.zerywia.content import content
from game.zerywia.cycle import goals_met
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.stories import can_fulfil, can_quest, do_fulfil, do_quest

GAME = ZerywiaGame()


def test_every_base_hero_has_a_first_story_and_starts_on_it():
    state = GAME.new_game({"heroes": ["svara", "goryv", "veda", "dalbor"]}, 1)
    for hero in state.heroes:
        assert hero.story == content().first_story(hero.hero).id and hero.story_stage == 0


def place(geo, hero, part):
    """The Region of a Story part: its special location, in the Birth Thymor or another one."""
    thymor = hero.birth if part.where == "birth" else next(t for t in geo.thymors if t != hero.birth)
    return geo.special_region(thymor, part.at)


def needed(story):
    return [t for t, n in story.quest.tokens.items() for _ in range(n)]


def test_zw_hero_38_amb_64_the_quest_then_the_second_part_make_a_path():
    state = GAME.new_game({"heroes": ["svara"]}, 3)
    geo, hero = current(), state.heroes[0]
    story = content().first_story("svara")
    hero.region = place(geo, hero, story.quest)
    assert not can_quest(geo, hero)  # no tokens yet
    hero.journey_tokens = [*needed(story), "ruin"]
    assert can_quest(geo, hero)
    do_quest(geo, hero)
    assert hero.journey_tokens == ["ruin"] and hero.story_stage == 1
    hero.region = geo.special_region(hero.birth, "stronghold")
    with pytest.raises(IllegalAction):
        do_fulfil(geo, state.heroes, hero, 0)  # not at the second part's place
    hero.region = place(geo, hero, story.fulfil)
    before = hero.value["instinct"]
    do_fulfil(geo, state.heroes, hero, 0)
    assert hero.story_stage == 2 and hero.paths == [story.path] and hero.trophies == 2
    assert hero.value["instinct"] == before - 1


def test_zw_scen_06_the_goal_waits_for_the_story():
    state = GAME.new_game({"heroes": ["svara"]}, 3)
    geo, hero = current(), state.heroes[0]
    state.land.tokens["threat"].pop(geo.special_region(hero.birth, "stronghold"), None)
    state.land.tokens["murk"].pop(geo.special_region(hero.birth, "exis_temple"), None)
    assert not goals_met(state)
    hero.story_stage = 2
    assert goals_met(state)


def test_the_story_options_are_offered_where_they_can_be_taken():
    state = GAME.new_game({"heroes": ["svara"]}, 3)
    geo, hero = current(), state.heroes[0]
    story = content().first_story("svara")
    hero.region = place(geo, hero, story.quest)
    hero.journey_tokens = needed(story)
    state.active, state.step = 0, "option"
    assert TakeOption(0, "story_quest") in GAME.legal_actions(state)
    assert can_fulfil(geo, hero) is False
