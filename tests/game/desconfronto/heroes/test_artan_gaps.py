"""Artan's aura switch after his last action (DC-HERO-ART-02): a free action, so the Hero Phase
stays open for it, as for Marzak's form (L737)."""

from __future__ import annotations

from game.desconfronto.actions import ClassAction, Flee, Pass, PlayCard
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand


def test_aura_switch_is_offered_after_the_last_action_dc_hero_art_02():
    s = session(["artan"], ["bicudo"], seed=7)
    st = s.state
    h = st.heroes[0]
    h.abilities = ["artan.redemption_mercy"]
    h.vigor = 5
    set_hand(st, 0, ["artan.fear#1", "artan.divine_punishment#1", "artan.relentless#1"])
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(0, "artan.fear#1", "c0"))
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(0, "artan.divine_punishment#1", "c0"))
    assert st.phase == "hero" and st.actions_left == 0  # held open: the free switch is left
    assert legal_actions(st) == [
        ClassAction(0, "artan_red", "h0"),
        ClassAction(0, "artan_ven", "h0"),
        Pass(0),
        Flee(0),  # DC-CMB-37: the group may still flee
    ]
    events = s.apply(ClassAction(0, "artan_red", "h0"))
    assert h.res["aura"] == "red" and h.res["aura_turn"] == 1
    assert [e.kind for e in events][:2] == ["dc.artan_aura_red", "dc.healed"]  # Mercy still heals
    assert events[1].data == {"target": "h0", "amount": 1, "vigor": 6}
    assert any(e.kind == "dc.action_card" for e in events)  # nothing left: the Creature Phase ran


def test_no_hold_once_the_aura_was_switched_this_turn_dc_hero_art_02():
    s = session(["artan"], ["bicudo"], seed=7)
    st = s.state
    set_hand(st, 0, ["artan.fear#1", "artan.divine_punishment#1", "artan.relentless#1"])
    s.apply(ClassAction(0, "artan_ven", "h0"))
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(0, "artan.fear#1", "c0"))
    turn = st.turn
    st.forced = ["hit1", "hit1"] + ["hit1"] * 12
    s.apply(PlayCard(0, "artan.divine_punishment#1", "c0"))
    assert st.turn > turn or st.phase != "hero"  # the phase ended by itself
