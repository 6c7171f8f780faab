"""The Hunt's balance by simulation: ``python -m game.desconfronto.hunt_balance --games N`` plays whole
greedy-bot Hunts (``game.ai.bots.GreedyBot`` on ``heuristic.run_score``: the tier choices, the market's
purchases and every combat) for each party size, every hero leading as often, and prints how far they
get: hordes won, the Boss reached, the Boss beaten, the whole Hunt won, with a 95% Wilson interval, and
the median number of actions of a Hunt.

Use it to tune AUTHORED numbers only (the Boss's, the items'), recording each change in its ``note``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field

from game.ai.bots import GreedyBot
from game.ai.stats import wilson
from game.desconfronto import GAME, hunt
from game.desconfronto.setup import hunt_variants


@dataclass
class HuntTally:
    games: int = 0
    won: int = 0
    reached_boss: int = 0
    beat_boss_first_try: int = 0
    hordes: list[int] = field(default_factory=list)  # hordes won per Hunt
    actions: list[int] = field(default_factory=list)

    def add(self, result: str, wins: int, boss_tries: int, reached: bool, actions: int) -> None:
        self.games += 1
        self.won += result == "won"
        self.reached_boss += reached
        self.beat_boss_first_try += result == "won" and boss_tries == 0
        self.hordes.append(wins)
        self.actions.append(actions)

    def boss_rate(self) -> float:
        return self.won / self.reached_boss if self.reached_boss else 0.0



def play(setup: dict[str, object], seed: int) -> tuple[str, int, int, bool, int]:
    """One whole Hunt: (result, hordes won, Boss defeats, Boss reached, actions)."""
    state = GAME.new_game(setup, seed)
    bot = GreedyBot(seed ^ 0x4C17)
    steps, limit = 0, GAME.max_steps(setup)
    while GAME.is_over(state) is None and steps < limit:
        GAME.apply(state, bot.choose(GAME, state))
        steps += 1
    out = GAME.is_over(state)
    run = state.run
    assert run is not None
    reached = run.horde == hunt.BOSS_HORDE
    hordes_won = sum(1 for h in run.history if h["result"] == "won" and h["horde"] <= hunt.HORDES)
    return (out.result if out else "unfinished"), hordes_won, run.boss_tries, reached, steps


def run(games: int, seed: int, counts: list[int]) -> dict[int, HuntTally]:
    table: dict[int, HuntTally] = {}
    for n in counts:
        parties = [v for v in hunt_variants() if v["players"] == n]
        tally = table.setdefault(n, HuntTally())
        for g in range(games):
            setup = GAME.normalize_setup(parties[g % len(parties)])
            tally.add(*play(setup, seed + 7919 * g + n))
    return table


def report(table: dict[int, HuntTally]) -> list[str]:
    lines = ["| party | Hunts | hordes won (mean) | Boss reached | Boss beaten (of reached) | Hunt won (95% CI) | median actions |"]
    lines.append("|---|---|---|---|---|---|---|")
    for n, t in sorted(table.items()):
        lo, hi = wilson(t.won, t.games)
        blo, bhi = wilson(t.won, t.reached_boss)
        mean = statistics.mean(t.hordes) if t.hordes else 0.0
        med = statistics.median(t.actions) if t.actions else 0
        lines.append(
            f"| {n} | {t.games} | {mean:.2f} | {t.reached_boss} | {t.won}/{t.reached_boss} "
            f"({100 * t.boss_rate():.0f}%, {100 * blo:.0f}-{100 * bhi:.0f}) | "
            f"{100 * t.won / max(1, t.games):.1f}% ({100 * lo:.1f}-{100 * hi:.1f}) | {med:.0f} |"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=40, help="Hunts per party size (default 40)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, nargs="*", default=[1, 2, 3, 4])
    args = ap.parse_args(argv)
    start = time.perf_counter()
    table = run(args.games, args.seed, args.players)
    print(f"desConfronto Hunt, greedy bot, {args.games} Hunts per party size")
    print("\n".join(report(table)))
    print(f"done in {time.perf_counter() - start:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
