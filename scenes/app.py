"""The app: one window, a fixed 1280x720 logical canvas letterboxed into it, one UIManager, the scene stack.

Every mouse event is mapped to logical coordinates before anyone sees it, so
scenes and pygame_gui only ever deal with the 1280x720 canvas whatever the
window size. ``frame()`` runs exactly one frame, which is what the headless
harness drives.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pygame_gui

from scenes.canvas import LOGICAL_SIZE, Letterbox
from scenes.settings import Settings, load_settings, save_settings
from scenes.stack import Scene, SceneStack
from scenes.theme import make_ui_manager, palette, reset_caches

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
FPS = 60


class LogicalUIManager(pygame_gui.UIManager):
    """Hover follows the last mouse event's logical position, not the OS cursor: posted
    events (tests, the harness) never move the cursor, and the window may be letterboxed."""

    logical_mouse: tuple[int, int] = (-1, -1)

    def _update_mouse_position(self) -> None:
        self.mouse_position = self.logical_mouse


class App:
    def __init__(
        self,
        settings: Settings | None = None,
        save_dir: Path | None = None,
        seed: int | None = None,
        window_size: tuple[int, int] | None = None,
    ) -> None:
        from game.core import i18n

        self.settings = settings or load_settings()
        i18n.set_language(self.settings.language)
        env_dir = os.environ.get("TABLEBOUND_SAVE_DIR")
        self.save_dir = Path(save_dir) if save_dir else (Path(env_dir) if env_dir else None)
        self.seed = seed
        pygame.init()
        reset_caches()
        try:
            pygame.mixer.init()
            self.audio = True
        except pygame.error:
            self.audio = False  # no audio device: the game runs silent
        pygame.display.set_caption("Tablebound")
        if window_size is not None:
            self.settings.window_size = window_size
        self.window = self._set_mode()
        self.canvas = pygame.Surface(LOGICAL_SIZE).convert()
        self._scaled: pygame.Surface | None = None
        self.ui = make_ui_manager(LOGICAL_SIZE, LogicalUIManager)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.letterbox = Letterbox.fit(self.window.get_size())

    # --- window ---------------------------------------------------------------
    def _set_mode(self) -> pygame.Surface:
        if self.settings.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.settings.fullscreen = False
        return pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self.window = self._set_mode()
        self._on_window_resized()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)

    def resize(self, size: tuple[int, int]) -> None:
        """Set the window size (settings and the harness); sizes are clamped to something drawable."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        self.settings.window_size = size
        if not self.settings.fullscreen:
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._on_window_resized()

    def _on_window_resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.window = surface
        self.letterbox = Letterbox.fit(self.window.get_size())
        self._scaled = None
        if not self.settings.fullscreen:
            self.settings.window_size = self.window.get_size()

    # --- services -------------------------------------------------------------
    def save_store(self):
        from saves import SaveStore

        return SaveStore(self.save_dir)

    def save_settings(self) -> None:
        save_settings(self.settings)

    def set_language(self, lang: str) -> None:
        from game.core import i18n

        self.settings.language = lang
        i18n.set_language(lang)
        self.stack.rebuild_all()

    def palette(self, name: str = "menu") -> dict[str, tuple[int, int, int]]:
        return palette(name, self.settings.colorblind)

    # --- loop -----------------------------------------------------------------
    def start(self, scene: Scene) -> None:
        self.stack.reset(scene)
        self.stack.apply_pending()

    def quit(self) -> None:
        self.running = False

    def _to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        pos = self.letterbox.to_logical(event.pos)
        self.ui.logical_mouse = pos
        return pygame.event.Event(event.type, {**event.dict, "pos": pos})

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._on_window_resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in MOUSE_EVENTS:
            event = self._to_logical(event)
        consumed = self.ui.process_events(event)
        # pygame_gui's own notifications (button pressed, dropdown changed…) always reach the scene;
        # only raw input that a widget took is withheld from it.
        if consumed and event.type < pygame.USEREVENT:
            return
        self.stack.handle_event(event)

    def frame(self, dt: float = 1 / FPS) -> None:
        for event in pygame.event.get():
            self.handle(event)
        self.stack.update(dt)
        self.ui.update(dt)
        self.render()
        self.stack.apply_pending()

    def render(self) -> None:
        self.canvas.fill(self.palette()["bg"])
        self.stack.draw(self.canvas)
        self.ui.draw_ui(self.canvas)
        self.present()

    def present(self) -> None:
        box = self.letterbox
        if box.identity and self.window.get_size() == LOGICAL_SIZE:
            self.window.blit(self.canvas, (0, 0))
        else:
            if self._scaled is None or self._scaled.get_size() != box.size:
                self._scaled = pygame.Surface(box.size).convert()
                self.window.fill((0, 0, 0))
            # Plain scaling when enlarging costs a fraction of smoothscale and stays sharp enough;
            # shrinking needs the filter or text turns to noise.
            if box.scale >= 1:
                pygame.transform.scale(self.canvas, box.size, self._scaled)
            else:
                pygame.transform.smoothscale(self.canvas, box.size, self._scaled)
            self.window.blit(self._scaled, box.offset)
        pygame.display.flip()

    def run(self) -> int:
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(min(dt, 0.1))
        self.shutdown()
        return 0

    def shutdown(self) -> None:
        self.save_settings()
        for scene in reversed(self.stack.scenes):
            scene.on_exit()
        self.stack.scenes.clear()
        reset_caches()
        pygame.quit()
