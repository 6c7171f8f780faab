"""Reading hostile JSON safely and writing files atomically.

Reading never trusts the file: its size is capped before anything is parsed,
NaN/Infinity (and floats that overflow to infinity) and repeated keys are
refused, and runaway nesting is caught. Writing goes to a temporary file in
the same directory, is flushed and fsynced, then ``os.replace``d over the
target, so a crash leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import secrets
import shutil
import time
from pathlib import Path
from typing import Any

from saves.errors import SaveError

# A long real game is well under 1 MB; anything this big is hostile or not a save.
MAX_SAVE_BYTES = 20 * 1024 * 1024


class _NotFinite(ValueError):
    def __init__(self, value: str) -> None:
        super().__init__(value)
        self.value = value


class _DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _reject_constant(name: str) -> Any:
    raise _NotFinite(name)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite(text)
    return value


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return out


def strict_decoder() -> json.JSONDecoder:
    """A decoder refusing what ``parse_json`` refuses (NaN, Infinity, repeated keys), for reading a
    value from the middle of a text with ``raw_decode``; its refusals are ValueErrors."""
    return json.JSONDecoder(
        parse_constant=_reject_constant, parse_float=_finite_float, object_pairs_hook=_unique_pairs
    )


def parse_json(raw: bytes) -> Any:
    """Parse save bytes strictly; every failure is a SaveError with a clear reason."""
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError("saves.error.too_big", size=len(raw), limit=MAX_SAVE_BYTES)
    if not raw.strip():
        raise SaveError("saves.error.empty")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError("saves.error.not_utf8") from None
    try:
        return json.loads(
            text,
            parse_constant=_reject_constant,
            parse_float=_finite_float,
            object_pairs_hook=_unique_pairs,
        )
    except _NotFinite as exc:
        raise SaveError("saves.error.not_finite", value=exc.value) from None
    except _DuplicateKey as exc:
        raise SaveError("saves.error.duplicate_key", name=exc.key) from None
    except json.JSONDecodeError as exc:
        raise SaveError("saves.error.not_json", line=exc.lineno, column=exc.colno, detail=exc.msg) from None
    except RecursionError:
        raise SaveError("saves.error.too_deep") from None
    except (ValueError, MemoryError) as exc:  # e.g. an integer with too many digits
        raise SaveError("saves.error.not_json_plain", detail=str(exc)[:120]) from None


def read_json_file(path: Path) -> Any:
    """Read and parse one save file without modifying it."""
    return parse_json(read_bytes(path))


def read_bytes(path: Path) -> bytes:
    """The bytes of one save file (at most ``MAX_SAVE_BYTES``), without modifying it."""
    try:
        st = path.stat()
    except FileNotFoundError:
        raise SaveError("saves.error.not_found", path=str(path)) from None
    except OSError as exc:
        raise SaveError("saves.error.read_failed", path=str(path), detail=exc.strerror or str(exc)) from None
    if not path.is_file():
        raise SaveError("saves.error.not_a_file", path=str(path))
    if st.st_size > MAX_SAVE_BYTES:
        raise SaveError("saves.error.too_big", size=st.st_size, limit=MAX_SAVE_BYTES)
    try:
        with open(path, "rb") as fh:
            # One byte over the cap is enough to know a file grew past it since stat().
            raw = fh.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise SaveError("saves.error.read_failed", path=str(path), detail=exc.strerror or str(exc)) from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError("saves.error.too_big", size=len(raw), limit=MAX_SAVE_BYTES)
    return raw


def encode_json(data: Any) -> bytes:
    """Serialise a save; refuses NaN/Infinity and non-JSON values instead of writing a bad file."""
    try:
        text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        return text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate somewhere in the game's own state
        raise SaveError(
            "saves.error.not_json_value", detail="the game holds text that is not valid Unicode"
        ) from None
    except (TypeError, ValueError, RecursionError):
        raise SaveError(
            "saves.error.not_json_value", detail="the game holds a value a save cannot store"
        ) from None


def encode_save(data: dict[str, Any], last: str, last_text: bytes) -> bytes:
    """``encode_json(data)`` when ``last_text`` is already the encoded value of ``data[last]``, the
    last key: that value is appended as it is instead of being encoded a second time."""
    keys = list(data)
    if not keys or keys[-1] != last:
        return encode_json(data)
    head = encode_json({k: data[k] for k in keys[:-1]})
    return head[:-1] + b"," + json.dumps(last).encode("utf-8") + b":" + last_text + b"}"


def _write_all(fh: Any, data: bytes) -> None:
    # Separate so tests can interrupt a write halfway through.
    fh.write(data)


def _temp_path(target: Path) -> Path:
    return target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")


_TEMP_NAME = re.compile(r"\..+\.[0-9a-f]{8}\.tmp")
_CLEANED: set[str] = set()


STALE_TEMP_S = 120.0  # far longer than any write takes


def remove_stale_temp_files(directory: Path) -> list[Path]:
    """Remove temp files a crash left in ``directory`` during a write; once per folder per process.

    Only this module's own names (``.<file>.<8 hex>.tmp``) are touched, and only once older than
    ``STALE_TEMP_S``: a write in this process never overlaps the listing (saves are synchronous), but
    another copy of the app sharing the folder may be writing one right now."""
    key = os.path.abspath(directory)
    if key in _CLEANED:
        return []
    _CLEANED.add(key)
    removed: list[Path] = []
    try:
        entries = list(directory.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if _TEMP_NAME.fullmatch(entry.name) and not entry.is_symlink() and entry.is_file():
            with contextlib.suppress(OSError):
                if time.time() - entry.stat().st_mtime < STALE_TEMP_S:
                    continue
                entry.unlink()
                removed.append(entry)
    return removed


def _fsync_dir(directory: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open directories, which is fine.
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def atomic_write(target: Path, data: bytes) -> None:
    """Replace ``target`` with ``data`` all at once; on any failure no temp file is left behind."""
    tmp = _temp_path(target)
    try:
        with open(tmp, "xb") as fh:
            _write_all(fh, data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(target.parent)


def atomic_copy(source: Path, target: Path) -> None:
    """Make ``target`` an exact copy of ``source`` atomically (a hard link when the disk allows it)."""
    tmp = _temp_path(target)
    try:
        try:
            os.link(source, tmp)
        except OSError:
            shutil.copy2(source, tmp)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
