"""Where the Coliseum's parts sit on the 1280x720 canvas (the desConfronto board's geometry, with the
creature row given over to the arena: a banner, the score track and, with Condemnation by Beasts,
the beasts). The heroes' row, hand, choice panel, dice tray and log stay where the Skirmish has them."""

from __future__ import annotations

import pygame

from scenes.boards import desconfronto_layout as L

BANNER = pygame.Rect(L.MAT_X, L.CREATURES.y, L.MAT_W, 28)
TRACK_Y = BANNER.bottom + 3
# With beasts the track is a strip and the beasts stand under it; without, the track takes the row.
TRACK_WIDE = pygame.Rect(L.MAT_X, TRACK_Y, L.MAT_W, L.CREATURES.bottom - TRACK_Y)
TRACK_SLIM = pygame.Rect(L.MAT_X, TRACK_Y, L.MAT_W, 34)  # one row of cells, no title line
BEASTS = pygame.Rect(L.MAT_X, TRACK_SLIM.bottom + 3, L.MAT_W, L.CREATURES.bottom - TRACK_SLIM.bottom - 3)
ARENA = pygame.Rect(L.MAT_X, L.CREATURES.y, L.MAT_W, L.HEROES.bottom - L.CREATURES.y)  # the podium covers it
TOKEN_R = 9  # a Class token's radius on a hero's playmat
# Each seat's colour: its marker on the track and its Class tokens on the others' playmats.
SEAT_COLOURS = ((178, 58, 46), (31, 111, 178), (46, 139, 87), (142, 68, 173))


def track(beasts: bool) -> pygame.Rect:
    return TRACK_SLIM if beasts else TRACK_WIDE


def beast_slots(n: int) -> list[pygame.Rect]:
    return L.row_slots(BEASTS, max(n, 1), 186)[:n]


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def track_cells(area: pygame.Rect, target: int) -> list[pygame.Rect]:
    """One cell per score 0..target across the track (under its title line when it is tall)."""
    n = target + 1
    top = area.y + (22 if area.h > 60 else 4)
    w = (area.w - 16) // n
    x0 = area.x + (area.w - w * n) // 2
    return [pygame.Rect(x0 + i * w, top, w - 2, area.bottom - top - 4) for i in range(n)]
