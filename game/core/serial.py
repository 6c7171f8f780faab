"""State dataclasses to plain JSON and back, driven by their fields and type hints.

A game declares its state as dataclasses; ``to_json`` walks the fields in declaration order and
``from_json`` rebuilds the object, checking every value against its type hint on the way in. No
game keeps a list of its own fields, so a new field is saved the moment it is declared (and an old
save without it is a *format change*: see ``game.core.migrate``).

Supported hints: ``int``, ``str``, ``bool``, ``float``, ``X | None``, unions of scalars,
``list[X]``, ``dict[str, X]``, ``tuple[X, ...]`` / ``tuple[X, Y]``, nested dataclasses, ``Any``
(free plain JSON: dicts with text keys, lists, text, numbers, true/false, null) and any type with a
registered ``Codec`` (the kernel registers ``Pile`` and ``Rng`` beside their classes).

``field(metadata={"save": False})`` keeps a field out of the JSON; loading gives it its default.
``field(metadata={"fixed": True})`` marks a JSON object set when the game starts and never changed
(the setup, the rule options): it is saved like any other, but state and JSON share it rather than
copy it on every snapshot.
A wrong value, a missing key or an unknown key raises ``SerialError`` (a ``ValueError``) whose text
is one sentence naming the place, e.g. ``heroes[1].vigor should be a whole number, not text``.
Tuples become lists (JSON has no tuples) and come back as tuples where the hint says so.

Each dataclass's plan (its fields' encoders and decoders) is built once and cached, because bots
and undo copy states through here on every move.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")

Encoder = Callable[[Any], Any]
Decoder = Callable[[Any], Any]


class SerialError(ValueError):
    """A value that does not fit its declared type; ``path`` names where (``heroes[1].vigor``)."""

    def __init__(self, problem: str, path: list[str] | None = None) -> None:
        self.problem = problem
        self.path: list[str] = path if path is not None else []
        super().__init__(problem)

    def inside(self, segment: str) -> SerialError:
        """Prepend one step of the path (called by each container on the way out)."""
        self.path.insert(0, segment)
        self.args = (str(self),)
        return self

    def __str__(self) -> str:
        where = "".join(self.path).lstrip(".")
        return f"{where} {self.problem}" if where else self.problem

    def sentence(self, what: str) -> str:
        """One sentence for a player: ``In the fortress state, seats[0].hand should be a list, not text.``"""
        where = "".join(self.path).lstrip(".")
        if where:
            return f"In the {what}, {where} {self.problem}."
        return f"The {what} {self.problem}."


@dataclass(frozen=True)
class Codec:
    """How one non-dataclass type becomes plain JSON and back. ``decode`` raises ValueError with a
    sentence when the JSON does not fit (the serialiser adds where it was)."""

    encode: Encoder
    decode: Decoder


_CODECS: dict[type, Codec] = {}
_PLANS: dict[type, _Plan] = {}


def register_codec(cls: type, codec: Codec) -> None:
    """Declare how ``cls`` is saved; registered once, next to the class itself."""
    if cls in _CODECS and _CODECS[cls] != codec:
        raise ValueError(f"a codec for {cls.__name__} is already registered")
    _CODECS[cls] = codec


def to_json(obj: Any) -> dict[str, Any]:
    """A dataclass instance as a plain JSON object (a fresh one: nothing is shared with ``obj``)."""
    result: dict[str, Any] = _plan(type(obj)).encode(obj)
    return result


def from_json(cls: type[T], data: Any) -> T:
    """Rebuild a ``cls`` from ``to_json``'s form; SerialError names the first value that does not fit."""
    result: T = _plan(cls).decode(data)
    return result


def saved_fields(cls: type) -> list[str]:
    """The JSON keys of ``cls`` in declaration order (fields marked ``save: False`` left out)."""
    return [name for name, _enc, _dec in _plan(cls).saved]


# --- plain JSON (``Any``) ------------------------------------------------------------------


