"""Which scene draws which game's board.

A dedicated board module ``scenes/boards/<game>.py`` calls ``register_board``
when imported; ``board_for`` imports it on first use (so the menus never pay
for boards they do not show) and falls back to the generic board.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

BoardFactory = Callable[..., Any]  # (app, session, meta) -> Scene

_BOARDS: dict[str, BoardFactory] = {}


def register_board(game_name: str, factory: BoardFactory) -> None:
    _BOARDS[game_name] = factory


def board_for(game_name: str) -> BoardFactory:
    if game_name not in _BOARDS:
        module = f"scenes.boards.{game_name}"
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:  # a dedicated board that fails inside is a bug, not "absent"
                raise
    if game_name in _BOARDS:
        return _BOARDS[game_name]
    from scenes.boards.generic import GenericBoardScene

    return GenericBoardScene
