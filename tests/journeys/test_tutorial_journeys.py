"""The tutorials from the main menu, by injected mouse (issue 14, "A tutorial per game"): main menu
-> Tutorials -> each game's tutorial -> every step's move made by drags and clicks on the real
board, each step's outcome checked in the core's state, Next clicked (Enter once) -> the end
dialog -> the main menu. A wrong move first is refused with the kind sentence, and the core never
sees it; undo is off."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.core.i18n import t
from game.core.scenario_steps import after_problems
from tests.journeys.player import current_board, scene_name
from tests.journeys.tutorial_player import make_move, settle

SHOTS = os.environ.get("TUTORIAL_SHOTS")  # a folder: every step's panel is saved there as a PNG


def open_tutorial(h, game: str):
    h.click_button("tutorials.menu_button")
    assert scene_name(h) == "TutorialsScene"
    key = next(k for k, b in h.top.buttons.items()
               if k.startswith("tutorial:") and h.top.entries[int(k[9:])].scenario.game == game)  # fmt: skip
    h.click_button(key)
    board = current_board(h)
    assert type(board).__name__.startswith("Tutorial")
    return board


def wrong_move(board):
    """A legal move of the core that is not the step's: the first such in the legal list."""
    expected = board.tutorial.tracker.expected()
    return next(a for a in board.session.legal_actions() if a != expected)


def shot(h, game: str, lang: str, n: int, phase: str) -> None:
    if SHOTS:
        h.screenshot(Path(SHOTS) / f"{game}_{lang}_{h.app.window.get_width()}_{n:02d}{phase}.png")


def play_tutorial(h, game: str, lang: str) -> None:
    board = open_tutorial(h, game)
    tracker = board.tutorial.tracker
    # A wrong move is refused kindly, and never reaches the core.
    before = board.session.state_hash()
    assert board.apply_action(wrong_move(board)) is None
    assert board.session.state_hash() == before and not board.session.actions
    assert board.tutorial.refused == t("tutorial.not_yet", move=board.describe(tracker.expected()))
    h.key(pygame.K_z, mod=pygame.KMOD_CTRL)  # undo is off
    assert board.tutorial.refused == t("tutorial.no_undo")
    for n, step in enumerate(board.tutorial.scenario.steps, 1):
        assert tracker.index == n - 1 and not tracker.explaining
        h.advance(2)
        shot(h, game, lang, n, "a")
        lit = board.lit_places()
        assert lit, f"step {n}: nothing lit for {step.do}"
        panel, _, _ = board.panel_layout(board.panel_text()[1], lit)
        assert not any(panel.colliderect(r) for r in lit), f"step {n}: the panel covers what it lights"
        make_move(h, board, tracker.expected())
        settle(h, board)
        made = tracker.index == n or tracker.explaining
        assert made, f"step {n} ({step.do}) was not made: {board.tutorial.refused or board.status}"
        assert not after_problems(board.game.to_json(board.session.state), step.after), f"step {n}"
        if step.then:
            h.advance(2)
            shot(h, game, lang, n, "b")
            assert board.panel_text()[1] == (step.then.get(lang) or step.then["en"])
            if n == 1:
                h.key(pygame.K_RETURN)  # Enter goes on too
            else:
                h.click_button("tutorial.next")
    assert tracker.done
    assert scene_name(h) == "TutorialDoneScene"
    h.click_button("tutorial.menu")
    assert scene_name(h) == "MainMenuScene"


@pytest.mark.parametrize(
    ("game", "lang"), [("desconfronto", "en"), ("fortress", "pt_BR"), ("zerywia", "en")]
)
def test_tutorial_played_from_the_main_menu_to_its_end(launch, game, lang):
    h = launch(lang)
    play_tutorial(h, game, lang)
    assert h.app.save_store().latest() is None  # a tutorial is never saved


def test_tutorial_done_dialog_plays_on_with_the_gate_open(launch):
    h = launch("en")
    board = open_tutorial(h, "desconfronto")
    tracker = board.tutorial.tracker
    for _ in board.tutorial.scenario.steps:
        make_move(h, board, tracker.expected())
        settle(h, board)
        if tracker.explaining:
            h.click_button("tutorial.next")
    assert scene_name(h) == "TutorialDoneScene"
    h.click_button("tutorial.play_on")
    assert board.tutorial.open and not board.buttons["tutorial.next"].visible
    before = len(board.session.actions)
    h.click_button("dc.draw")  # any move now: the tutorial has let go of the game
    assert len(board.session.actions) == before + 1


def test_tutorial_is_never_saved_and_keeps_forced_answers_automatic(launch):
    h = launch("en")
    h.app.settings.auto_resolve = False  # the player's setting: a tutorial's table still takes forced answers
    board = open_tutorial(h, "desconfronto")
    assert board.session.auto_resolve
    make_move(h, board, board.tutorial.tracker.expected())
    settle(h, board)
    h.key(pygame.K_ESCAPE)
    assert scene_name(h) == "PauseScene"
    h.click_button("pause.save")
    assert h.top.message == t("tutorial.no_save")
    h.key(pygame.K_ESCAPE)  # back on the board: the setting is read again on resume, and kept off here
    assert scene_name(h) == type(board).__name__ and board.session.auto_resolve
    h.key(pygame.K_ESCAPE)
    h.click_button("pause.quit")
    assert scene_name(h) == "MainMenuScene"
    assert h.app.save_store().latest() is None
