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

HOOKS: dict[str, Callable[..., Any]] = {}


def hook(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        if name in HOOKS and HOOKS[name] is not fn:
            raise ValueError(f"hook {name!r} is registered twice")
        HOOKS[name] = fn
        _EACH.clear()
        return fn

    return deco


def each(state: Any, suffix: str) -> list[tuple[int, Callable[..., Any]]]:
    """``(seat, fn)`` for every hero in play whose module registered ``<hero>_<suffix>``.

    For class effects that watch every figure's attacks, not only their owner's
    (interceptions, shared buffs, retaliations), in seat order.
    """
    lineup = state.__dict__.get("_lineup")
    if lineup is None:  # the heroes of a combat never change; cached off the saved fields
        lineup = state.__dict__["_lineup"] = tuple(h.hero for h in state.heroes)
    key = (lineup, suffix, len(HOOKS))
    out = _EACH.get(key)
    if out is None:  # the same few lookups run several times per attack: memoised per line-up
        out = _EACH[key] = [
            (h.seat, fn) for h in state.heroes if (fn := HOOKS.get(f"{h.hero}_{suffix}")) is not None
        ]
    return out


_EACH: dict[tuple[Any, ...], list[tuple[int, Callable[..., Any]]]] = {}
