"""Building Boss-playmat scenarios: a ``"mode": "boss"`` session, a stacked Boss Action deck, forced dice."""

from __future__ import annotations

from typing import Any

from game.core.session import Session
from game.desconfronto import GAME


def boss_session(heroes: list[str], seed: int = 1, **extra: Any) -> Session:
    setup = {"mode": "boss", "players": len(heroes), "heroes": heroes, **extra}
    return Session.new(GAME, setup, seed)


def stack_boss(state: Any, *cards: str) -> None:
    """Put Boss Action cards on top of the Boss deck, the first given drawn first."""
    b = state.boss
    for c in reversed(cards):
        if c in b.deck:
            b.deck.remove(c)
        else:
            b.discard.remove(c)
        b.deck.append(c)


def give(state: Any, seat: int, card: str) -> None:
    """Move one physical card of ``seat`` into the hand (from wherever it is)."""
    h = state.heroes[seat]
    for zone in (h.draw.cards, h.discard.cards):
        if card in zone:
            zone.remove(card)
            h.hand.append(card)
            return
    assert card in h.hand, card


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]
