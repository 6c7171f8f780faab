"""Heróis & Monstros: the co-operative deckbuilder defending the Last Black Fortress."""

from game.core.registry import register
from game.fortress.game import FortressGame

GAME = register(FortressGame())

__all__ = ["GAME", "FortressGame"]
