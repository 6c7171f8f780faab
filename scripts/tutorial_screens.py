"""Render every tutorial step's panel as PNGs (docs/tutorials.md): each game, both languages, at
1280x720 and 1920x1080, played by the journeys' injected drags and clicks.

    python scripts/tutorial_screens.py [out-folder]     (default: screenshots/tutorials)

Each step gives ``<game>_<lang>_<width>_<nn>a.png`` (what to do, the place lit) and, when the
step explains, ``…b.png`` (what happened)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(out: Path) -> None:
    from scenes.harness import Harness
    from scenes.settings import Settings
    from tests.journeys.tutorial_player import make_move, settle

    for size in ((1280, 720), (1920, 1080)):
        for lang in ("en", "pt_BR"):
            for game in ("desconfronto", "fortress", "zerywia"):
                tmp = Path(tempfile.mkdtemp())
                settings = Settings(animation_speed="instant")
                settings.language = lang
                h = Harness(size=size, save_dir=tmp / "saves", config_dir=tmp / "config", settings=settings)
                h.click_button("tutorials.menu_button")
                key = next(k for k in h.top.buttons
                           if k.startswith("tutorial:") and h.top.entries[int(k[9:])].scenario.game == game)  # fmt: skip
                h.click_button(key)
                board = h.top
                tracker = board.tutorial.tracker
                for n in range(1, len(board.tutorial.scenario.steps) + 1):
                    h.advance(2)
                    h.screenshot(out / f"{game}_{lang}_{size[0]}_{n:02d}a.png")
                    make_move(h, board, tracker.expected())
                    settle(h, board)
                    if tracker.explaining:
                        h.advance(2)
                        h.screenshot(out / f"{game}_{lang}_{size[0]}_{n:02d}b.png")
                        h.click_button("tutorial.next")
                h.screenshot(out / f"{game}_{lang}_{size[0]}_done.png")
                h.close()
    print(f"written to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "screenshots" / "tutorials")
