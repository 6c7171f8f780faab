"""The greedy bot's look at a choice that other seats' answers settle (``Game.plays_out``).

desConfronto's Corruption Master picks the Creature Action card; what it does is known only after the
attacked heroes have answered their defence windows. So each candidate is played on a few sampled
worlds (``Game.determinize`` from the bot's own seat: it never peeks), the other seats' answers are
taken by a fixed default (the last listed: take the hit, let a window pass) until the turn moves on
or the bot's seat decides again, and the candidate's score is the mean of the game's evaluation for
the bot's seat over those worlds. Deterministic from the bot's own stream.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.protocol import Game, Heuristic

SAMPLES = 3  # worlds per candidate: the block dice and the attack dice differ between them
MAX_ANSWERS = 200  # a guard: a Creature Phase asks a few dozen questions at most


def play_out_choice(bot: Any, game: Game, state: Any, legal: list[Action], seat: int, h: Heuristic) -> Action:
    best: list[Action] = []
    best_score = float("-inf")
    for action in legal:
        total = 0.0
        for _ in range(SAMPLES):
            world = bot._world(game, state, seat)
            try:
                game.apply_listed(world, action, legal)
                settle(game, world, seat, game.turn_owner(state))
            except Exception:  # a sampled world the action cannot be played on: judged as it stands
                pass
            total += h(world, seat)
        score = total / SAMPLES
        if score > best_score + 1e-9:
            best, best_score = [action], score
        elif abs(score - best_score) <= 1e-9:
            best.append(action)
    return best[bot.rng.below(len(best))] if best else legal[bot.rng.below(len(legal))]


def settle(game: Game, world: Any, seat: int, turn: Any) -> None:
    """Answer the other seats' questions by default until the turn moves on or ``seat`` decides."""
    for _ in range(MAX_ANSWERS):
        if game.is_over(world) is not None or game.turn_owner(world) != turn:
            return
        if game.current_player(world) == seat:
            return
        legal = game.legal_actions(world)
        if not legal:
            return
        game.apply_listed(world, legal[-1], legal)
