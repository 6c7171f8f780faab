"""The Corruption Master's hand on the combat board (DC-CM-03): when the Master is a human seat and the
Creature Phase waits on its card, its 5 Creature Action cards are laid out in the choice panel's place;
a click plays one, hovering one shows it whole over the log (both block dice's tables).

Only the Master's own view (``observe(state, master seat)``) names the cards: the board asks for it
only while that seat acts and no hand-off covers the table, so no hero sees the hand behind it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import t
from game.core.view import is_hidden
from game.desconfronto.creatures import ACTION_CARDS
from game.desconfronto.master_actions import MasterPlay
from scenes.boards import desconfronto_layout as L
from scenes.boards.desconfronto_text import card_name, face_name, manner_name, rule_name
from scenes.theme import fit_text, render, wrap
from scenes.widgets.icons import icon

FACES = ("corrupted", "hit1", "hit2", "purified")
TILE_GAP = 10
PREVIEW = (L.LOG.w - 12, 250)


def master_hand(game: Any, state: Any, seat: int) -> list[str]:
    """The cards the Master's own view shows it ([] when that view hides them: never for its own seat)."""
    m = game.observe(state, seat).table.master
    return [] if m is None or is_hidden(m.hand) else list(m.hand)


def tile_rects(n: int) -> list[pygame.Rect]:
    """``n`` card tiles across the choice panel, under its heading."""
    r = L.CHOICES
    if n <= 0:
        return []
    w = min(140, (r.w - 24 - TILE_GAP * (n - 1)) // n)
    x0 = r.centerx - (n * w + (n - 1) * TILE_GAP) // 2
    return [pygame.Rect(x0 + i * (w + TILE_GAP), r.y + 34, w, r.h - 42) for i in range(n)]


def draw_tiles(surface: pygame.Surface, pal, cards: list[str], hover: str | None) -> None:
    """The panel: heading, then one tile per card (its name, who attacks, a hint to hover)."""
    r = L.CHOICES
    pygame.draw.rect(surface, pal["panel"], r, 0, 12)
    pygame.draw.rect(surface, pal["accent2"], r, 2, 12)
    head = render(fit_text(t("dc_master.ui.head"), 16, r.w - 24, "bold"), 16, pal["text"], "bold")
    surface.blit(head, (r.x + 12, r.y + 8))
    for card, rect in zip(cards, tile_rects(len(cards)), strict=True):
        lit = card == hover
        pygame.draw.rect(surface, pal["bg2"], rect, 0, 9)
        pygame.draw.rect(surface, pal["accent"] if lit else pal["muted"], rect, 3 if lit else 1, 9)
        y = rect.y + 8
        for line in wrap(card_name(card), 15, rect.w - 14, "bold")[:2]:
            img = render(line, 15, pal["accent2"], "bold")
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += 18
        who = t(f"dc_master.ui.attacker_{ACTION_CARDS[card].attacker}")
        for line in wrap(who, 12, rect.w - 14)[:2]:
            img = render(line, 12, pal["text"])
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y + 4)))
            y += 15
        hint = render(fit_text(t("dc_master.ui.hint"), 11, rect.w - 10, "italic"), 11, pal["muted"], "italic")
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - 6)))


def draw_preview(surface: pygame.Surface, pal, card: str) -> None:
    """The hovered card whole, over the log: both block dice's tables, face by face (AMB-38: the dice
    are still rolled on the card the Master chooses)."""
    box = pygame.Rect(0, 0, *PREVIEW)
    box.midtop = (L.LOG.centerx, L.LOG.y + 6)
    pygame.draw.rect(surface, pal["panel"], box, 0, 10)
    pygame.draw.rect(surface, pal["accent"], box, 2, 10)
    acd = ACTION_CARDS[card]
    name = render(fit_text(card_name(card), 18, box.w - 20, "bold"), 18, pal["accent2"], "bold")
    surface.blit(name, (box.x + 10, box.y + 8))
    half = (box.w - 30) // 2
    for col, (key, table, word) in enumerate(
        (("block1", acd.block1, rule_name), ("block2", acd.block2, manner_name))
    ):
        x = box.x + 10 + col * (half + 10)
        title = render(fit_text(t(f"dc_master.ui.{key}"), 13, half, "bold"), 13, pal["text"], "bold")
        surface.blit(title, (x, box.y + 36))
        for i, face in enumerate(FACES):
            y = box.y + 58 + i * 46
            surface.blit(icon(f"dc.{face}", 22), (x, y))
            lines = wrap(word(table[face]), 12, half - 28)
            for j, part in enumerate(lines[:3]):
                surface.blit(render(part, 12, pal["text"]), (x + 26, y + j * 14))
            tip = render(fit_text(face_name(face), 10, half - 28, "italic"), 10, pal["muted"], "italic")
            surface.blit(tip, (x + 26, y + min(3, len(lines)) * 14))


def tile_at(cards: list[str], pos: tuple[int, int]) -> str | None:
    return next((c for c, r in zip(cards, tile_rects(len(cards)), strict=True) if r.collidepoint(pos)), None)


def play_for(seat: int, card: str) -> MasterPlay:
    return MasterPlay(seat, card)
