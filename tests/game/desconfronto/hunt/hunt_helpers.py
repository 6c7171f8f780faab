"""Building Hunt positions: a Hunt session, a horde rolled with fixed tier dice, a combat won or lost."""

from __future__ import annotations

from typing import Any

from game.core.session import Session
from game.desconfronto import GAME, hunt, outcome
from game.desconfronto.run_actions import DoneShopping


def hunt_session(heroes: list[str], seed: int = 1, **options: Any) -> Session:
    setup: dict[str, Any] = {"mode": "hunt", "players": len(heroes), "heroes": heroes}
    if options:
        setup["options"] = options
    return Session.new(GAME, setup, seed)


def roll_horde(s: Session, horde: int, faces: list[str]) -> list[Any]:
    """Roll horde ``horde`` again with the given tier-die faces, one per seat."""
    s.state.forced = list(faces)
    events = hunt.begin_horde(s.state, horde)
    s.touch()
    return events


def win_combat(s: Session) -> list[Any]:
    """The last creature falls (as a killing blow would leave it): the one end check runs."""
    for c in s.state.creatures:
        c.vigor, c.defeated = 0, True
    events = outcome.check_end(s.state)
    s.touch()
    return events


def lose_combat(s: Session) -> list[Any]:
    for h in s.state.heroes:
        h.vigor, h.exhausted = 0, "wounds"
    events = outcome.check_end(s.state)
    s.touch()
    return events


def leave_market(s: Session) -> list[Any]:
    """Every seat leaves the market without buying."""
    events: list[Any] = []
    while s.state.pending is not None and s.state.pending.kind == "market":
        events += s.apply(DoneShopping(s.state.pending.player))
    return events
