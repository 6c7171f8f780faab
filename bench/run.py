"""`make bench`: medians of the numbers we track, printed and written to bench/latest.json.

Never used by tests: machines are shared and noisy, so numbers are reported,
not asserted. Each measurement repeats and reports the median (and p95 for frames).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

RESULTS: list[dict] = []


def record(name: str, value: float, unit: str) -> None:
    RESULTS.append({"name": name, "value": round(value, 3), "unit": unit})
    print(f"{name:<55} {value:>12,.2f} {unit}")


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


def bench_frames() -> None:
    try:
        from scenes.bench_frames import board_frame_times
    except ImportError:
        print("frames: scenes.bench_frames missing, skipped")
        return
    for name, times in board_frame_times((1920, 1080), frames=240).items():
        times = sorted(times)
        record(f"frame.{name}.p50_1920x1080", statistics.median(times), "ms")
        record(f"frame.{name}.p95_1920x1080", times[int(len(times) * 0.95) - 1], "ms")


def bench_idle(size: tuple[int, int] = (1920, 1080), seconds: float = 5.0) -> None:
    """CPU of a settled board with nobody moving (the app should sleep), beside an anchor taken in
    the same run: the cost of drawing one frame of an empty app. The ratio reads "an idle second
    costs as much as drawing N empty frames" and stays comparable across machines."""
    from game.core.registry import get_game
    from game.core.session import Session
    from scenes.boards import board_for
    from scenes.harness import Harness
    from scenes.settings import Settings
    from scenes.stack import Scene

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLEBOUND_CONFIG_DIR"] = tmp
        h = Harness(size=size, save_dir=Path(tmp), config_dir=tmp, settings=Settings())
        try:
            app = h.app
            app.stack.reset(Scene(app))
            app.stack.apply_pending()
            times = []
            for _ in range(120):
                t0 = time.perf_counter()
                app.render()
                times.append((time.perf_counter() - t0) * 1000)
            anchor = statistics.median(times)
            record(f"idle.anchor.empty_frame_{size[0]}x{size[1]}", anchor, "ms")
            for name in ("desconfronto", "fortress"):
                game = get_game(name)
                session = Session.new(game, game.default_setup(), 3)
                app.stack.reset(board_for(name)(app, session, {}))
                app.loop(2.5)  # settle: hover fades and the opening glides end
                c0, w0 = time.process_time(), time.monotonic()
                app.loop(seconds)
                share = (time.process_time() - c0) / (time.monotonic() - w0)
                record(f"idle.{name}.cpu_{size[0]}x{size[1]}", share * 100, "% of a core")
                record(f"idle.{name}.ratio_to_empty_frame", share * 1000 / anchor, "empty frames/s")
        finally:
            h.close()


def bench_cold_start() -> None:
    runs = []
    for _ in range(5):
        env = dict(os.environ)
        with tempfile.TemporaryDirectory() as tmp:
            env["TABLEBOUND_CONFIG_DIR"] = tmp
            env["TABLEBOUND_SAVE_DIR"] = tmp
            t0 = time.perf_counter()
            out = subprocess.run(
                [sys.executable, "-m", "scenes", "--first-frame"], env=env, capture_output=True, text=True
            )
            if out.returncode != 0:
                print(f"cold start: failed ({out.stderr.strip()[-200:]})")
                return
            runs.append((time.perf_counter() - t0) * 1000)
    record("start.cold_to_first_frame", statistics.median(runs), "ms")


def bench_build_size() -> None:
    onefile = ROOT / "dist" / "tablebound-onefile"
    onedir = ROOT / "dist" / "tablebound"
    if onefile.exists():
        record("build.onefile_size", onefile.stat().st_size / 2**20, "MiB")
    else:
        print("build.onefile_size: not built (run `make package` first)")
    if onedir.exists():
        total = sum(p.stat().st_size for p in onedir.rglob("*") if p.is_file() and not p.is_symlink())
        record("build.onedir_size", total / 2**20, "MiB")


def main() -> int:
    for part in (bench_rules, bench_saves, bench_frames, bench_idle, bench_cold_start, bench_build_size):
        part()
    out = ROOT / "bench" / "latest.json"
    out.write_text(json.dumps(RESULTS, indent=1) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
