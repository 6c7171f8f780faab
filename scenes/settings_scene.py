"""Settings: window size, fullscreen, animation speed, language, colour-blind palette, auto-resolve,
mute and the sound volume (a slider: its click is heard at the new volume as it moves).

Every change applies at once and is written to disk; a language change rebuilds every open scene.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.core.i18n import LANGUAGES, t
from scenes.settings import ANIMATION_SPEEDS, LANGS, WINDOW_SIZES
from scenes.stack import Scene

ROW_H, ROW_GAP, TOP = 40, 14, 150


class SettingsScene(Scene):
    escape_pops = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.dropdowns: dict[Any, tuple[str, list[Any]]] = {}
        self.volume: Any = None  # the slider and its "80%" label (built at the end of the rows)
        self.volume_label: Any = None

    def rows(self) -> list[tuple[str, list[tuple[Any, str]], Any]]:
        s = self.app.settings
        sizes = list(WINDOW_SIZES)
        w, h = s.window_size
        if (w, h) not in sizes:
            sizes.insert(0, (w, h))
        on_off = [(False, t("settings.off")), (True, t("settings.on"))]
        return [
            ("window_size", [(z, f"{z[0]} × {z[1]}") for z in sizes], (w, h)),
            ("fullscreen", on_off, s.fullscreen),
            ("animation_speed", [(a, t(f"settings.speed.{a}")) for a in ANIMATION_SPEEDS], s.animation_speed),
            ("language", [(code, LANGUAGES[code]) for code in LANGS], s.language),
            ("colorblind", on_off, s.colorblind),
            ("auto_resolve", on_off, s.auto_resolve),
            ("mute", on_off, s.mute),
        ]

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        self.dropdowns.clear()
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 50, 1280, 60), t("settings.title"), ui, container=root, object_id="@title"
        )
        y = TOP
        for name, choices, current in self.rows():
            pygame_gui.elements.UILabel(
                pygame.Rect(120, y, 480, ROW_H),
                t(f"settings.{name}"),
                ui,
                container=root,
                object_id="@field_label",
            )
            options: list[str | tuple[str, str]] = [(label, str(i)) for i, (_, label) in enumerate(choices)]
            index = next((i for i, (v, _) in enumerate(choices) if v == current), 0)
            dd = pygame_gui.elements.UIDropDownMenu(
                options, options[index], pygame.Rect(620, y, 380, ROW_H), ui, container=root
            )
            self.dropdowns[dd] = (name, [v for v, _ in choices])
            y += ROW_H + ROW_GAP
        y = self.build_volume(root, y)
        pygame_gui.elements.UILabel(
            pygame.Rect(140, y + 10, 1000, 30), t("settings.hint"), ui, container=root, object_id="@subtitle"
        )
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)

    def build_volume(self, root, y: int) -> int:
        ui, volume = self.app.ui, self.app.settings.volume
        pygame_gui.elements.UILabel(pygame.Rect(120, y, 480, ROW_H), t("settings.volume"), ui,
                                    container=root, object_id="@field_label")  # fmt: skip
        self.volume = pygame_gui.elements.UIHorizontalSlider(pygame.Rect(620, y, 300, ROW_H), volume,
                                                             (0, 100), ui, container=root, click_increment=5)  # fmt: skip
        self.volume_label = pygame_gui.elements.UILabel(pygame.Rect(925, y, 75, ROW_H),
                                                        t("settings.volume_value", value=volume), ui, container=root)  # fmt: skip
        return y + ROW_H + ROW_GAP

    def set_volume(self, value: int) -> None:
        """Moved by the slider: kept, saved, and heard at once (a click at the new volume)."""
        from scenes.sound import sounds

        value = max(0, min(100, int(value)))
        if value == self.app.settings.volume:
            return
        self.app.settings.volume = value
        self.app.save_settings()
        if self.volume_label is not None:
            self.volume_label.set_text(t("settings.volume_value", value=value))
        sounds(self.app).play("click")

    def set(self, name: str, value: Any) -> None:
        """Change one setting now, persist it, and refresh whatever shows it."""
        s = self.app.settings
        if name == "language":
            self.app.set_language(value)
        elif name == "fullscreen":
            self.app.set_fullscreen(bool(value))
        elif name == "window_size":
            s.fullscreen = False
            self.app.resize(tuple(value))
        else:
            setattr(s, name, value)
        self.app.save_settings()
        if name == "mute":
            from scenes.sound import sounds

            sounds(self.app).play("click")  # silent when muted: the change is heard at once
        if name != "language":  # set_language already rebuilt every scene
            self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            name, values = self.dropdowns[event.ui_element]
            self.set(name, values[int(event.ui_element.selected_option[1])])
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            self.set_volume(event.value)
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette()
        surface.fill(pal["bg"])
        pygame.draw.rect(surface, pal["bg2"], (100, 130, 1080, (len(self.dropdowns) + 1) * (ROW_H + ROW_GAP) + 70), border_radius=14)
