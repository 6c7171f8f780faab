"""The Zerywia board: the map of the four Thymors with the Chasm and Sventovit's Statue, the heroes'
sheets, the current step (a Challenge's table, a Test), the log, and every decision of the human
seat as a button; a click on a lit Region takes the action aimed at it.

The board never decides a rule: what is lit and what the buttons say come from the seat's legal
actions (``Session.seat_legal``) and ``describe_action``; bots play their seats through the
BotDriver; a refusal is the core's sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui

from game.core.actions import Action
from game.core.i18n import t
from game.zerywia.words import pending_prompt, word
from scenes.boards import zerywia_epic as E
from scenes.boards import zerywia_first as F
from scenes.boards import zerywia_panels as P
from scenes.boards.base import BoardScene
from scenes.boards.panel_cache import PanelCache, state_key
from scenes.boards.zerywia_dice import DiceTable, die_actions, drop_action, is_die_action, table_open
from scenes.boards.zerywia_fx import MapFx
from scenes.boards.zerywia_hover import region_facts
from scenes.boards.zerywia_map import MapView
from scenes.boards.zerywia_pages import add_button as add_pages_button
from scenes.boards.zerywia_prepared import hover_line
from scenes.boards.zerywia_preview import PROGRAM_RUN as PREVIEWED
from scenes.boards.zerywia_preview import StepPreview, draw_banner
from scenes.boards.zerywia_preview import build as build_preview
from scenes.boards.zerywia_targets import button_order, by_region
from scenes.sound import cue_events
from scenes.theme import fit_text, render
from scenes.widgets.anim import speed_factor
from scenes.widgets.log_panel import LogPanel

TOP_H = 36
DICE_PACE = 1.6  # the felt settles slowly at its natural pace (as on the desConfronto board)
MAP = pygame.Rect(6, 40, 870, 490)
ACTIONS = pygame.Rect(6, 534, 870, 182)
PROMPT_H = 22
BTN_H, BTN_GAP, ROWS = 34, 6, 4
COLS = 3  # a page of many short choices (the Journey's destinations)
FEW = 2 * ROWS  # up to this many choices: two wide columns, so long card names fit


def columns(n: int) -> int:
    return 2 if n <= FEW else COLS


def button_width(cols: int) -> int:
    return (ACTIONS.w - (cols - 1) * BTN_GAP) // cols
SIDE_X, SIDE_W = 884, 390
HEROES = pygame.Rect(SIDE_X, 40, SIDE_W, 270)  # four hero rows of HERO_H
STEP = pygame.Rect(SIDE_X, 314, SIDE_W, 176)
LOG = pygame.Rect(SIDE_X, 494, SIDE_W, 176)
BOTTOM_Y = 676


def short_label(label: str, heroes: list[str]) -> str:
    """A button's text: the core's label without the leading "Hero: " (the prompt above names who
    acts), so the Region or card it names has the room."""
    for name in heroes:
        if label.startswith(name + ": "):
            rest = label[len(name) + 2 :]
            return rest[:1].upper() + rest[1:]
    return label


def button_text(text: str, btn_w: int) -> tuple[str, str]:
    """A button's text and theme style: the normal size when it fits, else the small size (a
    Region's name and its terrain stay whole in a page of three columns), cut only if even that fails."""
    normal = fit_text(text, 15, btn_w - 30)
    if normal == text:
        return text, "@action_button"
    return fit_text(text, 13, btn_w - 24), "@action_button_small"


