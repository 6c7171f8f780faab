"""Atomic writes, the kept backup, falling back to it, and loads that never write."""

from __future__ import annotations

import os

import pytest

import saves.jsonio as jsonio
from saves import SaveError, SaveStore
from tests.saves.helpers import played, read, snapshot_dir


def _no_temp_files(directory):
    return [p.name for p in directory.iterdir() if p.name.endswith(".tmp")] == []


def test_second_save_keeps_the_first_as_backup(tmp_path):
    store = SaveStore(tmp_path)
    first, second = played(seed=1, moves=4), played(seed=1, moves=9)
    store.save(first)
    assert not (tmp_path / "manual.json.bak").exists()
    store.save(second)
    assert read(tmp_path / "manual.json.bak")["state_hash"] == first.state_hash()
    assert read(tmp_path / "manual.json")["state_hash"] == second.state_hash()
    assert store.load(tmp_path / "manual.json.bak").session.state_hash() == first.state_hash()


def test_write_interrupted_halfway_leaves_previous_save_and_no_temp_file(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    old = played(seed=3, moves=5)
    store.save(old)
    before = (tmp_path / "manual.json").read_bytes()

    def half_then_crash(fh, data):
        fh.write(data[: len(data) // 2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(jsonio, "_write_all", half_then_crash)
    with pytest.raises(SaveError, match="No space left"):
        store.save(played(seed=3, moves=12))
    assert (tmp_path / "manual.json").read_bytes() == before
    assert store.load("manual").session.state_hash() == old.state_hash()
    assert _no_temp_files(tmp_path)


def test_crash_before_the_rename_leaves_previous_save_and_no_temp_file(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    old = played(seed=4, moves=5)
    store.save(old, "s")
    real_replace = os.replace

    def replace_fails_for_the_save(src, dst):
        if str(dst).endswith("s.json"):
            raise KeyboardInterrupt  # e.g. the player closes the window mid-save
        return real_replace(src, dst)

    monkeypatch.setattr(jsonio.os, "replace", replace_fails_for_the_save)
    with pytest.raises(KeyboardInterrupt):
        store.save(played(seed=4, moves=11), "s")
    monkeypatch.undo()
    assert store.load("s").session.state_hash() == old.state_hash()
    assert _no_temp_files(tmp_path)


def test_first_save_interrupted_leaves_no_file_at_all(tmp_path, monkeypatch):
    monkeypatch.setattr(jsonio, "_write_all", lambda fh, data: (_ for _ in ()).throw(OSError(5, "I/O error")))
    with pytest.raises(SaveError, match="I/O error"):
        SaveStore(tmp_path).save(played())
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("damage", [b"", b'{"kind": "tablebound-save", "format_', b"\x00\xff" * 50])
def test_damaged_main_file_falls_back_to_backup_and_says_so(tmp_path, damage):
    store = SaveStore(tmp_path)
    good = played(seed=5, moves=6)
    store.save(good)
    store.save(played(seed=5, moves=10))
    (tmp_path / "manual.json").write_bytes(damage)
    before = snapshot_dir(tmp_path)
    loaded = store.load("manual")
    assert loaded.session.state_hash() == good.state_hash()
    assert loaded.info.from_backup and loaded.info.ok
    assert loaded.info.path.name == "manual.json.bak"
    assert "backup" in loaded.info.note and "damaged" in loaded.info.note
    assert snapshot_dir(tmp_path) == before  # loading wrote nothing
    listed = store.list()
    assert len(listed) == 1 and listed[0].ok and listed[0].from_backup
    assert listed[0].path.name == "manual.json"
    assert store.latest().slot == "manual"
    again = store.load(store.latest().path)  # what "Continue" does
    assert again.info.from_backup and again.session.state_hash() == good.state_hash()
    assert snapshot_dir(tmp_path) == before


def test_both_files_damaged_reports_the_main_files_reason(tmp_path):
    store = SaveStore(tmp_path)
    store.save(played(seed=1))
    store.save(played(seed=2))
    (tmp_path / "manual.json").write_text("[1, 2")
    (tmp_path / "manual.json.bak").write_text("{}")
    before = snapshot_dir(tmp_path)
    with pytest.raises(SaveError, match="not valid JSON"):
        store.load("manual")
    assert snapshot_dir(tmp_path) == before
    [info] = store.list()
    assert not info.ok and "not valid JSON" in info.error and store.latest() is None


def test_saving_over_a_damaged_file_keeps_the_good_backup(tmp_path):
    """A damaged main file is not rotated into .bak: the last good copy survives the next save."""
    store = SaveStore(tmp_path)
    good = played(seed=8, moves=4)
    store.save(good)
    store.save(played(seed=8, moves=7))
    (tmp_path / "manual.json").write_text("garbage")
    backup = (tmp_path / "manual.json.bak").read_bytes()
    fresh_store = SaveStore(tmp_path)  # knows nothing about what it wrote before
    fresh_store.save(played(seed=8, moves=12))
    assert (tmp_path / "manual.json.bak").read_bytes() == backup
    assert fresh_store.load(tmp_path / "manual.json.bak").session.state_hash() == good.state_hash()


def test_backup_rotation_works_without_hard_links(tmp_path, monkeypatch):
    def no_links(src, dst):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(jsonio.os, "link", no_links)
    store = SaveStore(tmp_path)
    first = played(seed=2, moves=3)
    store.save(first)
    store.save(played(seed=2, moves=8))
    assert store.load(tmp_path / "manual.json.bak").session.state_hash() == first.state_hash()
    assert _no_temp_files(tmp_path)
