"""Checkpoints: a save's chain of log hashes and the last checkpoint's state, so a load need not
replay the whole game from its seed.

A save may carry::

    "checkpoints": {
        "marks": [[at, log, state], ...],  # strictly increasing positions in the action log
        "state": {...},                    # the game state after the first ``at`` actions of the last mark
        "seal":  "hex"                     # saves.seal over the game, its start and every mark
    }

``log`` chains: the hash of the game's start (game, version, setup, seed), then at each mark the
hash of the previous ``log`` and the actions since the previous mark. So every mark pins the whole
log before it, and a change to any earlier action breaks every later mark. ``state`` is the hash of
the state reached at ``at``.

What a checkpoint lets a load skip is the rules themselves for the actions before it, so an
attacker who could write one could plant any state. Hence: the chain and hashes are checked for
every save (they catch damage and hand edits at once, with a reason naming where), but the state
is *started from* only when the seal is good under the folder's key (``saves.seal``). Otherwise the
whole log is replayed from the seed and the replay must pass through every mark's state.
Either way the stored final state must equal the replay of the actions after the start point.
When the replay runs from the seed, its own findings (a move the rules refuse, a final state that
differs) are reported first, as they name what was changed; a broken mark is reported after.

A new mark is taken when a save finds ``EVERY`` actions or more since the last one, so a load
replays at most about ``EVERY`` actions plus those between two saves. Independent of the game's
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

EVERY = 200
MAX_AT = 10**9
_HEX64 = re.compile(r"[0-9a-f]{64}")


def canonical(value: Any) -> bytes:
    """The one byte form everything in the envelope is hashed in (the save's own, not the game's)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode(
        "utf-8", "surrogatepass"
    )


def digest(value: Any) -> str:
    return hashlib.sha256(canonical(value)).hexdigest()


@dataclass(frozen=True)
class Mark:
    at: int
    log: str
    state: str

    def to_json(self) -> list[Any]:
        return [self.at, self.log, self.state]


@dataclass(frozen=True)
class Chain:
    """Verified-shape checkpoints: every mark and the state of the last one (its JSON form)."""

    marks: tuple[Mark, ...]
    state: dict[str, Any]
    seal: str = ""

    @property
    def last(self) -> Mark:
        return self.marks[-1]


def start_hash(game: str, game_version: int, setup: Any, seed: int) -> str:
    return digest(["tablebound-log", game, game_version, setup, seed])


def log_hashes(start: str, actions: list[Any], positions: list[int]) -> list[str]:
    """The chained log hash at each of ``positions`` (increasing, each at most ``len(actions)``)."""
    out: list[str] = []
    current, prev = start, 0
    for at in positions:
        h = hashlib.sha256(current.encode("ascii"))
        h.update(canonical(actions[prev:at]))
        current, prev = h.hexdigest(), at
        out.append(current)
    return out


def seal_fields(game: str, game_version: int, start: str, marks: tuple[Mark, ...]) -> list[Any]:
    return [game, game_version, start, [m.to_json() for m in marks]]


def parse_chain(raw: Any) -> Chain | None:
    """The checkpoints of a save (None if it has none). SaveError if they are malformed."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) - {"marks", "state", "seal"}:
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
    prev = -1
    for item in marks_raw:
        if not (isinstance(item, list) and len(item) == 3):
            raise SaveError("saves.error.bad_checkpoints")
        at, log, st = item
        if not isinstance(at, int) or isinstance(at, bool) or not prev < at <= MAX_AT:
            raise SaveError("saves.error.bad_checkpoints")
        if not (
            isinstance(log, str) and _HEX64.fullmatch(log) and isinstance(st, str) and _HEX64.fullmatch(st)
        ):
            raise SaveError("saves.error.bad_checkpoints")
        marks.append(Mark(at, log, st))
        prev = at
    return Chain(tuple(marks), state, mac)


def chain_problem(chain: Chain, start: str, actions: list[Any]) -> SaveError | None:
    """What is wrong with the log hashes or the last state's hash (no replay), or None."""
    try:
        positions = [m.at for m in chain.marks if m.at <= len(actions)]
        hashes = log_hashes(start, actions, positions)
        state_ok = digest(chain.state) == chain.last.state
    except RecursionError:
        return SaveError("saves.error.too_deep")
    except (TypeError, ValueError) as exc:
        return SaveError("saves.error.not_json_value", detail=str(exc)[:120])
    for mark, h in zip(chain.marks, hashes, strict=False):
        if h != mark.log:
            return SaveError("saves.error.log_damaged", index=mark.at)
    if len(positions) < len(chain.marks):  # marks past the end of the log: moves were taken out
        return SaveError("saves.error.log_damaged", index=len(actions) + 1)
    if not state_ok:
        return SaveError("saves.error.checkpoint_damaged", index=chain.last.at)
    return None


def trusted(chain: Chain, key: bytes | None, game: str, game_version: int, start: str) -> bool:
    """Whether the last checkpoint may be started from: sealed under this folder's key."""
    return is_sealed(key, seal_fields(game, game_version, start, chain.marks), chain.seal)


def next_chain(
    previous: Chain | None,
    start: str,
    actions: list[Any],
    state: dict[str, Any],
    key: bytes | None,
    game: str,
    game_version: int,
) -> Chain:
    """The checkpoints to write with a save of ``actions`` whose current state is ``state``.

    ``previous`` is what this session last wrote or was loaded from (trusted: it came from a live
    session). Its marks that are still on the log (undo may have taken actions back) are kept; a new
    mark at the current position is added when the last kept one is ``EVERY`` actions behind or
    its state is not known any more."""
    n = len(actions)
    kept: list[Mark] = []
    if previous is not None:
        candidates = [m for m in previous.marks if m.at <= n]
        for mark, h in zip(candidates, log_hashes(start, actions, [m.at for m in candidates]), strict=True):
            if h != mark.log:
                break
            kept.append(mark)
    if previous is not None and kept and kept[-1] == previous.last and n - kept[-1].at < EVERY:
        marks, last_state = tuple(kept), previous.state
    else:
        if kept and kept[-1].at == n:
            kept.pop()
        prev_at = kept[-1].at if kept else 0
        prev_log = kept[-1].log if kept else start
        step = hashlib.sha256(prev_log.encode("ascii"))
        step.update(canonical(actions[prev_at:n]))
        marks, last_state = (*kept, Mark(n, step.hexdigest(), digest(state))), state
    mac = seal(key, seal_fields(game, game_version, start, marks)) if key is not None else ""
    return Chain(marks, last_state, mac)


def chain_to_json(chain: Chain) -> dict[str, Any]:
    return {"marks": [m.to_json() for m in chain.marks], "state": chain.state, "seal": chain.seal}
