"""The record of finished games (issue #14's statistics and daily challenge)."""

from __future__ import annotations

import json

from saves.history import KEEP, History, daily_seed, summarize


def _record(game="desconfronto", won=True, mode="skirmish", daily="", seats=("Artan",)):
    return {"game": game, "mode": mode, "result": "won" if won else "lost", "won": won, "seats": list(seats),
            "humans": 1, "actions": 10, "seed": 3, "daily": daily, "ended_at": "2026-12-01T10:00:00+00:00"}  # fmt: skip


def test_records_are_kept_atomically_newest_last_and_at_most_keep(tmp_path):
    h = History.load(tmp_path)
    for i in range(KEEP + 3):
        h.records.append(_record(won=i % 2 == 0)) if i < KEEP + 2 else h.add(_record(mode="hunt"))
    again = History.load(tmp_path)
    assert len(again.records) == KEEP and again.records[-1]["mode"] == "hunt"
    assert not list(tmp_path.glob("*.tmp"))


def test_a_damaged_file_is_set_aside_never_replaced_and_said(tmp_path):
    (tmp_path / "history.json").write_text("{ not json", encoding="utf-8")
    h = History.load(tmp_path)
    assert h.records == [] and h.notice == "history.damaged"
    assert (tmp_path / "history.json.bad").read_text(encoding="utf-8") == "{ not json"
    h.add(_record())
    assert json.loads((tmp_path / "history.json").read_text(encoding="utf-8"))["games"][0]["game"] == "desconfronto"
    (tmp_path / "history.json").write_text('{"games": [{"game": 1}]}', encoding="utf-8")
    assert History.load(tmp_path).notice == "history.damaged"  # a malformed record too
    assert (tmp_path / "history.json.bad.1").exists()  # the older damaged file is kept


def test_the_summary_counts_wins_streaks_modes_and_seats():
    records = [_record(won=True), _record(won=True), _record(won=False), _record(won=True, mode="hunt"),
               _record(game="fortress", won=False)]  # fmt: skip
    s = summarize(records, "desconfronto")
    assert (s.played, s.won, s.best_streak) == (4, 3, 2)
    assert s.by_mode == {"skirmish": (3, 2), "hunt": (1, 1)}
    assert s.by_seat == {"Artan": (4, 3)}


def test_the_daily_seed_is_the_same_for_everyone_on_a_day_and_differs_by_day_and_game():
    assert daily_seed("desconfronto", "2026-12-01") == daily_seed("desconfronto", "2026-12-01")
    assert daily_seed("desconfronto", "2026-12-01") != daily_seed("desconfronto", "2026-12-02")
    assert daily_seed("desconfronto", "2026-12-01") != daily_seed("fortress", "2026-12-01")
    assert daily_seed("zerywia", "2026-12-01") == 199152594  # FNV-1a: stable across runs and machines


def test_records_written_before_the_table_size_and_adversary_fields_still_load(tmp_path):
    """Issue #14 "Statistics": per player count, Adversary and difficulty — fields added later. A file
    of older records (without them) loads whole, is not set aside, and newer records sit beside them."""
    old = _record()
    (tmp_path / "history.json").write_text(json.dumps({"format": 1, "games": [old]}), encoding="utf-8")
    h = History.load(tmp_path)
    assert h.notice == "" and h.records == [old]
    h.add({**_record(game="fortress", seats=("Wargosh", "Iris")), "players": 2, "against": "randall_dos_ventos"})
    assert len(History.load(tmp_path).records) == 2
    bad = {**_record(), "players": "two"}
    (tmp_path / "history.json").write_text(json.dumps({"format": 1, "games": [bad]}), encoding="utf-8")
    assert History.load(tmp_path).notice == "history.damaged"


def test_the_summary_counts_by_table_size_adversary_and_difficulty():
    records = [
        {**_record(game="fortress", seats=("Wargosh",)), "players": 1, "against": "randall_dos_ventos"},
        {**_record(game="fortress", won=False, seats=("Wargosh", "Iris")), "players": 2, "against": "randall_dos_ventos"},
        _record(game="fortress", seats=("Iris", "Wargosh", "Kaz")),  # an older record: its size from its seats
        {**_record(), "players": 1, "difficulty": "-1"},
    ]  # fmt: skip
    s = summarize(records, "fortress")
    assert s.by_players == {1: (1, 1), 2: (1, 0), 3: (1, 1)}
    assert s.by_facet == {("against", "randall_dos_ventos"): (2, 1)}
    assert summarize(records, "desconfronto").by_facet == {("difficulty", "-1"): (1, 1)}

