"""Finished games kept for the replay viewer (issue #14): one small JSON file per game in
``replays/`` beside ``history.json`` — the setup, the seed and the action log, which is all the viewer
needs (a game is its seed and its actions) — so a history entry in Records opens on the board again.

Written atomically (``jsonio.atomic_write``), never pickled: a file holds plain JSON read back by
name lookup only (``Game.action_from_json``). At most ``KEEP`` files; the oldest are pruned when a new
one is written. A file's name comes from its history record (``name_for``: end time, game, seed,
length), so an entry finds its replay without opening every file. A damaged or tampered file is a
sentence for the player (``ReplayFileError.key``), never a crash. A file this app wrote carries a
seal (``saves/seal.py``: an HMAC under the folder's own key, as the saves' checkpoints do), since its
moves went through the checked ``Session.apply`` as they were played; any other file (edited, copied
from elsewhere) is replayed through the checked ``Game.apply`` on load, and one whose moves the
rules refuse is refused.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.actions import Action
from saves.jsonio import atomic_write, encode_json, parse_json, read_bytes
from saves.seal import folder_key, is_sealed, keep_key, read_key, seal

KEEP = 60
FORMAT = 1
FOLDER = "replays"


class ReplayFileError(ValueError):
    """A replay that cannot be watched: ``key`` is its sentence in the catalogue (``summary.file.*``)."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass
class Recorded:
    """A kept game: what the replay viewer opens."""

    game: Any
    setup: dict[str, Any]
    seed: int
    actions: list[Action]
    bots: dict[int, str] = field(default_factory=dict)
    record: dict[str, Any] = field(default_factory=dict)


def folder_in(config: Path) -> Path:
    return config / FOLDER


def name_for(record: dict[str, Any]) -> str:
    """The file name of a history record's replay: its end time first, so names sort oldest first."""
    stamp = re.sub(r"[^0-9]", "", str(record.get("ended_at", "")))[:14] or "0"
    game = re.sub(r"[^a-z0-9_]", "", str(record.get("game", "")).lower())[:32] or "game"
    return f"{stamp}-{game}-{int(record.get('seed', 0))}-{int(record.get('actions', 0))}.json"


def keep(config: Path, session: Any, record: dict[str, Any], bots: dict[int, str] | None = None) -> Path:
    """Write ``session``'s replay for its history ``record``; prune the oldest beyond ``KEEP``."""
    game = session.game
    data = {
        "format": FORMAT,
        "game": game.name,
        "setup": session.setup,
        "seed": int(session.seed),
        "actions": [game.action_to_json(a) for a in session.actions],
        "bots": {str(k): str(v) for k, v in (bots or {}).items()},
        "record": record,
    }
    folder = folder_in(config)
    folder.mkdir(parents=True, exist_ok=True)
    key, new_key = folder_key(folder)
    data["seal"] = seal(key, _sealed_fields(data))
    path = folder / name_for(record)
    atomic_write(path, encode_json(data))
    if new_key:
        keep_key(folder, key)
    prune(folder)
    return path


def _sealed_fields(data: dict[str, Any]) -> list[Any]:
    return [data.get("game"), data.get("setup"), data.get("seed"), data.get("actions")]


def prune(folder: Path, keep_count: int = KEEP) -> None:
    files = sorted(p for p in folder.glob("*.json") if p.is_file())
    for old in files[: max(0, len(files) - keep_count)]:
        with contextlib.suppress(OSError):
            old.unlink()


def find(config: Path, record: dict[str, Any]) -> Path | None:
    path = folder_in(config) / name_for(record)
    return path if path.is_file() else None


def load(path: Path) -> Recorded:
    """Read a kept replay (or raise ``ReplayFileError``): the file, its game, setup and every move,
    each checked against the rules from the seed."""
    from game.core.registry import get_game
    from saves.errors import SaveError

    try:
        data = parse_json(read_bytes(path))
    except SaveError:
        raise ReplayFileError("summary.file.unreadable") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayFileError("summary.file.damaged")
    try:
        game = get_game(str(data["game"]))
    except Exception:  # not a game this build knows (or one whose content failed to load)
        raise ReplayFileError("summary.file.unknown_game") from None
    setup, seed, moves = data.get("setup"), data.get("seed"), data.get("actions")
    if not isinstance(setup, dict) or type(seed) is not int or not isinstance(moves, list):
        raise ReplayFileError("summary.file.damaged")
    try:
        setup = game.normalize_setup(setup)
        actions = [game.action_from_json(m) for m in moves]
    except Exception:
        raise ReplayFileError("summary.file.damaged") from None
    if not is_sealed(read_key(path.parent), _sealed_fields(data), data.get("seal")):
        check_moves(game, setup, seed, actions)  # not this app's own file: every move checked
    raw_bots = data.get("bots")
    bots = {int(k): str(v) for k, v in raw_bots.items() if str(k).isdigit()} if isinstance(raw_bots, dict) else {}
    raw_record = data.get("record")
    record: dict[str, Any] = raw_record if isinstance(raw_record, dict) else {}
    return Recorded(game, setup, seed, actions, bots, record)


def check_moves(game: Any, setup: dict[str, Any], seed: int, actions: list[Action]) -> None:
    """Every move legal where it was made (the checked ``apply``), or the file is refused."""
    from game.core.actions import IllegalAction

    try:
        state = game.new_game(setup, seed)
        for a in actions:
            game.apply(state, a)
    except IllegalAction:
        raise ReplayFileError("summary.file.illegal") from None
    except Exception:
        raise ReplayFileError("summary.file.damaged") from None
