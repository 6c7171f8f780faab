"""The desConfronto combat board: creature playmat, heroes' playmats (with their items, and Nina
beside Gëlien), the Creature Action deck, the active player's hand (drag a card onto a lit target,
or click card then target), action buttons (Use item, Swap item…) enabled only when the core allows
them, the choice panel (reaction windows and the spoils, with the reason the window is open), the
dice tray, the log and the hotseat hand-off. ``offered_actions`` lists what all these controls
offer, so a test can prove every legal action is reachable.

Every rule question goes to the core: lit targets and enabled buttons come from
``legal_actions``, refusals carry the core's reason, and the animations only
replay events the core has already resolved.
"""

from __future__ import annotations

from copy import deepcopy

import pygame

from game.core.actions import Action, Event
from game.core.i18n import t
from game.core.view import is_hidden
from game.desconfronto.actions import DrawCard, Flee, Pass
from game.desconfronto.boss_moves import GiveUpTurn
from game.desconfronto.flee import cost as flee_cost
from scenes.boards import desconfronto_boss_layout as BL
from scenes.boards import desconfronto_layout as L
from scenes.boards import desconfronto_master as M
from scenes.boards import register_board
from scenes.boards.base import BoardScene
from scenes.boards.desconfronto_anim import Animator, beats_for
from scenes.boards.desconfronto_boss_input import BossInput
from scenes.boards.desconfronto_cards import BoardDragController, HandSprites, glossary
from scenes.boards.desconfronto_choice_layout import (
    chord_rects,
    grid_rects,
    spoils_rects,
    spoils_rows,
)
from scenes.boards.desconfronto_draw import BoardDrawing
from scenes.boards.desconfronto_heroes import toggle_rect
from scenes.boards.desconfronto_hunt import HuntScreen
from scenes.boards.desconfronto_hunt_peek import HeroPeek
from scenes.boards.desconfronto_input import BoardInput
from scenes.boards.desconfronto_map import MapScreen
from scenes.boards.desconfronto_map_hooks import CampaignHooks
from scenes.boards.desconfronto_marks import mark_notes
from scenes.boards.desconfronto_text import (
    figure_name,
    figure_notes,
    hero_name,
    item_name,
    item_tips,
)
from scenes.boards.desconfronto_words import BoardWords
from scenes.boards.seat_bar import SeatBar
from scenes.boards.still_layer import StillLayer
from scenes.sound import sounds
from scenes.widgets.dice_tray import DiceTray
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.toast import Toast
from scenes.widgets.tooltip import KeywordTooltips

SNAP = 0.2  # seconds a hand card glides to its new place (scaled by the animation speed)
SHORTCUTS = {pygame.K_d: DrawCard, pygame.K_e: Pass}  # Space skips an animation


