"""The Coliseum's rival bots: how long a decision takes and how many heads-up games a minute (issue 12).

* ``rivals.<level>.decision_p50`` / ``_p95``: milliseconds of one decision of that rival (its seat's
  decisions only, a forced single choice included as the app pays it), over heads-up Coliseum games
  against the greedy rival, beside one python-chess random game (ms) as the anchor. Target: p95 <= 250.
* ``rivals.<pairing>.games``: whole heads-up games per minute on one core, beside python-chess random
  games per minute (the anchor of the rules rows).
* ``rivals.<pairing>.games_all_cores``: the same with one worker process per core playing at once;
  the ratio to the one-core row says whether "both cores" doubles it.

The games are the ones ``game.ai.rival_stats`` plays (the same heroes and seats for game ``i``), a few
per pairing: a hard game takes seconds, so the rows are the mean over ``GAMES`` games, not medians of
timed windows.
"""

from __future__ import annotations

import multiprocessing
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from bench.common import RESULTS, record

GAMES = 3  # per pairing and row
LEVELS = ("rival_easy", "rival_medium", "rival_hard")
SHORT = {"rival_easy": "easy", "rival_medium": "medium", "rival_hard": "hard"}


def _chess_games_per_minute() -> float | None:
    """The anchor: taken from the rules rows of this run, measured here when run alone."""
    for row in RESULTS:
        if row["name"] == "rules.chess.random_games":
            return float(row["value"])
    try:
        from bench.rules import chess_playouts

        return statistics.median(chess_playouts()[1] for _ in range(3))
    except ImportError:
        return None


def decision_times(level: str, games: int = GAMES) -> list[float]:
    """Milliseconds of each of ``level``'s decisions in ``games`` heads-up games against the greedy rival."""
    from game.ai.bots import make_bot
    from game.ai.rival_stats import coliseum_setup
    from game.desconfronto import GAME

    out: list[float] = []
    for i in range(games):
        setup = GAME.normalize_setup(coliseum_setup(i))
        state = GAME.new_game(setup, 101 + i)
        seats = {i % 2: level, 1 - i % 2: "rival_easy"}
        bots = {s: make_bot(k, 977 * i + s) for s, k in seats.items()}
        steps, limit = 0, GAME.max_steps(setup)
        while GAME.is_over(state) is None and steps < limit:
            seat = GAME.current_player(state)
            assert seat is not None
            t0 = time.perf_counter()
            action = bots[seat].choose(GAME, state, seat)
            if seats[seat] == level:
                out.append((time.perf_counter() - t0) * 1000)
            GAME.apply(state, action)
            steps += 1
    return out


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def games_per_minute(first: str, second: str, start: int = 0, games: int = GAMES) -> float:
    from game.ai.rival_stats import play

    t0 = time.perf_counter()
    for i in range(start, start + games):
        play(first, second, i, 1)
    return games * 60.0 / (time.perf_counter() - t0)


def _worker(args: tuple[str, str, int]) -> float:
    first, second, start = args
    return games_per_minute(first, second, start, GAMES)


def games_all_cores(first: str, second: str) -> float:
    cores = os.cpu_count() or 1
    with ProcessPoolExecutor(cores, mp_context=multiprocessing.get_context("fork")) as pool:
        rates = list(pool.map(_worker, [(first, second, GAMES * c) for c in range(cores)]))
    return sum(rates)


def bench_rivals() -> None:
    from game.ai.rival_stats import PAIRINGS

    chess_games = _chess_games_per_minute()
    chess_ms = 60_000.0 / chess_games if chess_games else None
    ms_anchor = "rules.chess.random_game" if chess_ms else ""
    games_anchor = "rules.chess.random_games" if chess_games else ""
    for level in LEVELS:
        times = decision_times(level)
        name = f"rivals.{SHORT[level]}.decision"
        record(f"{name}_p50", statistics.median(times), "ms", ms_anchor, chess_ms)
        record(f"{name}_p95", _percentile(times, 0.95), "ms", ms_anchor, chess_ms)
    for first, second in PAIRINGS:
        name = f"rivals.{SHORT[first]}_vs_{SHORT[second]}"
        record(f"{name}.games", games_per_minute(first, second), "games/min", games_anchor, chess_games)
        record(f"{name}.games_all_cores", games_all_cores(first, second), "games/min", games_anchor, chess_games)


if __name__ == "__main__":
    bench_rivals()
