"""Drawing pieces both playmats share: Vigor bars, condition icons with counts, the turn tokens, stamps.

Every mark pairs its colour with a shape, a number or a word (colour is never
the only cue): bars carry "v/max", conditions their icon and count, tokens a
star and a label.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.core.i18n import t
from scenes.theme import fit_text, font, render
from scenes.widgets.icons import icon

# Condition keys in the state that are bookkeeping, not tokens on the table.
HIDDEN_CONDS = ("cor_turns", "pur_turns")
COND_ORDER = ("stunned", "bleeding", "fire", "ice", "thunder", "poison", "corruption", "purification")


def cond_tokens(fig) -> list[tuple[str, int]]:
    """(condition, count) for every token on a figure, in a fixed order; Thunder from its list."""
    out = []
    for key in COND_ORDER:
        n = len(fig.thunder) if key == "thunder" else fig.cond.get(key, 0)
        if n:
            out.append((key, n))
    return out


def bar(surf: pygame.Surface, rect: pygame.Rect, value: int, top: int, fill, pal, label: str = "") -> None:
    pygame.draw.rect(surf, pal["bg2"], rect, 0, 5)
    if top > 0 and value > 0:
        w = max(6, round(rect.w * min(1.0, value / top)))
        pygame.draw.rect(surf, fill, (rect.x, rect.y, w, rect.h), 0, 5)
    pygame.draw.rect(surf, pal["text"], rect, 1, 5)
    text = render(label or f"{value}/{top}", max(11, rect.h - 5), pal["text"], "bold")
    # A light halo keeps the number readable over both the fill and the empty track.
    halo = render(label or f"{value}/{top}", max(11, rect.h - 5), pal["panel"], "bold")
    box = text.get_rect(center=rect.center)
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        surf.blit(halo, box.move(dx, dy))
    surf.blit(text, box)


def kw_word(key: str) -> str:
    """The glossary keyword for a symbol (its first spelling in the current language)."""
    return t(f"dcui.kw.{key}.words").split("|")[0]


Spots = list[tuple[pygame.Rect, str]]


def cond_row(surf: pygame.Surface, x: int, y: int, tokens: list[tuple[str, int]], pal, size: int = 24,
             max_w: int = 180) -> Spots:  # fmt: skip
    """Condition icons with their counts; returns where each landed, for keyword tooltips."""
    step = size + 8
    per_row = max(1, max_w // step)
    spots: Spots = []
    for i, (key, n) in enumerate(tokens):
        cx, cy = x + (i % per_row) * step, y + (i // per_row) * (size + 4)
        surf.blit(icon(f"dc.{key}", size), (cx, cy))
        spots.append((pygame.Rect(cx, cy, size, size), kw_word(key)))
        if n > 1 or key in ("ice", "poison", "bleeding", "corruption", "purification", "fire"):
            badge = render(str(n), 11, pal["panel"], "bold")
            r = pygame.Rect(0, 0, 14, 14)
            r.center = (cx + size - 2, cy + size - 3)
            pygame.draw.circle(surf, pal["text"], r.center, 8)
            surf.blit(badge, badge.get_rect(center=r.center))
    return spots


def token(surf: pygame.Surface, center: tuple[int, int], radius: int, pal, label: str) -> None:
    """The Active Hero / Active Creature token: a gold disc with a star, and its name beside it."""
    cx, cy = center
    pygame.draw.circle(surf, pal["text"], center, radius + 2)
    pygame.draw.circle(surf, pal["accent"], center, radius)
    pts = []
    for k in range(10):
        r = radius * (0.72 if k % 2 == 0 else 0.32)
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surf, pal["text"], pts)
    if label:
        text = render(label, 11, pal["text"], "bold")
        box = text.get_rect(midright=(cx - radius - 4, cy))
        pygame.draw.rect(surf, pal["accent"], box.inflate(8, 2), 0, 4)
        surf.blit(text, box)


def stamp(
    surf: pygame.Surface, rect: pygame.Rect, text: str, pal, colour, sub: str = "", narrow: bool = False
) -> None:
    """A greyed figure with a slanted word across it (defeated creature, Exhausted hero); a narrow
    mat's word is smaller so it fits whole."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((*pal["bg2"], 150))
    surf.blit(veil, rect)
    room, size = (rect.w - 18, 13) if narrow else (rect.w - 40, 20)
    if narrow:
        while size > 10 and font(size, "bold").size(text)[0] > room:
            size -= 1
    label = render(fit_text(text, size, room, "bold"), size, colour, "bold")
    sub_px = 10 if narrow else 12
    small = render(fit_text(sub, sub_px, room, "bold"), sub_px, colour, "bold") if sub else None
    w = max(label.get_width(), small.get_width() if small else 0) + (8 if narrow else 16)
    pad = pygame.Surface((w, label.get_height() + 6 + (small.get_height() if small else 0)), pygame.SRCALPHA)
    pad.fill((*pal["panel"], 230))
    pygame.draw.rect(pad, colour, pad.get_rect(), 3)
    pad.blit(label, label.get_rect(midtop=(w // 2, 3)))
    if small:
        pad.blit(small, small.get_rect(midtop=(w // 2, label.get_height())))
    turned = pygame.transform.rotate(pad, 12)
    surf.blit(turned, turned.get_rect(center=rect.center))


def title(
    surf: pygame.Surface, text: str, pos: tuple[int, int], width: int, size: int, colour
) -> pygame.Rect:
    """A name in bold; returns where it landed (its tooltip spot)."""
    # Long names (translations) shrink a little before they are cut with an ellipsis.
    while size > 12 and font(size, "bold").size(text)[0] > width:
        size -= 1
    img = render(fit_text(text, size, width, "bold"), size, colour, "bold")
    surf.blit(img, pos)
    return img.get_rect(topleft=pos)


@lru_cache(maxsize=16)
def item_icon(kind: str, size: int, ink: tuple[int, int, int], fill: tuple[int, int, int]) -> pygame.Surface:
    """One symbol per item kind, told apart by shape: equipment a helm, a Legendary Weapon a sword, a
    Personal Artifact a gem, a potion a flask, a bomb a ball with a fuse, a trap a pair of jaws; the
    bag (extended inventory) a tied sack."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 16
    if kind == "potion":
        pygame.draw.circle(s, fill, (8 * u, 10.5 * u), 5 * u)
        pygame.draw.circle(s, ink, (8 * u, 10.5 * u), 5 * u, max(1, round(u)))
        pygame.draw.rect(s, ink, pygame.Rect(6.2 * u, 1.5 * u, 3.6 * u, 4.5 * u), max(1, round(u)))
    elif kind == "bomb":
        pygame.draw.circle(s, ink, (7 * u, 10 * u), 5.5 * u)
        pygame.draw.line(s, ink, (10 * u, 5.5 * u), (13 * u, 2 * u), max(1, round(1.5 * u)))
        pygame.draw.circle(s, fill, (13.5 * u, 2 * u), 1.6 * u)
    elif kind == "trap":
        for dy, sign in ((7 * u, -1), (9 * u, 1)):
            pts = [(1 * u, dy)] + [(x * u, dy + sign * (3 * u if k % 2 == 0 else 0)) for k, x in
                                   enumerate(range(3, 15, 2))] + [(15 * u, dy)]  # fmt: skip
            pygame.draw.lines(s, ink, False, pts, max(1, round(1.5 * u)))
    elif kind == "weapon":  # a Legendary Weapon: a sword, point up
        w = max(1, round(1.6 * u))
        pygame.draw.line(s, ink, (8 * u, 1 * u), (8 * u, 11 * u), w)
        pygame.draw.line(s, ink, (4 * u, 11 * u), (12 * u, 11 * u), w)
        pygame.draw.line(s, ink, (8 * u, 11 * u), (8 * u, 15 * u), w)
        pygame.draw.circle(s, fill, (8 * u, 15 * u), 1.4 * u)
    elif kind == "artifact":  # a Personal Artifact: a cut gem
        gem = [(8 * u, 1.5 * u), (14 * u, 6.5 * u), (8 * u, 14.5 * u), (2 * u, 6.5 * u)]
        pygame.draw.polygon(s, fill, gem)
        pygame.draw.polygon(s, ink, gem, max(1, round(u)))
        pygame.draw.line(s, ink, (2 * u, 6.5 * u), (14 * u, 6.5 * u), max(1, round(u)))
    elif kind == "bag":  # the extended inventory: a tied sack
        pygame.draw.ellipse(s, fill, pygame.Rect(2 * u, 5 * u, 12 * u, 10.5 * u))
        pygame.draw.ellipse(s, ink, pygame.Rect(2 * u, 5 * u, 12 * u, 10.5 * u), max(1, round(1.2 * u)))
        pygame.draw.polygon(s, ink, [(5 * u, 1 * u), (11 * u, 1 * u), (9 * u, 5.5 * u), (7 * u, 5.5 * u)])
    else:  # equipment: a helm
        pygame.draw.ellipse(s, fill, pygame.Rect(2 * u, 2 * u, 12 * u, 13 * u))
        pygame.draw.ellipse(s, ink, pygame.Rect(2 * u, 2 * u, 12 * u, 13 * u), max(1, round(u)))
        pygame.draw.rect(s, ink, pygame.Rect(5 * u, 8 * u, 6 * u, 2 * u))
    return s
