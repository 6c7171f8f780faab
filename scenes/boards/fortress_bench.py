"""Frame-time benchmark of the fortress board for ``make bench``: bots play every seat, headless."""

from __future__ import annotations

import os
import tempfile

from scenes.bench_frames import FRAME_CLOCK  # CPU time, as the anchor (bench/frames.py)


def frame_times(
    size: tuple[int, int] = (1920, 1080),
    frames: int = 300,
    players: int = 2,
    speed: str = "normal",
    seed: int = 7,
) -> list[float]:
    """Milliseconds per frame (scene ``update`` + ``draw`` + present at ``size``) while bots play."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.core.session import Session
    from game.fortress import GAME
    from scenes.harness import Harness
    from scenes.menu import open_board
    from scenes.settings import Settings

    with tempfile.TemporaryDirectory() as tmp:
        h = Harness(
            size=size,
            save_dir=f"{tmp}/saves",
            config_dir=f"{tmp}/config",
            seed=seed,
            settings=Settings(animation_speed=speed),
        )
        try:
            session = Session.new(GAME, {"players": players}, seed)
            bots = {str(i): "greedy" for i in range(players)}
            h.push(open_board(h.app, session, {"bots": bots}))
            board = h.top
            app = h.app
            out: list[float] = []
            dt = 1 / 60
            for _ in range(frames):
                start = FRAME_CLOCK()
                board.update(dt)
                app.ui.update(dt)
                app.render()
                app.stack.apply_pending()
                out.append((FRAME_CLOCK() - start) * 1000.0)
                if app.stack.top is not board:  # game over banner: keep measuring the board under it
                    app.stack.pop()
                    app.stack.apply_pending()
            return out
        finally:
            h.close()


def p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


if __name__ == "__main__":
    for size in ((1280, 720), (1920, 1080)):
        ts = frame_times(size, 300)
        print(f"fortress board {size[0]}x{size[1]}: p95 {p95(ts):.2f} ms, mean {sum(ts) / len(ts):.2f} ms")
