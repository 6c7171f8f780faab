"""Animation speed: the one setting every widget animation scales by."""

from __future__ import annotations

SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}


def speed_factor(speed: str | float) -> float:
    """A multiplier for animation time; 0.0 means "instant" (jump to the end state)."""
    if isinstance(speed, str):
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}; expected one of {sorted(SPEEDS)}")
        return SPEEDS[speed]
    return max(0.0, float(speed))


def ease_out(x: float) -> float:
    x = min(1.0, max(0.0, x))
    return 1 - (1 - x) ** 3
