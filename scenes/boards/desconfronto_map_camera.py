"""The map's camera: pan (drag, arrow keys) and zoom (wheel, +/-), eased toward their targets.

Pure arithmetic (no pygame): ``x``/``y`` is the world point (zoom-1 pixels) at the view's centre. Each
frame ``update`` moves the shown values a fixed share of the way to the targets, so a wheel notch or a
held arrow glides instead of jumping; a drag moves both at once (the map follows the hand exactly).
"""

from __future__ import annotations

from dataclasses import dataclass

ZOOM_MIN, ZOOM_MAX, ZOOM_STEP = 0.5, 2.2, 1.18
EASE = 14.0  # per second: ~63% of the remaining way in 1/14 s
ARROW_SPEED = 520.0  # view pixels per second with an arrow key held


@dataclass
class Camera:
    x: float
    y: float
    zoom: float
    tx: float = 0.0
    ty: float = 0.0
    tzoom: float = 1.0

    def __post_init__(self) -> None:
        self.tx, self.ty, self.tzoom = self.x, self.y, self.zoom

    @property
    def moving(self) -> bool:
        return abs(self.tx - self.x) > 0.3 or abs(self.ty - self.y) > 0.3 or abs(self.tzoom - self.zoom) > 0.002

    def update(self, dt: float) -> None:
        from scenes import motion

        k = 1.0 if motion.reduced() else min(1.0, dt * EASE)  # reduced motion: a cut, not a glide
        self.x += (self.tx - self.x) * k
        self.y += (self.ty - self.y) * k
        self.zoom += (self.tzoom - self.zoom) * k
        if not self.moving:
            self.x, self.y, self.zoom = self.tx, self.ty, self.tzoom

    def drag(self, dx: float, dy: float) -> None:
        """The hand moved ``dx, dy`` view pixels: the map moves with it at once."""
        self.x -= dx / self.zoom
        self.y -= dy / self.zoom
        self.tx, self.ty = self.x, self.y

    def pan(self, dx: float, dy: float) -> None:
        """Arrow keys: move the target by view pixels (the shown point eases after it)."""
        self.tx += dx / self.tzoom
        self.ty += dy / self.tzoom

    def zoom_by(self, steps: int, anchor: tuple[float, float] | None = None, centre=(0.0, 0.0)) -> None:
        """Zoom ``steps`` notches; ``anchor`` (view pixels) stays over the same world point."""
        new = max(ZOOM_MIN, min(ZOOM_MAX, self.tzoom * ZOOM_STEP**steps))
        if anchor is not None:
            ax, ay = anchor[0] - centre[0], anchor[1] - centre[1]
            wx, wy = self.tx + ax / self.tzoom, self.ty + ay / self.tzoom
            self.tx, self.ty = wx - ax / new, wy - ay / new
        self.tzoom = new

    def clamp(self, width: float, height: float) -> None:
        """Keep the centre over the world (zoom-1 size ``width`` x ``height``)."""
        self.tx = max(0.0, min(width, self.tx))
        self.ty = max(0.0, min(height, self.ty))
        self.x = max(0.0, min(width, self.x))
        self.y = max(0.0, min(height, self.y))

    def to_world(self, pos: tuple[float, float], centre: tuple[float, float]) -> tuple[float, float]:
        """A view pixel -> world point (zoom-1 pixels)."""
        return (self.x + (pos[0] - centre[0]) / self.zoom, self.y + (pos[1] - centre[1]) / self.zoom)
