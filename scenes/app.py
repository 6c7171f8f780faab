"""The app: one window, a fixed 1280x720 logical canvas letterboxed into it, one UIManager, the scene stack.

Every mouse event is mapped to logical coordinates before anyone sees it, so
scenes and pygame_gui only ever deal with the 1280x720 canvas whatever the
window size. ``frame()`` runs exactly one frame, which is what the headless
harness drives.

The window is drawn only while something changes or moves: after any event, a
scene change or ``request_redraw()`` the app keeps drawing for ``SETTLE_S``
seconds (hover fades, tooltip delays, short glides), and beyond that only while
the top scene's ``is_animating()`` says so (a bot's turn, dice rolling, a
Creature Phase playing). Otherwise ``run()`` sleeps until an event arrives and
wakes every ``IDLE_WAIT_MS`` to let timers and bots look at the clock.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pygame_gui

from scenes import motion, ui_scale
from scenes.canvas import LOGICAL_SIZE, Letterbox
from scenes.focus import FocusRing
from scenes.settings import Settings, config_dir, load_settings, save_settings
from scenes.stack import Scene, SceneStack
from scenes.theme import make_ui_manager, palette, reset_caches

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
FPS = 60
SETTLE_S = 1.5  # longer than pygame_gui's tooltip delay (1 s) so a hovered tooltip still appears
IDLE_WAIT_MS = 200
IDLE_NAP_S = 0.01


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Silence the C libraries while audio starts: on a machine without a sound device ALSA writes
    a dozen lines straight to file descriptor 2, which Python cannot catch. Python's own errors
    still raise as usual; only what is written to the descriptor meanwhile is dropped."""
    try:
        saved = os.dup(2)
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:  # no descriptor 2 (a windowed build): nothing to silence
        yield
        return
    try:
        sys.stderr.flush()
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def set_window_icon() -> None:
    """The window's icon (the taskbar's on Linux, where the build carries none): ``art/icon.png``
    from ``scripts/make_icon.py``. A missing or unreadable file leaves the system's default."""
    from scenes.widgets.style import ROOT

    try:
        pygame.display.set_icon(pygame.image.load(str(ROOT / "art" / "icon.png")))
    except (pygame.error, FileNotFoundError, OSError):
        pass


