"""Corrupt, truncated, wrong-version and hostile files: a clear SaveError, files untouched, never a crash."""

from __future__ import annotations

import copy
import json

import pytest

from game.core.protocol import state_hash
from saves import SaveError, SaveStore, check_save
from saves.jsonio import MAX_SAVE_BYTES
from tests.saves.helpers import played, read, snapshot_dir


@pytest.fixture(scope="module")
def valid(tmp_path_factory):
    """A genuine save of a tiny game mid-way, as a dict to damage."""
    directory = tmp_path_factory.mktemp("valid")
    info = SaveStore(directory).save(played(seed=12, moves=14), meta={"bots": {"1": "random"}})
    return read(info.path)


def _rehash(data):
    data["state_hash"] = state_hash(data["state"])
    return data


def _set(path, value):
    def edit(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        return data

    return edit


def _drop(key):
    def edit(data):
        del data[key]
        return data

    return edit


def _first_play_card_swapped(data):
    for action in data["actions"]:
        if action["type"] in ("Play", "Discard"):
            action["card"] = "t99"
            return data
    raise AssertionError("fixture game has no Play/Discard")


EDITS = {
    "newer format": (_set(["format_version"], 3), "newer Tablebound (format 3)"),
    "format as text": (_set(["format_version"], "2"), "not a positive whole number"),
    "format zero": (_set(["format_version"], 0), "not a positive whole number"),
    "format bool": (_set(["format_version"], True), "not a positive whole number"),
    "no format": (_drop("format_version"), "not a Tablebound save"),
    "wrong kind": (_set(["kind"], "other-app"), "not a Tablebound save"),
    "missing actions": (_drop("actions"), "no 'actions' field"),
    "seed text": (_set(["seed"], "12"), "'seed' field should be a whole number, not text"),
    "seed float": (_set(["seed"], 12.5), "'seed' field should be a whole number, not a number"),
    "seed bool": (_set(["seed"], False), "'seed' field should be a whole number"),
    "seed huge": (_set(["seed"], 1 << 70), "out of range"),
    "setup list": (_set(["setup"], [2]), "'setup' field should be an object, not a list"),
    "actions object": (_set(["actions"], {"0": {}}), "'actions' field should be a list"),
    "state null": (_set(["state"], None), "'state' field should be an object, not null"),
    "meta list": (_set(["meta"], []), "'meta' field should be an object"),
    "summary number": (_set(["summary"], 3), "'summary' field should be text"),
    "game number": (_set(["game"], 7), "'game' field should be text"),
    "bad hash": (_set(["state_hash"], "abc"), "not a SHA-256"),
    "bad time": (_set(["saved_at"], "yesterday"), "'saved_at' field is not an ISO 8601"),
    "unknown game": (_set(["game"], "chess"), "unknown game 'chess'"),
    "game version": (_set(["game_version"], 99), "rules format 99"),
    "bad setup": (_set(["setup", "players"], 9), "setup is invalid: players must be"),
    "setup wrong type": (_set(["setup", "players"], [1]), "setup is invalid"),
    "unknown action": (
        _set(["actions", 0], {"type": "Nuke", "player": 0}),
        "move #1 cannot be read: unknown kind of move",
    ),
    "action extra field": (_set(["actions", 0, "evil"], 1), "move #1 cannot be read: the "),
    "action not object": (_set(["actions", 2], "Draw"), "move #3 cannot be read"),
    "action nested value": (_set(["actions", 0, "player"], {"a": 1}), "move #1 cannot be read"),
    "action wrong player": (
        _set(["actions", 0, "player"], 1),
        "move #1 is not allowed by the rules: It is not your turn",
    ),
    "illegal card": (_first_play_card_swapped, "is not allowed by the rules: That card is not in your hand"),
    "snapshot edited": (_set(["state", "scores", 0], 99), "does not match its own hash"),
    "snapshot edited and rehashed": (
        lambda d: _rehash(_set(["state", "scores", 0], 99)(d)),
        "Replaying the saved moves",
    ),
    "move dropped": (lambda d: _set(["actions"], d["actions"][:-1])(d), "Replaying the saved moves"),
    "snapshot not game state": (lambda d: _rehash(_set(["state"], {"x": 1})(d)), "Replaying the saved moves"),
}


@pytest.mark.parametrize("name", sorted(EDITS))
def test_edited_save_gives_clear_reason_and_touches_nothing(tmp_path, valid, name):
    edit, reason = EDITS[name]
    path = tmp_path / "manual.json"
    path.write_text(json.dumps(edit(copy.deepcopy(valid))), encoding="utf-8")
    before = snapshot_dir(tmp_path)
    assert reason in (check_save(path) or "OK")
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path).load("manual")
    assert reason in err.value.reason and err.value.key.startswith("saves.error.")
    assert "Traceback" not in err.value.reason
    assert snapshot_dir(tmp_path) == before


