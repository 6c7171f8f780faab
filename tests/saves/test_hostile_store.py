"""Direct tests of the store's hostile-file promises (issue 7 §5), one situation each."""

from __future__ import annotations

import json
import os
import time

from saves import SaveError, SaveStore, check_save
from saves.jsonio import remove_stale_temp_files
from tests.saves.helpers import play_on, played, read, write


def test_temp_files_left_by_a_crashed_write_are_removed_at_the_next_start(tmp_path):
    store = SaveStore(tmp_path)
    store.save(played(seed=2, moves=4), "slot")
    leftover = tmp_path / ".slot.json.0badc0de.tmp"
    leftover.write_bytes(b'{"half": ')
    os.utime(leftover, (time.time() - 600, time.time() - 600))  # left by a crash minutes ago
    fresh = tmp_path / ".other.json.0123abcd.tmp"  # another copy of the app is writing it now
    fresh.write_bytes(b'{"half": ')
    other = tmp_path / "notes.tmp"  # not ours: never touched
    other.write_text("keep")
    infos = store.list()  # what app start does (the menu looks for Continue)
    assert not leftover.exists() and other.exists() and fresh.exists()
    assert [i.slot for i in infos] == ["slot"]
    assert remove_stale_temp_files(tmp_path) == []  # once per folder per process


def test_a_main_file_with_a_good_header_but_a_bad_move_never_replaces_the_good_backup(tmp_path):
    store = SaveStore(tmp_path)
    session = played(seed=4, moves=6)
    store.save(session, "slot")
    play_on(session, 2)
    store.save(session, "slot")
    good_backup = (tmp_path / "slot.json.bak").read_bytes()
    data = read(tmp_path / "slot.json")
    data["actions"][0]["player"] = 1  # header, hash and types fine; the replay fails
    write(tmp_path / "slot.json", data)
    assert "not allowed by the rules" in check_save(tmp_path / "slot.json")
    play_on(session, 2)
    store.save(session, "slot")
    assert (tmp_path / "slot.json.bak").read_bytes() == good_backup


def test_a_lone_surrogate_in_meta_does_not_make_later_saves_fail(tmp_path):
    store = SaveStore(tmp_path)
    session = played(seed=5, moves=4)
    store.save(session, "slot", meta={"bots": {"1": "random"}, "note": "fine"})
    raw = (tmp_path / "slot.json").read_text(encoding="utf-8").replace('"fine"', '"\\ud800"')
    (tmp_path / "slot.json").write_text(raw, encoding="utf-8")
    loaded = store.load("slot")
    assert loaded.meta["note"] == "\ufffd"
    store.save(loaded.session, "slot", loaded.meta)
    # even a meta passed straight from the UI with a surrogate is written, not refused
    info = store.save(loaded.session, "other", {"note": "\udc80"})
    assert json.loads(info.path.read_text(encoding="utf-8"))["meta"]["note"] == "\ufffd"


def test_every_save_error_is_a_save_error_with_a_sentence(tmp_path, monkeypatch):
    from tests.games.tiny import TinyGame

    session = played(seed=6, moves=3)
    monkeypatch.setattr(TinyGame, "to_json", lambda self, state: 1 / 0)
    try:
        SaveStore(tmp_path).save(session, "slot")
    except SaveError as exc:
        assert exc.reason.endswith(".") and "ZeroDivision" not in exc.reason and exc.internal
    else:
        raise AssertionError("a game whose state cannot be written was saved")


def test_summary_with_nul_surrogate_and_30000_characters_is_shown_short_and_clean(tmp_path):
    store = SaveStore(tmp_path)
    info = store.save(played(seed=7, moves=3), "slot")
    data = read(info.path)
    data["summary"] = "a\x00b\ud800" + "x" * 30_000
    (tmp_path / "slot.json").write_text(json.dumps(data), encoding="utf-8")
    shown = store.list()[0].summary
    assert len(shown) <= 200 and "\x00" not in shown and "\ud800" not in shown


def test_year_9999_and_year_1_times_that_have_no_utc_value_are_refused(tmp_path):
    store = SaveStore(tmp_path)
    info = store.save(played(seed=8, moves=3), "slot")
    for stamp in ("9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00"):
        data = read(info.path)
        data["saved_at"] = stamp
        path = write(tmp_path / "odd.json", data)
        assert "not an ISO 8601 time" in check_save(path)
    data = read(info.path)
    data["saved_at"] = "9999-12-31T23:59:59Z"  # a real time: loads, and the screens show it
    assert check_save(write(tmp_path / "far.json", data)) is None


def test_malformed_meta_bots_are_refused_with_the_same_reason_everywhere(tmp_path):
    store = SaveStore(tmp_path)
    info = store.save(played(seed=9, moves=3), "slot")
    for bots, words in (
        (["random"], "list of bot seats"),
        ({"x": "random"}, "seat 'x'"),
        ({"5": "random"}, "seat '5'"),
        ({"1": "nosuchbot"}, "not one of the known bots"),
    ):
        data = read(info.path)
        data["meta"]["bots"] = bots
        path = write(tmp_path / "bots.json", data)
        reason = check_save(path)
        assert words in reason
        try:
            store.load(path)
        except SaveError as exc:
            assert exc.reason == reason
        else:
            raise AssertionError(bots)
