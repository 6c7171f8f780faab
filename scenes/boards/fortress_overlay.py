"""The look both fortress dialogs share (buy confirmation, payment chooser): the board dimmed behind
a framed panel in the fortress palette."""

from __future__ import annotations

import pygame

SHADE = (8, 8, 12, 170)


class Shade:
    """A dimming layer the size of the surface, made once and remade only when the window resizes."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None

    def blit(self, surface: pygame.Surface) -> None:
        if self._surface is None or self._surface.get_size() != surface.get_size():
            self._surface = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._surface.fill(SHADE)
        surface.blit(self._surface, (0, 0))


def draw_dialog(surface: pygame.Surface, shade: Shade, rect: pygame.Rect, pal: dict) -> None:
    """Dim what is behind, then the dialog's framed panel."""
    shade.blit(surface)
    pygame.draw.rect(surface, pal["bg2"], rect, border_radius=14)
    pygame.draw.rect(surface, pal["accent"], rect, 3, 14)
