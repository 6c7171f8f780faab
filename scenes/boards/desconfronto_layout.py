"""Where everything sits on the desConfronto board, on the 1280x720 logical canvas.

The app letterboxes and scales the canvas to any window, so these rectangles
are the only geometry the board knows; the tests read them to aim drags.
"""

from __future__ import annotations

import pygame

MAT_X, MAT_W = 12, 760
GAP = 8
CREATURES = pygame.Rect(MAT_X, 66, MAT_W, 182)
HEROES = pygame.Rect(MAT_X, 254, MAT_W, 188)
NINA_H = 30  # Gëlien's companion Nina stands in a strip under his playmat (her own figure, ref n<seat>)
STATUS = pygame.Rect(MAT_X, 446, MAT_W, 26)
HAND = pygame.Rect(MAT_X, 476, 650, 168)
SACRIFICE = pygame.Rect(HAND.right + 10, HAND.y, MAT_X + MAT_W - HAND.right - 10, HAND.h)
BUTTONS = pygame.Rect(MAT_X, 652, MAT_W, 56)
SIDE_X, SIDE_W = 784, 484
DECK = pygame.Rect(SIDE_X, 66, SIDE_W, 132)
TRAY = pygame.Rect(SIDE_X, 204, SIDE_W, 164)
LOG = pygame.Rect(SIDE_X, 374, SIDE_W, 272)
SIDE_BUTTONS = pygame.Rect(SIDE_X, 652, SIDE_W, 56)
SIDE_BTN_W, ITEM_BTN_W = 112, 124  # Undo | Use item | Swap item | Menu
# The drop zone for cards that take no target: the whole table above the hand.
PLAY_ZONE = pygame.Rect(MAT_X, CREATURES.y, MAT_W, HEROES.bottom - CREATURES.y)
CHOICES = pygame.Rect(HAND.x, HAND.y - 4, MAT_W, HAND.h + 8)
# A figure's slot narrower than this (5-8 heroes or creatures) gets the compact playmat look.
NARROW_W = 150


def narrow(w: int) -> bool:
    return w < NARROW_W


def row_slots(area: pygame.Rect, n: int, max_w: int = 260) -> list[pygame.Rect]:
    """``n`` equal slots across ``area`` (centred, at most ``max_w`` wide each)."""
    n = max(1, n)
    w = min(max_w, (area.w - GAP * (n - 1)) // n)
    x0 = area.x + (area.w - (w * n + GAP * (n - 1))) // 2
    return [pygame.Rect(x0 + i * (w + GAP), area.y, w, area.h) for i in range(n)]


def creature_slots(n: int) -> list[pygame.Rect]:
    # DC-CMB-15: positions 1..4 left to right, lowest tier first; slots stay put when one falls.
    return row_slots(CREATURES, max(n, 1), 186)


def hero_slots(n: int) -> list[pygame.Rect]:
    return row_slots(HEROES, max(n, 1), 300)


def hero_mat(slot: pygame.Rect, companion: bool) -> pygame.Rect:
    """The hero's own playmat in its slot (shorter when Nina's strip sits under it)."""
    return pygame.Rect(slot.x, slot.y, slot.w, slot.h - NINA_H - 3) if companion else slot


def nina_rect(slot: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(slot.x, slot.bottom - NINA_H, slot.w, NINA_H)
