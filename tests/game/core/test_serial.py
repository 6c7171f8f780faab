"""The kernel serialiser (game.core.serial) and state format history (game.core.migrate)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.core import serial
from game.core.migrate import Migrations
from game.core.piles import Pile
from game.core.rng import Rng
from game.core.serial import Codec, SerialError, register_codec


@dataclass
class Inner:
    name: str
    tags: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Frozen:
    result: str
    winners: tuple[int, ...] = ()


@dataclass
class Zoo:
    count: int
    label: str
    flag: bool
    ratio: float
    maybe: int | None
    slots: list[str | None]
    table: dict[str, int]
    pair: tuple[str, int]
    many: tuple[int, ...]
    inner: Inner
    inners: list[Inner]
    deck: Pile
    rng: Rng
    free: dict[str, Any]
    either: int | str = 0
    ended: Frozen | None = None
    scratch: list[str] = field(default_factory=list, metadata={"save": False})


def zoo() -> Zoo:
    return Zoo(
        count=3,
        label="x",
        flag=True,
        ratio=0.5,
        maybe=None,
        slots=["a", None],
        table={"fire": 2},
        pair=("p", 1),
        many=(1, 2, 3),
        inner=Inner("one", ["t"]),
        inners=[Inner("two"), Inner("three", ["u", "v"])],
        deck=Pile(["c#1", "c#2"]),
        rng=Rng(99),
        free={"pending": {"kind": "x", "slots": [1, None, "a", True]}, "n": 1.5},
        either="s",
        ended=Frozen("won", (0, 2)),
        scratch=["not", "saved"],
    )


def test_round_trip_keeps_every_saved_field_and_types():
    z = zoo()
    data = serial.to_json(z)
    back = serial.from_json(Zoo, json.loads(json.dumps(data)))
    assert back == Zoo(**{**z.__dict__, "scratch": []})
    assert type(back.pair) is tuple and type(back.many) is tuple and type(back.ended.winners) is tuple
    assert type(back.deck) is Pile and back.rng == Rng(99)


def test_json_is_plain_and_readable():
    data = serial.to_json(zoo())
    assert list(data) == serial.saved_fields(Zoo)  # declaration order: a save reads like the class
    assert data["deck"] == ["c#1", "c#2"] and data["rng"] == Rng(99).state
    assert data["pair"] == ["p", 1] and data["many"] == [1, 2, 3]
    assert data["ended"] == {"result": "won", "winners": [0, 2]}
    assert data["inner"] == {"name": "one", "tags": ["t"]}
    assert json.loads(json.dumps(data)) == data  # no tuples or objects left


def test_field_marked_not_saved_is_left_out_and_gets_its_default():
    data = serial.to_json(zoo())
    assert "scratch" not in data and "scratch" not in serial.saved_fields(Zoo)
    assert serial.from_json(Zoo, data).scratch == []


def test_unsaved_field_without_a_default_is_refused_when_the_plan_is_built():
    @dataclass
    class Bad:
        x: int = field(metadata={"save": False})

    with pytest.raises(TypeError, match="needs a default"):
        serial.to_json(Bad(1))


def test_json_and_object_share_nothing():
    z = zoo()
    data = serial.to_json(z)
    data["slots"].append("zz")
    data["free"]["pending"]["slots"].append(7)
    data["inner"]["tags"].append("zz")
    data["table"]["fire"] = 9
    assert z == zoo()
    back = serial.from_json(Zoo, data)
    data["free"]["pending"]["kind"] = "changed"
    data["inners"][1]["tags"].clear()
    assert back.free["pending"]["kind"] == "x" and back.inners[1].tags == ["u", "v"]


@dataclass
class WithSetup:
    setup: dict[str, Any] = field(metadata={"fixed": True})
    turn: int = 1


def test_fixed_field_is_saved_and_shared_not_copied_but_still_checked():
    setup = {"players": 2, "options": {"x": [1]}}
    data = serial.to_json(WithSetup(setup, 3))
    assert data == {"setup": setup, "turn": 3} and data["setup"] is setup
    assert serial.from_json(WithSetup, data).setup is setup
    with pytest.raises(SerialError, match="setup should be an object, not a list"):
        serial.from_json(WithSetup, {"setup": [], "turn": 1})


def test_only_a_json_object_can_be_fixed():
    @dataclass
    class FixedList:
        cards: list[str] = field(metadata={"fixed": True})

    with pytest.raises(TypeError, match="must be a dict"):
        serial.to_json(FixedList([]))


def _bad(path: list[Any], value: Any, *, delete: bool = False) -> str:
    data = serial.to_json(zoo())
    target = data
    for step in path[:-1]:
        target = target[step]
    if delete:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    with pytest.raises(ValueError) as err:
        serial.from_json(Zoo, data)
    assert isinstance(err.value, SerialError)
    return err.value.sentence("test state")


@pytest.mark.parametrize(
    ("path", "value", "expected"),
    [
        (["count"], "3", "In the test state, count should be a whole number, not text."),
        (["count"], True, "In the test state, count should be a whole number, not true/false."),
        (["flag"], 1, "In the test state, flag should be true/false, not a number."),
        (["slots", 1], 5, "In the test state, slots[1] should be text or null, not a number."),
        (["table", "fire"], None, "In the test state, table.fire should be a whole number, not null."),
        (["inners", 1, "tags", 0], [], "In the test state, inners[1].tags[0] should be text, not a list."),
        (["pair"], ["p"], "In the test state, pair should hold 2 values, not 1."),
        (["deck"], "c#1", "In the test state, deck is not valid: a pile is a list of card ids."),
        (["rng"], -1, "In the test state, rng is not valid: rng state must be an unsigned 64-bit integer."),
        (["inner"], [], "In the test state, inner should be an object, not a list."),
        (["either"], 1.5, "In the test state, either should be a whole number or text, not a number."),
        (["free", "n"], float("nan"), "In the test state, free.n is not a finite number."),
    ],
)
def test_a_value_that_does_not_fit_is_named_in_one_sentence(path, value, expected):
    assert _bad(path, value) == expected


def test_missing_and_unknown_keys_are_named():
    assert _bad(["label"], None, delete=True) == "The test state lacks the field 'label'."
    assert _bad(["inner", "tags"], None, delete=True) == "In the test state, inner lacks the field 'tags'."
    assert _bad(["bogus"], 1) == "The test state has an unknown field 'bogus'."
    data = serial.to_json(zoo())
    del data["count"], data["flag"]
    data["extra"] = 1
    with pytest.raises(
        SerialError, match="lacks the fields 'count', 'flag' and has an unknown field 'extra'"
    ):
        serial.from_json(Zoo, data)
    with pytest.raises(SerialError, match="should be an object, not a list"):
        serial.from_json(Zoo, [])


def test_an_int_is_read_for_a_float_field_as_a_float():
    data = serial.to_json(zoo())
    data["ratio"] = 2
    ratio = serial.from_json(Zoo, data).ratio
    assert ratio == 2.0 and type(ratio) is float


def test_free_json_refuses_what_json_cannot_hold():
    z = zoo()
    z.free["bad"] = {1, 2}
    with pytest.raises(SerialError, match="free.bad should be plain JSON, not set"):
        serial.to_json(z)
    z.free = {3: "int key"}  # type: ignore[dict-item]
    with pytest.raises(SerialError, match="key 3 that is not text"):
        serial.to_json(z)


def test_types_it_cannot_save_are_refused_when_the_plan_is_built():
    @dataclass
    class IntKeys:
        table: dict[int, str]

    @dataclass
    class Unknown:
        thing: complex

    @dataclass
    class Mixed:
        thing: Inner | int

    with pytest.raises(TypeError, match="keys are text"):
        serial.to_json(IntKeys({}))
    with pytest.raises(TypeError, match="register a Codec"):
        serial.to_json(Unknown(1j))
    with pytest.raises(TypeError, match="unions of scalars"):
        serial.to_json(Mixed(1))
    with pytest.raises(TypeError, match="not a dataclass"):
        serial.to_json(3)


class Point:
    def __init__(self, x: int) -> None:
        self.x = x

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Point) and other.x == self.x


POINT_CODEC = Codec(lambda p: p.x, Point)


@dataclass
class Holder:
    where: Point


def test_a_registered_codec_saves_its_type_and_cannot_be_replaced():
    register_codec(Point, POINT_CODEC)
    register_codec(Point, POINT_CODEC)  # the same codec again is harmless (a module imported twice)
    assert serial.to_json(Holder(Point(4))) == {"where": 4}
    assert serial.from_json(Holder, {"where": 5}) == Holder(Point(5))
    with pytest.raises(ValueError, match="already registered"):
        register_codec(Point, Codec(lambda p: p.x, lambda d: Point(d + 1)))


# --- Migrations ------------------------------------------------------------------------------


def _history() -> Migrations:
    m = Migrations("test state", current=3)

    @m.step(1)
    def _rename(data: dict[str, Any]) -> dict[str, Any]:
        data["label"] = data.pop("title")
        return data

    @m.step(2)
    def _add(data: dict[str, Any]) -> dict[str, Any]:
        data.setdefault("tags", [])
        data["log"] = data.get("log", []) + ["2->3"]
        return data

    return m


def test_steps_run_one_at_a_time_up_to_the_current_format():
    m = _history()
    old = {"version": 1, "title": "t", "log": []}
    assert m.upgrade(old) == {"version": 3, "label": "t", "log": ["2->3"], "tags": []}
    assert old == {"version": 1, "title": "t", "log": []}  # the input is never changed
    assert m.upgrade({"version": 2, "label": "u"}) == {
        "version": 3,
        "label": "u",
        "tags": [],
        "log": ["2->3"],
    }
    current = {"version": 3, "label": "v"}
    assert m.upgrade(current) is current


def test_dump_stamps_the_current_format_and_load_reads_every_older_one():
    m = _history()

    @dataclass
    class Doc:
        label: str
        tags: list[str]
        log: list[str]

    assert m.dump(Doc("a", [], [])) == {"version": 3, "label": "a", "tags": [], "log": []}
    assert m.load(Doc, {"version": 1, "title": "t"}) == Doc("t", [], ["2->3"])
    with pytest.raises(ValueError, match=r"^The test state lacks the field 'label'\.$"):
        m.load(Doc, {"version": 3, "tags": [], "log": []})


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (
            {"version": 4},
            "The test state is format version 4, newer than this program knows (3); a newer Tablebound wrote it.",
        ),
        ({"label": "x"}, "The test state has no valid format version (found None)."),
        ({"version": True}, "The test state has no valid format version (found True)."),
        ({"version": 0}, "The test state has no valid format version (found 0)."),
        ([], "The test state should be an object, not a list."),
        ({"version": 1}, "The test state could not be upgraded from format 1: KeyError 'title'"),
    ],
)
def test_versions_it_cannot_read_give_a_sentence(data, expected):
    with pytest.raises(ValueError) as err:
        _history().upgrade(data)
    assert str(err.value) == expected


def test_steps_must_fit_the_history():
    m = Migrations("test state", current=3)
    with pytest.raises(ValueError, match="no step from format 3"):
        m.step(3)(lambda d: d)
    m.step(1)(lambda d: d)
    with pytest.raises(ValueError, match="already registered"):
        m.step(1)(lambda d: d)
    assert m.missing_steps() == [2]
    with pytest.raises(ValueError, match="format 2 and nothing upgrades it"):
        m.upgrade({"version": 1})
    with pytest.raises(ValueError, match="starts at 1"):
        Migrations("x", current=0)
