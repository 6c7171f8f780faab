"""Player settings, persisted as JSON in the user config dir.

A missing, unreadable or malformed file gives the defaults (each bad field
falls back on its own), never a crash: settings must not stop the app starting.
A bad file is moved aside to ``settings.json.bad`` (so the next save does not
overwrite what the player may want to look at) and the main menu says so once.
Only a regular file of at most ``MAX_SETTINGS_BYTES`` is read: a symlink to
``/dev/zero``, a FIFO or a huge file can neither hang nor exhaust the app.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (1024, 576))
LANGS = ("en", "pt_BR")
MIN_WINDOW = (320, 180)
MAX_WINDOW = (7680, 4320)
MAX_SETTINGS_BYTES = 64 * 1024
_TEMP = re.compile(r"\.settings-.*\.tmp")


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
    volume: int = 80  # sound effects, 0-100 (scenes/sound.py)
    mute: bool = False
    ui_scale: int = 100  # percent, scenes/ui_scale.SCALES (accessibility)
    reduced_motion: bool = False  # fades and cuts instead of flights, tumbles, pans and turns

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
        return cls.read_fields(data)[0]

    @classmethod
    def read_fields(cls, data: Any) -> tuple[Settings, list[str]]:
        """The settings from ``data`` and the names of the fields that were present but invalid."""
        s = cls()
        if not isinstance(data, dict):
            return s, ["(file)"]
        bad: list[str] = []
        size = data.get("window_size")
        if (
            isinstance(size, list)
            and len(size) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in size)
        ):
            w = min(max(size[0], MIN_WINDOW[0]), MAX_WINDOW[0])
            h = min(max(size[1], MIN_WINDOW[1]), MAX_WINDOW[1])
            s.window_size = (w, h)
        elif "window_size" in data:
            bad.append("window_size")
        for name in ("fullscreen", "colorblind", "auto_resolve"):
            if isinstance(data.get(name), bool):
                setattr(s, name, data[name])
            elif name in data:
                bad.append(name)
        for name, allowed in (("animation_speed", ANIMATION_SPEEDS), ("language", LANGS)):
            value = data.get(name)
            if isinstance(value, str) and value in allowed:
                setattr(s, name, value)
            elif name in data:
                bad.append(name)
        volume = data.get("volume")
        if isinstance(volume, int) and not isinstance(volume, bool) and 0 <= volume <= 100:
            s.volume = volume
        elif "volume" in data:
            bad.append("volume")
        if isinstance(data.get("mute"), bool):
            s.mute = data["mute"]
        elif "mute" in data:
            bad.append("mute")
        _read_access(s, data, bad)
        return s, bad


def _read_access(s: Settings, data: dict[str, Any], bad: list[str]) -> None:
    """The accessibility fields (absent in older files: defaults)."""
    from scenes.ui_scale import SCALES

    scale = data.get("ui_scale")
    if isinstance(scale, int) and not isinstance(scale, bool) and scale in SCALES:
        s.ui_scale = scale
    elif "ui_scale" in data:
        bad.append("ui_scale")
    if isinstance(data.get("reduced_motion"), bool):
        s.reduced_motion = data["reduced_motion"]
    elif "reduced_motion" in data:
        bad.append("reduced_motion")


SETTING_NAMES = tuple(f.name for f in fields(Settings))


# Why the last load_settings() fell back on defaults: (translation key, params), shown once by the menu.
_notice: tuple[str, dict[str, Any]] | None = None


def take_notice() -> str:
    """The translated notice about a bad settings file (once; empty when there is none)."""
    global _notice
    if _notice is None:
        return ""
    from game.core.i18n import t

    key, params = _notice
    _notice = None
    params = dict(params)
    if "reason_key" in params:
        params["reason"] = t(params.pop("reason_key"))
    return t(key, **params)


def _read_regular(path: Path) -> bytes | None:
    """The file's bytes if it is a regular file no bigger than the cap; None when it is absent.

    Raises ValueError (with a reason key) for a special file, a huge one, or one that cannot be read."""
    try:
        st = os.stat(path)  # follows symlinks: a link to /dev/zero is judged by /dev/zero
    except FileNotFoundError:
        return None
    except OSError:
        raise ValueError("settings.bad.unreadable") from None
    if not stat.S_ISREG(st.st_mode):
        raise ValueError("settings.bad.not_a_file")
    if st.st_size > MAX_SETTINGS_BYTES:
        raise ValueError("settings.bad.too_big")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        raise ValueError("settings.bad.unreadable") from None
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):  # swapped since stat(): trust nothing
            raise ValueError("settings.bad.not_a_file")
        raw = fh.read(MAX_SETTINGS_BYTES + 1)
    if len(raw) > MAX_SETTINGS_BYTES:
        raise ValueError("settings.bad.too_big")
    return raw


def _parse(raw: bytes) -> Any:
    try:
        return json.loads(raw.decode("utf-8-sig"))  # a BOM (Windows editors) is fine
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ValueError("settings.bad.not_json") from None


def _set_aside(path: Path) -> None:
    """Move the bad file to ``settings.json.bad`` so the next save does not destroy it."""
    with contextlib.suppress(OSError):
        os.replace(path, path.with_name(path.name + ".bad"))


def _remove_stale_temps(folder: Path) -> None:
    with contextlib.suppress(OSError):
        for entry in folder.iterdir():
            if _TEMP.fullmatch(entry.name) and entry.is_file() and not entry.is_symlink():
                with contextlib.suppress(OSError):
                    entry.unlink()


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings; defaults (and a notice for the menu) when the file is bad. Never raises."""
    global _notice
    path = path or settings_path()
    _notice = None
    _remove_stale_temps(path.parent)
    try:
        raw = _read_regular(path)
        if raw is None:
            return Settings()
        settings, bad = Settings.read_fields(_parse(raw))
        if bad == ["(file)"]:
            raise ValueError("settings.bad.not_object")
    except ValueError as exc:
        _notice = ("settings.bad.notice", {"file": path.name + ".bad", "reason_key": str(exc)})
        _set_aside(path)
        return Settings()
    except Exception:  # settings must never stop the app starting
        _notice = (
            "settings.bad.notice",
            {"file": path.name + ".bad", "reason_key": "settings.bad.unreadable"},
        )
        _set_aside(path)
        return Settings()
    if bad:
        _notice = ("settings.bad.fields", {"file": path.name + ".bad", "fields": ", ".join(bad)})
        _set_aside(path)
    return settings


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
