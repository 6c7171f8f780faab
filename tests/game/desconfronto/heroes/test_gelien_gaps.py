"""Gëlien's Skill Tree gaps (DC-HERO-GEL trees 1 and 2): Nina's shield of the turn, Volley,
Guard Dog and Thick Hide, with forced dice."""

from __future__ import annotations

from game.desconfronto.actions import ClassAction, Decline, Pass, PlayCard
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand, stack_creature_deck

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: block 1 -> the Active Hero, block 2 -> a normal attack
STAMPEDE = ["hit1", "hit2"]  # stampede: all heroes (Nina too), a normal attack


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def test_volley_discards_up_to_two_cards_for_two_dice_each_dc_hero_gel_tree1_3():
    """Tree 1, 3rd (Volley): a card wounds 1 target; 2 cards discarded = 4 dice at another target."""
    s = session(["gelien"], ["bicudo", "mossling"])
    st = s.state
    h = st.heroes[0]
    h.abilities = ["gelien.volley"]
    set_hand(st, 0, ["gelien.ice_arrow#1", "gelien.camouflage#1", "gelien.hunters_defence#1"])
    st.forced = ["hit2", "hit1"]
    events = s.apply(PlayCard(0, "gelien.ice_arrow#1", "c0"))
    assert st.creatures[0].vigor == 6 - 3 and st.creatures[0].cond.get("ice")
    assert kinds(events, "dc.gelien_volley_offered") == [{"hero": 0, "target": "c0"}]
    assert legal_actions(st) == [
        ClassAction(0, "gelien_volley_discard", "gelien.camouflage#1"),
        ClassAction(0, "gelien_volley_discard", "gelien.hunters_defence#1"),
        ClassAction(0, "gelien_volley_skip", "h0"),
    ]
    s.apply(ClassAction(0, "gelien_volley_discard", "gelien.camouflage#1"))
    assert ClassAction(0, "gelien_volley_fire", "c1") in legal_actions(st)
    assert ClassAction(0, "gelien_volley_fire", "c0") not in legal_actions(st)  # another target
    st.forced = ["hit1"] * 4
    events = s.apply(
        ClassAction(0, "gelien_volley_discard", "gelien.hunters_defence#1")
    )  # then fires (forced)
    assert kinds(events, "dc.gelien_volley") == [{"hero": 0, "target": "c1", "cards": 2}]
    assert st.creatures[1].vigor == 5 - 4
    assert st.pending is None and st.actions_left == 1 and h.hand == []
    assert {"gelien.camouflage#1", "gelien.hunters_defence#1"} <= set(h.discard)


def test_volley_may_be_skipped_and_needs_the_skill_dc_hero_gel_tree1_3():
    s = session(["gelien"], ["bicudo", "mossling"])
    st = s.state
    set_hand(st, 0, ["gelien.ice_arrow#1", "gelien.camouflage#1"])
    st.forced = ["hit2", "hit1"]
    s.apply(PlayCard(0, "gelien.ice_arrow#1", "c0"))
    assert st.pending is None and st.actions_left == 1  # not owned: nothing offered
    s = session(["gelien"], ["bicudo", "mossling"])
    st = s.state
    st.heroes[0].abilities = ["gelien.volley"]
    set_hand(st, 0, ["gelien.ice_arrow#1", "gelien.camouflage#1"])
    st.forced = ["hit2", "hit1"]
    s.apply(PlayCard(0, "gelien.ice_arrow#1", "c0"))
    s.apply(ClassAction(0, "gelien_volley_skip", "h0"))
    assert st.pending is None and st.actions_left == 1 and st.heroes[0].hand == ["gelien.camouflage#1"]
    assert st.creatures[1].vigor == 5


