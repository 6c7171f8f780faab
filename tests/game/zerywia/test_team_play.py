"""Team play in the evaluation (issue 9: balance round 4): a hero whose own goals all hold becomes a
helper and is drawn to one of the others' open land goals (any hero may clear them, L414), and a
group offer (ZW-CHAL-49) is judged by the Challenge it starts, with or without the asked heroes."""

from __future__ import annotations

import pytest

from game.zerywia import geography
from game.zerywia import heuristic as zh
from game.zerywia.actions import Explore, JoinChallenge
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.land import MURK, THREAT
from game.zerywia.team_play import done, helpers

GAME = ZerywiaGame()


@pytest.fixture(autouse=True)
def authored_map():
    geography.use(None)  # other Zerywia tests put a small hand-made map in
    yield


def _table(done_seats=(0,)):
    """Svara and Goryv (seed 1: Nuru Grounds, Lekhian Domain); the heroes in ``done_seats`` have
    every goal of their own held."""
    state = GAME.new_game({"heroes": ["svara", "goryv"]}, 1)
    geo = current()
    for seat in done_seats:
        hero = state.heroes[seat]
        del state.land.tokens[THREAT][geo.special_region(hero.birth, "stronghold")]
        del state.land.tokens[MURK][geo.special_region(hero.birth, "exis_temple")]
        hero.story_stage = 2
    return state, geo


def _own(state, geo):
    return {h.seat: zh._open_goals(state, geo, h) for h in state.heroes}


def test_zw_scen_06_a_hero_is_done_only_with_its_land_goals_and_its_story():
    state, geo = _table(done_seats=())
    svara = state.heroes[0]
    assert not done(svara, zh._open_goals(state, geo, svara))
    state, geo = _table()
    assert done(state.heroes[0], zh._open_goals(state, geo, state.heroes[0]))
    state.heroes[0].story_stage = 1
    assert not done(state.heroes[0], [])


def test_a_done_hero_takes_on_an_open_goal_of_the_other_and_is_drawn_to_it():
    state, geo = _table()
    goryv = state.heroes[1]
    goryv_goals = zh._open_goals(state, geo, goryv)
    assert len(goryv_goals) == 2
    taken = helpers(state, geo, _own(state, geo))
    assert set(taken) == {0} and taken[0] in goryv_goals  # Goryv, with his goals open, helps nobody
    # one step nearer the goal it took on is worth the helper's pull, all else equal
    target = taken[0]
    far = geo.distance(state.heroes[0].region, target)
    assert far >= 2
    nearer = next(r for r in sorted(geo.thymor_of) if geo.distance(r, target) == far - 1
                  and geo.distance(r, state.heroes[0].region) == 1
                  and r not in state.land.tokens[THREAT] and r not in state.land.tokens[MURK])
    closer = GAME.clone(state)
    closer.heroes[0].region = nearer
    assert zh.heuristic(closer, 0) - zh.heuristic(state, 0) == pytest.approx(zh.HELPER_PULL)


def test_two_helpers_take_different_goals_while_two_are_open():
    state = GAME.new_game({"heroes": ["svara", "goryv", "veda"]}, 1)
    geo = current()
    for hero in state.heroes[:2]:
        del state.land.tokens[THREAT][geo.special_region(hero.birth, "stronghold")]
        del state.land.tokens[MURK][geo.special_region(hero.birth, "exis_temple")]
        hero.story_stage = 2
    taken = helpers(state, geo, _own(state, geo))
    assert set(taken) == {0, 1} and taken[0] != taken[1]
    assert set(taken.values()) == set(zh._open_goals(state, geo, state.heroes[2]))
    # one goal left: both take it
    veda = state.heroes[2]
    del state.land.tokens[MURK][geo.special_region(veda.birth, "exis_temple")]
    taken = helpers(state, geo, _own(state, geo))
    assert taken == {0: geo.special_region(veda.birth, "stronghold"), 1: geo.special_region(veda.birth, "stronghold")}


def test_zw_chal_49_a_group_offer_is_judged_by_the_challenge_it_starts():
    """Goryv walks into his Stronghold's Threat where Svara stands, not yet acted at Dawn: the game
    asks Svara whether she joins. The lookahead scores that step as the better of her joining and
    not (each played on to the Challenge), not as a state with no fight under way."""
    state, geo = _table()
    keep = geo.special_region(state.heroes[1].birth, "stronghold")
    state.heroes[0].region = keep
    start = next(r for r in sorted(geo.thymor_of) if geo.distance(r, keep) == 1 and r not in state.land.tokens[THREAT]
                 and r not in state.land.tokens[MURK])
    state.heroes[1].region = start
    GAME.apply(state, Explore(player=1, region=keep, terrain=""))
    assert state.step == "join" and state.joiners == [0]
    scores = []
    for join in (True, False):
        trial = GAME.clone(state)
        GAME.apply(trial, JoinChallenge(player=0, join=join))
        assert trial.step == "challenge" and trial.challenge is not None
        assert len(trial.challenge.seats) == (2 if join else 1)
        scores.append(zh.heuristic(trial, 1))
    assert zh.heuristic(state, 1) == pytest.approx(max(scores))


@pytest.mark.parametrize("bot_seed", [1, 3, 4, 5])
def test_the_greedy_bot_sends_a_done_hero_towards_the_goal_it_took_on(bot_seed):
    """A seeded position: Svara's goals all hold, Goryv has acted at this Dawn, so the greedy bot
    chooses Svara's Action; it takes her nearer Goryv's open goal she took on (Lekh's Keep, 2 steps
    from her Cradle). (Seed 2's lookahead prefers a Harbour away from it: one sampled world each.)"""
    from game.ai.bots import GreedyBot

    state, geo = _table()
    state.acted = [1]
    goal = helpers(state, geo, _own(state, geo))[0]
    before = geo.distance(state.heroes[0].region, goal)
    action = GreedyBot(bot_seed).choose(GAME, state)
    assert action.player == 0
    GAME.apply(state, action)
    assert geo.distance(state.heroes[0].region, goal) < before
