"""Balance by simulation: ``python -m game.desconfronto.balance --games N`` plays Skirmish combats
with ``game.ai.bots.GreedyBot`` (one-ply lookahead on ``heuristic.heuristic``, judging dice and draws
on outcomes sampled from its own stream) and prints, per hero and player count, the share of combats
won, lost and fled, how many were won on the first turn, and the median number of actions.

Parties rotate through the roster the way ``setup_variants`` does (hero i with the next n-1 heroes),
so every hero plays every player count equally often. Tiers are the default preset unless
``--tiers`` names another. Use it to tune AUTHORED creature stats and hero Vigor (never rulebook
data), recording each change in the entry's ``note``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from game.ai.bots import GreedyBot
from game.desconfronto import GAME
from game.desconfronto.roster import playable_heroes
from game.desconfronto.setup import DEFAULT_TIERS


@dataclass
class Tally:
    won: int = 0
    lost: int = 0
    fled: int = 0
    unfinished: int = 0
    first_turn: int = 0  # won before the creatures' first turn was over
    actions: list[int] = field(default_factory=list)

    @property
    def games(self) -> int:
        return self.won + self.lost + self.fled + self.unfinished

    def add(self, result: str, turn: int, actions: int) -> None:
        key = result if result in ("won", "lost", "fled") else "unfinished"
        setattr(self, key, getattr(self, key) + 1)
        if result == "won" and turn == 1:
            self.first_turn += 1
        self.actions.append(actions)

    def row(self) -> str:
        n = max(1, self.games)
        pct = [100 * x / n for x in (self.won, self.lost, self.fled, self.first_turn)]
        med = statistics.median(self.actions) if self.actions else 0
        return (
            f"{self.games:4d}  win {pct[0]:5.1f}%  lose {pct[1]:5.1f}%  flee {pct[2]:5.1f}%  "
            f"turn-1 wins {pct[3]:5.1f}%  median actions {med:5.1f}"
        )


def parties(players: int, roster: list[str]) -> list[list[str]]:
    return [[roster[(i + k) % len(roster)] for k in range(players)] for i in range(len(roster))]


def play(setup: dict[str, Any], seed: int) -> tuple[str, int, int]:
    """One combat to its end: (result, turn the fight ended on, actions taken in the fight)."""
    state = GAME.new_game(setup, seed)
    bot = GreedyBot(seed ^ 0x5EED)
    steps = 0
    limit = GAME.max_steps(setup)
    turn, fighting = state.turn, 0
    while GAME.is_over(state) is None and steps < limit:
        if state.phase not in ("spoils", "over"):  # the spoils' purchases are not the fight
            turn, fighting = state.turn, fighting + 1
        GAME.apply(state, bot.choose(GAME, state))
        steps += 1
    out = GAME.is_over(state)
    return (out.result if out else "unfinished"), turn, fighting


def run(
    games: int, seed: int, tiers: list[int], counts: list[int], heroes: list[str] | None = None
) -> dict[tuple[int, str], Tally]:
    """Tallies keyed by (player count, hero), plus (player count, "all") counting each combat once."""
    roster = playable_heroes()
    table: dict[tuple[int, str], Tally] = {}
    for n in counts:
        for party in parties(n, roster):
            if heroes and party[0] not in heroes:
                continue
            setup = GAME.normalize_setup({"mode": "skirmish", "players": n, "heroes": party, "tiers": tiers})
            for g in range(games):
                result, turn, steps = play(setup, seed + 7919 * g + 31 * roster.index(party[0]))
                for h in (*party, "all"):
                    table.setdefault((n, h), Tally()).add(result, turn, steps)
    return table


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10, help="combats per party (default 10)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tiers", default=",".join(map(str, DEFAULT_TIERS)), help="tier preset, e.g. 1,1,2,3")
    ap.add_argument("--players", type=int, nargs="*", default=[1, 2, 3, 4])
    ap.add_argument("--hero", nargs="*", default=None, help="only parties led by these heroes")
    args = ap.parse_args(argv)
    tiers = [int(x) for x in args.tiers.split(",") if x.strip()]
    start = time.perf_counter()
    table = run(args.games, args.seed, tiers, args.players, args.hero)
    print(f"desConfronto Skirmish, greedy bot, tiers {tiers}, {args.games} combats per party")
    for n in args.players:
        for (count, hero), tally in sorted(
            table.items(), key=lambda kv: (kv[0][0], kv[0][1] == "all", kv[0][1])
        ):
            if count == n:
                print(f"  {n}p {hero:9s} {tally.row()}")
        sys.stdout.flush()
    print(f"done in {time.perf_counter() - start:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
