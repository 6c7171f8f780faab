"""Settings: window size, fullscreen, animation speed, language, colour-blind palette, auto-resolve.

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
BOTTOM = 590  # the rows end above this (the hint and Back below)
HEADING = "@heading"


def access_rows(s, on_off: list[tuple[Any, str]]) -> list[tuple[str, list[tuple[Any, str]], Any]]:
    """The Accessibility section: colour-blind palette, UI scale, reduced motion (persisted)."""
    from scenes.ui_scale import SCALES

    return [
        (HEADING, [], None),
        ("colorblind", on_off, s.colorblind),
        ("ui_scale", [(p, f"{p}%") for p in SCALES], s.ui_scale),
        ("reduced_motion", on_off, s.reduced_motion),
    ]


class SettingsScene(Scene):
    escape_pops = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.dropdowns: dict[Any, tuple[str, list[Any]]] = {}

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
            ("auto_resolve", on_off, s.auto_resolve),
            *access_rows(s, on_off),
        ]

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        self.dropdowns.clear()
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 50, 1280, 60), t("settings.title"), ui, container=root, object_id="@title"
        )
        y = TOP
        rows = self.rows()
        step = min(ROW_H + ROW_GAP, (BOTTOM - TOP) // max(1, len(rows)))  # more rows: closer together
        for name, choices, current in rows:
            if name == HEADING:  # a section's title (Accessibility) instead of a field
                pygame_gui.elements.UILabel(
                    pygame.Rect(120, y, 880, ROW_H), t("access.settings.heading"), ui, container=root,
                    object_id="@subtitle",
                )
                y += step
                continue
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
            y += step
        self._bottom = y
        pygame_gui.elements.UILabel(
            pygame.Rect(140, y + 4, 1000, 30), t("settings.hint"), ui, container=root, object_id="@subtitle"
        )
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)

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
        if name != "language":  # set_language already rebuilt every scene
            self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            name, values = self.dropdowns[event.ui_element]
            self.set(name, values[int(event.ui_element.selected_option[1])])
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette()
        surface.fill(pal["bg"])
        bottom = getattr(self, "_bottom", TOP + 6 * (ROW_H + ROW_GAP))
        pygame.draw.rect(surface, pal["bg2"], (100, 130, 1080, bottom - 130 + 40), border_radius=14)
