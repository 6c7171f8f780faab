"""Registers the Zerywia board: ``board_for("zerywia")`` imports this module."""

from __future__ import annotations

from scenes.boards import register_board
from scenes.boards.zerywia_board import ZerywiaBoardScene

register_board("zerywia", ZerywiaBoardScene)

__all__ = ["ZerywiaBoardScene"]
