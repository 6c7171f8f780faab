"""The end-of-game summary by mouse and keys (issue #14): main menu -> New game -> desConfronto, a
Skirmish of two heroes, the second seat a bot, a fixed seed -> a few gestures as the human seat, then
the seat chip hands it to the bot too -> the summary (the result, its reason, the heroes' numbers) ->
Rematch: the same table and seed from the first move -> played to the end again -> Replay: step,
close -> the main menu -> Records -> Finished games -> the newest entry opens the viewer, which
reaches the same final state."""

from __future__ import annotations

import pygame

from game.core.i18n import t
from game.core.rng import Rng
from tests.journeys.player import (
    current_board,
    dc_gesture,
    give_seats_to_bots,
    new_game,
    play_to_game_over,
    scene_name,
)

SEED = 3
CHOICES = {"players": t("setup.n2")}


def test_summary_rematch_replay_and_the_history_entry(launch, tmp_path):
    h = launch()
    board = new_game(h, "desconfronto", CHOICES, {1: "random"}, SEED)
    assert board.session.seed == SEED and board.bots.is_bot(1) and not board.bots.is_bot(0)
    rng = Rng(SEED)
    for _ in range(4):  # the human seat's own gestures while it is its turn
        if board.session.is_over() is not None or "GameOver" in scene_name(h):
            break
        if board.acting_seat() == 0 and not board.anim.busy:
            dc_gesture(h, board, rng)
        h.advance(5)
    give_seats_to_bots(h, board)
    play_to_game_over(h, board)
    over = h.top
    setup, first_final = board.session.setup, board.game.to_json(board.session.state)
    figures = over.shown_figures()
    assert any(line.startswith("Damage dealt: ") for line in figures)
    assert any(line.startswith("Turns: ") for line in figures)
    assert all(not line.startswith("summary.") for line in figures)
    h.screenshot(tmp_path / "summary.png")

    h.click_button("summary.rematch")
    again = current_board(h)
    assert again is not board and again.session.seed == SEED and again.session.setup == setup
    play_to_game_over(h, again)
    final = again.game.to_json(again.session.state)
    assert again.session.is_over() is not None

    h.click_button("replay.watch")
    viewer = h.top
    assert scene_name(h) == "ReplayScene" and viewer.replay.step == 0
    start = again.game.to_json(again.game.new_game(setup, SEED))
    assert again.game.to_json(viewer.board.session.state) == start  # the rematch began at the same start
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_RIGHT)
    assert viewer.replay.step == 2
    h.click_button("replay.end")
    assert again.game.to_json(viewer.board.session.state) == final
    h.click_button("replay.close")
    assert "GameOver" in scene_name(h)

    h.click_button("gameover.menu")
    assert scene_name(h) == "MainMenuScene"
    h.click_button("menu.records")
    h.click_button("summary.history.title")
    assert scene_name(h) == "HistoryScene"
    newest = h.find_button("history:0")
    assert f"seed {SEED}" in newest.text and str(len(again.session.actions)) in newest.text
    assert h.find_button("history:1").is_enabled  # the first game is listed too, below
    h.click_button("history:0")
    watched = h.top
    assert scene_name(h) == "ReplayScene"
    h.key(pygame.K_END)
    assert again.game.to_json(watched.board.session.state) == final
    h.key(pygame.K_ESCAPE)
    assert scene_name(h) == "HistoryScene"
    h.click_button("common.back")
    h.click_button("common.back")
    assert scene_name(h) == "MainMenuScene" and first_final
