"""Every rule symbol, drawn in one place and cached: ``icon(name, size) -> Surface``.

Each icon pairs a shape with a letter (from the widgets catalogue, so it
follows the language) so colour is never the only cue. Shapes are drawn at
4x and smooth-scaled down, which anti-aliases filled polygons as well as
outlines without per-primitive AA calls.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.core.i18n import language, t
from scenes.widgets.icon_art import with_art
from scenes.widgets.icon_pen import (
    DETAILED_SIZE,
    SUPERSAMPLE,
    Pen,
    corner_letter,
    die_face,
    drop,
    heart,
    skull,
    star,
    sword,
)
from scenes.widgets.style import rgb

# --- desConfronto die faces -------------------------------------------------


def _dc_corrupted(pen: Pen) -> None:
    die_face(pen)
    pen.outlined_poly(star(0.5, 0.5, 0.34, 0.17, 7, -90), rgb("icon", "corrupted"))
    pen.letter(t("widgets.icon.letter.dc_corrupted"), 0.5, 0.52, 0.34)


def _dc_hit1(pen: Pen) -> None:
    die_face(pen)
    sword(pen, 0.42, 0.0)
    corner_letter(pen, "dc_hit1")


def _dc_hit2(pen: Pen) -> None:
    die_face(pen)
    sword(pen, 0.42, -0.16)
    sword(pen, 0.42, 0.16)
    corner_letter(pen, "dc_hit2")


def _dc_purified(pen: Pen) -> None:
    die_face(pen)
    pen.outlined_poly(star(0.5, 0.5, 0.37, 0.16, 8, -90), rgb("icon", "purified"))
    pen.letter(t("widgets.icon.letter.dc_purified"), 0.5, 0.52, 0.3, dark=True)


# --- desConfronto conditions and stats -------------------------------------


def _condition(key: str, glyph: Callable[[Pen], None]) -> Callable[[Pen], None]:
    def draw(pen: Pen) -> None:
        pen.token(rgb("icon", key))
        letter = t(f"widgets.icon.letter.{key}")
        if pen.px < DETAILED_SIZE * SUPERSAMPLE:
            # Small tokens: a glyph would only blur the letter, which carries the meaning.
            pen.letter(letter, 0.5, 0.52, 0.58)
            return
        glyph(pen)
        pen.circle(0.78, 0.78, 0.2, rgb("icon", "outline"))
        pen.letter(letter, 0.78, 0.79, 0.26)

    return draw


def _glyph_stunned(pen: Pen) -> None:
    for i in range(3):
        a = math.radians(-90 + i * 120)
        pen.outlined_poly(
            star(0.5 + 0.27 * math.cos(a), 0.5 + 0.27 * math.sin(a), 0.1, 0.04), (255, 250, 220)
        )


def _glyph_exhaustion(pen: Pen) -> None:
    ink = rgb("icon", "outline")
    pen.circle(0.5, 0.5, 0.33, (80, 80, 90))
    pen.line((0.28, 0.22), (0.42, 0.22), ink, 0.05)
    pen.line((0.42, 0.22), (0.28, 0.34), ink, 0.05)
    pen.line((0.28, 0.34), (0.42, 0.34), ink, 0.05)


def _glyph_drop(pen: Pen) -> None:
    pen.outlined_poly(drop(0.5, 0.6, 0.22), (120, 0, 20))


def _glyph_corruption(pen: Pen) -> None:
    pen.outlined_poly(star(0.5, 0.52, 0.34, 0.18, 7), (70, 20, 90))


def _glyph_purification(pen: Pen) -> None:
    pen.outlined_poly(star(0.5, 0.52, 0.36, 0.2, 8), (255, 235, 150))


def _glyph_fire(pen: Pen) -> None:
    flame = [
        (0.5, 0.12),
        (0.62, 0.32),
        (0.7, 0.26),
        (0.74, 0.5),
        (0.68, 0.72),
        (0.5, 0.8),
        (0.32, 0.72),
        (0.26, 0.5),
        (0.34, 0.34),
        (0.4, 0.42),
    ]
    pen.outlined_poly(flame, (250, 190, 60))


def _glyph_ice(pen: Pen) -> None:
    for i in range(3):
        a = math.radians(i * 60)
        dx, dy = 0.32 * math.cos(a), 0.32 * math.sin(a)
        pen.line((0.5 - dx, 0.5 - dy), (0.5 + dx, 0.5 + dy), (235, 250, 255), 0.06)


def _glyph_thunder(pen: Pen) -> None:
    bolt = [(0.56, 0.1), (0.3, 0.52), (0.48, 0.52), (0.4, 0.9), (0.72, 0.42), (0.53, 0.42), (0.64, 0.1)]
    pen.outlined_poly(bolt, (255, 250, 190))


def _glyph_poison(pen: Pen) -> None:
    skull(pen, (200, 240, 170), 0.5, 0.44, 0.24)


def _glyph_wind(pen: Pen) -> None:
    ink = (40, 80, 80)
    for y, x0, x1 in ((0.32, 0.2, 0.7), (0.5, 0.14, 0.8), (0.68, 0.24, 0.64)):
        pen.line((x0, y), (x1, y), ink, 0.05)
        pen.circle(x1, y - 0.06, 0.06, ink, 0.04)


def _shield(pen: Pen) -> None:
    shape = [(0.5, 0.06), (0.88, 0.18), (0.84, 0.55), (0.5, 0.94), (0.16, 0.55), (0.12, 0.18)]
    pen.outlined_poly(shape, rgb("icon", "shield"), width=0.06)
    pen.line((0.5, 0.16), (0.5, 0.8), (200, 215, 240), 0.05)


def _vigor(pen: Pen) -> None:
    pen.outlined_poly(heart(0.5, 0.52, 0.42), rgb("icon", "vigor"), width=0.06)


def _action(pen: Pen) -> None:
    pen.token(rgb("icon", "action"))
    pen.poly([(0.38, 0.28), (0.7, 0.5), (0.38, 0.72)], rgb("icon", "outline"))


# --- Heróis & Monstros ------------------------------------------------------


def _hm_crystal(pen: Pen) -> None:
    gem = [(0.5, 0.08), (0.82, 0.36), (0.5, 0.92), (0.18, 0.36)]
    pen.outlined_poly(gem, rgb("icon", "crystal"), width=0.05)
    pen.line((0.18, 0.36), (0.82, 0.36), rgb("icon", "outline"), 0.03)
    pen.letter(t("widgets.icon.letter.hm_crystal"), 0.5, 0.56, 0.32)


def _hm_root(pen: Pen) -> None:
    pen.token(rgb("icon", "root"))
    ink = (240, 220, 170)
    pen.line((0.5, 0.18), (0.5, 0.62), ink, 0.06)
    for dx in (-0.2, 0.0, 0.2):
        pen.line((0.5, 0.58), (0.5 + dx, 0.8), ink, 0.05)
    pen.letter(t("widgets.icon.letter.hm_root"), 0.5, 0.42, 0.3)


def _hm_sacrifice(pen: Pen) -> None:
    pen.token((50, 20, 24))
    pen.outlined_poly(drop(0.5, 0.6, 0.25), rgb("icon", "sacrifice"))
    pen.letter(t("widgets.icon.letter.hm_sacrifice"), 0.5, 0.6, 0.3)


def _hm_resource(pen: Pen) -> None:
    pen.token(rgb("icon", "resource"))
    pen.circle(0.5, 0.5, 0.3, rgb("icon", "outline"), 0.03)
    pen.letter(t("widgets.icon.letter.hm_resource"), 0.5, 0.52, 0.4, dark=True)


def _hm_damage(pen: Pen) -> None:
    pen.outlined_poly(star(0.5, 0.5, 0.47, 0.3, 10), rgb("icon", "damage"))
    pen.letter(t("widgets.icon.letter.hm_damage"), 0.5, 0.52, 0.36)


def _hm_life(pen: Pen) -> None:
    banner = [(0.2, 0.1), (0.8, 0.1), (0.8, 0.86), (0.5, 0.7), (0.2, 0.86)]
    pen.outlined_poly(banner, rgb("icon", "life"), width=0.05)
    pen.letter(t("widgets.icon.letter.hm_life"), 0.5, 0.42, 0.36)


# --- generic d6 and Zerywia dice -------------------------------------------

_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.3, 0.3), (0.7, 0.7)],
    3: [(0.3, 0.3), (0.5, 0.5), (0.7, 0.7)],
    4: [(0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)],
    5: [(0.3, 0.3), (0.7, 0.3), (0.5, 0.5), (0.3, 0.7), (0.7, 0.7)],
    6: [(0.3, 0.28), (0.7, 0.28), (0.3, 0.5), (0.7, 0.5), (0.3, 0.72), (0.7, 0.72)],
}


def _d6(n: int) -> Callable[[Pen], None]:
    def draw(pen: Pen) -> None:
        die_face(pen)
        for x, y in _PIPS[n]:
            pen.circle(x, y, 0.08, rgb("icon", "pip"))

    return draw


def _zw_pierce(pen: Pen) -> None:
    die_face(pen)
    pen.outlined_poly([(0.5, 0.14), (0.78, 0.6), (0.5, 0.48), (0.22, 0.6)], rgb("icon", "pierce"))
    corner_letter(pen, "zw_pierce")


def _zw_critical(pen: Pen) -> None:
    die_face(pen)
    skull(pen, rgb("icon", "outline"), 0.46, 0.4, 0.22)
    pen.circle(0.36, 0.41, 0.05, rgb("icon", "die_face"))
    pen.circle(0.56, 0.41, 0.05, rgb("icon", "die_face"))
    corner_letter(pen, "zw_critical")


def _zw_empty(pen: Pen) -> None:
    die_face(pen)
    pen.circle(0.5, 0.5, 0.16, rgb("icon", "empty"), 0.03)


def _zw_hit(pen: Pen) -> None:
    die_face(pen)
    pen.line((0.26, 0.7), (0.66, 0.22), rgb("icon", "outline"), 0.13)
    pen.line((0.26, 0.7), (0.66, 0.22), rgb("icon", "hit"), 0.08)
    corner_letter(pen, "zw_hit")


def _zw_murk(pen: Pen) -> None:
    die_face(pen)
    for x, y, r in ((0.34, 0.5, 0.14), (0.5, 0.4, 0.18), (0.64, 0.52, 0.13), (0.48, 0.56, 0.14)):
        pen.circle(x, y, r, rgb("icon", "murk"))
    corner_letter(pen, "zw_murk")


# --- Heróis & Monstros races, Zerywia attributes and markers ----------------


def _badge(key: str, shape: Callable[[Pen], None], dark: bool = False) -> Callable[[Pen], None]:
    """A race or attribute badge: its own silhouette, then its letter."""

    def draw(pen: Pen) -> None:
        shape(pen)
        pen.letter(t(f"widgets.icon.letter.{key}"), 0.5, 0.53, 0.4, dark=dark)

    return draw


def _hexagon(key: str) -> Callable[[Pen], None]:
    return lambda pen: pen.outlined_poly(
        [
            (0.5 + 0.44 * math.cos(math.radians(a)), 0.5 + 0.44 * math.sin(math.radians(a)))
            for a in range(0, 360, 60)
        ],
        rgb("icon", key),
        width=0.05,
    )


def _imortais(pen: Pen) -> None:
    pen.token(rgb("icon", "imortais"))
    skull(pen, (235, 230, 245), 0.44, 0.4, 0.24)
    pen.circle(0.76, 0.76, 0.2, rgb("icon", "outline"))
    pen.letter(t("widgets.icon.letter.imortais"), 0.76, 0.77, 0.28)


def _draconianos(pen: Pen) -> None:
    pen.outlined_poly(
        [(0.5, 0.04), (0.92, 0.5), (0.5, 0.96), (0.08, 0.5)], rgb("icon", "draconianos"), width=0.05
    )


def _ordem_da_luz(pen: Pen) -> None:
    pen.outlined_poly(star(0.5, 0.5, 0.48, 0.34, 12), rgb("icon", "ordem_da_luz"), width=0.04)


def _zw_attribute(key: str, sides: int, turn: float = -90) -> Callable[[Pen], None]:
    def shape(pen: Pen) -> None:
        pts = [
            (0.5 + 0.46 * math.cos(math.radians(turn + i * 360 / sides)),
             0.52 + 0.46 * math.sin(math.radians(turn + i * 360 / sides)))
            for i in range(sides)
        ]  # fmt: skip
        pen.outlined_poly(pts, rgb("icon", key), width=0.05)

    return _badge(key, shape)


def _zw_prime(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.4, rgb("icon", "outline"))
    pen.circle(0.5, 0.5, 0.34, rgb("icon", "prime"))
    pen.letter(t("widgets.icon.letter.zw_prime"), 0.5, 0.52, 0.4, dark=True)


def _zw_taint(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.4, rgb("icon", "letter"))
    pen.circle(0.5, 0.5, 0.35, rgb("icon", "taint"))
    pen.line((0.36, 0.22), (0.56, 0.5), (150, 140, 170), 0.04)
    pen.letter(t("widgets.icon.letter.zw_taint"), 0.5, 0.55, 0.38)


DRAWERS: dict[str, Callable[[Pen], None]] = {
    "dc.corrupted": _dc_corrupted,
    "dc.hit1": _dc_hit1,
    "dc.hit2": _dc_hit2,
    "dc.purified": _dc_purified,
    "dc.stunned": _condition("stunned", _glyph_stunned),
    "dc.exhaustion": _condition("exhaustion", _glyph_exhaustion),
    "dc.bleeding": _condition("bleeding", _glyph_drop),
    "dc.corruption": _condition("corruption", _glyph_corruption),
    "dc.purification": _condition("purification", _glyph_purification),
    "dc.fire": _condition("fire", _glyph_fire),
    "dc.ice": _condition("ice", _glyph_ice),
    "dc.thunder": _condition("thunder", _glyph_thunder),
    "dc.poison": _condition("poison", _glyph_poison),
    "dc.wind": _condition("wind", _glyph_wind),
    "dc.shield": _shield,
    "dc.vigor": _vigor,
    "dc.action": _action,
    "hm.crystal": _hm_crystal,
    "hm.root": _hm_root,
    "hm.sacrifice": _hm_sacrifice,
    "hm.resource": _hm_resource,
    "hm.damage": _hm_damage,
    "hm.life": _hm_life,
    **{f"d6.{n}": _d6(n) for n in range(1, 7)},
    "zw.pierce": _zw_pierce,
    "zw.critical": _zw_critical,
    "zw.empty": _zw_empty,
    "zw.hit": _zw_hit,
    "zw.murk": _zw_murk,
    "hm.peles_verdes": _badge("peles_verdes", _hexagon("peles_verdes")),
    "hm.imortais": _imortais,
    "hm.draconianos": _badge("draconianos", _draconianos),
    "hm.ordem_da_luz": _badge("ordem_da_luz", _ordem_da_luz, dark=True),
    "zw.vigor": _zw_attribute("zw_vigor", 4, turn=-45),
    "zw.instinct": _zw_attribute("zw_instinct", 3),
    "zw.will": _zw_attribute("zw_will", 5),
    "zw.prime": _zw_prime,
    "zw.taint": _zw_taint,
}
# Symbols with Game-icons art draw it on their token/die (the hand-drawn glyph stays as the fallback).
HAND_DRAWN: dict[str, Callable[[Pen], None]] = dict(DRAWERS)
DRAWERS = with_art(DRAWERS)
ICON_NAMES: tuple[str, ...] = tuple(DRAWERS)


@lru_cache(maxsize=1024)
def _cached(name: str, size: int, lang: str) -> pygame.Surface:
    pen = Pen(size)
    DRAWERS[name](pen)
    return pen.done(size)


def icon(name: str, size: int) -> pygame.Surface:
    """The icon ``name`` (see ICON_NAMES) as a ``size`` x ``size`` surface; shared, do not draw on it."""
    if name not in DRAWERS:
        raise KeyError(f"unknown icon {name!r}")
    # The language is part of the key because letters are translated.
    return _cached(name, max(8, int(size)), language())


def icon_label(name: str) -> str:
    """The translated name of the symbol, for tooltips and screen readers."""
    return t(f"widgets.icon.name.{name.replace('.', '_')}")
