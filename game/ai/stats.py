"""Statistics the balance reports share (game/*/balance.py, desconfronto's hunt_balance and Boss arrivals)."""

from __future__ import annotations

import math


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (sound at 0 and at every game won; (0, 1) with no games)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)
