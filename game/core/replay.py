"""Watching a finished game again (issue #14's replay viewer): any step of a recorded game, fast.

A game is its setup, seed and action log (``Session.actions``, forced answers included), so step ``k``
is the new game with the first ``k`` actions resolved. The viewer steps forward one action at a time
(one ``resolve``, its events for the log and the animations) and seeks anywhere: a copy of the state
is kept every ``EVERY`` actions as the viewer first passes them, so a seek replays fewer than
``EVERY`` actions from the nearest copy. Opening costs one new game and nothing else.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.protocol import Game


class Replay:
    EVERY = 32  # actions between kept copies (a seek replays at most this many)

    def __init__(self, game: Game, setup: dict[str, Any], seed: int, actions: list[Action]) -> None:
        self.game = game
        self.actions = list(actions)
        self.state = game.new_game(setup, seed)
        self.step = 0  # actions resolved in ``state``
        self._copies: dict[int, Any] = {0: game.clone(self.state)}

    @property
    def length(self) -> int:
        return len(self.actions)

    def forward(self) -> list[Event]:
        """Resolve the next action; its events (empty at the end)."""
        if self.step >= self.length:
            return []
        events = self.game.resolve(self.state, self.actions[self.step])
        self.step += 1
        if self.step % self.EVERY == 0 and self.step not in self._copies:
            self._copies[self.step] = self.game.clone(self.state)
        return events

    def seek(self, step: int) -> None:
        """Go to ``step`` (0..length): from the nearest kept copy at or before it, replaying the rest."""
        step = max(0, min(self.length, step))
        base = max(k for k in self._copies if k <= step)
        if step < self.step or base > self.step:  # back, or a kept copy lies nearer ahead
            self.state, self.step = self.game.clone(self._copies[base]), base
        while self.step < step:
            self.forward()

    def action_at(self, step: int) -> Action | None:
        """The action that leads from ``step`` to ``step + 1`` (None at the end)."""
        return self.actions[step] if 0 <= step < self.length else None
