"""The kernel's stored pending choice (issue 8): typed (kind, player, plain data), serialisable, and
the seat to act follows from it."""

from __future__ import annotations

import pytest

from game.core.pending import Choice, decider


def test_the_flat_form_the_rules_write_becomes_kind_player_and_data():
    c = Choice.of({"kind": "target", "player": 1, "card": "artan.cleave#1", "targets": ("c0", "c1")})
    assert (c.kind, c.player) == ("target", 1)
    assert c.data == {"card": "artan.cleave#1", "targets": ["c0", "c1"]}  # tuples stored as lists
    assert c["targets"] == ["c0", "c1"] and c["player"] == 1 and c.get("missing", 7) == 7
    assert "card" in c and "kind" in c and "nope" not in c


def test_json_is_the_flat_record_and_round_trips_exactly():
    c = Choice("react", 2, {"trigger": "hero_attacked", "windows": [2, 0]})
    assert c.to_json() == {"kind": "react", "player": 2, "trigger": "hero_attacked", "windows": [2, 0]}
    assert Choice.from_json(c.to_json()) == c
    assert c == {"kind": "react", "player": 2, "trigger": "hero_attacked", "windows": [2, 0]}
    bad_forms = ({"kind": "x"}, {"kind": "x", "player": True}, [], {"kind": "", "player": 0})
    for bad in bad_forms:
        with pytest.raises(ValueError):
            Choice.from_json(bad)


def test_kind_and_player_are_never_data():
    with pytest.raises(TypeError):
        Choice("x", 0, {"player": 1})


def test_only_plain_data_can_be_stored():
    with pytest.raises(TypeError):
        Choice("x", 0, {"obj": object()})
    c = Choice("x", 0)
    with pytest.raises(TypeError):
        c["when"] = {1: "not a text key"}


def test_the_seat_to_act_follows_from_the_choice():
    assert decider(Choice("flee", 3), 0) == 3
    assert decider(None, 0) == 0