def init_audio() -> bool:
    """Start the mixer if there is a sound device; without one the game runs silent, quietly."""
    try:
        pygame.mixer.init()
        return True
    except pygame.error:
        pygame.mixer.quit()
        return False


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
        i18n.use_cache(config_dir())  # the parsed catalogues, kept beside the settings
        i18n.set_language(self.settings.language)
        env_dir = os.environ.get("TABLEBOUND_SAVE_DIR")
        self.save_dir = Path(save_dir) if save_dir else (Path(env_dir) if env_dir else None)
        self.seed = seed
        with quiet_stderr():
            pygame.init()
            self.audio = init_audio()
        reset_caches()
        pygame.display.set_caption("Tablebound")
        set_window_icon()
        if window_size is not None:
            self.settings.window_size = window_size
        self.window = self._set_mode()
        # Made in the window's pixel format at once: ``Surface(...).convert()`` built a second
        # surface and copied it across, a few milliseconds of the first frame for a black canvas.
        self.canvas = pygame.Surface(LOGICAL_SIZE, 0, self.window)
        self._scaled: pygame.Surface | None = None
        self.ui = make_ui_manager(LOGICAL_SIZE, LogicalUIManager)
        self.stack = SceneStack()
        self.help_tab = "keys"  # the F1 overlay's tab last read on a board (help_scene.py)
        self.clock = pygame.time.Clock()
        self.running = True
        self.pan = (0.0, 0.0)  # the magnified view's logical top-left (scenes/ui_scale.py)
        self._mouse_window: tuple[int, int] | None = None
        self.focus = FocusRing(self)
        motion.set_reduced(self.settings.reduced_motion)
        self.letterbox = self._fit()
        self.renders = 0  # frames drawn since start (tests check that an idle board draws none)
        self._quiet = 0.0  # seconds (of frame time) since anything last changed

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
        self.letterbox = self._fit()
        self._scaled = None
        self.request_redraw()
        if not self.settings.fullscreen:
            self.settings.window_size = self.window.get_size()

    # --- accessibility: UI scale, reduced motion (scenes/ui_scale.py, scenes/motion.py) -----------
    def _fit(self) -> Letterbox:
        return ui_scale.fit(self.window.get_size(), ui_scale.clamp_scale(self.settings.ui_scale), self.pan)

    def set_ui_scale(self, percent: int) -> None:
        self.settings.ui_scale = ui_scale.clamp_scale(percent)
        self.pan = (0.0, 0.0)
        self._on_window_resized()

    def set_reduced_motion(self, on: bool) -> None:
        self.settings.reduced_motion = bool(on)
        motion.set_reduced(on)

    def reveal(self, rect: pygame.Rect) -> None:
        """Pan a magnified view so ``rect`` (logical) is in sight (the focus ring, the harness)."""
        pct = ui_scale.clamp_scale(self.settings.ui_scale)
        if pct == 100:
            return
        pan = ui_scale.reveal(self.window.get_size(), pct, self.pan, (rect.x, rect.y, rect.w, rect.h))
        if pan != self.pan:
            self.pan = pan
            self.letterbox = self._fit()
            self.request_redraw()

    def _edge_pan(self, dt: float) -> None:
        pct = ui_scale.clamp_scale(self.settings.ui_scale)
        dx, dy = ui_scale.edge_push(self.window.get_size(), self._mouse_window)
        if pct == 100 or not (dx or dy) or self.focus.active:
            return
        step = ui_scale.PAN_SPEED * dt
        pan = ui_scale.clamp_pan(self.window.get_size(), pct, (self.pan[0] + dx * step, self.pan[1] + dy * step))
        if pan != self.pan:
            self.pan = pan
            self.letterbox = self._fit()
            assert self._mouse_window is not None
            self.ui.logical_mouse = self.letterbox.to_logical(self._mouse_window)
            self.request_redraw()

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

    def request_redraw(self) -> None:
        """Something changed without an event (a state applied from code, a rebuild): draw again."""
        self._quiet = 0.0

    def animating(self) -> bool:
        """Whether the next frame must be drawn: recent change, pending scene change, or motion."""
        if self._quiet < SETTLE_S or self.stack.has_pending or self.focus.queue:
            return True
        top = self.stack.top
        if top is not None and top.is_animating():
            return True
        return self._text_focused()  # a focused text entry blinks its cursor

    def _to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        if not event.dict.get("synthetic"):
            self._mouse_window = event.pos
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
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.close_dropdowns():
            return  # Esc over an open list closes the list, never the scene under it
        if self.focus.handle(event):
            return  # Tab, the arrows, Enter, the number keys moving or using the focus ring
        if self._wants_help(event):
            from scenes.help_scene import HelpScene

            self.close_dropdowns()
            self.stack.push(HelpScene(self))
            return
        if event.type in MOUSE_EVENTS:
            event = self._to_logical(event)
        consumed = self.ui.process_events(event)
        # pygame_gui's own notifications (button pressed, dropdown changed…) always reach the scene;
        # only raw input that a widget took is withheld from it.
        if consumed and event.type < pygame.USEREVENT:
            return
        self.stack.handle_event(event)

    def _text_focused(self) -> bool:
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in self.ui.get_focus_set() or ())

    def _wants_help(self, event: pygame.event.Event) -> bool:
        """F1 or ``?`` opens the shortcuts from any scene (a ``?`` typed into a text field stays text)."""
        from scenes.help_scene import HelpScene, is_help_key

        if not is_help_key(event) or isinstance(self.stack.top, HelpScene) or self.stack.top is None:
            return False
        return event.key == pygame.K_F1 or not self._text_focused()

    def open_dropdowns(self) -> list[pygame_gui.elements.UIDropDownMenu]:
        return [
            e
            for e in self.ui.get_sprite_group().sprites()
            if isinstance(e, pygame_gui.elements.UIDropDownMenu)
            and e.alive()
            and e.current_state is e.menu_states["expanded"]
        ]

    def close_dropdowns(self) -> bool:
        """Fold every expanded dropdown (pygame_gui closes it on its next update); True if any was."""
        opened = self.open_dropdowns()
        for menu in opened:
            state = menu.current_state
            if state is not None:  # never None here: open_dropdowns matched it to the expanded state
                state.should_transition = True
        return bool(opened)

    def frame(self, dt: float = 1 / FPS, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events (``events`` first, e.g. the one ``run`` woke on), update, draw if needed."""
        events = [*(events or ()), *pygame.event.get()]
        step = self.focus.next_event()  # a keyboard-replayed mouse gesture, one event per frame
        if step is not None:
            events.insert(0, step)
        for event in events:
            self.handle(event)
        if events:
            self.request_redraw()
        self._edge_pan(dt)
        self.stack.update(dt)
        self.ui.update(dt)
        if self.animating():
            self.render()
        self._quiet += dt
        if self.stack.has_pending:
            self.stack.apply_pending()
            self.request_redraw()

    def render(self) -> None:
        self.renders += 1
        self.canvas.fill(self.palette()["bg"])
        self.stack.draw(self.canvas)
        self.ui.draw_ui(self.canvas)
        self.focus.draw(self.canvas, self.palette()["accent"])
        self.present()

    def present(self) -> None:
        box = self.letterbox
        if box.identity and self.window.get_size() == LOGICAL_SIZE:
            self.window.blit(self.canvas, (0, 0))
        elif box.size[0] > box.window[0] or box.size[1] > box.window[1]:
            self._present_magnified(box)
        else:
            if self._scaled is None or self._scaled.get_size() != box.size:
                self._scaled = pygame.Surface(box.size, 0, self.window)
                self.window.fill((0, 0, 0))
            # Filtered both ways: nearest-neighbour enlarging gives uneven, jagged text, and
            # frames are only drawn when something changes, so the filter's cost is rare.
            pygame.transform.smoothscale(self.canvas, box.size, self._scaled)
            self.window.blit(self._scaled, box.offset)
        pygame.display.flip()

    def _present_magnified(self, box: Letterbox) -> None:
        """UI scale above 100%: only the part of the canvas in view is scaled up (ui_scale.py)."""
        x0, y0 = box.to_logical((0, 0))
        x1, y1 = box.to_logical(box.window)
        part = pygame.Rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1).clip(self.canvas.get_rect())
        size = (max(1, round(part.w * box.scale)), max(1, round(part.h * box.scale)))
        if self._scaled is None or self._scaled.get_size() != size:
            self._scaled = pygame.Surface(size, 0, self.window)
            self.window.fill((0, 0, 0))
        pygame.transform.smoothscale(self.canvas.subsurface(part), size, self._scaled)
        self.window.blit(self._scaled, box.to_window(part.topleft))
        pygame.display.flip()

    def run(self) -> int:
        self.loop()
        self.shutdown()
        return 0

    def loop(self, seconds: float | None = None) -> None:
        """Run frames until quit (or for ``seconds``: the idle benchmark): full rate while anything
        moves, otherwise asleep until an event or the next ``IDLE_WAIT_MS`` tick."""
        end = None if seconds is None else time.monotonic() + seconds
        while self.running and (end is None or time.monotonic() < end):
            if self.animating():
                dt = self.clock.tick(FPS) / 1000.0
                self.frame(min(dt, 0.1))
                continue
            self._sleep_until_event(IDLE_WAIT_MS / 1000.0)
            dt = self.clock.tick() / 1000.0
            self.frame(min(dt, 0.1))

    @staticmethod
    def _sleep_until_event(limit: float) -> None:
        """Sleep until an event is queued or ``limit`` seconds pass. Not ``pygame.event.wait``: on
        drivers without a native wait (dummy, some X11 setups) SDL polls it every millisecond,
        which alone costs ~2% of a core; 10 ms naps cost a fifth of that and keep input prompt."""
        end = time.monotonic() + limit
        while not pygame.event.peek() and time.monotonic() < end:
            time.sleep(IDLE_NAP_S)

    def shutdown(self, keep_settings: bool = True) -> None:
        if keep_settings:
            self.save_settings()
        for scene in reversed(self.stack.scenes):
            scene.on_exit()
        self.stack.scenes.clear()
        reset_caches()
        pygame.quit()
