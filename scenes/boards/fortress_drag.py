"""Drag-and-drop for the fortress board: highlight only the legal targets, but let a drop on any
place where the move makes sense reach the core, so a refused move snaps back with the core's reason.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.widgets.card import CardFace, CardSprite, DragController

Zones = Callable[[str], dict[str, pygame.Rect]]


class PlainSprite(CardSprite):
    """A CardSprite whose image is drawn elsewhere (the fortress faces are cached per card)."""

    def __init__(
        self, card_id: str, image: pygame.Surface, pos: tuple[int, int], enabled: bool = True
    ) -> None:
        self.card_id = card_id
        self.face = CardFace(title=card_id, disabled=not enabled)
        self.image = image
        self.keyword_spots = []
        self.rect = pygame.Rect(pos, image.get_size())
        self.home = pygame.Vector2(pos)
        self.hovered = False
        self.dragging = False
        self.lift = 0.0
        self._from = None
        self._to = None
        self._t = 0.0
        self._duration = 0.0
        self.hidden = False  # in flight elsewhere: the board draws the moving copy instead

    def draw(self, surface: pygame.Surface) -> None:
        if not self.hidden:
            super().draw(surface)


class TableDrag(DragController):
    """``legal_targets`` are highlighted; ``zones`` are every place a drop is sent to the core."""

    def __init__(
        self, legal_targets, zones: Zones, try_drop, on_click=None, toast=None, speed="normal"
    ) -> None:
        super().__init__(legal_targets, try_drop, on_click, toast, speed)
        self.zones = zones
        self._zones: dict[str, pygame.Rect] = {}

    def _start_drag(self, card: CardSprite) -> None:
        super()._start_drag(card)
        self._zones = dict(self.zones(card.card_id))

    def _target_under(self) -> str | None:
        point = (round(self._pointer.x), round(self._pointer.y))
        for target_id, rect in self.targets.items():
            if rect.collidepoint(point):
                return target_id
        for target_id, rect in self._zones.items():
            if rect.collidepoint(point):
                return target_id
        return None

    def _cancel(self) -> None:
        super()._cancel()
        self._zones = {}

    @property
    def busy(self) -> bool:
        return self.pressed is not None
