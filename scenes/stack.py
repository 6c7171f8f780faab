"""Scenes and the stack that owns them.

A scene builds its pygame_gui widgets under one root container (``self.root``)
and they all go with one ``kill()``. Transitions asked for while handling
events or updating are queued and applied at the end of the frame, so a
scene never disappears in the middle of its own method.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from scenes.canvas import LOGICAL_SIZE

if TYPE_CHECKING:
    from pygame.typing import RectLike

    from scenes.app import App

# A button's action. Whatever it returns is ignored (e.g. a board's apply_action returns its events).
Handler = Callable[[], object]


class Scene:
    """Base scene. ``opaque`` scenes hide everything under them; overlays set it False."""

    opaque = True
    # Menus, dialogs and overlays close on Esc; the main menu and boards handle Esc themselves.
    escape_pops = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.root: pygame_gui.core.UIContainer | None = None
        # Named buttons (translation key or id -> button) so the harness can click them by name.
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._handlers: dict[Any, Handler] = {}

    # --- widgets ------------------------------------------------------------
    def build(self) -> None:
        """Create widgets under ``self.root``; called on enter and whenever the language changes."""

    def make_root(self, layer: int = 1) -> pygame_gui.core.UIContainer:
        self.root = pygame_gui.core.UIContainer(
            pygame.Rect((0, 0), LOGICAL_SIZE), self.app.ui, starting_height=layer
        )
        return self.root

    def button(
        self,
        key: str,
        rect: RectLike,
        on_click: Handler,
        text: str | None = None,
        object_id: str | None = "@menu_button",
        enabled: bool = True,
        tooltip: str | None = None,
    ) -> pygame_gui.elements.UIButton:
        from game.core.i18n import t

        btn = pygame_gui.elements.UIButton(
            pygame.Rect(rect),
            text if text is not None else t(key),
            self.app.ui,
            container=self.root,
            object_id=object_id,
            tool_tip_text=tooltip,
        )
        if not enabled:
            btn.disable()
        self.buttons[key] = btn
        self._handlers[btn] = on_click
        return btn

    def rebuild(self) -> None:
        self.kill_widgets()
        self.build()
        self.app.request_redraw()

    def kill_widgets(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None
        self.buttons.clear()
        self._handlers.clear()

    # --- lifecycle ------------------------------------------------------------
    def on_enter(self) -> None:
        self.build()

    def on_exit(self) -> None:
        self.kill_widgets()

    def on_pause(self) -> None:
        # The scene above takes the input; hidden widgets neither draw nor take clicks.
        if self.root is not None:
            self.root.hide()

    def on_resume(self) -> None:
        if self.root is not None:
            self.root.show()

    # --- frame ----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            handler = self._handlers.get(event.ui_element)
            if handler is not None:
                handler()
                return True
        if self.escape_pops and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        pass

    def is_animating(self) -> bool:
        """Whether this scene moves on its own, with no input (the app keeps drawing while it does).

        Widgets need not count: the app draws for a while after every event anyway. A scene whose
        ``update`` moves things or whose picture changes with time must say so here."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._queue: list[tuple[str, Scene | None]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    # Requests: applied by apply_pending() at the end of the frame.
    def push(self, scene: Scene) -> None:
        self._queue.append(("push", scene))

    def pop(self) -> None:
        self._queue.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        self._queue.append(("replace", scene))

    def reset(self, scene: Scene) -> None:
        """Pop every scene and start again from ``scene`` (e.g. quit to the main menu)."""
        self._queue.append(("reset", scene))

    @property
    def has_pending(self) -> bool:
        return bool(self._queue)

    def apply_pending(self) -> None:
        while self._queue:
            op, scene = self._queue.pop(0)
            if op == "push":
                if self.top:
                    self.top.on_pause()
                self._enter(scene)
            elif op == "pop":
                if self.scenes:
                    self.scenes.pop().on_exit()
                if self.top:
                    self.top.on_resume()
            elif op == "replace":
                if self.scenes:
                    self.scenes.pop().on_exit()
                self._enter(scene)
            elif op == "reset":
                while self.scenes:
                    self.scenes.pop().on_exit()
                self._enter(scene)

    def _enter(self, scene: Scene | None) -> None:
        assert scene is not None, "push, replace and reset always queue a scene (only pop queues None)"
        self.scenes.append(scene)
        scene.on_enter()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.top.handle_event(event) if self.top else False

    def update(self, dt: float) -> None:
        if self.top:
            self.top.update(dt)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom-up from the top-most opaque one."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def rebuild_all(self) -> None:
        """Rebuild every scene's widgets (language change), keeping covered ones hidden."""
        for i, scene in enumerate(self.scenes):
            scene.rebuild()
            if i < len(self.scenes) - 1 and scene.root is not None:
                scene.root.hide()


class ModalScene(Scene):
    """A panel over a dimmed scene below (pause menu, game over…); Esc closes it."""

    opaque = False
    escape_pops = True
    PANEL = pygame.Rect(340, 200, 600, 300)
    SHADE_ALPHA = 140

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._shade: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, self.SHADE_ALPHA))
        surface.blit(self._shade, (0, 0))
        pal = self.app.palette()
        pygame.draw.rect(surface, pal["bg2"], self.PANEL, border_radius=16)
        pygame.draw.rect(surface, pal["accent"], self.PANEL, 3, 16)