def test_nina_has_one_active_shield_each_turn_dc_hero_gel_tree1_1():
    """Tree 1, 1st: "Nina always has 1 active shield each turn": 1 damage of the first physical hit."""
    s = session(["tesser", "gelien"], ["bicudo"], seed=5)
    st = s.state
    st.heroes[1].abilities = ["gelien.nina_claw"]
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["gelien.ice_arrow#1"])
    stack_creature_deck(st, "stampede")
    st.forced = STAMPEDE + ["hit1", "hit1"] * 3  # 2 damage on each figure
    events = s.apply(Pass(0))
    hit = next(e.data for e in events if e.kind == "dc.hit" and e.data["target"] == "n1")
    assert hit["wounds"] == 1 and st.heroes[1].res["nina"] == 3
    assert kinds(events, "dc.gelien_nina_token") == [{"target": "n1"}]


def test_guard_dog_directs_an_attack_to_nina_who_wounds_the_attacker_dc_hero_gel_tree2_1():
    """Tree 2, 1st: once per turn the attack on a hero goes to Nina; after her defence, 1 wound."""
    s = session(["gelien"], ["bicudo"])
    st = s.state
    g = st.heroes[0]
    g.abilities = ["gelien.nina_guard"]
    set_hand(st, 0, ["gelien.ice_arrow#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit1"]  # 2 damage at Gëlien
    s.apply(Pass(0))
    assert legal_actions(st) == [ClassAction(0, "gelien_guard", "h0"), Decline(0)]
    vigor = g.vigor
    events = s.apply(ClassAction(0, "gelien_guard", "h0"))
    assert g.vigor == vigor and g.res["nina"] == 4 - 2
    assert kinds(events, "dc.gelien_nina_bites") == [{"hero": 0, "target": "c0"}]
    assert st.creatures[0].vigor == 6 - 1
    assert g.res["guard_turn"] == st.turn - 1  # spent on the turn that just ended


def test_thick_hide_cuts_one_wound_and_bites_back_dc_hero_gel_tree2_3():
    """Tree 2, 3rd: 1 less damage after her defence, then 1 wound to the attacker (area attack)."""
    s = session(["tesser", "gelien"], ["bicudo"], seed=5)
    st = s.state
    st.heroes[1].abilities = ["gelien.nina_guard", "gelien.nina_hide"]
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["gelien.ice_arrow#1"])
    stack_creature_deck(st, "stampede")
    st.forced = STAMPEDE + ["hit1", "hit1"] * 3  # 2 damage on each figure
    events = s.apply(Pass(0))
    while st.pending is not None and st.pending["kind"] == "react":  # Guard Dog not used here
        events += s.apply(Decline(st.pending["player"]))
    hit = next(e.data for e in events if e.kind == "dc.hit" and e.data["target"] == "n1")
    assert hit["wounds"] == 1 and st.heroes[1].res["nina"] == 3
    assert kinds(events, "dc.gelien_nina_bites") == [{"hero": 1, "target": "c0"}]
    assert st.creatures[0].vigor == 6 - 1


def test_max_level_gelien_playouts_keep_every_invariant_dc_hero_gel():
    """Every ability owned (Volley, Guard Dog, Thick Hide among them): random playouts stay legal."""
    from .test_kandra import max_level_playouts

    max_level_playouts(["gelien"], range(25))
    max_level_playouts(["gelien", "kandra", "tainara"], range(25))


def test_guard_dog_uses_ninas_modifiers_not_the_heros_dc_hero_gel_tree2_1():
    """The rolled attack keeps its dice; Purification on Gëlien (less damage suffered) stays his."""
    s = session(["gelien"], ["bicudo"])
    st = s.state
    g = st.heroes[0]
    g.abilities = ["gelien.nina_guard"]
    g.cond["purification"] = 2  # -1 damage suffered (DC-COND-15)
    set_hand(st, 0, ["gelien.ice_arrow#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit2"]  # 3 damage rolled
    s.apply(Pass(0))
    s.apply(ClassAction(0, "gelien_guard", "h0"))
    assert g.res["nina"] == 4 - 3
