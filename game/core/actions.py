"""Actions, events, pending choices and the one error an illegal action raises.

Actions are small frozen dataclasses. They serialise generically: the class
name under ``"type"`` plus their fields, which must be JSON scalars, tuples of
scalars, or None. Each game lists its action classes so a save is read back by
name lookup alone: nothing in a save file is ever executed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar


class IllegalAction(ValueError):
    """An action the rules refuse. ``reason`` is player-readable (English; ``key``/``params`` translate it)."""

    def __init__(self, reason: str, key: str = "", **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key
        self.params = params


@dataclass(frozen=True)
class Action:
    """Base of every action. Subclasses add fields; ``player`` is the seat that takes it."""

    player: int = 0

    kind: ClassVar[str] = "action"


@dataclass(frozen=True)
class Event:
    """Something that happened. ``kind`` names it (and its log line's translation key); ``data`` holds values.

    ``reveals`` marks events that showed hidden information (a die rolled, a
    card drawn or revealed): the undo stack stops there.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    reveals: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "data": _jsonable(dict(self.data)), "reveals": self.reveals}


@dataclass(frozen=True)
class Pending:
    """A decision the core waits for: who decides, what about, and the legal answers."""

    player: int
    prompt: str
    options: tuple[Action, ...]
    data: Mapping[str, Any] = field(default_factory=dict)


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


def action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        out[f.name] = _jsonable(getattr(action, f.name))
    return out


def _to_field(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_to_field(v) for v in value)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise ValueError(f"unsupported value in an action: {type(value).__name__}")


def action_from_json(data: Any, classes: Iterable[type[Action]]) -> Action:
    """Rebuild an action from its JSON form; raises ValueError with a clear reason."""
    if not isinstance(data, Mapping):
        raise ValueError("an action must be a JSON object")
    by_name = {c.__name__: c for c in classes}
    name = data.get("type")
    if not isinstance(name, str) or name not in by_name:
        raise ValueError(f"unknown action type {name!r}")
    cls = by_name[name]
    names = {f.name for f in dataclasses.fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise ValueError(f"action {name}: unknown fields {sorted(extra)}")
    kwargs = {k: _to_field(v) for k, v in data.items() if k != "type"}
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise ValueError(f"action {name}: {exc}") from None
