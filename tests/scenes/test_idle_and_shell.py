"""The app shell as a player meets it: an idle board draws nothing, the window scales smoothly,
Esc folds an open dropdown first, saves read in the current language, a loaded game keeps its
log, F1 / ? shows the shortcuts, and no audio noise reaches the terminal. All through the Harness.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.core import i18n
from game.core.registry import get_game
from game.core.session import Session

ROOT = Path(__file__).resolve().parents[2]


def open_board(harness, game_name: str, bots: dict[str, str] | None = None, seed: int = 3):
    from scenes.boards import board_for

    game = get_game(game_name)
    session = Session.new(game, game.default_setup(), seed)
    board = board_for(game_name)(harness.app, session, {"bots": bots or {}})
    harness.push(board)
    return board


def settle(harness, seconds: float = 3.0) -> None:
    harness.advance(int(seconds * 60))


# --- the window is drawn only when something changes or moves --------------------------------
@pytest.mark.parametrize("game_name", ["desconfronto", "fortress"])
def test_an_idle_board_draws_no_frame_once_it_has_settled(harness, game_name):
    open_board(harness, game_name)
    settle(harness)
    before = harness.app.renders
    harness.advance(120)
    assert harness.app.renders == before


@pytest.mark.parametrize("game_name", ["desconfronto", "fortress"])
def test_a_mouse_move_wakes_an_idle_board(harness, game_name):
    open_board(harness, game_name)
    settle(harness)
    before = harness.app.renders
    harness.move((600, 400))
    assert harness.app.renders > before


def test_a_bots_turn_keeps_the_frames_coming(dirs):
    from scenes.harness import Harness
    from scenes.settings import Settings

    config, saves = dirs  # bots at the normal pace: they wait between moves, and every frame is drawn
    harness = Harness(save_dir=saves, config_dir=config, settings=Settings(animation_speed="normal"))
    try:
        board = open_board(harness, "desconfronto", bots={"0": "random", "1": "random"})
        settle(harness, 2.0)
        assert board.session.is_over() is None
        moves, before = len(board.session.actions), harness.app.renders
        harness.advance(240)
        assert harness.app.renders - before == 240
        assert len(board.session.actions) > moves
    finally:
        harness.close()


def test_the_idle_loop_sleeps_and_wakes_on_an_event(harness):
    """``loop`` (what ``run`` does) goes to sleep on a settled board and answers a posted event."""
    open_board(harness, "desconfronto")
    settle(harness)
    app = harness.app
    before = app.renders
    app.loop(0.5)
    assert app.renders == before
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0)))
    app.loop(0.2)
    assert app.renders > before


def test_the_letterbox_scales_with_a_smoothing_filter(harness):
    """Enlarging by 1.5 blends neighbouring pixels: nearest-neighbour would keep only black and white."""
    harness.resize((1920, 1080))
    app = harness.app
    app.canvas.fill((0, 0, 0))
    for x in range(0, 1280, 2):
        pygame.draw.line(app.canvas, (255, 255, 255), (x, 0), (x, 719))
    app.present()
    row = {app.window.get_at((x, 540))[:3] for x in range(200, 260)}
    assert any(0 < r < 255 for r, _, _ in row), row


# --- Esc with an open dropdown ------------------------------------------------------------------
def test_escape_with_a_dropdown_open_closes_only_the_dropdown(harness):
    harness.click_button("menu.settings")
    scene = harness.top
    assert type(scene).__name__ == "SettingsScene"
    menu = next(iter(scene.dropdowns))
    harness.click(harness.app.letterbox.to_window(menu.get_abs_rect().center))
    assert harness.app.open_dropdowns() == [menu]
    harness.key(pygame.K_ESCAPE)
    assert harness.top is scene and harness.app.open_dropdowns() == []
    harness.key(pygame.K_ESCAPE)  # with nothing open, Esc goes back as before
    assert type(harness.top).__name__ == "MainMenuScene"


# --- saves in the current language ----------------------------------------------------------------
def test_save_labels_follow_the_current_language(harness):
    from saves.schema import summary_of
    from scenes.menu import MainMenuScene

    board = open_board(harness, "desconfronto")
    board.save_manual()  # saved while the interface speaks English
    harness.app.stack.reset(MainMenuScene(harness.app))
    harness.advance(2)
    harness.app.set_language("pt_BR")
    portuguese = summary_of(board.game, board.session)
    harness.click_button("menu.load_game")
    label = harness.top.buttons["load:0"].tool_tip_text
    i18n.set_language("en")
    english = summary_of(board.game, board.session)
    assert portuguese != english
    assert portuguese in label and english not in label, label


# --- a loaded game keeps its log ---------------------------------------------------------------------
@pytest.mark.parametrize("game_name", ["desconfronto", "fortress"])
def test_continue_restores_the_whole_log(harness, game_name):
    from game.ai.bots import RandomBot

    board = open_board(harness, game_name, seed=11)
    bot = RandomBot(5)
    for _ in range(12):
        if board.session.is_over() is not None:
            break
        board.apply_action(bot.choose(board.game, board.session.state))
        settle(harness, 0.1)
    board.quit_to_menu()  # autosaves
    harness.advance(3)
    live = list(panel_of(board).entries)
    harness.click_button("menu.continue")
    resumed = harness.top
    assert resumed is not board and resumed.session.actions == board.session.actions
    restored = list(panel_of(resumed).entries)
    assert len(restored) > 5
    assert restored == live


def panel_of(board):
    return getattr(board, "log_panel", None) or board.log


# --- F1 / ? shows the shortcuts -----------------------------------------------------------------------
def test_f1_opens_the_shortcuts_from_the_menu_and_closes_them_again(harness):
    harness.key(pygame.K_F1)
    assert type(harness.top).__name__ == "HelpScene"
    harness.key(pygame.K_F1)
    assert type(harness.top).__name__ == "MainMenuScene"


def test_question_mark_opens_the_shortcuts_on_a_board_and_esc_returns_to_it(harness):
    board = open_board(harness, "desconfronto")
    harness.key(pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    assert type(harness.top).__name__ == "HelpScene"
    harness.key(pygame.K_d, unicode="d")  # keys do not reach the board under the list
    assert board.session.actions == [] or all(type(a).__name__ != "DrawCard" for a in board.session.actions)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is board


def test_the_pause_menu_opens_the_shortcuts(harness):
    open_board(harness, "fortress")
    harness.key(pygame.K_ESCAPE)
    harness.click_button("help.title")
    assert type(harness.top).__name__ == "HelpScene"


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_shortcuts_are_translated_and_show_no_catalogue_key(harness, lang, tmp_path):
    from scenes.help_scene import SECTIONS

    harness.app.set_language(lang)
    harness.key(pygame.K_F1)
    rows = harness.top.rows()
    keys = {k for head, entries in SECTIONS for pair in entries for k in (head, *pair)}
    for key in keys:
        assert key in i18n.catalogue(lang), (lang, key)
    shown = [text for _, left, right in rows for text in (left, right) if text]
    assert not any(text.startswith("help.") for text in shown)
    assert len(rows) == len(SECTIONS) + sum(len(e) for _, e in SECTIONS)
    harness.screenshot(tmp_path / f"help_{lang}.png")


def test_the_help_key_lists_the_board_shortcuts_the_boards_really_have():
    """The list names D and E for desConfronto because the board binds them (and nothing else)."""
    from scenes.boards.desconfronto import SHORTCUTS

    assert set(SHORTCUTS) == {pygame.K_d, pygame.K_e}


# --- no audio noise -----------------------------------------------------------------------------
@pytest.mark.parametrize("driver", ["nonexistent", "alsa", None])
def test_starting_without_a_sound_device_prints_nothing(tmp_path, driver):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("SDL_AUDIODRIVER", None)
    if driver:
        env["SDL_AUDIODRIVER"] = driver
    env["TABLEBOUND_CONFIG_DIR"] = str(tmp_path / "config")
    env["TABLEBOUND_SAVE_DIR"] = str(tmp_path / "saves")
    out = subprocess.run(
        [sys.executable, "-m", "scenes", "--first-frame"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
