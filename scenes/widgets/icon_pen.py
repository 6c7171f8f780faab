"""The drawing pen and shared shapes behind every icon (see icons.py).

Shapes are drawn at SUPERSAMPLE times the final size in unit coordinates
(0..1 across the icon) and smooth-scaled down, which anti-aliases filled
polygons as well as outlines.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import t
from scenes.widgets import fonts
from scenes.widgets.style import rgb

SUPERSAMPLE = 4
DETAILED_SIZE = 40  # condition tokens below this many pixels show the letter alone
Point = tuple[float, float]


class Pen:
    """Draws in unit coordinates (0..1 across the icon) on a supersampled surface."""

    def __init__(self, size: int) -> None:
        self.px = size * SUPERSAMPLE
        self.surf = pygame.Surface((self.px, self.px), pygame.SRCALPHA)

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.px), round(y * self.px)

    def w(self, width: float) -> int:
        return max(1, round(width * self.px))

    def circle(self, x: float, y: float, r: float, colour, width: float = 0) -> None:
        pygame.draw.circle(self.surf, colour, self.p(x, y), round(r * self.px), self.w(width) if width else 0)

    def poly(self, pts: list[Point], colour, width: float = 0) -> None:
        pygame.draw.polygon(self.surf, colour, [self.p(*q) for q in pts], self.w(width) if width else 0)

    def line(self, a: Point, b: Point, colour, width: float) -> None:
        pygame.draw.line(self.surf, colour, self.p(*a), self.p(*b), self.w(width))

    def rrect(self, x: float, y: float, w: float, h: float, colour, radius: float, width: float = 0) -> None:
        rect = pygame.Rect(*self.p(x, y), round(w * self.px), round(h * self.px))
        pygame.draw.rect(self.surf, colour, rect, self.w(width) if width else 0, round(radius * self.px))

    def outlined_poly(self, pts: list[Point], fill, edge=None, width: float = 0.05) -> None:
        self.poly(pts, fill)
        self.poly(pts, edge or rgb("icon", "outline"), width)

    def token(self, fill) -> None:
        """The round condition/resource token every status icon sits on."""
        self.circle(0.5, 0.5, 0.47, rgb("icon", "outline"))
        self.circle(0.5, 0.5, 0.42, fill)

    def letter(self, text: str, x: float = 0.5, y: float = 0.5, h: float = 0.5, dark: bool = False) -> None:
        """A bold letter with a contrasting halo so it reads on any fill."""
        if not text:
            return
        size = max(6, round(h * self.px))
        fg = rgb("icon", "letter_dark") if dark else rgb("icon", "letter")
        halo = rgb("icon", "letter") if dark else rgb("icon", "outline")
        f = fonts.font(size, "bold")
        body = f.render(text, True, fg)
        ring = f.render(text, True, halo)
        if body.get_width() > self.px * 0.8:
            scale = self.px * 0.8 / body.get_width()
            body = pygame.transform.smoothscale_by(body, scale)
            ring = pygame.transform.smoothscale_by(ring, scale)
        r = body.get_rect(center=self.p(x, y))
        step = max(1, self.px // 28)
        for dx in (-step, 0, step):
            for dy in (-step, 0, step):
                if dx or dy:
                    self.surf.blit(ring, r.move(dx, dy))
        self.surf.blit(body, r)

    def done(self, size: int) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surf, (size, size))


def star(cx: float, cy: float, r_out: float, r_in: float, n: int = 5, turn: float = -90) -> list[Point]:
    pts = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(turn + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def drop(cx: float, cy: float, r: float) -> list[Point]:
    """A teardrop: a round bottom (angles -30..210 degrees, y down) under a pointed top."""
    arc = [math.radians(-30 + i * 10) for i in range(25)]
    return [(cx, cy - 2.1 * r), *((cx + r * math.cos(a), cy + r * math.sin(a)) for a in arc)]


def heart(cx: float, cy: float, r: float) -> list[Point]:
    pts = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        x = 16 * math.sin(a) ** 3
        y = 13 * math.cos(a) - 5 * math.cos(2 * a) - 2 * math.cos(3 * a) - math.cos(4 * a)
        pts.append((cx + x * r / 17, cy - y * r / 17))
    return pts


def sword(pen: Pen, x: float, tilt: float) -> None:
    """One sword, point up, leaning by ``tilt`` (unit x offset at the tip)."""
    ink, steel = rgb("icon", "outline"), rgb("icon", "hit")
    tip, hilt = (x + tilt, 0.2), (x - tilt * 0.6, 0.72)
    pen.line(hilt, tip, ink, 0.11)
    pen.line(hilt, tip, steel, 0.06)
    gx, gy = x - tilt * 0.45, 0.64
    pen.line((gx - 0.1, gy + tilt * 0.4), (gx + 0.1, gy - tilt * 0.4), ink, 0.06)
    pen.line((x - tilt * 0.75, 0.72), (x - tilt * 0.95, 0.82), ink, 0.07)


def die_face(pen: Pen) -> None:
    pen.rrect(0.04, 0.04, 0.92, 0.92, rgb("icon", "outline"), 0.18)
    pen.rrect(0.09, 0.09, 0.82, 0.82, rgb("icon", "die_face"), 0.14)


def corner_letter(pen: Pen, key: str) -> None:
    pen.letter(t(f"widgets.icon.letter.{key}"), 0.76, 0.76, 0.32)


def skull(pen: Pen, colour, cx: float = 0.5, cy: float = 0.46, r: float = 0.22) -> None:
    ink = rgb("icon", "outline")
    pen.circle(cx, cy, r, colour)
    pen.rrect(cx - r * 0.6, cy + r * 0.5, r * 1.2, r * 0.8, colour, 0.03)
    pen.circle(cx - r * 0.42, cy + r * 0.05, r * 0.28, ink)
    pen.circle(cx + r * 0.42, cy + r * 0.05, r * 0.28, ink)
    pen.poly([(cx, cy + r * 0.35), (cx - r * 0.12, cy + r * 0.6), (cx + r * 0.12, cy + r * 0.6)], ink)
