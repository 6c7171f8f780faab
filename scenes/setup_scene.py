"""New-game setup, built generically from ``game.setup_fields()``: one dropdown per field
(``visible_if`` hides fields that do not apply), an optional seed, and who plays each seat."""

from __future__ import annotations

import os
import re
from typing import Any

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.stack import Scene

ROW_H, ROW_GAP, TOP, BOTTOM = 38, 10, 180, 610
MIN_STEP = 30  # below this a row's text no longer fits: use two columns
VARIANTS_Y = 566
SEAT_KINDS = ("human", "random", "greedy")
# Modes where the heroes fight one another: a seat is a human or a rival level (issue 12). Only the
# levels ``game.ai.bots.BOTS`` has are offered; without the easy rival the greedy bot stands in.
RIVAL_MODES = {("desconfronto", "coliseum")}
RIVAL_KINDS = ("rival_easy", "rival_medium", "rival_hard")
# A setup field that says who plays a seat of its own, the table's last: desConfronto's "Corruption
# Master: none / human / bot" (DC-CM-01). That seat's row shows the answer, not a kind dropdown; "bot"
# seats the bot kind named here.
SEAT_FIELDS = {("desconfronto", "master"): "greedy"}


def rival_kinds() -> tuple[str, ...]:
    from game.ai.bots import BOTS

    levels = tuple(k for k in RIVAL_KINDS if k in BOTS)
    return ("human", *(levels if "rival_easy" in levels else ("greedy", *levels)))


def seat_label(kind: str) -> str:
    """A seat kind in words: the rival levels have their own names ("Rival: easy")."""
    from game.core.i18n import has

    key = f"dc_coliseum_ui.seat.{kind}"
    return t(key) if has(key) else t(f"newgame.seat_{kind}")
# Fields that pick what one seat plays (a hero, a General): shown in that seat's row.
SEAT_PICK = re.compile(r"^(hero|general_)(\d+)$")


