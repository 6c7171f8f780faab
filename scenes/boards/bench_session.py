"""Frame times of one board opened on a prepared session, for ``make bench`` (the Boss playmat, the
Coliseum): the mouse wanders over the board while each ``App.frame`` is timed, in milliseconds."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from scenes.bench_frames import FRAME_CLOCK  # CPU time, as the anchor (bench/frames.py)


def session_frame_times(
    session: Any,
    size: tuple[int, int],
    frames: int,
    on_open: Callable[[Any], None] | None = None,
    top: int = 100,
) -> list[float]:
    """``top``: the mouse sweeps the rows from there to as far from the bottom (the board's own band)."""
    import pygame

    from scenes.harness import Harness
    from scenes.menu import open_board
    from scenes.settings import Settings

    saved = os.environ.get("TABLEBOUND_CONFIG_DIR")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLEBOUND_CONFIG_DIR"] = tmp
        h = Harness(size=size, save_dir=Path(tmp), config_dir=tmp, settings=Settings())
        try:
            h.push(open_board(h.app, session, {"bots": {}}))
            if on_open is not None:
                on_open(h.top)
            h.advance(10)  # warm the text caches
            out: list[float] = []
            for i in range(frames):
                pos = (i * 13 % size[0], top + i * 5 % (size[1] - 2 * top))
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
                t0 = FRAME_CLOCK()
                h.app.frame(1 / 60)
                out.append((FRAME_CLOCK() - t0) * 1000)
            return out
        finally:
            h.close()
            if saved is None:
                os.environ.pop("TABLEBOUND_CONFIG_DIR", None)
            else:
                os.environ["TABLEBOUND_CONFIG_DIR"] = saved
