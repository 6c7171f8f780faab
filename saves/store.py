"""Save slots in one directory: atomic saves with a backup, autosave, listing and "Continue".

Each slot is ``<slot>.json`` with the previous save of that slot kept as
``<slot>.json.bak``. Loading never writes: if the main file is damaged and
the backup is good, the backup is loaded and the returned info says so.

The backup is only ever replaced by a main file that passed the full check (header, moves,
setup and replay), so a damaged main file can never overwrite a good backup. Temporary files
left by a crash during a write are removed the first time a process lists the folder.
"""

from __future__ import annotations

import contextlib
import os
import re
import weakref
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from game.core.session import Session
from saves.errors import SaveError, english
from saves.jsonio import atomic_copy, atomic_write, encode_json, read_json_file, remove_stale_temp_files
from saves.restore import restore
from saves.schema import build_save, now_iso, parse_time, summary_of
from saves.text import display_text, without_surrogates

AUTOSAVE_SLOT = "autosave"
_SLOT = re.compile(r"[A-Za-z0-9_-]{1,64}")


def default_save_dir() -> Path:
    return Path(platformdirs.user_data_dir("Tablebound", appauthor=False)) / "saves"


@dataclass(frozen=True)
class SaveInfo:
    """What the load screen shows about one save. ``from_backup``/``note`` tell when the backup was used."""

    slot: str
    path: Path
    game: str
    saved_at: str
    summary: str
    ok: bool
    error: str = ""
    from_backup: bool = False
    note: str = ""
    finished: bool = False  # the game in it is over: "Continue" passes it by


@dataclass
class LoadedGame:
    session: Session
    meta: dict[str, Any]
    info: SaveInfo


# When each live session's game began (its first save, or the loaded file's created_at).
# Keyed by id() with a weak reference because Session is an unhashable dataclass.
_created: dict[int, tuple[weakref.ref, str]] = {}


def _remember_created(session: Session, stamp: str) -> None:
    key = id(session)
    if key not in _created:
        weakref.finalize(session, _created.pop, key, None)
    _created[key] = (weakref.ref(session), stamp)


def _created_at(session: Session) -> str | None:
    entry = _created.get(id(session))
    if entry is not None and entry[0]() is session:
        return entry[1]
    return None


def check_slot(slot: str) -> str:
    if not isinstance(slot, str) or not _SLOT.fullmatch(slot):
        raise SaveError("saves.error.bad_slot", slot=str(slot)[:80])
    return slot


def _slot_of(path: Path) -> str:
    name = path.name
    for suffix in (".bak", ".json"):
        name = name.removesuffix(suffix)
    return name


def _sort_key(info: SaveInfo) -> tuple[float, int]:
    try:
        stamp = parse_time(info.saved_at).timestamp()
    except ValueError:
        stamp = 0.0
    # The file time breaks ties between saves made within one clock tick.
    key = _stat_key(info.path)
    return stamp, key[0] if key else 0


