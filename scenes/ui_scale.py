"""UI scale 100-200%: the table shown larger, through a view that pans over it.

Why a magnified view and not a re-layout: every scene and board lays out in the fixed 1280x720
logical canvas (scenes/canvas.py) that the app letterboxes into any window, and the mouse is mapped
back through the same letterbox. Scaling that letterbox by the UI scale makes text, cards and every
hit area larger together, and the one mapping (``Letterbox.to_logical``/``to_window``) keeps every
click exactly on what is drawn under it: nothing can overlap that did not overlap at 100%, and nothing
is cut, because whatever does not fit the window is brought into view by panning (the keyboard focus
pans to what it lands on; the mouse pans when it rests at the window's edge). A re-layout for a
640x360 logical size would have meant a second layout for every board.

Pure arithmetic (no pygame), like canvas.py.
"""

from __future__ import annotations

from scenes.canvas import LOGICAL_SIZE, Letterbox

SCALES = (100, 125, 150, 175, 200)
EDGE_PX = 24  # window pixels from an edge where a resting mouse pans the view
PAN_SPEED = 900.0  # logical pixels per second while the mouse rests at an edge
REVEAL_MARGIN = 16  # logical pixels kept around a revealed rectangle


def clamp_scale(percent: object) -> int:
    return percent if isinstance(percent, int) and percent in SCALES else 100


def view_size(window: tuple[int, int], percent: int) -> tuple[float, float]:
    """Logical pixels the window shows at ``percent`` (at most the whole canvas)."""
    base = Letterbox.fit(window)
    s = base.scale * percent / 100
    return (min(LOGICAL_SIZE[0], window[0] / s), min(LOGICAL_SIZE[1], window[1] / s))


def clamp_pan(window: tuple[int, int], percent: int, pan: tuple[float, float]) -> tuple[float, float]:
    vw, vh = view_size(window, percent)
    return (max(0.0, min(LOGICAL_SIZE[0] - vw, pan[0])), max(0.0, min(LOGICAL_SIZE[1] - vh, pan[1])))


def fit(window: tuple[int, int], percent: int = 100, pan: tuple[float, float] = (0.0, 0.0)) -> Letterbox:
    """The letterbox at ``percent``: the canvas drawn ``percent``% larger than it fits, its logical
    point ``pan`` at the window's top-left along each axis where it no longer fits (centred where it does)."""
    base = Letterbox.fit(window)
    if percent == 100:
        return base
    ww, wh = max(1, window[0]), max(1, window[1])
    s = base.scale * percent / 100
    w, h = round(LOGICAL_SIZE[0] * s), round(LOGICAL_SIZE[1] * s)
    px, py = clamp_pan(window, percent, pan)
    ox = (ww - w) // 2 if w <= ww else -round(px * s)
    oy = (wh - h) // 2 if h <= wh else -round(py * s)
    return Letterbox((ww, wh), s, (ox, oy), (w, h))


def reveal(
    window: tuple[int, int], percent: int, pan: tuple[float, float], rect: tuple[int, int, int, int]
) -> tuple[float, float]:
    """The pan that keeps ``rect`` (logical x, y, w, h) in view, moving as little as it can."""
    vw, vh = view_size(window, percent)
    x, y, w, h = rect
    m = REVEAL_MARGIN
    px, py = pan
    if x - m < px:
        px = x - m
    elif x + w + m > px + vw:
        px = min(x - m, x + w + m - vw)
    if y - m < py:
        py = y - m
    elif y + h + m > py + vh:
        py = min(y - m, y + h + m - vh)
    return clamp_pan(window, percent, (px, py))


def edge_push(window: tuple[int, int], mouse: tuple[int, int] | None) -> tuple[int, int]:
    """Which way a mouse resting at the window's edge pans the view (-1, 0, 1 per axis)."""
    if mouse is None:
        return (0, 0)
    mx, my = mouse
    dx = -1 if mx < EDGE_PX else 1 if mx >= window[0] - EDGE_PX else 0
    dy = -1 if my < EDGE_PX else 1 if my >= window[1] - EDGE_PX else 0
    return (dx, dy)
