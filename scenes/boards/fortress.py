"""Registers the Heróis & Monstros board: ``board_for("fortress")`` imports this module."""

from __future__ import annotations

from scenes.boards import register_board
from scenes.boards.fortress_board import FortressBoardScene

register_board("fortress", FortressBoardScene)

__all__ = ["FortressBoardScene"]
