"""Issue #11 "Speed": the fast copy of a run's history (``campaign/copying._history``, on every clone the
greedy bot makes) gives equal entries that share nothing mutable with the original, for both shapes
the rules write and for any other shape (the generic path)."""

from __future__ import annotations

from game.core.copying import shared_mutables
from game.desconfronto.campaign.copying import _entry, _history


def _independent(copy, original):
    assert copy == original
    assert shared_mutables(original, copy, "history") == []


def test_campaign_entries_are_copied_with_their_creature_lists():
    h = [{"card": f"T{i}", "result": "won", "creatures": ["a", "b"]} for i in range(40)]
    copy = _history(h)
    _independent(copy, h)
    copy[3]["creatures"].append("c")
    copy[4]["result"] = "lost"
    assert h[3]["creatures"] == ["a", "b"] and h[4]["result"] == "won"


def test_hunt_entries_are_copied_with_their_tier_lists():
    h = [{"horde": i, "result": "won", "tiers": [1, 2]} for i in range(1, 5)]
    copy = _history(h)
    _independent(copy, h)
    copy[0]["tiers"][0] = 9
    assert h[0]["tiers"] == [1, 2]


def test_an_entry_of_another_shape_sends_the_list_through_the_generic_copy():
    extra = [
        {"card": "T1", "result": "won", "creatures": ["a"]},
        {"card": "T2", "result": "won", "creatures": ["b"], "notes": ["x"]},  # a fourth key holding a list
    ]
    _independent(_history(extra), extra)
    renamed = [{"card": "T1", "result": "won", "foes": ["a"]}]  # three keys, but not a known shape
    _independent(_history(renamed), renamed)
    mixed = [{"card": "T1", "result": "won", "creatures": ["a"]}, {"horde": 1, "result": "won", "tiers": [1]}]
    _independent(_history(mixed), mixed)
    assert _history([]) == []


def test_a_known_shape_holding_another_container_is_still_copied():
    h = [{"card": "T1", "result": "won", "creatures": {"a": [1]}}]
    copy = _history(h)
    _independent(copy, h)
    assert _entry(h[0]) == h[0]
