"""Headless click-through of the real app: menus, setup, generic board, pause, save, Continue."""

import pygame

from game.core.registry import get_game


def start_tiny(h, bots=None):
    from scenes.setup_scene import SetupScene

    # tiny is hidden from the menus: the test-only path pushes its setup scene directly.
    h.push(SetupScene(h.app, get_game("tiny")))
    for seat, kind in (bots or {}).items():
        h.top.set_seat(seat, kind)
    h.click_button("newgame.start")
    from scenes.boards.base import BoardScene

    # With instant bots the game may already be over, its banner on top of the board.
    return next(s for s in reversed(h.app.stack.scenes) if isinstance(s, BoardScene))


def test_pygame_is_ce():
    assert pygame.IS_CE


def test_main_menu_screenshot_and_new_game_lists_three_games(harness, tmp_path):
    shot = harness.screenshot(tmp_path / "shots" / "main_menu.png")
    assert shot.stat().st_size > 5000
    assert not harness.find_button("menu.continue").is_enabled  # no save yet
    harness.click_button("menu.new_game")
    assert type(harness.top).__name__ == "ChooseGameScene"
    registered = {g.name for g in __import__("game.core.registry").core.registry.all_games()}
    for name in ("desconfronto", "fortress", "zerywia"):
        btn = harness.find_button(f"choose.{name}")
        assert btn.is_enabled == (name in registered)
    harness.click_button("common.back")
    assert type(harness.top).__name__ == "MainMenuScene"


def test_play_by_clicking_pause_save_quit_and_continue_restores_the_same_state(harness):
    board = start_tiny(harness)
    assert type(board).__name__ == "GenericBoardScene" and board.session.seed == 7
    played = 0
    while played < 5:
        names = [k for k in board.buttons if k.startswith("action:")]
        harness.click_button(names[0])
        played += 1
    assert len(board.session.actions) >= 5
    assert harness.find_button("board.undo").is_enabled == board.session.can_undo
    harness.key(pygame.K_ESCAPE)
    assert type(harness.top).__name__ == "PauseScene"
    harness.click_button("pause.save")
    assert "tiny" in harness.top.message  # the tiny game's own slot
    expected = board.session.state_hash()
    harness.click_button("pause.quit")
    assert type(harness.top).__name__ == "MainMenuScene"
    harness.click_button("menu.continue")
    resumed = harness.top
    assert type(resumed).__name__ == "GenericBoardScene"
    assert resumed.session.state_hash() == expected
    assert resumed.session.actions == board.session.actions


def test_undo_button_follows_session_can_undo(harness):
    """Undo is offered only for actions that revealed nothing (kernel undo barrier)."""
    board = start_tiny(harness)
    game = board.game
    draw = next(i for i, a in enumerate(board.legal) if type(a).__name__ == "Draw")
    harness.click_button(f"action:{draw}")
    assert not board.session.can_undo and not harness.find_button("board.undo").is_enabled
    play = next(i for i, a in enumerate(board.legal) if type(a).__name__ == "Play")
    before = game.state_hash(board.session.state)
    harness.click_button(f"action:{play}")
    assert harness.find_button("board.undo").is_enabled
    harness.click_button("board.undo")
    assert game.state_hash(board.session.state) == before


def test_bot_seat_plays_by_itself(harness):
    board = start_tiny(harness, bots={0: "random", 1: "greedy"})
    assert not [k for k in board.buttons if k.startswith("action:")]  # humans cannot act for bots
    harness.advance(200)
    assert len(board.session.actions) > 10 or board.session.is_over() is not None
    autosaves = [i for i in harness.app.save_store().list() if i.slot == "tiny-autosave"]
    assert autosaves and autosaves[0].ok


def test_game_over_banner_appears(harness):
    board = start_tiny(harness, bots={0: "greedy", 1: "greedy"})
    for _ in range(100):
        harness.advance(20)
        if board.session.is_over() is not None:
            break
    harness.advance(3)
    assert board.session.is_over() is not None
    assert type(harness.top).__name__ == "GameOverScene"
    harness.click_button("gameover.menu")
    assert type(harness.top).__name__ == "MainMenuScene"


