"""Hotseat hand-off between two human heroes: the shared hand-off screen, worded for Zerywia."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.boards.fortress_handoff import HandoffScene


class ZerywiaHandoffScene(HandoffScene):
    def build(self) -> None:
        root = self.make_root(layer=5)
        p = self.PANEL
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x, p.y + 30, p.w, 50), t("zerywia_board.handoff.title", hero=self.general),
            self.app.ui, container=root, object_id="@overlay_title",
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 86, p.w - 40, 30), t("zerywia_board.handoff.body", hero=self.general),
            self.app.ui, container=root, object_id="@subtitle",
        )
        self.button(
            "zerywia_board.handoff.ready", (p.centerx - 130, p.bottom - 80, 260, 52), self.app.stack.pop,
            text=t("zerywia_board.handoff.ready", hero=self.general),
        )
