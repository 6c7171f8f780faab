"""The rivals' strength report (game/ai/rival_stats.py): which games it plays and how it counts them.

The win rates themselves are measured, not asserted (docs/coliseum_rivals.md has the table): these
tests only hold the report's bookkeeping to what its docstring promises.
"""

from __future__ import annotations

from game.ai.rival_stats import GameResult, Tally, coliseum_setup, play, report
from game.desconfronto.roster import playable_heroes


def test_every_ordered_pair_of_different_heroes_is_played() -> None:
    n = len(playable_heroes())
    pairs = [tuple(coliseum_setup(i)["heroes"]) for i in range(n * (n - 1))]
    assert all(a != b for a, b in pairs)
    assert len(set(pairs)) == n * (n - 1)


def test_a_heads_up_game_is_played_to_the_podium_by_the_two_bots() -> None:
    for i in (0, 1):  # the first bot at seat 0, then at seat 1
        r = play("rival_easy", "random", i, 5)
        assert not r.error and r.actions > 0
        assert r.winner in ("rival_easy", "random", None)


def test_a_draw_counts_half_and_an_error_is_left_out_but_reported() -> None:
    t = Tally("rival_hard", "rival_easy")
    for r in (GameResult("rival_hard", 10, 0.1), GameResult(None, 10, 0.1), GameResult("rival_easy", 10, 0.1)):
        t.add(r)
    t.add(GameResult(None, 3, 0.1, "game 9 seed 1: IndexError"))
    assert (t.games, t.wins, t.draws) == (3, 1, 1) and t.rate() == 0.5
    lines = report([t])
    assert "50.0%" in lines[2] and "MISSED" in lines[2]
    assert any("ERROR" in line and "game 9" in line for line in lines)
