"""A loaded game's log: the board words only the actions that can still reach the log panel, and
what it shows is what wording the whole replay would have shown (issue 8's closing note: a
20,000-action game opened in a second because every line of it was worded).

Random games end in tens of actions, so the log's size is made small here (``MAX_ENTRIES``) for
the tail to be a real cut of a longer story.
"""

from __future__ import annotations

from game.ai.bots import RandomBot
from game.core.registry import get_game
from game.core.session import Session
from scenes.boards import base

SMALL_LOG = 5


def played(name: str, seed: int) -> Session:
    game = get_game(name)
    session = Session.new(game, game.default_setup(), seed)
    bot = RandomBot(seed)
    while session.is_over() is None:
        session.apply(bot.choose_for(session))
    return session


def every_line(board) -> list[str]:
    game, session = board.game, board.session
    state = game.new_game(game.normalize_setup(session.setup), session.seed)
    lines = []
    for action in session.actions:
        lines += [board.history_line(state, e) for e in game.apply(state, action)]
    return lines


def test_the_log_of_a_long_game_is_the_tail_of_its_whole_story(harness, monkeypatch):
    from scenes.menu import open_board

    monkeypatch.setattr(base, "MAX_ENTRIES", SMALL_LOG)
    for name in ("fortress", "desconfronto"):
        session = next(s for s in (played(name, seed) for seed in range(40)) if len(s.actions) > 2 * SMALL_LOG)
        board = open_board(harness.app, session, {})
        tail = board.history_lines()
        whole = every_line(board)
        assert len(whole) > 2 * SMALL_LOG
        assert tail == whole[-SMALL_LOG:], name
