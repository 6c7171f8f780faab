"""Balance by simulation: ``python -m game.fortress.balance --games N`` plays greedy co-op games
(one-ply lookahead with heuristic.heuristic) and prints win rates per Adversary and player count.

The player is game.ai.bots.GreedyBot, as in desConfronto's balance runs: each trial copy of its
one-ply lookahead gets a fresh random stream from the bot's own Rng, so it judges a draw or a shuffle
on a sampled outcome and never foresees the real deck."""

from __future__ import annotations

import argparse
import sys
import time

from game.ai.bots import GreedyBot
from game.fortress import GAME


def play(setup: dict, seed: int) -> tuple[str, int, str]:
    state = GAME.new_game(setup, seed)
    bot = GreedyBot(seed ^ 0x5EED)
    for _ in range(GAME.max_steps(setup)):
        if state.over is not None:
            break
        GAME.apply(state, bot.choose(GAME, state))
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
