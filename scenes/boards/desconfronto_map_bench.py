"""Frame-time benchmark of the Sempreterna map screen for ``make bench`` (bench/frames.py, issue 11).

The real app, headless, at 1920x1080 shows the map after the K0 combat with every card face up (the
``face_up_map`` option: all 36 cards and Kalahad drawn, every revealed card a lit Fast Travel target)
while the mouse sweeps over the table (hover tooltips); each ``App.frame`` is timed in milliseconds.
"""

from __future__ import annotations

from scenes.boards.bench_session import session_frame_times

SEED = 3


def map_session(players: int = 2, seed: int = SEED):
    """A campaign on the map after a won K0 combat, the market left (the position is set up, not played)."""
    from game.core.registry import get_game
    from game.core.session import Session
    from game.desconfronto import outcome
    from game.desconfronto.roster import playable_heroes
    from game.desconfronto.run_actions import DoneShopping

    heroes = playable_heroes()[:players]
    setup = {"mode": "campaign", "players": players, "heroes": heroes, "options": {"face_up_map": True}}
    s = Session.new(get_game("desconfronto"), setup, seed)
    for c in s.state.creatures:
        c.vigor, c.defeated = 0, True
    outcome.check_end(s.state)
    s.touch()
    while (ask := s.game.pending(s.state)) is not None and ask.prompt == "dc.prompt.market":
        s.apply(DoneShopping(ask.player))  # every seat leaves the market: the map is next
    s.state.fragments = 6  # every card a Fast Travel target: the most the screen ever lights
    s.touch()
    return s


def frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 240) -> list[float]:
    return session_frame_times(map_session(), size, frames, top=120)
