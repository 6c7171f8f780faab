"""Save slots in one directory: atomic saves with a backup, autosave, listing and "Continue".

Each slot is ``<slot>.json`` with the previous save of that slot kept as
``<slot>.json.bak``. Loading never writes: if the main file is damaged and
the backup is good, the backup is loaded and the returned info says so.

Listing (the menu's "Continue", the Load screen) reads each save's header (``saves.header``): for
a file as this app wrote it, only its first bytes; nothing is replayed and no game is imported.
Any other file (edited by hand, an older release's, one whose header is damaged) is verified in
full before it is listed, as every save used to be, so a damaged header never hides a good save.
Opening a save always verifies it (``saves.restore``), from its last sealed checkpoint when the
folder's key (``saves.seal``) vouches for it, else from the seed.

The backup is only ever replaced by a main file that passed the full check (header, moves,
setup and replay), so a damaged main file can never overwrite a good backup. Temporary files
left by a crash during a write are removed the first time a process lists the folder.
"""

from __future__ import annotations

import builtins
import contextlib
import os
import re
import weakref
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from saves import ironman
from saves.action_log import ActionLog
from saves.checkpoints import Chain, parse_chain
from saves.errors import SaveError, english
from saves.header import Header, build_header, check_header, fast_header, header_line
from saves.jsonio import (
    atomic_copy,
    atomic_write,
    encode_save,
    read_bytes,
    remove_stale_temp_files,
)
from saves.log_parse import parse_save
from saves.seal import folder_key, keep_key, key_path, read_key
from saves.text import display_text, without_surrogates
from saves.times import now_iso, parse_time

if TYPE_CHECKING:
    from game.core.protocol import Game
    from game.core.session import Session

AUTOSAVE_SLOT = "autosave"
_SLOT = re.compile(r"[A-Za-z0-9_-]{1,64}")


def default_save_dir() -> Path:
    import platformdirs  # here, as in scenes.settings: a start with its folders given never needs it

    return Path(platformdirs.user_data_dir("Tablebound", appauthor=False)) / "saves"


def restore(
    data: Any, key: bytes | None = None, raw: bytes | None = None, texts: list[bytes] | None = None
) -> tuple[Session, dict[str, Any]]:
    """``saves.restore.restore``, imported when a save is first opened: listing saves (the app's
    start) reads headers only and needs none of the verification code."""
    from saves.restore import restore as verify

    return verify(data, key, raw, texts)


def build_save(
    session: Session,
    meta: dict[str, Any] | None,
    created_at: str,
    saved_at: str,
    previous: Chain | None,
    key: bytes | None,
    log: ActionLog,
) -> tuple[dict[str, Any], Chain, bytes]:
    """``saves.schema.build_save``, imported when a game is first saved (as ``restore``: the kernel's
    protocol, which the schema needs, is not part of the menu's start)."""
    from saves.schema import build_save as build

    return build(session, meta, created_at, saved_at, previous, key, log)


def summary_of(game: Game, session: Session) -> str:
    """``saves.schema.summary_of``, imported on first use (see ``build_save``)."""
    from saves.schema import summary_of as summary

    return summary(game, session)


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
    header: Header | None = None  # what the menu and the Load screen word in the language shown


@dataclass
class LoadedGame:
    session: Session
    meta: dict[str, Any]
    info: SaveInfo


@dataclass(frozen=True)
class _Remembered:
    created_at: str
    chain: Chain | None  # the checkpoints this session last wrote or was verified with
    log: ActionLog  # its actions' JSON forms, so a save encodes only the new ones
    slot: str = ""  # the slot it was last saved to or loaded from (an ironman campaign's only slot)


# When each live session's game began (its first save, or the loaded file's created_at) and its
# checkpoints. Keyed by id() with a weak reference because Session is an unhashable dataclass.
_sessions: dict[int, tuple[weakref.ref[Session], _Remembered]] = {}


def _remember(session: Session, stamp: str, chain: Chain | None, log: ActionLog, slot: str = "") -> None:
    key = id(session)
    if key not in _sessions:
        weakref.finalize(session, _sessions.pop, key, None)
    _sessions[key] = (weakref.ref(session), _Remembered(stamp, chain, log, slot))


