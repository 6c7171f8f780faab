"""Frame-time benchmark of the Hunt's Wandering Market screen for ``make bench`` (bench/frames.py).

The real app, headless, shows the market after horde 1 for a table of four human heroes while the
mouse sweeps over the offers and the hero screen (hover states, tooltips); each ``App.frame``
(events, update, draw, present) is timed in milliseconds.
"""

from __future__ import annotations

from scenes.boards.bench_session import session_frame_times

SEED = 5


def market_session(players: int = 4, seed: int = SEED):
    """A Hunt at the market after a won first horde (the position is set up, not played)."""
    from game.core.registry import get_game
    from game.core.session import Session
    from game.desconfronto import hunt, outcome
    from game.desconfronto.roster import playable_heroes

    heroes = playable_heroes()[:players]
    s = Session.new(get_game("desconfronto"), {"mode": "hunt", "players": players, "heroes": heroes}, seed)
    st = s.state
    st.forced = ["hit2"] * players  # every tier die at Tier II: no one has to choose
    hunt.begin_horde(st, 1)
    for c in st.creatures:
        c.vigor, c.defeated = 0, True
    outcome.check_end(st)
    s.touch()
    return s


def frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 240) -> list[float]:
    return session_frame_times(market_session(), size, frames, top=150)  # the market's rows and the hand
