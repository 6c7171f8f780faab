"""The desConfronto board's smaller panels: the Creature Action deck, the status strip, the
sacrifice zone, target highlights, wound flashes, the creature-phase caption and the hand-off."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.core.i18n import t
from game.desconfronto.creatures import ACTION_CARDS
from scenes.boards import desconfronto_layout as L
from scenes.boards.desconfronto_text import card_name, face_name, manner_name, rule_name
from scenes.theme import fit_text, render, wrap
from scenes.widgets.icons import icon
from scenes.widgets.style import colour, rgb


@lru_cache(maxsize=32)
def _translucent(size: tuple[int, int], fill: tuple[int, ...], radius: int = 10) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), 0, radius)
    return surf


def card_back(surface: pygame.Surface, rect: pygame.Rect, pal, count: int, label: str) -> None:
    """A face-down pile: stacked edges for depth (more edges for more cards) and its count."""
    layers = min(4, (count + 4) // 5)
    for i in range(layers, 0, -1):
        pygame.draw.rect(surface, pal["text"], rect.move(i * 2, -i * 2), 0, 7)
    if count:
        pygame.draw.rect(surface, pal["accent2"], rect, 0, 7)
        pygame.draw.rect(surface, pal["accent"], rect.inflate(-10, -10), 2, 5)
        pygame.draw.circle(surface, pal["accent"], rect.center, 12, 2)
    else:
        pygame.draw.rect(surface, pal["muted"], rect, 2, 7)
    text = render(label, 12, pal["text"], "bold")
    surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 3)))


def deck_panel(surface: pygame.Surface, state: Any, pal, shown: dict[str, Any] | None, busy: bool) -> None:
    r = L.DECK
    pygame.draw.rect(surface, pal["panel"], r, 0, 10)
    pygame.draw.rect(surface, pal["accent"] if busy else pal["muted"], r, 3 if busy else 1, 10)
    head = render(t("dcui.board.creature_deck"), 14, pal["text"], "bold")
    surface.blit(head, (r.x + 10, r.y + 6))
    # What winning pays: Soul Stone fragments (DC-LVL), spent in the spoils on abilities.
    spoils = render(t("dcui.board.spoils", n=state.spoils, have=state.fragments), 12, pal["muted"], "bold")
    surface.blit(spoils, spoils.get_rect(topright=(r.right - 10, r.y + 8)))
    card_back(surface, pygame.Rect(r.x + 14, r.y + 32, 58, 76), pal, len(state.cdeck),
              t("dcui.board.deck_left", n=len(state.cdeck)))  # fmt: skip
    disc = pygame.Rect(r.x + 90, r.y + 32, 58, 76)
    pygame.draw.rect(surface, pal["bg2"], disc, 0, 7)
    pygame.draw.rect(surface, pal["muted"], disc, 1, 7)
    n = render(str(len(state.cdiscard)), 20, pal["muted"], "bold")
    surface.blit(n, n.get_rect(center=disc.center))
    lab = render(t("dcui.board.discard", n=len(state.cdiscard)), 12, pal["text"], "bold")
    surface.blit(lab, lab.get_rect(midtop=(disc.centerx, disc.bottom + 3)))
    x, w = r.x + 166, r.right - r.x - 176
    if shown is not None:
        card, faces, rule, manner = shown["card"], shown["faces"], shown["rule"], shown["manner"]
    elif state.last_card in ACTION_CARDS and len(state.last_blocks) == 2:
        card, faces = state.last_card, list(state.last_blocks)
        acd = ACTION_CARDS[card]
        rule, manner = rule_name(acd.block1[faces[0]]), manner_name(acd.block2[faces[1]])
    else:
        surface.blit(render(t("dcui.board.no_card"), 13, pal["muted"], "italic"), (x, r.y + 40))
        return
    sub = render(t("dcui.board.last_card"), 12, pal["muted"], "italic")
    surface.blit(sub, (x, r.y + 26))
    name = render(fit_text(card_name(card), 16, w, "bold"), 16, pal["accent2"], "bold")
    surface.blit(name, (x, r.y + 42))
    for i, (face, key, what) in enumerate(((faces[0], "dcui.board.block1", {"rule": rule}),
                                           (faces[1], "dcui.board.block2", {"manner": manner}))):  # fmt: skip
        y = r.y + 66 + i * 30
        surface.blit(icon(f"dc.{face}", 26), (x, y))
        line = t(key, face=face_name(face), **what)
        lines = wrap(line, 12, w - 32)
        for j, part in enumerate(lines[:2]):
            surface.blit(render(part, 12, pal["text"]), (x + 32, y + j * 14 + (6 if len(lines) == 1 else 0)))


def status_strip(surface: pygame.Surface, state: Any, pal, text: str, warn: str) -> None:
    r = L.STATUS
    pygame.draw.rect(surface, pal["bg2"], r, 0, 6)
    right = r.right - 8
    if state.phase == "hero":
        n = state.actions_left
        lab = render(t("dcui.board.actions_left", n=n), 14, pal["text"], "bold")
        right -= lab.get_width()
        surface.blit(lab, (right, r.y + 4))
        for _ in range(max(0, min(n, 6))):
            right -= 22
            surface.blit(icon("dc.action", 20), (right, r.y + 3))
        right -= 8
    turn = render(t("dcui.board.turn", turn=state.turn), 14, pal["muted"], "bold")
    right -= turn.get_width()
    surface.blit(turn, (right, r.y + 4))
    line = warn or text
    ink = pal["bad"] if warn else pal["text"]
    surface.blit(render(fit_text(line, 14, right - r.x - 20, "bold"), 14, ink, "bold"), (r.x + 8, r.y + 4))


def sacrifice_zone(surface: pygame.Surface, pal, lit: bool) -> None:
    r = L.SACRIFICE
    pygame.draw.rect(surface, pal["bg2"], r, 0, 10)
    pygame.draw.rect(surface, rgb("target", "legal") if lit else pal["muted"], r, 3 if lit else 1, 10)
    surface.blit(icon("dc.hit1", 34), icon("dc.hit1", 34).get_rect(center=(r.centerx, r.y + 40)))
    y = r.y + 66
    for line in wrap(t("dcui.board.sacrifice_zone"), 14, r.w - 10, "bold"):
        img = render(line, 14, pal["text"], "bold")
        surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += 18
    for line in wrap(t("dcui.board.sacrifice_hint"), 12, r.w - 10, "italic"):
        img = render(line, 12, pal["muted"], "italic")
        surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += 15


def highlight(surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
    """Legal targets of the selected card: a tinted fill and a thick outline (drag uses the same look)."""
    for rect in rects:
        surface.blit(_translucent(rect.size, colour("target", "legal_fill")), rect)
        pygame.draw.rect(surface, rgb("target", "legal"), rect, 4, 12)


def flash(surface: pygame.Surface, rect: pygame.Rect, text: str, good: bool, pal, left: float) -> None:
    fill = (*pal["good" if good else "bad"], 90)
    surface.blit(_translucent(rect.size, fill, 12), rect)
    img = render(text, 30, pal["good" if good else "bad"], "bold")
    halo = render(text, 30, pal["panel"], "bold")
    box = img.get_rect(center=(rect.centerx, rect.centery - round(20 * (1 - left))))
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        surface.blit(halo, box.move(dx, dy))
    surface.blit(img, box)


def caption_banner(surface: pygame.Surface, pal, head: str, text: str) -> None:
    r = pygame.Rect(L.HAND.x, L.HAND.y + 50, L.MAT_W, 70)
    surface.blit(_translucent(r.size, (*pal["text"], 215), 12), r)
    pygame.draw.rect(surface, pal["accent2"], r, 3, 12)
    h = render(head, 14, pal["accent"], "bold")
    surface.blit(h, h.get_rect(midtop=(r.centerx, r.y + 8)))
    c = render(fit_text(text, 20, r.w - 30, "bold"), 20, pal["panel"], "bold")
    surface.blit(c, c.get_rect(midtop=(r.centerx, r.y + 30)))


def handoff_panel(surface: pygame.Surface, pal, hero: str) -> pygame.Rect:
    """Covers the hand until the next player takes the mouse; returns where the button goes."""
    r = L.CHOICES
    pygame.draw.rect(surface, pal["bg2"], r, 0, 12)
    pygame.draw.rect(surface, pal["accent"], r, 3, 12)
    head = render(t("dcui.handoff.title", hero=hero), 22, pal["text"], "bold")
    surface.blit(head, head.get_rect(midtop=(r.centerx, r.y + 22)))
    body = render(fit_text(t("dcui.handoff.body", hero=hero), 15, r.w - 40), 15, pal["muted"])
    surface.blit(body, body.get_rect(midtop=(r.centerx, r.y + 58)))
    return pygame.Rect(r.centerx - 150, r.y + 100, 300, 44)


def choices_backdrop(surface: pygame.Surface, pal, head: str, detail: str = "", reserve: int = 0) -> None:
    """The choice panel; ``reserve`` keeps the heading clear of a button at its top right."""
    r = L.CHOICES
    pygame.draw.rect(surface, pal["panel"], r, 0, 12)
    pygame.draw.rect(surface, pal["accent2"], r, 2, 12)
    head_img = render(fit_text(head, 16, r.w - 24 - reserve, "bold"), 16, pal["text"], "bold")
    surface.blit(head_img, (r.x + 12, r.y + 6))
    if detail:
        surface.blit(
            render(fit_text(detail, 14, r.w - 24, "bold"), 14, pal["accent2"], "bold"), (r.x + 12, r.y + 28)
        )


def chord_columns(surface: pygame.Surface, pal, left: str, right: str) -> None:
    """Headings over the two halves of Fildon's chord choice: Resonant, Dissonant."""
    r = L.CHOICES
    half = (r.w - 24) // 2
    for i, word in enumerate((left, right)):
        x = r.x + 12 + i * (half + 4)
        pygame.draw.line(surface, pal["muted"], (x, r.y + 66), (x + half - 4, r.y + 66), 1)
        img = render(word, 14, pal["accent2"], "bold")
        surface.blit(img, img.get_rect(midbottom=(x + half // 2, r.y + 65)))


def row_label(surface: pygame.Surface, pal, text: str, row: int, pitch: int) -> None:
    """A choice row's heading at its left (the spoils: the hero the row's abilities are for)."""
    r = L.CHOICES
    img = render(fit_text(text, 15, 100, "bold"), 15, pal["text"], "bold")
    surface.blit(img, (r.x + 14, r.y + 52 + row * pitch + 4))


def warning_strip(surface: pygame.Surface, pal, text: str, card: pygame.Rect) -> None:
    """A warning across the bottom of a previewed card (e.g. the card would do nothing now)."""
    lines = wrap(text, 12, card.w - 16, "bold")[:4]
    h = len(lines) * 15 + 10
    r = pygame.Rect(card.x, card.bottom - h, card.w, h)
    pygame.draw.rect(surface, pal["bad"], r, 0, 8)
    for i, line in enumerate(lines):
        surface.blit(render(line, 12, pal["panel"], "bold"), (r.x + 8, r.y + 5 + i * 15))
