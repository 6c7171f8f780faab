"""Kandra's and Tainara's interceptions as a per-attack choice (DC-HERO-KAN-01 tree 1, DC-HERO-TAI
tree 2 "Guardian Step"): a window after the roll, never automatic, never a hit another guardian took."""

from __future__ import annotations

from game.desconfronto.actions import ClassAction, Decline, Pass
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand, stack_creature_deck

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: block 1 -> the Active Hero, block 2 -> a normal attack
FOUR = ["hit2", "hit2"]  # bicudo's 2 dice: 4 damage


def trio():
    s = session(["pharanor", "kandra", "tainara"], ["bicudo"], seed=4)
    st = s.state
    st.heroes[1].abilities = ["kandra.intercept"]
    st.heroes[2].abilities = ["tainara.guardian_step"]
    set_hand(st, 0, ["pharanor.speed#1"])
    set_hand(st, 1, ["kandra.brutal_blow#1"])
    set_hand(st, 2, ["tainara.meditation#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    return s


def test_first_guardian_to_take_the_attack_keeps_it_dc_hero_kan_01_tree1():
    s = trio()
    st = s.state
    s.apply(Pass(0))
    assert legal_actions(st) == [ClassAction(1, "kandra_take", "h0"), Decline(1)]
    events = s.apply(ClassAction(1, "kandra_take", "h0"))  # Tainara's window then has only Decline
    assert st.heroes[1].vigor == st.heroes[1].max_vigor - (4 - 1)  # her hide
    assert st.heroes[0].vigor == st.heroes[0].max_vigor and st.heroes[2].vigor == st.heroes[2].max_vigor
    assert not any(e.kind == "dc.tainara_intercepts" for e in events)
    assert not st.heroes[1].reaction_used  # an ability, not her reaction


def test_guardian_step_is_offered_when_kandra_declines_dc_hero_tai_tree2_1():
    s = trio()
    st = s.state
    s.apply(Pass(0))
    s.apply(Decline(1))
    assert legal_actions(st) == [ClassAction(2, "tainara_take", "h0"), Decline(2)]
    s.apply(ClassAction(2, "tainara_take", "h0"))
    assert st.heroes[2].vigor == st.heroes[2].max_vigor - 4 and st.heroes[2].res["tainara_intercepts"] == 1
    assert st.heroes[0].vigor == st.heroes[0].max_vigor


def test_declining_both_leaves_the_attack_on_its_target_dc_hero_kan_01():
    s = trio()
    st = s.state
    s.apply(Pass(0))
    s.apply(Decline(1))
    s.apply(Decline(2))
    assert st.heroes[0].vigor == st.heroes[0].max_vigor - 4
