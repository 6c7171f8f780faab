"""Frame times of every board scene, for ``make bench`` (never asserted in tests).

Each board is opened headless with every seat played by the random bot, so
cards move, dice roll and the log fills while frames are timed: the cost of
one ``App.frame`` (events, update, draw, present) in CPU milliseconds (``FRAME_CLOCK``).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# Frames are timed in this process's CPU time (the issues' bars are "frame CPU"), beside an anchor
# timed the same way (bench/frames.py): on a shared machine wall time carries other processes' turns.
FRAME_CLOCK = time.process_time


def _board_names() -> list[str]:
    from game.core.registry import all_games

    return [g.name for g in all_games()]


def frame_times_for(game_name: str, size: tuple[int, int], frames: int, seed: int = 3) -> list[float]:
    from game.core.registry import get_game
    from game.core.session import Session
    from scenes.boards import board_for
    from scenes.harness import Harness
    from scenes.settings import Settings

    game = get_game(game_name)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLEBOUND_CONFIG_DIR"] = tmp
        settings = Settings()
        settings.animation_speed = "fast"
        h = Harness(size=size, save_dir=Path(tmp), config_dir=tmp, settings=settings)
        try:
            setup = [v for v in game.setup_variants() if v.get("mode") != "campaign"][-1]  # not the map (its own scene)
            session = Session.new(game, setup, seed)
            seats = max(1, len(game.seats(session.state)))
            meta = {"bots": {str(i): "random" for i in range(seats)}}
            h.push(board_for(game_name)(h.app, session, meta))
            h.advance(10)  # warm caches: the first frames build card faces
            times = []
            for _ in range(frames):
                t0 = FRAME_CLOCK()
                h.app.frame(1 / 60)
                times.append((FRAME_CLOCK() - t0) * 1000)
            return times
        finally:
            h.close()


def menu_frame_times(size: tuple[int, int], frames: int) -> dict[str, list[float]]:
    """Main menu, game choice, setup, settings and load screens, each timed while the mouse moves."""
    import pygame

    from game.core.registry import get_game
    from scenes.choose_game import ChooseGameScene
    from scenes.harness import Harness
    from scenes.load_game import LoadGameScene
    from scenes.settings_scene import SettingsScene
    from scenes.setup_scene import SetupScene

    out: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLEBOUND_CONFIG_DIR"] = tmp
        h = Harness(size=size, save_dir=Path(tmp), config_dir=tmp)
        try:
            scenes = {
                "menu": None,
                "choose_game": lambda: ChooseGameScene(h.app),
                "setup_desconfronto": lambda: SetupScene(h.app, get_game("desconfronto")),
                "settings": lambda: SettingsScene(h.app),
                "load": lambda: LoadGameScene(h.app),
            }
            for name, make in scenes.items():
                if make is not None:
                    h.push(make())
                h.advance(5)
                times = []
                for i in range(frames):
                    pos = (i * 7 % size[0], i * 3 % size[1])
                    pygame.event.post(
                        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
                    )
                    t0 = FRAME_CLOCK()
                    h.app.frame(1 / 60)
                    times.append((FRAME_CLOCK() - t0) * 1000)
                out[name] = times
                if make is not None:
                    h.app.stack.pop()
                    h.advance(2)
        finally:
            h.close()
    return out


def board_frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 240) -> dict[str, list[float]]:
    """Every board (bots playing) and every menu scene."""
    out = {name: frame_times_for(name, size, frames) for name in _board_names()}
    out.update(menu_frame_times(size, frames))
    return out
