"""Checkpoints: hashes that pin a save's action log, and the last checkpoint's state, so a load
need not replay the whole game from its seed.

A save may carry::

    "checkpoints": {
        "marks": [[at, offset, log, state], ...],  # strictly increasing positions in the action log
        "state": {...},                            # the game state after the first ``at`` actions
        "seal":  "hex",                            # saves.seal over the game, its start, every mark
        "game_version": 3                          # the game's state format they were taken in
    }

Checkpoints taken in another ``game_version`` than the save now holds (a migration upgraded the
game's state) are set aside: their states and hashes are of the old form, and the save replays
from its seed, which is the truth.

The log's text is the action list written compactly, as the file holds it (``log_text``). At each
mark, ``offset`` is where the first ``at`` actions end in that text and ``log`` the hash of the
game's start (game, version, setup, seed) and the text up to there, so every mark pins the whole
log before it, and a change to any earlier action breaks every later mark. ``state`` is the hash of
the state reached at ``at``. Hashing the text costs what reading it costs (no re-encoding when the
file is laid out as this app writes it).

What a checkpoint lets a load skip is the rules themselves for the actions before it, so an
attacker who could write one could plant any state. Hence: the marks and hashes are checked for
every save (they catch damage and hand edits at once), but the state is *started from* only when
the seal is good under the folder's key (``saves.seal``). Otherwise the whole log is replayed from
the seed and the replay must pass through every mark's state. Either way the stored final state
must equal the replay of the actions after the start point. When the replay runs from the seed,
its own findings (a move the rules refuse, a final state that differs) are reported first, as they
name what was changed; a broken mark is reported after.

A new mark is taken when a save finds ``EVERY`` actions or more since the last one, so a load
replays at most about ``EVERY`` actions plus those between two saves. A game whose actions cost
much to replay names a shorter stretch (``Game.checkpoint_every``: a desConfronto campaign action
may set up a whole combat), so a late campaign still opens in a few milliseconds. Independent of the game's
own state format: the envelope only hashes what ``to_json`` gives.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

from saves.errors import SaveError
from saves.seal import is_sealed, seal

EVERY = 100
MAX_AT = 10**9
_HEX64 = re.compile(r"[0-9a-f]{64}")
# How the action list is introduced in a file this app wrote: the last member of the save object.
ACTIONS_KEY = b'"actions":'


def canonical(value: Any) -> bytes:
    """The one byte form envelope values are hashed in (the save's own, not the game's)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode(
        "utf-8", "surrogatepass"
    )


def digest(value: Any) -> str:
    return hashlib.sha256(canonical(value)).hexdigest()


