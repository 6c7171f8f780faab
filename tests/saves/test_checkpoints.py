"""Issue 8: a save carries checkpoints so opening it replays only from the last one, and still
catches tampering. A checkpoint is started from only under the seal of the save folder's key;
anything else is replayed from the seed through every checkpoint."""

from __future__ import annotations

import json
import shutil

import pytest

import saves.checkpoints as checkpoints
from saves import SaveError, SaveStore, check_save
from saves.checkpoints import digest, encode_log, prefix_hash, start_hash
from saves.seal import KEY_NAME, read_key
from tests.games.tiny import TinyGame
from tests.saves.helpers import TINY, play_on, played, read, snapshot_dir

EVERY = 4


@pytest.fixture(autouse=True)
def small_every(monkeypatch):
    """Marks every few actions, so a short tiny game has several."""
    monkeypatch.setattr(checkpoints, "EVERY", EVERY)


def _long_save(tmp_path, moves: int = 30):
    """A tiny game saved after every action, as autosave does; returns the store, session and path."""
    store = SaveStore(tmp_path)
    session = played(seed=11, moves=0)
    for _ in range(moves):
        if session.is_over() is not None:
            break
        play_on(session, 1, bot_seed=len(session.actions) + 3)
        store.save(session, "slot")
    return store, session, tmp_path / "slot.json"


def _write_compact(path, data) -> None:
    path.write_bytes(json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode())


def _count_new_games(monkeypatch) -> list[int]:
    calls: list[int] = []
    real = TinyGame.new_game
    monkeypatch.setattr(
        TinyGame, "new_game", lambda self, setup, seed: calls.append(1) or real(self, setup, seed)
    )
    return calls


def _count_applies(monkeypatch) -> list[int]:
    calls: list[int] = []
    real = TinyGame._apply
    monkeypatch.setattr(
        TinyGame, "_apply", lambda self, state, action: calls.append(1) or real(self, state, action)
    )
    return calls


def test_marks_are_taken_as_the_game_grows_and_pin_the_log_before_them(tmp_path):
    _store, session, path = _long_save(tmp_path)
    data = read(path)
    marks = data["checkpoints"]["marks"]
    assert len(marks) >= 3 and [m[0] for m in marks] == sorted({m[0] for m in marks})
    assert all(b - a >= EVERY for a, b in zip([m[0] for m in marks], [m[0] for m in marks[1:]], strict=False))
    text = encode_log(data["actions"])
    start = start_hash("tiny", TINY.format_version, session.setup, session.seed)
    for at, offset, log, _state in marks:
        assert prefix_hash(start, text, offset) == log
        assert json.loads(text[:offset] + b"]") == data["actions"][:at]  # the offset ends action ``at``
    assert digest(data["checkpoints"]["state"]) == marks[-1][3]
    assert list(data)[-1] == "actions"  # the log is the file's last value


def test_opening_a_sealed_save_replays_only_from_its_last_checkpoint(tmp_path, monkeypatch):
    store, session, path = _long_save(tmp_path)
    last = read(path)["checkpoints"]["marks"][-1][0]
    store_fresh = SaveStore(tmp_path)
    new_games, applies = _count_new_games(monkeypatch), _count_applies(monkeypatch)
    loaded = store_fresh.load("slot")
    assert new_games == []  # never started from the seed
    assert len(applies) == len(session.actions) - last < EVERY + 1
    assert loaded.session.state_hash() == session.state_hash()
    assert loaded.session.actions == session.actions


def test_the_same_file_from_another_folder_is_replayed_from_its_seed_and_loads(tmp_path, monkeypatch):
    """No key there (a file from another machine, a download): nothing in it is started from."""
    _store, session, path = _long_save(tmp_path / "home")
    (tmp_path / "other").mkdir()
    shutil.copy(path, tmp_path / "other" / "slot.json")
    new_games, applies = _count_new_games(monkeypatch), _count_applies(monkeypatch)
    loaded = SaveStore(tmp_path / "other").load("slot")
    assert new_games == [1] and len(applies) == len(session.actions)
    assert loaded.session.state_hash() == session.state_hash()
    assert check_save(tmp_path / "other" / "slot.json") is None


