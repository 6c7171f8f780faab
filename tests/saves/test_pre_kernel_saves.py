"""Saves written by the release before issue 8's kernel change still open, verify and play on.

The fixtures in ``fixtures/pre_kernel`` were written by commit 130b313 with both games' states at
format 1 (README.md there). Opening one upgrades its stored state through the game's own format
steps (``game.desconfronto.formats`` / ``game.fortress.formats``); the action log is then replayed
from the seed and must land on exactly that upgraded state.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.ai.bots import make_bot
from game.core.protocol import state_hash
from game.core.registry import get_game
from game.desconfronto import formats as dc_formats
from game.fortress import formats as hm_formats
from saves import SaveError, SaveStore

PRE_KERNEL = Path(__file__).parent / "fixtures" / "pre_kernel"
MANIFEST: dict[str, str] = json.loads((PRE_KERNEL / "manifest.json").read_text(encoding="utf-8"))
FORMATS = {"desconfronto": dc_formats.MIGRATIONS, "fortress": hm_formats.MIGRATIONS}
NAMES = sorted(MANIFEST)


def _read(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((PRE_KERNEL / name).read_text(encoding="utf-8"))
    return data


def test_every_fixture_is_in_the_manifest_and_both_games_have_some():
    assert sorted(p.name for p in PRE_KERNEL.glob("*.json") if p.name != "manifest.json") == NAMES
    assert {_read(n)["game"] for n in NAMES} == {"desconfronto", "fortress"}


@pytest.mark.parametrize("name", NAMES)
def test_fixture_is_untouched_and_at_state_format_1(name):
    data = _read(name)
    assert data["state_hash"].startswith(MANIFEST[name])
    assert state_hash(data["state"]) == data["state_hash"]
    # What makes these fixtures worth keeping: their state is older than the game's format now.
    assert data["game_version"] == data["state"]["version"] == 1 < get_game(data["game"]).format_version


@pytest.mark.parametrize("name", NAMES)
def test_fixture_loads_verifies_and_its_upgraded_state_is_the_replayed_state(name, tmp_path):
    data = _read(name)
    game = get_game(data["game"])
    loaded = SaveStore(tmp_path).load(PRE_KERNEL / name)
    session = loaded.session
    assert [game.action_to_json(a) for a in session.actions] == data["actions"]
    upgraded = FORMATS[game.name].upgrade(data["state"])
    assert upgraded["version"] == game.format_version
    assert game.to_json(session.state) == upgraded
    assert game.to_json(game.from_json(data["state"])) == upgraded
    assert session.state_hash() == state_hash(upgraded)


@pytest.mark.parametrize("name", NAMES)
def test_loaded_fixture_plays_on_and_saves_again_at_the_current_format(name, tmp_path):
    store = SaveStore(tmp_path)
    session = store.load(PRE_KERNEL / name).session
    game = session.game
    bot = make_bot("random", 8)
    for _ in range(12):
        if session.is_over() is not None:
            break
        session.apply(bot.choose(game, session.state))
        assert game.check_invariants(session.state) == []
        cards = game.card_ids(session.state)
        assert len(cards) == len(set(cards))
    info = store.save(session, "again")
    saved = json.loads(info.path.read_text(encoding="utf-8"))
    assert saved["game_version"] == saved["state"]["version"] == game.format_version
    again = store.load("again").session
    assert again.state_hash() == session.state_hash()
    assert len(again.actions) == len(session.actions)


def test_upgrading_never_changes_the_stored_json():
    for name in NAMES:
        data = _read(name)
        before = json.dumps(data["state"], sort_keys=True)
        FORMATS[data["game"]].upgrade(data["state"])
        assert json.dumps(data["state"], sort_keys=True) == before


def test_format_1_desconfronto_state_from_before_items_loads_with_no_item():
    state = _read("pre8_desconfronto_8.json")["state"]
    for hero in state["heroes"]:
        del hero["item"], hero["bag"], hero["items_used"]
    loaded = get_game("desconfronto").from_json(state)
    assert [(h.item, h.bag, h.items_used) for h in loaded.heroes] == [("", [], [])] * len(loaded.heroes)


def test_format_1_fortress_state_from_before_late_fields_loads_with_format_1_defaults():
    state = _read("pre8_fortress_30.json")["state"]
    late = ("combat_base", "levels_paid", "phase_returns", "invasion_col", "window_seat")
    for key in (*late, "stall_since", "stall_sig", "draw_votes"):
        del state[key]
    s = get_game("fortress").from_json(state)
    assert (s.combat_base, s.levels_paid, s.phase_returns, s.invasion_col, s.window_seat) == (0, 0, 0, -1, -1)
    assert (s.stall_since, s.stall_sig, s.draw_votes) == (1, [], [])


def test_format_1_fortress_outcome_list_becomes_an_object():
    state = _read("pre8_fortress_4.json")["state"]
    state["over"] = ["won", [0, 1], "hm.outcome.test"]
    upgraded = hm_formats.MIGRATIONS.upgrade(state)
    assert upgraded["over"] == {"result": "won", "winners": [0, 1], "reason": "hm.outcome.test"}
    over = get_game("fortress").from_json(state).over
    assert over is not None and (over.result, over.winners, over.reason) == ("won", (0, 1), "hm.outcome.test")


@pytest.mark.parametrize("name", NAMES)
def test_damaged_format_1_state_gives_a_sentence_not_a_traceback(name, tmp_path):
    data = _read(name)
    del data["state"]["rng"]
    data["state_hash"] = state_hash(data["state"])
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path).load(path)
    assert "could not upgrade the save from format 1" in str(err.value).lower()
    assert "rng" in str(err.value)


@pytest.mark.parametrize("name", NAMES)
def test_a_state_from_a_newer_format_is_refused_with_a_sentence(name, tmp_path):
    data = _read(name)
    game = get_game(data["game"])
    newer = game.format_version + 1
    with pytest.raises(ValueError, match=f"format version {newer}, newer than this program knows"):
        game.from_json({**data["state"], "version": newer})
    data["game_version"] = newer
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match=f"format {newer}"):
        SaveStore(tmp_path).load(path)
