"""Zerywia (issue 9), built piece by piece on the kernel: the Path of the Chosen One's rules, map
and decks (see docs/zerywia.md). Registered as a hidden game — tests, bots, the fuzzer and the bench
play it — until its board exists; the New game screen still shows it as coming soon.
"""

from game.core.registry import register
from game.zerywia.game import ZerywiaGame

GAME = register(ZerywiaGame())

__all__ = ["GAME", "ZerywiaGame"]