def _forge_checkpoint(path, session) -> None:
    """What an attacker with an editor can do: plant a state at the last mark and make every hash
    in the file agree with it (the seal they cannot make)."""
    data = read(path)
    cp = data["checkpoints"]
    cp["state"]["scores"] = [9, 9, 9][: len(cp["state"]["scores"])]
    cp["marks"][-1][3] = digest(cp["state"])
    _write_compact(path, data)


def test_a_forged_checkpoint_with_every_hash_recomputed_is_not_started_from(tmp_path):
    store, session, path = _long_save(tmp_path)
    store.save(session, "slot")  # a good backup
    good = read(path)
    _forge_checkpoint(path, session)
    before = snapshot_dir(tmp_path)
    reason = check_save(path)
    assert reason is not None and "does not reach the game state the save recorded" in reason
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path)._load_file("slot", path)
    assert err.value.reason == reason and not err.value.internal
    loaded = SaveStore(tmp_path).load("slot")  # the slot still opens: from its good backup
    assert loaded.info.from_backup and loaded.session.state_hash() == session.state_hash()
    assert snapshot_dir(tmp_path) == before  # loading wrote nothing, lost nothing
    assert good["checkpoints"]["seal"] == read(tmp_path / "slot.json.bak")["checkpoints"]["seal"]


def test_a_resealed_forgery_needs_the_folder_key_which_no_save_holds(tmp_path):
    _store, _session, path = _long_save(tmp_path)
    key = read_key(tmp_path)
    assert key is not None and key.hex() not in path.read_text()
    assert (tmp_path / KEY_NAME).exists() and not any(p.name == KEY_NAME for p in tmp_path.glob("*.json"))


def test_a_changed_early_move_breaks_the_log_hash_and_is_refused_at_once(tmp_path, monkeypatch):
    _store, _session, path = _long_save(tmp_path)
    data = read(path)
    # A legal-looking change before the last checkpoint: the seal would start after it.
    data["actions"][1], data["actions"][2] = data["actions"][2], data["actions"][1]
    _write_compact(path, data)
    reason = check_save(path)
    assert reason is not None
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path)._load_file("slot", path)
    assert err.value.reason == reason


def test_moves_taken_out_of_the_log_are_refused(tmp_path):
    _store, _session, path = _long_save(tmp_path)
    data = read(path)
    del data["actions"][-EVERY * 2 :]
    _write_compact(path, data)
    reason = check_save(path)
    assert reason is not None
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path)._load_file("slot", path)
    assert err.value.reason == reason


def test_a_damaged_checkpoint_state_is_refused_with_where(tmp_path):
    _store, _session, path = _long_save(tmp_path)
    data = read(path)
    data["checkpoints"]["state"]["turn"] = 999  # its hash no longer matches
    _write_compact(path, data)
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path)._load_file("slot", path)
    assert "was changed or damaged" in err.value.reason and err.value.reason == check_save(path)


@pytest.mark.parametrize(
    "checkpoints_value",
    [[], "x", 3, {"marks": []}, {"marks": [[1, 2, 3]], "state": {}}, {"marks": "x", "state": {}},
     {"marks": [[0, 1, "zz", "yy"]], "state": {}}, {"marks": [[2, 5, "0" * 64, "0" * 64], [1, 9, "0" * 64, "0" * 64]],
     "state": {}}, {"marks": [[True, 1, "0" * 64, "0" * 64]], "state": {}}, {"extra": 1}],
)  # fmt: skip
def test_malformed_checkpoints_give_one_clear_reason_to_check_and_load(tmp_path, checkpoints_value):
    _store, _session, path = _long_save(tmp_path, moves=6)
    data = read(path)
    data["checkpoints"] = checkpoints_value
    _write_compact(path, data)
    reason = check_save(path)
    assert reason is not None and "Traceback" not in reason
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path)._load_file("slot", path)
    assert err.value.reason == reason and not err.value.internal


