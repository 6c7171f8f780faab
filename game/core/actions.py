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

from game.core.refusal import Refusal as Refusal  # re-exported: the refusal travels with its error
from game.core.refusal_text import english


class IllegalAction(ValueError):
    """An action the rules refuse: ``refusal`` (``key``/``params``) says why, as data.

    ``str()`` and ``reason`` give the English rendering, for logs, tests and save diagnostics; a
    screen renders ``refusal`` in the player's language instead."""

    def __init__(self, key: str | Refusal, **params: Any) -> None:
        self.refusal = key if isinstance(key, Refusal) else Refusal(key, params)
        super().__init__(self.refusal.key)

    @property
    def key(self) -> str:
        return self.refusal.key

    @property
    def params(self) -> Mapping[str, Any]:
        return self.refusal.params

    @property
    def reason(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return english(self.refusal)  # rendered by the i18n layer on demand; the rules hold only data


class SetupError(ValueError):
    """A setup the rules cannot start. ``str()`` is English; ``key``/``params`` translate it for the
    new-game screen, so a refusal shows in the player's language."""

    def __init__(self, reason: str, key: str = "", **params: Any) -> None:
        super().__init__(reason)
        self.key = key
        self.params = params


@dataclass(frozen=True)
class Action:
    """Base of every action. Subclasses add fields; ``player`` is the seat that takes it."""

    player: int = 0

    kind: ClassVar[str] = "action"
    # An action that ends the game at once without playing it out (fleeing a combat): the random
    # bot takes it only now and then, so random playouts still explore whole games.
    ends_play: ClassVar[bool] = False


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened. ``kind`` names it (and its log line's translation key); ``data`` holds values.

    ``reveals`` marks events that showed hidden information (a die rolled, a
    card drawn or revealed): the undo stack stops there.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    reveals: bool = False

    def __init__(self, kind: str, data: Mapping[str, Any] | None = None, reveals: bool = False) -> None:
        # Written straight into the instance: a frozen dataclass's own __init__ goes through
        # object.__setattr__ per field, and every action makes a few events (issue 8's hot path).
        d = self.__dict__
        d["kind"] = kind
        d["data"] = {} if data is None else data
        d["reveals"] = reveals

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
    raise ValueError("a move holds a value that is not text, a number or a list")


_KIND_NAMES = {bool: "true or false", int: "a whole number", float: "a number", str: "text", tuple: "a list"}


def _expected_type(f: dataclasses.Field[Any]) -> type | None:
    """The exact type a field's values must have, read from its default (None: any scalar)."""
    default = f.default
    if default is dataclasses.MISSING or default is None:
        return None
    return type(default)


def field_problem(action: Action) -> str | None:
    """Which field of ``action`` holds a value of the wrong kind, or None.

    Exact types: ``True`` is not a seat number and ``0.0`` is not ``0``, although Python compares
    them equal; a game must never see a field of a type it does not expect."""
    for f in dataclasses.fields(action):
        want = _expected_type(f)
        value = getattr(action, f.name)
        if want is None:
            if not _is_scalar_tree(value):
                return f.name
        elif type(value) is not want or (want is tuple and not _is_scalar_tree(value)):
            return f.name
    return None


def _is_scalar_tree(value: Any, depth: int = 0) -> bool:
    if value is None or type(value) in (bool, int, float, str):
        return True
    if type(value) is tuple and depth < 8:
        return all(_is_scalar_tree(v, depth + 1) for v in value)
    return False


def _typed(value: Any) -> Any:
    # Tags the type with the value so that True, 1 and 1.0 never match each other.
    kind = type(value)
    if kind is tuple:
        return ("tuple", tuple(_typed(v) for v in value))
    if value is None or kind in (bool, int, float, str):
        return (kind.__name__, value)
    return ("object", id(value))  # unknown objects never equal a legal action's field


def action_key(action: Action) -> tuple[Any, ...]:
    """A hashable form of ``action`` that is equal only for actions with identical, same-typed fields."""
    return (
        type(action),
        tuple((f.name, _typed(getattr(action, f.name))) for f in dataclasses.fields(action)),
    )


# Each game's action classes by name, per classes tuple: a long save decodes hundreds of distinct
# moves, and building the table for each one cost more than decoding the move (a tuple never changes).
_BY_NAME: dict[int, tuple[Any, dict[str, type[Action]]]] = {}


def _by_name(classes: Iterable[type[Action]]) -> dict[str, type[Action]]:
    known = _BY_NAME.get(id(classes))
    if known is not None and known[0] is classes:
        return known[1]
    by_name = {c.__name__: c for c in classes}
    if isinstance(classes, tuple):
        _BY_NAME[id(classes)] = (classes, by_name)
    return by_name


def action_from_json(data: Any, classes: Iterable[type[Action]]) -> Action:
    """Rebuild an action from its JSON form; raises ValueError with a clear, player-readable reason."""
    if not isinstance(data, Mapping):
        raise ValueError("a move must be a JSON object")
    by_name = _by_name(classes)
    name = data.get("type")
    if not isinstance(name, str) or name not in by_name:
        shown = repr(name)[:40] if isinstance(name, str) else "missing"
        raise ValueError(f"unknown kind of move ({shown})")
    cls = by_name[name]
    fields = {f.name: f for f in dataclasses.fields(cls)}
    extra = sorted(k for k in data if k not in fields and k != "type")
    if extra:
        raise ValueError(f"the {name} move has unknown fields ({', '.join(repr(k)[:30] for k in extra[:3])})")
    kwargs = {k: _to_field(v) for k, v in data.items() if k != "type"}
    for key, value in kwargs.items():
        want = _expected_type(fields[key])
        if want is None:
            if not _is_scalar_tree(value):
                raise ValueError(f"the field {key!r} of the {name} move holds nested lists")
        elif type(value) is not want or (want is tuple and not _is_scalar_tree(value)):
            raise ValueError(
                f"the field {key!r} of the {name} move should be {_KIND_NAMES.get(want, want.__name__)}"
            )
    return cls(**kwargs)