def encode_log(actions: list[Any], errors: str = "surrogatepass") -> bytes:
    """The action list as a save writes it (compact, in its own key order). A save being written
    passes ``errors="strict"``: text that is not valid Unicode must not reach the file."""
    text = json.dumps(actions, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return text.encode("utf-8", errors)


def log_text(raw: bytes | None, actions: list[Any]) -> bytes:
    """The text of a save's action list: cut from the file's bytes when the file ends with it and
    names "actions" only once (so the cut can only be that list), else encoded again."""
    if raw is not None and raw.endswith(b"]}") and raw.count(ACTIONS_KEY) == 1:
        at = raw.find(b"," + ACTIONS_KEY)
        if at != -1:
            return raw[at + 1 + len(ACTIONS_KEY) : -1]
    return encode_log(actions)


@dataclass(frozen=True)
class Mark:
    at: int
    offset: int
    log: str
    state: str

    def to_json(self) -> list[Any]:
        return [self.at, self.offset, self.log, self.state]


@dataclass(frozen=True)
class Chain:
    """Well-formed checkpoints: every mark and the state of the last one (its JSON form)."""

    marks: tuple[Mark, ...]
    state: dict[str, Any]
    seal: str = ""
    game_version: int = 0

    @property
    def last(self) -> Mark:
        return self.marks[-1]


def start_hash(game: str, game_version: int, setup: Any, seed: int) -> str:
    return digest(["tablebound-log", game, game_version, setup, seed])


def prefix_hash(start: str, text: bytes, offset: int) -> str:
    return prefix_hashes(start, text, [offset])[0]


def prefix_hashes(start: str, text: bytes, offsets: list[int]) -> list[str]:
    """``prefix_hash`` at each of ``offsets`` (non-decreasing), hashing the text once."""
    h = hashlib.sha256(start.encode("ascii"))
    view, done, out = memoryview(text), 0, []
    for offset in offsets:
        h.update(view[done:offset])
        done = offset
        out.append(h.hexdigest())
    return out


def seal_fields(game: str, game_version: int, start: str, marks: tuple[Mark, ...]) -> list[Any]:
    return [game, game_version, start, [m.to_json() for m in marks]]


def _whole(value: Any, low: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= MAX_AT


def parse_chain(raw: Any) -> Chain | None:
    """The checkpoints of a save (None if it has none). SaveError if they are malformed."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) - {"marks", "state", "seal", "game_version"}:
        raise SaveError("saves.error.bad_checkpoints")
    version = raw.get("game_version")
    if not isinstance(version, int) or not _whole(version, 0):
        raise SaveError("saves.error.bad_checkpoints")
    marks_raw, state, mac = raw.get("marks"), raw.get("state"), raw.get("seal", "")
    if (
        not isinstance(marks_raw, list)
        or not marks_raw
        or not isinstance(state, dict)
        or not isinstance(mac, str)
    ):
        raise SaveError("saves.error.bad_checkpoints")
    marks: list[Mark] = []
    prev_at, prev_offset = -1, 0
    for item in marks_raw:
        if not (isinstance(item, list) and len(item) == 4):
            raise SaveError("saves.error.bad_checkpoints")
        at, offset, log, st = item
        if not (_whole(at, prev_at + 1) and _whole(offset, max(1, prev_offset))):
            raise SaveError("saves.error.bad_checkpoints")
        if not (
            isinstance(log, str) and _HEX64.fullmatch(log) and isinstance(st, str) and _HEX64.fullmatch(st)
        ):
            raise SaveError("saves.error.bad_checkpoints")
        marks.append(Mark(at, offset, log, st))
        prev_at, prev_offset = at, offset
    return Chain(tuple(marks), state, mac, version)


def _boundary(text: bytes, mark: Mark) -> bool:
    """Whether ``mark.offset`` is where a prefix of whole actions ends in ``text``: just after the
    "[" for none, else before a "," or the closing "]"."""
    if not 0 < mark.offset < len(text):
        return False
    if mark.at == 0 or mark.offset == 1:
        return mark.at == 0 and mark.offset == 1
    return text[mark.offset : mark.offset + 1] in (b",", b"]")


def chain_problem(chain: Chain, start: str, text: bytes, actions: int) -> SaveError | None:
    """What is wrong with the marks' log hashes or the last state's hash (no replay), or None.
    ``text`` is the log's text (``log_text``), ``actions`` the number of actions in it."""
    for mark in chain.marks:
        if mark.at > actions or not _boundary(text, mark):
            return SaveError("saves.error.log_damaged", index=min(mark.at, actions + 1))
    hashes = prefix_hashes(start, text, [m.offset for m in chain.marks])
    for mark, h in zip(chain.marks, hashes, strict=True):
        if h != mark.log:
            return SaveError("saves.error.log_damaged", index=mark.at)
    try:
        state_ok = digest(chain.state) == chain.last.state
    except RecursionError:
        return SaveError("saves.error.too_deep")
    except (TypeError, ValueError) as exc:
        return SaveError("saves.error.not_json_value", detail=str(exc)[:120])
    if not state_ok:
        return SaveError("saves.error.checkpoint_damaged", index=chain.last.at)
    return None


def trusted(chain: Chain, key: bytes | None, game: str, game_version: int, start: str) -> bool:
    """Whether the last checkpoint may be started from: sealed under this folder's key."""
    return is_sealed(key, seal_fields(game, game_version, start, chain.marks), chain.seal)


def next_chain(
    previous: Chain | None,
    start: str,
    text: bytes,
    actions: int,
    state: dict[str, Any],
    key: bytes | None,
    game: str,
    game_version: int,
    every: int = 0,
) -> Chain:
    """The checkpoints to write with a save whose log text is ``text`` (``actions`` actions) and
    whose current state is ``state``.

    ``previous`` is what this session last wrote or was loaded from (trusted: it came from a live
    session). Its marks still on the log (undo may have taken actions back) are kept; a new mark at
    the current position is added when the last kept one is ``EVERY`` actions behind or its state
    is not known any more (``every``, when given and shorter, stands for ``EVERY``)."""
    every = min(every, EVERY) if every > 0 else EVERY
    kept: list[Mark] = []
    if previous is not None and previous.game_version != game_version:
        previous = None
    # The marks still on the log, up to the first that is not: their prefixes hashed in one pass.
    fitting: list[Mark] = []
    for mark in previous.marks if previous is not None else ():
        if mark.at > actions or not _boundary(text, mark):
            break
        fitting.append(mark)
    for mark, h in zip(fitting, prefix_hashes(start, text, [m.offset for m in fitting]), strict=True):
        if h != mark.log:
            break
        kept.append(mark)
    if previous is not None and kept and kept[-1] == previous.last and actions - kept[-1].at < every:
        marks, last_state = tuple(kept), previous.state
    else:
        if kept and kept[-1].at == actions:
            kept.pop()
        end = len(text) - 1  # the whole log, up to its closing "]"
        marks = (*kept, Mark(actions, end, prefix_hash(start, text, end), digest(state)))
        last_state = state
    mac = seal(key, seal_fields(game, game_version, start, marks)) if key is not None else ""
    return Chain(marks, last_state, mac, game_version)


def chain_to_json(chain: Chain) -> dict[str, Any]:
    return {
        "marks": [m.to_json() for m in chain.marks],
        "state": chain.state,
        "seal": chain.seal,
        "game_version": chain.game_version,
    }
