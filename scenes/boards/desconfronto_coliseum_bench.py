"""Frame-time benchmark of the Coliseum's board for ``make bench`` (bench/frames.py).

The real app, headless, shows a four-hero Coliseum with Condemnation by Beasts past its first round
(Class tokens on the playmats, scores on the track, the deciding human's hand in view) while the
mouse sweeps over the arena, the playmats and the hand; each ``App.frame`` (events, update, draw,
present) is timed in milliseconds.
"""

from __future__ import annotations

from scenes.boards.bench_session import session_frame_times

SEED = 5
HEROES = ["artan", "kandra", "marzak", "tesser"]


def coliseum_session(seed: int = SEED):
    """A Coliseum played by greedy bots until a token is down and a hero decides at its turn's start."""
    from game.ai.bots import make_bot
    from game.core.registry import get_game
    from game.core.session import Session

    game = get_game("desconfronto")
    s = Session.new(game, {"mode": "coliseum", "players": 4, "heroes": HEROES, "beasts": True}, seed)
    bot = make_bot("greedy", seed)
    for _ in range(400):
        st = s.state
        ready = any(st.coliseum.marks) and st.pending is None and st.phase == "hero" and st.actions_left == 2
        if ready or game.is_over(st) is not None:
            break
        s.apply(bot.choose_for(s))
    s.touch()
    return s


def _hand_over(board) -> None:
    if board.handoff is not None:
        board.hand_over()  # the deciding human has taken the screen: their hand is drawn


def frame_times(size: tuple[int, int] = (1920, 1080), frames: int = 240) -> list[float]:
    return session_frame_times(coliseum_session(), size, frames, _hand_over)
