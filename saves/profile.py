"""The player profile: what outlives one save — the campaigns won, across every save (DC-SEC-01).

``profile.json`` in the user config dir (beside the settings; ``TABLEBOUND_CONFIG_DIR`` in tests),
written atomically like every save. ``campaigns_done`` is the number of campaigns won (Gûrthur
beaten): the rulebook's secret endings wait for "your second campaign" (L479), so the New game
screen passes it into a campaign's setup. A won campaign is counted once, by its id (kept in its
save's meta): reloading the won save and winning again counts nothing more.

Bad input loses nothing: a profile that cannot be read (not JSON, not a profile, a special or huge
file, values out of range) is moved aside to ``profile.json.bad`` — to ``.bad.2``, ``.bad.3``... when
that name is taken, so an earlier bad file is never replaced — and the previous good profile, kept
as ``profile.json.bak`` by every write, is used instead; the reason is given once as a sentence
(``take_notice``). A bad file is never copied over the backup: only a profile that was read whole
(or just written from memory) becomes it.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from saves.jsonio import atomic_write

PROFILE_NAME = "profile.json"
MAX_PROFILE_BYTES = 256 * 1024
MAX_CAMPAIGNS = 10_000
_ID = re.compile(r"[0-9a-f]{8,64}")
VERSION = 1


def profile_dir() -> Path:
    """``TABLEBOUND_CONFIG_DIR`` or the platform's user config dir (as ``scenes.settings``)."""
    env = os.environ.get("TABLEBOUND_CONFIG_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir("Tablebound", appauthor=False))


def profile_path() -> Path:
    return profile_dir() / PROFILE_NAME


@dataclass
class Profile:
    won: list[str] = field(default_factory=list)  # the ids of the campaigns won, in order

    @property
    def campaigns_done(self) -> int:
        return len(self.won)

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, "campaigns_done": self.campaigns_done, "won": list(self.won)}


class BadProfile(ValueError):
    """Why a profile file cannot be used: ``key`` names the reason (``dcsave.profile.<key>``)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _read(path: Path) -> bytes | None:
    try:
        st = os.stat(path)  # a symlink is judged by what it points at
    except FileNotFoundError:
        return None
    except OSError:
        raise BadProfile("unreadable") from None
    if not stat.S_ISREG(st.st_mode):
        raise BadProfile("not_a_file")
    if st.st_size > MAX_PROFILE_BYTES:
        raise BadProfile("too_big")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_PROFILE_BYTES + 1)
    except OSError:
        raise BadProfile("unreadable") from None
    if len(raw) > MAX_PROFILE_BYTES:
        raise BadProfile("too_big")
    return raw


def parse(raw: bytes) -> Profile:
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BadProfile("not_json") from None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise BadProfile("not_object")
    won = data.get("won")
    if (
        not isinstance(won, list)
        or len(won) > MAX_CAMPAIGNS
        or not all(isinstance(w, str) and _ID.fullmatch(w) for w in won)
        or len(set(won)) != len(won)
        or data.get("campaigns_done") != len(won)
    ):
        raise BadProfile("bad_fields")
    return Profile(list(won))


# The reason the last load set a bad profile aside: (reason key, the name it was kept under).
_notice: tuple[str, str] | None = None


def take_notice() -> str:
    """The sentence about a bad profile (once; empty when there is none)."""
    global _notice
    if _notice is None:
        return ""
    from game.core.i18n import t

    reason, kept = _notice
    _notice = None
    return t("dcsave.profile.bad", reason=t(f"dcsave.profile.{reason}"), file=kept)


def _aside_name(path: Path) -> Path:
    first = path.with_name(path.name + ".bad")
    if not first.exists():
        return first
    n = 2
    while path.with_name(f"{path.name}.bad.{n}").exists():
        n += 1
    return path.with_name(f"{path.name}.bad.{n}")


def _set_aside(path: Path) -> str:
    target = _aside_name(path)
    with contextlib.suppress(OSError):
        os.replace(path, target)
    return target.name


def load_profile(path: Path | None = None) -> Profile:
    """The profile; its backup if the file is bad (which is set aside); a new one if neither reads.
    Never raises."""
    global _notice
    path = path or profile_path()
    try:
        raw = _read(path)
        if raw is None:
            return Profile()
        return parse(raw)
    except BadProfile as exc:
        _notice = (exc.key, _set_aside(path))
    except Exception:  # the profile must never stop the app
        _notice = ("unreadable", _set_aside(path))
    backup = path.with_name(path.name + ".bak")
    try:
        raw = _read(backup)
        return parse(raw) if raw is not None else Profile()
    except Exception:  # the backup is bad too: set aside as well, so no later write replaces it
        _set_aside(backup)
        return Profile()


def save_profile(profile: Profile, path: Path | None = None) -> bool:
    """Write atomically, the good file there before becoming the backup; False if the disk refused."""
    path = path or profile_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(BadProfile):
            raw = _read(path)
            if raw is not None:
                parse(raw)  # only a profile that reads whole becomes the backup
                atomic_write(path.with_name(path.name + ".bak"), raw)
        atomic_write(path, json.dumps(profile.to_json(), indent=2).encode("utf-8"))
    except OSError:
        return False
    return True


def record_win(campaign_id: str, path: Path | None = None) -> Profile:
    """Count a won campaign once (DC-SEC-01): its id is kept, a second win of the same campaign (its
    save reloaded) adds nothing."""
    profile = load_profile(path)
    if _ID.fullmatch(campaign_id) and campaign_id not in profile.won:
        profile.won.append(campaign_id)
        save_profile(profile, path)
    return profile
