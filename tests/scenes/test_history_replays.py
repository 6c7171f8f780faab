"""Finished games kept for the replay viewer (issue #14): the history list in Records opens each one
on its board again; a damaged or tampered replay file is a sentence; the Load screen's Watch; the
summary panel's Rematch and New game."""

from __future__ import annotations

import json

import pygame

from game.ai.bots import RandomBot
from game.core.registry import get_game
from game.core.session import Session
from saves import replays
from saves.history import History
from scenes.settings import config_dir


def _finish_on_board(harness, name: str, seed: int):
    from scenes.boards import board_for

    game = get_game(name)
    session = Session.new(game, game.default_setup(), seed)
    board = board_for(name)(harness.app, session, {"bots": {}})
    harness.push(board)
    bot = RandomBot(seed)
    while session.is_over() is None and len(session.actions) < 3000:
        board.apply_action(bot.choose(game, session.state))
    harness.advance(2)
    return board, session


def _to_history(harness) -> None:
    from scenes.menu import MainMenuScene

    harness.app.stack.reset(MainMenuScene(harness.app))
    harness.advance(2)
    harness.click_button("menu.records")
    harness.click_button("summary.history.title")


def test_a_finished_game_is_listed_and_its_entry_opens_a_viewer_that_reaches_the_same_end(harness):
    board, session = _finish_on_board(harness, "fortress", 5)
    game = session.game
    final = game.to_json(session.state)
    [record] = History.load(config_dir()).records
    path = replays.find(config_dir(), record)
    assert path is not None and json.loads(path.read_text())["seed"] == 5
    _to_history(harness)
    history = harness.top
    assert type(history).__name__ == "HistoryScene"
    row = harness.find_button("history:0")
    assert row.is_enabled and "5" in row.text and str(len(session.actions)) in row.text
    assert not row.text.startswith("summary.")
    harness.screenshot("/tmp/x/history.png")
    harness.click_button("history:0")
    viewer = harness.top
    assert type(viewer).__name__ == "ReplayScene" and viewer.replay.length == len(session.actions)
    harness.key(pygame.K_RIGHT)
    assert viewer.replay.step == 1
    harness.key(pygame.K_END)
    assert game.to_json(viewer.board.session.state) == final
    harness.key(pygame.K_ESCAPE)
    assert harness.top is history


def test_newest_first_and_the_daily_challenge_has_its_own_row(harness):
    _finish_on_board(harness, "fortress", 5)
    from scenes.boards import board_for

    game = get_game("desconfronto")
    session = Session.new(game, game.default_setup(), 8)
    board = board_for("desconfronto")(harness.app, session, {"bots": {}, "daily": "2026-12-02"})
    harness.push(board)
    bot = RandomBot(8)
    while session.is_over() is None:
        board.apply_action(bot.choose(game, session.state))
    harness.advance(2)
    _to_history(harness)
    newest, older = harness.find_button("history:0"), harness.find_button("history:1")
    assert "2026-12-02" in newest.text and "desConfronto" in newest.text  # the daily, newest first
    assert "Heróis" in older.text and "2026-12-02" not in older.text.split("·")[1]


def test_a_damaged_or_tampered_replay_is_a_sentence_and_the_list_stays(harness):
    _, session = _finish_on_board(harness, "fortress", 5)
    [record] = History.load(config_dir()).records
    path = replays.find(config_dir(), record)
    data = json.loads(path.read_text())
    data["actions"][0] = data["actions"][-1]  # a move the rules refuse at the start
    path.write_text(json.dumps(data))
    _to_history(harness)
    harness.click_button("history:0")
    history = harness.top
    assert type(history).__name__ == "HistoryScene"
    assert "rules" in history.message_label.text  # summary.file.illegal
    path.write_bytes(b"{not json")
    harness.click_button("history:0")
    assert harness.top is history and "damaged" in history.message_label.text


