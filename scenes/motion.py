"""Reduced motion (accessibility): movement becomes a fade or a cut, the information stays.

One switch, read by the animations that move things (card flights, the dice tumbling, the map's
pans, the Statue's turn); the app sets it from ``Settings.reduced_motion``. Durations and the bots'
pacing are not touched here: only how a change is shown.
"""

from __future__ import annotations

_reduced = False


def set_reduced(on: bool) -> None:
    global _reduced
    _reduced = bool(on)


def reduced() -> bool:
    return _reduced


def fade_alpha(k: float) -> int:
    """The alpha (0-255) of a thing fading in at its destination, ``k`` of the way through."""
    return max(0, min(255, round(255 * k)))
