"""Sound effects: loaded once, played by name at the settings' volume, silent without a device.

``sounds(app)`` is the app's one player. Without a mixer (``app.audio`` False: no sound device) or
without the files (a stripped install), every call is a quiet no-op, never an error. Boards call
``cue_events`` where they animate events (``scenes/sound_cues.py`` names the effect of each event):
the sound follows the picture, never a rule. A burst (an instant-speed Creature Phase, a bot
playing many actions in one frame) is merged: the same effect twice within ``MERGE_S`` plays once,
and at most ``MAX_BURST`` effects start within that window, so nothing becomes a storm.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Protocol

MERGE_S = 0.06  # about four frames: effects this close together would be heard as one anyway
MAX_BURST = 3
VARIANTS = {"dice": ("dice_1", "dice_2", "dice_3", "dice_4")}  # taken in turn: repeated rolls differ


class Playable(Protocol):
    def set_volume(self, value: float) -> None: ...
    def play(self) -> Any: ...


def sound_dir() -> Path:
    from scenes.theme import art_dir

    return art_dir() / "sounds"


def _mixer_sound(path: Path) -> Playable:
    import pygame

    return pygame.mixer.Sound(str(path))


class Sounds:
    def __init__(
        self,
        settings: Any,
        audio: bool,
        folder: Path | None = None,
        load: Callable[[Path], Playable] = _mixer_sound,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.settings = settings  # read at each play: a volume change is heard at once
        self.clock = clock
        self.loaded: dict[str, Playable] = {}
        self._turn: dict[str, int] = {}
        self._recent: list[tuple[float, str]] = []  # (start time, effect) inside the merge window
        if not audio:
            return
        folder = folder or sound_dir()
        for path in sorted(folder.glob("*.wav")) if folder.is_dir() else []:
            try:
                self.loaded[path.stem] = load(path)
            except Exception:  # a damaged file or a mixer that went away: that effect stays silent
                continue

    def volume(self) -> float:
        s = self.settings
        if getattr(s, "mute", False):
            return 0.0
        return max(0, min(100, int(getattr(s, "volume", 80)))) / 100

    def _pick(self, name: str) -> str:
        names = VARIANTS.get(name)
        if not names:
            return name
        i = self._turn.get(name, 0)
        self._turn[name] = i + 1
        return names[i % len(names)]

    def play(self, name: str) -> bool:
        """Start an effect now; False when it is silent (muted, no device, no file, merged)."""
        volume = self.volume()
        if not self.loaded or volume <= 0:
            return False
        now = self.clock()
        self._recent = [(t0, n) for t0, n in self._recent if now - t0 < MERGE_S]
        if len(self._recent) >= MAX_BURST or any(n == name for _, n in self._recent):
            return False
        sound = self.loaded.get(self._pick(name))
        if sound is None:
            return False
        try:
            sound.set_volume(volume)
            sound.play()
        except Exception:  # the device vanished mid-game: stay silent rather than stop the game
            return False
        self._recent.append((now, name))
        return True

    def play_all(self, names: Iterable[str | None]) -> None:
        for name in names:
            if name:
                self.play(name)


def sounds(app: Any) -> Sounds:
    """The app's player, made (and its files loaded) on first use."""
    player = getattr(app, "_sounds", None)
    if player is None:
        player = Sounds(app.settings, bool(getattr(app, "audio", False)))
        app._sounds = player
    return player


def cue_events(app: Any, game: str, events: Iterable[Any]) -> None:
    """Play the effects of events the board is showing now (merged as above)."""
    from scenes.sound_cues import cue

    sounds(app).play_all(cue(game, e.kind, e.data) for e in events)
