"""Parsing a save whose last value is its action log, with the log read move by move.

A long game's log is nearly all of its file (20,000 small objects in a 1 MiB campaign) and repeats
a few hundred distinct moves. ``parse_json`` refuses repeated keys with a Python hook run on every
object, and ``restore`` then needs a key per move to decode each distinct one once; on such a log
those two cost more than the rest of the load. A save writes its log last, compact, as one JSON
array (``saves.checkpoints.encode_log``), so the text of each move is the bytes between ``},{``
separators: the envelope before the log is parsed strictly as before, each *distinct* move text is
parsed strictly on its own (the same refusals), and the move texts themselves are the keys.

The cut is exact or not used: every piece must parse on its own as one JSON object (a ``},{``
inside a string or a nested list leaves a piece that cannot), and anything else (a hand-edited
file, whitespace, a log that is not last) falls back to ``parse_json`` of the whole file, which
also gives the precise reason for a damaged one.
"""

from __future__ import annotations

import copy
from typing import Any

from saves.checkpoints import ACTIONS_KEY
from saves.errors import SaveError
from saves.jsonio import MAX_SAVE_BYTES, parse_json, strict_decoder

_SCALARS = (str, int, float, bool, type(None))


def parse_save(raw: bytes) -> tuple[Any, list[bytes] | None]:
    """``parse_json(raw)``, and the text of each move of the log (``restore``'s keys for decoding
    the distinct moves once) when the file ends with its log as a save writes it, else None."""
    cut = _cut(raw)
    if cut is not None:
        return cut
    return parse_json(raw), None


def _cut(raw: bytes) -> tuple[dict[str, Any], list[bytes]] | None:
    # "actions": named once and the file ending with the list: the key can only be the envelope's
    # last (a quote inside a string is escaped, so the key's bytes cannot occur inside one).
    if len(raw) > MAX_SAVE_BYTES or not raw.endswith(b"]}") or raw.count(ACTIONS_KEY) != 1:
        return None
    at = raw.find(b"," + ACTIONS_KEY)
    if at == -1:
        return None
    log = raw[at + 1 + len(ACTIONS_KEY) : -1]
    if log == b"[]":
        pieces: list[bytes] = []
    elif log.startswith(b"[{") and log.endswith(b"}]"):
        pieces = log[2:-2].split(b"},{")
    else:
        return None
    try:
        data = parse_json(raw[:at] + b"}")
    except SaveError:
        return None
    if not isinstance(data, dict) or "actions" in data:
        return None
    decoder = strict_decoder()
    moves: dict[bytes, dict[str, Any]] = {}
    nested: set[bytes] = set()
    for piece in dict.fromkeys(pieces):
        try:
            move = decoder.decode("{" + piece.decode("utf-8") + "}")
        except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
            return None
        if type(move) is not dict:
            return None
        moves[piece] = move
        if not all(isinstance(v, _SCALARS) for v in move.values()):
            nested.add(piece)
    # Each move its own object, as the whole-file parse gives (nothing downstream sees them shared).
    if nested:
        data["actions"] = [copy.deepcopy(moves[p]) if p in nested else moves[p].copy() for p in pieces]
    else:
        data["actions"] = list(map(dict.copy, map(moves.__getitem__, pieces)))
    return data, pieces
