"""The creature playmat: up to four creatures, lowest tier to highest (DC-CMB-15), each with its
Vigor, shields, attack dice, conditions and passive, and the Active Creature token.

A creature's panel is rendered once per distinct look (stats, tokens, active,
language) and then blitted, so a still board costs four blits a frame.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import language, localized, t
from game.desconfronto.creatures import CREATURES
from scenes.boards import desconfronto_layout as L
from scenes.boards import desconfronto_narrow as N
from scenes.boards.desconfronto_figures import Spots, bar, cond_row, cond_tokens, kw_word, stamp, title, token
from scenes.boards.desconfronto_text import ROMAN, cond_name
from scenes.icons import emblem
from scenes.theme import fit_text, render, wrap
from scenes.widgets.fonts import font
from scenes.widgets.icon_art import emblem_plate
from scenes.widgets.icons import icon

_cache: dict[tuple, tuple[pygame.Surface, Spots]] = {}
CACHE_LIMIT = 64
EMBLEM = 24  # the creature's emblem plate, pixels across (between the name and the Vigor row)


# The inner height a wide panel needs for its name, Vigor and shield rows and the Active foot band.
FOOT_ROOM = 130


def _name_and_tier(
    surf: pygame.Surface, name: str, tier: pygame.Surface, pos: tuple[int, int], width: int, pal, reserve: int = 0
):
    """The name on one line (shrinking to 12 px), the tier under it; a name that still does not fit
    takes two lines at 13 px, the tier after its second line, so no word is cut ("Árvore Anciã
    Corrom…" was drawn before); ``reserve`` pixels at the right of the two-line form are left free
    (the emblem's corner). Returns the name's rect (its tooltip spot)."""
    x, y = pos
    if font(12, "bold").size(name)[0] <= width:
        box = title(surf, name, pos, width, 16, pal["text"])
        surf.blit(tier, (x, y + 22))
        return box
    lines = wrap(name, 13, width - reserve, "bold")
    if len(lines) > 2 or " ".join(lines) != " ".join(name.split(" ")):
        box = title(surf, name, pos, width, 16, pal["text"])  # one unbreakable word: cut as before
        surf.blit(tier, (x, y + 22))
        return box
    box = pygame.Rect(x, y, 1, 1)
    for i, line in enumerate(lines):
        img = render(line, 13, pal["text"], "bold")
        surf.blit(img, (x, y - 1 + i * 18))
        box = box.union(img.get_rect(topleft=(x, y - 1 + i * 18)))
    last = font(13, "bold").size(lines[-1])[0]
    if len(lines) == 1 or last + 8 + tier.get_width() <= width - reserve:
        surf.blit(tier, (x + (last + 8 if len(lines) > 1 else 0), y + 19 if len(lines) > 1 else y + 22))
    return box


def _tier_fits(name: str, tier: pygame.Surface, width: int, reserve: int) -> bool:
    """Whether the two-line name, kept ``reserve`` pixels short, leaves room for the tier after it."""
    lines = wrap(name, 13, width - reserve, "bold")
    whole = len(lines) == 2 and " ".join(lines) == " ".join(name.split(" "))
    return whole and font(13, "bold").size(lines[-1])[0] + 8 + tier.get_width() <= width - reserve


def creature_key(state: Any, pos: int, active: bool, size: tuple[int, int], pal) -> tuple:
    cr = state.creatures[pos]
    return (pos, cr.creature, cr.vigor, cr.max_vigor, tuple(sorted(cr.cond.items())), tuple(cr.thunder),
            cr.defeated, cr.shields, active, size, language(), pal["bg"], pal["accent"])  # fmt: skip


def creature_panel(
    state: Any, pos: int, active: bool, size: tuple[int, int], pal
) -> tuple[pygame.Surface, Spots]:
    """The panel and where its symbols sit (for keyword tooltips), rendered once per look."""
    key = creature_key(state, pos, active, size, pal)
    hit = _cache.get(key)
    if hit is None:
        if len(_cache) >= CACHE_LIMIT:
            _cache.clear()
        hit = _cache[key] = _render(state, pos, active, size, pal)
    return hit


def _render(state: Any, pos: int, active: bool, size: tuple[int, int], pal) -> tuple[pygame.Surface, Spots]:
    cr = state.creatures[pos]
    cd = CREATURES[cr.creature]
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    spots: Spots = []
    outer = surf.get_rect()
    # Corruption purple frames the enemies; the active one gets a gold, thicker rim as well as its token.
    pygame.draw.rect(surf, pal["accent2"], outer, 0, 12)
    inner = outer.inflate(-10, -10)
    pygame.draw.rect(surf, pal["panel"], inner, 0, 9)
    if active:
        pygame.draw.rect(surf, pal["accent"], outer, 5, 12)
    if L.narrow(w):  # 5-8 creatures: the compact panel (desconfronto_narrow)
        spots = N.creature_body(surf, state, pos, active, pal)
        if cr.defeated:
            stamp(surf, outer, t("dcui.board.defeated"), pal, pal["bad"], narrow=True)
        return surf, spots
    x, y = inner.x + 8, inner.y + 6
    badge = render(str(pos + 1), 13, pal["panel"], "bold")
    pygame.draw.circle(surf, pal["accent2"], (x + 9, y + 10), 10)
    surf.blit(badge, badge.get_rect(center=(x + 9, y + 10)))
    tier = render(t("dcui.board.tier", tier=ROMAN.get(cd.tier, cd.tier)), 12, pal["muted"], "italic")
    # A short panel (the Coliseum's, a 5-8 table's) has no foot to spare under the shields row: the
    # Active Creature's token then stands in the top corner, beside a narrower name.
    corner = active and inner.h < FOOT_ROOM
    name_w = inner.w - 32 - (22 if corner else 0)
    name = localized(cd.name)
    # The emblem sits at the tier row's end. A name on two lines then stops short of it; when the
    # tier would no longer fit after that second line, the emblem gives way (the tier is a rule).
    one_line = font(12, "bold").size(name)[0] <= name_w
    plate = emblem_plate(emblem("dc_creature", cr.creature), EMBLEM, pal["bg"], pal["text"], pal["accent2"])
    if plate is not None and not one_line and not _tier_fits(name, tier, name_w, EMBLEM + 8):
        plate = None
    if plate is not None:
        surf.blit(plate, (inner.right - EMBLEM - 4, y + 19))
    reserve = EMBLEM + 8 if plate is not None and not one_line else 0
    spots.append((_name_and_tier(surf, name, tier, (x + 24, y), name_w, pal, reserve), name))
    y += 42
    surf.blit(icon("dc.vigor", 20), (x, y))
    spots.append((pygame.Rect(x, y, 20, 20), kw_word("vigor")))
    tokens = cond_tokens(cr)
    # A short panel (the Coliseum's) has no row under the shields: its conditions share the Vigor row.
    beside_bar = bool(tokens) and inner.h < FOOT_ROOM - 24
    room = min(len(tokens) * 24, (inner.w - 42) // 2) if beside_bar else 0
    bar(surf, pygame.Rect(x + 26, y + 2, inner.w - 42 - room, 17), cr.vigor, cr.max_vigor, pal["bad"], pal)
    if beside_bar:
        spots += cond_row(surf, x + 30 + inner.w - 42 - room, y + 1, tokens, pal, 16, room)
    y += 28
    shields = cr.shields
    surf.blit(icon("dc.shield", 22), (x, y))
    spots.append((pygame.Rect(x, y, 22, 22), kw_word("shields")))
    sh = render(str(shields), 16, pal["text"], "bold")
    surf.blit(sh, (x + 26, y + 1))
    if shields != cd.shields:  # shields cancelled this round: strike the printed value through
        was = render(str(cd.shields), 13, pal["muted"])
        wx = x + 30 + sh.get_width()
        surf.blit(was, (wx, y + 4))
        pygame.draw.line(surf, pal["bad"], (wx - 1, y + 12), (wx + was.get_width() + 1, y + 8), 2)
    dx = x + inner.w // 2 - 10
    surf.blit(icon("dc.hit2", 22), (dx, y))
    dice = render(t("dcui.board.dice", n=cd.dice), 14, pal["text"], "bold")
    surf.blit(dice, (dx + 26, y + 2))
    y += 28
    tags = []
    if cd.magical:
        tags.append(t("dcui.board.magical"))
    if cd.thorns:
        tags.append(t("dcui.board.thorns", n=cd.thorns))
    if cd.immune and cd.passive is None:  # a passive text already names its immunities
        tags.append(t("dcui.board.immune", list=", ".join(cond_name(c) for c in sorted(cd.immune))))
    if tags and y + 14 <= inner.bottom:  # a short panel keeps its tags for the tooltip, not half drawn
        tag_line = render(fit_text(" · ".join(tags), 12, inner.w - 16, "bold"), 12, pal["accent2"], "bold")
        surf.blit(tag_line, (x, y))
        y += 17
    if tokens and not beside_bar:
        spots += cond_row(surf, x, y, tokens, pal, 24, inner.w - 12)
        y += 28 * ((len(tokens) - 1) // max(1, (inner.w - 12) // 32) + 1)
    if cd.passive is not None:
        # The Active Creature's label and token take the panel's foot: the passive stops above them.
        rows = max(0, (inner.bottom - (24 if active and not corner else 6) - y) // 15)
        # The active token's corner is kept clear too: the text wraps narrower beside it.
        beside = 46 if active and not corner else 16
        lines = wrap(localized(cd.passive), 12, inner.w - beside, "italic")
        for i, words in enumerate(lines[:rows]):
            text = (
                words
                if i < rows - 1 or len(lines) <= rows
                else fit_text(words + "…", 12, inner.w - beside)
            )
            surf.blit(render(text, 12, pal["muted"], "italic"), (x, y + i * 15))
    if corner:
        centre = (inner.right - 13, inner.y + 15)
        token(surf, centre, 10, pal, "")
        spots.append((pygame.Rect(centre[0] - 11, centre[1] - 11, 22, 22), t("dcui.board.active_creature")))
    elif active:
        lab = render(t("dcui.board.active_creature"), 12, pal["text"], "bold")
        box = lab.get_rect(midbottom=(outer.centerx, outer.bottom - 1))
        pygame.draw.rect(surf, pal["accent"], box.inflate(14, 2), 0, 5)
        surf.blit(lab, box)
        token(surf, (inner.right - 17, inner.bottom - 17), 13, pal, "")
    if cr.defeated:
        stamp(surf, outer, t("dcui.board.defeated"), pal, pal["bad"])
    return surf, spots
