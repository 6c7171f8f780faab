import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture
def dirs(tmp_path, monkeypatch):
    """Config and save dirs in tmp: tests never touch the real user folders."""
    config, saves = tmp_path / "config", tmp_path / "saves"
    monkeypatch.setenv("TABLEBOUND_CONFIG_DIR", str(config))
    monkeypatch.setenv("TABLEBOUND_SAVE_DIR", str(saves))
    return config, saves


@pytest.fixture
def harness(dirs):
    from game.core import i18n
    from scenes.harness import Harness
    from scenes.settings import Settings

    config, saves = dirs
    h = Harness(save_dir=saves, config_dir=config, seed=7, settings=Settings(animation_speed="instant"))
    yield h
    h.close()
    i18n.set_language("en")
