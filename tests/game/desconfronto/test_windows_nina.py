"""Nina counts as an ally (DC-HERO-GEL-02, DC §0): other heroes' shield tokens and landed-attack
watchers reach her — Artan's Redemption ward (tree 2, 2nd), Tainara's Mantra of Protection (its
tokens and its Chi)."""

from __future__ import annotations

from game.desconfronto.actions import ClassAction, Decline, Pass, PlayCard
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck

STAMPEDE = ["hit1", "hit2"]  # stampede: all heroes (Nina too), a normal attack
TWO = ["hit1", "hit1"]  # bicudo's 2 dice: 2 damage


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def _decline_all(s, events):
    while s.state.pending is not None and s.state.pending["kind"] == "react":
        events += s.apply(Decline(s.state.pending["player"]))
    return events


def _nina_hit(events):
    return next(e.data for e in events if e.kind == "dc.hit" and e.data["target"] == "n1")


def test_dc_hero_art_redemption_ward_on_nina_soaks_one_point_dc_hero_gel_02():
    s = session(["artan", "gelien"], ["bicudo"])
    st = s.state
    st.heroes[0].abilities = ["artan.redemption_ward"]
    set_hand(st, 0, ["artan.fear#1"])
    set_hand(st, 1, ["gelien.ice_arrow#1"])
    s.apply(ClassAction(0, "artan_red", "h0"))
    assert ClassAction(0, "artan_ward", "n1") in legal_actions(st)
    s.apply(ClassAction(0, "artan_ward", "n1"))
    assert st.heroes[0].res["ward"] == "n1"
    stack_creature_deck(st, "stampede")
    st.forced = STAMPEDE + TWO * 3  # 2 damage on Artan, Gëlien and Nina
    events = _decline_all(s, s.apply(Pass(0)))
    assert kinds(events, "dc.artan_ward_used") == [{"target": "n1"}]
    assert _nina_hit(events)["wounds"] == 1 and st.heroes[1].res["nina"] == 4 - 1
    assert st.heroes[1].vigor == st.heroes[1].max_vigor - 2  # the ward was Nina's, not his
    assert "ward" not in st.heroes[0].res


def test_dc_hero_tai_mantra_of_protection_shields_nina_and_her_defence_makes_chi():
    s = session(["tainara", "gelien"], ["bicudo"])
    st = s.state
    set_hand(st, 0, ["tainara.mantra_of_protection#1", "tainara.meditation#1"])
    set_hand(st, 1, ["gelien.ice_arrow#1", "gelien.hunters_defence#1"])
    st.heroes[1].hand.remove("gelien.hunters_defence#1")
    st.fig("n1").shields.append(["gelien.hunters_defence#1", 3])
    s.apply(PlayCard(0, "tainara.mantra_of_protection#1", ""))
    t = st.heroes[0].res
    assert t["tainara_wards"] == [1, 1] and t["tainara_nina_wards"] == {"n1": 1} and t["tainara_chi"] == 1
    stack_creature_deck(st, "stampede")
    st.forced = STAMPEDE + TWO * 3
    events = _decline_all(s, s.apply(Pass(0)))
    assert {"target": "n1", "amount": 1} in kinds(events, "dc.tainara_tokens")
    hit = _nina_hit(events)
    assert hit["damage"] == 1 and hit["wounds"] == 0 and st.heroes[1].res["nina"] == 4
    # 1 (mantra) + 3 tokens (Tainara, Gëlien, Nina) + 3 (Hunter's Defence spent on Nina)
    assert t["tainara_chi"] == 1 + 3 + 3
    assert "tainara_nina_wards" not in t


def test_dc_hero_art_redemption_heals_and_cleanses_nina_as_an_ally():
    """Tree 2, 1st ("heal Artan and allies 1") and 3rd ("remove 1 condition from 1 target")."""
    s = session(["artan", "gelien"], ["bicudo"])
    st = s.state
    st.heroes[0].abilities = ["artan.redemption_mercy", "artan.redemption_cleanse"]
    set_hand(st, 0, ["artan.fear#1"])
    g = st.heroes[1].res
    g["nina"] = 2
    g["nina_cond"] = {"poison": 1}
    events = s.apply(ClassAction(0, "artan_red", "h0"))
    assert {"target": "n1", "amount": 1, "vigor": 3} in kinds(events, "dc.healed") and g["nina"] == 3
    assert ClassAction(0, "artan_cleanse_poison", "n1") in legal_actions(st)
    s.apply(ClassAction(0, "artan_cleanse_poison", "n1"))
    assert not g["nina_cond"].get("poison")


def test_dc_hero_tai_chi_shield_and_mantra_heal_reach_nina():
    """Tree 2, 2nd ("spend 3 Chi: 1 shield on 1 target"); Mantra of Healing ("2 Chi: heal any target 1")."""
    s = session(["tainara", "gelien"], ["bicudo"])
    st = s.state
    t = st.heroes[0]
    t.abilities = ["tainara.chi_shield"]
    set_hand(st, 0, ["tainara.mantra_of_healing#1", "tainara.meditation#1"])
    t.hand.remove("tainara.mantra_of_healing#1")
    t.active.append("tainara.mantra_of_healing#1")
    t.res["tainara_chi"] = 5
    st.heroes[1].res["nina"] = 2
    assert ClassAction(0, "tainara_chi_shield", "n1") in legal_actions(st)
    s.apply(ClassAction(0, "tainara_chi_shield", "n1"))
    assert t.res["tainara_nina_wards"] == {"n1": 1} and t.res["tainara_chi"] == 2
    s.apply(ClassAction(0, "tainara_mantra_heal", "n1"))
    assert st.heroes[1].res["nina"] == 3 and "tainara_chi" not in t.res
