"""Records and the daily challenge on screen (issue #14): a finished game counts; today's challenge plays."""

from __future__ import annotations

import pygame

from game.ai.bots import RandomBot
from saves.history import History, daily_seed, today
from scenes.settings import config_dir


def test_a_finished_game_is_recorded_once_and_shown_in_records(harness):
    from game.core.registry import get_game
    from game.core.session import Session
    from scenes.boards import board_for

    game = get_game("fortress")
    session = Session.new(game, game.default_setup(), 5)
    board = board_for("fortress")(harness.app, session, {"bots": {}})
    harness.push(board)
    bot = RandomBot(5)
    while session.is_over() is None and len(session.actions) < 3000:
        board.apply_action(bot.choose(game, session.state))
    harness.advance(2)
    records = History.load(config_dir()).records
    assert len(records) == 1 and records[0]["game"] == "fortress" and records[0]["humans"] >= 1
    harness.advance(5)
    assert len(History.load(config_dir()).records) == 1  # once, not every frame
    harness.key(pygame.K_ESCAPE)  # the game-over panel
    board.quit_to_menu()
    harness.advance(2)
    harness.click_button("menu.records")
    lines = harness.top.lines(game)
    assert any("1" in text for _, text in lines)
    assert all(not text.startswith("records.") for g in harness.top.games for _, text in harness.top.lines(g))
    harness.screenshot("/tmp/x/records.png")


def test_todays_challenge_opens_the_standard_table_on_the_days_seed(harness):
    harness.click_button("menu.records")
    harness.click_button("records.daily.desconfronto")
    board = harness.top
    assert board.session.seed == daily_seed("desconfronto", today())
    assert board.meta["daily"] == today()
