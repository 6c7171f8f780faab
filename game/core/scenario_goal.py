"""A scenario's goal and the one evaluator every game shares.

Kinds (``goal.kind``):

* ``win``: the game ends won (by ``seat``, when the goal names one).
* ``defeat``: ``target`` is defeated (a desConfronto creature ``c0``..; a Heróis & Monstros invader
  card id), per the game's predicate in ``game.core.scenario_games``.
* ``reach_score``: the game's score for ``seat`` reaches ``score`` (Heróis & Monstros: invaders
  defeated).
* ``survive_phase``: the game's turn counter moves past the one the goal started in (desConfronto's
  turn with its Creature Phase, a Heróis & Monstros round, a Zerywia cycle) and the game is not lost.

``turns`` (default 1) is the limit: the goal must be met before the turn counter moves ``turns``
times past its start ("win this turn" is ``turns = 1``); ``survive_phase`` counts it as the number of
counters to survive. A game that ends without the goal met fails it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.protocol import Game
from game.core.scenario_games import terms

KINDS = ("win", "defeat", "reach_score", "survive_phase")
PENDING, MET, FAILED = "pending", "met", "failed"


@dataclass(frozen=True)
class Goal:
    kind: str
    turns: int = 1
    seat: int | None = None
    target: str = ""
    score: int = 0
    text: dict[str, str] | None = None  # what the board shows, per language (None: a default line)


class GoalTracker:
    """Judges one session against its goal; ``start`` is read when the puzzle begins."""

    def __init__(self, game: Game, goal: Goal, state: Any) -> None:
        self.game = game
        self.goal = goal
        self.terms = terms(game.name)
        self.start_turn = self._turn(game.to_json(state))

    def _turn(self, data: dict[str, Any]) -> int:
        value = data.get(self.terms.turn_field, 0) if self.terms.turn_field else 0
        return value if type(value) is int else 0

    def status(self, state: Any) -> str:
        goal, game = self.goal, self.game
        data = game.to_json(state)
        outcome = game.is_over(state)
        passed = self._turn(data) - self.start_turn
        if goal.kind == "win":
            if outcome is not None and outcome.result == "won":
                if goal.seat is None or goal.seat in outcome.winners or not outcome.winners:
                    return MET
        elif goal.kind == "defeat":
            if self.terms.defeated is not None and self.terms.defeated(data, goal.target):
                return MET
        elif goal.kind == "reach_score":
            if self.terms.score is not None and self.terms.score(data, goal.seat or 0) >= goal.score:
                return MET
        elif goal.kind == "survive_phase":
            lost = outcome is not None and outcome.result != "won"
            if lost:
                return FAILED
            if passed >= goal.turns or outcome is not None:
                return MET
            return PENDING
        if outcome is not None or passed >= goal.turns:
            return FAILED
        return PENDING
