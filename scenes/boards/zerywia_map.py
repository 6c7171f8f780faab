"""Zerywia's map on screen: the Regions of ``game.zerywia.board_map.layout()`` (a 1280x720 board
space) scaled into a rectangle of the board, tinted by terrain, with names, special-location
marks, Harbour anchors, Thymor emblems, the Chasm with its Rifts and Sventovit's Statue.

The picture that never changes in a game (Regions, names, symbols) is drawn once per language and
size; the pieces (tokens, figures, stones) are drawn over it every frame from the state. Nothing
here decides a rule: lit Regions are the ones the board says its legal actions point at.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from game.core.i18n import language, localized, t
from game.zerywia import board_map
from game.zerywia.land import MURK, THREAT
from game.zerywia.words import hero_name
from scenes.icons import emblem, svg_icon
from scenes.theme import fit_text, render

TERRAIN_RGB = {
    "wilderness": (98, 140, 84),
    "mountain": (164, 104, 88),
    "ruin": (104, 118, 160),
    "settlement": (190, 166, 112),
}
SEA = (34, 62, 92)
INK = (24, 20, 18)
PAPER = (250, 240, 214)
LIT = (255, 214, 90)
STONE_RGB = {
    "fatestone": (196, 160, 220),
    "lifestone": (150, 214, 140),
    "warstone": (232, 130, 110),
    "soulstone": (140, 184, 236),
}
DIR_ANGLE = {"north": -math.pi / 2, "east": 0.0, "south": math.pi / 2, "west": math.pi}  # y points down
Point = tuple[float, float]


def mark(key: str) -> str:
    return t(f"zerywia_board.mark.{key}")


def _inside(p: Point, poly: list[Point]) -> bool:
    x, y, hit = p[0], p[1], False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


class MapView:
    """Where the map sits on the screen (``rect``) and how it is drawn there."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.bm = board_map.board()
        self.lay = board_map.layout()
        self.scale = min(self.rect.w / self.lay.board.width, self.rect.h / self.lay.board.height)
        self._base: tuple[str, pygame.Surface] | None = None
        self._glow_cache: tuple[tuple[frozenset[str], str | None], pygame.Surface] | None = None

    # --- geometry -----------------------------------------------------------------------
    def sc(self, p: Point) -> tuple[int, int]:
        return (round(self.rect.x + p[0] * self.scale), round(self.rect.y + p[1] * self.scale))

    def poly(self, rid: str) -> list[tuple[int, int]]:
        return [self.sc(p) for p in self.lay.regions[rid].polygon]

    def region_at(self, pos: tuple[int, int]) -> str | None:
        """The Region under a logical screen point (the Chasm and the sea are none)."""
        if not self.rect.collidepoint(pos):
            return None
        bp = ((pos[0] - self.rect.x) / self.scale, (pos[1] - self.rect.y) / self.scale)
        for rid, reg in self.lay.regions.items():
            if _inside(bp, reg.polygon):
                return rid
        return None

    def centre(self, rid: str) -> tuple[int, int]:
        """A point well inside the Region (its figures' spot), e.g. for a test's click."""
        return self.sc(self.lay.regions[rid].figures)

    # --- the unchanging picture ---------------------------------------------------------------
    def _tint(self, rid: str) -> tuple[int, int, int]:
        cols = [TERRAIN_RGB[x] for x in self.bm.regions[rid].terrains]
        return (
            sum(c[0] for c in cols) // len(cols),
            sum(c[1] for c in cols) // len(cols),
            sum(c[2] for c in cols) // len(cols),
        )

    def _base_surface(self) -> pygame.Surface:
        key = language()
        if self._base is not None and self._base[0] == key:
            return self._base[1]
        surf = pygame.Surface(self.rect.size)
        surf.fill(SEA)
        ox, oy = self.rect.topleft
        s = self.scale

        def at(p: Point) -> tuple[int, int]:
            return (round(p[0] * s), round(p[1] * s))

        for rid, reg in self.lay.regions.items():
            pts = [at(p) for p in reg.polygon]
            pygame.draw.polygon(surf, self._tint(rid), pts)
            terrains = self.bm.regions[rid].terrains
            if len(terrains) > 1:  # two terrains: stripes of the second, so a tint is never alone
                self._stripes(surf, pts, TERRAIN_RGB[terrains[1]])
            pygame.draw.polygon(surf, (40, 34, 30), pts, 1)
        for a, b in self.bm.borders:  # the Thymors' borders, thicker
            if self.bm.regions[a].thymor == self.bm.regions[b].thymor:
                continue
            pa, pb = self.lay.regions[a].polygon, set(self.lay.regions[b].polygon)
            for p, q in zip(pa, pa[1:] + pa[:1], strict=True):
                if p in pb and q in pb:
                    pygame.draw.line(surf, PAPER, at(p), at(q), 3)
        c = self.lay.chasm
        pygame.draw.circle(surf, (18, 12, 26), at(c.centre), round(c.radius * s))
        pygame.draw.circle(surf, (90, 70, 110), at(c.centre), round(c.radius * s), 2)
        for tid, th in self.lay.thymors.items():
            self._emblem(surf, at(th.emblem), self.bm.thymors[tid].time_of_day, max(9, round(15 * s)))
        size = max(9, round(16 * s))
        for rid, reg in self.lay.regions.items():
            self._label(surf, rid, reg.label, at, size)
        self._base = (key, surf)
        return surf

    @staticmethod
    def _stripes(surf: pygame.Surface, pts: list[tuple[int, int]], colour: tuple[int, int, int]) -> None:
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in pts])
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        for k in range(-box.h, box.w, 12):
            pygame.draw.line(layer, (*colour, 200), (k, box.h), (k + box.h, 0), 4)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(layer, box.topleft)

    @staticmethod
    def _emblem(surf: pygame.Surface, c: tuple[int, int], time: str, r: int) -> None:
        """The Thymor's Kolovrat symbol: its time of day drawn as a sun or moon shape."""
        pygame.draw.circle(surf, (30, 26, 40), c, r)
        pygame.draw.circle(surf, PAPER, c, r, 2)
        sun = (250, 206, 90)
        if time == "noon":
            pygame.draw.circle(surf, sun, c, r // 2)
            for k in range(8):
                a = k * math.pi / 4
                pygame.draw.line(surf, sun, (c[0] + math.cos(a) * r * 0.6, c[1] + math.sin(a) * r * 0.6),
                                 (c[0] + math.cos(a) * r * 0.85, c[1] + math.sin(a) * r * 0.85), 2)
        elif time in ("dawn", "dusk"):
            half = pygame.Rect(c[0] - r // 2, c[1] - r // 2, r, r)
            pygame.draw.arc(surf, sun, half, 0, math.pi, 3)
            pygame.draw.line(surf, sun, (c[0] - r * 0.7, c[1]), (c[0] + r * 0.7, c[1]), 2)
            tip = -1 if time == "dawn" else 1  # an arrow up for the rising sun, down for the setting
            pygame.draw.line(surf, sun, (c[0], c[1] + r * 0.55), (c[0], c[1] + r * 0.55 + tip * 3), 2)
        else:
            pygame.draw.circle(surf, (220, 224, 240), c, r // 2)
            pygame.draw.circle(surf, (30, 26, 40), (c[0] + r // 4, c[1] - r // 6), r // 2)

    def _label(self, surf: pygame.Surface, rid: str, centre: Point, at, size: int) -> None:
        r = self.bm.regions[rid]
        name = localized(r.name)
        icons = (r.special is not None) + r.harbour
        left, top, right, bottom = board_map.label_box(name, icons, centre)
        x = left
        box = max(10, round(18 * self.scale))
        if r.special is not None:  # the special location's mark comes before the name (L284)
            cx, cy = at((x + board_map.LABEL_ICON_W / 2, centre[1]))
            rect = pygame.Rect(0, 0, box, box)
            rect.center = (cx, cy)
            pygame.draw.rect(surf, PAPER, rect, border_radius=3)
            pygame.draw.rect(surf, INK, rect, 1, 3)
            img = render(mark(r.special), max(8, size - 3), INK, "bold")
            surf.blit(img, img.get_rect(center=rect.center))
            x += board_map.LABEL_ICON_W
        if r.harbour:
            cx, cy = at((x + board_map.LABEL_ICON_W / 2, centre[1]))
            draw_anchor(surf, (cx, cy), box // 2)
            x += board_map.LABEL_ICON_W
        lines = board_map.label_lines(name)
        mid = (x + right) / 2
        # The layout fitted its boxes to a narrower face: allow a little more before ellipsizing.
        width = round((right - x) * self.scale * 1.35) + 8
        y = centre[1] - board_map.LABEL_LINE_H * len(lines) / 2
        for line in lines:
            text = fit_text(line, size, width)
            shadow = render(text, size, INK)
            img = render(text, size, (255, 252, 240))
            px, py = at((mid, y + board_map.LABEL_LINE_H / 2))
            rect = img.get_rect(center=(px, py))
            surf.blit(shadow, rect.move(1, 1))
            surf.blit(img, rect)
            y += board_map.LABEL_LINE_H

    def _glow(self, lit: frozenset[str], hover: str | None) -> pygame.Surface:
        """The lit Regions' veil, kept while the same Regions are lit (a frame only blits it)."""
        key = (lit, hover)
        if self._glow_cache is None or self._glow_cache[0] != key:
            glow = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            for rid in lit:
                pts = [(x - self.rect.x, y - self.rect.y) for x, y in self.poly(rid)]
                pygame.draw.polygon(glow, (255, 230, 120, 70 if rid != hover else 130), pts)
            self._glow_cache = (key, glow)
        return self._glow_cache[1]

    # --- every frame ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state, lit: Iterable[str], hover: str | None, fx=None) -> None:
        surface.blit(self._base_surface(), self.rect.topleft)
        lit = frozenset(lit)
        if lit:
            surface.blit(self._glow(lit, hover), self.rect.topleft)
            for rid in lit:  # a thick outline too: lit is never told by a tint alone
                pygame.draw.polygon(surface, LIT, self.poly(rid), 3)
        if hover is not None:
            pygame.draw.polygon(surface, (255, 255, 255), self.poly(hover), 1)
        if fx is not None:
            for rid in fx.flashes:  # what the program just changed, pulsing white and red
                k = fx.flash(rid)
                pygame.draw.polygon(surface, (255, round(255 - 150 * k), round(255 - 150 * k)), self.poly(rid),
                                    2 + round(3 * k))
        self._tokens(surface, state)
        self._chasm(surface, state, fx.turn() if fx is not None else 0.0)
        self._figures(surface, state)

    def _tokens(self, surface: pygame.Surface, state) -> None:
        land = state.land
        r = max(6, round(board_map.TOKEN_R * self.scale * 1.15))
        size = max(8, r + 1)
        for rid, reg in self.lay.regions.items():
            spots = [self.sc(p) for p in reg.tokens]
            murk = land.tokens[MURK].get(rid)
            if murk:
                draw_murk(surface, spots[0], r, murk == "murkrift", size)
            threat = land.tokens[THREAT].get(rid)
            if threat:
                draw_threat(surface, spots[1], r, threat == "incursion", size)
            if rid in land.garrisons:
                draw_garrison(surface, spots[2], r, size)
            if rid in land.watchstones:
                draw_watchstone(surface, spots[3], r, size)

    def _chasm(self, surface: pygame.Surface, state, turn: float = 0.0) -> None:
        c = self.lay.chasm
        centre = self.sc(c.centre)
        statue_r = round(c.statue_radius * self.scale)
        pygame.draw.circle(surface, (120, 112, 132), centre, statue_r)
        pygame.draw.circle(surface, PAPER, centre, statue_r, 2)
        size = max(8, round(13 * self.scale * 1.2))
        stone_r = max(6, round(11 * self.scale))
        for stone, facing in zip(state.statue.stones, state.statue.facing, strict=True):
            a = DIR_ANGLE[facing] + turn  # mid-turn: still part of the way back where it looked
            dx, dy = math.cos(a), math.sin(a)
            at = (round(centre[0] + dx * (statue_r + stone_r)), round(centre[1] + dy * (statue_r + stone_r)))
            pygame.draw.line(surface, PAPER, centre, (round(centre[0] + dx * statue_r), round(centre[1] + dy * statue_r)), 2)
            draw_stone(surface, at, stone_r, stone, size)
        rift_r = max(6, round(10 * self.scale))
        for p, held in zip(c.rifts, state.statue.rifts, strict=True):
            at = self.sc(p)
            # A Rift is an oval crack; what it holds is drawn inside it.
            crack = pygame.Rect(0, 0, rift_r * 2 + 4, rift_r * 2 - 2)
            crack.center = at
            pygame.draw.ellipse(surface, (60, 18, 26), crack)
            pygame.draw.ellipse(surface, (200, 80, 80), crack, 1)
            if not held:
                pygame.draw.line(surface, (200, 80, 80), (crack.x + 4, at[1]), (crack.right - 4, at[1]), 1)
            if held:
                draw_stone(surface, at, max(4, rift_r - 3), held, max(7, size - 2))
        herald_at = self._herald_spot(state.herald)
        draw_herald(surface, herald_at, max(7, round(12 * self.scale)), size)

    def _herald_spot(self, where: str) -> tuple[int, int]:
        if where in self.lay.regions:
            x, y = self.lay.regions[where].figures
            return self.sc((x, y - board_map.FIGURE_R * 1.6))
        c = self.lay.chasm
        return self.sc((c.centre[0], c.centre[1] + c.radius * 0.72))

    def figure_spots(self, state) -> list[tuple[int, tuple[int, int], int]]:
        """Each standing hero's figure: (seat, centre, radius) as ``_figures`` draws them."""
        by_region: dict[str, list[int]] = {}
        for h in state.heroes:
            if not h.lost and h.region:
                by_region.setdefault(h.region, []).append(h.seat)
        r = max(7, round(board_map.FIGURE_R * self.scale))
        out = []
        for rid, seats in by_region.items():
            if rid not in self.lay.regions:
                continue
            cx, cy = self.sc(self.lay.regions[rid].figures)
            for k, seat in enumerate(seats):
                out.append((seat, (cx + round((k - (len(seats) - 1) / 2) * (r * 1.5)), cy), r))
        return out

    def figure_at(self, pos: tuple[int, int], state) -> int | None:
        for seat, (x, y), r in self.figure_spots(state):
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (r + 2) ** 2:
                return seat
        return None

    def _figures(self, surface: pygame.Surface, state) -> None:
        by_region: dict[str, list[int]] = {}
        for h in state.heroes:
            if not h.lost and h.region:
                by_region.setdefault(h.region, []).append(h.seat)
        r = max(7, round(board_map.FIGURE_R * self.scale))
        for rid, seats in by_region.items():
            if rid not in self.lay.regions:
                continue
            cx, cy = self.sc(self.lay.regions[rid].figures)
            for k, seat in enumerate(seats):
                x = cx + round((k - (len(seats) - 1) / 2) * (r * 1.5))
                draw_figure(surface, (x, cy), r, hero_initial(state, seat), seat == state.active)


def hero_initial(state, seat: int) -> str:
    return hero_name(state, seat)[:1]  # the five heroes' names start with five letters


# --- the pieces: each its own shape AND its own mark ------------------------------------------
ICON_MIN = 9  # pixels: below this a token's icon is a blot, and its translated letter is drawn instead


def _letter(surface: pygame.Surface, c: tuple[int, int], text: str, size: int, ink) -> None:
    img = render(text, size, ink, "bold")
    surface.blit(img, img.get_rect(center=c))


def _mark(surface: pygame.Surface, c: tuple[int, int], key: str, px: int, size: int, ink) -> None:
    """A piece's symbol inside its shape: its Game-icon (art/icons manifest, [emblems.zw_token]) ``px``
    across, or its translated letter when the piece is drawn too small or the icon file is missing."""
    icon = svg_icon(emblem("zw_token", key), px, ink) if px >= ICON_MIN else None
    if icon is None:
        _letter(surface, c, mark(key), size, ink)
    else:
        surface.blit(icon, icon.get_rect(center=c))


def draw_murk(surface, c, r, rift: bool, size: int) -> None:
    """Murk: a purple circle; a Murkrift: the same with a second, broken ring."""
    pygame.draw.circle(surface, (92, 52, 130), c, r)
    pygame.draw.circle(surface, PAPER, c, r, 1)
    if rift:
        pygame.draw.circle(surface, (230, 90, 90), c, r + 3, 2)
    _mark(surface, c, "murkrift" if rift else "murk", round(r * 1.6), size - (3 if rift else 0), PAPER)


def draw_threat(surface, c, r, incursion: bool, size: int) -> None:
    """Threat: a red triangle point up; an Incursion: point down, with a bar."""
    sign = 1 if incursion else -1
    pts = [(c[0], c[1] + sign * r * 1.15), (c[0] - r * 1.1, c[1] - sign * r * 0.8),
           (c[0] + r * 1.1, c[1] - sign * r * 0.8)]
    pygame.draw.polygon(surface, (176, 40, 34) if not incursion else (110, 16, 14), pts)
    pygame.draw.polygon(surface, PAPER, pts, 1)
    _mark(surface, (c[0], c[1] - sign * 2), "incursion" if incursion else "threat", round(r * 1.3), size - 2, PAPER)


def draw_garrison(surface, c, r, size: int) -> None:
    """A Garrison: a square (a tower's plan)."""
    rect = pygame.Rect(0, 0, r * 2 - 2, r * 2 - 2)
    rect.center = c
    pygame.draw.rect(surface, (60, 96, 150), rect)
    pygame.draw.rect(surface, PAPER, rect, 1)
    _mark(surface, c, "garrison", round(r * 1.6), size - 1, PAPER)


def draw_watchstone(surface, c, r, size: int) -> None:
    """A Watchstone: a diamond."""
    pts = [(c[0], c[1] - r), (c[0] + r, c[1]), (c[0], c[1] + r), (c[0] - r, c[1])]
    pygame.draw.polygon(surface, (40, 130, 120), pts)
    pygame.draw.polygon(surface, PAPER, pts, 1)
    _mark(surface, c, "watchstone", round(r * 1.3), size - 3, PAPER)


def draw_stone(surface, c, r, stone: str, size: int) -> None:
    """A Dawnstone: a coloured circle with its initial; a Blackstone: a black hexagon."""
    if stone == "blackstone":
        pts = [(c[0] + math.cos(k * math.pi / 3) * r, c[1] + math.sin(k * math.pi / 3) * r) for k in range(6)]
        pygame.draw.polygon(surface, (12, 10, 12), pts)
        pygame.draw.polygon(surface, (200, 200, 200), pts, 1)
        _mark(surface, c, "blackstone", round(r * 1.5), size - 1, (230, 230, 230))
        return
    pygame.draw.circle(surface, STONE_RGB.get(stone, PAPER), c, r)
    pygame.draw.circle(surface, INK, c, r, 1)
    _letter(surface, c, mark(stone), size - 1, INK)


def draw_herald(surface, c, r, size: int) -> None:
    """The Herald: a pennant on a pole."""
    x, y = c
    pygame.draw.line(surface, INK, (x - r // 2, y - r), (x - r // 2, y + r), 2)
    pts = [(x - r // 2, y - r), (x + r, y - r // 3), (x - r // 2, y + r // 3)]
    pygame.draw.polygon(surface, (236, 180, 60), pts)
    pygame.draw.polygon(surface, INK, pts, 1)
    _mark(surface, (x + r // 4, y - r // 3), "herald", round(r * 1.2), max(7, size - 4), INK)


def draw_figure(surface, c, r, initials: str, active: bool) -> None:
    """A hero figure: a pawn (head and body) with the hero's initials."""
    x, y = c
    body = [(x - r * 0.8, y + r), (x + r * 0.8, y + r), (x + r * 0.4, y - r * 0.1), (x - r * 0.4, y - r * 0.1)]
    colour = (250, 236, 180) if not active else (255, 210, 80)
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, INK, body, 1)
    pygame.draw.circle(surface, colour, (x, round(y - r * 0.45)), round(r * 0.5))
    pygame.draw.circle(surface, INK, (x, round(y - r * 0.45)), round(r * 0.5), 1)
    _letter(surface, (x, round(y + r * 0.5)), initials, max(7, r - 1), INK)


def draw_anchor(surface, c, r: int) -> None:
    """A Harbour: an anchor."""
    x, y = c
    ink = (20, 40, 70)
    pygame.draw.circle(surface, PAPER, c, r + 2)
    pygame.draw.line(surface, ink, (x, y - r + 3), (x, y + r - 2), 2)
    pygame.draw.line(surface, ink, (x - r // 2, y - r // 3), (x + r // 2, y - r // 3), 2)
    pygame.draw.arc(surface, ink, pygame.Rect(x - r + 2, y - r + 2, 2 * r - 4, 2 * r - 4), math.pi * 1.1,
                    math.pi * 1.9, 2)
    pygame.draw.circle(surface, ink, (x, y - r + 2), 2, 1)
