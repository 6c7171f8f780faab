"""The Invasion played out on screen, column by column (HM-INV-01..12).

The core resolves the whole Invasion in one action; the board keeps a ``TableView`` (what the
central table looked like before) and replays the events onto it step by step: each column's
Invader is highlighted in turn, destroyed cards fly to the Rubble while the back row shifts forward,
then new cards and Invaders arrive. At "instant" speed the timeline collapses to nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Event
from game.fortress.state import COLUMNS, FortressState

BASE = {
    "banner": 0.8,
    "column": 0.35,
    "destroyed": 0.45,
    "area_filled": 0.3,
    "invader_entered": 0.4,
    "power": 0.3,
    "milled": 0.25,
    "restored": 0.25,
    "invasion_reshuffled": 0.3,
}


@dataclass
class TableView:
    """The parts of the central table an animation changes; the rest is read from the state."""

    area: list[str | None]
    battlefield: list[str | None]
    markers: list[int]
    rubble: int
    fortress_deck: int
    invasion_deck: int
    invasion_discard: int
    power: int
    round: int

    @classmethod
    def of(cls, s: FortressState) -> TableView:
        return cls(
            list(s.area),
            list(s.battlefield),
            list(s.markers),
            len(s.rubble),
            len(s.fortress_deck),
            len(s.invasion_deck),
            len(s.invasion_discard),
            s.power,
            s.round,
        )

    def apply(self, kind: str, data: dict[str, Any]) -> None:
        """Mirror one core event on the view. Events carry their results (what stepped forward,
        the piles' sizes after, the power after), so no rule of game/fortress is re-run here."""
        if kind == "destroyed":
            col = data["column"]
            self.area[col] = data["shifted"]  # HM-GEN-07, as the core resolved it
            self.area[COLUMNS + col] = None
            self.rubble = data["rubble"]
        elif kind == "area_filled":
            self.area[data["slot"]] = data["card"]
            self.fortress_deck = data["deck"]
        elif kind == "invader_entered":
            self.battlefield[data["slot"]] = data["card"]
            self.markers[data["slot"]] = 0
            self.invasion_deck = data["deck"]
        elif kind == "turn_started":
            self.round = data["round"]
        elif kind == "invasion_reshuffled":
            self.invasion_deck = data["deck"]
            self.invasion_discard = 0
        elif kind in ("milled", "restored"):
            self.fortress_deck = data["deck"]
            self.rubble = data["rubble"]
        elif kind == "power":
            self.power = data["power"]
        elif kind == "gained" and data["what"] in ("power", "calm"):
            self.power = data["after"]


@dataclass
class Step:
    kind: str  # banner | column | destroyed | area_filled | invader_entered | power | ...
    data: dict[str, Any]
    duration: float
    events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # applied when the step ends
    upto: int = -1  # index (in the action's events) of the last event shown once this step ends


def build_timeline(
    events: list[Event], immediate_refill: bool, first_col: int | None = None
) -> tuple[list[tuple[str, dict]], list[Step]]:
    """Split events into those applied at once and the animated steps.

    A fresh Invasion starts at its ``invasion`` event; an Invasion that paused at a discard window
    (AMB-17) carries on in a later action from ``first_col``. A ``window`` event pauses it again.
    """
    kinds = [(e.kind.removeprefix("fortress."), dict(e.data)) for e in events]
    start = next((i for i, (k, _) in enumerate(kinds) if k == "invasion"), None)
    col = -1
    if start is None:
        if first_col is None:
            return kinds, []
        start, col = 0, first_col - 1
    before, after = kinds[:start], kinds[start:]
    steps: list[Step] = []
    attacking = True

    def focus_until(target: int, upto: int) -> None:
        nonlocal col
        while col < target:
            col += 1
            steps.append(Step("column", {"column": col}, BASE["column"], upto=upto))

    for i, (kind, data) in enumerate(after, start):
        if kind == "invasion":
            steps.append(Step("banner", data, BASE["banner"], upto=i))
            continue
        if kind == "window":
            attacking = False  # paused: the board marks the column waiting for the Generals
        if attacking and (
            kind in ("invader_entered", "power") or (kind == "area_filled" and not immediate_refill)
        ):
            focus_until(COLUMNS - 1, i - 1)
            attacking = False
        if kind == "destroyed":
            focus_until(data["column"], i - 1)
        dur = BASE.get(kind, 0.0)
        if dur:
            steps.append(Step(kind, data, dur, [(kind, data)], upto=i))
        elif steps:
            steps[-1].events.append((kind, data))  # bookkeeping events ride on the previous step
            steps[-1].upto = i
        else:
            before.append((kind, data))
    if attacking:
        focus_until(COLUMNS - 1, len(kinds) - 1)
    return before, steps


class InvasionPlayer:
    """Runs a timeline against a ``TableView``; ``speed`` 0 finishes at once."""

    def __init__(
        self,
        view: TableView,
        events: list[Event],
        speed: float,
        immediate_refill: bool,
        first_col: int | None = None,
    ) -> None:
        self.view = view
        before, self.steps = build_timeline(events, immediate_refill, first_col)
        for kind, data in before:
            view.apply(kind, data)
        self.speed = speed
        self.shown = len(before)  # how many of the action's events the screen has caught up with
        self.index = 0
        self.t = 0.0
        self.changed = True  # the board redraws its cached layer when a step ends
        if speed <= 0:
            self.finish()

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def current(self) -> Step | None:
        return None if self.done else self.steps[self.index]

    @property
    def focus(self) -> int | None:
        """The column whose Invader is attacking now, if any."""
        step = self.current
        if step is not None and step.kind in ("column", "destroyed"):
            return step.data["column"]
        return None

    @property
    def progress(self) -> float:
        step = self.current
        if step is None or step.duration <= 0:
            return 1.0
        return min(1.0, self.t * self.speed / step.duration)

    def _end_step(self) -> None:
        step = self.steps[self.index]
        for kind, data in step.events:
            self.view.apply(kind, data)
        self.shown = max(self.shown, step.upto + 1)
        self.index += 1
        self.t = 0.0
        self.changed = True

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.t += dt
        while not self.done and self.progress >= 1.0:
            self._end_step()
            if self.speed > 0:
                break

    def finish(self) -> None:
        while not self.done:
            self._end_step()
