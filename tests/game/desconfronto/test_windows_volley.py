"""Volley (Gëlien's tree 1, 3rd, DC-HERO-GEL): "when causing wounds to 1 target, discard up to 2
cards to roll 2 attack dice (for each card discarded) against another target" — offered after a
Sacrifice's basic attack (DC-CMB-06b) and after Nina's own action (her card attack, her claw), not
only after his cards. After Nina's action the answer costs Gëlien no action."""

from __future__ import annotations

from game.desconfronto.actions import ClassAction, Sacrifice
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand

HAND = ["gelien.ice_arrow#1", "gelien.camouflage#1", "gelien.ambush#1"]


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def gelien(*abilities):
    s = session(["gelien"], ["bicudo", "mossling"])
    st = s.state
    st.heroes[0].abilities = list(abilities)
    set_hand(st, 0, HAND)
    return s


def test_dc_hero_gel_volley_offered_after_a_sacrifice_that_wounds_dc_cmb_06b():
    s = gelien("gelien.volley")
    st = s.state
    st.forced = ["hit2"]  # the basic attack: 1 die, 2 wounds
    events = s.apply(Sacrifice(0, "gelien.ice_arrow#1", "c0"))
    assert st.creatures[0].vigor == 6 - 2
    assert kinds(events, "dc.gelien_volley_offered") == [{"hero": 0, "target": "c0"}]
    assert ClassAction(0, "gelien_volley_skip", "h0") in legal_actions(st)
    s.apply(ClassAction(0, "gelien_volley_discard", "gelien.camouflage#1"))
    assert legal_actions(st)[-1] == ClassAction(0, "gelien_volley_fire", "c1")
    vigor = st.creatures[1].vigor
    st.forced = ["hit1", "hit1"]
    events = s.apply(ClassAction(0, "gelien_volley_fire", "c1"))
    assert kinds(events, "dc.gelien_volley") == [{"hero": 0, "target": "c1", "cards": 1}]
    assert st.creatures[1].vigor == vigor - 2
    assert st.actions_left == 1 and st.pending is None  # the Sacrifice was his one action


def test_dc_hero_gel_no_volley_after_a_sacrifice_that_misses():
    s = gelien("gelien.volley")
    st = s.state
    st.forced = ["corrupted"]  # a failed die for a hero
    events = s.apply(Sacrifice(0, "gelien.ice_arrow#1", "c0"))
    assert st.creatures[0].vigor == 6 and not kinds(events, "dc.gelien_volley_offered")
    assert st.pending is None and st.actions_left == 1


def test_dc_hero_gel_volley_offered_after_ninas_card_attack_at_no_action_cost():
    s = gelien("gelien.volley")
    st = s.state
    st.forced = ["hit1", "hit1"]  # Nina's 2 dice: 2 wounds
    events = s.apply(ClassAction(0, "gelien_nina", "gelien.ambush#1@c0"))
    assert st.creatures[0].vigor == 6 - 2
    assert kinds(events, "dc.gelien_volley_offered") == [{"hero": 0, "target": "c0"}]
    st.forced = ["hit2", "hit2"]
    s.apply(ClassAction(0, "gelien_volley_discard", "gelien.camouflage#1"))
    vigor = st.creatures[1].vigor
    s.apply(ClassAction(0, "gelien_volley_fire", "c1"))
    assert st.creatures[1].vigor == vigor - 4
    assert st.actions_left == 2  # Nina's action and the Volley cost Gëlien nothing


def test_dc_hero_gel_volley_offered_after_ninas_claw_dc_hero_gel_tree1_1():
    s = gelien("gelien.nina_claw", "gelien.volley")
    st = s.state
    events = s.apply(ClassAction(0, "gelien_claw", "c0"))
    assert st.creatures[0].vigor == 6 - 1
    assert kinds(events, "dc.gelien_volley_offered") == [{"hero": 0, "target": "c0"}]
    s.apply(ClassAction(0, "gelien_volley_skip", "h0"))
    assert st.pending is None and st.actions_left == 2


def test_dc_hero_gel_no_volley_without_the_skill_after_ninas_attack():
    s = gelien()
    st = s.state
    st.forced = ["hit1", "hit1"]
    events = s.apply(ClassAction(0, "gelien_nina", "gelien.ambush#1@c0"))
    assert st.creatures[0].vigor == 6 - 2 and not kinds(events, "dc.gelien_volley_offered")
    assert st.pending is None