def test_undo_behind_a_checkpoint_then_save_keeps_the_save_sound(tmp_path):
    store, session, path = _long_save(tmp_path, moves=12)
    marks_before = read(path)["checkpoints"]["marks"]
    # Take back actions past the last mark, as undo does, and play a different way.
    del session.actions[marks_before[-1][0] - 1 :]
    rebuilt = type(session).replay(TINY, session.setup, session.seed, session.actions)
    rebuilt.auto_resolve = True
    play_on(rebuilt, 3, bot_seed=99)
    store.save(rebuilt, "slot")
    assert check_save(path) is None
    loaded = SaveStore(tmp_path).load("slot")
    assert loaded.session.state_hash() == rebuilt.state_hash()


def test_a_session_that_undid_actions_keeps_only_the_marks_still_on_its_log(tmp_path):
    store, session, path = _long_save(tmp_path, moves=12)
    first = read(path)["checkpoints"]["marks"]
    loaded = SaveStore(tmp_path).load("slot").session
    del loaded.actions[first[0][0] + 1 :]  # back to just after the first mark, as undo would
    loaded.state = type(loaded).replay(TINY, loaded.setup, loaded.seed, loaded.actions).state
    store.save(loaded, "slot")
    marks = read(path)["checkpoints"]["marks"]
    assert marks[0] == first[0] and marks[-1][0] == len(loaded.actions)
    assert (
        check_save(path) is None
        and SaveStore(tmp_path).load("slot").session.state_hash() == loaded.state_hash()
    )


def test_a_save_without_checkpoints_from_an_older_release_still_loads(tmp_path):
    session = played(seed=8, moves=9)
    path = SaveStore(tmp_path).save(session, "slot").path
    data = read(path)
    del data["checkpoints"], data["header"]
    _write_compact(path, data)
    assert check_save(path) is None
    loaded = SaveStore(tmp_path).load("slot")
    assert loaded.session.state_hash() == session.state_hash()
    again = SaveStore(tmp_path).save(loaded.session, "slot")  # saved again: now with both
    assert "checkpoints" in read(again.path) and again.header is not None


def test_checkpoints_of_another_game_version_are_set_aside_and_the_save_replays(tmp_path, monkeypatch):
    """After a migration upgrades a game's state, old checkpoints hold the old form: the save then
    replays from its seed (the truth) instead of being refused for them."""
    _store, session, path = _long_save(tmp_path)
    data = read(path)
    data["checkpoints"]["game_version"] = TINY.format_version - 1  # as a migrated save would hold
    _write_compact(path, data)
    new_games = _count_new_games(monkeypatch)
    loaded = SaveStore(tmp_path).load("slot")
    assert new_games == [1] and loaded.session.state_hash() == session.state_hash()
    assert check_save(path) is None
    SaveStore(tmp_path).save(loaded.session, "slot")
    assert read(path)["checkpoints"]["game_version"] == TINY.format_version


def test_a_game_saved_before_its_first_move_then_played_on_keeps_sound_checkpoints(tmp_path):
    store = SaveStore(tmp_path)
    session = played(seed=12, moves=0)
    assert session.actions == []
    store.save(session, "slot")
    assert read(tmp_path / "slot.json")["checkpoints"]["marks"] == [
        [0, 1, *read(tmp_path / "slot.json")["checkpoints"]["marks"][0][2:]]
    ]
    play_on(session, 2 * EVERY, bot_seed=5)
    store.save(session, "slot")
    assert check_save(tmp_path / "slot.json") is None
    assert SaveStore(tmp_path).load("slot").session.state_hash() == session.state_hash()
