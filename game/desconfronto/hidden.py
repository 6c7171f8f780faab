"""What a seat may not identify in a combat (``Game.hidden_zones``), for search that must not peek.

Exactly the zones ``view.py`` shows as ``Hidden``: every hero's draw deck (its order is never seen)
and the Creature Action deck (and, on the Boss playmat, the Boss Action deck); under ``RIVAL`` another hero's hand, pooled with that hero's deck (the
viewer knows which cards the two hold together, not which are in hand); for a hero seat, the
Corruption Master's hand pooled with the Creature Action deck (master.py).
"""

from __future__ import annotations

from game.core.determinize import Group
from game.core.view import sees_hand
from game.desconfronto.state import CombatState


def hidden_zones(state: CombatState, seat: int | None, audience: str) -> list[Group]:
    m = state.master
    if m is not None and seat is not None and seat != m.seat:
        # DC-CM-03: the Corruption Master's hand is hidden from every hero seat, pooled with the deck
        # (a hero knows which cards the two hold together, not which are in the hand). The table
        # (seat None, every seat at once, a bot playing them all) holds the Master's hand too.
        groups: list[Group] = [[m.hand, state.cdeck.cards]]
    else:
        groups = [[state.cdeck.cards]]
    if state.boss is not None:  # the Boss Action draw pile: a count on the view (boss/view.py)
        groups.append([state.boss.deck])
    for h in state.heroes:
        if sees_hand(seat, audience, h.seat):
            groups.append([h.draw.cards])
        else:
            groups.append([h.hand, h.draw.cards])
    return groups