class ZerywiaBoardScene(BoardScene):
    log: LogPanel

    def __init__(self, app, session, meta=None) -> None:
        super().__init__(app, session, meta)
        self.map = MapView(MAP)
        self.fx = MapFx(app.settings.animation_speed)
        self.log = LogPanel(LOG, header=t("zerywia_board.log_title"))
        self.log.add(t("board.log_start", seed=session.seed))
        self.legal: list[Action] = []
        self.targets: dict[str, list[Action]] = {}
        self.choosing: str | None = None  # a Region clicked whose several actions are offered as buttons
        self.page = 0
        self.hover: str | None = None  # a lit Region under the mouse
        self.pointed: str | None = None  # any Region under the mouse: its facts are written out
        self.pointed_sheet: int | None = None  # a hero's row under the mouse: its whole Prepared list
        self.actions_box: pygame_gui.core.UIContainer | None = None
        self.table = DiceTable(MAP, speed_factor(app.settings.animation_speed) * DICE_PACE, session.seed)
        self.table.sync(session.state, animate=False)  # a game opened mid-Challenge: the dice at rest
        self.die_choice: int | None = None  # a die clicked: the ways to pay for its reroll are buttons
        self.pressed: tuple[int, tuple[int, int]] | None = None  # a die under the mouse button
        self.dragging: int | None = None
        self.preview: StepPreview | None = None  # the program's steps of the last action, played out
        self._before = None  # the table before the action being applied
        self.first_pick: int | None = None  # a hero the players let act first in this time of day (ZW-CYCLE-06)
        self.panels = PanelCache()  # the hero sheets and the step panel, painted again only on a change
        self._last_human: int | None = self.decider() if self.human_to_act() else None

    # --- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        self.make_root()
        self.log.set_header(t("zerywia_board.log_title"))
        w = (SIDE_W - 18) // 4
        bar: list[tuple[str, Callable[[], object]]] = [
            ("board.undo", self.undo), ("page:prev", partial(self.turn_page, -1)),
            ("page:next", partial(self.turn_page, 1)), ("board.menu", self.pause),
        ]
        for i, (key, handler) in enumerate(bar):
            text = {"page:prev": "‹ " + t("board.prev"), "page:next": t("board.next") + " ›"}.get(key)
            self.button(key, (SIDE_X + i * (w + 6), BOTTOM_Y, w, 38), handler, text=text,
                        object_id="@action_button")
        switch = (ACTIONS.right - 290, ACTIONS.y + 1, 180, PROMPT_H - 2)  # left of the page count
        self.button(F.SWITCH, switch, self.switch_first, text=" ", object_id="@action_button",
                    tooltip=t("zerywia_first.switch_tip"))
        add_pages_button(self)  # the scenario's Page of Dawn and Black Page (L406), where it has them
        self.actions_box = None
        self.on_state_changed()

    def human_seat(self) -> int | None:
        return self.decider() if self.human_to_act() else None

    def decider(self) -> int | None:
        """The seat to act: the first in turn, or the hero the players chose to go first (zerywia_first)."""
        first = super().decider()
        return F.acting(self, first, getattr(self, "first_pick", None))

    def switch_first(self) -> None:
        self.first_pick = F.next_pick(self, super().decider(), self.decider())
        self.choosing = self.die_choice = None
        self.page = 0
        self.on_state_changed()

    def _sync_switch(self) -> None:
        if self.session.state.active >= 0:  # the chosen hero's turn began: the next time of day starts afresh
            self.first_pick = None
        btn = self.buttons.get(F.SWITCH)
        if btn is None:
            return
        to = F.next_pick(self, super().decider(), self.decider())
        if to is None:
            btn.hide()
            return
        btn.set_text(F.switch_label(self, to))
        btn.show()

    def on_state_changed(self) -> None:
        seat = self.human_seat()
        self.legal = self.session.seat_legal(seat) if seat is not None else []
        self.targets = by_region(self.legal) if not table_open(self.session.state) else {}
        self.table.sync(self.session.state)
        if self.die_choice is not None and not die_actions(self.legal, self.die_choice):
            self.die_choice = None
        self.table.lit_die = self.die_choice
        if self.choosing not in self.targets or len(self.targets.get(self.choosing or "", [])) < 2:
            self.choosing = None
        if self.root is None:
            return
        undo = self.buttons.get("board.undo")
        if undo is not None:
            undo.enable() if self.session.can_undo else undo.disable()
        self._build_actions()
        self._sync_switch()
        self._maybe_handoff()

    def shown_actions(self) -> list[Action]:
        if self.die_choice is not None:
            return die_actions(self.legal, self.die_choice)
        if self.choosing is not None:
            return list(self.targets[self.choosing])
        if self.table.shown:  # the dice's own decisions are taken on the dice
            return button_order([a for a in self.legal if not is_die_action(a)])
        return button_order(self.legal)

    def picking(self) -> bool:
        """A sub-choice is open (a Region's actions, or a die's payments): a Cancel button shows."""
        return self.choosing is not None or self.die_choice is not None

    def pages(self) -> int:
        n = len(self.shown_actions())
        per = columns(n) * ROWS - (1 if self.picking() else 0)
        return max(1, -(-n // per))

    def _build_actions(self) -> None:
        for key in [k for k in self.buttons if k.startswith("action:") or k == "zerywia_board.cancel"]:
            self._handlers.pop(self.buttons.pop(key), None)
        if self.actions_box is not None:
            self.actions_box.kill()
        box = pygame.Rect(ACTIONS.x, ACTIONS.y + PROMPT_H, ACTIONS.w, ACTIONS.h - PROMPT_H)
        self.actions_box = pygame_gui.core.UIContainer(box, self.app.ui, container=self.root)
        shown = self.shown_actions()
        names = self.seat_names()
        self.page = min(self.page, self.pages() - 1)
        cols = columns(len(shown))
        btn_w = button_width(cols)
        slots = cols * ROWS - (1 if self.picking() else 0)
        start = self.page * slots
        for slot, index in enumerate(range(start, min(start + slots, len(shown)))):
            action = shown[index]
            col, row = slot % cols, slot // cols
            rect = pygame.Rect(col * (btn_w + BTN_GAP), row * (BTN_H + BTN_GAP), btn_w, BTN_H)
            label = self.describe(action)
            text, style = button_text(short_label(label, names), btn_w)
            btn = pygame_gui.elements.UIButton(
                rect, text, self.app.ui, container=self.actions_box,
                object_id=style, tool_tip_text=label if text != label else None,
            )
            self.buttons[f"action:{index}"] = btn
            self._handlers[btn] = partial(self.take, action)
        if self.picking():
            slot = min(len(shown) - start, slots)
            rect = pygame.Rect((slot % cols) * (btn_w + BTN_GAP), (slot // cols) * (BTN_H + BTN_GAP), btn_w, BTN_H)
            btn = pygame_gui.elements.UIButton(
                rect, t("zerywia_board.cancel"), self.app.ui, container=self.actions_box,
                object_id="@action_button",
            )
            self.buttons["zerywia_board.cancel"] = btn
            self._handlers[btn] = self.cancel_choice
        pages = self.pages()
        for key, ok in (("page:prev", self.page > 0), ("page:next", self.page < pages - 1)):
            turner = self.buttons.get(key)
            if turner is not None:
                turner.enable() if ok else turner.disable()

    def _maybe_handoff(self) -> None:
        if self.meta.get("replay"):  # the replay viewer: no hand-off screens
            return
        """Between two human heroes the screen is handed over, as on the other boards."""
        if self.session.is_over() is not None:
            return
        seat = self.human_seat()
        if seat is None:
            return
        humans = [h.seat for h in self.session.state.heroes if not self.bots.is_bot(h.seat)]
        if self._last_human is not None and seat != self._last_human and len(humans) > 1:
            from scenes.boards.zerywia_handoff import ZerywiaHandoffScene

            self.app.stack.push(ZerywiaHandoffScene(self.app, self, self.seat_names()[seat]))
        self._last_human = seat

    # --- acting -------------------------------------------------------------------------
    def take(self, action: Action) -> None:
        self.choosing = None
        self.die_choice = None
        self.apply_action(action)

    def apply_action(self, action: Action):
        self.skip_preview()  # a new action: the last one's steps are all shown (and logged) first
        if speed_factor(self.app.settings.animation_speed) > 0:  # "instant" has no preview: no copy
            self._before = self.game.clone(self.session.state)
        try:
            return super().apply_action(action)
        finally:
            self._before = None

    def log_line(self, event) -> str:
        """A program-run step's line is written when the preview plays it, not before ("" now)."""
        if self._before is not None and event.kind in PREVIEWED:
            return ""
        return super().log_line(event)

    def _played(self, steps) -> None:
        """Steps whose change just appeared: their Regions flash and their lines join the log."""
        from game.core.actions import Event

        for step in steps:
            self.log.add(step.caption)
        played = [Event(s.kind, s.data) for s in steps]
        cue_events(self.app, "zerywia", played)
        self.fx.on_events(played, self.map.lay.regions)

    def on_events(self, events) -> None:
        self.page = 0
        self.table.note_events(events)
        self.preview = build_preview(self._before, self.session.state, events, super().log_line,
                                     self.app.settings.animation_speed)
        now = events if self.preview is None else [e for e in events if e.kind not in PREVIEWED]
        # the rest of the action's changes flash (and sound) now; the program's steps as they are played
        cue_events(self.app, "zerywia", now)
        self.fx.on_events(now, self.map.lay.regions)

    def pause(self) -> None:
        self.skip_preview()  # the log and the map complete before a save or a quit
        super().pause()

    def undo(self) -> None:
        self.skip_preview()  # the copy it plays on is of a table that is being taken back
        super().undo()

    def previewing(self) -> bool:
        return self.preview is not None and self.preview.busy

    def _preview_tick(self, dt: float) -> None:
        if self.preview is None:
            return
        self.preview.update(dt)
        self._played(self.preview.drain())
        if not self.preview.busy:
            self.preview = None
            self.app.request_redraw()

    def skip_preview(self) -> None:
        if self.preview is not None:
            self.preview.skip()
            self._played(self.preview.drain())
            self.preview = None

    def cancel_choice(self) -> None:
        self.choosing = None
        self.die_choice = None
        self.page = 0
        self.on_state_changed()

    def turn_page(self, delta: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + delta))
        self.on_state_changed()

    def click_region(self, region: str) -> bool:
        """A click on the map: the one action aimed at ``region``, or its choices as buttons."""
        actions = self.targets.get(region, [])
        if not actions:
            return False
        if len(actions) == 1:
            self.take(actions[0])
        else:
            self.choosing = region
            self.page = 0
            self.on_state_changed()
        return True

    # --- the dice: a click offers what pays for a reroll, a drag spends a Critical ---------------
    def click_die(self, index: int) -> None:
        """A click on a die: its rerolls (what pays) become buttons; none legal: the core says why."""
        seat = self.human_seat()
        if seat is None:
            return
        if die_actions(self.legal, index):
            self.die_choice, self.choosing, self.page = index, None, 0
            self.status = ""
            self.on_state_changed()
            return
        from game.zerywia.actions import Reroll

        self.apply_action(Reroll(seat, index, "prime"))  # not legal: refused, with the core's reason

    def drop_die(self, index: int, pos: tuple[int, int]) -> None:
        """A die dropped on a target: the legal action it stands for, or the core's refusal."""
        seat = self.human_seat()
        target = self.table.target_at(pos)
        if seat is None or target is None:
            return
        action = drop_action(seat, index, target)
        if action is None:  # a Difficulty symbol: Resolution matches dice to symbols itself
            self.status = t("zerywia_ui2.tray.difficulty_auto")
            return
        self.die_choice = None
        self.apply_action(action)

    # --- the character boards -----------------------------------------------------------------
    def sheet_at(self, pos: tuple[int, int]) -> int | None:
        """The hero whose sheet in the heroes' panel is under ``pos``."""
        if not HEROES.collidepoint(pos):
            return None
        k = (pos[1] - HEROES.y - 6) // P.HERO_H
        return k if 0 <= k < len(self.session.state.heroes) else None

    def open_character(self, seat: int) -> None:
        from scenes.boards.zerywia_character import ZerywiaCharacterScene

        self.app.stack.push(ZerywiaCharacterScene(self.app, self, seat))

    def _tray_event(self, event: pygame.event.Event) -> bool:
        if not self.table.shown or self.human_seat() is None:
            return False
        mouse = self.app.ui.logical_mouse
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.table.die_at(mouse)
            if index is not None:
                self.pressed = (index, mouse)
                return True
            return self.table.tray.handle_event(event)  # a click on rolling dice settles them
        if event.type == pygame.MOUSEMOTION and self.pressed is not None:
            index, start = self.pressed
            if self.dragging is None and abs(mouse[0] - start[0]) + abs(mouse[1] - start[1]) > 6:
                self.dragging = index
                self.table.tray.hold(index, mouse)
            if self.dragging is not None:
                self.table.tray.hold(self.dragging, mouse)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            index, _ = self.pressed
            self.pressed = None
            if self.dragging is not None:
                self.dragging = None
                self.table.tray.release()
                self.drop_die(index, mouse)
            else:
                self.click_die(index)
            return True
        return False

    def focus_targets(self) -> list:
        from scenes.boards.zerywia_focus import targets

        return targets(self)  # the keyboard's focus ring (scenes/focus.py)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.previewing() and (
            (event.type == pygame.MOUSEBUTTONDOWN and MAP.collidepoint(self.app.ui.logical_mouse))
            or (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))
        ):
            self.skip_preview()  # a click on the map or Space: the end at once
            return True
        if self.log.handle_event(event):
            return True
        if self._tray_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            open_table = table_open(self.session.state)
            self.pointed = None if open_table else self.map.region_at(self.app.ui.logical_mouse)
            self.hover = self.pointed if self.pointed in self.targets else None
            self.pointed_sheet = self.sheet_at(self.app.ui.logical_mouse)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and not event.mod & pygame.KMOD_CTRL:
            seat = self.human_seat()
            self.open_character(seat if seat is not None else max(0, self.session.state.active))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            seat = self.sheet_at(self.app.ui.logical_mouse)
            if seat is not None:
                self.open_character(seat)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not table_open(self.session.state):
            region = self.map.region_at(self.app.ui.logical_mouse)
            if region is not None and region not in self.targets:
                seat = self.map.figure_at(self.app.ui.logical_mouse, self.session.state)
                if seat is not None:  # a hero's figure (on a Region with nothing to do): its board
                    self.open_character(seat)
                    return True
            if region is not None and self.click_region(region):
                return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        self.log.update(dt)
        self.fx.update(dt)
        self.table.tray.update(dt)
        if self.previewing():  # bots wait while the program's steps are played out
            self._preview_tick(dt)
            return
        if self.table.busy():  # and while the dice tumble, so each roll is seen before the next move
            return
        super().update(dt)

    # --- drawing (reads only) -------------------------------------------------------------
    def top_line(self) -> str:
        state = self.session.state
        from game.zerywia.cycle import FLOW

        phase = FLOW.leaf(state).name if state.flow else ""
        if phase in ("dawn", "noon", "dusk", "night"):
            when = t(f"zerywia_board.time.{phase}")
        elif phase == "camp":
            when = t("zerywia_board.camp")
        elif phase == "nix":
            when = t("zerywia_board.nix_phase")
        else:
            when = t("zerywia_board.time_none")
        return f"{self.title()} · {t('zerywia_board.cycle', n=state.cycle)} · {when}"

    def prompt(self) -> str:
        over = self.session.is_over()
        if over is not None:
            return t("zerywia_board.over_won" if over.result == "won" else "zerywia_board.over_lost")
        seat = self.decider()
        names = self.seat_names()
        name = names[seat] if seat is not None and seat < len(names) else ""
        if not self.human_to_act():
            return t("zerywia_board.waiting", hero=name)
        if self.die_choice is not None:
            return t("zerywia_ui2.tray.choose_payment", die=self.die_choice + 1)
        asked = pending_prompt(self.session.state)
        if asked is not None:  # a choice of its own words (ZW-INJ-04)
            return asked
        if self.choosing is not None:
            return t("zerywia_board.choose_here", region=word(self.choosing))
        return t("zerywia_board.choose_action" if self.targets else "zerywia_board.choose", hero=name)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette(self.game.name)
        surface.fill(pal["bg"])
        state = self.session.state
        pygame.draw.rect(surface, pal["bg2"], (0, 0, 1280, TOP_H))
        head = render(fit_text(self.top_line(), 18, 860, "bold"), 18, pal["text"], "bold")
        surface.blit(head, (12, (TOP_H - head.get_height()) // 2))
        lit = [self.choosing] if self.choosing else list(self.targets)
        preview = self.preview if self.previewing() else None
        if preview is not None:  # the table as it was, changed step by step
            step = preview.step
            self.map.draw(surface, preview.view, [step.region] if step and step.region else [], None, self.fx)
            draw_banner(surface, MAP, preview, pal)
        elif table_open(state):  # a Challenge or a Test: its table lies over the map
            self.table.draw(surface, state, pal, self.human_seat(), self.legal, self.dragging)
            E.draw_strip(surface, MAP, state, pal)  # an Epic Battle's Attack: the battle's line
        elif state.epic is not None:  # the Epic Battle between two Attack cards
            E.draw_table(surface, MAP, state, pal)
        else:
            self.map.draw(surface, state, lit, self.hover, self.fx)
        pygame.draw.rect(surface, pal["panel"], ACTIONS, border_radius=10)
        switch = self.buttons.get(F.SWITCH)
        room = ACTIONS.w - (310 if switch is not None and switch.visible else 150)  # the switch sits on the row
        prompt = render(fit_text(self.prompt(), 15, room, "bold"), 15, pal["text"], "bold")
        surface.blit(prompt, (ACTIONS.x + 8, ACTIONS.y + 3))
        if self.pages() > 1:
            pages = render(t("board.page", page=self.page + 1, pages=self.pages()), 13, pal["muted"])
            surface.blit(pages, pages.get_rect(topright=(ACTIONS.right - 8, ACTIONS.y + 4)))
        note, ink, size = "", pal["text"], 13
        if self.status:
            note, ink = self.status, pal["bad"]
        elif self.pointed is not None:
            note = region_facts(state, self.pointed)
        elif self.pointed_sheet is not None and self.pointed_sheet < len(state.heroes):
            names = [word(c) for c in state.heroes[self.pointed_sheet].prepared]
            note, size = hover_line(names, MAP.w - 24)
        if note:
            img = render(fit_text(note, size, MAP.w - 24), size, ink)
            strip = img.get_rect(bottomleft=(MAP.x + 8, MAP.bottom - 6)).inflate(10, 4)
            pygame.draw.rect(surface, pal["panel"], strip, border_radius=4)
            surface.blit(img, img.get_rect(center=strip.center))
        shared = state_key(self.session, pal)
        human, bots = self.human_seat(), self.bots
        heroes_key = (shared, human, tuple(sorted(bots.bots)))
        self.panels.draw(surface, "heroes", HEROES, heroes_key, lambda s, r: P.draw_heroes(s, r, state, bots, pal, human))
        self.panels.draw(surface, "step", STEP, shared, lambda s, r: P.draw_step(s, r, state, pal))
        self.log.draw(surface)
        self.table.tray.draw_held(surface)

    def is_animating(self) -> bool:
        return (self.fx.busy() or self.table.busy() or self.dragging is not None or self.previewing()
                or super().is_animating())

    def on_resume(self) -> None:
        super().on_resume()
        self.fx.factor = speed_factor(self.app.settings.animation_speed)  # the speed may have changed
        self.table.tray.set_speed(speed_factor(self.app.settings.animation_speed) * DICE_PACE)
