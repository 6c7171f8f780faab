"""A scrolling game log of already-translated lines.

Each entry is wrapped and rendered once when added; the visible window is
recomposed only when entries or the scroll position change, so an idle log
costs one blit per frame. The view follows the newest entry unless the player
has scrolled up, in which case it stays put and counts what arrived below.
"""

from __future__ import annotations

import pygame

from game.core.i18n import t
from scenes.widgets import fonts
from scenes.widgets.style import colour, rgb

FONT_SIZE = 14
HEADER_SIZE = 14
PAD = 8
ENTRY_GAP = 3
WHEEL_STEP = 40
MAX_ENTRIES = 1000


class LogPanel:
    def __init__(self, rect: pygame.Rect, header: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.entries: list[str] = []
        self._lines: list[list[pygame.Surface]] = []  # rendered wrapped lines per entry
        self.header = ""
        self._header_img: pygame.Surface | None = None
        self.offset = 0  # pixels scrolled up from the newest entry; 0 = following
        self.unread = 0
        self._mouse: tuple[int, int] | None = None
        self._view: pygame.Surface | None = None
        self._frame = self._render_frame()
        self.set_header(header)

    # --- content -----------------------------------------------------------

    def set_header(self, text: str) -> None:
        self.header = text
        self._header_img = fonts.render(text, HEADER_SIZE, rgb("log", "header"), "bold") if text else None
        self._view = None

    def add(self, text: str, ink: tuple[int, ...] | None = None) -> None:
        if not text:
            return  # nothing to say (a board writing its lines later, with its animation)
        lines = fonts.wrap(text, FONT_SIZE, self._text_width())
        surfaces = [fonts.font(FONT_SIZE).render(fonts.drawable(line), True, ink or rgb("log", "text")) for line in lines]
        self.entries.append(text)
        self._lines.append(surfaces)
        if self.offset > 0:
            # Scrolled up: keep the same lines in view and count what arrived below.
            self.offset += self._entry_height(surfaces)
            self.unread += 1
        if len(self.entries) > MAX_ENTRIES:
            del self.entries[0], self._lines[0]
        if self.offset > 0:  # following (0) stays 0: no need to measure all the entries (a replay adds many)
            self.offset = min(self.offset, self.max_offset)
        self._view = None

    def extend(self, texts: list[str]) -> None:
        for text in texts:
            self.add(text)

    def clear(self) -> None:
        self.entries.clear()
        self._lines.clear()
        self.offset = self.unread = 0
        self._view = None

    # --- geometry ------------------------------------------------------------

    def _text_width(self) -> int:
        return self.rect.w - 2 * PAD - 20  # room for the scrollbar and the continuation indent

    def _body_rect(self) -> pygame.Rect:
        top = PAD + (HEADER_SIZE + 10 if self.header else 0)
        return pygame.Rect(PAD, top, self.rect.w - 2 * PAD, self.rect.h - top - PAD)

    @staticmethod
    def _entry_height(surfaces: list[pygame.Surface]) -> int:
        return len(surfaces) * fonts.font(FONT_SIZE).get_linesize() + ENTRY_GAP

    @property
    def content_height(self) -> int:
        return sum(self._entry_height(s) for s in self._lines)

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self._body_rect().h)

    @property
    def following(self) -> bool:
        return self.offset == 0

    def scroll(self, pixels: int) -> None:
        """Positive scrolls up towards older entries."""
        self.offset = min(self.max_offset, max(0, self.offset + pixels))
        if self.offset == 0:
            self.unread = 0
        self._view = None

    def scroll_to_newest(self) -> None:
        self.scroll(-self.offset)

    def visible_entries(self) -> list[str]:
        """Entries with at least one line inside the window (for tests and accessibility)."""
        body = self._body_rect()
        top = self.content_height - body.h - self.offset
        out, y = [], 0
        for text, surfaces in zip(self.entries, self._lines):
            h = self._entry_height(surfaces)
            if y + h - ENTRY_GAP > top and y < top + body.h:
                out.append(text)
            y += h
        return out

    # --- widget trio -----------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            # Wheel events carry no position; the last motion event says where the mouse is.
            pos = self._mouse if self._mouse is not None else pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.scroll(event.y * WHEEL_STEP)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            # The marker, or the bottom edge where the new entries wait, jumps to the newest.
            bottom = pygame.Rect(self.rect.x, self.rect.bottom - 26, self.rect.w, 26)
            if self.unread and (
                self._unread_rect().collidepoint(event.pos) or bottom.collidepoint(event.pos)
            ):
                self.scroll_to_newest()
            return True
        return False

    def update(self, dt: float) -> None:
        pass  # nothing animates: the log only changes on add/scroll

    def draw(self, surface: pygame.Surface) -> None:
        if self._view is None:
            self._view = self._compose()
        surface.blit(self._view, self.rect)

    # --- rendering ----------------------------------------------------------

    def _render_frame(self) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, colour("log", "bg"), surf.get_rect(), 0, 10)
        pygame.draw.rect(surf, rgb("log", "border"), surf.get_rect(), 2, 10)
        return surf

    def _unread_rect(self) -> pygame.Rect:
        """Where the "N new below" marker sits: the header's right end (or, without a header, a
        strip of the frame above the text), never over a log line."""
        if self.header:
            return pygame.Rect(self.rect.centerx, self.rect.y, self.rect.w // 2, PAD + HEADER_SIZE + 6)
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, PAD)

    def placed_lines(self) -> list[tuple[pygame.Surface, tuple[int, int], int]]:
        """(line image, where it is drawn, its line number in its entry) for every line in the window.

        Only whole lines: a line half under the header or the bottom edge reads as a cut. An entry
        that begins above the window is left out whole (its tail alone reads as a stray line), unless
        it is taller than the window and would never show otherwise."""
        body = self._body_rect()
        line_h = fonts.font(FONT_SIZE).get_linesize()
        total = self.content_height
        y = body.y - (total - body.h - self.offset) if total > body.h else body.y
        out: list[tuple[pygame.Surface, tuple[int, int], int]] = []
        for surfaces in self._lines:
            h = self._entry_height(surfaces)
            if y + h >= body.y and y <= body.bottom and (y >= body.y or h > body.h):
                for i, img in enumerate(surfaces):
                    top = y + i * line_h
                    if top >= body.y and top + img.get_height() <= body.bottom + 2:
                        out.append((img, (body.x + 2 + (10 if i else 0), top), i))
            y += h
        return out

    def _compose(self) -> pygame.Surface:
        view = self._frame.copy()
        if self._header_img is not None:
            view.blit(self._header_img, (PAD + 2, PAD))
            y = PAD + HEADER_SIZE + 6
            pygame.draw.line(view, rgb("log", "border"), (PAD, y), (self.rect.w - PAD, y), 1)
        body = self._body_rect()
        total = self.content_height
        view.set_clip(body)
        for img, pos, _ in self.placed_lines():
            view.blit(img, pos)
        view.set_clip(None)
        if total > body.h:
            track_h = body.h
            thumb_h = max(18, track_h * body.h // total)
            frac = 1 - self.offset / max(1, self.max_offset)
            thumb_y = body.y + round((track_h - thumb_h) * frac)
            thumb = pygame.Rect(self.rect.w - PAD - 4, thumb_y, 4, thumb_h)
            pygame.draw.rect(view, rgb("log", "scrollbar"), thumb, 0, 2)
        if self.unread:
            note = fonts.render(
                t("widgets.log.more_below", count=self.unread), 13, rgb("log", "unread"), "bold"
            )
            spot = self._unread_rect().move(-self.rect.x, -self.rect.y)
            box = note.get_rect(midright=(spot.right - PAD - 2, spot.centery + 1))
            pygame.draw.rect(view, colour("log", "bg"), box.inflate(8, 2))
            view.blit(note, box)
        return view
