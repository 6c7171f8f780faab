"""A transient message (a refused drop's reason): shows, holds, fades out."""

from __future__ import annotations

import pygame

from scenes.widgets import fonts
from scenes.widgets.style import colour, rgb

HOLD = 2.2
FADE = 0.6
MAX_WIDTH = 560
FONT_SIZE = 18


class Toast:
    """One message at a time; a new message replaces the old and restarts the clock.

    The toast is timed in real seconds whatever the animation speed, because it
    carries information the player must have time to read.
    """

    def __init__(self, center: tuple[int, int] = (640, 640)) -> None:
        self.center = center
        self.text = ""
        self.age = 0.0
        self._surface: pygame.Surface | None = None

    @property
    def visible(self) -> bool:
        return bool(self.text) and self.age < HOLD + FADE

    def show(self, text: str) -> None:
        self.text = text
        self.age = 0.0
        self._surface = self._render(text)

    def hide(self) -> None:
        self.text = ""
        self._surface = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        if self.text:
            self.age += dt
            if self.age >= HOLD + FADE:
                self.hide()

    def alpha(self) -> int:
        if not self.visible:
            return 0
        if self.age <= HOLD:
            return 255
        return max(0, round(255 * (1 - (self.age - HOLD) / FADE)))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self._surface is None:
            return
        self._surface.set_alpha(self.alpha())
        surface.blit(self._surface, self._surface.get_rect(center=self.center))

    @staticmethod
    def _render(text: str) -> pygame.Surface:
        lines = fonts.wrap(text, FONT_SIZE, MAX_WIDTH)
        rendered = [fonts.render(line, FONT_SIZE, rgb("toast", "text")) for line in lines]
        w = max(s.get_width() for s in rendered) + 36
        line_h = fonts.font(FONT_SIZE).get_linesize()
        h = line_h * len(rendered) + 20
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, colour("toast", "bg"), surf.get_rect(), 0, 10)
        pygame.draw.rect(surf, rgb("toast", "border"), surf.get_rect(), 2, 10)
        for i, s in enumerate(rendered):
            surf.blit(s, s.get_rect(midtop=(w // 2, 10 + i * line_h)))
        return surf
