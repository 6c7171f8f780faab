"""The save folder's own key, and the seal that lets a load skip replaying a save from its seed.

Why a key: a checkpoint (a state and the hash of the log that led to it) lets a load start from
that state instead of the seed. A plain hash proves nothing about *how* the state was reached:
anyone with an editor can write any state, hash it, and hash the real log beside it. So a
checkpoint is trusted only when it carries a seal, an HMAC made with a random key kept in the save
folder (``.tablebound-seal``, never inside a save). Only this app, from a session it played or
verified, seals a checkpoint. A file from anywhere else (another machine, a hand edit, a hostile
download) has no valid seal and is replayed from its seed in full, as before.

Loading never writes: a folder without a key simply has no sealed saves. The key is made by the
first save into the folder, and stored only once that save is written.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import secrets
from pathlib import Path
from typing import Any

KEY_NAME = ".tablebound-seal"
_KEY_BYTES = 32
SEAL_VERSION = 1


def key_path(directory: Path) -> Path:
    return directory / KEY_NAME


def read_key(directory: Path) -> bytes | None:
    """The folder's key, or None if it has none (or an unreadable one: then nothing is trusted)."""
    try:
        with open(key_path(directory), "rb") as fh:
            text = fh.read(2 * _KEY_BYTES + 2).strip()
        key = bytes.fromhex(text.decode("ascii"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    return key if len(key) == _KEY_BYTES else None


def folder_key(directory: Path) -> tuple[bytes, bool]:
    """The folder's key and False, or a new key and True when it has none yet (nothing is written:
    ``keep_key`` stores a new key once the save sealed with it is on disk, so a failed first save
    leaves the folder as it was)."""
    key = read_key(directory)
    if key is not None:
        return key, False
    return secrets.token_bytes(_KEY_BYTES), True


def keep_key(directory: Path, key: bytes) -> None:
    """Store a new key. A good key another copy of the app stored meanwhile is kept (the save just
    sealed then replays from its seed when opened, which is safe); a damaged key is replaced."""
    target = key_path(directory)
    tmp = target.with_name(f"{KEY_NAME}.{secrets.token_hex(4)}.new")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(key.hex().encode("ascii"))
            fh.flush()
            os.fsync(fh.fileno())
        if target.exists() and read_key(directory) is None:
            os.replace(tmp, target)
        else:
            with contextlib.suppress(FileExistsError):
                os.link(tmp, target)
    except OSError:  # no key kept: the saves stay good, they only replay from their seed
        pass
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()


def _message(fields: list[Any]) -> bytes:
    return json.dumps([SEAL_VERSION, *fields], sort_keys=True, separators=(",", ":")).encode("utf-8")


def seal(key: bytes, fields: list[Any]) -> str:
    """The seal of ``fields`` (plain JSON values) under ``key``."""
    return hmac.new(key, _message(fields), hashlib.sha256).hexdigest()


def is_sealed(key: bytes | None, fields: list[Any], mac: Any) -> bool:
    """Whether ``mac`` is the seal of ``fields`` under ``key`` (constant-time comparison)."""
    if key is None or not isinstance(mac, str):
        return False
    try:
        return hmac.compare_digest(seal(key, fields), mac)
    except (TypeError, ValueError):  # a non-ASCII "seal" in a hostile file
        return False
