"""The "Rule variants" dialog over the new-game screen: every named rule option a game offers
(``game.rule_variants()``) as a dropdown with a one-line help, paged when there are many.

The dialog edits the setup scene's ``options`` dict in place, so "Done" and Esc both keep the
choices; "Defaults" restores the rulebook's default readings.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.stack import ModalScene

PER_PAGE = 6
ROW_TOP, ROW_STEP = 150, 76


def count_changed(variants, options: dict[str, Any]) -> int:
    return sum(1 for v in variants if options.get(v.key, v.default) != v.default)


def changed_text(variants, options: dict[str, Any]) -> str:
    n = count_changed(variants, options)
    if n == 0:
        return t("variants.ui.all_default")
    return t("variants.ui.changed_one") if n == 1 else t("variants.ui.changed", n=n)


class VariantsScene(ModalScene):
    PANEL = pygame.Rect(60, 24, 1160, 672)

    def __init__(self, app, game, options: dict[str, Any], title: str = "") -> None:
        super().__init__(app)
        self.game = game
        self.variants = game.rule_variants()
        self.options = options  # the setup scene's dict: edited in place
        self.title = title
        self.page = 0
        self.dropdowns: dict[Any, str] = {}

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.variants) // PER_PAGE))

    def value(self, key: str) -> Any:
        return self.options.get(key, next(v.default for v in self.variants if v.key == key))

    # --- widgets ------------------------------------------------------------------
    def build(self) -> None:
        root = self.make_root(layer=5)
        ui = self.app.ui
        self.dropdowns.clear()
        pygame_gui.elements.UILabel(
            pygame.Rect(80, 40, 1120, 44),
            t("variants.ui.title", game=self.title),
            ui,
            container=root,
            object_id="@overlay_title",
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(80, 88, 1120, 30), t("variants.ui.intro"), ui, container=root, object_id="@subtitle"
        )
        shown = self.variants[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
        # Built bottom-up so an open list of an upper row draws over the rows below it.
        for i, v in reversed(list(enumerate(shown))):
            self._row(v, ROW_TOP + i * ROW_STEP)
        y = ROW_TOP + PER_PAGE * ROW_STEP + 8
        if self.pages > 1:
            self.button("variants.ui.prev", (100, y, 170, 44), self.prev_page, enabled=self.page > 0)
            pygame_gui.elements.UILabel(
                pygame.Rect(280, y, 200, 44),
                t("variants.ui.page", page=self.page + 1, pages=self.pages),
                ui,
                container=root,
                object_id="@subtitle",
            )
            self.button(
                "variants.ui.next", (490, y, 170, 44), self.next_page, enabled=self.page < self.pages - 1
            )
        self.button("variants.ui.defaults", (760, y, 200, 44), self.reset)
        self.button("variants.ui.done", (980, y, 200, 44), self.app.stack.pop)

    def _row(self, v, y: int) -> None:
        ui = self.app.ui
        pygame_gui.elements.UILabel(
            pygame.Rect(100, y, 560, 34), t(v.label_key), ui, container=self.root, object_id="@field_label"
        )
        options: list[str | tuple[str, str]] = []
        for i, (value, label) in enumerate(v.choices):
            text = t(label)
            if value == v.default:
                text = t("variants.ui.default_mark", label=text)
            options.append((text, str(i)))
        current = next((i for i, (value, _) in enumerate(v.choices) if value == self.value(v.key)), 0)
        dd = pygame_gui.elements.UIDropDownMenu(
            options, options[current], pygame.Rect(680, y, 480, 34), ui, container=self.root
        )
        self.dropdowns[dd] = v.key
        pygame_gui.elements.UILabel(
            pygame.Rect(100, y + 36, 1060, 28),
            t("variants.ui.help_line", help=t(v.help_key), ref=v.ref),
            ui,
            container=self.root,
            object_id="@subtitle",
        )

    # --- input ------------------------------------------------------------------
    def choose(self, key: str, value: Any) -> None:
        """Pick a reading (what a dropdown does); defaults are dropped so a setup names only changes."""
        default = next(v.default for v in self.variants if v.key == key)
        if value == default:
            self.options.pop(key, None)
        else:
            self.options[key] = value
        self.rebuild()

    def reset(self) -> None:
        self.options.clear()
        self.rebuild()

    def next_page(self) -> None:
        self.page = min(self.pages - 1, self.page + 1)
        self.rebuild()

    def prev_page(self) -> None:
        self.page = max(0, self.page - 1)
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            key = self.dropdowns[event.ui_element]
            v = next(v for v in self.variants if v.key == key)
            self.choose(key, v.choices[int(event.ui_element.selected_option[1])][0])
            return True
        return super().handle_event(event)
