"""Frame-time benchmark of the Coliseum's board for ``make bench`` (bench/frames.py).

The real app, headless, shows a four-hero Coliseum with Condemnation by Beasts past its first round
(Class tokens on the playmats, scores on the track, the deciding human's hand in view) while the
mouse sweeps over the arena, the playmats and the hand; each ``App.frame`` (events, update, draw,
present) is timed in milliseconds.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

SEED = 5
HEROES = ["artan", "kandra", "marzak", "tesser"]


def coliseum_session(seed: int = SEED):
    """A Coliseum played by greedy bots until a token is down and a hero decides at its turn's start."""
    from game.ai.bots import make_bot
    from game.core.registry import get_game
    from game.core.session import Session

    game = get_game("desconfronto")
    s = Session.new(game, {"mode": "coliseum", "players": 4, "heroes": HEROES, "beasts": True}, seed)
    bot = make_bot("greedy", seed)
    for _ in range(400):
        st = s.state
        ready = any(st.coliseum.marks) and st.pending is None and st.phase == "hero" and st.actions_left == 2
        if ready or game.is_over(st) is not None:
            break
        s.apply(bot.choose_for(s))
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
            h.push(open_board(h.app, coliseum_session(), {"bots": {}}))
            board = h.top
            if board.handoff is not None:
                board.hand_over()  # the deciding human has taken the screen: their hand is drawn
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
