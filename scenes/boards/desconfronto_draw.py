"""Drawing the desConfronto combat board (a part of ``DesconfrontoBoard``, ``desconfronto.py``): the
creature playmat or the Boss mat, the heroes' playmats and Nina, the marks, the lit targets, the deck,
the tray, the log, the hand, the Corruption Master's cards, the choice panel, the hand-off, and the
Hunt or campaign screen between combats. It only draws what the view and the board's state say."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import language, t
from scenes.boards import desconfronto_layout as L
from scenes.boards import desconfronto_master as M
from scenes.boards import desconfronto_panels as P
from scenes.boards.desconfronto_boss import draw_mat
from scenes.boards.desconfronto_cards import preview
from scenes.boards.desconfronto_choice_layout import CHOICE_H
from scenes.boards.desconfronto_creatures import creature_panel
from scenes.boards.desconfronto_heroes import hero_panel
from scenes.boards.desconfronto_hunt_strip import COMPACT, draw_strip
from scenes.boards.desconfronto_marks import draw_marks
from scenes.boards.desconfronto_nina import nina_panel
from scenes.boards.desconfronto_text import aura_note, chord_name, hero_name
from scenes.boards.still_layer import Placement, StillLayer


class BoardDrawing:
    """The board's ``draw``; the attributes it reads are ``DesconfrontoBoard``'s."""

    # set by DesconfrontoBoard and its other parts
    pal: Any
    tips: Any
    drag: Any
    anim: Any
    tray: Any
    log: Any
    peek: Any
    hunt: Any
    seat_bar: Any
    still: StillLayer
    bots: Any
    session: Any
    handoff: Any
    selected: Any
    mode: Any
    group: Any
    view: Any
    state: Any
    _hand_seat: Any
    _placed: Any
    _master_cards: Any
    _master_hover: Any
    _chord_layout: Any
    _spoils_rows: Any
    status: str

    if TYPE_CHECKING:  # provided by the board's other parts (BoardInput, BoardWords, BossInput, BoardScene)

        def title(self) -> str: ...
        def seat_names(self) -> list[str]: ...
        def decider(self) -> int | None: ...
        def is_campaign(self) -> bool: ...
        def shown_state(self) -> Any: ...
        def view_of(self, state: Any) -> Any: ...
        def forget_view(self) -> None: ...
        def refresh_view(self) -> None: ...
        def companions_shown(self) -> dict[int, bool]: ...
        def figure_rects(self) -> dict[str, pygame.Rect]: ...
        def legal_targets(self, card: str) -> dict[str, pygame.Rect]: ...
        def selected_targets(self) -> dict[str, pygame.Rect]: ...
        def card_actions(self, card: str, mode: str) -> list[Any]: ...
        def figure_picks(self) -> dict[str, list[Any]]: ...
        def lit_spots(self) -> dict[str, pygame.Rect]: ...
        def status_text(self) -> str: ...
        def choices(self) -> list[Any]: ...
        def choice_heading(self) -> tuple[str, str]: ...

    def draw(self, surface: pygame.Surface) -> None:
        # The playmats draw the view, built afresh whenever the session's state changed (refresh_view),
        # so a frame never shows a table older than the state, and an unchanged one is not observed again.
        self.refresh_view()
        pal, view = self.pal, self.view_of(self.shown_state())
        st = view.table
        if st.phase == "run":
            surface.fill(pal["bg"])
            self.seat_bar.draw(surface, self.title(), self.seat_names(), self.decider(), set(self.bots.kinds), pal)
            self.draw_run(surface)
            return
        # What the mouse does not move is painted once per change (still_layer.py, issue 10's frame bar).
        shown_card = self.anim.shown_card
        key = (id(view), id(shown_card), self.anim.in_creature_phase, self.status_text(), self.status,
               tuple(sorted(self.companions_shown().items())), self._hand_seat, self.is_campaign(),
               self.title(), tuple(self.seat_names()), self.decider(), tuple(sorted(self.bots.kinds)),
               language(), tuple(sorted(pal.items())))  # fmt: skip
        self.still.draw(surface, key, (view, shown_card), lambda image: self._paint_still(image, st), self.tips)
        rects = self.figure_rects()
        if self.selected is not None and self.drag.dragged is None:
            lit = self.selected_targets()
            P.highlight(surface, [r for k, r in lit.items() if k != "sacrifice"])
        elif self.drag.dragged is None:  # pending targets, or the figures an open item/class choice aims at
            P.highlight(surface, [rects[ref] for ref in self.figure_picks()])
            if st.boss is not None and self.group is None and self.view.pending is None:
                P.highlight(surface, list(self.lit_spots().values()))  # where a click moves or strikes
        for ref, (left, text, good) in self.anim.flashes.items():
            if ref in rects:
                P.flash(surface, rects[ref], text, good, pal, left)
        self.tray.draw(surface)
        self.log.draw(surface)
        sac_lit = self.selected is not None and bool(self.card_actions(self.selected, "sacrifice"))
        P.sacrifice_zone(surface, pal, sac_lit or "sacrifice" in self.drag.highlighted())
        self._draw_hand(surface)
        if self._master_cards and self.handoff is None:
            hover = self._master_hover if self._master_hover in self._master_cards else None
            M.draw_tiles(surface, pal, self._master_cards, hover)
            if hover is not None and not self.anim.busy:
                M.draw_preview(surface, pal, hover)
        choices = self.choices() if self.handoff is None else []
        if choices:
            corner = self._chord_layout or bool(self._spoils_rows)  # Cancel/Close sits top right
            P.choices_backdrop(surface, pal, *self.choice_heading(), reserve=220 if corner else 0)
            if self._chord_layout:
                P.chord_columns(surface, pal, chord_name("R"), chord_name("D"))
            for row, seat in enumerate(self._spoils_rows):
                P.row_label(surface, pal, hero_name(st, seat), row, CHOICE_H + 4)
        if self.handoff is not None and not self.anim.busy:
            P.handoff_panel(surface, pal, hero_name(st, self.handoff))
        if self.anim.busy and self.anim.caption:
            head_text = t("dcui.board.creature_phase") if self.anim.in_creature_phase else ""
            P.caption_banner(surface, pal, head_text, self.anim.caption)
        self.peek.draw(surface, st, self.shown_state(), pal)
        self.tips.draw(surface)

    def _paint_still(self, surface: pygame.Surface, st: Any) -> list[Placement]:
        """The panels that change only with the state, the shown card and the words: the seat bar, the
        Hunt's strip, the creatures or the Boss mat, the heroes and Nina, the marks, the deck and the
        status strip. Returns the tooltip spots it placed."""
        pal = self.pal
        placed: list[Placement] = []
        surface.fill(pal["bg"])
        self.seat_bar.draw(surface, self.title(), self.seat_names(), self.decider(), set(self.bots.kinds), pal)
        if st.run is not None and not self.is_campaign():  # a Hunt's combat: the progress strip in the corner
            draw_strip(surface, COMPACT, st.run, pal, compact=True)
        active_c = st.active_creature if st.phase in ("hero", "creature") else -1
        hero_on = st.phase in ("hero", "creature")
        if st.boss is not None:  # the Boss playmat in the creature playmat's place
            placed.append(("boss", draw_mat(surface, st, pal, active_c, self._hand_seat), (0, 0)))
        else:
            for i, rect in enumerate(L.creature_slots(len(st.creatures))):
                panel, spots = creature_panel(st, i, i == active_c, rect.size, pal)
                surface.blit(panel, rect)
                placed.append((f"c{i}", spots, rect.topleft))  # condition and stat symbols explain themselves
        nina = self.companions_shown()
        for i, slot in enumerate(L.hero_slots(len(st.heroes))):
            active = i == st.active_hero and hero_on
            rect = L.hero_mat(slot, nina.get(i, False))
            panel, spots = hero_panel(st, i, active, rect.size, pal, self.bots.is_bot(i))
            surface.blit(panel, rect)
            placed.append((f"h{i}", spots, rect.topleft))
            companion = st.companion(i)
            if nina.get(i, False) and companion is not None:  # the view's companion figure, under its owner
                strip = L.nina_rect(slot)
                panel, spots = nina_panel(companion, active, strip.size, pal)
                surface.blit(panel, strip)
                placed.append((companion.ref, spots, strip.topleft))
        placed.append(("marks", draw_marks(surface, st, self.figure_rects(), pal), (0, 0)))  # whose ability, on whom
        P.deck_panel(surface, st, pal, self.anim.shown_card, self.anim.in_creature_phase)
        P.status_strip(surface, st, pal, self.status_text(), self.status)
        return placed

    def draw_run(self, surface: pygame.Surface) -> None:
        """Between combats: the Hunt screen (its own module), the hand-off over it for the next player."""
        pal = self.pal
        self.hunt.draw(surface, pal)
        self.hunt.draw_recent(surface, pal, self.log.entries, self.status)
        if self.handoff is not None:
            P.handoff_panel(surface, pal, hero_name(self.view.table, self.handoff))
        self.tips.draw(surface)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        placed = set()
        if self.handoff is None:
            for sprite in self.drag.cards:
                if sprite.card_id == self.selected and not sprite.dragging:
                    pygame.draw.rect(
                        surface,
                        self.pal["accent"],
                        sprite.rect.move(0, -round(sprite.lift)).inflate(10, 10),
                        4,
                        14,
                    )
                self.tips.place(
                    sprite.card_id, sprite.keyword_spots, sprite.rect.move(0, -round(sprite.lift)).topleft
                )
                placed.add(sprite.card_id)
            self.drag.draw(surface)
            hover = next((c for c in self.drag.cards if c.hovered and not c.dragging), None)
            if hover is not None and self.drag.dragged is None and not self.anim.busy:
                # The hand is small at 1280x720: the card under the mouse is shown large over the log.
                big = preview(hover.face)
                box = big.get_rect(midtop=(L.LOG.centerx, L.LOG.y + 6))
                surface.blit(big, box)
                note = aura_note(self.state, self._hand_seat, hover.card_id)
                if note:  # said before the card is played: under this aura it would do nothing
                    P.warning_strip(surface, self.pal, note, box)
        placed |= {f"c{i}" for i in range(len(self.view.table.creatures))}
        placed |= {f"h{i}" for i in range(len(self.view.table.heroes))}
        placed |= {f"n{i}" for i, shown in self.companions_shown().items() if shown}
        for gone in self._placed - placed:
            self.tips.remove(gone)
        self._placed = placed
