"""Save slots, autosave, "Continue" (latest), listing and the loaded session continuing the game."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from game.core.protocol import state_hash
from saves import SaveError, SaveStore, check_save, default_save_dir
from saves.migrations import CURRENT_FORMAT
from saves.schema import parse_time
from tests.saves.helpers import TINY, play_on, played, read


def test_default_dir_is_the_platform_user_data_dir():
    expected = Path(platformdirs.user_data_dir("Tablebound", appauthor=False)) / "saves"
    assert default_save_dir() == expected
    assert SaveStore().directory == expected


def test_directory_is_created_on_first_write_only(tmp_path):
    target = tmp_path / "deep" / "saves"
    store = SaveStore(target)
    assert store.list() == [] and store.latest() is None
    assert not target.exists()
    store.save(played())
    assert (target / "manual.json").is_file()


def test_save_file_holds_every_documented_field(tmp_path):
    session = played(seed=3, moves=8)
    info = SaveStore(tmp_path).save(session, "slot1", meta={"bots": {"1": "greedy"}})
    data = read(info.path)
    assert data["kind"] == "tablebound-save"
    assert data["format_version"] == CURRENT_FORMAT == 2
    assert data["game"] == "tiny" and data["game_version"] == TINY.format_version
    assert data["setup"] == {"players": 2} and data["seed"] == 3
    assert data["actions"] == [TINY.action_to_json(a) for a in session.actions]
    assert data["state"] == TINY.to_json(session.state)
    assert data["state_hash"] == state_hash(data["state"]) == session.state_hash()
    assert data["meta"] == {"bots": {"1": "greedy"}}
    assert data["summary"] == info.summary and "Tiny Race" in info.summary
    for field in ("created_at", "saved_at"):
        assert parse_time(data[field]).utcoffset().total_seconds() == 0
    assert info.slot == "slot1" and info.ok and info.game == "tiny"


def test_load_replays_to_the_same_state_and_the_game_continues(tmp_path):
    store = SaveStore(tmp_path)
    session = played(seed=5, moves=15)
    store.save(session, meta={"bots": {"0": "random"}})
    loaded = store.load("manual")
    assert loaded.session.state_hash() == session.state_hash()
    assert loaded.session.actions == session.actions
    assert loaded.session.auto_resolve is True
    assert loaded.meta == {"bots": {"0": "random"}}
    assert loaded.info.ok and not loaded.info.from_backup
    # The loaded game plays on exactly like the original (same seed, same rng state).
    play_on(session, 12, bot_seed=9)
    play_on(loaded.session, 12, bot_seed=9)
    assert loaded.session.state_hash() == session.state_hash()


def test_loaded_session_auto_resolves_forced_choices_again(tmp_path):
    """A forced discard (single option) is answered by the kernel after load, as before saving."""
    store = SaveStore(tmp_path)
    session = played(seed=2, moves=0)
    store.save(session)
    loaded = store.load("manual").session
    from tests.games.tiny import Discard, Draw

    while loaded.is_over() is None and len(loaded.state.hands[0]) < 3:
        loaded.apply(Draw(0))
    hand = list(loaded.state.hands[0])
    loaded.apply(Draw(0))  # 4 cards: must discard; 4 options so not forced
    assert TINY.pending(loaded.state) is not None
    loaded.apply(Discard(0, hand[0]))
    assert TINY.pending(loaded.state) is None


def test_slots_are_independent_and_autosave_has_its_own(tmp_path):
    store = SaveStore(tmp_path)
    a, b = played(seed=1, moves=4), played(seed=2, moves=9)
    store.save(a, "alpha")
    store.save(b, "beta")
    info = store.autosave(a)
    assert info.slot == "autosave" and info.path.name == "autosave.json"
    assert store.load("alpha").session.state_hash() == a.state_hash()
    assert store.load("beta").session.state_hash() == b.state_hash()
    assert store.load("autosave").session.state_hash() == a.state_hash()


def test_list_is_newest_first_and_continue_loads_the_latest(tmp_path):
    store = SaveStore(tmp_path)
    for i, slot in enumerate(["first", "second", "third"]):
        store.save(played(seed=i, moves=3 + i), slot)
    assert [i.slot for i in store.list()] == ["third", "second", "first"]
    store.save(played(seed=9, moves=6), "first")
    assert [i.slot for i in store.list()] == ["first", "third", "second"]
    latest = store.latest()
    assert latest is not None and latest.slot == "first"
    assert store.load(latest.path).session.state_hash() == played(seed=9, moves=6).state_hash()


def test_latest_skips_a_broken_newest_file_and_list_shows_why(tmp_path):
    store = SaveStore(tmp_path)
    store.save(played(seed=1), "good")
    (tmp_path / "zzz.json").write_text("{ not json")  # newest by mtime, and broken
    infos = store.list()
    broken = next(i for i in infos if i.slot == "zzz")
    assert not broken.ok and "not valid JSON" in broken.error
    assert store.latest().slot == "good"


def test_created_at_is_kept_across_saves_of_the_same_game(tmp_path):
    store = SaveStore(tmp_path)
    session = played(seed=4, moves=3)
    store.save(session)
    first = read(tmp_path / "manual.json")
    play_on(session, 3)
    store.autosave(session)
    second = read(tmp_path / "autosave.json")
    assert second["created_at"] == first["created_at"]
    assert second["saved_at"] >= first["saved_at"]
    loaded = store.load("manual").session
    store.save(loaded, "again")
    assert read(tmp_path / "again.json")["created_at"] == first["created_at"]


def test_load_by_path_works_outside_the_store_dir(tmp_path):
    info = SaveStore(tmp_path / "a").save(played(seed=6), "x")
    loaded = SaveStore(tmp_path / "b").load(info.path)
    assert loaded.info.slot == "x" and loaded.info.path == info.path
    assert loaded.session.state_hash() == played(seed=6).state_hash()
    assert check_save(info.path) is None and check_save(str(info.path)) is None


@pytest.mark.parametrize("slot", ["", "../evil", "a/b", "x" * 65, "spa ce", "dot.json"])
def test_unsafe_slot_names_are_refused(tmp_path, slot):
    with pytest.raises(SaveError, match="slot name"):
        SaveStore(tmp_path).save(played(), slot)
    assert list(tmp_path.iterdir()) == []


def test_missing_save_is_a_clear_error(tmp_path):
    with pytest.raises(SaveError, match="No save file"):
        SaveStore(tmp_path).load("nothing")


def test_meta_that_is_not_json_is_refused_and_writes_nothing(tmp_path):
    with pytest.raises(SaveError, match="cannot be written"):
        SaveStore(tmp_path).save(played(), meta={"bad": object()})
    with pytest.raises(SaveError, match="cannot be written"):
        SaveStore(tmp_path).save(played(), meta={"bad": float("nan")})
    assert list(tmp_path.iterdir()) == []


def test_delete_removes_slot_and_backup(tmp_path):
    store = SaveStore(tmp_path)
    store.save(played(seed=1), "x")
    store.save(played(seed=2), "x")
    assert (tmp_path / "x.json.bak").exists()
    store.delete("x")
    assert list(tmp_path.iterdir()) == [] and store.list() == []


def test_summary_translates_and_marks_finished_games(tmp_path):
    from game.core import i18n

    store = SaveStore(tmp_path)
    done = played(seed=11, moves=10_000)
    assert done.is_over() is not None
    assert "finished" in store.save(done, "done").summary
    i18n.set_language("pt_BR")
    try:
        assert "jogadas" in store.save(played(seed=1), "pt").summary
    finally:
        i18n.set_language("en")
    assert "jogadas" in store.load("pt").info.summary  # the summary is stored as shown when saved


def test_a_long_game_of_2000_moves_round_trips(tmp_path):
    """Save/load of a long game is exact (timings are reported by hand, not asserted)."""
    from game.core.session import Session
    from tests.games.tiny import Discard, Draw, EndTurn

    session = Session.new(TINY, {"players": 2}, 5)
    while len(session.actions) < 2000:
        p = session.state.active
        if session.state.must_discard:
            session.apply(Discard(p, session.state.hands[p][0]))
        elif len(session.state.hands[p]) < 4 and len(session.actions) % 50:
            session.apply(Draw(p))
        else:
            session.apply(EndTurn(p) if session.state.turn < 25 else Draw(p))
    store = SaveStore(tmp_path)
    store.save(session)
    loaded = store.load("manual").session
    assert len(loaded.actions) == len(session.actions) >= 2000
    assert loaded.state_hash() == session.state_hash()


def test_hash_is_stable_when_to_json_uses_int_keys_and_tuples(tmp_path, monkeypatch):
    """JSON turns {10: x, 2: y} into string keys (which sort differently) and tuples into lists;
    the save hashes the form that reads back, so such a game still loads."""
    from game.core import registry
    from tests.games.tiny import TinyGame

    class KeyedTiny(TinyGame):
        name = "tiny_keyed"

        def to_json(self, state):
            data = super().to_json(state)
            data["by_seat"] = {2: tuple(state.scores), 10: state.turn}
            return data

        def from_json(self, data):
            return super().from_json({k: v for k, v in data.items() if k != "by_seat"})

    game = KeyedTiny()
    monkeypatch.setitem(registry._GAMES, game.name, game)
    monkeypatch.setattr(registry, "_SAVE_LOADABLE_HIDDEN", registry._SAVE_LOADABLE_HIDDEN | {game.name})
    from game.core.session import Session

    session = Session.new(game, {"players": 2}, 3)
    play_on(session, 6)
    store = SaveStore(tmp_path)
    store.save(session)
    assert store.load("manual").session.actions == session.actions
    assert check_save(tmp_path / "manual.json") is None


def test_listing_reuses_verified_files_and_rechecks_changed_ones(tmp_path, monkeypatch):
    """The load screen does not replay saves it already verified, even from a new SaveStore (and a
    save as this app wrote it is listed from its header, never replayed: see test_header_listing)."""
    import saves.store as store_module

    SaveStore(tmp_path).save(played(seed=1), "a")
    SaveStore(tmp_path).list()

    def no_replays(data):
        raise AssertionError("replayed again")

    monkeypatch.setattr(store_module, "restore", no_replays)
    [info] = SaveStore(tmp_path).list()
    assert info.ok and info.slot == "a"
    (tmp_path / "a.json").write_text("{}")  # changed on disk: checked again
    [info] = SaveStore(tmp_path).list()
    assert not info.ok and "could not be checked" in info.error  # restore ran again (and refused)


def test_continue_passes_by_a_finished_game(tmp_path):
    """Quitting after the game-over banner autosaves a finished game; Continue must not reopen it."""
    from game.ai.bots import RandomBot
    from game.core.session import Session

    store = SaveStore(tmp_path)
    store.save(played(seed=2, moves=4), "unfinished")
    finished = Session.new(TINY, {"players": 2}, 5)
    bot = RandomBot(5)
    while finished.is_over() is None:
        finished.apply(bot.choose(TINY, finished.state))
    store.autosave(finished)
    infos = {i.slot: i for i in store.list()}
    assert infos["autosave"].finished and not infos["unfinished"].finished
    assert store.list()[0].slot == "autosave"  # still listed (and loadable) on the load screen
    assert store.latest().slot == "unfinished"
