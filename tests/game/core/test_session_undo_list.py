"""Undo from a list (issue #14): any decision since the last barrier can be the point to return to."""

from __future__ import annotations

import pytest

from game.ai.bots import RandomBot
from game.ai.fuzz import game_setup
from game.core.registry import all_games, get_game
from game.core.session import Session

GAMES = [g.name for g in all_games(include_hidden=True)]


@pytest.mark.parametrize("name", GAMES)
def test_undo_to_a_listed_decision_restores_the_state_before_it_in_one_step(name):
    game = get_game(name)
    checked = 0
    for seed in range(1, 40):
        session = Session.new(game, game_setup(game, seed), seed)
        bot = RandomBot(seed)
        before: dict[int, dict] = {}
        for _ in range(300):
            if session.is_over() is not None or len(session.undo_points()) >= 3:
                break
            snapshot = game.to_json(session.state)
            position = len(session.actions)
            session.apply(bot.choose(game, session.state))
            if session.undo_points() and session.undo_points()[-1][0] == position:
                before[position] = snapshot
            else:
                before.clear()
        points = session.undo_points()
        if len(points) < 3:
            continue
        then = session.states_before()
        assert sorted(then) == [pos for pos, _ in points]
        assert all(game.to_json(then[pos]) == before[pos] for pos, _ in points if pos in before)
        oldest, action = points[0]
        assert action is session.actions[oldest]
        assert session.undo_to(oldest)
        assert game.to_json(session.state) == before[oldest] and len(session.actions) == oldest
        assert session.undo_points() == []  # everything after the point went with it
        checked += 1
        if checked >= 3:
            break
    assert checked >= 1


def test_a_position_that_is_not_a_listed_decision_is_refused_and_nothing_changes():
    game = get_game("tiny")
    session = Session.new(game, {"players": 2}, 4)
    bot = RandomBot(4)
    session.apply(bot.choose(game, session.state))
    state = game.to_json(session.state)
    assert not session.undo_to(len(session.actions) + 5)
    assert game.to_json(session.state) == state
