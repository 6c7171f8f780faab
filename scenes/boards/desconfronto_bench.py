"""Frame-time benchmark of the desConfronto board for ``make bench``.

``frame_times(size, frames)`` opens the real app headlessly at ``size`` with four
creatures and up to four bot heroes playing at normal animation speed (so the
tray keeps throwing dice) and returns the milliseconds each frame took
(events, update, draw and the scaled present).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from scenes.bench_frames import FRAME_CLOCK  # CPU time, as the anchor (bench/frames.py)

SEED = 11


def _session(seed: int):
    from game.core.registry import get_game
    from game.core.session import Session
    from game.desconfronto.creatures import CREATURES
    from game.desconfronto.roster import playable_heroes

    heroes = playable_heroes()[:4]
    four = sorted(CREATURES, key=lambda c: (CREATURES[c].tier, c))[::12][:4]
    setup = {"players": len(heroes), "heroes": heroes, "creatures": four}
    return Session.new(get_game("desconfronto"), setup, seed)


def frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 600) -> list[float]:
    from scenes.harness import Harness
    from scenes.menu import open_board
    from scenes.settings import Settings

    saved_env = {k: os.environ.get(k) for k in ("TABLEBOUND_CONFIG_DIR", "TABLEBOUND_SAVE_DIR")}
    with tempfile.TemporaryDirectory() as tmp:
        h = Harness(size=size, save_dir=Path(tmp) / "saves", config_dir=Path(tmp) / "config", seed=SEED,
                    settings=Settings(animation_speed="normal"))  # fmt: skip
        try:
            seed = SEED
            session = _session(seed)
            bots = {str(s): "random" for s in range(len(session.state.heroes))}
            h.push(open_board(h.app, session, {"bots": bots}))
            out: list[float] = []
            for _ in range(frames):
                if session.is_over() is not None:  # keep the table busy: a fresh combat
                    seed += 1
                    session = _session(seed)
                    h.app.stack.reset(open_board(h.app, session, {"bots": bots}))
                    h.app.stack.apply_pending()
                start = FRAME_CLOCK()
                h.app.frame(1 / 60)
                out.append((FRAME_CLOCK() - start) * 1000.0)
            return out
        finally:
            h.close()
            for k, v in saved_env.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    w, hgt = (int(x) for x in (args[0] if args else "1920x1080").split("x"))
    frames = int(args[1]) if len(args) > 1 else 600
    times = sorted(frame_times((w, hgt), frames))
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(
        f"desconfronto board {w}x{hgt}: {frames} frames, median {times[len(times) // 2]:.2f} ms, p95 {p95:.2f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
