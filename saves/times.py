"""Save times: ISO 8601 UTC stamps written, and stored ones read back without trusting them."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


def parse_time(value: Any) -> datetime:
    """Parse a stored time; naive times are taken as UTC. ValueError unless it is a real UTC time
    (year 1 east of Greenwich or year 9999 west of it has no UTC equivalent, and cannot be shown)."""
    if not isinstance(value, str) or len(value) > 64:
        raise ValueError("not a time")
    stamp = datetime.fromisoformat(value)
    stamp = stamp if stamp.tzinfo else stamp.replace(tzinfo=UTC)
    try:
        return stamp.astimezone(UTC)
    except OverflowError:
        raise ValueError("out of range") from None
