"""Upgrades of older save files, one format step at a time, applied on load.

``@migration(n)`` registers a function that turns a format-``n`` save dict
into a format-``n + 1`` one. Loading walks the chain up to ``CURRENT_FORMAT``,
so a save written by any earlier release still opens. Migrations only reshape
the envelope; a game's own state has its own ``game_version`` and its own
format steps (``game.core.migrate``), which ``upgrade_state`` applies once
the game is known.

Format history
--------------
1 (first release)::

    {"format_version": 1, "game": str, "game_version": int, "setup": {...},
     "seed": int, "actions": [action json...], "state": {...},
     "state_hash": sha256 hex, "created": ISO 8601 UTC}

   No ``kind`` marker, no ``meta`` (bot seats were not saved), no
   ``summary``, one ``created`` time and no separate save time.

2 (current): see ``saves.schema`` — adds ``kind``, ``meta``, ``summary``,
   and splits the time into ``created_at`` and ``saved_at``.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

from game.core.protocol import Game, state_hash
from saves.errors import SaveError

CURRENT_FORMAT = 2
SAVE_KIND = "tablebound-save"

Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}


def migration(from_version: int) -> Callable[[Migration], Migration]:
    """Register the upgrade from ``from_version`` to ``from_version + 1``."""

    def register(fn: Migration) -> Migration:
        if from_version in MIGRATIONS:
            raise ValueError(f"a migration from save format {from_version} is already registered")
        MIGRATIONS[from_version] = fn
        return fn

    return register


def format_version(data: dict[str, Any]) -> int:
    version = data.get("format_version")
    if version is None:
        raise SaveError("saves.error.not_a_save")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("saves.error.bad_format_version", version=version)
    return version


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring a parsed save up to ``CURRENT_FORMAT``; returns a new dict (the input is not changed)."""
    version = format_version(data)
    if version > CURRENT_FORMAT:
        raise SaveError("saves.error.newer_format", version=version, current=CURRENT_FORMAT)
    while version < CURRENT_FORMAT:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError("saves.error.no_migration", version=version)
        try:
            data = step(dict(data))
        except SaveError:
            raise
        except Exception as exc:  # a hostile old file must give a reason, not a traceback
            raise SaveError("saves.error.migration_failed", version=version, detail=_short(exc)) from None
        if data.get("format_version") != version + 1:
            raise SaveError("saves.error.migration_failed", version=version, detail="wrong result version")
        version += 1
    return data


def upgrade_state(data: dict[str, Any], game: Game) -> dict[str, Any]:
    """A save whose game state is an older format of ``game``'s, with the state read through the
    game's own format steps and written again at the current format (``game_version`` and
    ``state_hash`` follow). Call it after checking the stored snapshot against its stored hash: the
    replay is then compared with the upgraded snapshot. A current save is returned unchanged."""
    version = data["game_version"]
    if version == game.format_version:
        return data
    try:
        snapshot = json.loads(json.dumps(game.to_json(game.from_json(data["state"])), allow_nan=False))
    except ValueError as exc:  # the state's fields are not this game's: name them, without Python's words
        raise SaveError("saves.error.migration_failed", version=version, detail=str(exc)[:160]) from None
    except Exception as exc:  # a damaged old state must give a reason, not a traceback
        raise SaveError("saves.error.migration_failed", version=version, detail=_short(exc)) from None
    try:  # the setup the log replays from reads as the state's format now does (the options it added)
        setup = game.upgrade_setup(copy.deepcopy(data["setup"]), version)
    except Exception as exc:
        raise SaveError("saves.error.migration_failed", version=version, detail=_short(exc)) from None
    return {
        **data,
        "setup": setup,
        "game_version": game.format_version,
        "state": snapshot,
        "state_hash": state_hash(snapshot),
    }


def _short(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:160]


@migration(1)
def _format1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    created = data.pop("created", None)
    if not isinstance(created, str):
        raise SaveError("saves.error.field_missing", field="created")
    data["kind"] = SAVE_KIND
    data["created_at"] = created
    data["saved_at"] = created
    data["meta"] = {}
    # Empty: the loader writes a fresh summary from the replayed state.
    data["summary"] = ""
    data["format_version"] = 2
    return data
