"""Issue 7 §3/§6: after save, quit, relaunch and Continue the log reads as it did (rebuilt from the
replay), in both games."""

import pytest

from game.core.i18n import t
from game.core.rng import Rng

from .player import continue_game, dc_gesture, fortress_gesture, new_game, save_and_quit

CASES = {
    "desconfronto": ({"players": "2", "tiers": t("dc.setup.tiers_3333")}, dc_gesture),
    "fortress": ({"players": "1", "adversary": t("fortress.adversary.goggh")}, fortress_gesture),
}


def log_lines(board) -> list[str]:
    panel = getattr(board, "log_panel", None) or board.log
    return list(panel.entries)


@pytest.mark.parametrize("game", ["desconfronto", "fortress"])
def test_continue_shows_the_same_log(launch, game):
    choices, gesture = CASES[game]
    h = launch()
    board = new_game(h, game, choices, {}, seed=77)
    rng = Rng(3)
    for _ in range(3):
        gesture(h, board, rng)
    before = log_lines(board)
    assert len(before) > 2 and board.session.is_over() is None
    save_and_quit(h)
    h = launch()
    board = continue_game(h)
    h.advance(3)
    assert log_lines(board)[-len(before) + 1 :] == before[1:]  # the first line names the session start
