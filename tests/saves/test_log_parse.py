"""saves.log_parse: the log read move by move gives exactly what the whole-file parse gives, or is
not used (a cut that could be wrong falls back to ``parse_json``, refusals included)."""

from __future__ import annotations

import json

import pytest

from saves.errors import SaveError
from saves.jsonio import parse_json
from saves.log_parse import parse_save


def _file(actions: list, **head) -> bytes:
    envelope = {"kind": "tablebound-save", "format_version": 2, **head}
    text = json.dumps(envelope, separators=(",", ":"))[:-1]
    log = json.dumps(actions, separators=(",", ":"), ensure_ascii=False)
    return (text + ',"actions":' + log + "}").encode()


def test_the_cut_equals_the_whole_parse_and_names_each_move():
    moves = [{"type": "Buy", "player": 0, "slot": i % 3} for i in range(30)] + [{"type": "End", "player": 1}]
    raw = _file(moves, game="x")
    data, texts = parse_save(raw)
    assert data == parse_json(raw)
    assert texts is not None and len(texts) == len(moves)
    assert texts[0] == texts[3] and texts[0] != texts[1]
    data["actions"][0]["slot"] = 99  # each move is its own object, as the whole parse gives
    assert data["actions"][3]["slot"] == 0


def test_true_one_and_one_point_zero_are_different_moves():
    raw = _file([{"type": "A", "player": 1}, {"type": "A", "player": True}, {"type": "A", "player": 1.0}])
    data, texts = parse_save(raw)
    assert texts is not None and len(set(texts)) == 3
    assert [type(m["player"]) for m in data["actions"]] == [int, bool, float]


@pytest.mark.parametrize(
    "moves",
    [
        [{"type": "Say", "text": "a},{b"}, {"type": "End"}],  # the separator inside a string
        [{"type": "Pick", "cards": [{"x": 1}, {"y": 2}]}],  # inside a nested list
    ],
)
def test_a_cut_that_could_be_wrong_falls_back(moves):
    raw = _file(moves)
    data, texts = parse_save(raw)
    assert texts is None and data == parse_json(raw)


def test_nested_lists_are_copied_per_move():
    raw = _file([{"type": "Pick", "cards": [1, 2]}, {"type": "Pick", "cards": [1, 2]}])
    data, texts = parse_save(raw)
    assert texts is not None
    data["actions"][0]["cards"].append(3)
    assert data["actions"][1]["cards"] == [1, 2]


def test_a_repeated_key_in_a_move_is_refused_as_before():
    raw = _file([{"type": "End"}]).replace(b'{"type":"End"}', b'{"type":"End","type":"End"}')
    with pytest.raises(SaveError) as err:
        parse_save(raw)
    assert err.value.key == "saves.error.duplicate_key"


def test_not_a_number_in_a_move_is_refused_as_before():
    raw = _file([{"type": "End", "x": 1}]).replace(b'"x":1', b'"x":NaN')
    with pytest.raises(SaveError) as err:
        parse_save(raw)
    assert err.value.key == "saves.error.not_finite"
