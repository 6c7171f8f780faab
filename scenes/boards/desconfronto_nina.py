"""Gëlien's companion Nina as a board figure (ref ``n<seat>``, DC-HERO-GEL-02/03): a strip under his
playmat with her Vigor bar, the shield cards on her and her conditions, or "away" after she was
Exhausted. It is a drop and click target like any figure; the core says when she may be one.

The strip draws the view's companion figure (``game.desconfronto.view.CompanionView``: the core keeps
her in her owner's ``res``, the view makes her a figure of her own); it is rendered once per look and
cached.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import language, t
from game.desconfronto.view import CompanionView
from scenes.boards import desconfronto_layout as L
from scenes.boards import desconfronto_narrow as N
from scenes.boards.desconfronto_figures import Spots, bar, cond_row, cond_tokens, kw_word
from scenes.theme import fit_text, render
from scenes.widgets.icons import icon

_cache: dict[tuple, tuple[pygame.Surface, Spots]] = {}
CACHE_LIMIT = 16


def nina_panel(
    nina: CompanionView, active: bool, size: tuple[int, int], pal: Any
) -> tuple[pygame.Surface, Spots]:
    key = (repr(nina), active, tuple(size), language(), pal["bg"])
    hit = _cache.get(key)
    if hit is None:
        if len(_cache) >= CACHE_LIMIT:
            _cache.clear()
        hit = _cache[key] = _render(nina, active, size, pal)
    return hit


def _paw(surf: pygame.Surface, center: tuple[int, int], ink) -> None:
    """Nina's mark: a paw print (a pad and four toes), so she reads as a companion, not a hero."""
    cx, cy = center
    pygame.draw.ellipse(surf, ink, pygame.Rect(cx - 5, cy - 1, 10, 8))
    for dx, dy in ((-6, -4), (-2, -7), (2, -7), (6, -4)):
        pygame.draw.circle(surf, ink, (cx + dx, cy + dy), 2)


def _render(
    nina: CompanionView, active: bool, size: tuple[int, int], pal: Any
) -> tuple[pygame.Surface, Spots]:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    outer = surf.get_rect()
    spots: Spots = []
    pygame.draw.rect(surf, pal["accent"] if active else pal["muted"], outer, 0, 9)
    inner = outer.inflate(-6, -6)
    pygame.draw.rect(surf, pal["panel"], inner, 0, 7)
    if L.narrow(outer.w):  # 5-8 heroes: name and Vigor bar only where room is short
        return surf, N.nina_body(surf, nina, pal)
    x, cy = inner.x + 4, inner.centery
    _paw(surf, (x + 8, cy + 1), pal["text"])
    name = t("dc.nina")
    img = render(name, 13, pal["text"], "bold")
    surf.blit(img, img.get_rect(midleft=(x + 20, cy)))
    spots.append((img.get_rect(midleft=(x + 20, cy)), name))
    x += 24 + img.get_width()
    right = inner.right - 4
    if nina.exhausted:
        away = t("dcui.nina.away", n=nina.away)
        line = render(fit_text(away, 12, right - x, "italic"), 12, pal["bad"], "italic")
        surf.blit(line, line.get_rect(midleft=(x, cy)))
        return surf, spots
    tokens = cond_tokens(nina)
    shields = sum(int(v) for _, v in nina.shields)
    # The bar takes what the shields and condition icons leave, but never less than 40 px.
    tail = (36 if shields else 0) + 24 * len(tokens)
    bar_w = max(40, min(120, right - x - 22 - tail))
    surf.blit(icon("dc.vigor", 14), (x, cy - 7))
    spots.append((pygame.Rect(x, cy - 7, 14, 14), kw_word("vigor")))
    bar(surf, pygame.Rect(x + 16, cy - 8, bar_w, 16), nina.vigor, nina.max_vigor, pal["bad"], pal)
    x += bar_w + 22
    if shields:
        surf.blit(icon("dc.shield", 16), (x, cy - 8))
        spots.append((pygame.Rect(x, cy - 8, 16, 16), kw_word("shields")))
        n = render(str(shields), 12, pal["text"], "bold")
        surf.blit(n, n.get_rect(midleft=(x + 17, cy)))
        x += 36
    if tokens and x + 16 <= right:
        spots += cond_row(surf, x, cy - 8, tokens, pal, 16, right - x)
    return surf, spots
