"""Every condition with its stacking, duration and interactions (DC-COND-01..20)."""

from __future__ import annotations

from game.desconfronto import conditions, damage
from game.desconfronto.actions import DrawCard, Pass, PlayCard

from .helpers import session, set_hand, stack_creature_deck


def fresh(**extra):
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=3, **extra)
    set_hand(s.state, 1, ["tesser.heal_wounds#1", "tesser.holy_armour#1", "tesser.divine_aid#1"])
    return s


def test_dc_cond_02_fire_deals_two_plus_one_per_extra_token_then_ends():
    st = fresh().state
    conditions.apply(st, "c0", "fire", 3)
    conditions.start_of_turn(st, "c0")
    assert st.creatures[0].vigor == 6 - 4 and "fire" not in st.creatures[0].cond


def test_dc_cond_03_ice_wounds_per_action_blocks_healing_and_lasts_two_turns():
    s = fresh()
    st = s.state
    conditions.apply(st, "h0", "ice")
    set_hand(st, 0, ["pharanor.clairvoyance#1", "pharanor.speed#1"])
    s.apply(DrawCard(0))
    assert st.heroes[0].vigor == 5  # one wound for the action
    assert damage.heal(st, "h0", 3)[0].kind == "dc.heal_blocked" and st.heroes[0].vigor == 5
    conditions.end_of_turn(st, "h0")
    assert st.heroes[0].cond["ice"] == 2  # placed in his own turn: it counts his next 2 (DC-COND-19)
    st.flags = {}  # a new turn of his (flow.begin_turn)
    conditions.end_of_turn(st, "h0")
    assert st.heroes[0].cond["ice"] == 1
    conditions.end_of_turn(st, "h0")
    assert "ice" not in st.heroes[0].cond


def test_dc_cond_04_ice_and_fire_in_either_order_become_three_fire():
    st = fresh().state
    conditions.apply(st, "c0", "fire")
    conditions.apply(st, "c0", "ice")
    conditions.apply(st, "c1", "ice")
    conditions.apply(st, "c1", "fire")
    assert st.creatures[0].cond == {"fire": 3} and st.creatures[1].cond == {"fire": 3}


def test_dc_cond_05_ice_and_thunder_wound_once_and_ice_becomes_thunder():
    st = fresh().state
    conditions.apply(st, "c0", "ice")
    conditions.apply(st, "c0", "thunder")
    assert (
        st.creatures[0].vigor == 5 and "ice" not in st.creatures[0].cond and len(st.creatures[0].thunder) == 2
    )
    conditions.apply(st, "c1", "thunder")
    conditions.apply(st, "c1", "ice")
    assert (
        st.creatures[1].vigor == 3 and "ice" not in st.creatures[1].cond and len(st.creatures[1].thunder) == 2
    )


def test_dc_cond_06_thunder_adds_one_to_the_next_two_attacks_received():
    st = fresh().state
    conditions.apply(st, "c0", "thunder")
    st.forced = ["hit1"]
    damage.hero_attack(st, 0, "c0", 1)
    assert st.creatures[0].vigor == 4  # 1 + 1 Thunder
    damage.magic(st, "c0", 1)
    assert st.creatures[0].vigor == 2 and st.creatures[0].thunder == []
    damage.magic(st, "c0", 1)
    assert st.creatures[0].vigor == 1


def test_dc_cond_07_poison_three_turns_and_one_more_per_application():
    st = fresh().state
    conditions.apply(st, "h0", "poison")
    assert st.heroes[0].cond["poison"] == 3
    conditions.apply(st, "h0", "poison")
    assert st.heroes[0].cond["poison"] == 4
    for _ in range(4):
        conditions.start_of_turn(st, "h0")
    assert st.heroes[0].vigor == 2 and "poison" not in st.heroes[0].cond


def test_amb_08_poison_stack_option():
    st = fresh(options={"poison_stack_turns": 3}).state
    conditions.apply(st, "h0", "poison", 2)
    assert st.heroes[0].cond["poison"] == 6


def test_dc_cond_08_bleeding_one_wound_a_turn_until_healed_token_by_token():
    st = fresh().state
    conditions.apply(st, "h1", "bleeding", 2)
    conditions.start_of_turn(st, "h1")
    assert st.heroes[1].vigor == 7  # 1 wound whatever the tokens
    damage.heal(st, "h1", 1)
    assert st.heroes[1].cond["bleeding"] == 1 and st.heroes[1].vigor == 8
    damage.heal(st, "h1", 1)  # AMB-11: healing at max still removes a token
    assert "bleeding" not in st.heroes[1].cond


