"""When to autosave: at safe points, after a change of turn, every N actions, and at game end."""

from __future__ import annotations

from typing import Any


class AutosavePolicy:
    def __init__(self, every: int = 10) -> None:
        self.every = every
        self.since_save = 0
        self.last_turn: Any = None

    def start(self, session: Any) -> None:
        self.last_turn = session.game.turn_owner(session.state)
        self.since_save = 0

    def after_action(self, session: Any) -> bool:
        """Call after each applied player action; True means "autosave now"."""
        self.since_save += 1
        turn = session.game.turn_owner(session.state)
        due = turn != self.last_turn or self.since_save >= self.every or session.is_over() is not None
        self.last_turn = turn
        if due:
            self.since_save = 0
        return due
