"""Kernel content loading: typed frozen records, and errors that name file, entry and field."""

from pathlib import Path

import pytest
from pydantic import ValidationError

from game.core.content import (
    ContentError,
    Record,
    Source,
    Text,
    check_refs,
    check_unique_ids,
    load_records,
)

FIX = Path(__file__).resolve().parents[2] / "fixtures" / "content"


class Effect(Record):
    attack: int | None = None
    apply: str | None = None


class Card(Record):
    id: str
    name: Text
    copies: int
    effects: list[Effect]
    next: str | None = None
    source: Source


def load(name):
    path = FIX / name
    cards = load_records(path, "card", Card)
    by_id = check_unique_ids(path, "card", cards)
    check_refs(path, "card", [c for c in cards if c.next], "next", by_id)
    return by_id


def test_good_file_loads_into_frozen_typed_records():
    cards = load("good.toml")
    assert cards["a"].copies == 2 and cards["a"].effects[0].attack == 2
    assert cards["a"].name.get("pt_BR") == "Faísca" and cards["b"].source == "rulebook"
    with pytest.raises(ValidationError):
        cards["a"].copies = 5


@pytest.mark.parametrize(
    "name, expected",
    [
        (
            "missing_field.toml",
            "missing_field.toml: [[card]] entry 1 (id 'a'), field 'copies': Field required",
        ),
        (
            "unknown_effect.toml",
            "unknown_effect.toml: [[card]] entry 1 (id 'a'), field 'effects[1].teleport'",
        ),
        ("dangling_id.toml", "dangling_id.toml: [[card]] entry (id 'a'), field 'next': unknown id 'zzz'"),
        ("wrong_type.toml", "wrong_type.toml: [[card]] entry 2 (id 'b'), field 'copies'"),
        ("duplicate_id.toml", "duplicate_id.toml: [[card]] id 'a' is defined twice"),
        ("not_toml.toml", "not_toml.toml: not valid TOML"),
        ("absent.toml", "absent.toml: file not found"),
    ],
)
def test_broken_files_name_file_entry_and_field(name, expected):
    with pytest.raises(ContentError) as err:
        load(name)
    assert str(err.value).startswith(expected)
