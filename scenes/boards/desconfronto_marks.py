"""Badges for the marks one hero's ability leaves on a figure (``DesconfrontoTable.marks``, marks.py):
the Elder's spirit for the turn, Shield of Faith's tokens, Vital Points, the Necromancer's curses and
the Arcanist's waiting enchantment, change of condition and Arcane Aura charge.

Each is a small pill straddling the top edge of the figure it concerns (right-aligned, where no panel
draws), in gold for a help to the heroes and purple for a mark on an enemy, with its words on it (the
colour is never the only cue) and a tooltip saying what it does and whose it is. The notes join the
board's glossary (``mark_notes``), the pills are rendered once per look.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import language, t
from game.desconfronto.marks import Mark
from scenes.boards.desconfronto_figures import Spots
from scenes.boards.desconfronto_text import cond_name, figure_name, hero_name
from scenes.theme import fit_text, render

PILL_H = 19
GAP = 4
FONT = 12
MARGIN = 12  # clear of the panel's rounded corners
ON_ENEMY = ("vital", "curse_rot", "curse_pestilence")

_cache: dict[tuple[Any, ...], pygame.Surface] = {}


def _words(table: Any, m: Mark) -> dict[str, Any]:
    return {"amount": m.amount, "cond": cond_name(m.cond) if m.cond else "", "hero": hero_name(table, m.by),
            "target": figure_name(table, m.on)}  # fmt: skip


def mark_label(table: Any, m: Mark) -> str:
    return t(f"dc_marks.badge.{m.kind}", **_words(table, m))


def mark_notes(table: Any) -> dict[str, str]:
    """Tooltip bodies, by the pill's words (the glossary's keyword)."""
    return {mark_label(table, m): t(f"dc_marks.tip.{m.kind}", **_words(table, m)) for m in table.marks}


def _pill(label: str, enemy: bool, width: int, pal: Any) -> pygame.Surface:
    """``label`` on a pill at most ``width`` wide (shortened with an ellipsis: the tooltip has it whole)."""
    key = (label, enemy, width, language(), pal["accent"], pal["accent2"])
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > 64:
            _cache.clear()
        text = render(fit_text(label, FONT, width - 12, "bold"), FONT, pal["panel"], "bold")
        surf = pygame.Surface((text.get_width() + 12, PILL_H), pygame.SRCALPHA)
        box = surf.get_rect()
        pygame.draw.rect(surf, pal["accent2"] if enemy else pal["accent"], box, 0, PILL_H // 2)
        pygame.draw.rect(surf, pal["text"], box, 1, PILL_H // 2)
        surf.blit(text, text.get_rect(center=box.center))
        _cache[key] = surf
    return surf


def draw_marks(surface: pygame.Surface, table: Any, rects: dict[str, pygame.Rect], pal: Any) -> Spots:
    """Every mark's pill on its figure's rect, right to left; several on one figure share its width.
    Returns where each landed (board canvas) with its words, for the tooltips."""
    spots: Spots = []
    by_fig: dict[str, list[Mark]] = {}
    for m in table.marks:
        if m.on in rects:
            by_fig.setdefault(m.on, []).append(m)
    for ref, marks in by_fig.items():
        rect = rects[ref]
        room = (rect.w - 2 * MARGIN - GAP * (len(marks) - 1)) // len(marks)
        x = rect.right - MARGIN
        for m in marks:
            label = mark_label(table, m)
            pill = _pill(label, m.kind in ON_ENEMY, max(24, room), pal)
            at = pygame.Rect(x - pill.get_width(), rect.y - PILL_H // 2, pill.get_width(), PILL_H)
            x = at.x - GAP
            surface.blit(pill, at)
            spots.append((at, label))
    return spots
