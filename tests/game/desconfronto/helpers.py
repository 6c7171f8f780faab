"""Building literal desConfronto scenarios: fixed creatures, chosen hands, deck order, forced dice."""

from __future__ import annotations

from typing import Any

from game.core.session import Session
from game.desconfronto import GAME


def session(heroes: list[str], creatures: list[str], seed: int = 1, **extra: Any) -> Session:
    setup = {"mode": "skirmish", "players": len(heroes), "heroes": heroes, "creatures": creatures, **extra}
    return Session.new(GAME, setup, seed)


def set_hand(state: Any, seat: int, cards: list[str]) -> None:
    """Give ``seat`` exactly ``cards`` in hand (physical ids), moving cards between hand and draw deck
    so that every card stays in exactly one zone."""
    h = state.heroes[seat]
    for c in cards:
        for zone in (h.draw.cards, h.discard.cards):
            if c in zone:
                zone.remove(c)
                break
        else:
            if c not in h.hand:
                raise AssertionError(f"{c} is not in {h.hero}'s cards")
            h.hand.remove(c)
        h.hand.append(c)
    for c in list(h.hand):
        if c not in cards:
            h.hand.remove(c)
            h.draw.cards.insert(0, c)


def stack_creature_deck(state: Any, *cards: str) -> None:
    """Put Creature Action cards on top of the deck, the first given drawn first."""
    for c in reversed(cards):
        state.cdeck.cards.remove(c)
        state.cdeck.cards.append(c)


def snapshot(state: Any) -> dict[str, Any]:
    return GAME.to_json(state)
