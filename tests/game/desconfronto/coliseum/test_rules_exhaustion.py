"""Exhaustion in the arena (DC-COL-13/14; rulebook L186-187, L1020): by Vigor — a level lost, back with 5
Vigor, no point lost; by running out of cards — eliminated at once, the score kept for the podium."""

from __future__ import annotations

from game.desconfronto.actions import DrawCard, PlayCard
from game.desconfronto.coliseum_actions import Revide, Reward
from tests.game.desconfronto.coliseum.rules_helpers import (
    G,
    arena,
    dice,
    draw_turn,
    give,
    kinds_of,
    play,
    refused,
)


def test_dc_col_13_exhaustion_by_vigor_costs_a_level_and_returns_with_5_vigor():
    s = arena(["kandra", "artan", "tesser"])
    art = s.heroes[1]
    art.level = 2
    s.coliseum.scores[1] = 3
    art.vigor = 2
    bb, = give(s, 0, "kandra.brutal_blow")
    dice(s, "hit1", "hit1", "hit1")
    play(s, 0, bb, "h1")
    assert art.exhausted == "wounds" and art.level == 1
    assert s.coliseum.scores[1] == 3  # L186: no points lost
    assert not any(getattr(a, "target", "") == "h1" for a in G.legal_actions(s))  # an Exhausted hero is no target
    G.apply(s, Reward(0, False, 0))
    events = draw_turn(s)  # Kandra's turn ends; Artan's whole turn is spent getting up (DC-EXH-01, AMB-20)
    assert "dc.stood_up" in kinds_of(events)
    assert art.exhausted == "" and art.vigor == 5
    assert s.active_hero == 2 and s.actions_left == 2


def test_dc_col_14_running_out_of_cards_eliminates_at_once_and_keeps_the_score():
    """L187: Exhaustion by running out of cards (DC-EXH-04: no draw deck and no hand) eliminates."""
    s = arena(["kandra", "artan", "tesser"])
    kan = s.heroes[0]
    heal, = give(s, 0, "kandra.bestial_recovery")
    kan.draw.cards.clear()
    s.coliseum.scores[0] = 4
    s.coliseum.marks[0] = [2]
    events = G.apply(s, PlayCard(0, heal, "h0"))
    assert kan.exhausted == "cards" and s.coliseum.eliminated == [0]
    assert "dc.col_eliminated" in kinds_of(events)
    assert s.coliseum.scores[0] == 4  # kept for the podium
    assert s.coliseum.scores[2] == 1  # the token holder scores the Exhaustion (the lead's reading)
    G.apply(s, Reward(2, False, 0))
    assert s.active_hero == 1
    draw_turn(s)
    draw_turn(s)
    assert s.active_hero == 1  # seat 0 is skipped for good
    refused(s, DrawCard(0), "illegal.not_your_turn")


def test_dc_col_14_with_one_hero_left_the_coliseum_ends_on_the_podium():
    s = arena(["kandra", "artan"])
    kan = s.heroes[0]
    heal, = give(s, 0, "kandra.bestial_recovery")
    kan.draw.cards.clear()
    s.coliseum.scores[0] = 5
    G.apply(s, PlayCard(0, heal, "h0"))
    over = G.is_over(s)
    assert over is not None and over.result == "podium"
    assert over.winners == (0,)  # the higher score, eliminated or not (L187 "keep your score")
    assert G.legal_actions(s) == []


def test_dc_col_14_an_eliminated_heros_companion_does_not_act_on():
    """L187 "immediately eliminated from the combat": Nina's action after Gëlien falls (L623, a co-op rule)
    is not taken by an eliminated hero — the turn passes at once. (Fixed: the turn stayed with the
    eliminated seat, the arena's invariant broken.)"""
    s = arena(["gelien", "artan", "kandra"])
    assert s.heroes[0].res.get("nina")
    arrow, = give(s, 0, "gelien.ice_arrow")
    gel = s.heroes[0]
    gel.abilities += ["gelien.nina_fetch", "gelien.volley"]  # Nina could still fetch a card from the discard
    gel.level = 2  # (the fall costs the latest ability, Volley)
    gel.discard.cards[:0] = gel.draw.cards
    gel.draw.cards.clear()
    s.heroes[1].vigor = 8
    dice(s, "hit1", "hit1")
    G.apply(s, PlayCard(0, arrow, "h1"))
    if s.pending is not None and s.pending.kind == "revide":
        G.apply(s, Revide(1, "none"))
    assert s.coliseum.eliminated == [0]
    assert s.active_hero == 1 and s.pending is None
    assert G.check_invariants(s) == []
