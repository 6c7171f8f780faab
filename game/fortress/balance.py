"""Balance by simulation: ``python -m game.fortress.balance --games N`` plays greedy co-op games
(one-ply lookahead with heuristic.heuristic) and prints win rates per Adversary and player count.

The lookahead is game.ai.bots.GreedyBot's: each trial copy gets a fresh random stream from the bot's
own Rng, so the bot judges a draw or a shuffle on a sampled outcome and never foresees the real deck.
(It uses state.clone instead of a JSON round trip only because it is many times faster.)"""

from __future__ import annotations

import argparse
import sys
import time

from game.core.actions import Action
from game.core.rng import Rng
from game.fortress import GAME
from game.fortress.actions import EndPhase, Pass
from game.fortress.heuristic import heuristic
from game.fortress.rules import apply_action, legal_actions
from game.fortress.state import FortressState, clone


def greedy_choice(state: FortressState, rng: Rng) -> Action:
    legal = legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    seat = GAME.current_player(state)
    assert seat is not None, "a game with legal actions has a seat to act"
    best, best_score = [], float("-inf")
    for action in legal:
        trial = clone(state)
        trial.rng = Rng(rng.next_u64())  # never peek at the real shuffles (see GreedyBot)
        apply_action(trial, action, [])
        score = heuristic(trial, seat)
        if isinstance(action, EndPhase | Pass):
            score -= 1e-6  # prefer acting over passing on a tie
        if score > best_score + 1e-9:
            best, best_score = [action], score
        elif abs(score - best_score) <= 1e-9:
            best.append(action)
    return best[rng.below(len(best))]


def play(setup: dict, seed: int) -> tuple[str, int, str]:
    state = GAME.new_game(setup, seed)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(GAME.max_steps(setup)):
        if state.over is not None:
            break
        GAME.apply(state, greedy_choice(state, rng))
    over = state.over
    return (over.result if over else "unfinished"), state.round, (over.reason if over else "")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--adversary", default=None)
    ap.add_argument("--players", type=int, nargs="*", default=[1, 2, 3, 4])
    args = ap.parse_args(argv)
    start = time.perf_counter()
    for setup in GAME.setup_variants():
        if args.adversary and setup["adversary"] != args.adversary:
            continue
        if setup["players"] not in args.players:
            continue
        results = [play(setup, args.seed + i) for i in range(args.games)]
        wins = sum(r[0] == "won" for r in results)
        rounds = sum(r[1] for r in results) / len(results)
        reasons: dict[str, int] = {}
        for r in results:
            if r[0] != "won":
                key = r[2].rsplit(".", 1)[-1]
                reasons[key] = reasons.get(key, 0) + 1
        print(
            f"{setup['adversary']:20s} players={setup['players']} win {100 * wins / len(results):5.1f}% "
            f"({wins}/{len(results)}) avg rounds {rounds:4.1f} losses {reasons}"
        )
        sys.stdout.flush()
    print(f"done in {time.perf_counter() - start:.1f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
