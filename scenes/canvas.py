"""The fixed logical canvas (1280x720) letterboxed into any window size.

Pure arithmetic, no pygame: the app and the harness both map positions with it.
"""

from __future__ import annotations

from dataclasses import dataclass

LOGICAL_SIZE = (1280, 720)


@dataclass(frozen=True)
class Letterbox:
    """Where the scaled canvas sits in the window: its scale and top-left offset."""

    window: tuple[int, int]
    scale: float
    offset: tuple[int, int]
    size: tuple[int, int]

    @classmethod
    def fit(cls, window: tuple[int, int], logical: tuple[int, int] = LOGICAL_SIZE) -> Letterbox:
        ww, wh = max(1, window[0]), max(1, window[1])
        scale = min(ww / logical[0], wh / logical[1])
        w = max(1, round(logical[0] * scale))
        h = max(1, round(logical[1] * scale))
        return cls((ww, wh), scale, ((ww - w) // 2, (wh - h) // 2), (w, h))

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Window pixel -> logical canvas pixel (may fall outside the canvas in the bars)."""
        return (int((pos[0] - self.offset[0]) / self.scale), int((pos[1] - self.offset[1]) / self.scale))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        return (round(pos[0] * self.scale + self.offset[0]), round(pos[1] * self.scale + self.offset[1]))

    @property
    def identity(self) -> bool:
        return self.offset == (0, 0) and self.size == LOGICAL_SIZE
