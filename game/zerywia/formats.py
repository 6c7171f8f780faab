"""Zerywia's state format: what an older save's state lacks, read as it then was.

History
-------
1 (issue 9): the Path of the Chosen One only; no ``setup["scenario"]``, a Solo hero always given
   Borovil's Heart, no pending choice and none of the Memory of the World's Nix fields.
2 (issue 13): ``setup["scenario"]`` ("path" | "memory"), ``setup["solo_extra"]`` where the Solo
   card was fixed (format 1's setups), ``pending``, ``nix_todo``, ``to_threat``, ``after_attack``.
"""

from __future__ import annotations

import copy
from typing import Any

FORMAT_VERSION = 2

_FORMAT1_DEFAULTS: dict[str, Any] = {"pending": None, "nix_todo": [], "to_threat": [], "after_attack": ""}
_LEGACY_SOLO_EXTRA = "borovils_heart"  # setup.LEGACY_SOLO_EXTRA (setup imports the state: kept apart)


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """A state's JSON at the current format (format 1's upgraded as its setup normalizes today)."""
    if "nix_todo" in data:
        return data
    data = copy.deepcopy(data)
    for key, default in _FORMAT1_DEFAULTS.items():
        data.setdefault(key, copy.copy(default))
    setup = data.get("setup")
    if isinstance(setup, dict) and "scenario" not in setup:
        if isinstance(setup.get("heroes"), list) and len(setup["heroes"]) == 1:
            setup.setdefault("solo_extra", _LEGACY_SOLO_EXTRA)
        setup["scenario"] = "path"
    return data
