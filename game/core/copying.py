"""A fast structural copy of a game state (``Game.clone``): no JSON, no ``deepcopy`` memo.

States are trees of plain dataclasses, lists, dicts, piles and one Rng, with no object reachable
twice (the JSON form could not keep such sharing either), so a copy needs no memo. A field added to a
state dataclass is copied without anyone listing it. Frozen dataclasses, tuples and scalars are
immutable and shared.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from game.core.piles import Pile
from game.core.rng import Rng

_SHARED = frozenset((str, int, float, bool, type(None), bytes, frozenset))


def tree_copy(value: Any) -> Any:
    """An independent copy of ``value``: containers and state objects copied, immutables shared."""
    kind = type(value)
    if kind in _SHARED:
        return value
    copier = _COPIERS.get(kind)
    if copier is not None:
        return copier(value)
    return _copier_for(kind)(value)


def _list(value: list[Any]) -> list[Any]:
    # the type test runs in C (map/set): lists of card ids, the bulk of a state, copy in one call
    if _SHARED.issuperset(map(type, value)):
        return value.copy()
    return [v if type(v) in _SHARED else tree_copy(v) for v in value]


def _dict(value: dict[Any, Any]) -> dict[Any, Any]:
    if _SHARED.issuperset(map(type, value.values())):
        return value.copy()
    return {k: v if type(v) in _SHARED else tree_copy(v) for k, v in value.items()}


def _tuple(value: tuple[Any, ...]) -> tuple[Any, ...]:
    if _SHARED.issuperset(map(type, value)):
        return value
    return tuple(tree_copy(v) for v in value)


def copy_pile(value: Pile) -> Pile:
    """A pile with its own list of the same card ids (the games' hand-tuned clones use it too)."""
    copy = Pile.__new__(Pile)
    copy.cards = _list(value.cards)
    return copy


def _rng(value: Rng) -> Rng:
    return Rng(value.state)


_COPIERS: dict[type, Callable[[Any], Any]] = {
    list: _list,
    dict: _dict,
    tuple: _tuple,
    Pile: copy_pile,
    Rng: _rng,
}


def _copier_for(kind: type) -> Callable[[Any], Any]:
    """The copier of a class met for the first time: frozen dataclasses are shared, other dataclasses
    are rebuilt field by field (attributes that are not fields are memo tables the rules hang on a
    state, shared); anything else is refused."""
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:
        copier: Callable[[Any], Any] = _share
    elif params is not None and kind.__dictoffset__ and "__slots__" not in kind.__dict__:
        copier = field_copier(kind)
    else:
        raise TypeError(f"tree_copy cannot copy a {kind.__name__}")
    _COPIERS[kind] = copier
    return copier


# What a field's declared type says about how to copy it (``field_copier``): a list of lists of scalars
# is copied with one call per inner list instead of one ``tree_copy`` per element. The element types are
# still checked (in C, by ``map(type, ...)``), so a value that does not match its declaration is copied
# whole all the same.
_SCALAR_NAMES = frozenset(("int", "str", "bool", "float"))
_NESTED, _OTHER = 2, 3


def _field_plan(annotation: Any) -> int | None:
    """None: an immutable scalar; ``_NESTED``: a list of lists of scalars; ``_OTHER``: anything else
    (flat lists and dicts included: the generic checked path copies them in one call). Only exact
    spellings are trusted."""
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", repr(annotation))
    text = text.replace(" ", "")
    if text.endswith("|None"):
        text = text[: -len("|None")]
    if text in _SCALAR_NAMES:
        return None
    inner = text[5:-1] if text.startswith("list[") and text.endswith("]") else None
    if inner is not None and inner.startswith("list[") and inner[5:-1] in _SCALAR_NAMES:
        return _NESTED
    return _OTHER


def field_copier(kind: type) -> Callable[[Any], Any]:
    """A copier for the (non-frozen) dataclass ``kind`` planned once from its fields' declared types:
    scalars shared, flat lists and dicts copied in one call, lists of flat lists one call per inner
    list, the rest through ``tree_copy``. Every value's own type is still looked at: an immutable one
    is shared whatever the field says, and one that is not what the field declares (a container in a
    field declared scalar, a list in a list of ints) takes the generic path."""
    plans = tuple((f.name, _field_plan(f.type)) for f in dataclasses.fields(kind))

    def copier(value: Any) -> Any:
        copy: Any = object.__new__(kind)
        attrs = value.__dict__.copy()  # attributes that are no fields (memo tables) stay shared
        for k, plan in plans:
            v = attrs.get(k)  # (a field never set is not copied, as before)
            t = type(v)
            if t in _SHARED:
                continue
            if plan == _NESTED and t is list:
                attrs[k] = [
                    x.copy() if type(x) is list and _SHARED.issuperset(map(type, x)) else tree_copy(x) for x in v
                ]
            elif t is list:
                attrs[k] = v.copy() if _SHARED.issuperset(map(type, v)) else _list(v)
            elif t is Pile:
                attrs[k] = copy_pile(v)
            else:
                attrs[k] = tree_copy(v)
        copy.__dict__.update(attrs)
        return copy

    return copier


def _share(value: Any) -> Any:
    return value


def shared_mutables(a: Any, b: Any, path: str = "state") -> list[str]:
    """Paths at which ``a`` and ``b`` hold the very same mutable object (for tests of ``clone``)."""
    out: list[str] = []
    if type(a) in _SHARED or type(a) is not type(b):
        return out
    params = getattr(type(a), "__dataclass_params__", None)
    if params is not None and params.frozen:
        return out
    if a is b and type(a) is not tuple:
        return [path]
    if isinstance(a, list | tuple):
        for i, (x, y) in enumerate(zip(a, b)):
            out += shared_mutables(x, y, f"{path}[{i}]")
    elif isinstance(a, dict):
        for k in a:
            if k in b:
                out += shared_mutables(a[k], b[k], f"{path}[{k!r}]")
    elif isinstance(a, Pile):
        out += shared_mutables(a.cards, b.cards, f"{path}.cards")
    elif dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            out += shared_mutables(getattr(a, f.name), getattr(b, f.name, None), f"{path}.{f.name}")
    return out
