"""The rules reference tab of the F1 overlay (issue #14): a searchable list of pages beside the page read.

The pages come from ``game.core.reference`` (a game's overview pages, its keyword glossary, its rule
variants with the readings of the game in progress); this module only lays them out and takes input:
typing filters the list (accents and case ignored), Up/Down or a click picks a page, the wheel scrolls
the list. Nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import reference
from game.core.i18n import t
from scenes.theme import fit_text, render
from scenes.widgets.fonts import wrap

LIST_W = 300
ROW_H = 26
TEXT_SIZE = 17


class ReferencePanel:
    """State and drawing of the Rules tab inside ``rect`` (the overlay's panel below its tabs)."""

    def __init__(self, pages: list[reference.Page]) -> None:
        self.pages = pages
        self.query = ""
        self.shown = list(pages)
        self.index = 0
        self.top = 0  # first list row shown

    @classmethod
    def for_board(cls, board: Any) -> ReferencePanel:
        game = board.game
        glossary: dict[str, str] = {}
        if game.name == "desconfronto":  # the words its card texts underline (the board's tooltips)
            from scenes.boards.desconfronto_cards import keyword_glossary

            glossary = keyword_glossary()
        options = (board.session.setup or {}).get("options") or {}
        return cls(reference.build(game, options, glossary))

    # --- input ------------------------------------------------------------------------------
    def type(self, text: str) -> None:
        self.query += text
        self._filter()

    def backspace(self) -> None:
        self.query = self.query[:-1]
        self._filter()

    def _filter(self) -> None:
        self.shown = reference.search(self.pages, self.query)
        self.index, self.top = 0, 0

    def step(self, delta: int, rows: int) -> None:
        if not self.shown:
            return
        self.index = max(0, min(len(self.shown) - 1, self.index + delta))
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + rows:
            self.top = self.index - rows + 1

    def scroll(self, delta: int, rows: int) -> None:
        self.top = max(0, min(max(0, len(self.shown) - rows), self.top + delta))

    def click(self, pos: tuple[int, int], rect: pygame.Rect) -> bool:
        lst = self._list_rect(rect)
        if not lst.collidepoint(pos):
            return False
        i = self.top + (pos[1] - lst.y) // ROW_H
        if 0 <= i < len(self.shown):
            self.index = i
        return True

    @property
    def page(self) -> reference.Page | None:
        return self.shown[self.index] if self.shown else None

    # --- drawing ----------------------------------------------------------------------------
    @staticmethod
    def _list_rect(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect.x, rect.y + 44, LIST_W, rect.h - 44)

    def rows(self, rect: pygame.Rect) -> int:
        return max(1, self._list_rect(rect).h // ROW_H)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, pal: dict[str, tuple[int, int, int]]) -> None:
        box = pygame.Rect(rect.x, rect.y, LIST_W, 34)
        pygame.draw.rect(surface, pal["bg"], box, border_radius=6)
        pygame.draw.rect(surface, pal["accent"], box, 2, 6)
        shown = self.query or t("reference.ui.search_hint")
        ink = pal["text"] if self.query else pal["muted"]
        surface.blit(render(fit_text(f"{t('reference.ui.search')}: {shown}", 15, LIST_W - 16), 15, ink), (box.x + 8, box.y + 8))
        lst = self._list_rect(rect)
        rows = self.rows(rect)
        for row, entry in enumerate(self.shown[self.top : self.top + rows]):
            i = self.top + row
            y = lst.y + row * ROW_H
            if i == self.index:
                pygame.draw.rect(surface, pal["accent"], (lst.x, y, LIST_W, ROW_H - 2), border_radius=4)
            colour = pal["bg"] if i == self.index else pal["text"]
            mark = "* " if entry.changed else ""
            surface.blit(render(fit_text(mark + entry.title, 15, LIST_W - 12), 15, colour), (lst.x + 6, y + 4))
        count = t("reference.ui.count", shown=len(self.shown), total=len(self.pages))
        surface.blit(render(count, 13, pal["text"]), (lst.x, rect.bottom + 4))
        text_x = rect.x + LIST_W + 28
        width = rect.right - text_x
        page = self.page
        if page is None:
            surface.blit(render(t("reference.ui.none"), TEXT_SIZE, pal["text"]), (text_x, rect.y + 4))
            return
        section = t(f"reference.ui.section_{page.section}")
        surface.blit(render(fit_text(section, 14, width), 14, pal["accent"], "bold"), (text_x, rect.y + 2))
        y = rect.y + 22
        for line in wrap(page.title, 22, width, "bold"):
            surface.blit(render(line, 22, pal["text"], "bold"), (text_x, y))
            y += 28
        y += 8
        for line in wrap(page.text, TEXT_SIZE, width):
            if y > rect.bottom - TEXT_SIZE:
                break
            surface.blit(render(line, TEXT_SIZE, pal["text"]), (text_x, y))
            y += TEXT_SIZE + 7
