"""Frame-time benchmark of the Boss playmat for ``make bench`` (bench/frames.py).

The real app, headless, shows the Boss fight for a table of four human heroes at the first
threshold (both summons out, the counter moving, a pillar broken, a crystal holding a soul) while
the mouse sweeps over the mat, the playmats and the hand; each ``App.frame`` (events, update,
draw, present) is timed in milliseconds.
"""

from __future__ import annotations

from scenes.boards.bench_session import session_frame_times

SEED = 5


def boss_session(players: int = 4, seed: int = SEED):
    """A Boss fight at its first threshold (the position is set up, not played)."""
    from game.core.registry import get_game
    from game.core.session import Session
    from game.desconfronto.boss import summons
    from game.desconfronto.roster import playable_heroes

    heroes = playable_heroes()[:players]
    s = Session.new(get_game("desconfronto"), {"mode": "boss", "players": players, "heroes": heroes}, seed)
    st = s.state
    st.creatures[0].vigor = 7
    summons.summon(st, 7)
    b = st.boss
    b.counter, b.pillars["fire"], b.where[0] = 3, 0, "fire"
    b.souls[0] = ["goblin"]
    s.touch()
    return s


def frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 240) -> list[float]:
    return session_frame_times(boss_session(), size, frames)
