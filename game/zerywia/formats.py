"""Zerywia's state format: the version its JSON carries and the steps that upgrade old saves.

History
-------
1 (the Path of the Chosen One, issue 9): the fields of ``ZerywiaState`` written by
   ``game.core.serial``, with no ``"version"`` key (read as format 1).
2 (issue 13): the Herald's Attack deck (``herald_deck``, ``herald_used``), the heroes still to face
   an Attack (``herald_queue``) and the Epic Battle under way (``epic``); a format-1 game had none
   of them (empty, and no battle).
"""

from __future__ import annotations

from typing import Any

from game.core.migrate import VERSION_KEY, Migrations
from game.zerywia.state import ZerywiaState

MIGRATIONS = Migrations("Zerywia state", current=2)


@MIGRATIONS.step(1)
def _herald_and_epic_battle(data: dict[str, Any]) -> dict[str, Any]:
    for key in ("herald_deck", "herald_used", "herald_queue"):
        data.setdefault(key, [])
    data.setdefault("epic", None)
    return data


def to_json(state: ZerywiaState) -> dict[str, Any]:
    return MIGRATIONS.dump(state)


def from_json(data: Any) -> ZerywiaState:
    if isinstance(data, dict) and VERSION_KEY not in data:  # format 1 carried no version
        data = {**data, VERSION_KEY: 1}
    return MIGRATIONS.load(ZerywiaState, data)
