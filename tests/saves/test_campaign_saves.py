"""Campaign saves (issue #11): the header a campaign save is listed by, ironman's one slot, and the
bad input a campaign save may meet."""

from __future__ import annotations

import json

import pytest

import saves.store as store_module
from game.core import i18n
from saves import SaveError, SaveStore
from saves.campaign_header import campaign_part
from saves.header import fast_header, header_line
from tests.saves.campaign_play import campaign, lose_combat, play


def test_a_campaign_save_header_names_the_heroes_the_card_foes_and_combats(tmp_path):
    s = play(campaign(seed=3, heroes=("artan", "pharanor")), 60)
    info = SaveStore(tmp_path).save(s, "campaign-1")
    header = fast_header(info.path)
    assert header is not None and header.campaign is not None
    part = header.campaign
    history = s.state.run.history
    assert part.card == s.state.campaign.at
    assert part.fought == len(history)
    assert part.foes == sum(len(h["creatures"]) for h in history if h["result"] == "won")
    assert part.ironman is False
    line = header_line(header)
    assert f"combats {part.fought} · foes beaten {part.foes}" in line and line.startswith("Campaign:")
    assert "Artan" in line and part.place in line
    i18n.set_language("pt_BR")
    try:
        assert f"combates {part.fought} · inimigos vencidos {part.foes}" in header_line(header)
    finally:
        i18n.set_language("en")


def test_a_damaged_campaign_part_drops_only_itself():
    assert campaign_part({"card": "K0", "en": "Kalahad", "pt": "Kalahad", "fought": -1}) is None
    assert campaign_part({"card": "../x", "en": "", "pt": "", "fought": 1, "won": 0, "foes": 0}) is None
    assert campaign_part("K0") is None


def test_an_ironman_campaign_saves_only_into_its_own_slot(tmp_path):
    store = SaveStore(tmp_path)
    s = campaign(ironman=True)
    with pytest.raises(SaveError) as refused:
        store.save(s, "desconfronto")  # not an ironman slot: no "save as"
    assert refused.value.key == "dcsave.error.ironman_slot"
    store.save(s, "ironman-1")
    with pytest.raises(SaveError):
        store.save(s, "ironman-2")
    loaded = store.load("ironman-1")
    with pytest.raises(SaveError):
        store.save(loaded.session, "ironman-9")
    store.save(loaded.session, "ironman-1")


def test_the_ironman_backup_is_the_same_save_never_the_one_before(tmp_path):
    store = SaveStore(tmp_path)
    s = campaign(ironman=True)
    store.save(s, "ironman-1")
    lose_combat(s)
    store.save(s, "ironman-1")
    main = tmp_path / "ironman-1.json"
    assert (tmp_path / "ironman-1.json.bak").read_bytes() == main.read_bytes()
    main.write_bytes(main.read_bytes()[:-40])  # damaged: the backup opens, and it holds the loss
    loaded = store.load("ironman-1")
    assert loaded.info.from_backup
    assert loaded.session.state.run.history[-1]["result"] == "lost"


def test_an_older_copy_of_an_ironman_campaign_neither_lists_as_openable_nor_opens(tmp_path):
    store = SaveStore(tmp_path)
    s = campaign(ironman=True)
    store.save(s, "ironman-1")
    (tmp_path / "copy.json").write_bytes((tmp_path / "ironman-1.json").read_bytes())  # kept before the loss
    lose_combat(s)
    store.save(s, "ironman-1")
    store_module._LISTED.clear()
    listed = {i.slot: i for i in store.list()}
    assert listed["ironman-1"].ok and not listed["copy"].ok
    assert "older copy of an ironman campaign" in listed["copy"].error
    with pytest.raises(SaveError) as refused:
        store.load("copy")
    assert refused.value.key == "dcsave.error.ironman_older"
    assert [c.slot for c in store.candidates()] == ["ironman-1"]  # Continue never offers the copy


def test_an_ordinary_campaign_keeps_the_save_before_as_its_backup(tmp_path):
    store = SaveStore(tmp_path)
    s = campaign()
    store.save(s, "campaign-1")
    first = (tmp_path / "campaign-1.json").read_bytes()
    lose_combat(s)
    store.save(s, "campaign-1")
    assert (tmp_path / "campaign-1.json.bak").read_bytes() == first


def test_a_corrupt_campaign_save_gives_a_sentence_and_never_replaces_its_good_backup(tmp_path):
    store = SaveStore(tmp_path)
    s = campaign()
    store.save(s, "campaign-1")
    store.save(play(s, 5), "campaign-1")
    backup = (tmp_path / "campaign-1.json.bak").read_bytes()
    main = tmp_path / "campaign-1.json"
    data = json.loads(main.read_bytes())
    data["state"]["fragments"] = 999  # edited by hand
    main.write_text(json.dumps(data))
    store_module._LISTED.clear()
    loaded = store.load("campaign-1")  # the good backup opens, and says why
    assert loaded.info.from_backup and "damaged" in loaded.info.note
    alone = tmp_path / "alone"
    alone.mkdir()
    (alone / "campaign-1.json").write_bytes(main.read_bytes())  # the damaged file, no backup beside it
    with pytest.raises(SaveError) as refused:
        SaveStore(alone).load("campaign-1")
    assert refused.value.reason.endswith(".") and "Traceback" not in refused.value.reason
    # Saving the reopened game again rotates no damaged file over the good backup.
    store.save(loaded.session, "campaign-1")
    assert (tmp_path / "campaign-1.json.bak").read_bytes() == backup
