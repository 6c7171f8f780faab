"""The game-over banner for Heróis & Monstros: the shared banner, with the core's end reason (a
translation key such as ``fortress.end.adversary_power``) shown once, as a sentence."""

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
        sentence = t(reason)
        labels = [e for e in self.root.elements if isinstance(e, pygame_gui.elements.UILabel)]
        said = any(e.text == sentence for e in labels)
        for element in labels:
            if element.text != reason:
                continue
            if said:  # the outcome line already says why (a loss): no second copy
                element.kill()
            else:
                element.set_text(sentence)
                said = True

    def shown_texts(self) -> list[str]:
        """Every label on the banner (tests read what a player reads)."""
        if self.root is None:
            return []
        return [
            e.text for e in self.root.elements if isinstance(e, pygame_gui.elements.UILabel) and e.alive()
        ]
