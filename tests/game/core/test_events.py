"""The kernel's event declarations (game/core/events.py): what ``check_event`` accepts and refuses,
and the fuzzer's hook that runs it on every action's events."""

from __future__ import annotations

import pytest

from game.ai.fuzz import play_one, undeclared
from game.core.actions import Event
from game.core.events import EventSpec, ListOf, Maybe, Record, check_event, check_events, declare, spec
from game.core.protocol import Game
from tests.games.tiny import TinyGame

DECLS = declare(
    spec("moved", card=str, source=str, to=str, slot=(int, None)),
    spec("rolled", reveals=True, dice=ListOf(Record(face=str, value=int))),
    spec("changed", reveals=None, power=int, note=Maybe(str)),
)


def test_a_matching_event_has_no_problem():
    assert (
        check_event(DECLS, Event("moved", {"card": "a#1", "source": "hand", "to": "rubble", "slot": None}))
        == []
    )
    assert (
        check_event(DECLS, Event("moved", {"card": "a#1", "source": "hand", "to": "rubble", "slot": 3})) == []
    )
    roll = {"dice": [{"face": "hit", "value": 1}, {"face": "miss", "value": 0}]}
    assert check_event(DECLS, Event("rolled", roll, reveals=True)) == []
    assert check_event(DECLS, Event("rolled", {"dice": ()}, reveals=True)) == []  # a tuple is a list


def test_an_undeclared_kind_is_named():
    assert check_event(DECLS, Event("teleported", {})) == ["undeclared event kind 'teleported'"]


def test_missing_extra_and_mistyped_fields_are_each_named():
    problems = check_event(DECLS, Event("moved", {"card": 7, "source": "hand", "slot": 1, "owner": 0}))
    assert problems == [
        "moved.card is int, declared str",
        "moved: missing field 'to'",
        "moved: undeclared field 'owner'",
    ]


def test_types_are_exact_so_a_flag_is_not_a_number():
    """True == 1 in Python, but an event that says True where a count belongs is wrong."""
    assert check_event(DECLS, Event("changed", {"power": True})) == ["changed.power is bool, declared int"]
    assert check_event(DECLS, Event("changed", {"power": 2.0})) == ["changed.power is float, declared int"]


def test_items_of_lists_and_records_are_checked():
    bad = {"dice": [{"face": "hit", "value": 1}, {"face": "hit"}, {"face": 3, "value": 1, "x": 0}]}
    assert check_event(DECLS, Event("rolled", bad, reveals=True)) == [
        "rolled.dice[1]: missing field 'value'",
        "rolled.dice[2].face is int, declared str",
        "rolled.dice[2]: undeclared field 'x'",
    ]
    assert check_event(DECLS, Event("rolled", {"dice": "hit"}, reveals=True)) == [
        "rolled.dice is str, declared list of record{face: str, value: int}"
    ]


def test_optional_fields_may_be_left_out_but_not_mistyped():
    assert check_event(DECLS, Event("changed", {"power": 3})) == []
    assert check_event(DECLS, Event("changed", {"power": 3, "note": "calm"}, reveals=True)) == []
    assert check_event(DECLS, Event("changed", {"power": 3, "note": None})) == [
        "changed.note is NoneType, declared str"
    ]


def test_reveals_must_agree_unless_declared_as_depending():
    assert check_event(DECLS, Event("rolled", {"dice": []})) == ["rolled: reveals is False, declared True"]
    assert check_event(DECLS, Event("moved", {"card": "a", "source": "s", "to": "t", "slot": 0}, True)) == [
        "moved: reveals is True, declared False"
    ]


def test_a_kind_declared_twice_is_refused():
    with pytest.raises(ValueError, match="declared twice"):
        declare(spec("a"), [spec("b"), spec("a")])


def test_spec_takes_a_field_called_kind():
    """desConfronto's wounds carry ``kind`` (physical, magical…): the keyword form allows it."""
    s = spec("dc.wounded", target=str, kind=str)
    assert s == EventSpec("dc.wounded", {"target": str, "kind": str})
    assert s.key() == "event.dc.wounded" and s.required() == {"target", "kind"}


def test_check_events_lists_the_problems_of_a_batch_in_order():
    batch = [Event("changed", {"power": 1}), Event("nope", {}), Event("changed", {})]
    assert check_events(DECLS, batch) == ["undeclared event kind 'nope'", "changed: missing field 'power'"]


def test_a_game_declares_nothing_unless_it_says_so():
    assert Game.event_specs(TinyGame()) is None  # the protocol's default
    assert "drew" in TinyGame().event_specs()


class _Leaky(TinyGame):
    """The tiny game with one event that grew a field its declaration does not know."""

    name = "tiny_leaky"

    def _apply(self, state, action):
        return [Event(e.kind, {**e.data, "secret": 1}, e.reveals) for e in super()._apply(state, action)]


def test_the_fuzzer_fails_a_game_whose_events_break_their_declaration():
    steps, failure = play_one(_Leaky(), {"players": 2}, seed=3)
    assert failure is not None and steps == 0
    assert (
        "events break their declaration" in failure.message and "undeclared field 'secret'" in failure.message
    )
    assert play_one(TinyGame(), {"players": 2}, seed=3)[1] is None


def test_the_fuzzer_checks_mixed_tables_too():
    steps, failure = play_one(_Leaky(), {"players": 2}, seed=3, seats={0: "human", 1: "random"})
    assert failure is not None and "undeclared field 'secret'" in failure.message


def test_undeclared_is_silent_for_a_game_without_a_declaration():
    class Bare(TinyGame):
        def event_specs(self):
            return None

    assert undeclared(Bare(), [Event("anything", {"x": object()})]) is None


def test_shared_fields_are_merged_into_a_spec():
    move = {"card": str, "from": str, "to": str}
    s = spec("dc.recalled", move, hero=int)
    assert s.fields == {"card": str, "from": str, "to": str, "hero": int}
    ok = Event("dc.recalled", {"card": "x#1", "from": "discard", "to": "hand", "hero": 0})
    assert check_event(declare(s), ok) == []
    assert check_event(declare(s), Event("dc.recalled", {"card": "x#1", "hero": 0})) == [
        "dc.recalled: missing field 'from'",
        "dc.recalled: missing field 'to'",
    ]