def kind_of(value: Any) -> str:
    """How a player would name a JSON value's type in a sentence."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


_LEAVES = (str, int, bool, type(None))


def copy_plain(value: Any) -> Any:
    """A deep copy of plain JSON; anything else is refused (tuples become lists). Leaves are
    copied in the loops, without a call each: most of a state's free JSON is text and numbers."""
    t = type(value)
    if t is dict:
        out: dict[str, Any] = {}
        for k, v in value.items():
            if type(k) is not str:
                raise SerialError(f"has a key {k!r} that is not text")
            if type(v) in _LEAVES:
                out[k] = v
                continue
            try:
                out[k] = copy_plain(v)
            except SerialError as exc:
                raise exc.inside(f".{k}") from None
        return out
    if t is list or t is tuple:
        items: list[Any] = []
        for i, v in enumerate(value):
            if type(v) in _LEAVES:
                items.append(v)
                continue
            try:
                items.append(copy_plain(v))
            except SerialError as exc:
                raise exc.inside(f"[{i}]") from None
        return items
    if t in _LEAVES:
        return value
    if t is float:
        if value != value or value in (float("inf"), float("-inf")):
            raise SerialError("is not a finite number")
        return value
    raise SerialError(f"should be plain JSON, not {kind_of(value)}")


# --- scalars ------------------------------------------------------------------------------

_SCALAR_NAMES: dict[type, str] = {
    int: "a whole number",
    str: "text",
    bool: "true/false",
    float: "a number",
    type(None): "null",
}


def _fits(t: type, value: Any) -> bool:
    if t is float:
        return type(value) is float or type(value) is int
    return type(value) is t


def _scalar_decoder(allowed: tuple[type, ...]) -> Decoder:
    names = " or ".join(_SCALAR_NAMES[t] for t in allowed)
    if len(allowed) == 1:
        only = allowed[0]
        if only is float:

            def dec_float(value: Any) -> Any:
                if type(value) is float or type(value) is int:
                    return float(value)
                raise SerialError(f"should be {names}, not {kind_of(value)}")

            return dec_float

        def dec_one(value: Any) -> Any:
            if type(value) is only:
                return value
            raise SerialError(f"should be {names}, not {kind_of(value)}")

        return dec_one

    def dec_union(value: Any) -> Any:
        for t in allowed:
            if _fits(t, value):
                return float(value) if t is float else value
        raise SerialError(f"should be {names}, not {kind_of(value)}")

    return dec_union


# --- building converters from type hints ----------------------------------------------------


def _identity(value: Any) -> Any:
    return value


def _converter(hint: Any) -> tuple[Encoder, Decoder]:
    """The (encode, decode) pair for one type hint."""
    if hint is Any:
        return copy_plain, copy_plain
    if hint in _SCALAR_NAMES:
        return _identity, _scalar_decoder((hint,))
    if isinstance(hint, type) and hint in _CODECS:
        return _codec_converter(_CODECS[hint])
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _dataclass_converter(hint)
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return _union_converter(hint, args)
    if origin is list and len(args) == 1:
        return _list_converter(args[0])
    if origin is dict and len(args) == 2:
        if args[0] is not str:
            raise TypeError(f"cannot save {hint!r}: JSON object keys are text")
        return _dict_converter(args[1])
    if origin is tuple:
        return _tuple_converter(hint, args)
    raise TypeError(f"cannot save a field of type {hint!r}: register a Codec for it")


def _codec_converter(codec: Codec) -> tuple[Encoder, Decoder]:
    def dec(value: Any) -> Any:
        try:
            return codec.decode(value)
        except SerialError:
            raise
        except (ValueError, TypeError) as exc:
            raise SerialError(f"is not valid: {exc}") from None

    return codec.encode, dec


def _dataclass_converter(cls: type) -> tuple[Encoder, Decoder]:
    # Looked up lazily: a dataclass may (indirectly) contain itself.
    def enc(value: Any) -> Any:
        return _plan(cls).encode(value)

    def dec(value: Any) -> Any:
        return _plan(cls).decode(value)

    return enc, dec


def _union_converter(hint: Any, args: tuple[Any, ...]) -> tuple[Encoder, Decoder]:
    others = tuple(a for a in args if a is not type(None))
    if len(others) == 1 and len(args) == 2:  # X | None
        inner_enc, inner_dec = _converter(others[0])
        if others[0] in _SCALAR_NAMES:  # str | None and the like: no call to save them
            return _identity, _scalar_decoder(tuple(args))

        def enc_opt(value: Any) -> Any:
            return None if value is None else inner_enc(value)

        def dec_opt(value: Any) -> Any:
            return None if value is None else inner_dec(value)

        return enc_opt, dec_opt
    if all(a in _SCALAR_NAMES for a in args):
        return _identity, _scalar_decoder(tuple(args))
    raise TypeError(f"cannot save {hint!r}: only X | None and unions of scalars are supported")


