"""Undo from a list (issue #14): the decisions of this turn that revealed nothing, newest first; picking
one returns the game to just before it (``Session.undo_to``). The barrier stays where the rules of undo
put it: a die, a drawn card or a new turn owner ends the list (``game/core/session.py``)."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.stack import ModalScene
from scenes.theme import fit_text

SHOWN = 8  # Forge keeps the last few decision points; more would not fit the panel


class UndoListScene(ModalScene):
    PANEL = pygame.Rect(290, 70, 700, 580)

    def __init__(self, app, board) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.board = board

    def entries(self) -> list[tuple[int, str]]:
        """(log position, the decision's text), newest first, at most ``SHOWN``."""
        session = self.board.session
        points = session.undo_points()[-SHOWN:]
        then = session.states_before()  # each decision described in the state it was made in
        return [(pos, session.game.describe_action(then[pos], action)) for pos, action in reversed(points)]

    def build(self) -> None:
        root = self.make_root(layer=6)
        ui = self.app.ui
        p = self.PANEL
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x, p.y + 16, p.w, 44), t("undo_list.title"), ui, container=root, object_id="@overlay_title"
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 58, p.w - 40, 26), t("undo_list.intro"), ui, container=root, object_id="@subtitle"
        )
        y = p.y + 96
        for i, (pos, text) in enumerate(self.entries()):
            label = t("undo_list.entry", n=i + 1, action=fit_text(text, 16, p.w - 140))
            handler = lambda pos=pos: self.choose(pos)  # noqa: E731  (one position per button)
            self.button(f"undo_list.entry.{i}", (p.x + 40, y, p.w - 80, 44), handler, text=label)
            y += 52
        self.button("undo_list.cancel", (p.centerx - 100, p.bottom - 62, 200, 44), self.app.stack.pop)

    def choose(self, position: int) -> None:
        board = self.board
        if board.session.undo_to(position):
            board.app.request_redraw()
            board.log.add(t("board.undone"))
            board.autosave.start(board.session)
            board.on_state_changed()
        self.app.stack.pop()  # the list
        self.app.stack.pop()  # the pause menu: back to the board