def test_dc_cond_13_15_hero_tables_and_dc_cond_17_cancelling_and_cap():
    st = fresh().state
    conditions.apply(st, "h0", "corruption", 3)
    assert conditions.dealt_modifier(st, "h0") == -2 and conditions.suffered_modifier(st, "h0") == 1
    conditions.apply(st, "h0", "purification", 5)  # cancels 3, leaves 2
    assert st.heroes[0].cond.get("corruption") is None and st.heroes[0].cond["purification"] == 2
    assert conditions.dealt_modifier(st, "h0") == 1 and conditions.suffered_modifier(st, "h0") == -1
    conditions.apply(st, "h0", "purification", 6)
    assert st.heroes[0].cond["purification"] == 6  # max 6


def test_dc_cond_14_16_creatures_flat_and_corruption_lasts_two_of_its_turns():
    st = fresh().state
    conditions.apply(st, "c0", "corruption", 4)
    assert conditions.dealt_modifier(st, "c0") == 1
    conditions.end_of_turn(st, "c0")
    conditions.end_of_turn(st, "c0")
    assert "corruption" not in st.creatures[0].cond
    conditions.apply(st, "c1", "purification", 2)
    assert conditions.dealt_modifier(st, "c1") == -1
    conditions.end_of_turn(st, "c1")
    assert st.creatures[1].cond["purification"] == 2  # never expires on creatures


def test_amb_05_creature_corruption_scaling_option():
    st = fresh(options={"creature_corruption_scaling": True}).state
    conditions.apply(st, "c0", "corruption", 5)
    assert conditions.dealt_modifier(st, "c0") == 3


def test_dc_cond_15_hero_purification_lasts_two_turns():
    st = fresh().state
    conditions.apply(st, "h1", "purification")  # outside Tesser's turn (DC-COND-19)
    conditions.end_of_turn(st, "h1")
    assert st.heroes[1].cond["purification"] == 1
    conditions.end_of_turn(st, "h1")
    assert "purification" not in st.heroes[1].cond


def test_dc_cond_10_stunned_hero_loses_one_action_and_stunned_creature_skips():
    s = fresh()
    st = s.state
    conditions.apply(st, "h1", "stunned")
    conditions.apply(st, "c1", "stunned")
    deck_before = len(st.cdeck)
    stack_creature_deck(st, "hesitant_strike")
    st.forced = ["corrupted", "corrupted", "purified", "purified", "purified", "purified"]
    s.apply(Pass(0))  # Bicudo acts (draws a card); then Tesser's turn starts Stunned
    assert len(st.cdeck) == deck_before - 1
    assert st.active_hero == 1 and st.actions_left == 1 and "stunned" not in st.heroes[1].cond
    s.apply(Pass(1))  # Froggo is Stunned: no card drawn (AMB-16), the Stun ends
    assert len(st.cdeck) == deck_before - 1 and "stunned" not in st.creatures[1].cond


def test_dc_cond_09_wind_swaps_creatures_and_spreads_elements():
    st = fresh().state
    conditions.apply(st, "c0", "fire")
    conditions.apply(st, "c1", "poison")
    conditions.wind(st, "c0", "c1")
    assert [c.creature for c in st.creatures] == ["froggo", "bicudo"]
    assert st.creatures[0].cond == {"fire": 1, "poison": 3} == st.creatures[1].cond
    conditions.apply(st, "h0", "ice")
    conditions.apply(st, "h1", "poison")
    conditions.wind(st, "h0", "")  # among heroes Wind only copies the target's elements (AMB-12)
    assert st.heroes[1].cond == {"ice": 2, "poison": 3} and st.heroes[0].cond == {"ice": 2}


def test_dc_cond_01_conditions_apply_even_when_shields_stop_the_damage():
    """DC-CMB-23: Flaming Hands on Froggo rolling a fail still sets it alight."""
    s = fresh()
    st = s.state
    set_hand(st, 0, ["pharanor.flaming_hands#1"])
    st.forced = ["corrupted", "corrupted"]
    s.apply(PlayCard(0, "pharanor.flaming_hands#1", "c1"))
    assert st.creatures[1].vigor == 4 and st.creatures[1].cond == {"fire": 1}
