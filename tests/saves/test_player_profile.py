"""The player profile (saves/profile.py): the campaigns won, across every save (DC-SEC-01), and a
corrupt profile kept aside with a sentence, never silently replaced."""

from __future__ import annotations

import json

from saves import profile as P


def test_dc_sec_01_a_won_campaign_is_counted_once_across_reloads(tmp_path):
    path = tmp_path / "profile.json"
    assert P.load_profile(path).campaigns_done == 0
    assert P.record_win("ab" * 16, path).campaigns_done == 1
    assert P.record_win("ab" * 16, path).campaigns_done == 1  # the won save reopened and won again
    assert P.record_win("cd" * 16, path).campaigns_done == 2
    data = json.loads(path.read_text())
    assert data["campaigns_done"] == 2 and data["won"] == ["ab" * 16, "cd" * 16]


def test_a_corrupt_profile_is_kept_aside_with_a_sentence_and_the_backup_used(tmp_path):
    path = tmp_path / "profile.json"
    P.record_win("ab" * 16, path)
    P.record_win("cd" * 16, path)  # the first write became the backup: one campaign won
    path.write_text('{"version": 1, "won": [')  # damaged
    profile = P.load_profile(path)
    assert profile.campaigns_done == 1  # the backup's count, not a fresh 0
    notice = P.take_notice()
    assert "profile.json.bad" in notice and "not valid JSON" in notice
    assert (tmp_path / "profile.json.bad").read_text() == '{"version": 1, "won": ['
    assert P.take_notice() == ""  # said once


def test_an_earlier_bad_profile_is_never_replaced_by_a_later_one(tmp_path):
    path = tmp_path / "profile.json"
    path.write_text("first bad")
    P.load_profile(path)
    path.write_text('{"version": 1, "won": [1], "campaigns_done": 1}')
    P.load_profile(path)
    assert (tmp_path / "profile.json.bad").read_text() == "first bad"
    assert "campaigns_done" in (tmp_path / "profile.json.bad.2").read_text()
    assert "not valid" in P.take_notice()


def test_a_profile_that_is_a_folder_or_huge_is_refused_in_words(tmp_path):
    path = tmp_path / "profile.json"
    path.mkdir()
    assert P.load_profile(path).campaigns_done == 0
    assert "not a regular file" in P.take_notice()
    big = tmp_path / "big" / "profile.json"
    big.parent.mkdir()
    big.write_bytes(b" " * (P.MAX_PROFILE_BYTES + 1))
    P.load_profile(big)
    assert "too big" in P.take_notice()


def test_the_profile_is_written_atomically_beside_the_settings(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEBOUND_CONFIG_DIR", str(tmp_path))
    P.record_win("ef" * 16)
    assert json.loads((tmp_path / "profile.json").read_text())["campaigns_done"] == 1
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
