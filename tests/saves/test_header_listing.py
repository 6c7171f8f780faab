"""Issue 8: the menu and the Load screen read each save's header; nothing is replayed to list saves,
a damaged header never hides a good save, and a tampered save is still caught when it is opened."""

from __future__ import annotations

import json

import pytest

import saves.store as store_module
from game.core.i18n import language, set_language
from saves import SaveStore, check_save
from saves.header import HEAD_BYTES, PREFIX, check_header, fast_header, header_line
from tests.saves.helpers import played, read, snapshot_dir, write


def _no_replays(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a save was replayed to list it")

    monkeypatch.setattr(store_module, "restore", refuse)


def _fresh_listing():
    store_module._LISTED.clear()  # as in a new process: nothing remembered from the saves above


def test_listing_ten_saves_reads_their_headers_and_replays_none(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    for i in range(10):
        store.save(played(seed=i, moves=4 + i), f"slot{i}")
    _fresh_listing()
    _no_replays(monkeypatch)
    infos = SaveStore(tmp_path).list()
    assert len(infos) == 10 and all(i.ok and i.header is not None for i in infos)
    assert {i.header.moves for i in infos} == {len(played(seed=i, moves=4 + i).actions) for i in range(10)}
    assert all("Tiny Race" in i.summary and "Seat 1" in i.summary for i in infos)
    assert SaveStore(tmp_path).latest() is not None


def test_the_header_comes_first_and_is_read_from_the_first_bytes_only(tmp_path):
    info = SaveStore(tmp_path).save(played(seed=3, moves=6), "slot")
    raw = info.path.read_bytes()
    assert raw.startswith(PREFIX)
    end = raw.index(b',"game":')
    assert end < HEAD_BYTES
    header = fast_header(info.path)
    assert header is not None and header.game == "tiny" and header.moves == 6 and not header.over
    assert header.seats == ("Seat 1", "Seat 2") and header.turn is not None


def test_the_line_is_worded_in_the_language_on_screen(tmp_path):
    info = SaveStore(tmp_path).save(played(seed=3, moves=6), "slot")
    before = language()
    try:
        set_language("en")
        english = header_line(info.header)
        set_language("pt_BR")
        portuguese = header_line(info.header)
    finally:
        set_language(before)
    assert "6 moves" in english and "6 jogadas" in portuguese


@pytest.mark.parametrize(
    "damage",
    [
        {"moves": "six"},
        {"moves": -1},
        {"over": 1},
        {"seats": "Seat 1"},
        {"seats": ["x"] * 40},
        {"game": "Not A Name!"},
        {"title_key": "x" * 500},
        {"saved_at": "yesterday"},
        {"v": 99},
        {"round": True},
    ],
)
def test_a_damaged_header_never_hides_a_good_save(tmp_path, monkeypatch, damage):
    """The file stays in the app's layout but its header is wrong: it is verified in full instead,
    listed as the good save it is (with a line worded from the game itself), and it opens."""
    session = played(seed=5, moves=7)
    path = SaveStore(tmp_path).save(session, "slot").path
    data = read(path)
    data["header"] = {**data["header"], **damage}
    path.write_bytes(json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode())
    assert path.read_bytes().startswith(PREFIX) and fast_header(path) is None
    _fresh_listing()
    [info] = SaveStore(tmp_path).list()
    assert info.ok and info.header is not None and info.header.moves == len(session.actions)
    assert "Tiny Race" in info.summary
    assert SaveStore(tmp_path).latest() is not None
    assert SaveStore(tmp_path).load(info.path).session.state_hash() == session.state_hash()


def test_a_header_that_is_not_an_object_or_is_missing_is_refused_as_a_header_only():
    assert check_header(None) is None and check_header([1]) is None and check_header({}) is None


def test_hostile_text_in_a_header_is_shown_short_and_clean(tmp_path):
    path = SaveStore(tmp_path).save(played(seed=5, moves=7), "slot").path
    data = read(path)
    data["header"]["seats"] = ["a\x00b\ud800", "\u202eevil", "x" * 3_000]
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8", "surrogatepass")
    path.write_bytes(raw.replace(b"\xed\xa0\x80", b"\\ud800"))
    header = fast_header(path)
    assert header is not None
    line = header_line(header)
    assert "\x00" not in line and "\u202e" not in line and "\ud800" not in line and len(line) <= 200
    # A header too big for the first bytes is not read there: the save is verified in full instead.
    data["header"]["seats"] = ["x" * 30_000]
    path.write_bytes(json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode())
    assert fast_header(path) is None
    _fresh_listing()
    [info] = SaveStore(tmp_path).list()
    assert info.ok and len(info.summary) <= 200 and "Seat 1" in info.summary


def test_a_lying_header_cannot_open_a_tampered_save_and_nothing_is_lost(tmp_path):
    """A header is display only: the body is what opening checks. The refusal is a sentence, the
    file and its backup stay as they were."""
    store = SaveStore(tmp_path)
    session = played(seed=4, moves=6)
    store.save(session, "slot")
    store.save(session, "slot")  # a backup exists
    path = tmp_path / "slot.json"
    data = read(path)
    data["actions"][0]["player"] = 1  # the body tampered, its header untouched and in place
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()
    path.write_bytes(raw)
    _fresh_listing()
    [info] = SaveStore(tmp_path).list()
    assert info.ok  # listed from its header…
    before = snapshot_dir(tmp_path)
    loaded = SaveStore(tmp_path).load(path)  # …and caught when opened: the good backup is loaded instead
    assert loaded.info.from_backup and "not allowed by the rules" in loaded.info.note
    assert snapshot_dir(tmp_path) == before
    reason = check_save(path)
    assert reason is not None and "not allowed by the rules" in reason


def test_a_reformatted_save_is_verified_in_full_before_it_is_listed(tmp_path, monkeypatch):
    session = played(seed=2, moves=5)
    path = SaveStore(tmp_path).save(session, "slot").path
    write(path, read(path))  # json.dumps' own spacing: not the layout the app writes
    assert fast_header(path) is None
    _fresh_listing()
    calls = []
    real = store_module.restore
    monkeypatch.setattr(store_module, "restore", lambda *a, **k: calls.append(1) or real(*a, **k))
    [info] = SaveStore(tmp_path).list()
    assert info.ok and calls == [1] and info.header is not None


def test_a_file_that_is_not_a_save_is_listed_broken_with_its_reason(tmp_path):
    (tmp_path / "junk.json").write_bytes(PREFIX + b'{"v":1}')  # looks like a save's start, is not one
    _fresh_listing()
    [info] = SaveStore(tmp_path).list()
    assert not info.ok and info.error
