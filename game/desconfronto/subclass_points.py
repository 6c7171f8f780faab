"""The engine's call points for Specialization passives (prestige.py; HEROES.md "Specializations").

A subclass names a hook prefix (``[[subclass]] hook = "knight"``); the engine asks for
``<prefix>_<point>`` (``knight_immune``, ``executioner_inverted``, ``knight_healed``) here. Every call
point tests ``h.subclass`` first, so a Skirmish (no Specialization is ever dealt, DC-COL-02) pays one
string test.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Event
from game.desconfronto.content import HEROES
from game.desconfronto.hooks import HOOKS
from game.desconfronto.state import CombatState, HeroState

_CACHE: dict[tuple[str, str], Callable[..., Any] | None] = {}


def passive(h: HeroState, point: str) -> Callable[..., Any] | None:
    """The hook of ``h``'s subclass for ``point``, or None (no subclass, or it has none there)."""
    sub = h.subclass
    if not sub:
        return None
    key = (sub, point)
    try:
        return _CACHE[key]
    except KeyError:
        d = HEROES[h.hero].subclass(sub)
        fn = HOOKS.get(f"{d.hook}_{point}") if d is not None and d.hook else None
        _CACHE[key] = fn
        return fn


def healed_by(state: CombatState, seat: int, ref: str) -> list[Event]:
    """``seat`` healed ``ref`` (a card's or an item's heal): the healer's ``<prefix>_healed`` passive."""
    fn = passive(state.heroes[seat], "healed")
    return list(fn(state, seat, ref)) if fn else []