RAW = {
    "empty": (b"", "empty"),
    "whitespace": (b"  \n ", "empty"),
    "truncated": (None, "not valid JSON (line 1"),
    "not utf8": (b'{"a": "\xff\xfe"}', "not UTF-8"),
    "nan": (b'{"format_version": NaN}', "not finite (NaN)"),
    "infinity": (b'{"x": [1, Infinity]}', "not finite (Infinity)"),
    "minus infinity": (b'{"x": -Infinity}', "not finite (-Infinity)"),
    "overflowing float": (b'{"x": 1e999}', "not finite (1e999)"),
    "duplicate key": (b'{"format_version": 2, "format_version": 1}', "repeats the key 'format_version'"),
    "deep nesting": (b"[" * 200_000 + b"]" * 200_000, "nested too deeply"),
    "deep objects": (b'{"a":' * 100_000 + b"1" + b"}" * 100_000, "nested too deeply"),
    "giant integer": (b'{"seed": ' + b"9" * 5000 + b"}", "not valid JSON"),
    "array": (b"[1, 2, 3]", "not an object"),
    "string": (b'"tablebound"', "not an object"),
    "null": (b"null", "not an object"),
    "pickle": (b"\x80\x04\x95\x00\x00\x00\x00\x00\x00\x00\x00.", "not UTF-8"),
    "python literal": (b"{'format_version': 2}", "not valid JSON"),
    "format 1 without created": (b'{"format_version": 1}', "no 'created' field"),
}


@pytest.mark.parametrize("name", sorted(RAW))
def test_malformed_bytes_give_clear_reason(tmp_path, valid, name):
    raw, reason = RAW[name]
    if raw is None:
        raw = json.dumps(valid).encode()[:200]
    path = tmp_path / "bad.json"
    path.write_bytes(raw)
    assert reason in (check_save(path) or "OK")
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path).load(path)
    assert reason in err.value.reason
    assert path.read_bytes() == raw


def test_huge_file_is_refused_before_parsing(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:  # sparse: costs no disk, but stat() says 21 MB
        fh.truncate(MAX_SAVE_BYTES + 1024 * 1024)
    reason = check_save(path)
    assert reason is not None and "at most" in reason
    assert path.stat().st_size == MAX_SAVE_BYTES + 1024 * 1024


def test_a_directory_or_missing_path_is_a_reason_not_a_crash(tmp_path):
    assert "not a file" in check_save(tmp_path)
    assert "No save file" in check_save(tmp_path / "nope.json")


def test_game_that_crashes_on_replay_is_reported_with_the_move(tmp_path, valid, monkeypatch):
    """A rules bug met while replaying names the move instead of raising out of the loader."""
    from tests.games.tiny import TinyGame

    def broken(self, state, action):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(TinyGame, "_apply", broken)
    path = tmp_path / "x.json"
    path.write_text(json.dumps(valid))
    assert check_save(path) == "Replaying saved move #1 failed (the rules could not carry it out)."
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path).load(path)
    # An internal crash, told apart from a refusal; Python's own words stay out of the reason.
    assert err.value.internal and "ZeroDivisionError" in err.value.debug


def test_translated_reason_is_available(tmp_path):
    from game.core import i18n

    path = tmp_path / "e.json"
    path.write_bytes(b"")
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path).load(path)
    i18n.set_language("pt_BR")
    try:
        assert err.value.translated() == "O arquivo está vazio."
    finally:
        i18n.set_language("en")
    assert err.value.reason == "The file is empty."
