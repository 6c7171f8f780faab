"""The named-hook registry for what the effect vocabulary cannot say (truly unique cards, class mechanics).

A hero module (``game/desconfronto/heroes/<hero>.py``) registers functions
with ``@hook("name")``; data files reference them by name (``{ hook = "name" }``
in a card's effects, ``hook = "name"`` on a passive or skill). Kinds of hooks
and their signatures:

* card effect: ``fn(state, seat, card_id, targets) -> list[Event]``;
* ``"<hero>_class_actions"``: ``fn(state, seat) -> list[Action]`` extra Hero
  Phase actions (class abilities, DC-CMB-06e); they are applied by
  ``"<hero>_class_apply"``: ``fn(state, seat, action) -> list[Event]``;
* ``"<hero>_keeps_abilities"``: ``fn(state, seat) -> bool`` (Fildon, DC-EXH-02);
* ``"only:<tag>"``: ``fn(state, seat) -> bool`` for effects with ``only = "<tag>"``;
* passive hooks called by the engine at fixed points (see HEROES.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.desconfronto.state import CombatState

HOOKS: dict[str, Callable[..., Any]] = {}


def hook(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        if name in HOOKS and HOOKS[name] is not fn:
            raise ValueError(f"hook {name!r} is registered twice")
        HOOKS[name] = fn
        for each_table in _EACH.values():  # states keep a reference to their table
            each_table.clear()
        for own_table in _OWN.values():
            own_table.clear()
        return fn

    return deco


def each(state: CombatState, suffix: str) -> list[tuple[int, Callable[..., Any]]]:
    """``(seat, fn)`` for every hero in play whose module registered ``<hero>_<suffix>``.

    For class effects that watch every figure's attacks, not only their owner's
    (interceptions, shared buffs, retaliations), in seat order.
    """
    try:  # several lookups per creature attack: one attribute and one dict probe on the hit
        return state._hooks[suffix]  # type: ignore[attr-defined,no-any-return]
    except (AttributeError, KeyError):  # a new state, or a suffix this line-up was not asked yet
        return _each_slow(state, suffix)


def _each_slow(state: CombatState, suffix: str) -> list[tuple[int, Callable[..., Any]]]:
    # the heroes of a combat never change: one table per line-up, shared by its states and
    # emptied in place when a hook is registered (``hook`` above), so it is never stale
    lineup = tuple(h.hero for h in state.heroes)
    table = _EACH.get(lineup)
    if table is None:
        table = _EACH[lineup] = {}
    state.__dict__["_hooks"] = table
    out = table[suffix] = [
        (h.seat, fn) for h in state.heroes if (fn := HOOKS.get(f"{h.hero}_{suffix}")) is not None
    ]
    return out


_EACH: dict[tuple[str, ...], dict[str, list[tuple[int, Callable[..., Any]]]]] = {}


def own(state: CombatState, seat: int, suffix: str) -> Callable[..., Any] | None:
    """``HOOKS.get(f"{hero}_{suffix}")`` for the hero in ``seat``, memoised per line-up like ``each``
    (the engine asks this several times per action: the f-string and lookup add up)."""
    try:
        return state._own[suffix][seat]  # type: ignore[attr-defined,no-any-return]
    except (AttributeError, KeyError):
        return owners(state, suffix)[seat]


def owners(state: CombatState, suffix: str) -> tuple[Callable[..., Any] | None, ...]:
    """``own`` for every seat at once (index = seat)."""
    try:
        return state._own[suffix]  # type: ignore[attr-defined,no-any-return]
    except (AttributeError, KeyError):
        pass
    lineup = tuple(h.hero for h in state.heroes)
    table = _OWN.get(lineup)
    if table is None:
        table = _OWN[lineup] = {}
    state.__dict__["_own"] = table
    fns = table[suffix] = tuple(HOOKS.get(f"{hero}_{suffix}") for hero in lineup)
    return fns


_OWN: dict[tuple[str, ...], dict[str, tuple[Callable[..., Any] | None, ...]]] = {}
