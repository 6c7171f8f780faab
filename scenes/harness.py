"""Drive the real app headlessly: inject clicks, drags and keys as a player would, step frames,
take screenshots. Tests and ``--smoke`` use it.

Positions given to ``click``/``drag`` are window pixels (what a player's mouse reports);
``click_button`` finds a button of the top scene by translation key, id or visible text.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = os.environ.get("SDL_VIDEODRIVER") or "dummy"
os.environ["SDL_AUDIODRIVER"] = os.environ.get("SDL_AUDIODRIVER") or "dummy"

import pygame  # noqa: E402

from scenes.app import App  # noqa: E402
from scenes.settings import Settings, load_settings  # noqa: E402


class Harness:
    def __init__(
        self,
        size: tuple[int, int] = (1280, 720),
        save_dir: Path | str | None = None,
        config_dir: Path | str | None = None,
        seed: int | None = None,
        settings: Settings | None = None,
    ) -> None:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        if config_dir is not None:
            os.environ["TABLEBOUND_CONFIG_DIR"] = str(config_dir)
        settings = settings or load_settings()
        settings.fullscreen = False
        self.app = App(settings, save_dir=Path(save_dir) if save_dir else None, seed=seed, window_size=size)
        from scenes.menu import MainMenuScene

        self.app.start(MainMenuScene(self.app))
        self.advance(2)

    # --- looking --------------------------------------------------------------------
    @property
    def top(self) -> Any:
        return self.app.stack.top

    def find_button(self, name: str):
        scene = self.top
        if name in scene.buttons:
            return scene.buttons[name]
        for btn in scene.buttons.values():
            if btn.text == name:
                return btn
        raise KeyError(f"no button {name!r} on {type(scene).__name__}; has {sorted(scene.buttons)}")

    def button_centre(self, name: str) -> tuple[int, int]:
        """The window pixel at the centre of a named button of the top scene."""
        return self.app.letterbox.to_window(self.find_button(name).get_abs_rect().center)

    def screenshot(self, path: Path | str) -> Path:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.app.render()
        pygame.image.save(self.app.window, str(path))
        return path

    # --- acting ---------------------------------------------------------------------
    def advance(self, frames: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(frames):
            self.app.frame(dt)

    def _post(self, kind: int, **data: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, data))

    def move(self, pos: tuple[int, int]) -> None:
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
        self.advance(2)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        # pygame_gui posts UI_BUTTON_PRESSED while handling mouse-up, so it only arrives on the
        # next event.get(); a dropdown choice takes two such hops. Pump a few frames per event.
        self.move(pos)
        self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)
        self.advance(2)
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)
        self.advance(5)

    def click_button(self, name: str) -> None:
        btn = self.find_button(name)
        if not btn.is_enabled:
            raise AssertionError(f"button {name!r} is disabled")
        self.app.reveal(btn.get_abs_rect())  # a magnified view (UI scale) pans to it first
        self.click(self.button_centre(name))

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 8, button: int = 1) -> None:
        self.move(start)
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=button, touch=False)
        self.advance(2)
        for i in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            self._post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False)
            self.advance(1)
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=button, touch=False)
        self.advance(3)

    def dropdown(self, ident: Any):
        """The top scene's dropdown for ``("field", key)`` / ``("seat", n)``, or a field key alone."""
        if isinstance(ident, str):
            ident = ("field", ident)
        for dd, who in getattr(self.top, "dropdowns", {}).items():
            if who == ident:
                return dd
        raise KeyError(f"no dropdown {ident!r} on {type(self.top).__name__}")

    def choose_dropdown(self, ident: Any, option_text: str) -> None:
        """Open a real pygame_gui dropdown by clicking it and click the option showing ``option_text``."""
        import pygame_gui

        dd = self.dropdown(ident)
        if dd.selected_option[0] == option_text:
            return
        self.click(self.app.letterbox.to_window(dd.get_abs_rect().center))
        state = dd.current_state
        if not hasattr(state, "options_selection_list"):
            raise AssertionError(f"dropdown {ident!r} did not open")
        items = state.options_selection_list.item_list_container.elements
        buttons = [b for b in items if isinstance(b, pygame_gui.elements.UIButton)]
        choice = next((b for b in buttons if b.text == option_text), None)
        if choice is None:
            raise KeyError(f"{ident!r} offers no {option_text!r}; has {[b.text for b in buttons]}")
        # A long list scrolls: bring the option into view before clicking it, as a player would.
        scroll = state.options_selection_list
        for _ in range(40):
            box = scroll.get_container().get_abs_rect() if hasattr(scroll, "get_container") else None
            r = choice.get_abs_rect()
            if box is None or (r.top >= box.top and r.bottom <= box.bottom):
                break
            self._post(
                pygame.MOUSEWHEEL,
                x=0,
                y=-1 if r.top > box.top else 1,
                flipped=False,
                precise_x=0.0,
                precise_y=0.0,
                touch=False,
                which=0,
            )
            self.move(self.app.letterbox.to_window(box.center))
        self.click(self.app.letterbox.to_window(choice.get_abs_rect().center))
        # The scene rebuilds its widgets on a change: let it settle.
        self.advance(2)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self._post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.advance(2)
        self._post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.advance(2)

    def press(self, key: int, times: int = 1, mod: int = 0) -> None:
        """Press a key ``times`` times, letting any gesture the focus ring replays finish."""
        for _ in range(times):
            self.key(key, mod=mod)
            self.settle_keys()

    def settle_keys(self, limit: int = 60) -> None:
        for _ in range(limit):
            if not self.app.focus.queue:
                break
            self.advance(1)
        self.advance(3)  # a button's press arrives as an event on the next frame

    def focus_to(self, predicate, key: int = pygame.K_TAB, limit: int = 80) -> None:
        """Press ``key`` (Tab by default) until the focus ring is on a target ``predicate`` accepts."""
        for _ in range(limit):
            cur = self.app.focus.current
            if self.app.focus.active and cur is not None and predicate(cur):
                return
            self.press(key)
        raise AssertionError(f"focus never reached the target on {type(self.top).__name__}")

    def focus_button(self, name: str) -> None:
        """Tab to a named button of the top scene."""
        self.focus_to(lambda t: t.element is self.find_button(name))  # found afresh: boards rebuild buttons

    def type_text(self, text: str) -> None:
        """Type into the focused text entry (click it first), as the keyboard's TEXTINPUT does."""
        for ch in text:
            self._post(pygame.TEXTINPUT, text=ch, window=None)
            self.advance(1)
        self.advance(1)

    def push(self, scene: Any) -> None:
        """Open a scene directly (test-only paths, e.g. the hidden ``tiny`` game's setup)."""
        self.app.stack.push(scene)
        self.advance(2)

    def resize(self, size: tuple[int, int]) -> None:
        self.app.resize(size)
        self._post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.advance(3)

    def close(self) -> None:
        self.app.shutdown()
