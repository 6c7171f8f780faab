"""The Sempreterna map drawn as a table of cards (issue 11, "The map scene").

World coordinates: one cell per grid position, ``CELL`` pixels at zoom 1. ``render_world`` draws the
whole table at one zoom into a surface the map screen caches and blits with the camera's offset (panning
costs a blit; only a zoom change draws the cards again). Revealed cards show their face: the name, the
area tint of their Scroll colour, the symbols, the connection indicators, a camp and a beaten foe;
face-down cards show their back (biome colour and number: the backs are public, L73).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.i18n import t
from game.desconfronto.campaign.map_cards import STEP
from scenes.theme import fit_text, render, wrap

CELL = (132, 96)  # a grid cell at zoom 1 (the card plus the gutter its connection indicators cross)
CARD = (116, 82)
PAD = 24  # world margin around the grid
# Scroll colours of the areas (L255's table): saturated enough to tell apart, light enough for dark ink.
AREA_TINT: dict[str, tuple[int, int, int]] = {
    "red": (214, 96, 82),
    "blue": (88, 132, 206),
    "green": (96, 168, 96),
    "orange": (232, 150, 62),
    "yellow": (226, 196, 64),
}
BACK: dict[str, tuple[int, int, int]] = {  # the biome decks' backs
    "kalahad": (120, 50, 44),
    "ruins": (112, 100, 90),
    "tundras": (118, 150, 176),
    "forests": (52, 98, 62),
    "swamps": (92, 96, 54),
}
INK = (34, 26, 20)
PAPER = (248, 242, 228)
SYMBOL_ORDER = ("road_event", "shop", "point_of_interest", "short_rest", "long_rest", "conclusion_token")


@dataclass(frozen=True)
class CardLook:
    """What one grid cell shows (the map screen builds these from the view)."""

    id: str
    col: int
    row: int
    face_up: bool
    biome: str
    number: int
    name: str = ""
    area: str = ""
    directions: tuple[str, ...] = ()
    symbols: tuple[str, ...] = ()
    camp: str = ""  # "short" / "long": a rest token placed here (DC-CMP-16)
    beaten: bool = False  # its special foe (Guardian, Akari, Tenebrah) has fallen
    encounter: str = ""
    wins: int = 0


def world_size(cols: int, rows: int, zoom: float = 1.0) -> tuple[int, int]:
    return (round((cols * CELL[0] + 2 * PAD) * zoom), round((rows * CELL[1] + 2 * PAD) * zoom))


def card_rect(col: int, row: int, zoom: float = 1.0) -> pygame.Rect:
    """A card's rectangle in world pixels at ``zoom``."""
    x = PAD + col * CELL[0] + (CELL[0] - CARD[0]) / 2
    y = PAD + row * CELL[1] + (CELL[1] - CARD[1]) / 2
    return pygame.Rect(round(x * zoom), round(y * zoom), round(CARD[0] * zoom), round(CARD[1] * zoom))


def symbol_letter(sym: str) -> str:
    return t(f"dc_campaign_ui.symbol_letter.{sym}")


def symbol_rects(look: CardLook, rect: pygame.Rect, zoom: float) -> list[tuple[str, pygame.Rect]]:
    """Where a face-up card's symbol badges sit (bottom row), for drawing and for their tooltips."""
    size = max(11, round(16 * zoom))
    syms = [s for s in SYMBOL_ORDER if s in look.symbols]
    if look.camp:
        syms.append(f"camp_{look.camp}")
    if look.beaten:
        syms.append("beaten")
    out = []
    x = rect.x + max(2, round(5 * zoom))
    y = rect.bottom - size - max(2, round(4 * zoom))
    for s in syms:
        out.append((s, pygame.Rect(x, y, size, size)))
        x += size + max(1, round(3 * zoom))
    return out


def _blend(a: tuple[int, int, int], b: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k), round(a[2] + (b[2] - a[2]) * k))