def test_a_game_whose_replay_was_pruned_is_listed_but_cannot_open(harness):
    _, session = _finish_on_board(harness, "fortress", 5)
    [record] = History.load(config_dir()).records
    replays.find(config_dir(), record).unlink()
    _to_history(harness)
    row = harness.find_button("history:0")
    assert not row.is_enabled and str(replays.KEEP) in row.tool_tip_text


def test_replays_keep_a_bounded_count_and_prune_the_oldest(tmp_path):
    game = get_game("fortress")
    session = Session.new(game, game.default_setup(), 3)
    for i in range(5):
        record = {"game": "fortress", "seed": 3, "actions": i, "ended_at": f"2026-12-0{i + 1}T10:00:00+00:00"}
        replays.keep(tmp_path, session, record)
    replays.prune(replays.folder_in(tmp_path), keep_count=3)
    names = sorted(p.name for p in replays.folder_in(tmp_path).glob("*.json"))
    assert len(names) == 3 and names[0].startswith("20261203")  # the two oldest went
    kept = replays.load(replays.folder_in(tmp_path) / names[-1])
    assert kept.seed == 3 and kept.game is game and kept.actions == list(session.actions)


def test_watch_on_the_load_screen_opens_a_save_in_the_viewer(harness):
    game = get_game("desconfronto")
    session = Session.new(game, game.default_setup(), 4)
    bot = RandomBot(4)
    for _ in range(6):
        session.apply(bot.choose(game, session.state))
    harness.app.save_store().save(session, slot="watched")
    harness.click_button("menu.load_game")
    harness.screenshot("/tmp/x/load_watch.png")
    load = harness.top
    harness.click_button("watch:0")
    viewer = harness.top
    assert type(viewer).__name__ == "ReplayScene" and viewer.replay.length == 6 and viewer.replay.step == 0
    harness.key(pygame.K_END)
    assert game.to_json(viewer.board.session.state) == game.to_json(session.state)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is load  # watching never opened the save for play


def test_rematch_starts_the_same_table_and_seed_and_new_game_opens_its_setup(harness):
    from scenes.boards.game_over import GameOverScene

    board, session = _finish_on_board(harness, "desconfronto", 6)
    if not isinstance(harness.top, GameOverScene):
        harness.push(GameOverScene(harness.app, board))
    over = harness.top
    assert any("Damage dealt" in line for line in over.shown_figures())
    harness.click_button("summary.rematch")
    again = harness.top
    assert again.session.seed == 6 and again.session.setup == session.setup and again.session.actions == []
    assert again is not board
    bot = RandomBot(6)  # the same choices on the same seed: the same game again, to the same end
    while again.session.is_over() is None:
        again.apply_action(bot.choose(session.game, again.session.state))
    harness.advance(2)
    assert session.game.to_json(again.session.state) == session.game.to_json(session.state)
    if not isinstance(harness.top, GameOverScene):
        harness.push(GameOverScene(harness.app, again))
    harness.click_button("summary.new_game")
    assert type(harness.top).__name__ == "SetupScene" and harness.top.game is session.game


def test_the_apps_own_replay_opens_without_a_checked_replay_and_a_copy_from_elsewhere_is_checked(tmp_path, monkeypatch):
    """A kept replay is sealed with the folder's own key (saves/seal.py); the same file in a folder
    without that key (copied from another machine) has every move checked on load."""
    game = get_game("fortress")
    session = Session.new(game, game.default_setup(), 3)
    bot = RandomBot(3)
    for _ in range(5):
        session.apply(bot.choose(game, session.state))
    record = {"game": "fortress", "seed": 3, "actions": 5, "ended_at": "2026-12-02T10:00:00+00:00"}
    path = replays.keep(tmp_path, session, record)
    checked: list[int] = []
    real = replays.check_moves
    monkeypatch.setattr(replays, "check_moves", lambda *a: (checked.append(1), real(*a))[1])
    assert replays.load(path).actions == list(session.actions) and not checked
    elsewhere = tmp_path / "other" / path.name
    elsewhere.parent.mkdir()
    elsewhere.write_bytes(path.read_bytes())
    assert replays.load(elsewhere).actions == list(session.actions) and checked == [1]
