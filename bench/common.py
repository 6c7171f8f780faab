"""What every bench part shares: the results list and ``record``, which writes each figure
beside the anchor measured in the same run and their ratio (issue 8)."""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

RESULTS: list[dict[str, Any]] = []


def record(
    name: str, value: float, unit: str, anchor: str = "", anchor_value: float | None = None
) -> None:
    """One figure. With an anchor, ``ratio`` is value / anchor_value (for a rate: how many times the
    anchor's speed; for a time: how many anchors it costs)."""
    row: dict[str, Any] = {"name": name, "value": round(value, 3), "unit": unit}
    if anchor and anchor_value:
        row.update(anchor=anchor, anchor_value=round(anchor_value, 3), ratio=round(value / anchor_value, 3))
    RESULTS.append(row)
    tail = f"   {row['ratio']:>6.2f}x {anchor}" if "ratio" in row else ""
    print(f"{name:<55} {value:>12,.2f} {unit}{tail}")


def median_ms(fn: Callable[[], object], runs: int = 7) -> float:
    """The median wall time of ``runs`` calls of ``fn``, in milliseconds (the save and load rows)."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)
