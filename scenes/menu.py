"""The main menu: Continue, New game, Load game, Tutorials, Puzzles, Settings, Quit (and Credits)."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.stack import Scene
from scenes.theme import render

BUTTON_W, BUTTON_H, GAP = 360, 42, 8


def open_board(app, session, meta: dict | None = None) -> Scene:
    """The board scene for a session: the game's dedicated board if one is registered, else the generic one."""
    from scenes.boards import board_for

    session.auto_resolve = app.settings.auto_resolve
    return board_for(session.game.name)(app, session, meta or {})


def profile_notice() -> str:
    """The sentence about a bad player profile that was set aside (saves/profile.py), once."""
    from saves.profile import load_profile, take_notice

    try:
        load_profile()
    except Exception:  # the profile never stops the menu
        return ""
    return take_notice()


class MainMenuScene(Scene):
    def __init__(self, app) -> None:
        from scenes.settings import take_notice

        super().__init__(app)
        self.message = take_notice() or profile_notice()  # a bad settings or profile file: said once
        self.latest = None
        self.menu_keys: list[str] = []

    def build(self) -> None:
        root = self.make_root()
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 90, 1280, 70), t("app.title"), self.app.ui, container=root, object_id="@title"
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 160, 1280, 30),
            t("app.tagline"),
            self.app.ui,
            container=root,
            object_id="@subtitle",
        )
        self.latest = self._latest()
        x = (1280 - BUTTON_W) // 2
        y = 200
        entries = [
            ("menu.continue", self.on_continue, self.latest is not None),
            ("menu.new_game", self.on_new_game, True),
            ("menu.load_game", self.on_load, True),
            ("tutorials.menu_button", self.on_tutorials, True),
            ("puzzles.menu_button", self.on_puzzles, True),
            ("menu.records", self.on_records, True),
            ("menu.settings", self.on_settings, True),
            ("menu.quit", self.app.quit, True),
        ]
        self.menu_keys = [key for key, _, _ in entries]
        for key, handler, enabled in entries:
            self.button(key, (x, y, BUTTON_W, BUTTON_H), handler, enabled=enabled)
            y += BUTTON_H + GAP
        # Credits: outside the column (it is no way into a game), in the free top-right corner.
        self.button("credits.menu_button", (1280 - 164, 16, 148, 36), self.on_credits)
        if self.latest is not None:
            from scenes.load_game import summary_now, when

            summary = summary_now(self.app.save_store(), self.latest)
            hint = t("menu.continue_hint", summary=summary, saved_at=when(self.latest.saved_at))
            pygame_gui.elements.UILabel(
                pygame.Rect(140, 612, 1000, 28), hint, self.app.ui, container=root, object_id="@subtitle"
            )
        self.message_label = pygame_gui.elements.UILabel(
            pygame.Rect(140, 644, 1000, 30), self.message, self.app.ui, container=root, object_id="@message"
        )

    def _latest(self):
        try:
            return self.app.save_store().latest()
        except Exception:  # a broken save dir must never stop the menu from opening
            return None

    def set_message(self, text: str) -> None:
        self.message = text
        self.message_label.set_text(text)

    def on_resume(self) -> None:
        # Saves may have appeared or vanished while a game or the load screen was open.
        self.rebuild()

    def on_continue(self) -> None:
        """Open the newest game in progress. The menu lit "Continue" from the saves' headers; opening
        verifies the save, and if the newest one fails, the next newest is opened instead."""
        from saves import SaveError

        if self.latest is None:
            return
        store = self.app.save_store()
        first_error = None
        try:
            candidates = store.candidates()
        except Exception:  # the folder vanished since the menu was built: try the one it showed
            candidates = []
        for info in [self.latest, *(c for c in candidates if c.path != self.latest.path)]:
            try:
                loaded = store.load(info.path)
            except SaveError as exc:
                first_error = first_error or exc
                continue
            self.app.stack.push(open_board(self.app, loaded.session, loaded.meta))
            return
        if first_error is not None:
            self.set_message(t("menu.load_failed", reason=first_error.translated()))

    def on_new_game(self) -> None:
        from scenes.choose_game import ChooseGameScene

        self.app.stack.push(ChooseGameScene(self.app))

    def on_load(self) -> None:
        from scenes.load_game import LoadGameScene

        self.app.stack.push(LoadGameScene(self.app))

    def on_tutorials(self) -> None:
        from scenes.tutorials import TutorialsScene

        self.app.stack.push(TutorialsScene(self.app))

    def on_puzzles(self) -> None:
        from scenes.puzzles import PuzzlesScene

        self.app.stack.push(PuzzlesScene(self.app))

    def on_records(self) -> None:
        from scenes.records_scene import RecordsScene

        self.app.stack.push(RecordsScene(self.app))

    def on_credits(self) -> None:
        from scenes.credits_scene import CreditsScene

        self.app.stack.push(CreditsScene(self.app))

    def on_settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette()
        surface.fill(pal["bg"])
        # Three bands in the games' own accent colours: a quiet reminder of what is inside.
        for i, game in enumerate(("desconfronto", "fortress", "zerywia")):
            colour = self.app.palette(game)["accent"]
            pygame.draw.rect(surface, colour, (i * 1280 // 3, 712, 1280 // 3 + 1, 8))
        count = len(self.menu_keys)
        pygame.draw.rect(surface, pal["bg2"], (430, 192, 420, count * (BUTTON_H + GAP) + 8), border_radius=14)
        version = render(t("app.version", version="0.1.0"), 14, pal["muted"])
        surface.blit(version, (16, 690))
        hint = render(t("help.menu_hint"), 14, pal["muted"])
        surface.blit(hint, hint.get_rect(bottomright=(1264, 706)))
