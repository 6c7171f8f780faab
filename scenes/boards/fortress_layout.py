"""Where everything sits on the logical 1280x720 canvas (the app scales it to any window).

The central table follows the rulebook's diagram: the Adversary sheet with its plan and the piles on
the left, the Battlefield row of 4 Invaders over the 2x4 Construction & Recruitment Area in the
middle, the other Generals' compact tables and the log on the right, and the active General's table
large across the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

TOP_H = 40
LEFT = pygame.Rect(8, 48, 200, 414)
CENTER_X = 216
COL_W, COL_GAP = 144, 12
INVADER_H = 160
BATTLE_Y = 48
AREA_Y = 216
AREA_H, ROW_GAP = 120, 6
RIGHT = pygame.Rect(836, 48, 436, 414)
COMPACT_H, COMPACT_GAP = 62, 6
TABLE = pygame.Rect(0, 470, 1100, 250)
BUTTONS_X, BUTTONS_W = 1108, 164

ADVERSARY = pygame.Rect(LEFT.x, LEFT.y, LEFT.w, 212)
PLAN = pygame.Rect(LEFT.x, ADVERSARY.bottom + 6, LEFT.w, 104)
PILE_W, PILE_H = 97, 42


def column_x(col: int) -> int:
    return CENTER_X + col * (COL_W + COL_GAP)


def invader_rect(col: int) -> pygame.Rect:
    return pygame.Rect(column_x(col), BATTLE_Y, COL_W, INVADER_H)


def area_rect(slot: int) -> pygame.Rect:
    """Slot = row*4 + column; row 0 (the front row) sits right under the Battlefield."""
    row, col = divmod(slot, 4)
    return pygame.Rect(column_x(col), AREA_Y + row * (AREA_H + ROW_GAP), COL_W, AREA_H)


def column_rect(col: int) -> pygame.Rect:
    return invader_rect(col).union(area_rect(4 + col))


PILES = ("fortress_deck", "rubble", "invasion_deck", "invasion_discard")


def pile_rect(name: str) -> pygame.Rect:
    i = PILES.index(name)
    x = LEFT.x + (i % 2) * (PILE_W + 6)
    y = PLAN.bottom + 6 + (i // 2) * (PILE_H + 6)
    return pygame.Rect(x, y, PILE_W, PILE_H)


@dataclass(frozen=True)
class TableLayout:
    """The active General's table; constructions and hand positions depend on the hand size."""

    general: pygame.Rect
    constructions: tuple[pygame.Rect, ...]
    hand_zone: pygame.Rect
    deck: pygame.Rect
    discard: pygame.Rect
    header: pygame.Rect
    drop: pygame.Rect  # where a bought card may be dropped: the whole table


CARD_W, CARD_H = 104, 150


def table_layout() -> TableLayout:
    top = TABLE.y + 26
    general = pygame.Rect(8, top, 150, 188)
    cons = tuple(pygame.Rect(168 + i * (CARD_W + 6), top + 19, CARD_W, CARD_H) for i in range(3))
    hand_zone = pygame.Rect(cons[-1].right + 14, top, 1000 - cons[-1].right - 14, 188)
    deck = pygame.Rect(1008, top, 88, 88)
    discard = pygame.Rect(1008, top + 100, 88, 88)
    header = pygame.Rect(8, TABLE.y, TABLE.w - 8, 22)
    return TableLayout(general, cons, hand_zone, deck, discard, header, TABLE.copy())


def hand_rects(n: int, zone: pygame.Rect) -> list[pygame.Rect]:
    """Cards side by side; a big hand overlaps so it never leaves its zone."""
    if n <= 0:
        return []
    step = min(CARD_W + 6, (zone.w - CARD_W) // max(1, n - 1)) if n > 1 else 0
    y = zone.y + 19
    return [pygame.Rect(zone.x + i * step, y, CARD_W, CARD_H) for i in range(n)]


def kryssa_badge(card_rect: pygame.Rect) -> pygame.Rect:
    """Kryssa-Ruiva's "fire it for free" seal, bottom right of a Construction she may fire (clear of
    the title and of the legal tick at the top)."""
    return pygame.Rect(card_rect.right - 31, card_rect.bottom - 31, 28, 28)


def compact_rect(index: int) -> pygame.Rect:
    return pygame.Rect(RIGHT.x, RIGHT.y + index * (COMPACT_H + COMPACT_GAP), RIGHT.w, COMPACT_H)


def log_rect(others: int) -> pygame.Rect:
    top = RIGHT.y + others * (COMPACT_H + COMPACT_GAP)
    return pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)


def button_rect(i: int) -> pygame.Rect:
    """The column of buttons at the bottom right: 0 = end phase (tall), then smaller ones."""
    if i == 0:
        return pygame.Rect(BUTTONS_X, TABLE.y + 96, BUTTONS_W, 56)
    return pygame.Rect(BUTTONS_X, TABLE.y + 158 + (i - 1) * 44, BUTTONS_W, 38)


DAMAGE_TOKEN = pygame.Rect(BUTTONS_X + 42, TABLE.y + 8, 80, 80)