def _list_converter(item: Any) -> tuple[Encoder, Decoder]:
    item_enc, item_dec = _converter(item)
    plain_items = item_enc is _identity
    leaf_types = _leaf_types(item)

    def enc(value: Any) -> Any:
        if plain_items:
            return list(value)
        try:
            return [item_enc(v) for v in value]
        except SerialError:
            raise _locate(((f"[{i}]", v) for i, v in enumerate(value)), item_enc) from None

    def dec(value: Any) -> Any:
        if type(value) is not list:
            raise SerialError(f"should be a list, not {kind_of(value)}")
        if leaf_types is not None:  # list[str] and the like: check in one loop, copy in one call
            for v in value:
                if type(v) not in leaf_types:
                    break
            else:
                return list(value)
        out: list[Any] = []
        for i, v in enumerate(value):
            try:
                out.append(item_dec(v))
            except SerialError as exc:
                raise exc.inside(f"[{i}]") from None
        return out

    return enc, dec


def _leaf_types(hint: Any) -> frozenset[type] | None:
    """The exact JSON types a scalar hint accepts unchanged (None for anything else; float is left
    out because an int read for a float is converted)."""
    if hint in _SCALAR_NAMES and hint is not float:
        return frozenset((hint,))
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        if all(a in _SCALAR_NAMES and a is not float for a in args):
            return frozenset(args)
    return None


def _locate(items: Iterable[tuple[str, Any]], encode: Encoder) -> SerialError:
    """The error of the first item ``encode`` refuses, with its place (comprehensions stay fast and
    lose the place; this slow walk runs only once something was refused)."""
    for segment, v in items:
        try:
            encode(v)
        except SerialError as exc:
            return exc.inside(segment)
    return SerialError("could not be saved")


def _dict_converter(item: Any) -> tuple[Encoder, Decoder]:
    if item is Any:  # free JSON objects (setup, pending choices): one walk copies and checks keys too

        def plain_object(value: Any) -> Any:
            if type(value) is not dict:
                raise SerialError(f"should be an object, not {kind_of(value)}")
            return copy_plain(value)

        return plain_object, plain_object
    item_enc, item_dec = _converter(item)
    plain_items = item_enc is _identity

    def enc(value: Any) -> Any:
        if plain_items:
            return dict(value)
        try:
            return {k: item_enc(v) for k, v in value.items()}
        except SerialError:
            raise _locate(((f".{k}", v) for k, v in value.items()), item_enc) from None

    def dec(value: Any) -> Any:
        if type(value) is not dict:
            raise SerialError(f"should be an object, not {kind_of(value)}")
        out: dict[str, Any] = {}
        for k, v in value.items():
            try:
                out[k] = item_dec(v)
            except SerialError as exc:
                raise exc.inside(f".{k}") from None
        return out

    return enc, dec


def _tuple_converter(hint: Any, args: tuple[Any, ...]) -> tuple[Encoder, Decoder]:
    if len(args) == 2 and args[1] is Ellipsis:
        list_enc, list_dec = _list_converter(args[0])

        def dec_var(value: Any) -> Any:
            return tuple(list_dec(value))

        return list_enc, dec_var
    if not args:
        raise TypeError(f"cannot save {hint!r}: say what the tuple holds")
    pairs = [_converter(a) for a in args]

    def enc(value: Any) -> Any:
        return [e(v) for (e, _d), v in zip(pairs, value, strict=True)]

    def dec(value: Any) -> Any:
        if type(value) is not list:
            raise SerialError(f"should be a list, not {kind_of(value)}")
        if len(value) != len(pairs):
            raise SerialError(f"should hold {len(pairs)} values, not {len(value)}")
        out: list[Any] = []
        for i, ((_e, d), v) in enumerate(zip(pairs, value, strict=True)):
            try:
                out.append(d(v))
            except SerialError as exc:
                raise exc.inside(f"[{i}]") from None
        return tuple(out)

    return enc, dec


# --- one dataclass ------------------------------------------------------------------------


