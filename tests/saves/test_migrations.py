"""Save format migrations: the registry, the format-1 fixture that still loads, refused newer formats."""

from __future__ import annotations

import shutil

import pytest

import saves.migrations as migrations
from saves import SaveError, SaveStore, check_save
from saves.migrations import CURRENT_FORMAT, MIGRATIONS, migrate, migration
from tests.saves.helpers import FIXTURES, TINY, play_on, read, snapshot_dir

FORMAT1 = FIXTURES / "format1_tiny.json"


def test_every_older_format_has_a_migration_step():
    assert CURRENT_FORMAT == 2
    assert sorted(MIGRATIONS) == list(range(1, CURRENT_FORMAT))


def test_fixture_really_is_the_old_shape():
    data = read(FORMAT1)
    assert data["format_version"] == 1 and "created" in data
    assert not {"kind", "meta", "summary", "created_at", "saved_at"} & set(data)


def test_format1_fixture_loads_and_plays_on(tmp_path):
    shutil.copy(FORMAT1, tmp_path / "old.json")
    before = snapshot_dir(tmp_path)
    loaded = SaveStore(tmp_path).load("old")
    assert snapshot_dir(tmp_path) == before  # migration happens in memory, never on disk
    session = loaded.session
    assert session.state_hash() == read(FORMAT1)["state_hash"]
    assert len(session.actions) == 12 and session.seed == 11
    assert loaded.meta == {}
    assert loaded.info.saved_at == "2025-06-01T18:30:00Z"
    assert loaded.info.summary == "Tiny Race (test game): 12 moves"
    play_on(session, 10)
    assert TINY.check_invariants(session.state) == []
    assert check_save(FORMAT1) is None


def test_resaving_an_old_game_writes_the_current_format_and_keeps_its_start(tmp_path):
    shutil.copy(FORMAT1, tmp_path / "old.json")
    store = SaveStore(tmp_path)
    loaded = store.load("old")
    info = store.save(loaded.session, "old")
    data = read(info.path)
    assert data["format_version"] == CURRENT_FORMAT
    assert data["created_at"] == "2025-06-01T18:30:00Z"
    assert read(tmp_path / "old.json.bak") == read(FORMAT1)  # the old file survives as the backup


def test_migrate_upgrades_a_copy_step_by_step():
    data = read(FORMAT1)
    upgraded = migrate(data)
    assert data["format_version"] == 1  # input untouched
    assert upgraded["format_version"] == 2 and upgraded["kind"] == "tablebound-save"
    assert upgraded["created_at"] == upgraded["saved_at"] == "2025-06-01T18:30:00Z"
    assert upgraded["meta"] == {} and upgraded["summary"] == ""


def test_newer_format_is_refused_with_both_versions_named():
    with pytest.raises(SaveError, match=r"newer Tablebound \(format 7\); this version reads up to format 2"):
        migrate({"format_version": 7})


def test_a_registered_migration_chain_runs_and_broken_steps_give_reasons(monkeypatch):
    monkeypatch.setattr(migrations, "CURRENT_FORMAT", 4)
    monkeypatch.setattr(migrations, "MIGRATIONS", dict(MIGRATIONS))

    @migration(2)
    def _two_to_three(data):
        data["format_version"] = 3
        data["extra"] = data["meta"]["missing"]  # a KeyError on hostile input
        return data

    with pytest.raises(SaveError, match="Could not upgrade the save from format 2: KeyError"):
        migrate(read(FORMAT1))
    with pytest.raises(ValueError, match="already registered"):
        migration(2)(_two_to_three)
    migrations.MIGRATIONS[2] = lambda d: {**d, "format_version": 3}
    with pytest.raises(SaveError, match="No migration from save format 3"):
        migrate(read(FORMAT1))
    migrations.MIGRATIONS[3] = lambda d: {**d, "format_version": 3}
    with pytest.raises(SaveError, match="wrong result version"):
        migrate(read(FORMAT1))
