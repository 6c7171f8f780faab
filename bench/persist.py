"""Saves: writing and loading a long game, beside plain json.loads."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from bench.common import record


def bench_saves() -> None:
    try:
        from saves import SaveStore
    except ImportError:
        print("saves: package missing, skipped")
        return
    from game.ai.bots import RandomBot
    from game.core.registry import all_games
    from game.core.session import Session

    games = [g for g in all_games()] or [g for g in all_games(include_hidden=True)]
    for game in games:
        # "A long game": the longest of a few seeded games of the biggest table (at most 3,000 actions).
        session = None
        for seed in range(20):
            trial = Session.new(game, game.setup_variants()[-1], seed)
            bot = RandomBot(seed)
            while trial.is_over() is None and len(trial.actions) < 3000:
                trial.apply(bot.choose(game, trial.state))
            if session is None or len(trial.actions) > len(session.actions):
                session = trial
        with tempfile.TemporaryDirectory() as tmp:
            store = SaveStore(Path(tmp))
            saves, loads = [], []
            for _ in range(5):
                t0 = time.perf_counter()
                store.save(session, "bench")
                saves.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                store.load("bench")
                loads.append((time.perf_counter() - t0) * 1000)
        n = len(session.actions)
        record(f"saves.{game.name}.long_game_length", n, "actions")
        record(f"saves.{game.name}.save_long_game", statistics.median(saves), "ms")
        record(f"saves.{game.name}.load_long_game", statistics.median(loads), "ms")
