"""The replay viewer's speed (issue #14): opening it on the longest fuzzed game (bar 200 ms) and
stepping one action (bar one frame, 1000/60 ms), beside an empty-app frame measured in the same run.

"The longest fuzzed game" is the longest line of the repo's seeded random-bot games
(``tests/fingerprints/*.txt``, played exactly as the fuzzer plays them: ``game.ai.fingerprint``).
Everything is measured on the path the app uses: the game-over panel's Replay
(``ReplayScene.open``: a new game and the board, then its first frame), a history entry's kept replay
(``saves.replays.load``, which checks every move, then the same viewer), one step forward
(``ReplayScene.forward``: its work, then with the board's frame that shows it) and one step back (a
seek from the nearest copy the viewer keeps every ``Replay.EVERY`` actions).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import ROOT, record

FRAME_MS = 1000 / 60
OPEN_BAR_MS = 200.0


def longest_fuzzed() -> tuple[str, int, int]:
    """(game, seed, steps) of the longest game in the fingerprint files."""
    best = ("", 0, -1)
    for path in sorted((ROOT / "tests" / "fingerprints").glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            parts = line.split()
            if len(parts) >= 3 and parts[1].isdigit() and parts[2].isdigit() and int(parts[2]) > best[2]:
                best = (parts[0], int(parts[1]), int(parts[2]))
    return best


def fuzzed_session(name: str, seed: int) -> Any:
    """That game played again exactly as the fingerprint plays it (its setup, its bot, its limit)."""
    from game.ai.bots import make_bot
    from game.ai.fuzz import game_setup
    from game.core.registry import get_game
    from game.core.session import Session

    game = get_game(name)
    session = Session.new(game, game_setup(game, seed), seed)
    bot = make_bot("random", seed ^ 0x5EED)
    limit = game.max_steps(session.setup)
    budget = game.fuzz_steps(session.setup)
    if budget is not None:
        limit = min(limit, budget)
    while game.is_over(session.state) is None and len(session.actions) < limit:
        session.apply(bot.choose_for(session))
    return session


def _close_viewer(app: Any) -> None:
    app.stack.pop()
    app.stack.pop()
    app.stack.apply_pending()


def bench_replay(size: tuple[int, int] = (1920, 1080), opens: int = 5, steps: int = 120) -> None:
    from bench.frames import _median_empty_frame
    from saves import replays
    from scenes.boards.replay_viewer import ReplayScene
    from scenes.harness import Harness
    from scenes.settings import Settings
    from scenes.stack import Scene

    name, seed, length = longest_fuzzed()
    if not name:
        print("replay: no fingerprint file, skipped")
        return
    session = fuzzed_session(name, seed)
    tag = f"{size[0]}x{size[1]}"
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLEBOUND_CONFIG_DIR"] = tmp
        h = Harness(size=size, save_dir=Path(tmp), config_dir=tmp, settings=Settings(animation_speed="instant"))
        try:
            app = h.app
            anchor = _median_empty_frame(app)
            record(f"replay.anchor.empty_frame_{tag}", anchor, "ms")
            record("replay.longest_fuzzed.actions", len(session.actions), f"actions ({name} seed {seed})")
            # the game-over panel's Replay: viewer and board made, pushed, and their first frame drawn
            times = []
            for _ in range(opens):
                app.stack.reset(Scene(app))
                app.stack.apply_pending()
                t0 = time.perf_counter()
                ReplayScene.open(app, session, {})
                app.stack.apply_pending()
                app.render()
                times.append((time.perf_counter() - t0) * 1000)
                _close_viewer(app)
            record("replay.open_game_over.median", statistics.median(times), "ms", f"the bar {OPEN_BAR_MS:.0f} ms", OPEN_BAR_MS)
            # a history entry: the kept file read and every move checked, then the same viewer
            record_ = {"game": name, "seed": seed, "actions": len(session.actions), "ended_at": "2026-12-02T00:00:00+00:00"}
            path = replays.keep(Path(tmp), session, record_)
            times = []
            for _ in range(opens):
                app.stack.reset(Scene(app))
                app.stack.apply_pending()
                t0 = time.perf_counter()
                kept = replays.load(path)
                viewer = ReplayScene(app, kept.game, kept.setup, kept.seed, kept.actions, kept.bots)
                app.stack.push(viewer.board)
                app.stack.push(viewer)
                app.stack.apply_pending()
                app.render()
                times.append((time.perf_counter() - t0) * 1000)
                _close_viewer(app)
            record("replay.open_history_entry.median", statistics.median(times), "ms", f"the bar {OPEN_BAR_MS:.0f} ms", OPEN_BAR_MS)
            # stepping: one action forward and the frame that shows it; then one back (a seek)
            ReplayScene.open(app, session, {})
            app.stack.apply_pending()
            watching = app.stack.top
            assert isinstance(watching, ReplayScene)
            viewer = watching
            forward, forward_frame, back = [], [], []
            stride = max(1, viewer.replay.length // steps)
            for k in range(steps):
                viewer.seek(min(viewer.replay.length - 1, k * stride))
                app.render()
                t0 = time.perf_counter()
                viewer.forward()  # the step's own work: the action, the log lines, the board's update
                t1 = time.perf_counter()
                app.render()  # and the frame that shows it (the board's ordinary frame)
                forward.append((t1 - t0) * 1000)
                forward_frame.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                viewer.seek(viewer.replay.step - 1)
                back.append((time.perf_counter() - t0) * 1000)
            empty = "an empty-app frame"
            for label, got in (("step_forward", forward), ("step_forward_with_frame", forward_frame), ("step_back", back)):
                got.sort()
                record(f"replay.{label}.p50_{tag}", statistics.median(got), "ms", empty, anchor)
                record(f"replay.{label}.p95_{tag}", got[int(len(got) * 0.95) - 1], "ms", empty, anchor)
            print(f"  (bars: open <= {OPEN_BAR_MS:.0f} ms; a step <= one frame, {FRAME_MS:.1f} ms)")
        finally:
            h.close()


if __name__ == "__main__":
    bench_replay()
