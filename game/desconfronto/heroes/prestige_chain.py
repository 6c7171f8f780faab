"""Adding a Specialization's handlers to hook names its hero's base module already registered.

The engine asks one function per ``<hero>_<point>`` (hooks.py). A ``<hero>_prestige`` module that
needs a point the base module also uses (``tesser_turn_start``, ``marzak_class_apply``...) puts its
handler beside the base one with these helpers, so the base modules stay untouched. Every added
handler checks ``prestige.has_subclass`` first: a hero without the subclass plays as before.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from game.desconfronto.hooks import HOOKS, hook
from game.desconfronto.state import CombatState

Fn = Callable[..., Any]


def _replace(name: str, fn: Fn) -> None:
    HOOKS.pop(name, None)
    hook(name)(fn)  # through ``hook``: the per-line-up tables are emptied


def add_list(name: str, extra: Fn) -> None:
    """Both run; their lists (events, actions) are joined, the base one first."""
    base = HOOKS.get(name)

    def joined(*args: Any) -> list[Any]:
        return [*(base(*args) if base else []), *extra(*args)]

    _replace(name, joined)


def add_routed(name: str, names: Collection[str], extra: Fn, key: Callable[..., str]) -> None:
    """``extra`` answers when ``key(*args)`` is one of ``names`` (its own class actions or choices),
    the base function otherwise."""
    base = HOOKS.get(name)
    own = frozenset(names)

    def routed(*args: Any) -> Any:
        if key(*args) in own:
            return extra(*args)
        assert base is not None, f"{name}: no handler for {key(*args)!r}"
        return base(*args)

    _replace(name, routed)


def add_chained(name: str, extra: Fn, passed: int) -> None:
    """For modifiers returning a tuple of their last ``passed`` arguments (``modify_attack``): the base
    function's result feeds ``extra``."""
    base = HOOKS.get(name)

    def chained(*args: Any) -> Any:
        out = base(*args) if base else args[-passed:]
        return extra(*args[:-passed], *out)

    _replace(name, chained)


def action_name(state: CombatState, seat: int, action: Any) -> str:
    return str(action.name)


def pending_name(state: CombatState, seat: int) -> str:
    pend = state.pending
    return str(pend["name"]) if pend is not None and "name" in pend else ""


def wrap(name: str, fn: Fn) -> None:
    """``fn(base, *args)``: for a hook whose answer the Specialization changes (``<hero>_elements``)."""
    base = HOOKS.get(name)
    _replace(name, lambda *args: fn(base, *args))
