"""Player settings, persisted as JSON in the user config dir.

A missing, unreadable or malformed file gives the defaults (each bad field
falls back on its own), never a crash: settings must not stop the app starting.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (1024, 576))
LANGS = ("en", "pt_BR")
MIN_WINDOW = (320, 180)
MAX_WINDOW = (7680, 4320)


def config_dir() -> Path:
    """``TABLEBOUND_CONFIG_DIR`` (tests, portable installs) or the platform's user config dir."""
    env = os.environ.get("TABLEBOUND_CONFIG_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir("Tablebound", appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: str = "normal"
    language: str = "en"
    colorblind: bool = False
    auto_resolve: bool = True

    # Seconds a bot waits before each action, per animation speed (instant still yields each frame).
    BOT_DELAY = {"slow": 1.2, "normal": 0.6, "fast": 0.2, "instant": 0.0}

    # Multiplier for animation durations (0 = jump straight to the end state).
    ANIM_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}

    @property
    def anim_factor(self) -> float:
        return self.ANIM_FACTOR.get(self.animation_speed, 1.0)

    @property
    def bot_delay(self) -> float:
        return self.BOT_DELAY.get(self.animation_speed, 0.6)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return {"version": 1, **data}

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Keep each valid field, default each invalid one."""
        s = cls()
        if not isinstance(data, dict):
            return s
        size = data.get("window_size")
        if (
            isinstance(size, list)
            and len(size) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in size)
        ):
            w = min(max(size[0], MIN_WINDOW[0]), MAX_WINDOW[0])
            h = min(max(size[1], MIN_WINDOW[1]), MAX_WINDOW[1])
            s.window_size = (w, h)
        for name in ("fullscreen", "colorblind", "auto_resolve"):
            if isinstance(data.get(name), bool):
                setattr(s, name, data[name])
        if data.get("animation_speed") in ANIMATION_SPEEDS:
            s.animation_speed = data["animation_speed"]
        if data.get("language") in LANGS:
            s.language = data["language"]
        return s


SETTING_NAMES = tuple(f.name for f in fields(Settings))


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    try:
        raw = path.read_text(encoding="utf-8")
        return Settings.from_json(json.loads(raw))
    except (OSError, ValueError, UnicodeDecodeError):
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Atomic write (temp file + replace); returns False if the disk refused (the app keeps going)."""
    path = path or settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(settings.to_json(), fh, indent=2)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return False
    return True
