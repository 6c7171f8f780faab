"""Turn structure, damage kinds, combat end, Exhaustion (DC-CMB-*, DC-EXH-*)."""

from __future__ import annotations

from game.desconfronto import damage
from game.desconfronto.actions import ChooseTarget, DrawCard, Pass, PlayCard, Sacrifice, TakeHit, UseShield
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck

AMBUSH_NORMAL = ["hit1", "hit2"]  # ambush: "the Active Hero", attacks normally


def duo(**extra):
    """Pharanor and Tesser against Bicudo and Froggo; Tesser holds no reaction card."""
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=5, **extra)
    set_hand(s.state, 1, ["tesser.heal_wounds#1", "tesser.holy_armour#1", "tesser.divine_aid#1"])
    return s


def test_dc_cmb_06_two_actions_then_the_creature_phase_and_rotation():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.arcane_recovery#1", "pharanor.speed#1"])
    stack_creature_deck(st, "ambush")
    s.apply(DrawCard(0))
    assert st.actions_left == 1 and st.active_hero == 0
    st.forced = [*AMBUSH_NORMAL, "hit1", "hit1"]
    s.apply(DrawCard(0))
    assert st.heroes[0].vigor == 4 and st.cdiscard.cards == ["ambush"]
    assert (st.active_hero, st.active_creature, st.turn) == (1, 1, 2)


def test_dc_cmb_11_extra_actions_are_lost_at_turn_end():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.speed#1", "pharanor.arcane_recovery#1"])
    s.apply(PlayCard(0, "pharanor.speed#1", ""))
    assert st.actions_left == 3  # 2 - 1 + 2
    st.forced = ["purified", "purified", "purified", "purified"] * 3
    s.apply(Pass(0))
    assert st.active_hero == 1 and st.actions_left == 2


def test_dc_cmb_09_targets_are_declared_before_the_card_resolves():
    s = duo()
    st = s.state
    set_hand(st, 1, ["tesser.blessing_of_uiala#1"])
    st.active_hero = 1
    s.apply(PlayCard(1, "tesser.blessing_of_uiala#1", "h0"))
    assert st.pending["kind"] == "target" and st.heroes[1].hand == ["tesser.blessing_of_uiala#1"]
    assert {a.target for a in legal_actions(st)} == {"h0", "h1", "c0", "c1"}
    s.apply(ChooseTarget(1, "c0"))
    assert st.creatures[0].cond["purification"] == 1


def test_dc_cmb_06b_sacrifice_is_a_one_die_basic_attack():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.speed#1", "pharanor.clairvoyance#1"])
    st.forced = ["hit2"]
    s.apply(Sacrifice(0, "pharanor.speed#1", "c0"))
    assert st.creatures[0].vigor == 4 and "pharanor.speed#1" in st.heroes[0].discard


def test_dc_cmb_08_one_card_and_empty_deck_forces_both_actions_then_exhaustion():
    s = duo()
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.arcane_recovery#1"])
    h.discard.cards[:0] = h.draw.cards
    h.draw.cards = []
    assert Pass(0) not in legal_actions(st)
    st.forced = ["purified"] * 8
    s.apply(Sacrifice(0, "pharanor.arcane_recovery#1", "c0"))
    assert h.exhausted == "cards" and st.active_hero == 1  # AMB-48: falls at once, the turn ends
    assert len(h.hand) == 0 and h.level == 0
    st.forced = ["purified"] * 8
    s.apply(Pass(1))  # Pharanor's next turn is spent getting up: discard reshuffled, 3 drawn (DC-EXH-04)
    assert h.exhausted == "" and len(h.hand) == 3 and st.active_hero == 1


def test_dc_exh_04_exhaustion_by_cards_reshuffles_without_signatures_and_draws_three():
    s = duo()
    st = s.state
    h = st.heroes[0]
    h.discard.cards = h.draw.cards + h.hand
    h.draw.cards, h.hand = [], []
    st.active_hero = 1
    st.forced = ["purified"] * 12
    s.apply(Pass(1))  # Tesser passes; Pharanor's turn starts with no cards at all: he falls (L349)
    assert h.exhausted == "cards" and st.active_hero == 1 and not h.hand
    st.forced = ["purified"] * 12
    s.apply(Pass(1))  # his next turn is spent getting up (L348): discard minus Signatures, 3 drawn
    assert h.exhausted == "" and st.active_hero == 1
    assert len(h.hand) == 3
    assert all(c.startswith("pharanor.") for c in h.hand)
    sigs = {"meteor_shower", "prismatic_cone", "stop_time", "transfer_vigor"}
    assert {c.split(".")[1].split("#")[0] for c in h.discard} == sigs