class DesconfrontoBoard(BoardDrawing, CampaignHooks, BoardWords, BossInput, BoardInput, BoardScene):
    # The shared log panel replaces the base's plain list; it takes the same ``add(text)``.
    log: LogPanel  # type: ignore[assignment]

    def __init__(self, app, session, meta=None) -> None:
        super().__init__(app, session, meta)
        speed = app.settings.animation_speed
        self.tray = DiceTray(L.TRAY, speed=speed, seed=session.seed)
        # The log is written by the animation, beat by beat: it never runs ahead of the board.
        self.anim = Animator(self.tray, speed, write=lambda line: self.log.add(line),
                             play=lambda names: sounds(app).play_all(names))  # fmt: skip
        self._pacing = False  # inside apply_action: the base's own log writing is held back
        self._shown = None  # the state drawn while an animation plays (see ``shown_state``)
        # The shared log panel replaces the base's plain list; it takes the same ``add(text)``.
        self.log = LogPanel(L.LOG, header=t("board.log_title", seed=session.seed))
        self.log.add(t("board.log_start", seed=session.seed))
        self.tips = KeywordTooltips(glossary())
        self.hand = HandSprites()
        self.drag = BoardDragController(self.legal_targets, self.try_drop, self.figure_rects,
                                        on_click=self.click_card, toast=Toast((392, 430)), speed=speed)  # fmt: skip
        self.seat_bar = SeatBar()
        self.still = StillLayer()  # the frame's still panels, painted once per change
        self.legal: list[Action] = []
        self.selected: str | None = None
        self.mode = "play"  # or "sacrifice": what clicking a lit creature does with the selected card
        self.group: list[Action] | None = None  # a class ability's options, opened from its button
        self.page = 0  # the choice panel's page when its options do not fit on one
        self.group_head = ""  # what an open group is about (its panel's heading)
        self.handoff: int | None = None
        self._last_human: int | None = None
        self._hand_seat = 0
        self._choice_key: tuple = ()
        self._chord_layout = False  # the choice panel shows Fildon's chords in two columns
        self._spoils_rows: list[int] = []  # the spoils: one row per hero (seats, top to bottom)
        self._placed: set[str] = set()  # tooltip blocks placed last frame
        self._notes: dict[str, str] = {}  # figure name -> tooltip text
        self.hunt = HuntScreen(self)  # between a Hunt's combats it draws the screen and owns the input
        if session.state.campaign is not None:  # a campaign: the Sempreterna map, the market within it
            self.hunt = MapScreen(self, self.hunt)
        self.peek = HeroPeek()  # in a Hunt's combat: the hero screen, opened from the progress strip
        self._master_cards: list[str] = []  # the human Corruption Master's hand while it chooses (DC-CM-03)
        self._master_hover: str | None = None

    # --- widgets --------------------------------------------------------------------------------
    def build(self) -> None:
        self.make_root()
        # Built again when the language changes: texts and the keyword glossary follow it.
        self._notes = {}
        self._refresh_tips()
        self.log.set_header(t("board.log_title", seed=self.session.seed))
        x, y, h = L.BUTTONS.x, L.BUTTONS.y + 6, 44
        flee_tip = t("dcui.button.flee_tip", cost=flee_cost(self.session.state))  # DC-CMB-37 (L343)
        row = [("dc.draw", 118, lambda: self.act_one(DrawCard), t("dcui.button.draw", n=0)),
               ("dc.play", 116, self.play_selected, t("dcui.button.play")),
               ("dc.sacrifice", 112, self.sacrifice_selected, t("dcui.button.sacrifice")),
               ("dc.class", 166, self.open_class, t("dcui.button.class")),
               ("dc.pass", 150, lambda: self.act_one(Pass), t("dcui.button.pass")),
               ("dc.flee", 68, lambda: self.act_one(Flee), t("dcui.button.flee"))]  # fmt: skip
        for key, w, handler, label in row:
            tip = flee_tip if key == "dc.flee" else label
            self.button(key, (x, y, w, h), handler, text=label, object_id="@action_button", tooltip=tip)
            x += w + 6
        sx, bw, iw = L.SIDE_BUTTONS.x, L.SIDE_BTN_W, L.ITEM_BTN_W
        self.button("board.undo", (sx, y, bw, h), self.undo, object_id="@action_button")
        self.button("dc.use_item", (sx + bw + 4, y, iw, h), self.use_item, text=t("dcui.button.use_item"),
                    object_id="@action_button", tooltip=t("dcui.button.use_item"))  # fmt: skip
        self.button("dc.swap_item", (sx + bw + iw + 8, y, iw, h), self.swap_item, text=t("dcui.button.swap_item"),
                    object_id="@action_button", tooltip=t("dcui.button.swap_item"))  # fmt: skip
        self.button(
            "board.menu", (L.SIDE_BUTTONS.right - bw, y, bw, h), self.pause, object_id="@action_button"
        )
        self.button("dc.give_up", BL.GIVE_UP, self.give_up, text=t("dcboss.give_up"),
                    object_id="@action_button", tooltip=t("dcboss.give_up_tip"))  # fmt: skip
        self.button(
            "handoff.ready", (L.CHOICES.centerx - 150, L.CHOICES.y + 100, 300, 44), self.hand_over, text=""
        )
        self._choice_key = ()
        self.hunt.clear()
        self.on_state_changed()

    def in_run(self) -> bool:
        """Between a Hunt's combats: the market, the tier choice, the Boss's second chance."""
        return self.view.table.phase == "run"

    def _run_widgets(self, run: bool) -> None:
        """Between combats only Undo, Menu and the Hunt screen's own buttons show."""
        boss = self.view.table.boss is not None
        for key, btn in self.buttons.items():
            if key.startswith(("hunt.", "cmp.")) or key in ("board.undo", "board.menu", "handoff.ready"):
                continue
            if key == "dc.give_up":  # only on the Boss playmat
                if (boss and not run) != bool(btn.visible):
                    btn.show() if boss and not run else btn.hide()
                continue
            if run == bool(btn.visible):
                btn.hide() if run else btn.show()

    def _set(self, key: str, enabled: bool, text: str | None = None) -> None:
        btn = self.buttons.get(key)
        if btn is None:
            return
        if text is not None and btn.text != text:
            btn.set_text(text)
        if enabled != btn.is_enabled:
            btn.enable() if enabled else btn.disable()

    def _rebuild_choices(self, choices: list[Action]) -> None:
        if self._choice_key and tuple(choices) != self._choice_key[0]:
            self.page = 0  # a new question starts on its first page
        pages = self.choice_pages(choices)
        self.page = min(self.page, len(pages) - 1)
        shown: list = list(pages[self.page])
        if len(pages) > 1:  # Back/Next wrap around, so every page is two clicks away at most
            n = len(pages)
            shown += [("page", (self.page - 1) % n), ("page", (self.page + 1) % n)]
        entries = [self._choice_entry(i, a, shown, choices, len(pages)) for i, a in enumerate(shown)]
        # The labels are part of the key: an equal action can read differently after a change
        # (the spoils' next level of a Skill Tree once one is bought, the fragments left).
        key = (tuple(choices), self.page, tuple((label, tip) for label, tip, _ in entries))
        if key == self._choice_key:
            return
        self._choice_key = key
        for name in [k for k in self.buttons if k.startswith("choice:")]:
            btn = self.buttons.pop(name)
            self._handlers.pop(btn, None)
            btn.kill()
        chords, spoils = chord_rects(shown), spoils_rects(shown)
        rects = chords or spoils or grid_rects(len(shown))
        self._chord_layout = bool(chords)
        self._spoils_rows = spoils_rows(shown) if spoils else []
        for i, ((label, tip, handler), rect) in enumerate(zip(entries, rects, strict=True)):
            self.button(f"choice:{i}", rect, handler, text=label, object_id="@action_button", tooltip=tip)

    def _choice_entry(self, i: int, action, shown: list, choices: list[Action], pages: int):
        """(label, tooltip, handler) of the choice panel's button ``i``."""
        if isinstance(action, tuple) and action[0] == "bag":
            return item_name(action[1]), None, lambda a=action: self.choose(a)
        if isinstance(action, tuple):
            back = i == len(shown) - 2
            label = t(
                "dcui.button.page_back" if back else "dcui.button.page_next", page=action[1] + 1, pages=pages
            )
            return label, None, lambda p=action[1]: self.turn_page(p)
        label = self.choice_label(action, choices) if action is not None else t("dcui.button.cancel")
        tip = self.choice_tip(action) if action is not None else None
        if chord_rects(shown) and action is not None:  # the column says the kind: the button, the figure
            tip, label = label, figure_name(self.view.table, action.target)
        return label, tip or (label if len(label) > 40 else None), lambda a=action: self.choose(a)

    def turn_page(self, page: int) -> None:
        self.page = page
        self.on_state_changed()

    def undo(self) -> None:
        if self.in_run() and not (self.hunt.undo_ok() and self.handoff is None):
            return  # between combats only the shopper's own purchase, until they leave the market
        self.anim.skip()  # what is undone is not shown playing on
        self._shown = None
        super().undo()
        self.selected, self.group = None, None
        self.on_state_changed()

    # --- reacting to the state ------------------------------------------------------------------
    def apply_action(self, action: Action) -> list[Event] | None:
        # The board shows the state from before the action until its animation is over, so the
        # playmats never run ahead of the dice and flashes (instant speed needs no copy).
        before = deepcopy(self.session.state) if self.anim.speed and not self.anim.busy else None
        self._pacing = True
        try:
            events = super().apply_action(action)
        finally:
            self._pacing = False
        if events is not None and before is not None and self.anim.busy:
            self._shown = before
        return events

    def shown_state(self):
        """The state the playmats draw: the one from before the action while its beats play."""
        if self._shown is not None and not self.anim.busy:
            self._shown = None
        return self._shown if self._shown is not None else self.state

    def log_line(self, event: Event) -> str:
        # While an action is applied, its lines go with the animation beats (``on_events``).
        return "" if self._pacing else super().log_line(event)

    def on_events(self, events: list[Event]) -> None:
        # An accepted action ends whatever card or list the player had picked.
        self.selected, self.mode, self.group = None, "play", None
        lines = [super(DesconfrontoBoard, self).log_line(e) for e in events]
        self.anim.push(beats_for(self.state, events, lines))
        self.campaign_pages(events)

    def _update_handoff(self) -> None:
        if self.meta.get("replay"):  # the replay viewer: no hand-off screens
            return
        if self.handoff is not None and self.bots.is_bot(self.handoff):
            self.handoff = None  # the seat waiting for its player was handed to the bot meanwhile
        seat = self.acting_seat()
        # every seat, the Corruption Master's too: its hand is hidden, so a hero never sees it behind
        humans = [s for s in range(len(self.seat_names())) if not self.bots.is_bot(s)]
        if seat is None or self.handoff is not None:
            return
        if len(humans) > 1 and self._last_human is not None and seat != self._last_human:
            self.handoff = seat
        else:
            self._last_human = seat

    def _refresh_tips(self) -> None:
        """Card keywords plus every figure's name; rebuilt only when a figure's note changes
        (a language switch, an ability bought in the spoils)."""
        notes = {**figure_notes(self.view.table), **mark_notes(self.view.table)}
        if notes != self._notes or self.root is None:
            self._notes = notes
            self.tips = KeywordTooltips({**glossary(), **notes})
            self._placed = set()

    def on_state_changed(self) -> None:
        self.forget_view()
        if self.root is None:
            return
        st = self.view.table
        if st.phase == "spoils" or self.session.is_over() is not None:
            self._refresh_tips()
        self._update_handoff()
        seat = self.acting_seat()
        self.legal = self.session.legal_actions() if seat is not None and self.handoff is None else []
        if self.selected is not None and not (self.card_actions(self.selected, "play")
                                              or self.card_actions(self.selected, "sacrifice")):  # fmt: skip
            self.selected = None
        self._master_cards = self.master_cards(seat)
        # the Corruption Master's seat holds no hero: the table shows the Active Hero's mat meanwhile
        hero_seat = seat if seat is not None and seat < len(st.heroes) else None
        self._hand_seat = hero_seat if hero_seat is not None else min(st.active_hero, len(st.heroes) - 1)
        self._run_widgets(st.phase == "run")
        if st.phase == "run":  # the Hunt screen between combats: no hand, no choice panel
            self.selected, self.group = None, None
            self.drag.set_cards([])
            self._rebuild_choices([])
            self._set("board.undo", self.hunt.undo_ok() and self.handoff is None)
            ready = self.buttons.get("handoff.ready")
            if ready is not None and self.handoff is not None:
                ready.set_text(self._ready_text())
            self._show_ready()
            self.hunt.sync()
            return
        self.hunt.clear()
        self.campaign_combat_widgets()
        h = self.view.table.heroes[self._hand_seat]
        cards = [] if is_hidden(h.hand) else list(h.hand)  # a hand the view hides (the Coliseum) is not laid out
        playable = {c for c in cards if self.card_actions(c, "play") or self.card_actions(c, "sacrifice")}
        speed = self.drag.speed
        sprites = self.hand.layout(cards, L.HAND, self.pal, playable, SNAP / speed if speed else 0.0)
        # The choice panel, the hand-off and the Master's cards cover the hand: its cards take no clicks.
        covered = self.handoff is not None or bool(self.choices()) or bool(self._master_cards)
        self.drag.set_cards([] if covered else sprites)
        legal = self.legal
        sel = self.selected
        self._set(
            "dc.draw", any(isinstance(a, DrawCard) for a in legal), t("dcui.button.draw", n=len(h.draw))
        )
        self._set("dc.play", sel is not None and bool(self.table_plays(sel)))
        self._set("dc.sacrifice", sel is not None and bool(self.card_actions(sel, "sacrifice")))
        self._set("dc.class", bool(self.class_actions()), self.class_label()[0])
        self._set("dc.pass", any(isinstance(a, Pass) for a in legal))
        self._set("dc.flee", bool(self.control_options("dc.flee")))
        self._set("dc.use_item", bool(self.control_options("dc.use_item")))
        self._set("dc.swap_item", bool(self.control_options("dc.swap_item")))
        self._set("dc.give_up", any(isinstance(a, GiveUpTurn) for a in legal))
        self._item_tips(h)
        draw = self.buttons.get("dc.draw")
        tip = t("dcscreen.draw_tip", n=len(h.draw)) if h.draw else t("dcscreen.draw_tip_empty")
        if draw is not None and draw.tool_tip_text != tip:  # the tooltip follows the deck's count
            draw.tool_tip_text = tip
        self._set("board.undo", self.session.can_undo)
        ready = self.buttons.get("handoff.ready")
        if ready is not None and self.handoff is not None:
            ready.set_text(self._ready_text())
        self._show_ready()
        self._rebuild_choices(self.choices() if self.handoff is None else [])

    def _ready_text(self) -> str:
        """The hand-off button: "I am <hero>: continue" (the Master's name is too long for it)."""
        m = self.view.table.master
        if m is not None and self.handoff == m.seat:
            return t("dc_master.ui.ready")
        return t("dcui.handoff.ready", hero=hero_name(self.view.table, self.handoff or 0))

    # --- the Corruption Master (DC-CM-03) -------------------------------------------------------
    def master_cards(self, seat: int | None) -> list[str]:
        """The human Master's hand while its card is asked and no hand-off covers the table: read
        from that seat's own view (the table's view hides it)."""
        m = self.view.table.master
        pend = self.view.pending
        if m is None or seat is None or seat != m.seat or self.handoff is not None:
            return []
        if pend is None or pend.kind != "master_card":
            return []
        return M.master_hand(self.session.game, self.state, seat)

    def choices(self) -> list[Action]:
        if self._master_cards:  # the Master's own card tiles stand in the choice panel's place
            return []
        return super().choices()

    def offered_actions(self) -> set[Action]:
        out = super().offered_actions()
        seat = self.acting_seat()
        if self._master_cards and seat is not None:
            out.update(M.play_for(seat, c) for c in self._master_cards)
        return out

    def play_master_card(self, card: str) -> None:
        seat = self.acting_seat()
        if seat is not None and card in self._master_cards:
            self._master_hover = None
            self.apply_action(M.play_for(seat, card))

    def _item_tips(self, h) -> None:
        """The item buttons' tooltips follow the hand's hero: the Active Item's text, the bag's items."""
        for key, text in zip(("dc.use_item", "dc.swap_item"), item_tips(h), strict=True):
            btn = self.buttons.get(key)
            if btn is not None and btn.tool_tip_text != text:
                btn.tool_tip_text = text

    @property
    def pal(self) -> dict[str, tuple[int, int, int]]:
        return self.app.palette("desconfronto")

    # --- frame ------------------------------------------------------------------------------------
    def on_resume(self) -> None:
        speed = self.app.settings.animation_speed
        self.anim.set_speed(speed)
        self.drag.set_speed(speed)
        super().on_resume()

    def on_exit(self) -> None:
        self.anim.skip()
        super().on_exit()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.drag.dragged is not None and self.drag.handle_event(event):
            return True  # Escape or a right click abandons a drag before it can open the pause menu
        if super().handle_event(event):
            return True
        left = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
        if left and self.peek.click(event.pos, self.view.table):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and not self.in_run():
            slots = L.hero_slots(len(self.view.table.heroes))
            seat = next((i for i, r in enumerate(slots) if toggle_rect(r).collidepoint(event.pos)), None)
            if seat is not None:  # the seat chip: hand this hero to the bot, or take it back
                self.toggle_bot(seat)
                return True
        self.tips.handle_event(event)
        if self.log.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and (event.key in SHORTCUTS or event.key == pygame.K_SPACE):
            # D draws and E ends the Hero Phase, only when the core offers them.
            if self.anim.busy:
                self.anim.skip()
            elif self.handoff is None and event.key in SHORTCUTS:
                self.act_one(SHORTCUTS[event.key])
            return True
        if self.campaign_event(event):
            return True  # a campaign: the map's pan, zoom and clicks, the journal (J)
        if self.in_run():
            return False  # the Hunt screen's buttons took their clicks above
        if self.anim.busy:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.anim.skip()  # a click shows the end of the Creature Phase at once
                return True
            return False
        if self.handoff is not None or self.acting_seat() is None:
            return False
        if self._master_cards and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            card = M.tile_at(self._master_cards, event.pos)
            self._master_hover = card
            if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and card is not None:
                self.play_master_card(card)
            return True
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            ref = next((r for r, rect in self.figure_rects().items() if rect.collidepoint(event.pos)), None)
            if ref is not None and self.click_figure(ref):
                return True
            if self.boss_on() and self.group is None and self.click_spot(event.pos):
                return True
            if self.selected is not None and not L.HAND.collidepoint(event.pos):
                self.selected = None
                self.on_state_changed()
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 3 and self.selected:
            self.selected, self.mode = None, "play"
            self.on_state_changed()
            return True
        return False

    def _show_ready(self) -> None:
        """The hand-off button shows once the animation is over: the Creature Phase banner, drawn
        over the hand meanwhile, is never under it."""
        ready = self.buttons.get("handoff.ready")
        if ready is None:
            return
        want = self.handoff is not None and not self.anim.busy
        if want != bool(ready.visible):
            ready.show() if want else ready.hide()

    def update(self, dt: float) -> None:
        self.campaign_update(dt)
        self.anim.update(dt)
        self._show_ready()
        self.tray.update(dt)
        self.drag.update(dt)
        self.tips.update(dt)
        if not self.anim.busy and self.handoff is None:
            super().update(dt)

    def is_animating(self) -> bool:
        # Beats, dice, flashes, gliding or dragged cards and a fading toast move without input.
        drag = self.drag
        moving = drag.dragged is not None or any(c.moving for c in drag.cards) or drag.toast.visible
        busy = self.anim.busy or bool(self.anim.flashes) or not self.tray.done
        return busy or moving or self.campaign_moving() or (self.handoff is None and super().is_animating())

def desconfronto_board_class(session) -> type[DesconfrontoBoard]:
    """The board class for a desConfronto session: the Coliseum's arena board for a Coliseum."""
    if getattr(session.state, "coliseum", None) is not None:
        from scenes.boards.desconfronto_coliseum import ColiseumBoard

        return ColiseumBoard
    return DesconfrontoBoard


def open_desconfronto(app, session, meta=None) -> DesconfrontoBoard:
    return desconfronto_board_class(session)(app, session, meta)


open_desconfronto.board_class = desconfronto_board_class  # type: ignore[attr-defined]  # (puzzles subclass it)


register_board("desconfronto", open_desconfronto)