def _stat_key(path: Path) -> tuple[int, int, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size, st.st_ino, st.st_ctime_ns


# Files verified in this process, by absolute path and stat key: module-wide so that the app may
# make a new SaveStore per use and still not re-replay every save. _VERIFIED (main files written or
# loaded) lets a save rotate the backup without re-checking; _LISTED holds the load screen's entries.
# Loading never trusts these: it always replays.
_VERIFIED: dict[str, tuple[Any, SaveInfo]] = {}
_LISTED: dict[str, tuple[Any, SaveInfo]] = {}


def _cache_key(path: Path) -> str:
    return os.path.abspath(path)


class SaveStore:
    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_save_dir()

    def path_for(self, slot: str) -> Path:
        return self.directory / f"{check_slot(slot)}.json"

    # --- writing ---------------------------------------------------------
    def save(self, session: Session, slot: str = "manual", meta: dict | None = None) -> SaveInfo:
        path = self.path_for(slot)
        saved_at = now_iso()
        created = _created_at(session) or saved_at
        try:
            data = build_save(session, meta, created, saved_at)
            raw = encode_json(data)
        except SaveError:
            raise
        except Exception as exc:  # every save error is a SaveError with a sentence
            raise SaveError(
                "saves.error.write_unexpected", detail=english("saves.detail.engine_stopped"), debug=repr(exc)
            ) from None
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            self._keep_backup(path)
            atomic_write(path, raw)
        except OSError as exc:
            raise SaveError("saves.error.write_failed", detail=exc.strerror or str(exc)) from None
        _remember_created(session, created)
        finished = session.game.is_over(session.state) is not None
        info = SaveInfo(slot, path, session.game.name, saved_at, data["summary"], True, finished=finished)
        key = _stat_key(path)
        if key is not None:
            _VERIFIED[_cache_key(path)] = (key, info)
            _LISTED[_cache_key(path)] = (self._list_key(path), info)
        return info

    def autosave(self, session: Session, meta: dict | None = None) -> SaveInfo:
        return self.save(session, AUTOSAVE_SLOT, meta)

    def _keep_backup(self, path: Path) -> None:
        """Copy the slot's current file to ``.bak`` — only if it passes the full check (moves, setup
        and replay too, not just the header), so a damaged main file never replaces a good backup."""
        key = _stat_key(path)
        if key is None:
            return
        known = _VERIFIED.get(_cache_key(path))
        if known is None or known[0] != key:
            try:
                restore(read_json_file(path))
            except Exception:  # damaged in any way: keep the old backup rather than this file
                return
            if _stat_key(path) != key:  # changed while it was being checked: trust neither
                return
        atomic_copy(path, path.with_name(path.name + ".bak"))

    # --- reading ---------------------------------------------------------
    def _resolve(self, slot_or_path: str | Path) -> tuple[str, Path]:
        if isinstance(slot_or_path, str) and _SLOT.fullmatch(slot_or_path):
            return slot_or_path, self.path_for(slot_or_path)
        path = Path(slot_or_path)
        return _slot_of(path), path

    def load(self, slot_or_path: str | Path) -> LoadedGame:
        """Load and verify a save by slot name or file path. Raises SaveError; never writes a file."""
        slot, path = self._resolve(slot_or_path)
        try:
            return self._load_file(slot, path)
        except SaveError as main_error:
            backup = path.with_name(path.name + ".bak")
            if path.name.endswith(".bak") or not backup.is_file():
                raise
            try:
                loaded = self._load_file(slot, backup)
            except SaveError:
                raise main_error from None
            note = english("saves.from_backup", error=main_error.reason)
            return LoadedGame(loaded.session, loaded.meta, replace(loaded.info, from_backup=True, note=note))

    def _load_file(self, slot: str, path: Path) -> LoadedGame:
        key = _stat_key(path)
        try:
            session, data = restore(read_json_file(path))
        except SaveError:
            raise
        except Exception as exc:  # last line of defence: a hostile file gives a reason, not a traceback
            raise SaveError(
                "saves.error.unexpected", detail=english("saves.detail.engine_stopped"), debug=repr(exc)[:300]
            ) from None
        _remember_created(session, data["created_at"])
        summary = display_text(data["summary"]) or summary_of(session.game, session)
        finished = session.game.is_over(session.state) is not None
        info = SaveInfo(slot, path, session.game.name, data["saved_at"], summary, True, finished=finished)
        if key is not None and key == _stat_key(path):
            _VERIFIED[_cache_key(path)] = (key, info)
        return LoadedGame(session, without_surrogates(dict(data["meta"])), info)

    @staticmethod
    def _list_key(path: Path) -> Any:
        return _stat_key(path), _stat_key(path.with_name(path.name + ".bak"))

    def _info(self, path: Path) -> SaveInfo:
        key = self._list_key(path)
        known = _LISTED.get(_cache_key(path))
        if known is not None and known[0] == key:
            return known[1]
        try:
            info = self.load(path).info
            # Point at the slot's own file so load(info.path) falls back again and says so.
            info = replace(info, path=path)
        except SaveError as exc:
            stamp = datetime.fromtimestamp(key[0][0] / 1e9, UTC).isoformat() if key[0] else ""
            info = SaveInfo(_slot_of(path), path, "", stamp, "", False, display_text(exc.reason, 400))
        _LISTED[_cache_key(path)] = (key, info)
        return info

    def list(self) -> list[SaveInfo]:
        """Every slot in the directory, newest first; damaged files are listed with ok=False and why."""
        if not self.directory.is_dir():
            return []
        remove_stale_temp_files(self.directory)
        paths = [p for p in self.directory.glob("*.json") if not p.name.startswith(".")]
        infos = [self._info(p) for p in paths]
        return sorted(infos, key=_sort_key, reverse=True)

    def latest(self) -> SaveInfo | None:
        """The newest save that loads and is still being played (for "Continue")."""
        return next((i for i in self.list() if i.ok and not i.finished), None)

    def delete(self, slot: str) -> None:
        """Remove a slot and its backup (the load screen's delete button)."""
        path = self.path_for(slot)
        for p in (path, path.with_name(path.name + ".bak")):
            with contextlib.suppress(FileNotFoundError):
                os.remove(p)
            _VERIFIED.pop(_cache_key(p), None)
            _LISTED.pop(_cache_key(p), None)
