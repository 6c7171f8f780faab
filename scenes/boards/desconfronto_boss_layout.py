"""Where the Boss playmat's pieces sit on the 1280x720 logical canvas: it takes the creature
playmat's place (``desconfronto_layout.CREATURES``) while ``view.table.boss`` is set.

Left to right: the Boss card (its Vigor bar with both thresholds, shields, immunities, passive);
the four pillars over the Altar and the Soul Crystals; the Summon Counter, the give-up button and
the summons' space. The tests read these rectangles to aim clicks.
"""

from __future__ import annotations

import pygame

from scenes.boards import desconfronto_layout as L

AREA = L.CREATURES
GAP = 6
BOSS_CARD = pygame.Rect(AREA.x, AREA.y, 196, AREA.h)
MID = pygame.Rect(BOSS_CARD.right + GAP, AREA.y, 346, AREA.h)
PILLAR_H = 104
RIGHT = pygame.Rect(MID.right + GAP, AREA.y, AREA.right - MID.right - GAP, AREA.h)
COUNTER = pygame.Rect(RIGHT.x, RIGHT.y, RIGHT.w, 44)
GIVE_UP = pygame.Rect(RIGHT.x, COUNTER.bottom + 3, RIGHT.w, 26)
SUMMONS = pygame.Rect(RIGHT.x, GIVE_UP.bottom + 3, RIGHT.w, AREA.bottom - GIVE_UP.bottom - 3)
ALTAR_W = 124


def pillar_rects(ids: tuple[str, ...]) -> dict[str, pygame.Rect]:
    n = max(1, len(ids))
    w = (MID.w - GAP * (n - 1)) // n
    return {pid: pygame.Rect(MID.x + i * (w + GAP), MID.y, w, PILLAR_H) for i, pid in enumerate(ids)}


def altar_rect() -> pygame.Rect:
    y = MID.y + PILLAR_H + GAP
    return pygame.Rect(MID.x, y, ALTAR_W, MID.bottom - y)


def crystal_rects(n: int) -> list[pygame.Rect]:
    altar = altar_rect()
    x0 = altar.right + GAP
    n = max(1, n)
    w = (MID.right - x0 - GAP * (n - 1)) // n
    return [pygame.Rect(x0 + i * (w + GAP), altar.y, w, altar.h) for i in range(n)]


def spot_rects(pillars: tuple[str, ...], crystals: int) -> dict[str, pygame.Rect]:
    """Every spot of the mat a hero may stand on, by the core's spot id (``MoveTo.spot``)."""
    out = {"altar": altar_rect(), **pillar_rects(pillars)}
    out.update({f"crystal{i}": r for i, r in enumerate(crystal_rects(crystals))})
    return out


def summon_slots(n: int = 2) -> list[pygame.Rect]:
    """The summons' space: board positions 1 and 2 (DC-BOSS-10), side by side."""
    w = (SUMMONS.w - GAP * (n - 1)) // n
    return [pygame.Rect(SUMMONS.x + i * (w + GAP), SUMMONS.y, w, SUMMONS.h) for i in range(n)]
