"""The Coliseum's board (issue 12): the desConfronto board with the creature row given over to the
arena — a banner (the first round's "no attacks", whose Revide window is open and why, the Final
Round), the score track 0-10 with each hero's marker, the beasts when they fight — the heroes'
playmats with the Class tokens on them (coloured by whose they are), and the podium at the end.
The hand, cards, choice panel, dice, log and buttons are the Skirmish board's own.

Hands are hidden (L166-173: heroes fight one another). The board draws the view of the seat that
decides now, with the ``RIVAL`` audience, and only when that seat is human and has taken the screen;
otherwise it draws a spectator's view (seat ``SPECTATOR`` under ``RIVAL``: every hand a count). With
two or more humans a hand-off screen covers the whole board whenever the deciding human changes (a
turn, a Revide, a shield choice, a reward; also the first decision of a game opened or continued).
Log lines of events that carry hidden cards (draws, mulligans) give counts only.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Event
from game.core.i18n import language, t
from game.core.view import RIVAL, View
from scenes.boards import desconfronto_coliseum_layout as CL
from scenes.boards import desconfronto_coliseum_panels as CP
from scenes.boards import desconfronto_layout as L
from scenes.boards import desconfronto_panels as P
from scenes.boards.desconfronto import DesconfrontoBoard
from scenes.boards.desconfronto_coliseum_mulligan import KEEP, PUT_BACK, MulliganPicker
from scenes.boards.desconfronto_coliseum_text import answer_label, banner_words, hidden_line, podium_lines
from scenes.boards.desconfronto_creatures import creature_panel
from scenes.boards.desconfronto_heroes import hero_panel
from scenes.boards.desconfronto_marks import draw_marks as figure_marks
from scenes.boards.desconfronto_nina import nina_panel
from scenes.boards.desconfronto_text import hero_name
from scenes.boards.still_layer import Placement

SPECTATOR = -1  # a seat no player holds: under RIVAL it identifies no hand


ARENA_KINDS = ("mulligan", "revide", "reward", "col_shields")


class ColiseumBoard(MulliganPicker, DesconfrontoBoard):
    def __init__(self, app, session, meta=None) -> None:
        self._arena_views: dict[tuple[int, int], View] = {}
        self.hits: dict[int, tuple[int, int]] = {}  # by defender: the last (attacker, damage) seen land
        self.putback: list[str] = []  # the mulligan's marked cards
        super().__init__(app, session, meta)

    def build(self) -> None:
        super().build()
        # The mulligan's two buttons stand beside the hand, in the sacrifice zone's place.
        self.button("col.keep", KEEP, self.keep_hand, text=t("dc_coliseum_ui.mulligan.keep"),
                    object_id="@action_button", tooltip=t("dc_coliseum_ui.mulligan.keep_tip"))  # fmt: skip
        self.button("col.put_back", PUT_BACK, self.put_back, text=t("dc_coliseum_ui.mulligan.put_back", n=0),
                    object_id="@action_button", tooltip=t("dc_coliseum_ui.mulligan.put_back_tip"))  # fmt: skip
        self.sync_mulligan()

    def _run_widgets(self, run: bool) -> None:
        super()._run_widgets(run)
        flee = self.buttons.get("dc.flee")
        if flee is not None and flee.visible:
            flee.hide()  # there is no fleeing from the arena (its refusal says so; the button would only tease)

    # --- the mulligan's picker in place of the choice panel ------------------------------------
    def choices(self) -> list[Any]:
        return [] if self.mulligan_open() else super().choices()

    def click_card(self, card: str) -> None:
        if self.mulligan_open():
            self.toggle_mark(card)
        else:
            super().click_card(card)

    def offered_actions(self) -> set[Any]:
        out = super().offered_actions()
        if self.mulligan_open():  # any set of the hand's cards can be marked, then sent
            out.update(self.mulligans())
        return out

    def choice_label(self, action: Any, choices: list[Any]) -> str:
        return answer_label(self.view.table, action, choices) or super().choice_label(action, choices)

    def choice_tip(self, action: Any) -> str | None:
        if answer_label(self.view.table, action):
            return self.describe(action)  # the core's whole sentence
        return super().choice_tip(action)

    def status_text(self) -> str:
        if self.view.table.coliseum.podium:
            return t("dc_coliseum.outcome")
        pend, seat = self.view.pending, self.decider()
        if pend is not None and pend.kind in ARENA_KINDS and self.handoff is None and seat is not None:
            if not self.bots.is_bot(seat):  # the long question is in the banner: the strip says whose it is
                return t(f"dc_coliseum_ui.status.{pend.kind}", hero=hero_name(self.view.table, seat))
        return super().status_text()

    def choice_heading(self) -> tuple[str, str]:
        """An arena question's reason names its heroes already ("Kandra attacked Marzak: Revide?")."""
        pend = self.view.pending
        if self.group is None and pend is not None and pend.kind in ARENA_KINDS and pend.prompt:
            return pend.prompt, ""
        return super().choice_heading()

    # --- whose eyes ----------------------------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose hand may be shown: the human who decides now, once the screen is theirs."""
        seat = self.acting_seat()
        return seat if seat is not None and self.handoff is None else None

    def view_of(self, state: Any) -> View:
        seat = self.viewer()
        who = SPECTATOR if seat is None else seat
        key = (id(state), who)
        view = self._arena_views.get(key)
        if view is None:
            view = self._arena_views[key] = self.session.game.observe(state, who, RIVAL)
        return view

    def forget_view(self) -> None:
        super().forget_view()
        self._arena_views = {}

    def _update_handoff(self) -> None:
        """With two humans or more, every change of the deciding human hands the screen over, the
        first decision too (the other player may be looking)."""
        if self.meta.get("replay"):  # the replay viewer: no hand-off screens
            return
        if self.handoff is not None and self.bots.is_bot(self.handoff):
            self.handoff = None
        seat = self.acting_seat()
        if seat is None or self.handoff is not None:
            return
        humans = [s for s in range(len(self.session.state.heroes)) if not self.bots.is_bot(s)]
        if len(humans) > 1 and seat != self._last_human:
            self.handoff = seat
        else:
            self._last_human = seat

    def toggle_bot(self, seat: int) -> None:
        """A seat handed to the bot from its chip gets the easiest rival level there is."""
        if self.bots.is_bot(seat):
            return super().toggle_bot(seat)
        from game.ai.bots import make_bot
        from scenes.setup_scene import rival_kinds

        kind = rival_kinds()[1]
        self.bots.kinds[seat] = kind
        self.bots.bots[seat] = make_bot(kind, self.session.seed * 31 + seat)
        self.selected, self.group = None, None
        self.on_state_changed()

    def undo(self) -> None:
        """Never from behind the hand-off screen: the player waiting for the screen would otherwise
        take back the last player's action and be handed that player's hand."""
        if self.handoff is None:
            super().undo()

    def on_state_changed(self) -> None:
        super().on_state_changed()
        if self.root is None:
            return
        if self.handoff is not None:
            self._set("board.undo", False)
        if self.mulligan_open():  # every card of the first hand can be marked: none is dimmed
            cards = list(self.view.table.heroes[self.view.pending.player].hand)
            self.drag.set_cards(self.hand.layout(cards, L.HAND, self.pal, set(cards), 0.0))
        self.sync_mulligan()
        ready = self.buttons.get("handoff.ready")
        if ready is not None and self.handoff is not None:
            text = t("dc_coliseum_ui.handoff.ready", hero=hero_name(self.view.table, self.handoff))
            if ready.text != text:
                ready.set_text(text)

    # --- the log ---------------------------------------------------------------------------------
    def history_line(self, state: Any, event: Event) -> str:
        if event.kind.startswith("dc.col_") and event.kind not in ("dc.col_mulligan",):
            return str(self.session.game.describe_event(state, event))  # the arena's own words (names, podium)
        return hidden_line(state, event) or super().history_line(state, event)

    def on_events(self, events: list[Event]) -> None:
        for e in events:  # how hard each hero was just hit, by whom (the Revide banner says it)
            target = str(e.data.get("target", ""))
            if target[:1] != "h" or not target[1:].isdigit():
                continue
            source = str(e.data.get("source", ""))
            if e.kind in ("dc.hit", "dc.attack") and source[:1] == "h":
                self.hits[int(target[1:])] = (int(source[1:]), int(e.data.get("damage", 0)))
            elif e.kind == "dc.magic":  # a spell names no source: it is the Active Hero's
                self.hits[int(target[1:])] = (self.session.state.active_hero, int(e.data.get("damage", 0)))
        super().on_events(events)

    # --- where the figures are -----------------------------------------------------------------
    def figure_rects(self) -> dict[str, pygame.Rect]:
        st = self.view.table
        out = {f"c{i}": r for i, r in enumerate(CL.beast_slots(len(st.creatures))) if not st.creatures[i].defeated}
        nina = self.companions_shown()
        for i, r in enumerate(L.hero_slots(len(st.heroes))):
            out[f"h{i}"] = L.hero_mat(r, nina.get(i, False))
            if nina.get(i, False):
                out[f"n{i}"] = L.nina_rect(r)
        return out

    # --- the frame -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.refresh_view()
        pal = self.pal
        view = self.view_of(self.shown_state())
        st = view.table
        cv = st.coliseum
        # What the mouse does not move is painted once per change (still_layer.py, issue 10's frame bar).
        shown_card = self.anim.shown_card
        key = (id(view), id(shown_card), self.anim.in_creature_phase, tuple(sorted(self.hits.items())),
               self.status_text(), self.status,
               tuple(sorted(self.companions_shown().items())), self.title(), tuple(self.seat_names()),
               self.decider(), tuple(sorted(self.bots.kinds)), language(), tuple(sorted(pal.items())))  # fmt: skip
        self.still.draw(surface, key, (view, shown_card), lambda image: self._paint_still(image, view), self.tips)
        self._draw_lit(surface, st)
        self.tray.draw(surface)
        self.log.draw(surface)
        picking = self.mulligan_open()
        if picking:
            self.draw_picker_side(surface)
        else:
            sac_lit = self.selected is not None and bool(self.card_actions(self.selected, "sacrifice"))
            P.sacrifice_zone(surface, pal, sac_lit or "sacrifice" in self.drag.highlighted())
        if cv.podium:  # nobody decides any more: the hand's place stays empty
            pygame.draw.rect(surface, pal["bg2"], L.HAND, 0, 12)
        elif self.viewer() is None and self.handoff is None:
            CP.hidden_hand(surface, pal, self._hidden_text(st), len(st.heroes[self._hand_seat].hand))
        else:
            self._draw_hand(surface)
            if picking:
                self.draw_marks(surface)
        choices = self.choices() if self.handoff is None else []
        if choices:
            P.choices_backdrop(surface, pal, *self.choice_heading())
        if cv.podium:
            CP.podium(surface, pal, cv.podium, podium_lines(st))
        if self.handoff is not None and not self.anim.busy:
            hero = hero_name(st, self.handoff)
            CP.handoff_cover(surface, pal, t("dc_coliseum_ui.handoff.title", hero=hero),
                             t("dc_coliseum_ui.handoff.body", hero=hero))  # fmt: skip
        if self.anim.busy and self.anim.caption:
            head_text = t("dcui.board.creature_phase") if self.anim.in_creature_phase else ""
            P.caption_banner(surface, pal, head_text, self.anim.caption)
        self.tips.draw(surface)

    def _paint_still(self, surface: pygame.Surface, view: Any) -> list[Placement]:
        """The seat bar, the banner, the score track, the beasts, the heroes and their marks, the deck
        or the arena's side panel: they change only with the view, the shown card and the words."""
        pal, st = self.pal, view.table
        cv = st.coliseum
        surface.fill(pal["bg"])
        self.seat_bar.draw(surface, self.title(), self.seat_names(), self.decider(), set(self.bots.kinds), pal)
        names = [hero_name(st, i) for i in range(len(st.heroes))]
        hero_on = st.phase in ("hero", "creature")
        CP.banner(surface, pal, *banner_words(view, self.hits))
        CP.score_track(surface, pal, CL.track(cv.beasts), cv, names)
        active_c = st.active_creature if st.phase in ("hero", "creature") else -1
        placed: list[Placement] = []
        for i, rect in enumerate(CL.beast_slots(len(st.creatures))):
            panel, spots = creature_panel(st, i, i == active_c, rect.size, pal)
            surface.blit(panel, rect)
            placed.append((f"c{i}", spots, rect.topleft))
        placed += self._draw_heroes(surface, st, names, hero_on)
        placed.append(("marks", figure_marks(surface, st, self.figure_rects(), pal), (0, 0)))  # desconfronto_marks
        if cv.beasts:
            P.deck_panel(surface, st, pal, self.anim.shown_card, self.anim.in_creature_phase)
        else:
            CP.arena_side(surface, pal, cv, names)
        P.status_strip(surface, st, pal, self.status_text(), self.status)
        return placed

    def _hidden_text(self, st: Any) -> str:
        seat = self.decider()
        if seat is not None and self.bots.is_bot(seat):
            return t("dc_coliseum_ui.hand.bot", hero=hero_name(st, seat))
        return t("dc_coliseum_ui.hand.nobody")

    def _draw_heroes(self, surface: pygame.Surface, st: Any, names: list[str], hero_on: bool) -> list[Placement]:
        pal, cv = self.pal, st.coliseum
        placed: list[Placement] = []
        nina = self.companions_shown()
        for i, slot in enumerate(L.hero_slots(len(st.heroes))):
            rect = L.hero_mat(slot, nina.get(i, False))
            panel, spots = hero_panel(st, i, i == st.active_hero and hero_on, rect.size, pal, self.bots.is_bot(i))
            surface.blit(panel, rect)
            placed.append((f"h{i}", spots, rect.topleft))
            CP.seat_stripe(surface, rect, i)
            CP.tokens_on(surface, rect, cv.tokens_on(i), names)
            companion = st.companion(i)
            if nina.get(i, False) and companion is not None:
                strip = L.nina_rect(slot)
                panel, spots = nina_panel(companion, i == st.active_hero and hero_on, strip.size, pal)
                surface.blit(panel, strip)
                placed.append((companion.ref, spots, strip.topleft))
            if i in cv.eliminated:
                CP.out_cover(surface, pal, slot, t("dc_coliseum_ui.track.out"))
        return placed

    def _draw_lit(self, surface: pygame.Surface, st: Any) -> None:
        rects = self.figure_rects()
        if self.selected is not None and self.drag.dragged is None:
            lit = self.selected_targets()
            P.highlight(surface, [r for k, r in lit.items() if k != "sacrifice"])
        elif self.drag.dragged is None:  # the figures a pending's answers aim at
            P.highlight(surface, [rects[ref] for ref in self.figure_picks() if ref in rects])
        for ref, (left, text, good) in self.anim.flashes.items():
            if ref in rects:
                P.flash(surface, rects[ref], text, good, self.pal, left)
