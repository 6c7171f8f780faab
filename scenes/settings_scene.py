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

ROW_H, ROW_GAP, TOP = 38, 8, 150
LABEL_H = 26  # a field's label sits over its control, so long labels (and translations) stay whole
BOTTOM = 590  # the rows end above this (the hint and Back below)
HEADING = "@heading"
VOLUME = "@volume"  # the volume slider's row (not a dropdown)
# Two columns: what the game looks and plays like on the left; sound and accessibility on the right.
COLUMNS = ((140, 480), (680, 480))  # (x, width)
HEADING_H = 34


def access_rows(s, on_off: list[tuple[Any, str]]) -> list[tuple[str, list[tuple[Any, str]], Any]]:
    """The Accessibility section: colour-blind palette, UI scale, reduced motion (persisted)."""
    from scenes.ui_scale import SCALES

    return [
        (HEADING, [], "access.settings.heading"),
        ("colorblind", on_off, s.colorblind),
        ("ui_scale", [(p, f"{p}%") for p in SCALES], s.ui_scale),
        ("reduced_motion", on_off, s.reduced_motion),
    ]


def sound_rows(s, on_off: list[tuple[Any, str]]) -> list[tuple[str, list[tuple[Any, str]], Any]]:
    """The Sound section: mute and the volume slider."""
    return [(HEADING, [], "settings.sound_heading"), ("mute", on_off, s.mute), (VOLUME, [], s.volume)]


class SettingsScene(Scene):
    escape_pops = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.dropdowns: dict[Any, tuple[str, list[Any]]] = {}
        self.volume: Any = None  # the slider and its "80%" label
        self.volume_label: Any = None
        self._bottom = TOP

    def columns(self) -> list[list[tuple[str, list[tuple[Any, str]], Any]]]:
        s = self.app.settings
        sizes = list(WINDOW_SIZES)
        w, h = s.window_size
        if (w, h) not in sizes:
            sizes.insert(0, (w, h))
        on_off: list[tuple[Any, str]] = [(False, t("settings.off")), (True, t("settings.on"))]
        left: list[tuple[str, list[tuple[Any, str]], Any]] = [
            ("window_size", [(z, f"{z[0]} × {z[1]}") for z in sizes], (w, h)),
            ("fullscreen", on_off, s.fullscreen),
            ("animation_speed", [(a, t(f"settings.speed.{a}")) for a in ANIMATION_SPEEDS], s.animation_speed),
            ("language", [(code, LANGUAGES[code]) for code in LANGS], s.language),
            ("auto_resolve", on_off, s.auto_resolve),
        ]
        return [left, [*sound_rows(s, on_off), *access_rows(s, on_off)]]

    def rows(self) -> list[tuple[str, list[tuple[Any, str]], Any]]:
        return [row for column in self.columns() for row in column]

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        self.dropdowns.clear()
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 50, 1280, 60), t("settings.title"), ui, container=root, object_id="@title"
        )
        bottom = TOP
        for (x, width), rows in zip(COLUMNS, self.columns(), strict=True):
            y = TOP
            for name, choices, current in rows:
                if name == HEADING:  # a section's title instead of a field
                    pygame_gui.elements.UILabel(
                        pygame.Rect(x, y, width, HEADING_H), t(current), ui, container=root, object_id="@subtitle"
                    )
                    y += HEADING_H
                    continue
                label = "volume" if name == VOLUME else name
                pygame_gui.elements.UILabel(
                    pygame.Rect(x, y, width, LABEL_H), t(f"settings.{label}"), ui, container=root,
                    object_id="@field_label_left",
                )
                if name == VOLUME:
                    self.build_volume(root, x, y + LABEL_H, width)
                else:
                    self._dropdown(root, name, choices, current, x, y + LABEL_H, width)
                y += LABEL_H + ROW_H + ROW_GAP
            bottom = max(bottom, y)
        self._bottom = bottom
        pygame_gui.elements.UILabel(
            pygame.Rect(140, bottom + 4, 1000, 30), t("settings.hint"), ui, container=root, object_id="@subtitle"
        )
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)

    def _dropdown(self, root, name: str, choices, current, x: int, y: int, width: int) -> None:
        options: list[str | tuple[str, str]] = [(label, str(i)) for i, (_, label) in enumerate(choices)]
        index = next((i for i, (v, _) in enumerate(choices) if v == current), 0)
        dd = pygame_gui.elements.UIDropDownMenu(
            options, options[index], pygame.Rect(x, y, width, ROW_H), self.app.ui, container=root
        )
        self.dropdowns[dd] = (name, [v for v, _ in choices])

    def build_volume(self, root, x: int, y: int, width: int) -> None:
        ui, volume = self.app.ui, self.app.settings.volume
        self.volume = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x, y, width - 80, ROW_H), volume, (0, 100), ui, container=root, click_increment=5
        )
        self.volume_label = pygame_gui.elements.UILabel(
            pygame.Rect(x + width - 74, y, 74, ROW_H), t("settings.volume_value", value=volume), ui, container=root
        )

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
        elif name == "ui_scale":
            self.app.set_ui_scale(value)
        elif name == "reduced_motion":
            self.app.set_reduced_motion(value)
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
        pygame.draw.rect(surface, pal["bg2"], (100, 130, 1080, self._bottom - 130 + 40), border_radius=14)
