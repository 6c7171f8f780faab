"""The pause menu's undo list (issue #14): pick an earlier decision of the turn and play on from before it."""

from __future__ import annotations

import pygame

from tests.scenes.test_idle_and_shell import open_board


def _play_quiet_decisions(session, most: int) -> None:
    """Play up to ``most`` decisions that reveal nothing and keep the turn (the list's entries)."""
    game = session.game
    for _ in range(most):
        for action in game.legal_actions(session.state):
            trial = game.clone(session.state)
            owner = game.turn_owner(trial)
            events = game.apply(trial, action)
            if not any(e.reveals for e in events) and game.turn_owner(trial) == owner:
                session.apply(action)
                break
        else:
            return


def test_the_undo_list_returns_to_before_the_chosen_decision(harness, tmp_path):
    board = open_board(harness, "fortress")
    session = board.session
    game = session.game
    start, start_len = game.to_json(session.state), len(session.actions)
    _play_quiet_decisions(session, 4)
    assert len(session.undo_points()) >= 3  # Heróis & Monstros' first turn has quiet decisions
    board.on_state_changed()
    harness.key(pygame.K_ESCAPE)
    harness.click_button("pause.undo_list")
    scene = harness.top
    entries = scene.entries()
    assert [pos for pos, _ in entries] == [pos for pos, _ in reversed(session.undo_points())]
    assert all(text and not text.startswith("fortress.") for _, text in entries)
    harness.screenshot("/tmp/x/undo_list.png")
    harness.click_button(f"undo_list.entry.{len(entries) - 1}")  # the oldest: back to the turn's start
    assert harness.top is board
    assert game.to_json(session.state) == start and len(session.actions) == start_len
    assert not session.can_undo


def test_the_undo_list_is_offered_only_with_two_decisions_or_more(harness):
    board = open_board(harness, "fortress")
    harness.key(pygame.K_ESCAPE)
    assert len(board.session.undo_points()) < 2
    assert not harness.find_button("pause.undo_list").is_enabled
