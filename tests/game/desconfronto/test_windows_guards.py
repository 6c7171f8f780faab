"""The "hero attacked" window for guard abilities that are not reactions (DC-CMB-33, DC-COND-10):
Kandra's and Tainara's interceptions, Tesser's Guardian and Gëlien's Guard Dog are offered even when
the hero's reaction is spent or the hero is Stunned or Iced; that hero's reactions are not.
Guard Dog follows the ``modifiers_after_shields`` option (AMB-07)."""

from __future__ import annotations

from game.desconfronto.actions import ClassAction, Decline, Pass
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: block 1 -> the Active Hero, block 2 -> a normal attack
FOUR = ["hit2", "hit2"]  # bicudo's 2 dice: 4 damage


def trio(**extra):
    s = session(["pharanor", "kandra", "tainara"], ["bicudo"], seed=4, **extra)
    st = s.state
    st.heroes[1].abilities = ["kandra.intercept"]
    st.heroes[2].abilities = ["tainara.guardian_step"]
    set_hand(st, 0, ["pharanor.speed#1"])
    set_hand(st, 1, ["kandra.brutal_blow#1", "kandra.reckless_attack#1"])
    set_hand(st, 2, ["tainara.meditation#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    return s


def test_dc_hero_kan_tree1_interception_offered_with_reaction_spent_dc_cmb_33():
    s = trio()
    st = s.state
    st.heroes[1].reaction_used = True
    s.apply(Pass(0))
    # Reckless Attack is her reaction (spent): only the interception and Decline
    assert legal_actions(st) == [ClassAction(1, "kandra_take", "h0"), Decline(1)]
    s.apply(ClassAction(1, "kandra_take", "h0"))
    assert st.heroes[1].vigor == st.heroes[1].max_vigor - (4 - 1)  # her hide
    assert st.heroes[0].vigor == st.heroes[0].max_vigor


def test_dc_cond_10_stunned_kandra_still_intercepts_but_cannot_react():
    s = trio()
    st = s.state
    st.heroes[1].cond["stunned"] = 1
    s.apply(Pass(0))
    assert legal_actions(st) == [ClassAction(1, "kandra_take", "h0"), Decline(1)]


def test_dc_hero_kan_tree1_unstunned_kandra_keeps_her_reaction_card_dc_cmb_33():
    s = trio()
    st = s.state
    s.apply(Pass(0))
    acts = legal_actions(st)
    assert ClassAction(1, "kandra_take", "h0") in acts and any(type(a).__name__ == "React" for a in acts)


def test_dc_hero_tai_tree2_guardian_step_offered_while_iced_with_reaction_spent():
    s = trio()
    st = s.state
    st.heroes[2].reaction_used = True
    st.heroes[2].cond["ice"] = 1
    s.apply(Pass(0))
    s.apply(Decline(1))
    assert legal_actions(st) == [ClassAction(2, "tainara_take", "h0"), Decline(2)]
    s.apply(ClassAction(2, "tainara_take", "h0"))
    assert st.heroes[2].vigor == st.heroes[2].max_vigor - 4
    assert st.heroes[0].vigor == st.heroes[0].max_vigor


def test_dc_cmb_33_no_guard_and_no_reaction_opens_no_window():
    s = trio()
    st = s.state
    st.heroes[1].abilities = []
    st.heroes[2].abilities = []
    for h in st.heroes:
        h.reaction_used = True
    s.apply(Pass(0))  # the attack lands on Pharanor without a decision
    assert st.heroes[0].vigor == st.heroes[0].max_vigor - 4
    assert st.pending is None or st.pending["kind"] != "react"


def test_dc_hero_tes_tree1_guardian_offered_while_stunned_swift_prayer_is_not():
    s = session(["pharanor", "tesser"], ["bicudo"], seed=4)
    st = s.state
    st.heroes[1].abilities = ["tesser.guardian", "tesser.reactive_heal"]
    st.heroes[1].cond["stunned"] = 1
    set_hand(st, 0, ["pharanor.speed#1"])
    set_hand(st, 1, ["tesser.heal_wounds#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    assert legal_actions(st) == [ClassAction(1, "guardian", "h0"), Decline(1)]


def test_dc_hero_gel_tree2_1_guard_dog_offered_with_reaction_spent():
    s = session(["gelien"], ["bicudo"])
    st = s.state
    g = st.heroes[0]
    g.abilities = ["gelien.nina_guard"]
    g.reaction_used = True
    set_hand(st, 0, ["gelien.ice_arrow#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit1"]
    s.apply(Pass(0))
    assert legal_actions(st) == [ClassAction(0, "gelien_guard", "h0"), Decline(0)]
    s.apply(ClassAction(0, "gelien_guard", "h0"))
    assert g.res["nina"] == 4 - 2


def _guard_dog(after_shields: bool):
    """2 damage rolled at Gëlien (Thunder on him and on Nina); Nina holds Hunter's Defence (3)."""
    s = session(["gelien"], ["bicudo"], options={"modifiers_after_shields": after_shields})
    st = s.state
    g = st.heroes[0]
    g.abilities = ["gelien.nina_guard"]
    set_hand(st, 0, ["gelien.ice_arrow#1", "gelien.hunters_defence#1"])
    g.hand.remove("gelien.hunters_defence#1")
    st.fig("n0").shields.append(["gelien.hunters_defence#1", 3])
    g.thunder = [2]
    st.fig("n0").thunder = [2]
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit1"]
    s.apply(Pass(0))
    events = s.apply(ClassAction(0, "gelien_guard", "h0"))
    return st, next(e.data for e in events if e.kind == "dc.hit" and e.data["target"] == "n0")


def test_amb_07_guard_dog_modifiers_before_shields_are_ninas_not_the_heros_dc_hero_gel_tree2_1():
    st, hit = _guard_dog(False)
    # 2 rolled + Nina's Thunder 1 = 3, all blocked; Gëlien's Thunder stays out of it
    assert hit["damage"] == 3 and hit["blocked"] == 3 and hit["wounds"] == 0
    assert st.heroes[0].res["nina"] == 4


def test_amb_07_guard_dog_modifiers_after_shields_dc_hero_gel_tree2_1():
    st, hit = _guard_dog(True)
    # 2 rolled, fully blocked by 3; Nina's Thunder lands past her shields
    assert hit["damage"] == 2 and hit["blocked"] == 2 and hit["wounds"] == 1
    assert st.heroes[0].res["nina"] == 4 - 1