def _badge(surface: pygame.Surface, sym: str, r: pygame.Rect) -> None:
    fill = {
        "road_event": (70, 70, 150),
        "shop": (40, 120, 60),
        "point_of_interest": (180, 40, 40),
        "short_rest": (60, 120, 170),
        "long_rest": (30, 80, 140),
        "conclusion_token": (150, 100, 20),
        "camp_short": (60, 120, 170),
        "camp_long": (30, 80, 140),
        "beaten": (40, 40, 40),
    }.get(sym, (90, 90, 90))
    if sym.startswith("camp_"):  # the camp: a tent, so it never reads as a rest symbol of the card
        pts = [(r.centerx, r.y), (r.right, r.bottom), (r.x, r.bottom)]
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, PAPER, pts, 1)
        return
    pygame.draw.circle(surface, fill, r.center, r.w // 2)
    pygame.draw.circle(surface, PAPER, r.center, r.w // 2, 1)
    letter = render(symbol_letter(sym), max(7, r.h - 3), PAPER, "bold")
    surface.blit(letter, letter.get_rect(center=r.center))


def _indicators(surface: pygame.Surface, look: CardLook, r: pygame.Rect, zoom: float, ink) -> None:
    """The connection indicators: a notch on each edge a way leads out of (L249)."""
    long, short = max(6, round(22 * zoom)), max(3, round(6 * zoom))
    for d in look.directions:
        dx, dy = STEP[d]
        if dx:
            x = r.right if dx > 0 else r.x - short
            notch = pygame.Rect(x, r.centery - long // 2, short, long)
        else:
            y = r.bottom if dy > 0 else r.y - short
            notch = pygame.Rect(r.centerx - long // 2, y, long, short)
        pygame.draw.rect(surface, ink, notch, 0, 2)


def draw_card(surface: pygame.Surface, look: CardLook, zoom: float) -> None:
    r = card_rect(look.col, look.row, zoom)
    radius = max(3, round(8 * zoom))
    if not look.face_up:
        back = BACK.get(look.biome, (100, 100, 100))
        pygame.draw.rect(surface, back, r, 0, radius)
        pygame.draw.rect(surface, _blend(back, PAPER, 0.45), r.inflate(-round(10 * zoom), -round(10 * zoom)), 1, radius)
        num = render(str(look.number), max(8, round(30 * zoom)), _blend(back, PAPER, 0.75), "bold")
        surface.blit(num, num.get_rect(center=r.center))
        return
    tint = AREA_TINT.get(look.area, (160, 160, 160))
    pygame.draw.rect(surface, _blend(tint, PAPER, 0.62), r, 0, radius)
    band = pygame.Rect(r.x, r.y, r.w, max(4, round(22 * zoom)))
    pygame.draw.rect(surface, tint, band, 0, radius, radius, radius, 0, 0)
    pygame.draw.rect(surface, _blend(tint, INK, 0.5), r, max(1, round(2 * zoom)), radius)
    _indicators(surface, look, r, zoom, _blend(tint, INK, 0.35))
    size = max(7, round(13 * zoom))
    head = render(fit_text(look.id, size, band.w - 8, "bold"), size, INK, "bold")
    surface.blit(head, (r.x + max(2, round(6 * zoom)), band.centery - head.get_height() // 2))
    name_size = max(7, round(11 * zoom))
    x, w = r.x + max(2, round(6 * zoom)), r.w - max(4, round(10 * zoom))
    lines = wrap(look.name, name_size, w, "bold")
    if len(lines) > 2:  # two lines, the second cut: the tooltip and the side panel give the whole name
        lines = [lines[0], fit_text(" ".join(lines[1:]), name_size, w, "bold")]
    y = band.bottom + max(1, round(2 * zoom))
    for part in lines:
        line = render(part, name_size, INK, "bold")
        surface.blit(line, (x, y))
        y += line.get_height() - max(1, round(2 * zoom))
    if look.encounter:  # beside the symbols, on the card's foot
        enc_size = max(6, round(10 * zoom))
        enc = render(fit_text(t(f"dccmp.encounter.{look.encounter}"), enc_size, r.w // 2, "italic"), enc_size,
                     _blend(INK, tint, 0.3), "italic")  # fmt: skip
        surface.blit(enc, enc.get_rect(bottomright=(r.right - max(2, round(6 * zoom)), r.bottom - max(2, round(4 * zoom)))))
    for sym, sr in symbol_rects(look, r, zoom):
        _badge(surface, sym, sr)


def render_world(looks: list[CardLook], cols: int, rows: int, zoom: float, bg) -> pygame.Surface:
    surf = pygame.Surface(world_size(cols, rows, zoom))
    surf.fill(bg)
    for look in looks:
        draw_card(surf, look, zoom)
    return surf
