"""A rival that searches without peeking: information-set Monte Carlo tree search (issue 12).

``SearchBot`` is single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) over the game's legal
actions, seen from the deciding seat:

* **Each iteration draws one world** the seat cannot tell from the real state: ``Game.clone`` with a
  seed of the bot's own stream (the dice to come are sampled, never foreseen), then
  ``Game.determinize`` under the bot's audience (``RIVAL``: every deck and every other seat's hand
  refilled from the cards that could be there). The real state is never played on or read beyond
  what the seat's view shows, so two states the seat cannot tell apart get the same choice
  (tests/game/ai/test_search_sees_only_its_view.py).
* **One tree for every world, keyed by action.** A node's children are the actions taken from it (the
  action itself is the key: frozen dataclasses, equal when every field is); in each world only the
  actions legal *there* are candidates. Every candidate present counts one *availability*, and UCB1
  reads ``ln(availability)`` instead of ``ln(parent visits)`` — a card that is in hand in only some
  worlds is neither starved nor over-explored.
* **Expand, cut off, evaluate.** The first untried action legal in the world is expanded (untried
  actions are taken in the order the bot's stream shuffles them, so no action kind is favoured), the
  world plays on for up to ``ROLLOUT`` cheap random moves (the moving seat's own actions, a game-ending
  move such as fleeing only one time in RARE, as the random bot), then it is judged.
* **Per-seat rewards (max^n in MCTS form).** The judgement is a reward in [0, 1] for *every* seat: a
  finished game gives 1 to each winner and 0 to the rest; otherwise each seat's ``Game.heuristic``,
  taken relative to its value at the root world and squashed by a logistic of width ``SCALE``. A
  child keeps the reward of the seat that chose it (``action.player``), so at a node where another
  seat decides, the search expects that seat to pursue its own reward, not to play against the bot
  (paranoid) nor for it. In a cooperative game every seat's heuristic is the same and this is plain
  MCTS for the table.
* **Budget.** ``iterations`` per decision, and a wall-clock cap (``seconds``) that only stops the
  search early: every choice is drawn from the bot's seeded stream, so with the iteration budget the
  binding limit (tests give a generous cap) a decision is exact for a given seed and view. The move
  played is the root child visited most (ties: best mean, then the legal list's order).
"""

from __future__ import annotations

import math
import time
from typing import Any

from game.ai.bot_base import Bot, seat_legal
from game.core.actions import Action
from game.core.protocol import Game, Heuristic
from game.core.view import RIVAL

__all__ = ["SearchBot"]


class _Node:
    """The statistics of one action taken at one place of the tree: its visits, the summed reward of
    the seat that took it, and how often it was legal when its parent was visited."""

    __slots__ = ("action", "avail", "children", "order", "visits", "wins")

    def __init__(self, action: Action | None) -> None:
        self.action = action
        self.visits = 0
        self.wins = 0.0
        self.avail = 0
        self.children: dict[Action, _Node] = {}
        self.order = 0  # an untried action's draw from the bot's stream, fixed at first sight


