"""New-game setup, built generically from ``game.setup_fields()``: one dropdown per field
(``visible_if`` hides fields that do not apply), an optional seed, and who plays each seat."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.stack import Scene

ROW_H, ROW_GAP, TOP, BOTTOM = 38, 10, 180, 610
VARIANTS_Y = 566
SEAT_KINDS = ("human", "random", "greedy")


def random_seed() -> int:
    # The UI may use OS entropy for a fresh seed; the core only ever sees the number.
    return int.from_bytes(os.urandom(4), "big")


class SetupScene(Scene):
    escape_pops = True

    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        fields = game.setup_fields()
        self.fields = fields
        self.values: dict[str, Any] = {**game.default_setup(), **{f.key: f.default for f in fields}}
        self.variants = game.rule_variants()
        # Only readings the player changed; normalize_setup fills the defaults (see VariantsScene).
        self.options: dict[str, Any] = {}
        self.seat_kinds: dict[int, str] = {}
        self.seed_text = "" if app.seed is None else str(app.seed)
        self.error = ""
        self.dropdowns: dict[Any, tuple[str, Any]] = {}
        self.seed_entry: pygame_gui.elements.UITextEntryLine | None = None

    # --- model ------------------------------------------------------------------
    def visible(self, f) -> bool:
        if f.visible_if is None:
            return True
        other, allowed = f.visible_if
        return self.values.get(other) in allowed

    def chosen_setup(self) -> dict[str, Any]:
        hidden = {f.key for f in self.fields if not self.visible(f)}
        setup = {k: v for k, v in self.values.items() if k not in hidden}
        if self.options:
            setup["options"] = {**(setup.get("options") or {}), **self.options}
        return setup

    def seat_names(self) -> list[str]:
        try:
            setup = self.game.normalize_setup(self.chosen_setup())
            return list(self.game.seats(self.game.new_game(setup, 0)))
        except Exception:  # an impossible combination: the error shows when Start is pressed
            return []

    # --- widgets ------------------------------------------------------------------
    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        self.dropdowns.clear()
        title = t("newgame.title", game=self._title())
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 30, 1280, 60), title, ui, container=root, object_id="@title"
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(80, 130, 540, 36), t("newgame.options"), ui, container=root, object_id="@heading"
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(680, 130, 520, 36), t("newgame.seats"), ui, container=root, object_id="@heading"
        )
        shown = [f for f in self.fields if self.visible(f)]
        seats = self.seat_names()
        # Rows tighten when a game asks many questions, so the panels never overflow.
        # The rule-variants button takes the foot of the options panel when the game has any.
        bottom = VARIANTS_Y - 8 if self.variants else BOTTOM
        step = min(ROW_H + ROW_GAP, (bottom - TOP) // (len(shown) + 1))
        self.row_h = min(ROW_H, step - 4)
        y = TOP
        for f in shown:
            options = [(t(label), str(i)) for i, (_, label) in enumerate(f.choices)]
            current = next((i for i, (v, _) in enumerate(f.choices) if v == self.values.get(f.key)), 0)
            self._row(t(f.label_key), (80, y, 250), options, current, ("field", f.key), 280)
            y += step
        pygame_gui.elements.UILabel(
            self._label_rect(80, y, 250), t("setup.seed"), ui, container=root, object_id="@field_label"
        )
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(340, y, 280, self.row_h),
            ui,
            container=root,
            placeholder_text=t("newgame.seed_random"),
        )
        self.seed_entry.set_text(self.seed_text)
        y = TOP
        step = min(ROW_H + ROW_GAP, (BOTTOM - TOP) // max(1, len(seats)))
        self.row_h = min(ROW_H, step - 4)
        kinds = [(t(f"newgame.seat_{k}"), str(i)) for i, k in enumerate(SEAT_KINDS)]
        for seat, name in enumerate(seats):
            kind = self.seat_kinds.get(seat, "human")
            self._row(name, (680, y, 200), kinds, SEAT_KINDS.index(kind), ("seat", seat), 310)
            y += step
        self.error_label = pygame_gui.elements.UILabel(
            pygame.Rect(260, 650, 700, 36), self.error, ui, container=root, object_id="@error"
        )
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)
        if self.variants:
            from scenes.variants_scene import changed_text

            self.button("variants.ui.button", (80, VARIANTS_Y, 250, 40), self.open_variants)
            self.variants_label = pygame_gui.elements.UILabel(
                pygame.Rect(340, VARIANTS_Y, 290, 40),
                changed_text(self.variants, self.options),
                ui,
                container=root,
                object_id="@message" if self.options else None,
            )
        self.button("newgame.start", (1000, 640, 240, 50), self.start)

    def _label_rect(self, x: int, y: int, width: int) -> pygame.Rect:
        # A label needs ~30 px for its text even when rows are tight; it is transparent, so it may
        # overhang its row a little, centred on the dropdown beside it.
        h = max(self.row_h, 30)
        return pygame.Rect(x, y - (h - self.row_h) // 2, width, h)

    def _row(self, label, rect, options, current, ident, width) -> None:
        x, y, label_w = rect
        pygame_gui.elements.UILabel(
            self._label_rect(x, y, label_w),
            label,
            self.app.ui,
            container=self.root,
            object_id="@field_label",
        )
        dd = pygame_gui.elements.UIDropDownMenu(
            options,
            options[current],
            pygame.Rect(x + label_w + 10, y, width, self.row_h),
            self.app.ui,
            container=self.root,
        )
        self.dropdowns[dd] = ident

    # --- input ------------------------------------------------------------------
    def set_value(self, key: str, value: Any) -> None:
        """Choose a setup value (what a dropdown does; tests call it directly)."""
        self._keep_seed()
        self.values[key] = value
        self.rebuild()

    def set_seat(self, seat: int, kind: str) -> None:
        self._keep_seed()
        self.seat_kinds[seat] = kind
        self.rebuild()

    def _keep_seed(self) -> None:
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            what, key = self.dropdowns[event.ui_element]
            index = int(event.ui_element.selected_option[1])
            if what == "field":
                f = next(f for f in self.fields if f.key == key)
                self.set_value(key, f.choices[index][0])
            else:
                self.set_seat(key, SEAT_KINDS[index])
            return True
        return super().handle_event(event)

    def open_variants(self) -> None:
        from scenes.variants_scene import VariantsScene

        self._keep_seed()
        self.app.stack.push(VariantsScene(self.app, self.game, self.options, self._title()))

    def on_resume(self) -> None:
        # The variants dialog may have changed options: refresh the "n changed" line.
        self.rebuild()

    def start(self) -> None:
        from game.core.session import Session
        from scenes.menu import MainMenuScene, open_board

        self._keep_seed()
        text = self.seed_text.strip()
        if text and not (text.isdigit() and len(text) <= 19):
            return self._fail(t("newgame.bad_seed"))
        seed = int(text) if text else random_seed()
        try:
            setup = self.game.normalize_setup(self.chosen_setup())
            session = Session.new(self.game, setup, seed, auto_resolve=self.app.settings.auto_resolve)
        except ValueError as exc:
            return self._fail(t("newgame.bad_setup", reason=str(exc)))
        bots = {str(s): k for s, k in self.seat_kinds.items() if k != "human"}
        self.app.stack.reset(MainMenuScene(self.app))
        self.app.stack.push(open_board(self.app, session, {"bots": bots}))

    def _fail(self, message: str) -> None:
        self.error = message
        self.error_label.set_text(message)

    def _title(self) -> str:
        from game.core.i18n import has

        key = f"games.{self.game.name}.title"
        return t(key) if has(key) else t(self.game.title_key)

    def draw(self, surface: pygame.Surface) -> None:
        # Widgets are themed for dark panels, so menus keep the menu palette; the game shows in its accents.
        pal = self.app.palette()
        accent = self.app.palette(self.game.name)
        surface.fill(pal["bg"])
        pygame.draw.rect(surface, pal["bg2"], (60, 120, 580, 500), border_radius=14)
        pygame.draw.rect(surface, pal["bg2"], (660, 120, 560, 500), border_radius=14)
        pygame.draw.rect(surface, accent["accent"], (0, 0, 1280, 8))
        pygame.draw.rect(surface, accent["accent2"], (0, 8, 1280, 4))