def test_dc_exh_02_03_exhaustion_by_wounds_costs_a_level_and_the_latest_ability():
    st = duo().state
    h = st.heroes[1]
    h.abilities = ["tesser.always_shield", "tesser.guardian"]
    h.level = 2
    damage.wound(st, "h1", 20, "direct")
    assert (
        h.exhausted == "wounds" and h.vigor == 0 and h.level == 1 and h.abilities == ["tesser.always_shield"]
    )
    damage.exhaust(st, 0, "wounds")
    assert st.heroes[0].level == 0  # never below 0
    assert st.phase == "hero"  # checked at the next decision point


def test_dc_exh_03_getting_up_takes_the_turn_and_restores_five_vigor():
    s = duo()
    st = s.state
    damage.wound(st, "h1", 8, "direct")
    st.forced = ["purified"] * 12
    s.apply(Pass(0))
    assert st.heroes[1].vigor == 5 and not st.heroes[1].exhausted
    assert st.active_hero == 0  # Tesser's whole turn went on getting up


def test_dc_cmb_36_every_hero_exhausted_loses_the_combat():
    s = duo()
    st = s.state
    damage.wound(st, "h1", 8, "direct")
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "corrupted", "corrupted", "hit2", "hit2", "hit2"]
    s.apply(Pass(0))
    assert s.is_over().result == "lost"
    assert all(not h.exhausted for h in st.heroes)  # AMB-26: they get up when the combat ends


def test_dc_cmb_35_empty_creature_action_deck_ends_with_the_creatures_fleeing():
    s = duo()
    st = s.state
    st.cdiscard.cards += st.cdeck.cards[:-1]
    st.cdeck.cards = st.cdeck.cards[-1:]
    st.forced = ["purified"] * 12
    s.apply(Pass(0))
    assert s.is_over().result == "fled" and st.fragments == 0


def test_dc_cmb_34_defeating_every_creature_gives_the_spoils():
    s = duo(spoils=4)
    st = s.state
    set_hand(st, 0, ["pharanor.ice_blast#1", "pharanor.ice_blast#2"])
    st.creatures[0].vigor = 2
    st.creatures[1].vigor = 2
    s.apply(PlayCard(0, "pharanor.ice_blast#1", "c0"))
    s.apply(PlayCard(0, "pharanor.ice_blast#2", "c1"))
    assert st.phase == "spoils" and st.fragments == 4


def test_dc_cmb_19_20_magic_ignores_shields_and_wounds_are_direct():
    st = duo().state
    damage.magic(st, "c1", 2)
    assert st.creatures[1].vigor == 2  # Froggo's shield does not count
    st.heroes[0].cond["corruption"] = 4
    damage.wound(st, "h0", 2, "direct")
    assert st.heroes[0].vigor == 4  # Corruption does not change wounds


def test_dc_cmb_24_25_shield_cards_sit_until_consumed_by_choice():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.arcane_protection#1"])
    stack_creature_deck(st, "ambush")
    s.apply(PlayCard(0, "pharanor.arcane_protection#1", "h0"))
    assert st.heroes[0].shields == [["pharanor.arcane_protection#1", 3]]
    st.forced = [*AMBUSH_NORMAL, "hit1", "hit2"]
    s.apply(Pass(0))
    assert st.pending == {"kind": "shields", "player": 0}
    s.apply(TakeHit(0))  # keeps the card for later
    assert st.heroes[0].vigor == 3 and st.heroes[0].shields


def test_dc_cmb_25_consumed_shield_counts_whole_and_goes_to_the_owners_discard():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.arcane_protection#1"])
    stack_creature_deck(st, "ambush")
    s.apply(PlayCard(0, "pharanor.arcane_protection#1", "h0"))
    st.forced = [*AMBUSH_NORMAL, "hit1", "hit1"]
    s.apply(Pass(0))
    s.apply(UseShield(0, "pharanor.arcane_protection#1"))
    assert st.heroes[0].vigor == 6 and "pharanor.arcane_protection#1" in st.heroes[0].discard


def test_dc_cmb_31_healing_never_above_maximum():
    st = duo().state
    damage.wound(st, "h1", 1, "direct")
    damage.heal(st, "h1", 5)
    assert st.heroes[1].vigor == 8


def test_dc_cmb_16_attack_on_an_exhausted_hero_goes_to_the_next_one():
    s = duo()
    st = s.state
    damage.wound(st, "h0", 6, "direct")  # Pharanor falls during his own turn (phase ends at next action)
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit1", "hit1"]
    s.apply(Pass(0))
    assert st.heroes[1].vigor == 6
