"""The Heróis & Monstros board: the fortress grid.

Input becomes core actions and nothing else: buying is a drag of an Area card onto your table (a click
asks first: a buy reveals the next card and cannot be undone), Combat is a drag (or click) of the damage
token onto an Invader's next life level, effects are clicks on the cards that carry them; ending the
turn with damage still spendable asks first. A seat acts only for itself: the human never spends a bot
General's cards, and bots choose among their own seat's actions (``game.ai.bots.seat_legal``). What is
highlighted comes from ``legal_actions``; what a refusal says comes from the core's ``IllegalAction``.
The Invasion is replayed column by column.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.core.actions import Action, Event
from game.core.i18n import t
from game.core.view import View
from game.fortress.actions import Attack, AttackPlan, Buy, EndPhase, Pass, ReturnPhase
from game.fortress.text import describe_event, seat_name
from scenes.boards import fortress_layout as L
from scenes.boards import fortress_payment as P
from scenes.boards import fortress_stalemate as S
from scenes.boards import fortress_table as T
from scenes.boards.base import BoardScene
from scenes.boards.fortress_cards import face_for
from scenes.boards.fortress_drag import PlainSprite, TableDrag
from scenes.boards.fortress_fx import Flights, draw_invasion_fx, hidden_slots, token_image
from scenes.boards.fortress_glyphs import safe_text
from scenes.boards.fortress_input import TableInput
from scenes.boards.fortress_invasion import InvasionPlayer, TableView
from scenes.boards.fortress_preview import Preview, card_at
from scenes.sound import sounds
from scenes.sound_cues import cue
from scenes.theme import fit_text
from scenes.widgets.anim import speed_factor
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.toast import Toast


def box(rect: pygame.Rect) -> tuple[int, int, int, int]:
    return (rect.x, rect.y, rect.w, rect.h)


class FortressBoardScene(TableInput, BoardScene):
    _seen: tuple[object, int, View] | None = None  # (state, stamp, its view)
    _seen_stamp = 0  # bumped by every ``on_state_changed``

    def __init__(self, app, session, meta=None) -> None:
        super().__init__(app, session, meta)
        self.cb = app.settings.colorblind
        self.view = TableView.of(session.state)
        self.invasion: InvasionPlayer | None = None
        self.marks = T.Marks()
        self.toast = Toast(center=(522, 440))
        self.drag = TableDrag(
            self.legal_targets,
            self.drop_zones,
            self.try_drop,
            self.on_card_click,
            self.toast,
            app.settings.animation_speed,
        )
        self.log_panel = LogPanel(L.log_rect(len(session.state.seats) - 1), t("fortress_ui.log_title"))
        self.log_panel.add(t("board.log_start", seed=session.seed))
        self.layer: pygame.Surface | None = None
        self.replacing: int | None = None  # Area slot of a Construction waiting for the one it replaces
        self._pre: TableView | None = None
        self._pre_col = -1
        self.forward_label = ""
        self._seat_box: pygame_gui.core.UIContainer | None = None
        self._seat_sig: tuple | None = None
        self._last_human: int | None = self.decider() if self.human_to_act() else None
        self._mouse = (-1, -1)
        self.preview = Preview()
        self._held: list[str] = []
        self._held_cues: list[str | None] = []  # each held line's sound, released with it
        self._released = 0
        self.flights = Flights()
        self._over_done = self._over_shown  # a finished game loaded from a save shows no banner

    # --- widgets -------------------------------------------------------------------
    def build(self) -> None:
        self.make_root()
        self.log_panel.set_header(t("fortress_ui.log_title"))  # the language may have changed
        self.button(
            "fortress_ui.end_phase",
            box(L.button_rect(0)),
            self.end_phase,
            text="-",
            object_id="@action_button",
        )
        back = pygame.Rect(L.TABLE.right - 346, L.TABLE.y + 1, 190, 24)
        self.button(
            "fortress_ui.return_phase", box(back), self.return_phase, text="-", object_id="@action_button"
        )
        self.button("board.undo", box(L.button_rect(1)), self.undo, object_id="@action_button")
        S.add_button(self)  # a stalled siege may end as a draw
        self.button("board.menu", box(L.button_rect(2)), self.pause, object_id="@action_button")
        self._seat_box = None
        self._seat_sig = None
        self.on_state_changed()

    def _seat_buttons(self) -> None:
        state = self.session.state
        sig = (T.table_seat(state), tuple(sorted(self.bots.kinds)), len(state.seats))
        if sig == self._seat_sig:
            return
        self._seat_sig = sig
        for key in [k for k in self.buttons if k.startswith("seat_bot:")]:
            self._handlers.pop(self.buttons.pop(key), None)
        if self._seat_box is not None:
            self._seat_box.kill()
        self._seat_box = pygame_gui.core.UIContainer(
            pygame.Rect(0, 0, 1280, 720), self.app.ui, container=self.root
        )
        places = [(T.table_seat(state), pygame.Rect(L.TABLE.right - 150, L.TABLE.y + 1, 146, 24))]
        places += [
            (q, pygame.Rect(L.compact_rect(i).right - 110, L.compact_rect(i).y + 2, 106, 21))
            for i, q in enumerate(T.others(state))
        ]
        for seat, rect in places:
            key = "fortress_ui.take_back" if self.bots.is_bot(seat) else "fortress_ui.give_bot"
            btn = pygame_gui.elements.UIButton(
                rect, t(key), self.app.ui, container=self._seat_box, object_id="@action_button"
            )
            self.buttons[f"seat_bot:{seat}"] = btn
            self._handlers[btn] = self._toggler(seat)

    def _toggler(self, seat: int) -> Callable[[], None]:
        return lambda: self.toggle_bot(seat)

    def toggle_bot(self, seat: int) -> None:
        from game.ai.bots import make_bot

        if self.bots.is_bot(seat):
            del self.bots.kinds[seat], self.bots.bots[seat]
        else:
            self.bots.kinds[seat] = "greedy"
            self.bots.bots[seat] = make_bot("greedy", self.session.seed * 31 + seat)
        self._last_human = self.decider() if self.human_to_act() else None
        self.on_state_changed()

    # --- state -> screen -------------------------------------------------------------
    def on_state_changed(self) -> None:
        self._seen_stamp += 1  # the state may have changed: ``seen`` is built afresh
        if self.root is None:
            return
        state = self.session.state
        self.cb = self.app.settings.colorblind
        self.drag.set_speed(self.app.settings.animation_speed)
        if self.invasion is None:
            self.view = TableView.of(state)
        self._compute_marks()
        self._layout_sprites()
        self._seat_buttons()
        end = self.buttons.get("fortress_ui.end_phase")
        if end is not None:
            action = self._forward_action()
            # Short board labels: the core's "End Build & Recruit" does not fit the button in Portuguese.
            self.forward_label = (
                t("fortress_ui.let_attack")
                if isinstance(action, Pass)
                else t(f"fortress_ui.forward.{state.phase}")
            )
            label = fit_text(safe_text(self.forward_label), 15, L.BUTTONS_W - 16)
            if end.text != label:
                end.set_text(label)
            ok = self.human_to_act() and self.invasion is None
            end.enable() if ok else end.disable()
        back = self.buttons.get("fortress_ui.return_phase")
        if back is not None:  # only with the allow_phase_return option, and only when the core allows it
            if self.marks.can_return:
                back.set_text(fit_text(safe_text(t(f"fortress_ui.back.{state.phase}")), 15, 176))
                back.show()
            else:
                back.hide()
        S.refresh(self)
        undo = self.buttons.get("board.undo")
        if undo is not None:
            undo.enable() if self.session.can_undo and self.invasion is None else undo.disable()
        self.layer = None
        self._maybe_handoff()

    @property
    def seen(self) -> View:
        """The hotseat table's view of the live state (``observe``), built once per state change."""
        state = self.session.state
        if self._seen is None or self._seen[0] is not state or self._seen[1] != self._seen_stamp:
            self._seen = (state, self._seen_stamp, self.session.game.observe(state, None))
        return self._seen[2]

    def _compute_marks(self) -> None:
        m = T.Marks(replacing=self.replacing is not None)
        table = self.seen.table
        if self.invasion is not None:
            m.focus = self.invasion.focus
        elif self.human_to_act():
            p = table.table_seat
            pend = self.seen.pending
            if pend is not None:
                m.focus = pend.data["column"]  # the Invader waiting to attack
            for a in self.session.legal_actions():
                if isinstance(a, Buy):
                    m.buyable.add(a.slot)
                elif isinstance(a, Attack):
                    m.attackable.add(a.slot)
                elif isinstance(a, AttackPlan):
                    m.plan = True
                elif isinstance(a, ReturnPhase):
                    m.can_return = True
            # What each General may use now, cross-table abilities included, comes from the view.
            for r in table.reach:
                if r.seat != p:
                    # A bot's cards are its own: the human at the board never spends them.
                    if not self.bots.is_bot(r.seat):
                        m.helpers.setdefault(r.seat, set()).add(r.card)
                elif r.via == "kryssa":
                    m.kryssa.add(r.card)
                else:
                    m.usable.add(r.card)
        self.marks = m

    def _layout_sprites(self) -> None:
        sprites = []
        for slot, card in enumerate(self.view.area):
            if card is not None:
                r = L.area_rect(slot)
                img = T.area_image(card, r.size, slot in self.marks.buyable, self.cb)
                sprites.append(PlainSprite(f"slot:{slot}", img, r.topleft, slot in self.marks.buyable))
        state = self.session.state
        if state.phase == "combat" and self.human_to_act() and self.invasion is None:
            live = bool(self.marks.attackable or self.marks.plan)
            img = token_image(state.damage, live, self.cb)
            sprites.append(PlainSprite("damage", img, L.DAMAGE_TOKEN.topleft, live))
        hidden = self.flights.hidden
        for sprite in sprites:
            sprite.hidden = sprite.card_id in hidden
        self.drag.set_cards(sprites)

    def _maybe_handoff(self) -> None:
        if self.meta.get("replay"):  # the replay viewer: no hand-off screens
            return
        """Hand the screen over exactly when the General whose hand is on the big table changes between
        two humans — also before an Invasion whose next decision is another General's, so the shared
        animation plays on the next owner's table rather than showing his hand before the hand-off."""
        if self.session.is_over() is not None:
            return
        seat = self.decider() if self.human_to_act() else None
        if seat is None:
            return
        humans = [i for i in range(len(self.session.state.seats)) if not self.bots.is_bot(i)]
        if self._last_human is not None and seat != self._last_human and len(humans) > 1:
            from scenes.boards.fortress_handoff import HandoffScene

            self.app.stack.push(HandoffScene(self.app, self, seat_name(self.session.state, seat)))
        self._last_human = seat

    # --- acting ----------------------------------------------------------------------
    def apply_action(self, action: Action) -> list[Event] | None:
        options = P.ways(self.session.legal_actions(), action)  # HM-TURN-04: how to pay an "any" cost
        if options is not None and len(options) > 1:
            P.ask(self, options)
            return []
        action = options[0] if options else action
        self._pre = TableView.of(self.session.state)
        state = self.session.state
        # An Invasion paused at a discard window carries on with this action, from this column.
        self._pre_col = state.invasion_col if state.phase == "invasion" else -1
        self.replacing = None
        events = super().apply_action(action)
        if events is None:
            self.toast.show(safe_text(self.status))
        else:
            self._show_over()
        return events

    def _show_over(self) -> None:
        """The end banner, once, and only after the Invasion that caused it has played out."""
        if self.session.is_over() is None or self._over_done:
            return
        self._over_shown = True  # keeps the base board from pushing its own banner meanwhile
        if self.invasion is not None:
            return
        from scenes.boards.fortress_over import FortressGameOver

        self._over_done = True
        self.app.stack.push(FortressGameOver(self.app, self))

    def on_events(self, events: list[Event]) -> None:
        state = self.session.state
        lines = []
        for e in events:
            try:
                lines.append(safe_text(describe_event(state, e)))
            except Exception:  # a log line must never take the board down
                lines.append(e.kind)
        self._fly_moves(events)
        cues = [cue("fortress", e.kind, e.data) for e in events]  # one per event, like the lines
        fresh = any(e.kind == "fortress.invasion" for e in events)
        if self._pre is not None and (fresh or self._pre_col >= 0):
            speed = speed_factor(self.app.settings.animation_speed)
            immediate = state.options.get("invasion_refill_timing") == "immediate"
            player = InvasionPlayer(self._pre, events, speed, immediate, None if fresh else self._pre_col)
            if not player.done:
                self.view = player.view
                self.invasion = player
                # The chronicle keeps pace with the animation: lines appear as their step plays.
                self._held, self._released, self._held_cues = lines, 0, cues
                self._release_log()
                lines, cues = [], []
        sounds(self.app).play_all(cues)
        self.log_panel.extend(lines)
        self._pre = None

    def history_line(self, state, event: Event) -> str:  # a loaded game's chronicle, as it read live
        try:
            return safe_text(describe_event(state, event))
        except Exception:
            return event.kind

    def add_history(self, lines: list[str]) -> None:
        self.log_panel.extend(lines)

    def _release_log(self) -> None:
        shown = len(self._held) if self.invasion is None else self.invasion.shown
        if shown > self._released:
            sounds(self.app).play_all(self._held_cues[self._released : shown])
            self.log_panel.extend(self._held[self._released : shown])
            self._released = shown

    def _fly_moves(self, events: list[Event]) -> None:
        """Bought cards glide to their owner's table and refills slide in from the Fortress deck."""
        if any(e.kind == "fortress.invasion" for e in events):
            return  # the Invasion has its own, step by step
        speed = speed_factor(self.app.settings.animation_speed)
        state = self.session.state
        lay = L.table_layout()
        for e in events:
            d = e.data
            if e.kind == "fortress.bought" and d["seat"] == state.active:
                cons = dict(T.construction_rects(state))
                dest = cons.get(d["card"], lay.discard)
                img = face_for(d["card"], (L.CARD_W, L.CARD_H), self.cb)
                self.flights.add(img, L.area_rect(d["slot"]), dest, speed)
                col = d["slot"] % 4
                behind = d["shifted"]  # HM-GEN-07 as the core resolved it: the back-row card steps forward
                if behind is not None:
                    back, front = L.area_rect(4 + col), L.area_rect(col)
                    self.flights.add(face_for(behind, back.size, self.cb), back, front, speed, f"slot:{col}")
            elif e.kind == "fortress.area_filled":
                r = L.area_rect(d["slot"])
                self.flights.add(
                    face_for(d["card"], r.size, self.cb),
                    L.pile_rect("fortress_deck"),
                    r,
                    speed,
                    f"slot:{d['slot']}",
                )

    def _send(self, action: Action) -> None:
        self.apply_action(action)

    def _forward_action(self) -> Action:
        """What the big button does: end the phase, or in an Invasion window let the Invader attack."""
        state = self.session.state
        if state.phase == "invasion":
            return Pass(T.table_seat(state))
        return EndPhase(state.active)

    def return_phase(self) -> None:
        self.apply_action(ReturnPhase(self.session.state.active))

    def end_phase(self) -> None:
        action = self._forward_action()
        if self._unspent_damage(action):
            from scenes.boards.fortress_confirm import ConfirmScene

            n = self.session.state.damage
            self.app.stack.push(
                ConfirmScene(
                    self.app,
                    t("fortress_screen.end_title", n=n),
                    t("fortress_screen.end_body", n=n),
                    t("fortress_screen.end_yes"),
                    t("fortress_screen.end_no"),
                    lambda: self._send(action),
                )
            )
            return
        self.apply_action(action)

    def _unspent_damage(self, action: Action) -> bool:
        """Ending the turn loses the Combat pool (HM-TURN-15): ask first while some of it could still
        beat an Invader's or the plan's next level."""
        state = self.session.state
        if not isinstance(action, EndPhase) or state.phase != "combat" or state.damage <= 0:
            return False
        return any(isinstance(a, (Attack, AttackPlan)) for a in self.session.legal_actions())

    # --- frame -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if self.log_panel.handle_event(event):
            return True
        if self.invasion is not None:
            skip = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
            )
            if skip:
                self.invasion.finish()
                return True
        elif self.human_to_act() and self.drag.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            end = self.buttons.get("fortress_ui.end_phase")
            if end is not None and end.is_enabled and self.invasion is None:
                self.end_phase()  # the keyboard way through a turn
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.replacing is not None:
            self.replacing = None
            self.on_state_changed()
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.invasion is None:
            return self.click_at(event.pos)
        return False

    def update(self, dt: float) -> None:
        self.drag.update(dt)
        self.flights.update(dt)
        hidden = self.flights.hidden
        for sprite in self.drag.cards:
            sprite.hidden = sprite.card_id in hidden
        over = None if self.drag.busy else card_at(self.session.state, self.view, self._mouse)
        self.preview.hover(over, self._mouse)
        self.preview.update(dt)
        if self.invasion is not None:
            self.invasion.update(dt)
            if self.invasion.done:
                self.invasion = None
                self._release_log()
                self.on_state_changed()
                self._show_over()
            elif self.invasion.changed:
                self.invasion.changed = False
                self._release_log()
                self._compute_marks()
                self._layout_sprites()
                self.layer = None
            return
        super().update(dt)

    def is_animating(self) -> bool:
        # An Invasion playing, cards flying or gliding and a fading toast move without input.
        drag = self.drag
        moving = drag.dragged is not None or any(c.moving for c in drag.cards) or self.toast.visible
        return self.invasion is not None or bool(self.flights.items) or moving or super().is_animating()

    def phase_hint(self) -> str:
        state = self.session.state
        if self.session.is_over() is not None:
            return t("board.over")
        if self.invasion is not None:
            return t("fortress_ui.hint.invasion")
        seat = self.decider()
        if seat is not None and self.bots.is_bot(seat):
            return t("board.bot_playing", seat=seat_name(state, seat))
        if self.replacing is not None:
            return t("fortress_ui.choose_replace")
        pend = self.seen.pending
        if pend is not None:  # the Invasion's discard window, as the core describes it
            return pend.prompt
        if state.phase == "effects" and self.marks.kryssa:
            return t("fortress_ui.hint.effects_kryssa")
        return t(f"fortress_ui.hint.{state.phase}")

    def _render_layer(self) -> pygame.Surface:
        # The tables draw the game's view of the live state; ``self.view`` holds the central table
        # as an Invasion animation shows it, column by column.
        table = self.seen.table
        surf = T.background(self.cb).copy()
        pal = self.app.palette("fortress")
        bots = set(self.bots.kinds)
        T.draw_top(
            surf, table, self.view, pal, self.title(), self.invasion is not None or table.phase == "invasion"
        )
        T.draw_adversary(surf, table, self.view, pal)
        T.draw_plan(surf, table, pal, self.cb, self.marks)
        T.draw_piles(surf, self.view, pal, self.cb)
        T.draw_battlefield(surf, table, self.view, pal, self.cb, self.marks)
        T.draw_area_slots(surf, self.view, pal)
        T.draw_compact(surf, table, pal, self.cb, self.marks, bots)
        T.draw_active(surf, table, pal, self.cb, self.marks, self.phase_hint())
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        if self.layer is None:
            self.layer = self._render_layer()
        surface.blit(self.layer, (0, 0))
        self.log_panel.draw(surface)
        if self.invasion is not None:
            hidden = hidden_slots(self.invasion)
            for sprite in self.drag.cards:
                if sprite.card_id not in hidden:
                    sprite.draw(surface)
            draw_invasion_fx(surface, self.invasion, self.app.palette("fortress"), self.cb)
            self.toast.draw(surface)
        else:
            self.drag.draw(surface)
        self.flights.draw(surface)
        self.preview.draw(surface, self.session.state, self.view, self.cb)
