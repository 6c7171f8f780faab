"""Ironman campaigns: one save slot, overwritten on every save, that cannot be reloaded to undo a defeat.

A session whose setup says ``"ironman": true`` is saved only into one slot (named ``ironman-...`` when
it is first saved): the first slot it is saved to (or loaded from) is its slot for good, and a save under another name is
refused (no "save as"). Its backup is rewritten with the same bytes as the main file on every save,
so a damaged main file falls back on the *same* state, never an older one (the backup of an ordinary
slot holds the save before). And where several files in the folder hold the same ironman campaign
(a copy made by hand before a defeat), only the one with the most moves opens: the others are listed
with the reason, and loading one is refused. A campaign is known by its game and the time its first
save was made (``created_at``, to the microsecond), which every later save of it repeats.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from saves.errors import SaveError

PREFIX = "ironman-"


def is_ironman(setup: Any) -> bool:
    return isinstance(setup, dict) and setup.get("ironman") is True


def check_slot(setup: Any, slot: str, bound: str) -> None:
    """Refuse saving an ironman session into any slot but its own (``bound``: the one it is tied to,
    empty before its first save)."""
    if not is_ironman(setup):
        return
    if (bound and slot != bound) or (not bound and not slot.startswith(PREFIX)):
        raise SaveError("dcsave.error.ironman_slot")


def identity(info: Any) -> tuple[str, str] | None:
    """(game, created_at) of a listed ironman save, None for any other."""
    header = getattr(info, "header", None)
    if not getattr(info, "ok", False) or header is None or header.campaign is None:
        return None
    return (header.game, header.created_at) if header.campaign.ironman else None


def latest_moves(infos: Iterable[Any]) -> dict[tuple[str, str], int]:
    """The most moves any listed file of each ironman campaign holds."""
    most: dict[tuple[str, str], int] = {}
    for info in infos:
        key = identity(info)
        if key is not None:
            most[key] = max(most.get(key, 0), info.header.moves)
    return most


def older_copy_error(moves: int, latest: int) -> SaveError:
    return SaveError("dcsave.error.ironman_older", moves=moves, latest=latest)
