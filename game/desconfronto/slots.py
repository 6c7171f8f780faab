"""The legal answers of a card's or an item's target slot (the slot kinds are listed in content.py).

Shared by the legal-action enumeration (``legal.py``) and the items (``items.py``), which both
sit above it.
"""

from __future__ import annotations

from game.desconfronto.coliseum.rivals import enemies as coliseum_enemies
from game.desconfronto.hooks import HOOKS
from game.desconfronto.state import CombatState

DEFAULT_ELEMENTS = ("fire", "ice", "poison")
_CREF = tuple(f"c{i}" for i in range(64))  # figure refs, built once (board positions are few)
_HREF = tuple(f"h{i}" for i in range(64))


def slot_targets(state: CombatState, seat: int, kind: str, chosen: list[str]) -> list[str]:
    """Legal answers for a target slot of ``kind`` (content.py lists the kinds)."""
    if kind == "enemy":  # the common kinds first, building only the list they need (hot path)
        if state.coliseum is not None:  # every other hero, and the beasts (coliseum/rivals.py)
            return coliseum_enemies(state, seat)
        return [_CREF[i] for i, c in enumerate(state.creatures) if not c.defeated]
    if kind == "hero":
        return [_HREF[h.seat] for h in state.heroes if not h.exhausted]
    enemies = [_CREF[i] for i, c in enumerate(state.creatures) if not c.defeated]
    heroes = [_HREF[h.seat] for h in state.heroes if not h.exhausted]
    first = chosen[0] if chosen else ""
    if kind == "any":
        return heroes + enemies
    if kind == "element":
        fn = HOOKS.get(f"{state.heroes[seat].hero}_elements")
        return list(fn(state, seat) if fn else DEFAULT_ELEMENTS)
    if kind == "ally":  # in the arena a hero has no allies
        out = [] if state.coliseum is not None else [r for r in heroes if r != f"h{seat}"]
    elif kind == "other_enemy":
        foes = enemies if state.coliseum is None else coliseum_enemies(state, seat)
        out = [r for r in foes if r != first]
    else:  # other_any
        out = [r for r in heroes + enemies if r != first]
    return out or [""]  # a later slot with nobody to pick is skipped
