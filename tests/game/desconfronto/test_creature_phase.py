"""Creature Phase details (DC-CMB-12/13, AMB-13/16/25/62) and the remaining rule options."""

from __future__ import annotations

from game.desconfronto import conditions, damage
from game.desconfronto.actions import DrawCard, Pass, PlayCard, TakeHit, UseShield

from .helpers import session, set_hand, stack_creature_deck

AMBUSH_NORMAL = ["hit1", "hit2"]


def trio(**extra):
    s = session(["pharanor", "tesser"], ["bicudo", "froggo", "mossling"], seed=17, **extra)
    set_hand(s.state, 1, ["tesser.heal_wounds#1"])
    return s


def test_dc_cmb_12b_a_creature_killed_by_its_conditions_passes_the_token_and_the_next_acts():
    s = trio()
    st = s.state
    st.creatures[0].vigor = 2
    conditions.apply(st, "c0", "fire")
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit1", "hit1", "hit1"]
    events = s.apply(Pass(0))
    assert st.creatures[0].defeated
    attack = next(e for e in events if e.kind == "dc.creature_attack")
    assert attack.data["source"] == "c1"  # Froggo acted instead
    assert st.active_creature == 2  # and the token rotates on from Froggo


def test_amb_62_active_creature_defeated_in_the_hero_phase():
    s = trio()
    st = s.state
    set_hand(st, 0, ["pharanor.ice_blast#1", "pharanor.speed#1"])
    st.creatures[0].vigor = 2
    s.apply(PlayCard(0, "pharanor.ice_blast#1", "c0"))
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit1", "hit1", "hit1"]
    events = s.apply(Pass(0))
    assert next(e for e in events if e.kind == "dc.creature_attack").data["source"] == "c1"


def test_amb_13_fire_on_the_active_creature_burns_in_this_creature_phase():
    s = trio()
    st = s.state
    set_hand(st, 0, ["pharanor.flaming_hands#1", "pharanor.speed#1"])
    st.forced = ["corrupted", "corrupted"]
    s.apply(PlayCard(0, "pharanor.flaming_hands#1", "c0"))
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit1", "hit1"]
    s.apply(Pass(0))
    assert st.creatures[0].vigor == 4 and "fire" not in st.creatures[0].cond


def test_dc_exh_06_a_hero_exhausted_in_their_turn_loses_the_remaining_actions():
    s = trio()
    st = s.state
    set_hand(st, 0, ["pharanor.speed#1", "pharanor.clairvoyance#1"])
    conditions.apply(st, "h0", "ice")
    st.heroes[0].vigor = 1
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit1", "hit1"]
    s.apply(DrawCard(0))  # the Ice wound Exhausts him: the Creature Phase follows at once
    assert st.heroes[0].exhausted == "wounds" and st.active_hero == 1


def test_amb_16_option_a_stunned_creature_draws_and_discards():
    s = trio(options={"stunned_creature_draws_card": True})
    st = s.state
    conditions.apply(st, "c0", "stunned")
    before = len(st.cdeck)
    s.apply(Pass(0))
    assert len(st.cdeck) == before - 1 and st.heroes[0].vigor == 6


def test_amb_25_option_the_combat_ends_when_a_draw_finds_no_card():
    s = trio(options={"empty_deck_ends_after_phase": False})
    st = s.state
    st.cdiscard.cards += st.cdeck.cards[:-1]
    st.cdeck.cards = st.cdeck.cards[-1:]
    st.forced = ["purified"] * 12
    s.apply(Pass(0))
    assert s.is_over() is None and not st.cdeck
    s.apply(Pass(1))
    assert s.is_over().result == "fled"


def test_amb_07_option_modifiers_after_shields():
    """Corruption 2 on the defender (+1 suffered): before shields 3 - 3 = 0, after shields 0 + 1 = 1."""
    for after, expected in ((False, 6), (True, 5)):
        s = trio(options={"modifiers_after_shields": after})
        st = s.state
        st.heroes[0].cond["corruption"] = 2
        set_hand(st, 0, ["pharanor.arcane_protection#1"])
        st.heroes[0].hand.remove("pharanor.arcane_protection#1")
        st.heroes[0].shields.append(["pharanor.arcane_protection#1", 3])
        stack_creature_deck(st, "ambush")
        st.forced = [*AMBUSH_NORMAL, "hit1", "hit1"]
        s.apply(Pass(0))
        s.apply(UseShield(0, "pharanor.arcane_protection#1"))
        assert st.heroes[0].vigor == expected


def test_amb_44_option_harmful_all_targets_everyone():
    s = trio(options={"harmful_all_targets": "everyone"})
    st = s.state
    damage.wound(st, "c1", 4, "direct")  # Froggo dies: Poison on every figure
    assert st.heroes[0].cond["poison"] == 3 and st.creatures[0].cond["poison"] == 3


def test_dc_cmb_25_taking_the_hit_with_unused_shields():
    s = trio()
    st = s.state
    set_hand(st, 0, ["pharanor.arcane_protection#1"])
    s.apply(PlayCard(0, "pharanor.arcane_protection#1", "h0"))
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit1", "hit1"]
    s.apply(Pass(0))
    s.apply(TakeHit(0))
    assert st.heroes[0].vigor == 4 and len(st.heroes[0].shields) == 1
