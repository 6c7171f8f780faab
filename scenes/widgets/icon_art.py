"""The rule symbols with Game-icons art: the same token, die or badge as before, with the icon's
silhouette where the hand-drawn glyph was (art/icons/manifest.toml [symbols] says which).

Each symbol keeps its shape family (round token = condition/resource, rounded square = die face,
bare outlined silhouette = stat) and, from DETAILED_SIZE up, its translated corner letter, so the
colour-blind palette still reads by shape and symbol. When an icon file is missing or unreadable
the hand-drawn drawer runs instead (``with_art`` keeps it as the fallback).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.i18n import t
from scenes.icons import svg_icon, symbol
from scenes.widgets.icon_pen import DETAILED_SIZE, SUPERSAMPLE, Pen, die_face
from scenes.widgets.style import rgb

Drawer = Callable[[Pen], None]
LIGHT = (255, 250, 238)
SMALLEST = 14  # below this many pixels a silhouette is mush: the hand-drawn symbol (a letter) stays


def _ink_on(fill) -> tuple[int, int, int]:
    """Dark ink on light fills, light ink on dark ones (luma of the fill)."""
    r, g, b = fill[:3]
    return rgb("icon", "outline") if 0.299 * r + 0.587 * g + 0.114 * b > 150 else LIGHT


def _glyph(pen: Pen, name: str, colour, scale: float, edge=None, cx: float = 0.5, cy: float = 0.5) -> bool:
    """Blit the icon at ``scale`` of the pen, centred on (cx, cy); with ``edge``, ringed by it first
    (the silhouette drawn in the edge colour a hair off in eight directions) so it reads on any board."""
    px = max(4, round(pen.px * scale))
    body = svg_icon(name, px, colour)
    if body is None:
        return False
    at = body.get_rect(center=pen.p(cx, cy))
    if edge is not None:
        ring = svg_icon(name, px, edge)
        assert ring is not None
        step = max(1, round(pen.px * 0.025))
        for dx in (-step, 0, step):
            for dy in (-step, 0, step):
                if dx or dy:
                    pen.surf.blit(ring, at.move(dx, dy))
    pen.surf.blit(body, at)
    return True


def _corner(pen: Pen, key: str | None) -> None:
    if key and pen.px >= DETAILED_SIZE * SUPERSAMPLE:
        pen.circle(0.79, 0.79, 0.19, rgb("icon", "outline"))
        pen.letter(t(f"widgets.icon.letter.{key}"), 0.79, 0.8, 0.25)


def token_art(name: str, colour_key: str, letter: str | None) -> Callable[[Pen], bool]:
    """A condition or resource token: the round token in its colour, the silhouette on it."""

    def draw(pen: Pen) -> bool:
        fill = rgb("icon", colour_key)
        pen.token(fill)
        if letter and pen.px < DETAILED_SIZE * SUPERSAMPLE:
            # A small token keeps its big translated letter (the cue that reads at 24 px) over a
            # ghost of the silhouette, which still gives the token its own shape.
            ghost = tuple(round(f + (i - f) * 0.45) for f, i in zip(fill[:3], _ink_on(fill), strict=True))
            if not _glyph(pen, name, ghost, 0.74):
                return False
            pen.letter(t(f"widgets.icon.letter.{letter}"), 0.5, 0.52, 0.58)
            return True
        if not _glyph(pen, name, _ink_on(fill), 0.62):
            return False
        _corner(pen, letter)
        return True

    return draw


def die_art(name: str, colour_key: str, letter: str | None) -> Callable[[Pen], bool]:
    """A die face: the ivory face, the silhouette in the face's colour with a dark ring."""

    def draw(pen: Pen) -> bool:
        die_face(pen)
        if not _glyph(pen, name, rgb("icon", colour_key), 0.5, rgb("icon", "outline"), 0.5, 0.45):
            return False
        _corner(pen, letter)
        return True

    return draw


def bare_art(name: str, colour_key: str, letter: str | None) -> Callable[[Pen], bool]:
    """A stat symbol with no plate (Vigor, shields, crystals): the outlined silhouette alone."""

    def draw(pen: Pen) -> bool:
        if not _glyph(pen, name, rgb("icon", colour_key), 0.9, rgb("icon", "outline")):
            return False
        _corner(pen, letter)
        return True

    return draw


