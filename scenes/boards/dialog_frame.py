"""The look the boards' dialogs share: the board dimmed behind a framed panel in the game's palette
(the fortress buy confirmation and payment chooser; Zerywia's Character Board and Scenario Cards)."""

from __future__ import annotations

import pygame

SHADE = (8, 8, 12, 170)


class Shade:
    """A dimming layer the size of the surface, made once and remade only when the window resizes."""

    def __init__(self, colour: tuple[int, int, int, int] = SHADE) -> None:
        self.colour = colour
        self._surface: pygame.Surface | None = None

    def blit(self, surface: pygame.Surface) -> None:
        if self._surface is None or self._surface.get_size() != surface.get_size():
            self._surface = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._surface.fill(self.colour)
        surface.blit(self._surface, (0, 0))


def draw_dialog(surface: pygame.Surface, shade: Shade, rect: pygame.Rect, pal: dict,
                fill: str = "bg2", border: int = 3) -> None:
    """Dim what is behind, then the dialog's framed panel (``fill``: the palette's colour for it)."""
    shade.blit(surface)
    pygame.draw.rect(surface, pal[fill], rect, border_radius=14)
    pygame.draw.rect(surface, pal["accent"], rect, border, 14)
