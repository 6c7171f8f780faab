"""The player-journey layer: the real app, driven only by injected mouse and keys (issue 7 §6).

Each journey gets its own save and config folders; ``launch()`` starts the app on them (a second
call after ``close()`` is a relaunch on the same disk state). Animations are instant and bots act
without delay, so the whole layer runs in well under 3 minutes.
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture
def launch(tmp_path, monkeypatch):
    from game.core import i18n
    from scenes.harness import Harness
    from scenes.settings import Settings

    config, saves = tmp_path / "config", tmp_path / "saves"
    monkeypatch.setenv("TABLEBOUND_CONFIG_DIR", str(config))
    monkeypatch.setenv("TABLEBOUND_SAVE_DIR", str(saves))
    open_apps = []

    def start(language: str = "en", seed: int | None = None):
        """A fresh app on the same folders; ``seed`` is the command line's ``--seed`` (the New game
        screen's seed box starts with it), so a journey that never types one still plays one table."""
        for h in open_apps:
            h.close()
        open_apps.clear()
        settings = Settings(animation_speed="instant")
        settings.language = language
        h = Harness(save_dir=saves, config_dir=config, settings=settings, seed=seed)
        open_apps.append(h)
        return h

    yield start
    for h in open_apps:
        h.close()
    i18n.set_language("en")
