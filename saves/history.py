"""The record of finished games (issue #14's statistics and daily seed): one JSON file beside the
settings, ``history.json``, newest last, at most ``KEEP`` games.

Written atomically (``jsonio.atomic_write``). A damaged file never stops the app and is never
silently replaced: it is moved aside to ``history.json.bad`` (an older ``.bad`` is kept as
``.bad.1``) and the record starts afresh, with a sentence for the player (``notice``). Only a regular
file of at most ``MAX_BYTES`` is read.

A record: ``game``, ``mode`` (the setup's, "" when the game has none), ``result`` (the outcome's),
``won`` (the seats won or shared a win), ``seats`` (the seats' names as shown), ``humans`` (how many
seats a person played), ``actions`` (the log's length), ``seed``, ``daily`` (the day of a daily
challenge, "YYYY-MM-DD", else ""), ``ended_at`` (ISO time, UTC); and, in records written since they
were added (older ones lack them and stay valid), ``players`` (the table's size), ``against`` (the
Adversary) and ``difficulty`` (the tier shift), the latter two only where the setup has them.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from saves.jsonio import atomic_write

KEEP = 500
MAX_BYTES = 2 * 1024 * 1024
FIELDS = {"game": str, "mode": str, "result": str, "won": bool, "seats": list, "humans": int,
          "actions": int, "seed": int, "daily": str, "ended_at": str}  # fmt: skip
# Added later, so a record written before them is still whole: the table's size, and the setup's
# Adversary (Heróis & Monstros) and difficulty (desConfronto's tier shift) as the setup spells them.
OPTIONAL = {"players": int, "against": str, "difficulty": str}
FACETS = {"against": "adversary", "difficulty": "tier_shift"}  # record field -> the setup field it copies


@dataclass
class History:
    path: Path
    records: list[dict[str, Any]] = field(default_factory=list)
    notice: str = ""  # a catalogue key, set when a damaged file was moved aside

    @classmethod
    def load(cls, folder: Path) -> History:
        path = folder / "history.json"
        try:
            st = path.lstat()
        except OSError:
            return cls(path)
        try:
            if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_BYTES:
                raise ValueError("not a small regular file")
            data = json.loads(path.read_bytes())
            records = [r for r in data["games"] if _valid(r)] if isinstance(data, dict) else None
            if records is None or len(records) != len(data["games"]):
                raise ValueError("a malformed record")
            return cls(path, records)
        except (OSError, ValueError, KeyError, TypeError):
            _set_aside(path)
            return cls(path, [], "history.damaged")

    def add(self, record: dict[str, Any]) -> None:
        if not _valid(record):
            raise ValueError(f"not a history record: {record!r}")
        self.records = [*self.records, record][-KEEP:]
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps({"format": 1, "games": self.records}, ensure_ascii=False, indent=1)
        atomic_write(self.path, data.encode("utf-8"))


def _valid(record: Any) -> bool:
    if not isinstance(record, dict) or not set(FIELDS) <= set(record) <= set(FIELDS) | set(OPTIONAL):
        return False
    kinds = {**FIELDS, **OPTIONAL}
    return all(isinstance(v, kinds[k]) and not (kinds[k] is int and isinstance(v, bool)) for k, v in record.items())


def _set_aside(path: Path) -> None:
    bad = path.with_name(path.name + ".bad")
    with contextlib.suppress(OSError):
        if bad.exists():
            os.replace(bad, bad.with_name(bad.name + ".1"))
        os.replace(path, bad)


def record_of(session: Any, seats: list[str], humans: int, daily: str = "") -> dict[str, Any]:
    """The record of a finished ``session`` (its outcome, setup and log)."""
    outcome = session.is_over()
    setup = session.setup or {}
    facets = {k: str(setup[f]) for k, f in FACETS.items() if setup.get(f) not in (None, "", 0)}
    return {
        "game": session.game.name,
        "mode": str(setup.get("mode", "")),
        "result": str(outcome.result),
        "won": bool(outcome.winners),
        "seats": [str(s) for s in seats],
        "humans": int(humans),
        "actions": len(session.actions),
        "seed": int(session.seed),
        "daily": daily,
        "ended_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "players": len(seats),
        **facets,
    }


@dataclass(frozen=True)
class Summary:
    played: int
    won: int
    best_streak: int
    by_mode: dict[str, tuple[int, int]]  # mode -> (played, won)
    by_seat: dict[str, tuple[int, int]]  # a hero or General's name -> (played, won)
    by_players: dict[int, tuple[int, int]] = field(default_factory=dict)  # table size -> (played, won)
    by_facet: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)  # (field, value) -> ...


def summarize(records: list[dict[str, Any]], game: str) -> Summary:
    mine = [r for r in records if r["game"] == game]
    streak = best = 0
    modes: Counter[str] = Counter()
    mode_wins: Counter[str] = Counter()
    seats: Counter[str] = Counter()
    seat_wins: Counter[str] = Counter()
    sizes: Counter[int] = Counter()
    size_wins: Counter[int] = Counter()
    facets: Counter[tuple[str, str]] = Counter()
    facet_wins: Counter[tuple[str, str]] = Counter()
    for r in mine:
        size = r.get("players", len(r["seats"]))
        sizes[size] += 1
        size_wins[size] += r["won"]
        for key in FACETS:
            if key in r:
                facets[key, r[key]] += 1
                facet_wins[key, r[key]] += r["won"]
        streak = streak + 1 if r["won"] else 0
        best = max(best, streak)
        modes[r["mode"]] += 1
        mode_wins[r["mode"]] += r["won"]
        for s in r["seats"]:
            seats[s] += 1
            seat_wins[s] += r["won"]
    return Summary(
        len(mine),
        sum(r["won"] for r in mine),
        best,
        {m: (n, mode_wins[m]) for m, n in modes.most_common()},
        {s: (n, seat_wins[s]) for s, n in seats.most_common()},
        {k: (sizes[k], size_wins[k]) for k in sorted(sizes)},
        {f: (n, facet_wins[f]) for f, n in facets.most_common()},
    )


def daily_seed(game: str, day: str) -> int:
    """The seed of ``game``'s daily challenge on ``day`` ("YYYY-MM-DD"): the same everywhere, for all."""
    text = f"tablebound:{game}:{day}"
    value = 1469598103934665603  # FNV-1a, 64 bits: stable across Python runs (hash() is salted)
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 1099511628211) & ((1 << 64) - 1)
    return value % 1_000_000_000


def today() -> str:
    return datetime.now(UTC).date().isoformat()