def _fixed_converter(cls: type, name: str, hint: Any) -> tuple[Encoder, Decoder]:
    """A JSON object set when the game starts and never changed after (the setup): state and JSON
    share it instead of copying it on every snapshot; loading still checks it is an object."""
    if hint is not Any and typing.get_origin(hint) is not dict:
        raise TypeError(f"{cls.__name__}.{name} is fixed, so it must be a dict[str, Any] of plain JSON")

    def dec(value: Any) -> Any:
        if type(value) is not dict:
            raise SerialError(f"should be an object, not {kind_of(value)}")
        return value

    return _identity, dec


class _NoType:
    """Matches no JSON value's type: a field whose value always goes through its decoder."""


_NO_TYPE = _NoType


class _Plan:
    """The saved fields of one dataclass with their converters, and the defaults of the rest."""

    def __init__(self, cls: type) -> None:
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls.__name__} is not a dataclass")
        self.cls = cls
        hints = typing.get_type_hints(cls)
        self.saved: list[tuple[str, Encoder, Decoder]] = []
        self.unsaved: list[dataclasses.Field[Any]] = []
        for f in dataclasses.fields(cls):
            if not f.metadata.get("save", True):
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                    raise TypeError(f"{cls.__name__}.{f.name} is not saved, so it needs a default")
                self.unsaved.append(f)
                continue
            if f.metadata.get("fixed", False):
                enc, dec = _fixed_converter(cls, f.name, hints[f.name])
            else:
                enc, dec = _converter(hints[f.name])
            self.saved.append((f.name, enc, dec))
        self.keys = frozenset(name for name, _e, _d in self.saved)
        # Fields whose encoder is the identity are copied without a call (most are scalars).
        self._enc = [(name, None if enc is _identity else enc) for name, enc, _d in self.saved]
        # Scalar fields are taken when their JSON type is exactly the declared one (the decoder runs,
        # and words the refusal, only otherwise); float is left out (an int is read as a float).
        self._dec = [
            (name, hints[name] if hints[name] in (int, str, bool) else _NO_TYPE, dec)
            for name, _e, dec in self.saved
        ]
        # The generated __init__ only stores the fields: filling __dict__ directly is the same and
        # faster. Frozen, slotted or post-initialised classes go through their own __init__.
        params = getattr(cls, "__dataclass_params__", None)
        self._plain_init = (
            not getattr(params, "frozen", True)
            and hasattr(cls, "__dict__")
            and "__slots__" not in cls.__dict__
            and not hasattr(cls, "__post_init__")
        )

    def encode(self, obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        name = ""
        try:
            for name, enc in self._enc:
                value = getattr(obj, name)
                out[name] = value if enc is None else enc(value)
        except SerialError as exc:
            raise exc.inside(f".{name}") from None
        return out

    def decode(self, data: Any) -> Any:
        if type(data) is not dict:
            raise SerialError(f"should be an object, not {kind_of(data)}")
        if data.keys() != self.keys:
            raise SerialError(self._key_problem(data))
        kwargs: dict[str, Any] = {}
        name = ""
        try:
            for name, exact, dec in self._dec:
                value = data[name]
                kwargs[name] = value if type(value) is exact else dec(value)
        except SerialError as exc:
            raise exc.inside(f".{name}") from None
        for f in self.unsaved:
            if f.default_factory is not dataclasses.MISSING:
                kwargs[f.name] = f.default_factory()
            else:
                kwargs[f.name] = f.default
        if self._plain_init:
            obj = self.cls.__new__(self.cls)
            obj.__dict__.update(kwargs)
            return obj
        return self.cls(**kwargs)

    def _key_problem(self, data: dict[str, Any]) -> str:
        missing = sorted(self.keys - data.keys())
        unknown = sorted(str(k) for k in data.keys() - self.keys)
        parts = []
        if missing:
            noun = "the field" if len(missing) == 1 else "the fields"
            parts.append(f"lacks {noun} " + ", ".join(repr(k) for k in missing))
        if unknown:
            noun = "an unknown field" if len(unknown) == 1 else "unknown fields"
            parts.append(f"has {noun} " + ", ".join(repr(k) for k in unknown))
        return " and ".join(parts)


def _plan(cls: type) -> _Plan:
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = _Plan(cls)
    return plan
