"""Journeys of the Puzzles menu and of Export position… (issue 14, "Scenario files"), by mouse only:
main menu -> Puzzles -> a desConfronto puzzle -> solved on the real board -> "Solved" shown; and a
game exported from the pause menu, opened again from the Puzzles menu at the very same position."""

from __future__ import annotations

import pygame

from game.core.i18n import t
from tests.journeys.player import centre, current_board, new_game, scene_name, visible_buttons


def drag_card_to(h, board, card_id: str, target: str) -> None:
    sprite = next(s for s in board.drag.cards if s.card_id == card_id)
    rect = board.legal_targets(card_id)[target]
    h.drag(centre(h, sprite.rect), centre(h, rect))


def open_puzzle(h, title: str):
    h.click_button("puzzles.menu_button")
    assert scene_name(h) == "PuzzlesScene"
    key = next(k for k, b in h.top.buttons.items() if k.startswith("puzzle:") and title in b.text)
    h.click_button(key)
    return current_board(h)


def test_puzzle_solved_by_mouse_shows_success(launch):
    h = launch()
    board = open_puzzle(h, "Two cards for a beetle")
    assert board.puzzle.verdict == "pending"
    assert board.puzzle.scenario.goal.kind == "win"
    drag_card_to(h, board, "artan.channel_attack#1", "c0")
    drag_card_to(h, board, "artan.divine_punishment#1", "c0")
    assert board.state.creatures[0].defeated and board.puzzle.verdict == "pending"  # the combat is still open
    # The beetle is down: the spoils panel offers abilities, and closing the combat wins it.
    close = [k for k in visible_buttons(board, "choice:") if board.buttons[k].text == t("dc.action.Finish")]
    assert close, [board.buttons[k].text for k in visible_buttons(board, "choice:")]
    h.click_button(close[0])
    h.advance(5)
    assert board.puzzle.verdict == "met", [type(a).__name__ for a in board.session.actions]
    assert scene_name(h) == "PuzzleResultScene"
    assert h.find_button("puzzles.retry").is_enabled
    h.click_button("puzzles.menu")
    assert scene_name(h) == "MainMenuScene"


def test_export_then_open_as_scenario_gives_the_same_position(launch, tmp_path):
    h = launch()
    board = new_game(h, "desconfronto", {}, {}, seed=31)
    sprite = board.drag.cards[0]
    target, rect = sorted(board.legal_targets(sprite.card_id).items())[0]
    h.drag(centre(h, sprite.rect), centre(h, rect))
    if not board.session.actions:  # no lit target for that card: draw instead
        h.click_button("dc.draw")
    assert board.session.actions
    position = board.session.state_hash()
    moves = list(board.session.actions)
    h.key(pygame.K_ESCAPE)
    assert scene_name(h) == "PauseScene"
    h.click_button("export.button")
    exported = sorted((tmp_path / "scenarios").glob("desconfronto-*.toml"))
    assert len(exported) == 1
    assert h.top.message == t("export.done", name=exported[0].name)
    h.click_button("pause.quit")
    assert scene_name(h) == "MainMenuScene"
    h.click_button("puzzles.menu_button")
    key = next(k for k, b in h.top.buttons.items() if k.startswith("puzzle:") and exported[0].name in b.text)
    h.click_button(key)
    again = current_board(h)
    assert again is not board
    assert again.session.state_hash() == position
    assert again.session.actions == moves


def test_puzzle_failed_when_the_turn_passes_unsolved(launch):
    from game.core.rng import Rng
    from tests.journeys.player import dc_gesture

    h = launch("pt_BR")
    board = open_puzzle(h, "Nada a perder")
    h.click_button("dc.pass")  # the hero gives the turn away: the imp lives through it
    rng = Rng(2)
    for _ in range(200):
        if board.puzzle.verdict != "pending" or scene_name(h) != type(board).__name__:
            break
        dc_gesture(h, board, rng)
        h.advance(3)
    assert board.puzzle.verdict == "failed"
    assert scene_name(h) == "PuzzleResultScene"
    assert not board.state.creatures[0].defeated
    h.click_button("puzzles.retry")  # a fresh attempt at the same file
    again = current_board(h)
    assert again is not board and again.puzzle.verdict == "pending" and again.state.creatures[0].vigor == 2


def test_puzzles_menu_lists_a_broken_file_with_its_line_and_never_saves_a_puzzle(launch, tmp_path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "mine.toml").write_text('format = 1\ngame = "desconfronto"\nseed = "x"\n', encoding="utf-8")
    h = launch()
    h.click_button("puzzles.menu_button")
    broken = [b for k, b in h.top.buttons.items() if k.startswith("puzzle:") and "mine.toml" in b.text]
    assert len(broken) == 1 and not broken[0].is_enabled
    assert "mine.toml, line 3" in broken[0].text
    key = next(k for k, b in h.top.buttons.items() if k.startswith("puzzle:") and "Nothing to lose" in b.text)
    h.click_button(key)
    board = current_board(h)
    h.click_button("dc.draw")
    assert board.session.actions
    h.key(pygame.K_ESCAPE)
    h.click_button("pause.save")
    assert h.top.message == t("puzzles.no_save")
    h.click_button("pause.quit")
    assert h.app.save_store().latest() is None  # nothing autosaved: Continue stays off
