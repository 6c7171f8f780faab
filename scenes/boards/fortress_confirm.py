"""A question the fortress board asks before an act that cannot be taken back (issue 7 §3): buying by
a click (the buy reveals the next Fortress card), ending the turn with damage unspent.

An overlay scene over the board: Enter or the first button says yes, Esc or the second says no, and
nothing else reaches the board meanwhile. The act itself is still sent to the core only on yes.
"""

from __future__ import annotations

import pygame

from scenes.boards.dialog_frame import Shade, draw_dialog
from scenes.boards.fortress_cards import blit_wrapped
from scenes.boards.fortress_glyphs import render, safe_text
from scenes.stack import Handler, Scene
from scenes.theme import fit_text

YES = "fortress_screen.confirm.yes"
NO = "fortress_screen.confirm.no"


class ConfirmScene(Scene):
    opaque = False
    PANEL = pygame.Rect(360, 250, 560, 220)

    def __init__(self, app, title: str, body: str, yes: str, no: str, on_yes: Handler) -> None:
        super().__init__(app)
        self.title = safe_text(title, "bold")
        self.body = safe_text(body)
        self.yes, self.no = yes, no
        self.on_yes = on_yes
        self._shade = Shade()

    def build(self) -> None:
        self.make_root(layer=5)
        p = self.PANEL
        w = (p.w - 60) // 2
        self.button(YES, (p.x + 20, p.bottom - 66, w, 48), self.accept, text=fit_text(self.yes, 18, w - 16))
        self.button(
            NO, (p.right - 20 - w, p.bottom - 66, w, 48), self.cancel, text=fit_text(self.no, 18, w - 16)
        )

    def accept(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def cancel(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.accept()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        # Everything else waits for the answer.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette("fortress")
        p = self.PANEL
        draw_dialog(surface, self._shade, p, pal)
        head = render(fit_text(self.title, 20, p.w - 40, "bold"), 20, pal["text"], "bold")
        surface.blit(head, (p.x + 20, p.y + 18))
        blit_wrapped(
            surface, self.body, pygame.Rect(p.x + 20, p.y + 54, p.w - 40, p.h - 132), pal["text"], 16, 13
        )
