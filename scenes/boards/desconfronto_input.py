"""What a player does on the desConfronto board, as a mixin of the board scene: reading the legal
actions for a card, drops, clicks on cards and figures, the action buttons, seats handed to bots.

Nothing here decides a rule: every candidate action is checked against
``legal_actions``, and an action the core refuses comes back with its reason.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action, Event, IllegalAction
from game.core.i18n import has, t
from game.desconfronto.actions import ChooseTarget, ClassAction, PlayCard, React, Sacrifice
from scenes.boards import desconfronto_layout as L
from scenes.boards.desconfronto_text import event_line

BOT_KIND = "greedy"
CLASS_LABEL_MAX = 18  # characters that fit the class button; longer names open the option list


class BoardInput:
    """Mixed into ``DesconfrontoBoard`` (which provides session, bots, log, drag and the widgets)."""

    session: Any
    bots: Any
    legal: list[Action]
    selected: str | None
    mode: str
    group: list[Action] | None
    handoff: int | None
    _last_human: int | None

    # --- reading the state --------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def acting_seat(self) -> int | None:
        seat = self.decider()
        return seat if seat is not None and not self.bots.is_bot(seat) else None

    def choices(self) -> list[Action]:
        """Actions offered as buttons in the choice panel: a pending answer, spoils, or an opened group."""
        if self.group is not None:
            return [*self.group, None]  # type: ignore[list-item]
        if self.state.pending is not None or self.state.phase == "spoils":
            return list(self.legal)
        return []

    def figure_rects(self) -> dict[str, pygame.Rect]:
        st = self.state
        out = {
            f"c{i}": r
            for i, r in enumerate(L.creature_slots(len(st.creatures)))
            if not st.creatures[i].defeated
        }
        out.update({f"h{i}": r for i, r in enumerate(L.hero_slots(len(st.heroes)))})
        return out

    def card_actions(self, card: str, mode: str) -> list[Action]:
        if mode == "sacrifice":
            return [a for a in self.legal if isinstance(a, Sacrifice) and a.card == card]
        return [a for a in self.legal if isinstance(a, PlayCard | React) and a.card == card]

    def legal_targets(self, card: str) -> dict[str, pygame.Rect]:
        """Where the core lets this card go now: figures, the table (no target), the sacrifice zone."""
        rects = self.figure_rects()
        out: dict[str, pygame.Rect] = {}
        for a in self.card_actions(card, "play"):
            target = getattr(a, "target", "")
            if target in rects:
                out[target] = rects[target]
            else:  # no target, a reaction, or a non-figure choice such as an element
                out["play"] = L.PLAY_ZONE
        if self.card_actions(card, "sacrifice"):
            out["sacrifice"] = L.SACRIFICE
        return out

    # --- acting ---------------------------------------------------------------------------------
    def apply_action(self, action: Action) -> list[Event] | None:
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.status = t(exc.key, **exc.params) if exc.key and has(exc.key) else exc.reason
            return None
        self.status = ""
        self.selected, self.mode, self.group = None, "play", None
        for event in events:
            self.log.add(event_line(self.state, event))
        if self.autosave.after_action(self.session):
            self.autosave_now()
        self.on_events(events)
        self.on_state_changed()
        return events

    def refuse(self, action: Action) -> str:
        """Send an action the core will refuse, only to show the player the core's reason."""
        self.apply_action(action)
        reason = self.status or t("illegal.not_allowed")
        self.drag.toast.show(reason)
        return reason

    def try_drop(self, card: str, target: str) -> str | None:
        seat = self.acting_seat()
        if seat is None:
            return t("illegal.not_your_turn")
        if target == "sacrifice":
            options = self.card_actions(card, "sacrifice")
            if len(options) == 1:
                self.apply_action(options[0])
            else:
                self.selected, self.mode = card, "sacrifice"
                self.on_state_changed()
            return None
        if target == "play":
            options = self.table_plays(card)
            if len(options) > 1:
                self.open_plays(card, options)
                return None
            action: Action = options[0] if options else PlayCard(seat, card, "")
        else:
            action = PlayCard(seat, card, target)
        if self.apply_action(action) is None:
            self.on_state_changed()  # the card snaps home
            return self.status
        return None

    def click_card(self, card: str) -> None:
        if self.acting_seat() is None:
            return
        if self.selected == card and self.mode == "play":
            self.selected = None
        else:
            self.selected, self.mode = card, "play"
        self.on_state_changed()

    def click_figure(self, ref: str) -> bool:
        seat = self.acting_seat()
        if seat is None:
            return False
        if self.selected is not None:
            card = self.selected
            action: Action = (
                Sacrifice(seat, card, ref) if self.mode == "sacrifice" else PlayCard(seat, card, ref)
            )
            if action in self.legal:
                self.apply_action(action)
            else:
                self.refuse(action)
            return True
        pick = next((a for a in self.legal if isinstance(a, ChooseTarget) and a.target == ref), None)
        if pick is not None:
            self.apply_action(pick)
            return True
        return False

    def act_one(self, kind: type) -> None:
        action = next((a for a in self.legal if isinstance(a, kind)), None)
        if action is not None:
            self.apply_action(action)

    def table_plays(self, card: str) -> list[Action]:
        """Plays of ``card`` that name no figure: no target, a reaction, or e.g. an element to pick."""
        figures = self.figure_rects()
        return [a for a in self.card_actions(card, "play") if getattr(a, "target", "") not in figures]

    def open_plays(self, card: str, options: list[Action]) -> None:
        self.selected, self.mode, self.group = card, "play", options
        self.on_state_changed()

    def play_selected(self) -> None:
        if self.selected is None:
            return
        options = self.table_plays(self.selected)
        if len(options) == 1:
            self.apply_action(options[0])
        elif options:
            self.open_plays(self.selected, options)

    def sacrifice_selected(self) -> None:
        if self.selected is None:
            return
        options = self.card_actions(self.selected, "sacrifice")
        if len(options) == 1:
            self.apply_action(options[0])
        elif options:
            self.mode = "sacrifice"
            self.on_state_changed()

    def class_actions(self) -> list[Action]:
        return [a for a in self.legal if isinstance(a, ClassAction)]

    def class_label(self) -> tuple[str, bool]:
        """The class button's text, and whether a click acts at once (one option, short name) or
        opens the options with their full descriptions."""
        options = self.class_actions()
        names = {a.name for a in options}
        generic = t("dcui.button.class")
        if len(names) == 1:
            key = f"dc.class.{next(iter(names))}"
            label = t(key) if has(key) else generic
            if len(label) <= CLASS_LABEL_MAX:
                return (label, True) if len(options) == 1 else (t("dcui.button.more", name=label), False)
        return (t("dcui.button.more", name=generic) if options else generic), False

    def open_class(self) -> None:
        options = self.class_actions()
        if len(options) == 1 and self.class_label()[1]:
            self.apply_action(options[0])
        elif options:
            self.group = options
            self.on_state_changed()

    def choose(self, action: Action | None) -> None:
        if action is None:
            self.group = None
            self.on_state_changed()
        else:
            self.apply_action(action)

    def toggle_bot(self, seat: int) -> None:
        from game.ai.bots import make_bot

        if self.bots.is_bot(seat):
            self.bots.kinds.pop(seat, None)
            self.bots.bots.pop(seat, None)
        else:
            self.bots.kinds[seat] = BOT_KIND
            self.bots.bots[seat] = make_bot(BOT_KIND, self.session.seed * 31 + seat)
        self.selected, self.group = None, None
        self.on_state_changed()

    def hand_over(self) -> None:
        self._last_human, self.handoff = self.handoff, None
        self.on_state_changed()
