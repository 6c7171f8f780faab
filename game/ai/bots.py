"""Bots that play any registered game through ``legal_actions``/``apply`` only.

A bot owns its own Rng so its choices never disturb the game's dice: the
same game seed gives the same game whoever sits at the table.

A bot that sits at one seat is given that seat and chooses only among the
actions that seat takes (``action.player``): a game's legal actions may hold
other seats' moves too (Heróis & Monstros lets every General use discard-only
effects at any decision point, HM-GEN-05), and a bot must never play those
for a human (issue 7). Without a seat a bot plays the whole table.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from game.core.actions import Action
from game.core.protocol import Game
from game.core.rng import Rng

Heuristic = Callable[[Any, int], float]


class Bot:
    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Game, state: Any, seat: int | None = None) -> Action:
        raise NotImplementedError


def seat_legal(game: Game, state: Any, seat: int | None) -> list[Action]:
    """The legal actions ``seat`` may take (all of them when ``seat`` is None). A game where several
    seats may act at once says which are whose in ``seat_actions`` (Heróis & Monstros); elsewhere the
    action's ``player`` names its seat."""
    if seat is None:
        return game.legal_actions(state)
    if hasattr(game, "seat_actions"):
        return game.seat_actions(state, seat)
    return [a for a in game.legal_actions(state) if a.player == seat]


def own_actions(game: Game, state: Any, seat: int | None) -> list[Action]:
    """``seat_legal``, refusing to choose from nothing."""
    legal = seat_legal(game, state, seat)
    if not legal:
        raise ValueError("no legal action to choose from" + ("" if seat is None else f" for seat {seat}"))
    return legal


class RandomBot(Bot):
    """Picks uniformly among the legal actions (of its seat, when it has one); an action that ends
    the game without playing it out (``Action.ends_play``: fleeing) only one time in RARE."""

    name = "random"
    RARE = 20

    def choose(self, game: Game, state: Any, seat: int | None = None) -> Action:
        legal = own_actions(game, state, seat)
        common = [a for a in legal if not a.ends_play]
        if len(common) < len(legal) and common and self.rng.below(self.RARE):
            legal = common
        return legal[self.rng.below(len(legal))]


def find_heuristic(game: Game) -> Heuristic | None:
    """A game may offer ``game.<name>.heuristic.heuristic(state, seat)``; higher is better for that seat."""
    try:
        mod = importlib.import_module(f"game.{game.name}.heuristic")
    except ModuleNotFoundError:
        return None
    return getattr(mod, "heuristic", None)


class GreedyBot(Bot):
    """One-ply lookahead: tries every legal action on a copy and keeps the best by the game's heuristic.

    Actions that roll or draw are judged on one sampled outcome drawn from the
    bot's own stream, so the lookahead neither peeks at nor consumes the real
    game's randomness. Without a
    heuristic it prefers (3 times in 4) actions that are not "end turn"/"pass".
    """

    name = "greedy"
    MAX_CANDIDATES = 40

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._heuristics: dict[str, Heuristic | None] = {}

    def _heuristic(self, game: Game) -> Heuristic | None:
        if game.name not in self._heuristics:
            self._heuristics[game.name] = find_heuristic(game)
        return self._heuristics[game.name]

    def choose(self, game: Game, state: Any, seat: int | None = None) -> Action:
        legal = own_actions(game, state, seat)
        if len(legal) == 1:
            return legal[0]
        if seat is None:
            seat = game.current_player(state)
        h = self._heuristic(game)
        if h is None or seat is None:
            return self._fallback(legal)
        candidates = legal
        if len(candidates) > self.MAX_CANDIDATES:
            candidates = [legal[self.rng.below(len(legal))] for _ in range(self.MAX_CANDIDATES)]
        base = game.to_json(state)
        best: list[Action] = []
        best_score = float("-inf")
        for action in candidates:
            trial = game.from_json(base)
            # Give the copy a fresh random stream: judging an action by the real seed's next
            # draw would let the bot foresee hidden cards and dice.
            if isinstance(getattr(trial, "rng", None), Rng):
                trial.rng = Rng(self.rng.next_u64())
            try:
                game._apply(trial, action)
            except Exception:  # a lookahead must never crash the bot; the real apply will judge
                continue
            score = h(trial, seat)
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        if not best:
            return self._fallback(legal)
        return best[self.rng.below(len(best))]

    def _fallback(self, legal: list[Action]) -> Action:
        # Prefer doing something over passing, but not always: a bot that never passes
        # can loop forever in games where drawing and playing never run out.
        passive = ("EndTurn", "Pass", "EndPhase")
        active = [a for a in legal if type(a).__name__ not in passive]
        pool = active if active and self.rng.below(4) else legal
        return pool[self.rng.below(len(pool))]


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(kind: str, seed: int = 0) -> Bot:
    try:
        return BOTS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; choose from {', '.join(BOTS)}") from None
