"""The keyboard and mouse shortcuts (F1 or ``?`` anywhere): one overlay, in the player's language.

The list is data (``SECTIONS``), read by the overlay and by the README's test, so the two cannot
drift apart: a shortcut added to a board is added here, and both show it.
"""

from __future__ import annotations

import pygame

from game.core.i18n import t
from scenes.stack import ModalScene
from scenes.theme import fit_text, render

# (section heading key, [(key-name key, what-it-does key), ...])
SECTIONS: list[tuple[str, list[tuple[str, str]]]] = [
    (
        "help.section.everywhere",
        [
            ("help.keys.f1", "help.does.help"),
            ("help.keys.f11", "help.does.fullscreen"),
            ("help.keys.esc", "help.does.escape"),
        ],
    ),
    (
        "help.section.boards",
        [
            ("help.keys.esc", "help.does.pause"),
            ("help.keys.ctrl_z", "help.does.undo"),
            ("help.keys.drag", "help.does.drag"),
            ("help.keys.esc_drag", "help.does.cancel_drag"),
        ],
    ),
    (
        "help.section.desconfronto",
        [
            ("help.keys.d", "help.does.dc_draw"),
            ("help.keys.e", "help.does.dc_pass"),
            ("help.keys.space_click", "help.does.dc_skip"),
            ("help.keys.right_click", "help.does.dc_deselect"),
        ],
    ),
    (
        "help.section.fortress",
        [
            ("help.keys.enter", "help.does.fh_end_phase"),
            ("help.keys.space_click", "help.does.fh_skip"),
            ("help.keys.enter_space", "help.does.fh_ready"),
        ],
    ),
]


def is_help_key(event: pygame.event.Event) -> bool:
    """F1, or ``?`` however the keyboard makes it (Shift+/ on most layouts)."""
    if event.type != pygame.KEYDOWN:
        return False
    return event.key == pygame.K_F1 or event.key == pygame.K_QUESTION or getattr(event, "unicode", "") == "?"


class HelpScene(ModalScene):
    PANEL = pygame.Rect(190, 50, 900, 620)
    KEY_W = 250
    ROW_H = 24

    def build(self) -> None:
        self.make_root(layer=8)
        p = self.PANEL
        self.button("help.close", (p.centerx - 100, p.bottom - 62, 200, 44), self.app.stack.pop)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_help_key(event):  # the key that opened the list closes it
            self.app.stack.pop()
            return True
        if super().handle_event(event):
            return True
        # Nothing reaches the scene below while the list is open.
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def rows(self) -> list[tuple[str, str, str]]:
        """What is shown, in order: ("head", heading, "") or ("row", key name, what it does)."""
        out: list[tuple[str, str, str]] = []
        for head, entries in SECTIONS:
            out.append(("head", t(head), ""))
            out.extend(("row", t(keys), t(does)) for keys, does in entries)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pal = self.app.palette()
        p = self.PANEL
        title = render(t("help.title"), 26, pal["text"], "bold")
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + 18)))
        x, y = p.x + 40, p.y + 70
        text_w = p.w - 80 - self.KEY_W
        for kind, left, right in self.rows():
            if kind == "head":
                y += 6
                surface.blit(render(left, 18, pal["accent"], "bold"), (x, y))
            else:
                surface.blit(render(fit_text(left, 16, self.KEY_W - 12), 16, pal["text"], "bold"), (x + 12, y))
                surface.blit(render(fit_text(right, 16, text_w), 16, pal["text"]), (x + self.KEY_W, y))
            y += self.ROW_H
