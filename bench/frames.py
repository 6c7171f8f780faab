"""Frames and idle CPU, beside an empty-app frame."""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import record


def _median_empty_frame(app: Any) -> float:
    """Milliseconds to draw one frame of the app showing an empty scene (median of 120)."""
    from scenes.stack import Scene

    app.stack.reset(Scene(app))
    app.stack.apply_pending()
    times = []
    for _ in range(120):
        t0 = time.perf_counter()
        app.render()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def _median_empty_app_frame(app: Any) -> float:
    """CPU milliseconds for one drawn frame of the app showing an empty scene (median of 120), on
    the path and the clock every board and menu row is timed with (``scenes.bench_frames``):
    ``App.frame`` — events, the scene's and pygame_gui's updates, the draw — in this process's CPU
    time. The redraw is asked for each time, since an idle app draws nothing. (Until 3 Dec this
    anchor timed ``App.render`` alone in wall time: the rows carried the frame's update work the
    anchor had not, and on a shared machine both carried the other processes' time.)"""
    from scenes.bench_frames import FRAME_CLOCK
    from scenes.stack import Scene

    app.stack.reset(Scene(app))
    app.stack.apply_pending()
    times = []
    for _ in range(120):
        app.request_redraw()
        t0 = FRAME_CLOCK()
        app.frame(1 / 60)
        times.append((FRAME_CLOCK() - t0) * 1000)
    return statistics.median(times)


def empty_frame_ms(size: tuple[int, int] = (1920, 1080)) -> float:
    """The anchor for every frame figure: the median cost of drawing one frame of an empty app."""
    from scenes.harness import Harness
    from scenes.settings import Settings

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLEBOUND_CONFIG_DIR"] = tmp
        h = Harness(size=size, save_dir=Path(tmp), config_dir=tmp, settings=Settings())
        try:
            return _median_empty_app_frame(h.app)
        finally:
            h.close()


def bench_frames() -> None:
    try:
        from scenes.bench_frames import board_frame_times
    except ImportError:
        print("frames: scenes.bench_frames missing, skipped")
        return
    anchor = empty_frame_ms()
    record("frame.anchor.empty_frame_1920x1080", anchor, "ms")
    for name, times in board_frame_times((1920, 1080), frames=240).items():
        times = sorted(times)
        empty = "an empty-app frame"
        record(f"frame.{name}.p50_1920x1080", statistics.median(times), "ms", empty, anchor)
        record(f"frame.{name}.p95_1920x1080", times[int(len(times) * 0.95) - 1], "ms", empty, anchor)
    from scenes.boards.desconfronto_hunt_bench import frame_times as hunt_market_frames

    market = hunt_market_frames((1920, 1080), frames=240)  # the Hunt's market between combats (issue 10)
    record(
        "frame.dc_hunt_market.p50_1920x1080", statistics.median(market), "ms", "an empty-app frame", anchor
    )
    from scenes.boards.desconfronto_map_bench import frame_times as map_frames

    sempreterna = map_frames((1920, 1080), frames=240)  # the campaign map, all 36 cards face up (issue 11)
    record(
        "frame.dc_campaign_map.p50_1920x1080", statistics.median(sempreterna), "ms", "an empty-app frame", anchor
    )
    from scenes.boards.desconfronto_boss_bench import frame_times as boss_frames

    boss = boss_frames((1920, 1080), frames=240)  # the Boss playmat at its first threshold (issue 10)
    record("frame.dc_boss_playmat.p50_1920x1080", statistics.median(boss), "ms", "an empty-app frame", anchor)
    from scenes.boards.zerywia_bench import frame_times as zw_tray_frames

    tray = zw_tray_frames((1920, 1080), frames=240)  # the Zerywia board, its dice tray rolling (issue 9)
    record("frame.zw_challenge_tray.p50_1920x1080", statistics.median(tray), "ms", "an empty-app frame", anchor)
    from scenes.boards.desconfronto_coliseum_bench import frame_times as coliseum_frames

    arena = sorted(coliseum_frames((1920, 1080), frames=240))  # the Coliseum, four heroes and beasts (issue 12)
    record("frame.dc_coliseum.p50_1920x1080", statistics.median(arena), "ms", "an empty-app frame", anchor)
    record("frame.dc_coliseum.p95_1920x1080", arena[int(len(arena) * 0.95) - 1], "ms", "an empty-app frame", anchor)


def bench_idle(size: tuple[int, int] = (1920, 1080), seconds: float = 5.0) -> None:
    """CPU of a settled board with nobody moving (the app should sleep), beside an anchor taken in
    the same run: the cost of drawing one frame of an empty app. The ratio reads "an idle second
    costs as much as drawing N empty frames" and stays comparable across machines."""
    from game.core.registry import get_game
    from game.core.session import Session
    from scenes.boards import board_for
    from scenes.harness import Harness
    from scenes.settings import Settings

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLEBOUND_CONFIG_DIR"] = tmp
        h = Harness(size=size, save_dir=Path(tmp), config_dir=tmp, settings=Settings())
        try:
            app = h.app
            anchor = _median_empty_frame(app)
            record(f"idle.anchor.empty_frame_{size[0]}x{size[1]}", anchor, "ms")
            for name in ("desconfronto", "fortress", "zerywia"):
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
