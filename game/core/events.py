"""Declared events: each game says which event kinds it emits and what each one carries.

An event is the core's account of what happened, and the screens draw from it; so an event
carries its *results* (the Vigor after a wound, a card's source and destination), never only
its cause, and no scene has to re-run a rule to learn them. A declaration pins that down:

    SPECS = declare(
        spec("dc.wounded", target=str, amount=int, kind=str, vigor=int),
        spec("dc.drew", reveals=True, hero=int, count=int, cards=ListOf(str)),
        spec("fortress.plan_defeated", plan=str, next=(str, None)),
        spec("dc.purged", target=str, count=int, cond=Maybe(str)),
    )

A field's type is a Python type (matched exactly: ``True`` is not an ``int``, ``1`` is not a
``float``), ``None`` (the value ``None``), a tuple of alternatives, ``ListOf(item)`` (a list or
tuple of such items), ``Record(name=type, ...)`` (a mapping with exactly those keys) or
``Maybe(type)`` (the field may be absent). ``check_event`` lists every way an event departs from
its declaration; the tests and the fuzzer run it on every event a playout emits.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Union

# A field's declared type; see the module docstring.
FieldType = Union[type, None, tuple["FieldType", ...], "ListOf", "Record", "Maybe"]


@dataclass(frozen=True)
class ListOf:
    """A list (or tuple) whose every item has type ``item``."""

    item: FieldType


class Record:
    """A mapping with exactly the declared keys (e.g. one die of a roll)."""

    __slots__ = ("fields",)

    def __init__(self, **fields: FieldType) -> None:
        self.fields: Mapping[str, FieldType] = dict(fields)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Record) and dict(self.fields) == dict(other.fields)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.fields)))

    def __repr__(self) -> str:
        return f"Record({', '.join(f'{k}={v!r}' for k, v in self.fields.items())})"


@dataclass(frozen=True)
class Maybe:
    """A field the event may leave out (when present, its value has type ``of``)."""

    of: FieldType


@dataclass(frozen=True)
class EventSpec:
    """One event kind: its fields and whether it reveals hidden information.

    ``reveals`` is True or False when every event of the kind agrees, None when it depends (a
    die re-rolled or not); ``logged`` says the board's log shows a line for it (so both
    catalogues need its ``log_key``); ``log_key`` overrides the default ``event.<kind>``."""

    kind: str
    fields: Mapping[str, FieldType] = field(default_factory=dict)
    reveals: bool | None = False
    logged: bool = True
    log_key: str = ""

    def key(self) -> str:
        return self.log_key or f"event.{self.kind}"

    def required(self) -> frozenset[str]:
        return frozenset(k for k, v in self.fields.items() if not isinstance(v, Maybe))


EventSpecs = Mapping[str, EventSpec]


def spec(
    kind: str,
    shared: Mapping[str, FieldType] | None = None,
    /,
    *,
    reveals: bool | None = False,
    logged: bool = True,
    log_key: str = "",
    **fields: FieldType,
) -> EventSpec:
    """An ``EventSpec`` written as keywords: ``spec("dc.healed", target=str, amount=int, vigor=int)``;
    ``shared`` holds fields several kinds have in common (a card move's ``card``, ``from``, ``to``)."""
    return EventSpec(kind, {**(shared or {}), **fields}, reveals, logged, log_key)


def declare(*specs: EventSpec | Iterable[EventSpec]) -> dict[str, EventSpec]:
    """Specs (or groups of them) by kind; a kind declared twice is a mistake and raises."""
    out: dict[str, EventSpec] = {}
    for item in specs:
        group = [item] if isinstance(item, EventSpec) else list(item)
        for s in group:
            if s.kind in out:
                raise ValueError(f"event kind {s.kind!r} is declared twice")
            out[s.kind] = s
    return out


def _name(t: FieldType) -> str:
    if t is None:
        return "None"
    if isinstance(t, type):
        return t.__name__
    if isinstance(t, tuple):
        return " | ".join(_name(x) for x in t)
    if isinstance(t, ListOf):
        return f"list of {_name(t.item)}"
    if isinstance(t, Maybe):
        return f"optional {_name(t.of)}"
    return "record{" + ", ".join(f"{k}: {_name(v)}" for k, v in t.fields.items()) + "}"


def type_problem(value: Any, want: FieldType, where: str) -> list[str]:
    """Why ``value`` does not have the declared type ``want`` (empty when it does)."""
    if isinstance(want, Maybe):
        return type_problem(value, want.of, where)
    if want is None:
        return [] if value is None else [f"{where} is {type(value).__name__}, declared None"]
    if isinstance(want, tuple):
        if any(not type_problem(value, alt, where) for alt in want):
            return []
        return [f"{where} is {type(value).__name__}, declared {_name(want)}"]
    if isinstance(want, ListOf):
        if type(value) not in (list, tuple):
            return [f"{where} is {type(value).__name__}, declared {_name(want)}"]
        out: list[str] = []
        for i, item in enumerate(value):
            out += type_problem(item, want.item, f"{where}[{i}]")
        return out
    if isinstance(want, Record):
        if not isinstance(value, Mapping):
            return [f"{where} is {type(value).__name__}, declared {_name(want)}"]
        return _fields_problems(value, want.fields, where)
    if type(value) is not want:
        return [f"{where} is {type(value).__name__}, declared {want.__name__}"]
    return []


def _fields_problems(data: Mapping[str, Any], fields: Mapping[str, FieldType], where: str) -> list[str]:
    out: list[str] = []
    for name, want in fields.items():
        if name not in data:
            if not isinstance(want, Maybe):
                out.append(f"{where}: missing field {name!r}")
            continue
        out += type_problem(data[name], want, f"{where}.{name}")
    out += [f"{where}: undeclared field {k!r}" for k in data if k not in fields]
    return out


def check_event(decls: EventSpecs, event: Any) -> list[str]:
    """Every way ``event`` departs from its declaration in ``decls`` (empty when it matches)."""
    kind = getattr(event, "kind", None)
    if not isinstance(kind, str):
        return [f"not an event: {type(event).__name__}"]
    s = decls.get(kind)
    if s is None:
        return [f"undeclared event kind {kind!r}"]
    data = getattr(event, "data", None)
    if not isinstance(data, Mapping):
        return [f"{kind}: data is {type(data).__name__}, not a mapping"]
    out = _fields_problems(data, s.fields, kind)
    reveals = getattr(event, "reveals", None)
    if type(reveals) is not bool:
        out.append(f"{kind}: reveals is {type(reveals).__name__}, not true or false")
    elif s.reveals is not None and reveals is not s.reveals:
        out.append(f"{kind}: reveals is {reveals}, declared {s.reveals}")
    return out


def check_events(decls: EventSpecs, events: Iterable[Any]) -> list[str]:
    """``check_event`` over a batch of events (the problems of all of them, in order)."""
    out: list[str] = []
    for e in events:
        out += check_event(decls, e)
    return out
