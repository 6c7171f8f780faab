"""A save's header: what the main menu and the Load screen show, readable without replaying anything.

The header is written first in the file, so listing a folder reads a few hundred bytes of each
save, not the game inside (``read_header``), and imports no game. It is display only: opening a
save verifies the game itself (``saves.restore``) and a wrong header can never make a bad save
open or a good one fail. Its words are stored language-neutral (a title key, numbers, the seat
names as shown when saved) and are worded in the language on screen now (``header_line``)::

    "header": {"v": 1, "game": "fortress", "title_key": "game.fortress.title", "moves": 118,
               "over": false, "seats": ["Wargosh", "Kryssa"], "round": 4, "turn": null,
               "saved_at": "...Z", "created_at": "...Z"}

Every value read back is checked and cleaned (``saves.text``); anything wrong makes the header
``None`` ("damaged"), which the Load screen words as a sentence while the save stays openable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import i18n
from saves.campaign_header import CampaignPart, campaign_line, campaign_part
from saves.errors import SaveError
from saves.jsonio import strict_decoder
from saves.text import display_text
from saves.times import parse_time

HEADER_VERSION = 1
# Bytes of a file read to find its header: far more than any real header needs.
HEAD_BYTES = 16 * 1024
MAX_SEATS = 16
_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
_KEY = re.compile(r"[A-Za-z0-9_]{1,40}(\.[A-Za-z0-9_]{1,40}){1,5}")
# How every save this app writes begins (``build_save`` puts these keys first, in this order).
PREFIX = b'{"kind":"tablebound-save","format_version":2,"header":'


@dataclass(frozen=True)
class Header:
    game: str
    title_key: str
    moves: int
    over: bool
    seats: tuple[str, ...]
    round: int | None
    turn: int | None
    saved_at: str
    created_at: str
    campaign: CampaignPart | None = None  # a campaign save's own part (saves.campaign_header)


def _campaign_raw(game: Any, state: Any) -> Any:
    """The game's campaign part of the header, if it offers one (never fails: it is cosmetic)."""
    make = getattr(game, "save_header", None)
    if not callable(make):
        return None
    try:
        return make(state)
    except Exception:
        return None


def _count(state: Any, name: str) -> int | None:
    # Display only: the round or turn number where a game's state names one.
    value = getattr(state, name, None)
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9 else None


def build_header(game: Any, state: Any, moves: int, saved_at: str, created_at: str) -> dict[str, Any]:
    """The header of a save of ``game`` in ``state`` (never fails: a part it cannot tell is left out)."""
    try:
        seats = [display_text(s, 40) for s in game.seats(state)][:MAX_SEATS]
    except Exception:  # seat names are cosmetic
        seats = []
    try:
        over = game.is_over(state) is not None
    except Exception:
        over = False
    return {
        "v": HEADER_VERSION,
        "game": game.name,
        "title_key": game.title_key or "",
        "moves": moves,
        "over": over,
        "seats": seats,
        "round": _count(state, "round"),
        "turn": _count(state, "turn"),
        "saved_at": saved_at,
        "created_at": created_at,
        **({"campaign": part} if (part := _campaign_raw(game, state)) is not None else {}),
    }


def _int_or_none(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9:
        return value
    raise ValueError("not a count")


def check_header(raw: Any) -> Header | None:
    """The header as shown, or None if it is missing or damaged in any way."""
    try:
        if not isinstance(raw, dict) or raw.get("v") != HEADER_VERSION:
            return None
        game, title_key, moves, over, seats = (
            raw.get(k) for k in ("game", "title_key", "moves", "over", "seats")
        )
        if not isinstance(game, str) or not _NAME.fullmatch(game):
            return None
        if not isinstance(title_key, str) or (title_key and not _KEY.fullmatch(title_key)):
            return None
        if not isinstance(moves, int) or isinstance(moves, bool) or not 0 <= moves < 10**9:
            return None
        if not isinstance(over, bool) or not isinstance(seats, list) or len(seats) > MAX_SEATS:
            return None
        if not all(isinstance(s, str) for s in seats):
            return None
        saved_at, created_at = raw.get("saved_at"), raw.get("created_at")
        if not isinstance(saved_at, str) or not isinstance(created_at, str):
            return None
        parse_time(saved_at)
        parse_time(created_at)
        return Header(
            game,
            title_key,
            moves,
            over,
            tuple(display_text(s, 40) for s in seats),
            _int_or_none(raw.get("round")),
            _int_or_none(raw.get("turn")),
            saved_at,
            created_at,
            campaign_part(raw.get("campaign")),
        )
    except (ValueError, TypeError, OverflowError):
        return None


def _fast_header(head: bytes) -> Any:
    """The raw header object from the start of a file written by this app; raises if it is not there."""
    if not head.startswith(PREFIX):
        raise ValueError("not at the start")
    body = head[len(PREFIX) :]
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(body) - 3:  # not a character cut in two by the end of the read: bad text
            raise
        text = body[: exc.start].decode("utf-8")
    value, _end = strict_decoder().raw_decode(text)
    return value


def read_head(path: Path) -> bytes:
    try:
        with open(path, "rb") as fh:
            return fh.read(HEAD_BYTES)
    except OSError as exc:
        raise SaveError("saves.error.read_failed", path=str(path), detail=exc.strerror or str(exc)) from None


def fast_header(path: Path) -> Header | None:
    """The header of a file written by this app, from its first bytes; None if it is not there."""
    try:
        return check_header(_fast_header(read_head(path)))
    except (ValueError, SaveError, RecursionError):
        return None


def header_line(header: Header) -> str:
    """The save's one line in the language shown now."""
    title = i18n.t(header.title_key) if header.title_key and i18n.has(header.title_key) else header.game
    seats = ", ".join(s for s in header.seats if s)
    if header.campaign is not None:
        return display_text(campaign_line(title, seats, header.campaign))
    params: dict[str, Any] = {"game": title, "moves": header.moves, "seats": seats}
    if header.over:
        key = "saves.header.over"
    elif header.round is not None:
        key, params["round"] = "saves.header.round", header.round
    elif header.turn is not None:
        key, params["turn"] = "saves.header.turn", header.turn
    else:
        key = "saves.header.moves"
    if not seats:
        key += "_alone"
    return display_text(i18n.t(key, **params))