def setup_reason(exc: ValueError) -> str:
    """A refused setup's reason in the player's language: a ``SetupError`` names its catalogue key;
    any other refusal gets a plain translated sentence, never the core's English words."""
    key = getattr(exc, "key", "")
    return t(key, **exc.params) if key else t("setup_errors.generic")  # type: ignore[attr-defined]


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
        # Only the fields' own values: a game's default_setup() may hold keys (a ``heroes`` list)
        # that would override what the player picks seat by seat (issue 7).
        self.values: dict[str, Any] = {f.key: f.default for f in fields}
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
        """``visible_if`` is one ``(field, allowed values)`` pair, or a tuple of pairs that must all hold."""
        cond = f.visible_if
        if cond is None:
            return True
        return self._holds(cond)

    def _holds(self, cond) -> bool:
        pairs = cond if isinstance(cond[0], tuple) else (cond,)
        return all(self.values.get(other) in allowed for other, allowed in pairs)

    def offered(self, f) -> tuple[tuple[Any, str], ...]:
        """The choices a field offers now: those its ``choice_if`` does not hide (a Zerywia pack's
        heroes while the pack is off)."""
        hidden = dict(f.choice_if)
        return tuple(c for c in f.choices if c[0] not in hidden or self._holds(hidden[c[0]]))

    def _offer_only_offered(self) -> None:
        """A pick the field no longer offers (its pack switched off) falls back to the field's
        default, or its first offered choice another visible field of the same choices does not hold."""
        for f in self.fields:
            offered = [v for v, _ in self.offered(f)]
            if not f.choice_if or self.values.get(f.key) in offered or not offered:
                continue
            held = {self.values.get(o.key) for o in self.fields
                    if o.key != f.key and o.choices == f.choices and self.visible(o)}
            free = [v for v in offered if v not in held]
            self.values[f.key] = f.default if f.default in free else (free or offered)[0]

    def chosen_setup(self) -> dict[str, Any]:
        hidden = {f.key for f in self.fields if not self.visible(f)}
        setup = {k: v for k, v in self.values.items() if k not in hidden}
        if self.options:
            setup["options"] = {**(setup.get("options") or {}), **self.options}
        return setup

    def problem(self) -> str:
        """Why the current choices cannot start ("" when they can), shown as they are made."""
        try:
            self.game.normalize_setup(self.chosen_setup())
        except ValueError as exc:
            return t("newgame.bad_setup", reason=setup_reason(exc))
        return ""

    def seat_names(self) -> list[str]:
        """The seats that will start with the current choices (none while they cannot start)."""
        try:
            setup = self.game.normalize_setup(self.chosen_setup())
            return list(self.game.seats(self.game.new_game(setup, 0)))
        except Exception:  # an impossible combination: problem() says why
            return []

    def rivals(self) -> bool:
        """Whether the chosen mode sets the heroes against one another (the seats are rival levels)."""
        return (self.game.name, self.values.get("mode")) in RIVAL_MODES

    def kinds(self) -> tuple[str, ...]:
        """Who may play a seat in the chosen mode."""
        return rival_kinds() if self.rivals() else SEAT_KINDS

    def field_seat(self) -> tuple[int, str] | None:
        """(seat, kind) of the seat a setup field gives its player (``SEAT_FIELDS``), None when none."""
        for (game, key), bot in SEAT_FIELDS.items():
            f = next((f for f in self.fields if f.key == key), None)
            value = self.values.get(key)
            if game != self.game.name or f is None or not self.visible(f) or value not in ("human", "bot"):
                continue
            seats = self.seat_names()
            if seats:
                return len(seats) - 1, "human" if value == "human" else bot
        return None

    def seat_kind(self, seat: int) -> str:
        """The seat's kind, as offered in this mode (a kind the mode does not offer reads as the
        mode's first bot: a Skirmish's random bot becomes the arena's easiest rival)."""
        fixed = self.field_seat()
        if fixed is not None and fixed[0] == seat:
            return fixed[1]
        kind = self.seat_kinds.get(seat, "human")
        kinds = self.kinds()
        return kind if kind in kinds else kinds[1]

    def chosen_bots(self) -> dict[str, str]:
        """Bot seats among the seats that will start (a seat dropped by a smaller table plays no one)."""
        n = len(self.seat_names())
        fixed = self.field_seat()
        kinds = {s: self.seat_kind(s) for s in [*self.seat_kinds, *([fixed[0]] if fixed else [])]}
        return {str(s): k for s, k in sorted(kinds.items()) if k != "human" and s < n}

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
        picks = self.seat_picks()
        shown = [f for f in self.fields if self.visible(f) and f not in picks]
        seats = self.seat_names()
        # Rows tighten when a game asks many questions, so the panels never overflow.
        # The rule-variants button takes the foot of the options panel when the game has any.
        bottom = VARIANTS_Y - 8 if self.variants else BOTTOM
        # Many questions (8 seats, creature-by-creature shifts) flow into two narrower columns
        # rather than shrinking rows below a readable height.
        rows = len(shown) + 1
        cols = 2 if (bottom - TOP) // rows < MIN_STEP else 1
        per_col = -(-rows // cols)
        step = min(ROW_H + ROW_GAP, (bottom - TOP) // per_col)
        self.row_h = min(ROW_H, step - 4)
        label_w, box_w, col_w = (250, 280, 0) if cols == 1 else (140, 130, 280)
        for i, f in enumerate(shown):
            x, y = 80 + (i // per_col) * col_w, TOP + (i % per_col) * step
            choices = self.offered(f)
            options = [(t(label), str(i)) for i, (_, label) in enumerate(choices)]
            current = next((i for i, (v, _) in enumerate(choices) if v == self.values.get(f.key)), 0)
            self._row(t(f.label_key), (x, y, label_w), options, current, ("field", f.key), box_w)
        i = len(shown)
        x, y = 80 + (i // per_col) * col_w, TOP + (i % per_col) * step
        pygame_gui.elements.UILabel(
            self._label_rect(x, y, label_w), t("setup.seed"), ui, container=root, object_id="@field_label"
        )
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x + label_w + 10, y, box_w, self.row_h),
            ui,
            container=root,
            placeholder_text=t("newgame.seed_random"),
        )
        self.seed_entry.set_text(self.seed_text)
        self._build_seats(seats, picks)
        self.error_label = pygame_gui.elements.UILabel(
            pygame.Rect(260, 650, 700, 36),
            self.error or self.problem(),
            ui,
            container=root,
            object_id="@error",
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
        if self.game.name == "zerywia":  # a campaign carries the heroes on (zerywia_campaign_scene)
            self.button("zerywia.campaign.start", (680, 572, 255, 40), self.start_zerywia_campaign)
            self.button("zerywia.campaign.continue", (945, 572, 255, 40), self.continue_zerywia_campaign)

    def seat_picks(self) -> list[Any]:
        """The visible per-seat pick fields (``hero<n>``, ``general_<n>``), in seat order: they sit in
        the seat panel beside who plays the seat, so the panel shows each seat as it will start."""
        out = []
        for f in self.fields:
            m = SEAT_PICK.match(f.key)
            if m and self.visible(f):
                out.append((int(m.group(2)), f))
        return [f for _, f in sorted(out, key=lambda p: p[0])]

    def _build_seats(self, seats: list[str], picks: list[Any]) -> None:
        # With an impossible combination no seat starts, but the picks stay so it can be mended.
        rows = max(len(seats), len(picks))
        step = min(ROW_H + ROW_GAP, (BOTTOM - TOP) // max(1, rows))
        self.row_h = min(ROW_H, step - 4)
        offered = self.kinds()
        kinds = [(seat_label(k), str(i)) for i, k in enumerate(offered)]
        for seat in range(rows):
            y = TOP + seat * step
            name = seats[seat] if seat < len(seats) else t("setup_seats.player", n=seat + 1)
            if seat < len(picks):
                f = picks[seat]
                choices = self.offered(f)
                options = [(t(label), str(i)) for i, (_, label) in enumerate(choices)]
                current = next((i for i, (v, _) in enumerate(choices) if v == self.values.get(f.key)), 0)
                if options[current][0] == name:  # the pick already names the seat
                    name = t("setup_seats.player", n=seat + 1)
                self._row(name, (680, y, 150), options, current, ("field", f.key), 170)
                x, label = 1020, None
            else:
                x, label = 680, name
            fixed = self.field_seat()
            if fixed is not None and fixed[0] == seat:  # its player is the field's answer (SEAT_FIELDS)
                pygame_gui.elements.UILabel(
                    self._label_rect(x, y, 520),
                    t("dc_master.ui.seat_line", name=name, kind=seat_label(fixed[1])),
                    self.app.ui,
                    container=self.root,
                    object_id="@field_label",
                )
            elif seat < len(seats):
                kind = self.seat_kind(seat)
                width = 180 if label is None else 310
                self._row(
                    label, (x, y, 200 if label else -10), kinds, offered.index(kind), ("seat", seat), width
                )
        if self.rivals():  # what the levels mean (a dropdown's options carry no tooltips)
            for i, key in enumerate(("help", "help_hidden")):
                pygame_gui.elements.UILabel(
                    pygame.Rect(680, BOTTOM - 64 + i * 28, 520, 26),
                    t(f"dc_coliseum_ui.seat.{key}"),
                    self.app.ui,
                    container=self.root,
                    object_id="@subtitle",
                )

    def _label_rect(self, x: int, y: int, width: int) -> pygame.Rect:
        # A label needs ~30 px for its text even when rows are tight; it is transparent, so it may
        # overhang its row a little, centred on the dropdown beside it.
        h = max(self.row_h, 30)
        return pygame.Rect(x, y - (h - self.row_h) // 2, width, h)

    def _row(self, label, rect, options, current, ident, width) -> None:
        x, y, label_w = rect
        if label is not None:
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
        old = self.values.get(key)
        self.values[key] = value
        self._swap_if_taken(key, value, old)
        self._offer_only_offered()
        self.error = ""  # a refusal from Start is about choices now changed (issue 7, §3)
        self.rebuild()
        if key == "mode" and value == "campaign" and old != "campaign":
            self.show_prologue()

    def show_prologue(self) -> None:
        """A campaign's Scroll 1 is read before the heroes are chosen (L256), with a way to skip it."""
        from scenes.boards.desconfronto_map_pages import PageScene, page_entry

        self.app.stack.push(PageScene(self.app, [page_entry("scroll1")], skip_key="dc_campaign_ui.prologue.skip"))

    def _swap_if_taken(self, key: str, value: Any, old: Any) -> None:
        """Picking a hero (or General) another seat holds swaps the two, when one per table is the
        rule: the player moves a pick to another seat in one step instead of meeting a refusal."""
        if old == value or not self.problem():
            return
        me = next(f for f in self.fields if f.key == key)
        for f in self.fields:
            if (
                f.key != key
                and f.choices == me.choices
                and self.visible(f)
                and self.values.get(f.key) == value
            ):
                self.values[f.key] = old
                if self.problem():
                    self.values[f.key] = value  # the swap does not help: leave the refusal showing
                return

    def set_seat(self, seat: int, kind: str) -> None:
        self._keep_seed()
        self.seat_kinds[seat] = kind
        self.error = ""
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
                self.set_value(key, self.offered(f)[index][0])
            else:
                self.set_seat(key, self.kinds()[index])
            return True
        return super().handle_event(event)

    def open_variants(self) -> None:
        from scenes.variants_scene import VariantsScene

        self._keep_seed()
        self.app.stack.push(VariantsScene(self.app, self.game, self.options, self._title()))

    def on_resume(self) -> None:
        # The variants dialog may have changed options: refresh the "n changed" line and drop a
        # refusal that was about the old options.
        self.error = ""
        self.rebuild()

    def start(self) -> None:
        from game.core.session import Session
        from scenes.menu import MainMenuScene, open_board

        self._keep_seed()
        text = self.seed_text.strip()
        if text and not (text.isascii() and text.isdigit() and len(text) <= 19):
            return self._fail(t("newgame.bad_seed"))
        seed = int(text) if text else random_seed()
        try:
            chosen = self.chosen_setup()
            if chosen.get("mode") == "campaign":  # the player profile's count: the secret endings (DC-SEC-01)
                from scenes.boards.campaign_saves import campaigns_done

                chosen["campaigns_done"] = campaigns_done()
            setup = self.game.normalize_setup(chosen)
            session = Session.new(self.game, setup, seed, auto_resolve=self.app.settings.auto_resolve)
        except ValueError as exc:
            return self._fail(t("newgame.bad_setup", reason=setup_reason(exc)))
        bots = self.chosen_bots()
        self.app.stack.reset(MainMenuScene(self.app))
        self.app.stack.push(open_board(self.app, session, {"bots": bots}))

    def start_zerywia_campaign(self) -> None:
        from scenes.zerywia_campaign_scene import start_campaign

        self._keep_seed()
        text = self.seed_text.strip()
        if text and not (text.isascii() and text.isdigit() and len(text) <= 19):
            return self._fail(t("newgame.bad_seed"))
        try:
            setup = self.game.normalize_setup(self.chosen_setup())
            start_campaign(self.app, setup, int(text) if text else random_seed(), self.chosen_bots())
        except ValueError as exc:
            return self._fail(t("newgame.bad_setup", reason=setup_reason(exc)))
        except Exception as exc:  # a save that cannot be written: say so, start nothing
            return self._fail(getattr(exc, "reason", str(exc)))

    def continue_zerywia_campaign(self) -> None:
        from scenes.zerywia_campaign_scene import continue_campaign

        message = continue_campaign(self.app)
        if message:
            self._fail(message)

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
