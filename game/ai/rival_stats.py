"""How strong the Coliseum's rivals are: ``python -m game.ai.rival_stats --games 200 [--jobs 2]``.

Heads-up Coliseum games for each pairing (hard vs greedy, medium vs greedy, hard vs medium; "greedy"
is the easy rival, the greedy bot under ``RIVAL``). Game ``i`` of a pairing draws its two heroes from
the roster by ``i`` and seats the first bot at seat ``i % 2``, so each bot sits first half the time and
every hero is played by both. Each bot acts only for its own seat, whenever that seat must decide
(``Game.current_player``: the defender's Revide and other off-turn choices included). A game counts as
won by the bot at the podium's first place (``Outcome.winners``); a shared first place (or no winner)
is a draw, counted as half a win in the rate, whose 95% Wilson interval is over the games.

Issue 12's targets: hard beats greedy in >= 70% of the games, medium >= 60%.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from game.ai.bots import make_bot
from game.ai.stats import wilson
from game.desconfronto import GAME
from game.desconfronto.roster import playable_heroes

PAIRINGS = (("rival_hard", "rival_easy"), ("rival_medium", "rival_easy"), ("rival_hard", "rival_medium"))
TARGETS = {("rival_hard", "rival_easy"): 0.70, ("rival_medium", "rival_easy"): 0.60}
SHORT = {"rival_easy": "greedy", "rival_medium": "medium", "rival_hard": "hard"}


def coliseum_setup(i: int) -> dict[str, Any]:
    """Game ``i``'s heroes: two different heroes of the roster, every ordered pair in turn."""
    roster = playable_heroes()
    n = len(roster)
    a = i % n
    b = (a + 1 + (i // n) % (n - 1)) % n
    return {"mode": "coliseum", "players": 2, "heroes": [roster[a], roster[b]]}


@dataclass
class GameResult:
    winner: str | None  # the winning bot kind, None for a draw
    actions: int
    seconds: float
    error: str = ""  # the rules core raised: the game is left out of the rate and reported


def play(first: str, second: str, i: int, seed: int) -> GameResult:
    """Game ``i`` of the pairing: ``first`` at seat ``i % 2``."""
    setup = GAME.normalize_setup(coliseum_setup(i))
    game_seed = seed + 7919 * i
    state = GAME.new_game(setup, game_seed)
    kinds = {i % 2: first, 1 - i % 2: second}
    bots = {s: make_bot(k, game_seed * 31 + s) for s, k in kinds.items()}
    steps, limit = 0, GAME.max_steps(setup)
    t0 = time.perf_counter()
    while GAME.is_over(state) is None and steps < limit:
        seat = GAME.current_player(state)
        try:
            if seat is None:  # the core resolving (never in desConfronto today): the rules' own step
                GAME.apply(state, GAME.legal_actions(state)[0])
            else:
                GAME.apply(state, bots[seat].choose(GAME, state, seat))
        except Exception as exc:  # a rules bug: say where, keep measuring the other games
            where = f"game {i} seed {game_seed} heroes {setup['heroes']} step {steps}"
            return GameResult(None, steps, time.perf_counter() - t0, f"{where}: {type(exc).__name__}: {exc}")
        steps += 1
    out = GAME.is_over(state)
    winners = out.winners if out is not None else ()
    winner = kinds[winners[0]] if len(winners) == 1 else None
    return GameResult(winner, steps, time.perf_counter() - t0)


def _play(args: tuple[str, str, int, int]) -> GameResult:
    return play(*args)


@dataclass
class Tally:
    first: str
    second: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    seconds: float = 0.0
    actions: int = 0
    errors: list[str] = field(default_factory=list)

    def add(self, r: GameResult) -> None:
        if r.error:
            self.errors.append(r.error)
            return
        self.games += 1
        self.wins += r.winner == self.first
        self.draws += r.winner is None
        self.seconds += r.seconds
        self.actions += r.actions

    @property
    def score(self) -> float:
        return self.wins + 0.5 * self.draws

    def rate(self) -> float:
        return self.score / self.games if self.games else 0.0


def run(games: int, seed: int, jobs: int = 1, pairings: tuple[tuple[str, str], ...] = PAIRINGS) -> list[Tally]:
    """Every pairing's games; a running line on stderr every ``PROGRESS`` games (a long run can be
    read, or stopped, midway)."""
    tallies = []
    for first, second in pairings:
        tally = Tally(first, second)
        work = [(first, second, i, seed) for i in range(games)]
        if jobs > 1:
            with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
                _collect(tally, pool.map(_play, work, chunksize=2))
        else:
            _collect(tally, map(_play, work))
        tallies.append(tally)
    return tallies


PROGRESS = 25


def _collect(tally: Tally, results: Iterable[GameResult]) -> None:
    for n, r in enumerate(results, 1):
        tally.add(r)
        if n % PROGRESS == 0:
            print(report([tally])[2], f"after {n}", file=sys.stderr, flush=True)


def report(tallies: list[Tally]) -> list[str]:
    lines = ["| pairing | games | wins | draws | win rate (95% Wilson) | target | s/game (wall, per worker) | actions/game |"]
    lines.append("|---|---|---|---|---|---|---|---|")
    for t in tallies:
        lo, hi = wilson(round(t.score), t.games)
        target = TARGETS.get((t.first, t.second))
        mark = "" if target is None else f">= {target:.0%} {'met' if t.rate() >= target else 'MISSED'}"
        per_game = t.seconds / t.games if t.games else 0.0
        lines.append(
            f"| {SHORT.get(t.first, t.first)} vs {SHORT.get(t.second, t.second)} | {t.games} | {t.wins} | {t.draws} | "
            f"{t.rate():.1%} ({lo:.1%}-{hi:.1%}) | {mark} | {per_game:.2f} | {t.actions / max(1, t.games):.0f} |"
        )
    for t in tallies:
        for e in t.errors:
            lines.append(f"ERROR {SHORT.get(t.first, t.first)} vs {SHORT.get(t.second, t.second)}: {e}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games per pairing")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (this machine has few cores)")
    ap.add_argument("--pairing", action="append", help="FIRST:SECOND bot kinds (default: the three pairings)")
    args = ap.parse_args(argv)
    pairings: tuple[tuple[str, str], ...] = PAIRINGS
    if args.pairing:
        pairings = tuple((p.split(":", 1)[0], p.split(":", 1)[1]) for p in args.pairing)
    t0 = time.perf_counter()
    tallies = run(args.games, args.seed, args.jobs, pairings)
    print("\n".join(report(tallies)))
    print(f"({time.perf_counter() - t0:.0f} s, {args.jobs} job(s))")
    return 0


if __name__ == "__main__":
    sys.exit(main())
