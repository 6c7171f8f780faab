"""Rules speed: playouts on the core and on the app's path, beside python-chess."""

from __future__ import annotations

import statistics
import time

from bench.common import record


def playout_rate(game, seconds: float = 1.5) -> float:
    """Random-bot actions per second through the checked ``apply``, excluding setup."""
    from game.ai.bots import RandomBot

    variants = game.setup_variants() or [game.default_setup()]
    actions = 0
    spent = 0.0
    seed = 0
    while spent < seconds:
        setup = game.normalize_setup(variants[seed % len(variants)])
        state = game.new_game(setup, seed)
        bot = RandomBot(seed)
        t0 = time.perf_counter()
        steps = 0
        limit = game.max_steps(setup)
        while game.is_over(state) is None and steps < limit:
            game.apply(state, bot.choose(game, state))
            steps += 1
        spent += time.perf_counter() - t0
        actions += steps
        seed += 1
    return actions / spent


def full_game_ms(game, setup: dict, games: int = 15) -> float:
    from game.ai.bots import RandomBot

    times = []
    for seed in range(games):
        t0 = time.perf_counter()
        state = game.new_game(game.normalize_setup(setup), seed)
        bot = RandomBot(seed)
        while game.is_over(state) is None:
            game.apply(state, bot.choose(game, state))
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def bench_rules() -> None:
    from game.core.registry import all_games

    for game in all_games(include_hidden=True):
        rates = [playout_rate(game) for _ in range(3)]
        record(f"rules.{game.name}.random_playout", statistics.median(rates), "actions/s")
        if game.name == "fortress":
            setup = {**game.default_setup(), "players": 4}
            try:
                record("rules.fortress.full_4_general_game", full_game_ms(game, setup), "ms")
            except Exception as exc:  # report, keep benchmarking the rest
                print(f"  fortress full game skipped: {exc}")
