"""A game in progress: the state, the full action log, undo and forced-choice resolution.

The UI, saves and the fuzzer all drive a game through a Session so that the
recorded action list always replays to the same state from the seed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action, Event
from game.core.protocol import Game


@dataclass
class _Snapshot:
    state_json: dict[str, Any]
    log_len: int
    turn: Any


@dataclass
class Session:
    game: Game
    setup: dict[str, Any]
    seed: int
    state: Any
    actions: list[Action] = field(default_factory=list)
    auto_resolve: bool = True
    _undo: list[_Snapshot] = field(default_factory=list, repr=False)

    # Forced choices resolve in a loop; a game bug must not hang the app.
    MAX_AUTO_STEPS = 10_000

    @classmethod
    def new(cls, game: Game, setup: dict[str, Any], seed: int, auto_resolve: bool = True) -> Session:
        setup = game.normalize_setup(setup)
        s = cls(game, setup, seed, game.new_game(setup, seed), auto_resolve=auto_resolve)
        s.resolve_forced()
        return s

    @classmethod
    def replay(cls, game: Game, setup: dict[str, Any], seed: int, actions: list[Action]) -> Session:
        """Rebuild a session by applying a recorded action list from the seed (no auto-resolution:
        the log already holds the forced answers)."""
        setup = game.normalize_setup(setup)
        s = cls(game, setup, seed, game.new_game(setup, seed), auto_resolve=False)
        for a in actions:
            game.apply(s.state, a)
            s.actions.append(a)
        return s

    # ------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def is_over(self):
        return self.game.is_over(self.state)

    def apply(self, action: Action) -> list[Event]:
        """Apply one player action (checked), then any forced answers that follow it.

        Raises IllegalAction and changes nothing if the action is illegal.
        """
        before = _Snapshot(self.game.to_json(self.state), len(self.actions), self.game.turn_owner(self.state))
        events = self.game.apply(self.state, action)
        self.actions.append(action)
        events += self.resolve_forced()
        if any(e.reveals for e in events) or self.game.turn_owner(self.state) != before.turn:
            self._undo.clear()
        else:
            self._undo.append(before)
        return events

    def resolve_forced(self) -> list[Event]:
        events: list[Event] = []
        if not self.auto_resolve:
            return events
        for _ in range(self.MAX_AUTO_STEPS):
            if self.game.is_over(self.state) is not None or self.game.pending(self.state) is None:
                break
            legal = self.game.legal_actions(self.state)
            if len(legal) != 1:
                break
            # legal[0] is the game's own listed action: checking it against the same list again would
            # enumerate the legal actions a second time for nothing.
            events += self.game.resolve(self.state, legal[0])
            self.actions.append(legal[0])
        return events

    # ------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Take back the last player action if it revealed nothing; returns whether it did."""
        if not self._undo:
            return False
        snap = self._undo.pop()
        self.state = self.game.from_json(snap.state_json)
        del self.actions[snap.log_len :]
        return True

    def state_hash(self) -> str:
        return self.game.state_hash(self.state)
