"""The replay viewer (issue #14): from the game-over panel, a finished game watched again on its board."""

from __future__ import annotations

import pygame
import pytest

from game.ai.bots import RandomBot
from game.core.registry import get_game
from game.core.session import Session


def _finished(name: str, seed: int) -> Session:
    game = get_game(name)
    session = Session.new(game, game.default_setup(), seed)
    bot = RandomBot(seed)
    while session.is_over() is None and len(session.actions) < 3000:
        session.apply(bot.choose(game, session.state))
    assert session.is_over() is not None
    return session


@pytest.mark.parametrize("name", ["desconfronto", "fortress", "zerywia"])
def test_the_game_over_panel_opens_the_replay_which_steps_seeks_and_closes(harness, name, tmp_path):
    from scenes.boards import board_for

    session = _finished(name, 2)
    game = session.game
    final = game.to_json(session.state)
    board = board_for(name)(harness.app, session, {"bots": {}})
    harness.push(board)
    from scenes.boards.game_over import GameOverScene

    over = GameOverScene(harness.app, board)  # what the board shows when its game ends
    harness.push(over)
    harness.click_button("replay.watch")
    viewer = harness.top
    assert type(viewer).__name__ == "ReplayScene" and viewer.replay.step == 0
    replayed = viewer.board
    start = game.to_json(game.new_game(session.setup, session.seed))
    assert game.to_json(replayed.session.state) == start
    harness.key(pygame.K_RIGHT)
    harness.key(pygame.K_RIGHT)
    assert viewer.replay.step == 2
    harness.key(pygame.K_END)
    assert game.to_json(replayed.session.state) == final  # the recorded game, to its last action
    harness.screenshot(f"/tmp/x/replay_{name}.png")
    harness.key(pygame.K_LEFT)
    assert viewer.replay.step == viewer.replay.length - 1
    harness.key(pygame.K_HOME)
    assert game.to_json(replayed.session.state) == start
    harness.advance(30)  # nobody acts on the watched board
    assert viewer.replay.step == 0 and replayed.session.actions == []
    harness.key(pygame.K_ESCAPE)
    assert harness.top is over  # back to where the viewer was opened
    assert game.to_json(session.state) == final  # the real game is untouched
