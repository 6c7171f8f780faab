"""Review fixes on conditions and retaliations (issue 7 §2 desConfronto items 4, 5, 6, 9):

* DC-COND-19 / AMB-17 (corrected, CHANGES first table rows 1-2): a 2-turn condition counts its
  target's *next* turns; placed during the target's own turn it does not tick at that turn's end.
  The variant ``condition_ticks_same_turn`` keeps the old count.
* DC-COND-09 (L156 with L153): Wind's spread goes through the Ice exchanges.
* DC-CMB-33 / AMB-30 (L152): an Iced figure cannot retaliate (Kandra's Counterattack, Nina's bite).
* DC-HERO-KAN Retaliation (L708): +1 on every attack die, the exploded ones included.
"""

from __future__ import annotations

from game.core.i18n import set_language, t
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction, Decline, Pass, React
from game.desconfronto.options import BY_KEY, default_options

from .helpers import session, set_hand, stack_creature_deck

FROST_ACTIVE = ["hit1", "hit2"]  # frost_bite: block 1 -> the Active Hero, block 2 -> Ice
AMBUSH_ACTIVE = ["hit1", "hit2"]
MISS = ["purified", "purified"]  # a creature's Purified face fails: bicudo's 2 dice deal 0
FOUR = ["hit2", "hit2"]


def _frost_on_pharanor(**extra):
    """Pharanor passes; in his own Creature Phase bicudo's Frost Bite puts Ice on him (0 damage)."""
    s = session(["pharanor", "tesser"], ["bicudo"], seed=5, **extra)
    st = s.state
    set_hand(st, 0, ["pharanor.speed#1"])
    set_hand(st, 1, ["tesser.heal_wounds#1"])
    stack_creature_deck(st, "frost_bite", "ambush", "ambush")
    st.forced = FROST_ACTIVE + MISS
    s.apply(Pass(0))
    return s


def test_dc_cond_19_amb_17_ice_placed_in_the_targets_own_turn_counts_his_next_two_turns():
    s = _frost_on_pharanor()
    st = s.state
    h = st.heroes[0]
    assert st.active_hero == 1 and h.cond["ice"] == 2  # his turn ended: it did not count
    st.forced = AMBUSH_ACTIVE + MISS
    s.apply(Pass(1))
    assert h.cond["ice"] == 2  # Tesser's turn is not his
    st.forced = AMBUSH_ACTIVE + MISS
    s.apply(Pass(0))
    assert h.cond["ice"] == 1  # his first next turn
    st.forced = AMBUSH_ACTIVE + MISS
    s.apply(Pass(1))
    st.forced = AMBUSH_ACTIVE + MISS
    s.apply(Pass(0))
    assert "ice" not in h.cond  # his second next turn


def test_amb_17_variant_condition_ticks_same_turn_keeps_the_old_count():
    s = _frost_on_pharanor(options={"condition_ticks_same_turn": True})
    st = s.state
    assert st.heroes[0].cond["ice"] == 1  # ticked at the end of the turn it was placed in


def test_dc_cond_19_outside_the_targets_turn_it_lasts_his_next_two_turns_example_l386():
    """L386-388: Tesser's Purification on Pharanor lasts "Pharanor's next 2 turns"."""
    s = session(["tesser", "pharanor"], ["bicudo"], seed=5)
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["pharanor.speed#1"])
    conditions.apply(st, "h1", "purification")  # in Tesser's turn
    stack_creature_deck(st, "hesitant_strike", "pincer", "hunt_the_weak", "crushing_blow")
    turns = []
    for seat in (0, 1, 0, 1):
        st.forced = ["hit1", "hit1"] + ["purified"] * 6  # one attack, every die a miss
        s.apply(Pass(seat))
        turns.append(st.heroes[1].cond.get("pur_turns", 0))
    # Tesser's turn does not count; Pharanor's next turn is the 1st, the one after it the 2nd
    assert turns == [2, 1, 1, 0] and "purification" not in st.heroes[1].cond


def test_dc_cond_19_compel_duel_corruption_on_the_attacking_creature_counts_its_next_turns():
    """Compel Duel corrupts the Active Creature during its own activation (its turn)."""
    s = session(["pharanor", "artan"], ["bicudo"], seed=4)
    st = s.state
    set_hand(st, 0, ["pharanor.speed#1"])
    set_hand(st, 1, ["artan.compel_duel#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    s.apply(React(1, "artan.compel_duel#1"))
    assert st.active_hero == 1  # the turn ended
    assert st.creatures[0].cond["corruption"] == 1 and st.creatures[0].cond["cor_turns"] == 2


def test_amb_17_variant_is_a_named_option_in_both_languages():
    opt = BY_KEY["condition_ticks_same_turn"]
    assert opt.ref == "AMB-17" and default_options()["condition_ticks_same_turn"] is False
    for lang in ("en", "pt_BR"):
        set_language(lang)
        for part in ("label", "help"):
            key = f"variants.desconfronto.condition_ticks_same_turn.{part}"
            assert t(key) != key
    set_language("en")


# --- Wind (DC-COND-09, L156 with L153) --------------------------------------------------------


def test_dc_cond_09_wind_spreading_ice_onto_fire_becomes_fire():
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=3)
    st = s.state
    conditions.apply(st, "c0", "fire")
    conditions.apply(st, "c1", "ice")
    events = conditions.wind(st, "c0", "c1")
    # each receives the other's element; Ice meets Fire and is exchanged for 2 more Fire
    assert st.creatures[0].cond == {"fire": 3} and st.creatures[1].cond == {"fire": 3}
    assert [e.data["combo"] for e in events if e.kind == "dc.combo"] == ["ice_fire", "ice_fire"]


def test_dc_cond_09_wind_spreading_ice_onto_thunder_wounds_and_becomes_thunder():
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=3)
    st = s.state
    c0, c1 = st.creatures
    c0.thunder = [2]
    conditions.apply(st, "c1", "ice")
    v0, v1 = c0.vigor, c1.vigor
    conditions.wind(st, "c0", "c1")
    # swapped: froggo (had Ice) is now c0, bicudo (had Thunder) c1; both got the other's element
    for cr, vigor in ((st.creatures[0], v1), (st.creatures[1], v0)):
        assert "ice" not in cr.cond and cr.thunder == [2, 2] and cr.vigor == vigor - 1


