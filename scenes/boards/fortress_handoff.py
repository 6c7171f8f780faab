"""Hotseat hand-off: between two human Generals the screen says whom to pass it to and waits."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.stack import Scene


class HandoffScene(Scene):
    opaque = False
    PANEL = pygame.Rect(390, 230, 500, 240)

    def __init__(self, app, board, general: str) -> None:
        super().__init__(app)
        self.board = board
        self.general = general
        self._shade: pygame.Surface | None = None

    def build(self) -> None:
        root = self.make_root(layer=5)
        p = self.PANEL
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x, p.y + 30, p.w, 50),
            t("fortress_ui.handoff.title", general=self.general),
            self.app.ui,
            container=root,
            object_id="@overlay_title",
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 86, p.w - 40, 30),
            t("fortress_ui.handoff.body", general=self.general),
            self.app.ui,
            container=root,
            object_id="@subtitle",
        )
        self.button(
            "fortress_ui.handoff.ready",
            (p.centerx - 130, p.bottom - 80, 260, 52),
            self.app.stack.pop,
            text=t("fortress_ui.handoff.ready", general=self.general),
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.app.stack.pop()
            return True
        # Everything else is swallowed: the board waits until the next General is ready.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        if self._shade is None:
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._shade.fill((8, 8, 12, 225))
        surface.blit(self._shade, (0, 0))
        pal = self.app.palette("fortress")
        pygame.draw.rect(surface, pal["bg2"], self.PANEL, border_radius=16)
        pygame.draw.rect(surface, pal["accent"], self.PANEL, 3, 16)
