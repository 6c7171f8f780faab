"""What a seat may not identify at the fortress (``Game.hidden_zones``), for search that must not peek.

Exactly the zones ``view.py`` shows as ``Hidden``: every General's deck, the Fortress and Invasion
decks, the box and the face-down plans (orders never seen); under ``RIVAL`` another General's hand,
pooled with that General's deck.
"""

from __future__ import annotations

from game.core.determinize import Group
from game.core.view import sees_hand
from game.fortress.state import FortressState


def hidden_zones(state: FortressState, seat: int | None, audience: str) -> list[Group]:
    groups: list[Group] = [
        [state.fortress_deck.cards],
        [state.invasion_deck.cards],
        [state.box],
        [state.plans],
    ]
    for q, s in enumerate(state.seats):
        if sees_hand(seat, audience, q):
            groups.append([s.deck.cards])
        else:
            groups.append([s.hand, s.deck.cards])
    return groups
