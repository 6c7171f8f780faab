"""The Credits screen (issue #14): every third-party asset the game ships — the Game-icons with their
artists and licence, the fonts (Noto Sans, Fira Code) — read from ``scenes.credits_data``, the same data as
CREDITS.md. Opened from the main menu and from the Help overlay; Esc or Back closes it."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.credits_data import fonts, icon_set
from scenes.stack import Scene
from scenes.theme import render, wrap

AREA = pygame.Rect(80, 120, 1120, 510)
SIZES = {"head": 22, "text": 16, "author": 15}
GAP = 6


class CreditsScene(Scene):
    escape_pops = True
    own_keys = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN)  # scrolling, not the focus ring

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.top_row = 0
        self._lines: list[tuple[str, str]] = []

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        pygame_gui.elements.UILabel(pygame.Rect(0, 20, 1280, 60), t("credits.title"), ui, container=root,
                                    object_id="@title")  # fmt: skip
        pygame_gui.elements.UILabel(pygame.Rect(0, 76, 1280, 28), t("credits.intro"), ui, container=root,
                                    object_id="@subtitle")  # fmt: skip
        self.button("common.back", (40, 650, 200, 50), self.app.stack.pop)
        self._lines = self.lines()
        self.top_row = min(self.top_row, self.max_top())

    def paragraphs(self) -> list[tuple[str, str]]:
        """What the screen says, (style, text), before wrapping."""
        icons = icon_set()
        out = [("head", t("credits.icons_head")),
               ("text", t("credits.icons_text", count=icons.count, title=icons.title, url=icons.url,
                          license=icons.license, license_url=icons.license_url, package=icons.package,
                          version=icons.version)),
               ("text", t("credits.icons_by"))]  # fmt: skip
        for author, names in icons.by_author:
            out.append(("author", t("credits.author_line", author=author, count=len(names), names=", ".join(names))))
        out.append(("head", t("credits.font_head")))
        for f in fonts():
            out.append(("text", t("credits.font_text", name=f.name, copyright=f.copyright, license=f.license, file=f.file)))
        return out

    def lines(self) -> list[tuple[str, str]]:
        """The paragraphs wrapped to the panel; a blank ("gap", "") between paragraphs."""
        out: list[tuple[str, str]] = []
        for style, text in self.paragraphs():
            face = "bold" if style == "head" else "regular"
            indent = 24 if style == "author" else 0
            out += [(style, line) for line in wrap(text, SIZES[style], AREA.w - 40 - indent, face)]
            out.append(("gap", ""))
        return out

    def _height(self, style: str) -> int:
        return GAP * 2 if style == "gap" else SIZES[style] + GAP

    def visible_rows(self, start: int) -> int:
        room, n = AREA.h - 24, 0
        for style, _ in self._lines[start:]:
            room -= self._height(style)
            if room < 0:
                break
            n += 1
        return n

    def max_top(self) -> int:
        top = len(self._lines)
        while top > 0 and self.visible_rows(top - 1) >= len(self._lines) - (top - 1):
            top -= 1
        return top

    def scroll(self, rows: int) -> None:
        self.top_row = max(0, min(self.max_top(), self.top_row + rows))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10}.get(event.key)
            if step is not None:
                self.scroll(step)
                return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette()
        surface.fill(pal["bg"])
        pygame.draw.rect(surface, pal["bg2"], AREA, border_radius=12)
        y = AREA.y + 12
        for style, text in self._lines[self.top_row : self.top_row + self.visible_rows(self.top_row)]:
            if style != "gap":
                face = "bold" if style == "head" else "regular"
                ink = pal["accent"] if style == "head" else pal["text"]
                surface.blit(render(text, SIZES[style], ink, face), (AREA.x + 20 + (24 if style == "author" else 0), y))
            y += self._height(style)
        if self.max_top() > 0:
            hint = render(t("credits.scroll_hint"), 14, pal["muted"])
            surface.blit(hint, hint.get_rect(bottomright=(AREA.right, AREA.bottom + 22)))
