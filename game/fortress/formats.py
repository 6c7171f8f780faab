"""Heróis & Monstros' state format: the version its JSON carries and the steps that upgrade old saves.

History
-------
1 (releases up to issue 8): the fields of ``FortressState`` written by hand; ``over`` as a list
   ``[result, winners, reason]``; saves from before the phase return, the Invasion window and the
   stalemate rules lack ``combat_base``, ``levels_paid``, ``phase_returns``, ``invasion_col``,
   ``window_seat``, ``stall_since``, ``stall_sig`` and ``draw_votes`` (read as their defaults).
2: the same fields, written from the dataclasses by ``game.core.serial``; every field is always
   present, and ``over`` is an object ``{"result", "winners", "reason"}`` like every other record.
"""

from __future__ import annotations

from typing import Any

from game.core.migrate import Migrations
from game.fortress.state import FORMAT_VERSION, FortressState

MIGRATIONS = Migrations("Heróis & Monstros state", current=FORMAT_VERSION)

# What format 1's reader assumed for a field its save did not have.
_FORMAT1_DEFAULTS: dict[str, Any] = {
    "combat_base": 0,
    "levels_paid": 0,
    "phase_returns": 0,
    "invasion_col": -1,
    "window_seat": -1,
    "stall_since": 1,
    "stall_sig": [],
    "draw_votes": [],
}


@MIGRATIONS.step(1)
def _over_as_object_and_late_fields(data: dict[str, Any]) -> dict[str, Any]:
    for key, default in _FORMAT1_DEFAULTS.items():
        data.setdefault(key, list(default) if isinstance(default, list) else default)
    over = data.get("over")
    if isinstance(over, list):
        if len(over) != 3:
            raise ValueError("'over' should hold result, winners and reason")
        data["over"] = {"result": over[0], "winners": over[1], "reason": over[2]}
    return data


def to_json(state: FortressState) -> dict[str, Any]:
    return MIGRATIONS.dump(state)


def from_json(data: Any) -> FortressState:
    return MIGRATIONS.load(FortressState, data)
