"""What a player does on the Boss playmat, as a mixin of the desConfronto board: click a pillar,
a crystal or the Altar to move there (``MoveTo``), click the spot one stands on to strike it
(``StrikeSpot``: with the selected card, or choose the card or a Sacrifice in the choice panel),
drop an attack card on it, and the give-up button (``GiveUpTurn``).

Nothing here decides a rule: every click sends only an action found in ``legal_actions``; a click
the core would refuse shows the core's reason and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action, Event
from game.core.i18n import t
from game.desconfronto.boss_moves import GiveUpTurn, MoveTo, StrikeSpot
from game.desconfronto.event_boss import BOSS
from game.desconfronto.names import spot_name
from scenes.boards.desconfronto_boss import spot_rects

BOSS_KINDS = frozenset(sp.kind for sp in BOSS)
SPOT = "spot:"  # drop-target prefix of a mat spot (figure refs are "c0", "h1"…)


class BossInput:
    """Mixed into ``DesconfrontoBoard`` before ``BoardInput``."""

    legal: list[Action]
    selected: str | None
    mode: str
    session: Any
    drag: Any

    if TYPE_CHECKING:

        @property
        def view(self) -> Any: ...
        def acting_seat(self) -> int | None: ...
        def apply_action(self, action: Action) -> list[Event] | None: ...
        def refuse(self, action: Action) -> str: ...
        def open_group(self, options: list[Any], head: str, card: str | None = None) -> None: ...

    def boss_on(self) -> bool:
        return self.view.table.boss is not None

    def boss_spots(self) -> dict[str, pygame.Rect]:
        bv = self.view.table.boss
        return spot_rects(bv) if bv is not None else {}

    def boss_moves(self) -> list[Action]:
        """Every Boss-mat action the mat's controls reach: each spot's click, the give-up button."""
        out = [a for spot in self.boss_spots() for a in self.spot_actions(spot)]
        return out + [a for a in self.legal if isinstance(a, GiveUpTurn)]

    _mat_moves: tuple[list[Action], dict[str, list[Action]], list[Action]] | None = None

    def _moves_by_spot(self) -> tuple[dict[str, list[Action]], list[Action]]:
        """The legal list sorted once per list (it is replaced, never edited, on every change): the
        moves by their spot and the strikes, for the mat's spots asked every frame (``lit_spots``)."""
        held = self._mat_moves
        if held is None or held[0] is not self.legal:
            moves: dict[str, list[Action]] = {}
            strikes: list[Action] = []
            for a in self.legal:
                if isinstance(a, MoveTo):
                    moves.setdefault(a.spot, []).append(a)
                elif isinstance(a, StrikeSpot):
                    strikes.append(a)
            held = self._mat_moves = (self.legal, moves, strikes)  # the list itself held: compared by identity
        return held[1], held[2]

    def spot_actions(self, spot: str) -> list[Action]:
        """What a click on ``spot`` offers: the move there, or the strikes where the hero stands."""
        by_spot, strikes = self._moves_by_spot()
        moves = by_spot.get(spot)
        if moves:
            return list(moves)
        bv = self.view.table.boss
        seat = self.acting_seat()
        if bv is None or seat is None or seat >= len(bv.where) or bv.where[seat] != spot:
            return []
        return list(strikes)

    def lit_spots(self) -> dict[str, pygame.Rect]:
        """The spots a click acts on now (lit on the mat); with a card selected, where it strikes."""
        rects = self.boss_spots()
        if self.selected is not None:
            return {s: r for s, r in rects.items() if self.strike_with(self.selected, s) is not None}
        return {s: r for s, r in rects.items() if self.spot_actions(s)}

    def strike_with(self, card: str, spot: str) -> Action | None:
        sac = self.mode == "sacrifice"
        return next((a for a in self.spot_actions(spot) if isinstance(a, StrikeSpot)
                     and a.card == card and a.sacrifice == sac), None)  # fmt: skip

    def click_spot(self, pos: tuple[int, int]) -> bool:
        """A click on the mat's spots: True when it landed on one (acted, opened a choice or refused)."""
        spot = next((s for s, r in self.boss_spots().items() if r.collidepoint(pos)), None)
        seat = self.acting_seat()
        if spot is None or seat is None:
            return False
        options = self.spot_actions(spot)
        if self.selected is not None and options and isinstance(options[0], StrikeSpot):
            chosen = self.strike_with(self.selected, spot)
            if chosen is not None:
                self.apply_action(chosen)
                return True
        if len(options) == 1:
            self.apply_action(options[0])
        elif options:
            self.open_group(options, t("dcboss.strike_head", spot=spot_name(spot)))
        elif self.view.table.boss.where[seat] != spot:
            self.refuse(MoveTo(seat, spot))  # the core says why not (not your turn, no actions left…)
        return True

    def spot_targets(self, card: str) -> dict[str, pygame.Rect]:
        """Drop targets of a hand card on the mat: the spot its hero stands on, if it strikes there."""
        out = {}
        for spot, rect in self.boss_spots().items():
            if any(
                isinstance(a, StrikeSpot) and a.card == card and not a.sacrifice
                for a in self.spot_actions(spot)
            ):
                out[SPOT + spot] = rect
        return out

    def spot_drop(self, card: str, target: str) -> list[Action]:
        spot = target.removeprefix(SPOT)
        return [
            a
            for a in self.spot_actions(spot)
            if isinstance(a, StrikeSpot) and a.card == card and not a.sacrifice
        ]

    def give_up(self) -> None:
        action = next((a for a in self.legal if isinstance(a, GiveUpTurn)), None)
        if action is not None:
            self.apply_action(action)

    def boss_line(self, state: Any, event: Event) -> str:
        """The Boss's events as the core words them (spot, pillar and creature names, not ids)."""
        if event.kind not in BOSS_KINDS:
            return ""
        return str(self.session.game.describe_event(state, event))
