"""The replay viewer's core (issue #14): every step of a recorded game, reached by stepping or seeking."""

from __future__ import annotations

import pytest

from game.ai.bots import RandomBot
from game.ai.fuzz import game_setup
from game.core.registry import all_games, get_game
from game.core.replay import Replay
from game.core.session import Session

GAMES = [g.name for g in all_games(include_hidden=True)]


def _played(name: str, seed: int, steps: int) -> tuple[Session, list[dict]]:
    game = get_game(name)
    session = Session.new(game, game_setup(game, seed), seed)
    bot = RandomBot(seed)
    states = [game.to_json(session.state)]
    lengths = [0]
    while session.is_over() is None and len(session.actions) < steps:
        session.apply(bot.choose(game, session.state))
        states.append(game.to_json(session.state))
        lengths.append(len(session.actions))
    return session, list(zip(lengths, states, strict=True))


@pytest.mark.parametrize("name", GAMES)
def test_stepping_and_seeking_reach_the_recorded_states(name):
    session, marks = _played(name, 3, 150)
    game = session.game
    replay = Replay(game, session.setup, session.seed, session.actions)
    by_length = dict(marks)
    assert game.to_json(replay.state) == by_length[0]
    while replay.step < replay.length:
        replay.forward()
        if replay.step in by_length:
            assert game.to_json(replay.state) == by_length[replay.step]
    assert replay.forward() == []  # the end
    for target in sorted(by_length, reverse=True)[::7]:  # backwards, from kept copies
        replay.seek(target)
        assert replay.step == target and game.to_json(replay.state) == by_length[target]
    replay.seek(max(by_length))
    assert game.to_json(replay.state) == by_length[max(by_length)]
