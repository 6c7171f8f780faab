"""Who is whose enemy in the Coliseum (DC-COL-01: every hero fights every other; DC-COL-16: the beasts).

In the arena a hero has no allies: an "enemy" is every other hero still standing, and the beasts
when Condemnation by Beasts is played. Effects written for the cooperative game read the same way:
"all enemies" hit every rival (and beast), "allies" reach nobody, "all heroes" still means every
hero (RULES.md, Coliseum: the reading of co-op card words).
"""

from __future__ import annotations

from game.desconfronto.state import CombatState

_HREF = tuple(f"h{i}" for i in range(64))
_CREF = tuple(f"c{i}" for i in range(64))


def rivals(state: CombatState, seat: int) -> list[str]:
    """The other heroes ``seat`` may aim at: standing (an Exhausted or eliminated hero is no target)."""
    return [_HREF[h.seat] for h in state.heroes if h.seat != seat and not h.exhausted]


def enemies(state: CombatState, seat: int) -> list[str]:
    """Rivals first, then the living beasts."""
    return rivals(state, seat) + [_CREF[i] for i, c in enumerate(state.creatures) if not c.defeated]


def is_rival(state: CombatState, seat: int, ref: str) -> bool:
    """A figure of another hero (the hero or their companion)."""
    return ref[:1] in ("h", "n") and ref[1:].isdigit() and int(ref[1:]) != seat


def first_round(state: CombatState) -> bool:
    """DC-COL-04: the first round, in which nobody may attack (each seat's first turn)."""
    return state.turn <= len(state.heroes)
