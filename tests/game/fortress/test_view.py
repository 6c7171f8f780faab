"""Heróis & Monstros' per-seat view (issue 8): Kryssa-Ruiva's cross-table ability comes from the
view's ``reach`` (HM-SET-12, AMB-23: a Construction of any player's table), the Invasion's discard
window is a described pending choice (AMB-17), and a rival seat sees other hands as counts only."""

from __future__ import annotations

from game.core.view import RIVAL, Hidden
from game.fortress.actions import EndPhase
from tests.game.fortress.helpers import GAME, fresh, take, to_phase


def kryssa_turn():
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"])
    s.seats[0].constructions = [take(s, "forja_das_almas#1")]
    s.seats[1].constructions = [take(s, "totem_de_guerra#1")]
    for _ in range(3):
        GAME.apply(s, EndPhase(0))
    to_phase(s, "effects")
    return s


def test_hm_set_12_amb_23_kryssa_reaches_every_table_in_the_view():
    s = kryssa_turn()
    table = GAME.observe(s, None).table
    kryssa = {(r.card, r.table) for r in table.reach if r.seat == 1 and r.via == "kryssa"}
    assert kryssa == {("forja_das_almas#1", 0), ("totem_de_guerra#1", 1)}  # Wargosh's table and her own
    assert table.reach_of(1, "kryssa") == {"forja_das_almas#1", "totem_de_guerra#1"}
    assert not table.reach_of(0, "kryssa")  # Wargosh has no such ability


def test_rival_view_hides_the_other_generals_hand_and_what_it_may_use():
    s = kryssa_turn()
    mine, theirs = GAME.observe(s, 1, RIVAL).table.seats[1], GAME.observe(s, 1, RIVAL).table.seats[0]
    assert mine.hand == tuple(s.seats[1].hand)
    assert theirs.hand == Hidden(len(s.seats[0].hand)) and theirs.deck == Hidden(len(s.seats[0].deck))
    assert all(r.seat == 1 for r in GAME.observe(s, 1, RIVAL).table.reach)
    table = GAME.observe(s, None).table  # the hotseat table shows every General's hand (L121, L197)
    assert table.seats[0].hand == tuple(s.seats[0].hand)


def test_amb_17_invasion_window_is_a_described_pending_choice():
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"], invasion_discard_window="any")
    for _ in range(200):
        if s.phase == "invasion" or s.over is not None:
            break
        GAME.apply(s, GAME.legal_actions(s)[-1])
    assert s.phase == "invasion", "no discard window opened"
    view = GAME.observe(s, None)
    pend = view.pending
    assert pend is not None and pend.kind == "window" and pend.player == s.window_seat
    assert pend.data["column"] == s.invasion_col and pend.data["invader"] == s.battlefield[s.invasion_col]
    assert pend.prompt and "{" not in pend.prompt
    assert view.current_player == s.window_seat
