"""Frame-time benchmark of the Hunt's Wandering Market screen for ``make bench`` (bench/frames.py).

The real app, headless, shows the market after horde 1 for a table of four human heroes while the
mouse sweeps over the offers and the hero screen (hover states, tooltips); each ``App.frame``
(events, update, draw, present) is timed in milliseconds.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

SEED = 5


def market_session(players: int = 4, seed: int = SEED):
    """A Hunt at the market after a won first horde (the position is set up, not played)."""
    from game.core.registry import get_game
    from game.core.session import Session
    from game.desconfronto import hunt, outcome
    from game.desconfronto.roster import playable_heroes

    heroes = playable_heroes()[:players]
    s = Session.new(get_game("desconfronto"), {"mode": "hunt", "players": players, "heroes": heroes}, seed)
    st = s.state
    st.forced = ["hit2"] * players  # every tier die at Tier II: no one has to choose
    hunt.begin_horde(st, 1)
    for c in st.creatures:
        c.vigor, c.defeated = 0, True
    outcome.check_end(st)
    s.touch()
    return s


def frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 240) -> list[float]:
    import pygame

    from scenes.harness import Harness
    from scenes.menu import open_board
    from scenes.settings import Settings

    saved = {k: os.environ.get(k) for k in ("TABLEBOUND_CONFIG_DIR",)}
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLEBOUND_CONFIG_DIR"] = tmp
        h = Harness(size=size, save_dir=Path(tmp), config_dir=tmp, settings=Settings())
        try:
            session = market_session()
            h.push(open_board(h.app, session, {"bots": {}}))
            h.advance(10)  # warm the text caches
            out: list[float] = []
            for i in range(frames):
                pos = (i * 13 % size[0], 200 + i * 5 % (size[1] - 300))
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
                t0 = time.perf_counter()
                h.app.frame(1 / 60)
                out.append((time.perf_counter() - t0) * 1000)
            return out
        finally:
            h.close()
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
