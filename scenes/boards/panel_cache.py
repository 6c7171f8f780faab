"""A board panel drawn once and blitted while what it shows stays the same (the frame bench, issue 10).

A panel painted from the state alone (a hero sheet, a step summary) costs dozens of text fits and
renders a frame, though it changes only when the state does. ``PanelCache.draw`` paints it onto a
transparent surface of the panel's size the first time and whenever its key changes, and blits that
surface otherwise. The key must name everything the painting reads: ``state_key`` gives the part
every such panel shares (the session's change count, the state object, the language, the palette).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.core.i18n import language

BLEED = 16  # pixels kept round a panel for what its painting draws past the edge


def state_key(session: Any, pal: dict[str, Any]) -> tuple[Hashable, ...]:
    """What every state-drawn panel depends on: any change the session makes or is told of (apply,
    undo, ``touch``), the state object itself (a replaced one), the language and the colours."""
    return (session.changes, id(session.state), language(), tuple(sorted(pal.items())))


class PanelCache:
    def __init__(self) -> None:
        self._panels: dict[str, tuple[tuple[Hashable, tuple[int, int]], pygame.Surface]] = {}

    def draw(
        self,
        surface: pygame.Surface,
        name: str,
        rect: pygame.Rect,
        key: Hashable,
        paint: Callable[[pygame.Surface, pygame.Rect], None],
        bleed: int = BLEED,
    ) -> None:
        """Blit panel ``name`` at ``rect``; ``paint(target, local_rect)`` draws it when ``key`` (with
        the rect's size) differs from the last painting's. The painting keeps ``bleed`` pixels round
        the rect: a panel's last row may reach past its edge, as it did when drawn straight."""
        full_key = (key, rect.size)
        held = self._panels.get(name)
        if held is None or held[0] != full_key:
            image = pygame.Surface((rect.w + 2 * bleed, rect.h + 2 * bleed), pygame.SRCALPHA)
            paint(image, pygame.Rect((bleed, bleed), rect.size))
            held = (full_key, image)
            self._panels[name] = held
        surface.blit(held[1], (rect.x - bleed, rect.y - bleed))

    def forget(self) -> None:
        """Drop every painting (a rebuilt scene, a new theme): the next frame paints them anew."""
        self._panels.clear()

    def key_of(self, name: str) -> Hashable | None:
        """The key the panel was last painted for (tests check a change reaches it)."""
        held = self._panels.get(name)
        return None if held is None else held[0][0]
