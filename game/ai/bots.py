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

from typing import Any

from game.ai.bot_base import Bot, own_actions, seat_legal
from game.ai.play_out import play_out_choice
from game.ai.search import HardSearchBot, MediumSearchBot
from game.core.actions import Action
from game.core.protocol import Game, Heuristic
from game.core.view import RIVAL

__all__ = ["BOTS", "Bot", "GreedyBot", "Heuristic", "RandomBot", "RivalGreedyBot", "make_bot", "own_actions", "seat_legal"]


class RandomBot(Bot):
    """Picks uniformly among the legal actions (of its seat, when it has one); an action that ends
    the game without playing it out (``Action.ends_play``: fleeing) only one time in RARE."""

    name = "random"
    RARE = 20

    def choose_from(self, game: Game, state: Any, legal: list[Action], seat: int | None) -> Action:
        for a in legal:  # most lists hold no such action: the filtered list only when one does
            if a.ends_play:
                common = [a for a in legal if not a.ends_play]
                if common and self.rng.below(self.RARE):
                    legal = common
                break
        return legal[self.rng.below(len(legal))]


class GreedyBot(Bot):
    """One-ply lookahead: plays every candidate on a copy (``Game.clone``, through the checked
    ``Game.apply_listed``) and keeps the best by the game's own ``Game.heuristic``.

    It looks ahead from what its seat may see, never from the real state: once per decision it
    draws one world consistent with its view (``Game.determinize``: every deck, and under ``RIVAL``
    the other hands, refilled in a sampled order), and every candidate is played on a copy of that
    world whose random stream restarts from a seed drawn from the bot's own stream (``clone``'s
    ``reseed``). So actions that roll or draw are judged on one sampled outcome, the lookahead
    neither peeks at nor consumes the real game's randomness, and two states its seat cannot tell
    apart get the same choice (tests/game/ai/test_greedy_sees_only_its_view.py). Without a heuristic
    it prefers (3 times in 4) actions after which its seat still decides (not ending the turn or
    passing).
    """

    name = "greedy"
    MAX_CANDIDATES = 40
    # Who the bot is to the others: a seat of a cooperative table (it sees the shared hands) or a
    # rival (the others' hands are hidden from it too).
    audience: str | None = None

    def choose_from(self, game: Game, state: Any, legal: list[Action], seat: int | None) -> Action:
        if len(legal) == 1:
            return legal[0]
        h = self._heuristic(game)
        world = self._world(game, state, seat)
        if seat is None:
            seat = game.current_player(state)
        if h is None or seat is None:
            return self._fallback(game, world, legal)
        if game.plays_out(state, seat):  # a choice the other seats' answers settle (the Corruption Master)
            return play_out_choice(self, game, state, legal, seat, h)
        candidates = legal
        if len(candidates) > self.MAX_CANDIDATES:
            candidates = [legal[self.rng.below(len(legal))] for _ in range(self.MAX_CANDIDATES)]
        best: list[Action] = []
        best_score = float("-inf")
        last = len(candidates) - 1
        # A game may ask for common random numbers (``greedy_common_dice(state)``): every candidate then plays
        # on the same sampled dice and draws, so two choices are told apart by what they do, not by
        # which got the luckier roll (desConfronto: the action that ends a turn is judged with the
        # Creature Phase it starts, and one lucky attack made passing with actions left look best).
        wants = getattr(game, "greedy_common_dice", None)
        common = self.rng.next_u64() if wants is not None and wants(world) else None
        # ``restart_stream(state, seed)``: the game's in-place form of ``clone(state, reseed=seed)`` for a
        # state that is already such a copy (the world), saving the last candidate's copy
        restart = getattr(game, "restart_stream", None) if common is not None else None
        # On common dice a candidate drawn twice (the sample above draws with replacement) plays out
        # exactly as it did the first time (the same action on a copy of the same world, on the same
        # stream), so its score is kept by the action's identity (None: its lookahead failed) and the
        # second draw counts again in the tie-break without being played again. (Unsampled, the candidates
        # are the legal list itself, which names an action once: nothing is kept then.)
        judged: dict[int, float | None] | None = {} if common is not None and candidates is not legal else None
        for i, action in enumerate(candidates):
            if judged is not None and id(action) in judged:
                known = judged[id(action)]
                if known is None:
                    continue
                score = known
            else:
                # the world is this decision's own copy: the last candidate plays on it, uncopied (on
                # common dice too, once its stream is restarted where a reseeded copy's would start)
                if common is not None:
                    if i == last and restart is not None:
                        restart(world, common)
                        trial = world
                    else:
                        trial = game.clone(world, reseed=common)
                else:
                    trial = world if i == last else game.clone(world, reseed=self.rng.next_u64())
                try:
                    game.apply_listed(trial, action, legal)
                except Exception:  # a lookahead must never crash the bot; the real apply will judge
                    if judged is not None:
                        judged[id(action)] = None
                    continue
                score = h(trial, seat)
                if judged is not None:
                    judged[id(action)] = score
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        if not best:  # every lookahead failed (the world itself was played on: draw a new one)
            return self._fallback(game, self._world(game, state, seat), legal)
        return best[self.rng.below(len(best))]

    def _world(self, game: Game, state: Any, seat: int | None) -> Any:
        """One world ``seat`` (the whole table when None) cannot tell from ``state``: a copy with its
        hidden zones resampled and its own random stream."""
        world = game.clone(state, reseed=self.rng.next_u64())
        audience = self.audience if seat is not None else None
        game.determinize(world, seat, self.rng, audience)
        return world

    def _fallback(self, game: Game, state: Any, legal: list[Action]) -> Action:
        # Prefer doing something over passing, but not always: a bot that never passes can loop
        # forever in games where drawing and playing never run out. "Passing" is told by its effect
        # (the turn moves on without the game ending), not by the action's name.
        active = [a for a in legal if self._keeps_turn(game, state, a, legal)]
        pool = active if active and self.rng.below(4) else legal
        return pool[self.rng.below(len(pool))]

    @staticmethod
    def _keeps_turn(game: Game, state: Any, action: Action, legal: list[Action]) -> bool:
        trial = game.clone(state, reseed=0)
        try:
            game.apply_listed(trial, action, legal)
        except Exception:
            return False
        # an action that ends the game (a winning play) is doing something too
        return game.is_over(trial) is not None or game.turn_owner(trial) == game.turn_owner(state)


class RivalGreedyBot(GreedyBot):
    """The Coliseum's easy rival: the greedy bot seeing what a rival sees (the others' hands hidden)."""

    name = "rival_easy"
    audience = RIVAL


# The rivals (issue 12): easy is greedy under RIVAL, medium and hard search (game.ai.search) at two budgets.
BOTS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "rival_easy": RivalGreedyBot,
    "rival_medium": MediumSearchBot,
    "rival_hard": HardSearchBot,
}


def make_bot(kind: str, seed: int = 0) -> Bot:
    try:
        return BOTS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; choose from {', '.join(BOTS)}") from None
