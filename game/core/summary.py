"""The end-of-game summary (issue #14): a finished game's key numbers, computed from its log.

A game is its setup, seed and action log, so its numbers come from replaying that log once and
reading the events each action made (``Step``). Each game counts what matters to it in its own
``game/<name>/summary.py`` (``figures(state, steps)``): desConfronto the damage each hero dealt and
the cards played, Heróis & Monstros the cards bought and the fortress's losses, Zerywia the
Challenges won and the Blackstones. Only public facts are counted (events the whole table saw: a
card played, a wound, a purchase), never what a hand or a deck holds, so any seat may read it.
The screen words each ``Figure`` through its catalogue key; no rule lives there.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any

from game.core.actions import Action, Event
from game.core.protocol import Game


@dataclass(frozen=True)
class Figure:
    """One number: ``key`` words it (``summary.*``, with ``{value}`` and, for a seat's own, ``{seat}``)."""

    key: str
    value: int
    seat: int | None = None  # a seat's own figure (its name is the screen's to word), None: the table's


@dataclass(frozen=True)
class Step:
    """One recorded action and the events it made."""

    action: Action
    events: list[Event]


@dataclass(frozen=True)
class GameSummary:
    result: str  # the outcome's result ("won", "lost", "draw"…; "" when the log stops before the end)
    reason: str  # the outcome's reason, a catalogue key (may be "")
    winners: tuple[int, ...]
    actions: int  # the log's length
    figures: tuple[Figure, ...]

    def table(self) -> list[Figure]:
        return [f for f in self.figures if f.seat is None]

    def seats(self) -> dict[int, list[Figure]]:
        out: dict[int, list[Figure]] = {}
        for f in self.figures:
            if f.seat is not None:
                out.setdefault(f.seat, []).append(f)
        return out


def replay_steps(game: Game, setup: dict[str, Any], seed: int, actions: list[Action]) -> tuple[Any, list[Step]]:
    """The final state and every step's events, from the seed (the log holds the forced answers)."""
    state = game.new_game(game.normalize_setup(setup), seed)
    steps = [Step(a, game.resolve(state, a)) for a in actions]
    return state, steps


def summarize(game: Game, setup: dict[str, Any], seed: int, actions: list[Action]) -> GameSummary:
    state, steps = replay_steps(game, setup, seed, actions)
    figures: tuple[Figure, ...] = ()
    try:
        module = import_module(f"game.{game.name}.summary")
    except ModuleNotFoundError:  # a game without its own counts: the result and the length only
        module = None
    if module is not None:
        figures = tuple(module.figures(state, steps))
    outcome = game.is_over(state)
    if outcome is None:
        return GameSummary("", "", (), len(actions), figures)
    return GameSummary(str(outcome.result), str(outcome.reason or ""), tuple(outcome.winners), len(actions), figures)


def summary_of_session(session: Any) -> GameSummary:
    return summarize(session.game, session.setup, session.seed, list(session.actions))
