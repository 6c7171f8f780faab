"""A campaign's saves on a board: its own slot, autosave after every combat and map move, ironman,
and the profile's count of campaigns won (issue #11 "Campaign saves", DC-SEC-01).

Several campaigns stand side by side: each gets a slot of its own the first time it is saved
(``campaign-1``, ``campaign-2``... or ``ironman-1``...), kept in the save's meta beside the
campaign's id, so a campaign reopened next week saves where it always did. The manual Save and the
autosave write that one slot (its backup keeps the save before, except in ironman, see
``saves.ironman``). Autosave: every change of ``turn_owner``, which in a campaign changes on every
map move and every combat's start and end (``DesconfrontoGame.turn_owner``); an ironman campaign is
saved after every action, so no state the player walked away from can be reopened.

Undo: the session's own barriers (``game.core.session``) already stop undo at every change of turn
owner, and a lost combat changes it (its phase leaves the combat), so nothing before a lost combat
can be taken back — in ironman as in any campaign; and a reopened save starts with no undo at all.

A won campaign (the game over with result ``won``) is counted once in the player profile by its id.
"""

from __future__ import annotations

import re
import secrets
from typing import Any

from saves import ironman
from saves.profile import load_profile, record_win

_SLOT = re.compile(r"(campaign|ironman)-[0-9]{1,6}")
_ID = re.compile(r"[0-9a-f]{32}")


def is_campaign(session: Any) -> bool:
    return isinstance(session.setup, dict) and session.setup.get("mode") == "campaign"


def campaign_meta(meta: dict[str, Any]) -> dict[str, Any]:
    """The campaign's part of the save meta (its id, and its slot once chosen), made if missing."""
    part = meta.get("campaign")
    if not isinstance(part, dict) or not isinstance(part.get("id"), str) or not _ID.fullmatch(part["id"]):
        part = {"id": secrets.token_hex(16)}
        meta["campaign"] = part
    return part


def campaign_slot(store: Any, session: Any, meta: dict[str, Any]) -> str:
    """The campaign's one slot: where it was loaded from, else the one its meta names, else a new one."""
    from saves.store import slot_of

    part = campaign_meta(meta)
    prefix = ironman.PREFIX if ironman.is_ironman(session.setup) else "campaign-"
    loaded = slot_of(session)
    if loaded:  # reopened (or saved already): its slot for good
        part["slot"] = loaded
        return loaded
    slot = part.get("slot")
    if isinstance(slot, str) and _SLOT.fullmatch(slot) and slot.startswith(prefix):
        return slot
    taken = {info.slot for info in _listed(store)}
    n = 1
    while f"{prefix}{n}" in taken or store.path_for(f"{prefix}{n}").exists():
        n += 1
    part["slot"] = f"{prefix}{n}"
    return part["slot"]


def _listed(store: Any) -> list[Any]:
    try:
        return list(store.list())
    except Exception:  # an unreadable folder: the numbering starts at 1, the save says what fails
        return []


def autosave_every(session: Any) -> int:
    """Actions between autosaves when the turn owner does not change: 1 in ironman."""
    return 1 if ironman.is_ironman(session.setup) else 10


def campaigns_done() -> int:
    """The profile's count of campaigns won, for a new campaign's setup (DC-SEC-01)."""
    return load_profile().campaigns_done


def note_end(session: Any, meta: dict[str, Any]) -> bool:
    """After an action: a campaign just won is counted in the profile (once, by its id)."""
    if not is_campaign(session):
        return False
    over = session.is_over()
    if over is None or getattr(over, "result", None) != "won":
        return False
    record_win(campaign_meta(meta)["id"])
    return True