def test_language_switch_changes_visible_labels_at_once(harness):
    from scenes.settings import load_settings

    assert harness.find_button("menu.settings").text == "Settings"
    harness.click_button("menu.settings")
    harness.top.set("language", "pt_BR")
    harness.advance(2)
    assert harness.find_button("common.back").text == "Voltar"
    harness.click_button("common.back")
    assert harness.find_button("menu.settings").text == "Configurações"
    assert load_settings().language == "pt_BR"  # persisted


def test_odd_window_sizes_and_fullscreen_toggle_do_not_crash(harness, tmp_path):
    start_tiny(harness)
    for size in ((333, 211), (3000, 1600), (1280, 720)):
        harness.resize(size)
        assert harness.app.window.get_size() == size
        # Clicks still land on the right logical button after letterboxing.
        harness.click_button("board.menu")
        assert type(harness.top).__name__ == "PauseScene"
        harness.click_button("pause.resume")
    harness.key(pygame.K_F11)
    assert harness.app.settings.fullscreen
    harness.key(pygame.K_F11)
    assert not harness.app.settings.fullscreen
    harness.screenshot(tmp_path / "after_resize.png")


def test_load_screen_lists_broken_saves_with_their_reason(harness, dirs):
    _, saves = dirs
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "broken.json").write_text("{ this is not json")
    harness.click_button("menu.load_game")
    scene = harness.top
    assert type(scene).__name__ == "LoadGameScene"
    broken = [b for k, b in scene.buttons.items() if k.startswith("load:") and not b.is_enabled]
    assert broken and "broken.json" in broken[0].text
    harness.click_button("common.back")
    assert type(harness.top).__name__ == "MainMenuScene"


def test_typed_seed_and_bot_seats_survive_save_and_continue(harness):
    from scenes.setup_scene import SetupScene

    harness.push(SetupScene(harness.app, get_game("tiny")))
    scene = harness.top
    scene.set_seat(1, "greedy")
    scene.seed_entry.set_text("")
    harness.click(harness.app.letterbox.to_window(scene.seed_entry.get_abs_rect().center))
    harness.type_text("4242")
    harness.click_button("newgame.start")
    board = harness.top
    assert board.session.seed == 4242 and board.bots.kinds == {1: "greedy"}
    harness.key(pygame.K_ESCAPE)
    harness.click_button("pause.save")
    harness.click_button("pause.quit")
    harness.click_button("menu.continue")
    resumed = next(s for s in reversed(harness.app.stack.scenes) if hasattr(s, "bots"))
    assert resumed.session.seed == 4242 and resumed.bots.kinds == {1: "greedy"}


def test_no_audio_device_runs_silent(dirs, monkeypatch):
    from scenes.harness import Harness

    def no_device(*_a, **_k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    config, saves = dirs
    h = Harness(save_dir=saves, config_dir=config)
    try:
        assert h.app.audio is False and type(h.top).__name__ == "MainMenuScene"
    finally:
        h.close()


def test_load_screen_deletes_a_save_after_confirmation(harness, dirs):
    _, saves = dirs
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "broken.json").write_text("{ this is not json")
    harness.click_button("menu.load_game")
    harness.click_button("delete:0")
    assert (saves / "broken.json").exists()  # the first click only asks "Sure?"
    assert harness.top.buttons["delete:0"].text == "Sure?"
    harness.click_button("delete:0")
    assert not (saves / "broken.json").exists()
    assert not [k for k in harness.top.buttons if k.startswith("load:")]


def test_each_game_keeps_its_own_save_slot(harness):
    board = start_tiny(harness)
    harness.key(pygame.K_ESCAPE)
    harness.click_button("pause.save")
    assert board.manual_slot() == "tiny" and board.autosave_slot() == "tiny-autosave"
    assert harness.app.save_store().load("tiny").session.state_hash() == board.session.state_hash()
