"""Nina as a board figure (DC-HERO-GEL-01..05): targetable by area attacks and effects, healable,
shieldable, with her own Vigor and conditions."""

from __future__ import annotations

from game.desconfronto import GAME, damage
from game.desconfronto.actions import Pass, PlayCard

from .helpers import session, set_hand, stack_creature_deck


def party(creatures=("bicudo",)):
    s = session(["tesser", "gelien"], list(creatures), seed=5)
    set_hand(s.state, 0, ["tesser.holy_armour#1", "tesser.heal_wounds#1"])
    set_hand(s.state, 1, ["gelien.ice_arrow#1"])
    return s


def test_dc_hero_gel_03_nina_has_her_own_vigor_in_state():
    s = party()
    res = s.state.heroes[1].res
    assert res["nina"] == res["nina_max"] == 4
    assert s.state.fig("n1").vigor == 4 and s.state.companions() == ["n1"]


def test_dc_hero_gel_01_nina_can_be_healed_but_never_above_her_maximum():
    s = party()
    s.state.heroes[1].res["nina"] = 2
    assert PlayCard(0, "tesser.heal_wounds#1", "n1") in GAME.legal_actions(s.state)
    s.apply(PlayCard(0, "tesser.heal_wounds#1", "n1"))
    assert s.state.heroes[1].res["nina"] == 4  # 2 + 3, capped at 4 (DC-CMB-32)


def test_dc_hero_gel_02_area_attack_reaches_nina_and_her_shield_card_blocks_it():
    """Stampede's "all heroes" reaches Nina; the shield card played on her is consumed (DC-CMB-25)."""
    s = party()
    st = s.state
    s.apply(PlayCard(0, "tesser.holy_armour#1", "n1"))
    assert st.heroes[1].res["nina_shields"] == [["tesser.holy_armour#1", 3]]
    stack_creature_deck(st, "stampede")
    st.forced = ["hit1", "hit2"] + ["hit1", "hit1"] * 3  # all heroes, normal; 2 damage each
    events = s.apply(Pass(0))
    hits = {e.data["target"]: e.data for e in events if e.kind == "dc.hit"}
    assert set(hits) == {"h0", "h1", "n1"}
    assert hits["n1"]["blocked"] == 2 and hits["n1"]["wounds"] == 0
    assert st.heroes[1].res["nina"] == 4 and st.heroes[1].res["nina_shields"] == []
    assert "tesser.holy_armour#1" in st.heroes[0].discard
    assert st.heroes[0].vigor == 8 - 2


def test_dc_hero_gel_02_single_hero_attacks_never_pick_nina():
    s = party()
    st = s.state
    st.heroes[0].vigor = 1  # lowest Vigor is Tesser, never Nina (she is not a hero)
    st.heroes[1].res["nina"] = 1
    stack_creature_deck(st, "ambush")
    st.forced = ["purified", "hit2", "corrupted", "corrupted"]  # lowest Vigor, normal: 2 explosions
    st.forced += ["hit1", "hit1"]
    events = s.apply(Pass(0))
    assert all(e.data["target"] != "n1" for e in events if e.kind == "dc.creature_attack")


def test_dc_hero_gel_05_nina_downed_by_an_area_attack_costs_a_level():
    s = party()
    st = s.state
    g = st.heroes[1]
    g.level, g.res["nina"] = 1, 1
    stack_creature_deck(st, "stampede")
    st.forced = ["hit1", "hit2"] + ["hit1", "hit1"] * 3
    events = s.apply(Pass(0))
    assert any(e.kind == "dc.gelien_nina_exhausted" for e in events)
    assert g.res["nina"] == 0 and g.level == 0
    assert g.res["nina_away"] == 1  # Gëlien's turn has begun: she misses it, back on the next
    assert st.companions() == []  # away: no longer on the board
    assert damage.down(st, "n1")


def test_froggo_defeated_poisons_nina_and_it_ticks_on_gelien_turn():
    """Froggo's "when defeated, inflicts Poison on all targets" reaches Nina (DC-COND-07)."""
    s = session(["gelien"], ["froggo", "bicudo"], seed=3)
    st = s.state
    damage.wound(st, "c0", 4, "direct")
    assert st.creatures[0].defeated
    assert st.heroes[0].res["nina_cond"] == {"poison": 3}
    assert st.heroes[0].cond.get("poison") == 3
    st.forced = ["hit1", "hit2", "purified", "purified"]  # the active hero, normal: both dice fail
    stack_creature_deck(st, "ambush")
    s.apply(Pass(0))
    assert st.heroes[0].res["nina"] == 4 - 1  # her Poison ticked at the start of Gëlien's turn
    assert st.heroes[0].res["nina_cond"] == {"poison": 2}


def test_nina_state_survives_json_round_trip_and_invariants():
    s = party()
    st = s.state
    s.apply(PlayCard(0, "tesser.holy_armour#1", "n1"))
    back = GAME.from_json(GAME.to_json(st))
    assert back.fig("n1").shields == [["tesser.holy_armour#1", 3]]
    assert GAME.check_invariants(back) == []
    assert "tesser.holy_armour#1" in GAME.card_ids(back)