def _remembered(session: Session) -> _Remembered | None:
    entry = _sessions.get(id(session))
    if entry is not None and entry[0]() is session:
        return entry[1]
    return None


def slot_of(session: Session) -> str:
    """The slot ``session`` was last saved to or loaded from ("" before either)."""
    known = _remembered(session)
    return known.slot if known is not None else ""


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
    def save(self, session: Session, slot: str = "manual", meta: dict[str, Any] | None = None) -> SaveInfo:
        path = self.path_for(slot)
        saved_at = now_iso()
        known = _remembered(session)
        ironman.check_slot(session.setup, slot, known.slot if known is not None else "")
        created = known.created_at if known is not None else saved_at
        seal_key, fresh = folder_key(self.directory)
        log = known.log if known is not None else ActionLog()
        try:
            try:
                data, chain, text = build_save(
                    session, meta, created, saved_at, known.chain if known else None, seal_key, log
                )
                raw = encode_save(data, "actions", text)
            except SaveError:
                if known is None:
                    raise
                # The forms kept from a loaded file would not write (text that is not valid Unicode):
                # every action is encoded afresh, and new checkpoints are taken.
                log = ActionLog()
                data, chain, text = build_save(session, meta, created, saved_at, None, seal_key, log)
                raw = encode_save(data, "actions", text)
        except SaveError:
            raise
        except Exception as exc:  # every save error is a SaveError with a sentence
            raise SaveError(
                "saves.error.write_unexpected", detail=english("saves.detail.engine_stopped"), debug=repr(exc)
            ) from None
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            if ironman.is_ironman(session.setup):
                # The backup is this very save (saves.ironman): a damaged file never opens an older state.
                atomic_write(path, raw)
                atomic_write(path.with_name(path.name + ".bak"), raw)
            else:
                self._keep_backup(path)
                atomic_write(path, raw)
        except OSError as exc:
            raise SaveError("saves.error.write_failed", detail=exc.strerror or str(exc)) from None
        if fresh:
            keep_key(self.directory, seal_key)
        _remember(session, created, chain, log, slot)
        header = check_header(data["header"])
        finished = session.game.is_over(session.state) is not None
        info = SaveInfo(
            slot, path, session.game.name, saved_at, data["summary"], True, finished=finished, header=header
        )
        key = _stat_key(path)
        if key is not None:
            _VERIFIED[_cache_key(path)] = (key, info)
            listed = replace(info, summary=header_line(header)) if header is not None else info
            _LISTED[_cache_key(path)] = (self._list_key(path), listed)
        return info

    def autosave(self, session: Session, meta: dict[str, Any] | None = None) -> SaveInfo:
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
                raw = read_bytes(path)
                parsed, texts = parse_save(raw)
                restore(parsed, read_key(self.directory), raw, texts)
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
            return self._refuse_older(self._load_file(slot, path))
        except SaveError as main_error:
            backup = path.with_name(path.name + ".bak")
            if path.name.endswith(".bak") or not backup.is_file():
                raise
            if main_error.key == "dcsave.error.ironman_older":
                raise
            try:
                loaded = self._refuse_older(self._load_file(slot, backup))
            except SaveError:
                raise main_error from None
            note = english("saves.from_backup", error=main_error.reason)
            return LoadedGame(loaded.session, loaded.meta, replace(loaded.info, from_backup=True, note=note))

    def _refuse_older(self, loaded: LoadedGame) -> LoadedGame:
        """An ironman campaign opens only from its latest save in the folder (saves.ironman)."""
        key = ironman.identity(loaded.info)
        if key is None:
            return loaded
        latest = ironman.latest_moves(self.list()).get(key, 0)
        moves = len(loaded.session.actions)
        if latest > moves:
            raise ironman.older_copy_error(moves, latest)
        return loaded

    def _load_file(self, slot: str, path: Path) -> LoadedGame:
        key = _stat_key(path)
        try:
            raw = read_bytes(path)
            parsed, texts = parse_save(raw)
            session, data = restore(parsed, read_key(self.directory), raw, texts)
            chain = parse_chain(data.get("checkpoints"))
            if chain is not None and chain.game_version != data["game_version"]:
                chain = None
        except SaveError:
            raise
        except Exception as exc:  # last line of defence: a hostile file gives a reason, not a traceback
            raise SaveError(
                "saves.error.unexpected", detail=english("saves.detail.engine_stopped"), debug=repr(exc)[:300]
            ) from None
        # Verified: the file's checkpoints (replayed through, or sealed here) serve the next save.
        _remember(session, data["created_at"], chain, ActionLog(session.actions, data["actions"]), slot)
        summary = display_text(data["summary"]) or summary_of(session.game, session)
        finished = session.game.is_over(session.state) is not None
        header = check_header(
            build_header(
                session.game, session.state, len(session.actions), data["saved_at"], data["created_at"]
            )
        )
        info = SaveInfo(
            slot, path, session.game.name, data["saved_at"], summary, True, finished=finished, header=header
        )
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
        slot = _slot_of(path)
        try:
            info = self._described(slot, path)
        except SaveError as exc:
            fallback = self._backup_info(slot, path, exc)
            if fallback is None:
                stamp = datetime.fromtimestamp(key[0][0] / 1e9, UTC).isoformat() if key[0] else ""
                fallback = SaveInfo(slot, path, "", stamp, "", False, display_text(exc.reason, 400))
            info = fallback
        _LISTED[_cache_key(path)] = (key, info)
        return info

    def _described(self, slot: str, path: Path) -> SaveInfo:
        """A listing entry from the save's header; raises SaveError if the file is not a usable save."""
        header = fast_header(path)
        if header is None:
            # Not as this app wrote it (edited, damaged, older, another tool's): verified in full first.
            info = self._load_file(slot, path).info
            return replace(info, summary=header_line(info.header) if info.header else info.summary)
        return SaveInfo(
            slot,
            path,
            header.game,
            header.saved_at,
            header_line(header),
            True,
            finished=header.over,
            header=header,
        )

    def _backup_info(self, slot: str, path: Path, error: SaveError) -> SaveInfo | None:
        """The entry of a slot whose main file is unusable but whose backup is good (it will load)."""
        backup = path.with_name(path.name + ".bak")
        if path.name.endswith(".bak") or not backup.is_file():
            return None
        try:
            info = self._described(slot, backup)
        except SaveError:
            return None
        note = english("saves.from_backup", error=error.reason)
        # Point at the slot's own file so load(info.path) falls back again and says so.
        return replace(info, path=path, from_backup=True, note=note)

    def list(self) -> list[SaveInfo]:
        """Every slot in the directory, newest first; damaged files are listed with ok=False and why."""
        if not self.directory.is_dir():
            return []
        remove_stale_temp_files(self.directory)
        paths = [p for p in self.directory.glob("*.json") if not p.name.startswith(".")]
        infos = [self._info(p) for p in paths]
        latest = ironman.latest_moves(infos)
        for i, info in enumerate(infos):
            key = ironman.identity(info)
            if key is not None and info.header is not None and info.header.moves < latest[key]:
                error = ironman.older_copy_error(info.header.moves, latest[key]).reason
                infos[i] = replace(info, ok=False, error=error)
        return sorted(infos, key=_sort_key, reverse=True)

    def latest(self) -> SaveInfo | None:
        """The newest save still being played, by its header (for "Continue"; opening verifies it)."""
        return next(iter(self.candidates()), None)

    def candidates(self) -> builtins.list[SaveInfo]:
        """Every save "Continue" may open, newest first: if the newest fails its check when opened,
        the next one is tried."""
        return [i for i in self.list() if i.ok and not i.finished]

    def delete(self, slot: str) -> None:
        """Remove a slot and its backup (the load screen's delete button)."""
        path = self.path_for(slot)
        for p in (path, path.with_name(path.name + ".bak")):
            with contextlib.suppress(FileNotFoundError):
                os.remove(p)
            _VERIFIED.pop(_cache_key(p), None)
            _LISTED.pop(_cache_key(p), None)
        # The last save gone, the folder's key goes too: it vouches for nothing any more.
        with contextlib.suppress(OSError):
            if not any(self.directory.glob("*.json")) and not any(self.directory.glob("*.json.bak")):
                key_path(self.directory).unlink(missing_ok=True)