def test_dc_cond_09_wind_on_heroes_goes_through_the_exchanges_too():
    s = session(["pharanor", "tesser", "kandra"], ["bicudo"], seed=3)
    st = s.state
    conditions.apply(st, "h0", "ice")
    st.heroes[1].cond["fire"] = 1
    st.heroes[2].thunder = [1]
    v2 = st.heroes[2].vigor
    conditions.wind(st, "h0", "")
    assert st.heroes[1].cond == {"fire": 3}
    assert "ice" not in st.heroes[2].cond and st.heroes[2].thunder == [1, 2] and st.heroes[2].vigor == v2 - 1
    assert st.heroes[0].cond == {"ice": 2}  # the source keeps its own


# --- Ice blocks retaliations (DC-CMB-33 / AMB-30, L152) ----------------------------------------


def _counter_setup(iced: bool):
    s = session(["kandra"], ["bicudo"])
    st = s.state
    h = st.heroes[0]
    h.abilities = ["kandra.counterattack"]
    set_hand(st, 0, ["kandra.trespass#1"])
    if iced:
        h.cond["ice"] = 2
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR + ["hit2", "hit2"]
    return s, st


def test_dc_cmb_33_iced_kandra_cannot_counterattack_dc_hero_kan():
    s, st = _counter_setup(iced=True)
    events = s.apply(Pass(0))
    assert not [e for e in events if e.kind == "dc.kandra_counter"]
    assert [e.data for e in events if e.kind == "dc.retaliation_blocked"] == [{"target": "h0", "cond": "ice"}]
    assert st.creatures[0].vigor == 6


def test_dc_cmb_33_kandra_counterattacks_without_ice_dc_hero_kan():
    s, st = _counter_setup(iced=False)
    events = s.apply(Pass(0))
    assert [e for e in events if e.kind == "dc.kandra_counter"] and st.creatures[0].vigor == 6 - 4


def test_amb_30_iced_nina_does_not_bite_after_guard_dog_dc_hero_gel_tree2_1():
    s = session(["gelien"], ["bicudo"])
    st = s.state
    g = st.heroes[0]
    g.abilities = ["gelien.nina_guard"]
    set_hand(st, 0, ["gelien.ice_arrow#1"])
    st.fig("n0").cond["ice"] = 2
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit1"]
    s.apply(Pass(0))
    events = s.apply(ClassAction(0, "gelien_guard", "h0"))
    assert not [e for e in events if e.kind == "dc.gelien_nina_bites"]
    assert st.creatures[0].vigor == 6


def test_amb_30_iced_nina_does_not_bite_after_thick_hide_dc_hero_gel_tree2_3():
    s = session(["tesser", "gelien"], ["bicudo"], seed=5)
    st = s.state
    st.heroes[1].abilities = ["gelien.nina_guard", "gelien.nina_hide"]
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["gelien.ice_arrow#1"])
    st.fig("n1").cond["ice"] = 2
    stack_creature_deck(st, "stampede")
    st.forced = ["purified", "purified"] + ["hit1", "hit1"] * 3  # stampede: every figure, 2 each
    events = s.apply(Pass(0))
    while st.pending is not None and st.pending["kind"] == "react":
        events += s.apply(Decline(st.pending["player"]))
    assert not [e for e in events if e.kind == "dc.gelien_nina_bites"]
    assert st.creatures[0].vigor == 6


# --- Retaliation (DC-HERO-KAN, L708) -----------------------------------------------------------


def test_dc_hero_kan_retaliation_adds_one_to_every_die_exploded_ones_included():
    s = session(["kandra"], ["ruin_sentinel"])
    st = s.state
    st.flags["kandra_retaliation"] = True
    # advantage: each die is a pair kept better. Die 1 Purified (1, explodes), die 2 hit1, extra hit2
    st.forced = ["purified", "purified", "hit1", "hit1", "hit2", "hit2"]
    events = damage.hero_attack(st, 0, "c0", 2)
    attack = next(e.data for e in events if e.kind == "dc.attack")
    assert len(attack["dice"]) == 3
    assert attack["damage"] == (1 + 1 + 2) + 3  # +1 on each of the 3 dice
