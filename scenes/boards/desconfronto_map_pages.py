"""A story page as a readable panel (issue 11): title and text, the wheel or the arrows scroll a long
text, Continue shows the next queued page or closes. The prologue (Scroll 1, L256), each Scroll's
introduction and conclusion, the Akari temples, a road event's outcome and the journal's rereading all
open here. The queue is a list of (title, text) pairs, already worded."""

from __future__ import annotations

import pygame

from game.core.i18n import t
from game.desconfronto.campaign import words
from scenes.stack import ModalScene
from scenes.theme import render, wrap

TEXT_SIZE, LINE_H = 17, 24


def page_entry(page: str) -> tuple[str, str]:
    """A story page id (``scroll2.intro``, ``temple.R1``) -> its title and text."""
    return words.page_title(page), words.page_text(page)


class PageScene(ModalScene):
    own_keys = (pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE)  # scrolling, next page
    PANEL = pygame.Rect(190, 60, 900, 600)
    SHADE_ALPHA = 170

    def __init__(self, app, pages: list[tuple[str, str]], on_done=None, skip_key: str = "") -> None:
        super().__init__(app)
        self.pages = list(pages)
        self.on_done = on_done
        self.skip_key = skip_key  # the prologue offers "Skip" beside Continue
        self.scroll = 0
        self._fit()

    def _fit(self) -> None:
        """The panel takes the height its page needs (a short page is not lost in an empty box)."""
        n = len(wrap(self.pages[0][1], TEXT_SIZE, 820, "regular")) if self.pages else 3
        h = max(300, min(600, 84 + max(3, n) * LINE_H + 96))
        self.PANEL = pygame.Rect(190, (720 - h) // 2, 900, h)

    @property
    def body(self) -> pygame.Rect:
        p = self.PANEL
        return pygame.Rect(p.x + 40, p.y + 84, p.w - 80, p.h - 170)

    def lines(self) -> list[str]:
        return wrap(self.pages[0][1], TEXT_SIZE, self.body.w, "regular") if self.pages else []

    def max_scroll(self) -> int:
        return max(0, len(self.lines()) - self.body.h // LINE_H)

    def build(self) -> None:
        self.make_root(layer=5)
        p = self.PANEL
        last = len(self.pages) <= 1
        label = t("dc_campaign_ui.page.continue") if last else t("dc_campaign_ui.page.next", n=len(self.pages) - 1)
        self.button("cmp.page.continue", (p.right - 260, p.bottom - 64, 220, 44), self.next_page, text=label,
                    object_id="@action_button")  # fmt: skip
        if self.skip_key:
            self.button("cmp.page.skip", (p.x + 40, p.bottom - 64, 220, 44), self.close, text=t(self.skip_key),
                        object_id="@action_button")  # fmt: skip

    def next_page(self) -> None:
        self.pages.pop(0)
        self.scroll = 0
        self._fit()
        if not self.pages:
            self.close()
        else:
            self.rebuild()

    def close(self) -> None:
        self.app.stack.pop()
        if self.on_done is not None:
            self.on_done()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - event.y * 3))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 8, pygame.K_PAGEUP: -8}[event.key]
            self.scroll = max(0, min(self.max_scroll(), self.scroll + step))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.next_page()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pal = self.app.palette("desconfronto")
        p = self.PANEL
        pygame.draw.rect(surface, pal["panel"], p, 0, 14)
        pygame.draw.rect(surface, pal["accent"], p, 3, 14)
        if not self.pages:
            return
        title = self.pages[0][0]
        head = wrap(title, 24, p.w - 80, "bold")[:2]
        for i, part in enumerate(head):
            surface.blit(render(part, 24, pal["text"], "bold"), (p.x + 40, p.y + 22 + i * 30))
        body = self.body
        lines = self.lines()
        shown = lines[self.scroll : self.scroll + body.h // LINE_H]
        for i, line in enumerate(shown):
            surface.blit(render(line, TEXT_SIZE, pal["text"]), (body.x, body.y + i * LINE_H))
        if self.max_scroll():  # a scroll bar says there is more
            track = pygame.Rect(body.right + 14, body.y, 6, body.h)
            pygame.draw.rect(surface, pal["bg2"], track, 0, 3)
            n = len(lines)
            knob_h = max(20, body.h * (body.h // LINE_H) // n)
            knob_y = body.y + (body.h - knob_h) * self.scroll // self.max_scroll()
            pygame.draw.rect(surface, pal["accent"], (track.x, knob_y, 6, knob_h), 0, 3)
            more = render(t("dc_campaign_ui.page.scroll_hint"), 12, pal["muted"], "italic")
            surface.blit(more, (body.x, p.bottom - 86))
