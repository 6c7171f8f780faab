"""The balance diagnosis (issue 9: balance round 5, docs/zerywia_balance.md): on a seeded game its
counts add up with the game's own end state (the open goals, the Blackstones of a lost Path)."""

from __future__ import annotations

import pytest

from game.zerywia import geography
from game.zerywia.diagnosis import diagnose, summary


@pytest.fixture(autouse=True)
def authored_map():
    geography.use(None)  # other Zerywia tests put a small hand-made map in
    yield


def test_zw_scen_07_a_diagnosed_game_counts_its_open_goals_and_blackstones():
    games = [diagnose(["svara", "goryv"], seed) for seed in (1, 2)]
    for g in games:
        assert g.outcome in ("won", "lost")
        # a won Path has nothing open (ZW-SCEN-06); a lost one ended on the fifth Blackstone (ZW-SCEN-08)
        assert (g.outcome == "won") == (not g.open_items)
        if g.outcome == "lost":
            assert g.ritual_stones + g.overflow_stones >= 5
        assert set(g.refilled) <= set(g.open_items) and len(g.refill_by) == len(g.refilled)
        assert len(g.stuck) == sum(i.startswith("story:") for i in g.open_items)
        assert len(g.story_cycles) <= 2 and sum(g.actions.values()) > 0
        assert g.open_per_cycle[0] == 6  # two land goals and a Story per hero at the start
    lines = summary(games)
    assert lines[0].startswith("games 2, won ")
