"""The keyboard and mouse shortcuts (F1 or ``?`` anywhere): one overlay, in the player's language.

The list is data (``SECTIONS``), read by the overlay and by the README's test, so the two cannot
drift apart: a shortcut added to a board is added here, and both show it.
"""

from __future__ import annotations

import pygame

from game.core.i18n import t
from scenes.reference_panel import ReferencePanel
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
    (  # the focus ring (scenes/focus.py): every board and menu by keys alone
        "access.section.keyboard",
        [
            ("access.keys.tab", "access.does.tab"),
            ("access.keys.arrows", "access.does.arrows"),
            ("access.keys.enter", "access.does.enter"),
            ("access.keys.digits", "access.does.digits"),
            ("access.keys.enter_die", "access.does.enter_die"),
        ],
    ),
]


def is_help_key(event: pygame.event.Event) -> bool:
    """F1, or ``?`` however the keyboard makes it (Shift+/ on most layouts)."""
    if event.type != pygame.KEYDOWN:
        return False
    return event.key == pygame.K_F1 or event.key == pygame.K_QUESTION or getattr(event, "unicode", "") == "?"


class HelpScene(ModalScene):
    """The shortcuts and, over a board, the rules reference of its game (issue #14): two tabs; F1 opens
    the tab last read, so the reference is one key away from any board."""
    own_keys = (pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE)  # the reference's page list and its search box

    PANEL = pygame.Rect(190, 50, 900, 620)
    KEY_W = 250
    ROW_H = 24

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        board = next((s for s in reversed(app.stack.scenes) if getattr(s, "session", None) is not None), None)
        self.reference = ReferencePanel.for_board(board) if board is not None else None
        self.game_title = t(board.game.title_key) if board is not None else ""
        # the tab last read, kept on the app (one overlay per app): F1 reopens it
        self.tab = app.help_tab if self.reference is not None else "keys"

    def build(self) -> None:
        self.make_root(layer=8)
        p = self.PANEL
        self.button("help.close", (p.centerx - 100, p.bottom - 62, 200, 44), self.app.stack.pop)
        self.button("credits.help_button", (p.x + 30, p.bottom - 62, 170, 44), self.open_credits)
        if self.reference is not None:
            self.button("reference.ui.tab_keys", (p.x + 30, p.y + 14, 200, 36), lambda: self.show("keys"))
            self.button("reference.ui.tab_rules", (p.right - 260, p.y + 14, 230, 36), lambda: self.show("rules"))

    def open_credits(self) -> None:
        from scenes.credits_scene import CreditsScene

        self.app.stack.push(CreditsScene(self.app))

    def show(self, tab: str) -> None:
        self.tab = tab
        self.app.help_tab = tab

    def _rules_rect(self) -> pygame.Rect:
        p = self.PANEL
        return pygame.Rect(p.x + 30, p.y + 66, p.w - 60, p.h - 160)

    def _rules_input(self, event: pygame.event.Event) -> bool:
        ref = self.reference
        assert ref is not None
        rect = self._rules_rect()
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                ref.step(-1 if event.key == pygame.K_UP else 1, ref.rows(rect))
            elif event.key == pygame.K_BACKSPACE:
                ref.backspace()
            elif event.unicode and event.unicode.isprintable() and event.key != pygame.K_ESCAPE:
                ref.type(event.unicode)
            else:
                return False
            return True
        if event.type == pygame.MOUSEWHEEL:
            ref.scroll(-event.y, ref.rows(rect))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return ref.click(event.pos, rect)
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_help_key(event) and not (self.tab == "rules" and getattr(event, "unicode", "") == "?"):
            self.app.stack.pop()  # the key that opened the list closes it (a "?" typed in a search is text)
            return True
        if super().handle_event(event):
            return True
        if self.tab == "rules" and self._rules_input(event):
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
        if self.tab == "rules" and self.reference is not None:
            title = render(self.game_title, 26, pal["text"], "bold")
            surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + 18)))
            self.reference.draw(surface, self._rules_rect(), pal)
            return
        title = render(t("help.title"), 26, pal["text"], "bold")
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + 18)))
        x, y = p.x + 40, p.y + 70
        text_w = p.w - 80 - self.KEY_W
        rows = self.rows()
        row_h = min(self.ROW_H, (p.h - 70 - 72) // max(1, len(rows)))  # more rows: closer, never past Close
        for kind, left, right in rows:
            if kind == "head":
                y += 2
                surface.blit(render(left, 18, pal["accent"], "bold"), (x, y))
            else:
                surface.blit(render(fit_text(left, 16, self.KEY_W - 12), 16, pal["text"], "bold"), (x + 12, y))
                surface.blit(render(fit_text(right, 16, text_w), 16, pal["text"]), (x + self.KEY_W, y))
            y += row_h
