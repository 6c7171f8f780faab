"""``ev``: builds a kernel ``Event`` without the frozen dataclass's ``__init__``.

A frozen dataclass sets each field through ``object.__setattr__``; the engine builds
several events per action (a creature attack alone: the roll, the hit, the wounds), so
this fills the same instance dictionary directly. The result is an ordinary ``Event``,
equal to ``Event(kind, data, reveals)`` in every respect (a test checks it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.actions import Event

_new = object.__new__


def ev(kind: str, data: Mapping[str, Any], reveals: bool = False) -> Event:
    e = _new(Event)
    d = e.__dict__
    d["kind"] = kind
    d["data"] = data
    d["reveals"] = reveals
    return e
