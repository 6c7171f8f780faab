"""Frame-time benchmark of the Zerywia board with the dice tray rolling, for ``make bench``.

``frame_times(size, frames)`` opens the real app headless at ``size`` on a Challenge at its
Determination (a seeded game played to it), and keeps the tray busy: every half second the dice
are thrown again (the tray's own animation of the faces the core holds; no rule runs) while the
frames are timed (events, update, draw and the scaled present), in milliseconds.
"""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

from scenes.bench_frames import FRAME_CLOCK  # CPU time, as the anchor (bench/frames.py)

SEED = 3
REROLL_EVERY = 30  # frames


def _session():
    from game.core.session import Session
    from game.zerywia.game import ZerywiaGame

    for seed in range(SEED, SEED + 40):
        session = Session.new(ZerywiaGame(), {"heroes": ["goryv", "svara"]}, seed)
        rng = random.Random(seed)
        for _ in range(300):
            st = session.state
            if st.step == "challenge" and st.challenge is not None and st.challenge.phase == "determination":
                return session
            legal = session.legal_actions()
            if not legal or session.is_over() is not None:
                break
            session.apply(rng.choice(legal))
    raise RuntimeError("no seed reaches a Determination")


def frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 240) -> list[float]:
    from scenes.harness import Harness
    from scenes.menu import open_board
    from scenes.settings import Settings

    saved_env = {k: os.environ.get(k) for k in ("TABLEBOUND_CONFIG_DIR", "TABLEBOUND_SAVE_DIR")}
    with tempfile.TemporaryDirectory() as tmp:
        h = Harness(size=size, save_dir=Path(tmp) / "saves", config_dir=Path(tmp) / "config",
                    settings=Settings(animation_speed="normal"))  # fmt: skip
        try:
            session = _session()
            h.push(open_board(h.app, session, {"bots": {}}))
            h.advance(5)
            board = h.top
            out: list[float] = []
            for i in range(frames):
                if i % REROLL_EVERY == 0:
                    tray = board.table.tray
                    tray.throw([d.icon_name for d in tray.dice], kinds=[d.kind for d in tray.dice])
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