class SearchBot(Bot):
    """Determinized (information-set) MCTS at a budget of ``iterations`` and ``seconds``."""

    name = "search"
    audience: str | None = RIVAL
    ITERATIONS = 300
    SECONDS = 0.2  # the p95 target is 250 ms per decision; the cap leaves room for the last iteration
    ROLLOUT = 4  # cheap random moves after the expansion before judging
    SCALE = 8.0  # the logistic's width over heuristic differences
    EXPLORE = 0.7  # UCB1's constant for rewards in [0, 1]
    RARE = 20  # a rollout takes a game-ending move (fleeing) one time in RARE

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None) -> None:
        super().__init__(seed)
        self.iterations = self.ITERATIONS if iterations is None else iterations
        self.seconds = self.SECONDS if seconds is None else seconds
        self.last_iterations = 0  # how many the last decision ran (the bench reports it)

    # --- the decision ----------------------------------------------------------
    def choose_from(self, game: Game, state: Any, legal: list[Action], seat: int | None) -> Action:
        if len(legal) == 1:
            return legal[0]
        view_seat = seat
        if seat is None:
            seat = game.current_player(state)
        h = self._heuristic(game)
        seats = range(max(1, len(game.seats(state))))
        root = _Node(None)
        base: list[float] | None = None
        deadline = time.perf_counter() + self.seconds
        done = 0
        while done < self.iterations:
            if done and time.perf_counter() > deadline:
                break
            world = self._world(game, state, view_seat)
            if base is None:
                base = [h(world, s) if h is not None else 0.0 for s in seats]
            self._iterate(game, world, root, legal, h, base, seats)
            done += 1
        self.last_iterations = done
        return self._best(root, legal)

    def _world(self, game: Game, state: Any, seat: int | None) -> Any:
        world = game.clone(state, reseed=self.rng.next_u64())
        game.determinize(world, seat, self.rng, self.audience if seat is not None else None)
        return world

    def _best(self, root: _Node, legal: list[Action]) -> Action:
        best, key = legal[0], (-1, -1.0)
        for action in legal:
            node = root.children.get(action)
            if node is None:
                continue
            k = (node.visits, node.wins / node.visits if node.visits else 0.0)
            if k > key:
                best, key = action, k
        return best

    # --- one iteration ------------------------------------------------------------
    def _iterate(
        self,
        game: Game,
        world: Any,
        root: _Node,
        root_legal: list[Action],
        h: Heuristic | None,
        base: list[float],
        seats: range,
    ) -> None:
        path = [root]
        node = root
        legal: list[Action] | None = root_legal  # the seat's own actions: its view shows everything they depend on
        expanded = False
        while True:
            if legal is None:
                if game.is_over(world) is not None:
                    break
                legal = self._moves(game, world)
                if not legal:
                    break
            child = self._select(node, legal)
            if child is None:
                break
            try:
                game.apply_listed(world, child.action, legal)  # type: ignore[arg-type]  # a child always has one
            except Exception:  # a world the rules refuse to play on: this iteration is lost, not the bot
                return
            path.append(child)
            node = child
            legal = None
            if child.visits == 0:
                expanded = True
                break
        if expanded:
            self._rollout(game, world)
        rewards = self._rewards(game, world, h, base, seats)
        for n in path[1:]:
            n.visits += 1
            player = n.action.player if n.action is not None else 0
            n.wins += rewards[player] if 0 <= player < len(rewards) else 0.5

    def _moves(self, game: Game, world: Any) -> list[Action]:
        cp = game.current_player(world)
        return seat_legal(game, world, cp) if cp is not None else game.legal_actions(world)

    def _select(self, node: _Node, legal: list[Action]) -> _Node | None:
        """Count an availability for every child legal here; the first untried one (in the bot's drawn
        order) if any, else the best by UCB1 over availabilities."""
        children = node.children
        untried: _Node | None = None
        best: _Node | None = None
        best_score = -1.0
        for action in legal:
            child = children.get(action)
            if child is None:
                child = children[action] = _Node(action)
                child.order = self.rng.next_u64()
            child.avail += 1
            if child.visits == 0:
                if untried is None or child.order < untried.order:
                    untried = child
                continue
            if untried is not None:
                continue
            score = child.wins / child.visits + self.EXPLORE * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = child, score
        return untried if untried is not None else best

    def _rollout(self, game: Game, world: Any) -> None:
        rng = self.rng
        for _ in range(self.ROLLOUT):
            if game.is_over(world) is not None:
                return
            legal = self._moves(game, world)
            if not legal:
                return
            common = [a for a in legal if not a.ends_play]
            pool = common if common and (len(common) == len(legal) or rng.below(self.RARE)) else legal
            try:
                game.apply_listed(world, pool[rng.below(len(pool))], legal)
            except Exception:
                return

    def _rewards(self, game: Game, world: Any, h: Heuristic | None, base: list[float], seats: range) -> list[float]:
        outcome = game.is_over(world)
        if outcome is not None:
            return [1.0 if s in outcome.winners else 0.0 for s in seats]
        if h is None:
            return [0.5 for _ in seats]
        out = []
        for s in seats:
            x = (h(world, s) - base[s]) / self.SCALE
            out.append(1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x)))))
        return out


class MediumSearchBot(SearchBot):
    name = "rival_medium"
    ITERATIONS = 120


class HardSearchBot(SearchBot):
    name = "rival_hard"
    ITERATIONS = 400
