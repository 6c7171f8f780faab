"""The board's log: events translated into lines, wrapped once, drawn from a cache."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import has, t
from scenes.theme import render, wrap


def event_text(game: Any, state: Any, event: Any) -> str:
    """A log line: the game's own ``describe_event`` if it has one, else its catalogue entry
    ``event.<game>.<kind>`` (or ``event.<kind>`` for prefixed kinds), else the raw data."""
    describe = getattr(game, "describe_event", None)
    if describe is not None:
        try:
            line = describe(state, event)
            if isinstance(line, str):
                return line
        except Exception:  # a log line must never take the board down; fall back to the raw event
            pass
    kind = event.kind.removeprefix(f"{game.name}.")
    key = f"event.{game.name}.{kind}"
    if not has(key) and "." in event.kind:
        key = f"event.{event.kind}"  # kinds namespaced by the game's short prefix, e.g. "dc.drew"
    data = dict(event.data)
    seat = data.get("seat")
    if isinstance(seat, int) and not isinstance(seat, bool):
        # Seats are indices in events; the log names them as the seat bar does.
        try:
            data["seat"] = game.seats(state)[seat]
        except (IndexError, TypeError, AttributeError):
            pass
    if has(key):
        return t(key, **data)
    details = ", ".join(f"{k}={v}" for k, v in event.data.items())
    return f"{event.kind} ({details})" if details else event.kind


class EventLog:
    SIZE = 15
    LINE_H = 21

    def __init__(self, width: int, limit: int = 400) -> None:
        self.width = width
        self.limit = limit
        self.entries: list[str] = []
        self._lines: list[tuple[str, bool]] = []  # (wrapped line, starts an entry)
        self.scroll = 0  # lines scrolled back from the newest; 0 follows the game

    def add(self, text: str) -> None:
        self.entries.append(text)
        wrapped = wrap(text, self.SIZE, self.width - 16)
        self._lines.extend((line, i == 0) for i, line in enumerate(wrapped))
        if self.scroll:
            self.scroll += len(wrapped)  # a reader scrolled back keeps their place
        if len(self.entries) > self.limit:
            self.entries = self.entries[-self.limit :]
            self._lines = self._lines[-self.limit * 3 :]

    def scroll_by(self, lines: int, rows: int) -> None:
        """Scroll back (positive) or forward; clamped so the view never leaves the log."""
        self.scroll = max(0, min(self.scroll + lines, max(0, len(self._lines) - rows)))

    def visible(self, rows: int) -> list[tuple[str, bool]]:
        end = len(self._lines) - self.scroll
        return self._lines[max(0, end - rows) : end] if rows > 0 else []

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, colour, muted) -> None:
        rows = max(0, rect.height // self.LINE_H)
        if self.scroll:
            rows = max(0, rows - 1)  # the marker has its own row: it never covers a log line
        y = rect.y
        for line, first in self.visible(rows):
            indent = 0 if first else 14
            surface.blit(render(line, self.SIZE, colour), (rect.x + indent, y))
            y += self.LINE_H
        if self.scroll:
            # Newer lines are hidden below: a down-pointing marker and the count say so.
            more = render(f"+{self.scroll}", 13, muted)
            box = more.get_rect(bottomright=(rect.right, rect.y + (rows + 1) * self.LINE_H))
            surface.blit(more, box)
            cx, cy = box.x - 9, box.centery
            pygame.draw.polygon(surface, muted, [(cx - 5, cy - 3), (cx + 5, cy - 3), (cx, cy + 4)])
