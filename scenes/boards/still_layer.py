"""The still part of a board's frame, painted once per change and blitted otherwise (issue 10's bar).

A desConfronto board repaints a dozen panels every frame (the seat bar, the playmats, the marks, the
deck, the status strip) though none of them moves with the mouse: they change when the state, the
animation's shown card or the words do. ``StillLayer.draw`` paints them into one opaque image of the
whole canvas the first time and whenever the board's key changes, and otherwise blits that image,
which costs one copy of the canvas. What follows the mouse (the hand, the lit targets, the flashes,
the tooltips) is drawn over it live.

The tooltip spots a painting places are kept with the image and placed again on every frame, so the
keywords under the mouse stay where the panels are.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from typing import Any

import pygame

# What a painting places: (tooltip name, its spots, the offset they are relative to)
Placement = tuple[str, Any, tuple[int, int]]


_LAYERS: weakref.WeakSet[StillLayer] = weakref.WeakSet()


def forget_all() -> None:
    """Every layer paints anew on its next frame (a test recording what a frame draws, after it has
    emptied the text caches)."""
    for layer in list(_LAYERS):
        layer.forget()


class StillLayer:
    def __init__(self) -> None:
        _LAYERS.add(self)
        self._key: Hashable | None = None
        self._held: Any = None  # the objects the key names by identity, kept alive so no id is reused
        self._image: pygame.Surface | None = None
        self._placements: list[Placement] = []
        self.paintings = 0  # how many times the layer was painted (tests check a change repaints it)

    def draw(
        self,
        surface: pygame.Surface,
        key: Hashable,
        held: Any,
        paint: Callable[[pygame.Surface], list[Placement]],
        tips: Any,
    ) -> None:
        """Blit the layer onto ``surface``, painting it first if ``key`` (with the surface's size) is
        not the one it was painted for; then place the painting's tooltip spots on ``tips``.
        ``held``: the objects ``key`` names by ``id`` (a view), kept until the next painting."""
        full_key = (key, surface.get_size())
        if self._image is None or full_key != self._key:
            image = self._image
            if image is None or image.get_size() != surface.get_size():
                image = pygame.Surface(surface.get_size(), 0, surface)
            self._placements = paint(image)
            self._image, self._key, self._held = image, full_key, held
            self.paintings += 1
        surface.blit(self._image, (0, 0))
        for name, spots, topleft in self._placements:
            tips.place(name, spots, topleft)

    def forget(self) -> None:
        """The next frame paints the layer anew (a theme or a layout changed under the same key)."""
        self._key = None
        self._held = None
