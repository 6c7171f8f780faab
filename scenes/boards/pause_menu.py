"""The pause menu (Esc on a board): resume, save, export the position, undo, settings, quit to the
menu; shows the seed."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.stack import ModalScene


class PauseScene(ModalScene):
    SHADE_ALPHA = 140
    PANEL = pygame.Rect(440, 40, 400, 630)

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.message = ""

    def build(self) -> None:
        root = self.make_root(layer=5)
        ui = self.app.ui
        p = self.PANEL
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x, p.y + 20, p.w, 50),
            t("pause.title"),
            ui,
            container=root,
            object_id="@overlay_title",
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x, p.y + 66, p.w, 26),
            t("board.seed", seed=self.board.session.seed),
            ui,
            container=root,
            object_id="@subtitle",
        )
        if getattr(self.board, "campaign", False):  # the campaign's save mode (scenes/boards/campaign_saves.py)
            from saves.ironman import is_ironman

            mode = "dcsave.pause.ironman" if is_ironman(self.board.session.setup) else "dcsave.pause.normal"
            pygame_gui.elements.UILabel(
                pygame.Rect(p.x, p.y + 88, p.w, 22), t(mode), ui, container=root, object_id="@subtitle"
            )
        x, y, w, h = p.x + 60, p.y + (114 if getattr(self.board, "campaign", False) else 106), p.w - 120, 44
        entries = [
            ("pause.resume", self.app.stack.pop, True),
            ("pause.save", self.save, True),
            ("export.button", self.export, True),
            ("pause.undo", self.undo, self.board.session.can_undo),
            ("pause.undo_list", self.undo_list, len(self.board.session.undo_points()) > 1),
            ("pause.settings", self.settings, True),
            ("help.title", self.help, True),
            ("pause.quit", self.board.quit_to_menu, True),
        ]
        for key, handler, enabled in entries:
            self.button(key, (x, y, w, h), handler, enabled=enabled)
            y += h + 10
        self.message_label = pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 10, p.bottom - 44, p.w - 20, 30),
            self.message,
            ui,
            container=root,
            object_id="@message",
        )

    def save(self) -> None:
        self.message = self.board.save_manual()
        self.message_label.set_text(self.message)

    def export(self) -> None:
        from scenes.puzzles_export import export_position

        self.message = export_position(self.board)
        self.message_label.set_text(self.message)

    def undo(self) -> None:
        self.board.undo()
        self.app.stack.pop()

    def undo_list(self) -> None:
        from scenes.boards.undo_list import UndoListScene

        self.app.stack.push(UndoListScene(self.app, self.board))

    def help(self) -> None:
        from scenes.help_scene import HelpScene

        self.app.stack.push(HelpScene(self.app))

    def settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))
