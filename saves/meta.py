"""The one part of ``meta`` the app acts on: ``bots``, which seats a bot plays.

``meta`` is free JSON for the UI, but the board builds a bot for every entry of
``meta["bots"]``; a malformed entry would crash it on open. So a save whose bots are not
``{"<seat>": "<bot kind>"}`` with canonical seat numbers of this table is refused here, with
the same reason for ``--check-save`` and for the app.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.protocol import Game
from saves.errors import SaveError

_SEAT = re.compile(r"0|[1-9][0-9]{0,2}")


def check_meta(meta: dict[str, Any], game: Game, state: Any) -> None:
    bots = meta.get("bots")
    if bots is None and "bots" not in meta:
        return
    if not isinstance(bots, dict):
        raise SaveError("saves.error.bad_bots")
    from game.ai.bots import BOTS

    try:
        seats = len(game.seats(state))
    except Exception:  # a game that cannot name its seats: only the seat numbers' form is checked
        seats = 0
    for seat, kind in bots.items():
        if not _SEAT.fullmatch(seat) or (seats and int(seat) >= seats):
            raise SaveError("saves.error.bad_bot_seat", seat=repr(seat)[:40])
        if not isinstance(kind, str) or kind not in BOTS:
            raise SaveError("saves.error.bad_bot_kind", seat=seat, kinds=", ".join(sorted(BOTS)))
