"""The game-over banner for Heróis & Monstros: the shared banner, with the core's end reason (a
translation key such as ``fortress.end.adversary_power``) shown as a sentence."""

from __future__ import annotations

import pygame_gui

from game.core.i18n import has, t
from scenes.boards.game_over import GameOverScene


class FortressGameOver(GameOverScene):
    def build(self) -> None:
        super().build()
        reason = self.board.session.is_over().reason
        if not reason or not has(reason) or self.root is None:
            return
        for element in self.root.elements:
            if isinstance(element, pygame_gui.elements.UILabel) and element.text == reason:
                element.set_text(t(reason))
