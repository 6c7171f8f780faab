"""Building campaign positions: a campaign session, combats won or lost, the map's choices made."""

from __future__ import annotations

from typing import Any

from game.core.session import Session
from game.desconfronto import GAME
from game.desconfronto.run_actions import DoneShopping
from tests.game.desconfronto.hunt.hunt_helpers import lose_combat, win_combat  # the same end checks

__all__ = ["campaign_session", "kinds", "leave_market", "lose_combat", "pages", "to_combat", "win_combat"]


def campaign_session(heroes: list[str], seed: int = 1, **setup_extra: Any) -> Session:
    setup: dict[str, Any] = {"mode": "campaign", "players": len(heroes), "heroes": heroes, **setup_extra}
    return Session.new(GAME, setup, seed)


def leave_market(s: Session) -> None:
    """Every seat leaves the after-combat market without buying: the map is asked next."""
    while s.state.pending is not None and s.state.pending.kind == "market":
        s.apply(DoneShopping(s.state.pending.player))


def to_combat(s: Session) -> None:
    """Answer a road event (its first option) and any discard it asks, until the card's combat starts."""
    while s.state.pending is not None and s.state.pending.kind in ("road", "discard"):
        s.apply(GAME.legal_actions(s.state)[0])


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def pages(events: list[Any]) -> list[str]:
    return [e.data["page"] for e in events if e.kind == "dc.page"]
