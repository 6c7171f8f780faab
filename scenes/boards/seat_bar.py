"""The strip across the top of a board: every seat, who is to act, and which seats are bots."""

from __future__ import annotations

import pygame

from game.core.i18n import t
from scenes.theme import fit_text, render


class SeatBar:
    HEIGHT = 60

    def draw(
        self,
        surface: pygame.Surface,
        title: str,
        seats: list[str],
        active: int | None,
        bots: set[int],
        pal: dict[str, tuple[int, int, int]],
    ) -> None:
        pygame.draw.rect(surface, pal["bg2"], (0, 0, 1280, self.HEIGHT))
        pygame.draw.rect(surface, pal["accent"], (0, self.HEIGHT - 3, 1280, 3))
        head = render(fit_text(title, 22, 260, "bold"), 22, pal["text"], "bold")
        surface.blit(head, (20, (self.HEIGHT - head.get_height()) // 2))
        if not seats:
            return
        x0, width = 300, 960
        chip_w = min(240, (width - 10 * (len(seats) - 1)) // len(seats))
        for i, name in enumerate(seats):
            rect = pygame.Rect(x0 + i * (chip_w + 10), 10, chip_w, self.HEIGHT - 22)
            current = i == active
            pygame.draw.rect(surface, pal["panel"], rect, border_radius=8)
            # The active seat gets a thick border AND a marker, so colour is never the only cue.
            pygame.draw.rect(
                surface, pal["accent"] if current else pal["muted"], rect, 3 if current else 1, 8
            )
            label = name + (f" · {t('board.bot')}" if i in bots else "")
            style = "bold" if current else "regular"
            text = render(fit_text(label, 16, chip_w - 40, style), 16, pal["text"], style)
            box = text.get_rect(center=rect.center)
            surface.blit(text, box)
            if current:
                cx, cy = box.x - 14, rect.centery
                pygame.draw.polygon(
                    surface, pal["accent"], [(cx - 5, cy - 7), (cx - 5, cy + 7), (cx + 6, cy)]
                )
