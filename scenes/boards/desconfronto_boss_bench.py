"""Frame-time benchmark of the Boss playmat for ``make bench`` (bench/frames.py).

The real app, headless, shows the Boss fight for a table of four human heroes at the first
threshold (both summons out, the counter moving, a pillar broken, a crystal holding a soul) while
the mouse sweeps over the mat, the playmats and the hand; each ``App.frame`` (events, update,
draw, present) is timed in milliseconds.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

SEED = 5


def boss_session(players: int = 4, seed: int = SEED):
    """A Boss fight at its first threshold (the position is set up, not played)."""
    from game.core.registry import get_game
    from game.core.session import Session
    from game.desconfronto.boss import summons
    from game.desconfronto.roster import playable_heroes

    heroes = playable_heroes()[:players]
    s = Session.new(get_game("desconfronto"), {"mode": "boss", "players": players, "heroes": heroes}, seed)
    st = s.state
    st.creatures[0].vigor = 7
    summons.summon(st, 7)
    b = st.boss
    b.counter, b.pillars["fire"], b.where[0] = 3, 0, "fire"
    b.souls[0] = ["goblin"]
    s.touch()
    return s


def frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 240) -> list[float]:
    import pygame

    from scenes.harness import Harness
    from scenes.menu import open_board
    from scenes.settings import Settings

    saved = os.environ.get("TABLEBOUND_CONFIG_DIR")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLEBOUND_CONFIG_DIR"] = tmp
        h = Harness(size=size, save_dir=Path(tmp), config_dir=tmp, settings=Settings())
        try:
            h.push(open_board(h.app, boss_session(), {"bots": {}}))
            h.advance(10)  # warm the text caches
            out: list[float] = []
            for i in range(frames):
                pos = (i * 13 % size[0], 100 + i * 5 % (size[1] - 200))
                pygame.event.post(
                    pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
                )
                t0 = time.perf_counter()
                h.app.frame(1 / 60)
                out.append((time.perf_counter() - t0) * 1000)
            return out
        finally:
            h.close()
            if saved is None:
                os.environ.pop("TABLEBOUND_CONFIG_DIR", None)
            else:
                os.environ["TABLEBOUND_CONFIG_DIR"] = saved
