"""The hero screen opened from the combat board during a Hunt's combat: a click on the progress
strip shows it (read-only: levels, Vigor, deck, items, Specialization, Skill Trees) over the side
column; its drawn tabs pick the hero, a click outside closes it. Nothing here acts."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import t
from game.desconfronto.names import hero_name
from scenes.boards import desconfronto_hunt_hero as HH
from scenes.boards.desconfronto_hunt_strip import COMPACT
from scenes.theme import fit_text, render

PANEL = pygame.Rect(784, 66, 484, 580)


class HeroPeek:
    def __init__(self) -> None:
        self.open = False
        self.seat = 0

    def click(self, pos: tuple[int, int], table: Any) -> bool:
        """A left click on the combat board; True when the peek took it."""
        if table.run is None or table.phase == "run":
            self.open = False
            return False
        if COMPACT.collidepoint(pos):
            self.open = not self.open
            self.seat = min(max(table.active_hero, 0), len(table.heroes) - 1)
            return True
        if not self.open:
            return False
        for i, r in enumerate(HH.tab_rects(PANEL, len(table.heroes))):
            if r.collidepoint(pos):
                self.seat = i
                return True
        if not PANEL.collidepoint(pos):
            self.open = False  # a click outside closes it (and does nothing else)
        return True

    def draw(self, surface: pygame.Surface, table: Any, state: Any, pal: dict) -> None:
        if not self.open or table.run is None or table.phase == "run":
            return
        seat = min(self.seat, len(table.heroes) - 1)
        rows = HH.skill_rows(table, seat, state, set())
        HH.draw_hero(surface, PANEL, table, seat, rows, pal, t("dchuntui.hero.peek_note"))
        pygame.draw.rect(surface, pal["accent"], PANEL, 3, 10)
        for i, r in enumerate(HH.tab_rects(PANEL, len(table.heroes))):
            on = i == seat
            pygame.draw.rect(surface, pal["accent"] if on else pal["bg2"], r, 0, 6)
            pygame.draw.rect(surface, pal["text"] if on else pal["muted"], r, 2 if on else 1, 6)
            face = "bold" if on else "regular"
            text = render(fit_text(hero_name(table, i), 14, r.w - 8, face), 14, pal["text"], face)
            surface.blit(text, text.get_rect(center=r.center))
