"""Issue 8: the main menu lights "Continue" from the saves' headers (nothing replayed at start), and
opening verifies: a tampered newest save is caught then, and the next newest game is opened instead."""

from __future__ import annotations

import json

import saves.store as store_module
from saves import SaveStore
from tests.saves.helpers import played, read


def _tamper(path) -> None:
    data = read(path)
    data["actions"][0]["player"] = 1  # header and layout untouched: only opening can tell
    path.write_bytes(json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode())


def test_the_menu_lights_continue_from_headers_without_replaying(harness, dirs, monkeypatch):
    from scenes.menu import MainMenuScene

    _config, saves_dir = dirs
    for i in range(10):
        SaveStore(saves_dir).save(played(seed=i, moves=3 + i), f"slot{i}")
    store_module._LISTED.clear()

    def refuse(*args, **kwargs):
        raise AssertionError("a save was replayed to build the menu")

    monkeypatch.setattr(store_module, "restore", refuse)
    harness.app.stack.reset(MainMenuScene(harness.app))
    harness.advance(2)
    assert harness.find_button("menu.continue").is_enabled
    assert harness.top.latest.slot == "slot9"


def test_continue_opens_the_next_game_when_the_newest_fails_its_check(harness, dirs):
    from scenes.menu import MainMenuScene

    _config, saves_dir = dirs
    store = SaveStore(saves_dir)
    older = played(seed=1, moves=5)
    store.save(older, "older")
    store.save(played(seed=2, moves=6), "newest")
    _tamper(saves_dir / "newest.json")
    store_module._LISTED.clear()
    harness.app.stack.reset(MainMenuScene(harness.app))
    harness.advance(2)
    assert harness.top.latest.slot == "newest"
    harness.click_button("menu.continue")
    harness.advance(3)
    board = harness.top
    assert getattr(board, "session", None) is not None
    assert board.session.state_hash() == older.state_hash()


def test_continue_says_why_when_no_listed_game_opens(harness, dirs):
    from scenes.menu import MainMenuScene

    _config, saves_dir = dirs
    SaveStore(saves_dir).save(played(seed=2, moves=6), "only")
    _tamper(saves_dir / "only.json")
    store_module._LISTED.clear()
    harness.app.stack.reset(MainMenuScene(harness.app))
    harness.advance(2)
    harness.click_button("menu.continue")
    harness.advance(2)
    menu = harness.top
    assert isinstance(menu, MainMenuScene)
    assert "not allowed by the rules" in menu.message and "Traceback" not in menu.message
    assert (saves_dir / "only.json").exists()
