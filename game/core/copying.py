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
        fields = frozenset(f.name for f in dataclasses.fields(kind))

        def copier(value: Any) -> Any:
            return _copy_fields(value, kind, fields)

    else:
        raise TypeError(f"tree_copy cannot copy a {kind.__name__}")
    _COPIERS[kind] = copier
    return copier


def _copy_fields(value: Any, kind: type, fields: frozenset[str]) -> Any:
    copy: Any = object.__new__(kind)
    attrs = value.__dict__.copy()
    for k, v in attrs.items():
        t = type(v)
        if t in _SHARED or k not in fields:
            continue
        if t is list:
            attrs[k] = v.copy() if _SHARED.issuperset(map(type, v)) else _list(v)
        elif t is Pile:
            attrs[k] = copy_pile(v)
        else:
            attrs[k] = tree_copy(v)
    copy.__dict__.update(attrs)
    return copy


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
