"""The Zerywia campaign file (saves/zerywia_campaign.py): atomic, a backup kept, a damaged file
refused with a sentence and its backup read instead, the scenario under way loaded from its save."""

from __future__ import annotations

import pytest

from game.core.registry import get_game
from game.core.session import Session
from game.zerywia import campaign as zc
from saves import SaveStore
from saves.errors import SaveError
from saves.zerywia_campaign import ZerywiaCampaigns, game_slot


def _campaign() -> zc.Campaign:
    camp = zc.new_campaign(["svara", "veda"], seed=5)
    camp.seats[0].hero.paths = ["curse", "wild"]  # type: ignore[union-attr]
    camp.seats[1].garrison = 1
    return camp


def test_the_campaign_round_trips_with_its_scenario_under_way(tmp_path):
    camp = _campaign()
    game = get_game("zerywia")
    session = Session.new(game, zc.next_setup(camp, "memory"), zc.next_seed(camp))
    SaveStore(tmp_path).save(session, game_slot("mine"))
    ZerywiaCampaigns(tmp_path).save("mine", camp, game_slot("mine"))
    back, slot, from_backup = ZerywiaCampaigns(tmp_path).load("mine")
    assert zc.to_json(back) == zc.to_json(camp) and not from_backup
    loaded = SaveStore(tmp_path).load(slot).session
    assert loaded.state_hash() == session.state_hash()
    assert loaded.state.heroes[0].paths == ["curse", "wild"] and loaded.state.pending.kind == "kept_guard"
    assert ZerywiaCampaigns(tmp_path).names() == ["mine"]


def test_a_damaged_file_falls_back_to_its_backup_and_is_left_as_it_was(tmp_path):
    store = ZerywiaCampaigns(tmp_path)
    camp = _campaign()
    store.save("c1", camp)
    camp.played.append(zc.Played("path", "won", heroes=["svara", "veda"]))
    store.save("c1", camp)  # the first version is now the backup
    path = store.path_for("c1")
    path.write_bytes(b'{"kind": "zerywia_campaign", "record": {"version": 1, "seats": "broken"')
    back, _, from_backup = store.load("c1")
    assert from_backup and back.played == []
    assert path.read_bytes().endswith(b'"broken"')


@pytest.mark.parametrize(
    "raw",
    [b"", b"not json", b'{"kind": "other"}', b'{"kind": "zerywia_campaign", "record": {"version": 7, "seats": []}}'],
)
def test_an_unreadable_campaign_is_a_clear_sentence(tmp_path, raw):
    store = ZerywiaCampaigns(tmp_path)
    store.directory.mkdir(parents=True)
    store.path_for("bad").write_bytes(raw)
    with pytest.raises(SaveError) as err:
        store.load("bad")
    assert err.value.key.startswith(("saves.error.", "zerywia.campaign."))
    assert err.value.reason.endswith(".") and err.value.key not in err.value.reason  # a sentence, not a key


def test_a_bad_campaign_name_is_refused(tmp_path):
    with pytest.raises(SaveError):
        ZerywiaCampaigns(tmp_path).path_for("../escape")