# symbol -> (how it is plated, its colour key in the [icon] style table, its corner letter key)
PLATES: dict[str, tuple[Callable[[str, str, str | None], Callable[[Pen], bool]], str, str | None]] = {
    **{f"dc.{c}": (token_art, c, c) for c in ("stunned", "exhaustion", "bleeding", "corruption",
                                              "purification", "fire", "ice", "thunder", "poison", "wind")},
    "dc.action": (token_art, "action", None),
    "dc.shield": (bare_art, "shield", None),
    "dc.vigor": (bare_art, "vigor", None),
    "dc.hit1": (die_art, "hit", "dc_hit1"),
    "dc.hit2": (die_art, "hit", "dc_hit2"),
    "dc.corrupted": (die_art, "corrupted", "dc_corrupted"),
    "dc.purified": (die_art, "purified", "dc_purified"),
    "hm.crystal": (bare_art, "crystal", "hm_crystal"),
    "hm.root": (token_art, "root", "hm_root"),
    "hm.sacrifice": (token_art, "sacrifice", "hm_sacrifice"),
    "hm.resource": (token_art, "resource", "hm_resource"),
    "hm.damage": (bare_art, "damage", "hm_damage"),
    "hm.life": (bare_art, "life", "hm_life"),
    "hm.peles_verdes": (token_art, "peles_verdes", "peles_verdes"),
    "hm.imortais": (token_art, "imortais", "imortais"),
    "hm.draconianos": (token_art, "draconianos", "draconianos"),
    "hm.ordem_da_luz": (token_art, "ordem_da_luz", "ordem_da_luz"),
    "zw.pierce": (die_art, "pierce", "zw_pierce"),
    "zw.critical": (die_art, "outline", "zw_critical"),
    "zw.hit": (die_art, "hit", "zw_hit"),
    "zw.murk": (die_art, "murk", "zw_murk"),
    "zw.vigor": (token_art, "zw_vigor", "zw_vigor"),
    "zw.instinct": (token_art, "zw_instinct", "zw_instinct"),
    "zw.will": (token_art, "zw_will", "zw_will"),
    "zw.prime": (token_art, "prime", "zw_prime"),
    "zw.taint": (token_art, "taint", "zw_taint"),
}  # fmt: skip


def with_art(drawers: dict[str, Drawer]) -> dict[str, Drawer]:
    """``drawers`` with every symbol that has an icon drawn from it, the old drawer as its fallback
    (a missing file, or a size too small for a silhouette)."""
    out = dict(drawers)
    for key, (plate, colour, letter) in PLATES.items():
        name = symbol(key)
        if name is None or key not in drawers:
            continue
        out[key] = _fallback(plate(name, colour, letter), drawers[key])
    return out


def _fallback(art: Callable[[Pen], bool], old: Drawer) -> Drawer:
    def draw(pen: Pen) -> None:
        if pen.px < SMALLEST * SUPERSAMPLE:
            old(pen)
            return
        if not art(pen):
            pen.surf.fill((0, 0, 0, 0))
            old(pen)

    return draw


def emblem_plate(name: str | None, size: int, plate, ink, rim) -> pygame.Surface | None:
    """A figure's emblem: its icon in ``ink`` on a round ``plate`` ringed by ``rim`` (the board's
    palette), ``size`` pixels across; None when it has no icon (the board then draws none)."""
    glyph = svg_icon(name, round(size * 0.64), ink) if name else None
    if glyph is None:
        return None
    return _plate(name, size, tuple(plate), tuple(ink), tuple(rim))  # type: ignore[arg-type]


_plates: dict[tuple, pygame.Surface] = {}


def _plate(name, size, plate, ink, rim) -> pygame.Surface:
    key = (name, size, plate, ink, rim)
    hit = _plates.get(key)
    if hit is None:
        pen = Pen(size)
        pen.circle(0.5, 0.5, 0.48, rim)
        pen.circle(0.5, 0.5, 0.42, plate)
        _glyph(pen, name, ink, 0.64)
        if len(_plates) > 512:
            _plates.clear()
        hit = _plates[key] = pen.done(size)
    return hit
