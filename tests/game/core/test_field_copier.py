"""``copying.field_copier``: a dataclass copied by a plan made once from its fields' declared types.
It must give the same copy ``tree_copy`` always gave, with no mutable part shared, whatever the values
hold. A value that does not match its field's declared type takes the generic path."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.copying import _NESTED, _OTHER, _field_plan, field_copier, shared_mutables, tree_copy
from game.core.piles import Pile


@dataclass
class _Shape:
    n: int = 0
    name: str = ""
    flat: list[int] = field(default_factory=list)
    words: dict[str, int] = field(default_factory=dict)
    nested: list[list[str]] = field(default_factory=list)
    deep: dict[str, Any] = field(default_factory=dict)
    queue: list[dict[str, Any]] = field(default_factory=list)
    pile: Pile = field(default_factory=Pile)
    maybe: list[int] | None = None


def test_the_plan_reads_exact_spellings_only():
    assert _field_plan("int") is None and _field_plan("str | None") is None
    assert _field_plan("list[list[str]]") == _NESTED and _field_plan("list[list[int]]") == _NESTED
    for other in ("list[int]", "dict[str, int]", "list[Any]", "dict[str, Any]", "list[dict[str, Any]]", "Pile", "tuple[int, ...]", "MyList"):
        assert _field_plan(other) == _OTHER


def test_a_copy_equals_the_original_and_shares_no_mutable_part():
    value = _Shape(
        3,
        "x",
        [1, 2],
        {"a": 1},
        [["p", "q"], []],
        {"k": {"j": [1, [2]]}},
        [{"kind": "reward", "seat": 1, "path": [1, 2]}],
        Pile(["c#1", "c#2"]),
        [4],
    )
    copy = tree_copy(value)
    assert copy == value and copy is not value
    assert shared_mutables(value, copy) == []
    copy.nested[0].append("r")
    copy.deep["k"]["j"][1].append(3)
    copy.queue[0]["path"].append(3)
    copy.pile.cards.pop()
    assert value.nested[0] == ["p", "q"] and value.deep["k"]["j"][1] == [2]
    assert value.queue[0]["path"] == [1, 2] and value.pile.cards == ["c#1", "c#2"]


def test_values_that_break_their_declared_type_are_still_copied_whole():
    """A scalar field holding a list, a flat list holding lists, a nested list holding dicts: the
    declared type only picks the fast path when the value fits it."""
    odd = _Shape(n=[1, 2], flat=[[1], [2]], nested=[{"a": [1]}], words={"a": [1]}, maybe=None)  # type: ignore[arg-type]
    copy = field_copier(_Shape)(odd)
    assert copy == odd
    assert copy.n is not odd.n and copy.nested[0]["a"] is not odd.nested[0]["a"]
    assert copy.words["a"] is not odd.words["a"] and copy.flat[0] is not odd.flat[0]
    assert shared_mutables(odd, copy) == []


def test_attributes_that_are_no_fields_stay_shared():
    value = _Shape()
    memo: dict[str, int] = {}
    value.__dict__["_memo"] = memo  # a memo table the rules hang on a state
    assert tree_copy(value).__dict__["_memo"] is memo
