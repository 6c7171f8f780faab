"""Pharanor's and Tesser's unique cards, reactions and passives (DC-HERO-PHA-*, DC-HERO-TES-*)."""

from __future__ import annotations

from game.desconfronto import conditions
from game.desconfronto.actions import ChooseTarget, ClassAction, Decline, Pass, PlayCard, React, UseShield
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck

AMBUSH_NORMAL = ["hit1", "hit2"]


def duo(**extra):
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=13, **extra)
    set_hand(s.state, 1, ["tesser.heal_wounds#1"])
    return s


def test_meteor_shower_hits_the_main_target_and_wounds_and_burns_the_others():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.meteor_shower#1"])
    st.forced = ["hit2", "hit2"]
    s.apply(PlayCard(0, "pharanor.meteor_shower#1", "c0"))
    assert st.creatures[0].vigor == 2 and st.creatures[1].vigor == 3
    assert st.creatures[0].cond == {"fire": 1} == st.creatures[1].cond


def test_prismatic_cone_gives_every_enemy_the_chosen_element_amb_45():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.prismatic_cone#1"])
    assert {a.target for a in legal_actions(st) if isinstance(a, PlayCard) and "cone" in a.card} == {""}
    s.apply(PlayCard(0, "pharanor.prismatic_cone#1", ""))
    for i in range(len(st.creatures)):  # one element per target (L827), the same one each time here
        s.apply(ClassAction(0, "pharanor_cone_poison", f"c{i}"))
    assert all(c.cond == {"poison": 3} for c in st.creatures)


def test_stop_time_gives_three_actions_and_voids_extra_action_cards():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.stop_time#1", "pharanor.speed#1"])
    s.apply(PlayCard(0, "pharanor.stop_time#1", ""))
    assert st.actions_left == 4
    s.apply(PlayCard(0, "pharanor.speed#1", ""))
    assert st.actions_left == 3


def test_transfer_vigor_amb_56():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.transfer_vigor#1"])
    st.heroes[0].vigor = 2
    s.apply(PlayCard(0, "pharanor.transfer_vigor#1", "h0"))
    s.apply(ChooseTarget(0, "c0"))
    assert (st.heroes[0].vigor, st.creatures[0].vigor) == (6, 2)


def test_enervation_and_vampiric_touch_two_slots():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.enervation#1", "pharanor.vampiric_touch#1"])
    st.heroes[1].vigor = 5
    s.apply(PlayCard(0, "pharanor.enervation#1", "c0"))
    s.apply(ChooseTarget(0, "h1"))
    assert st.creatures[0].vigor == 5 and st.creatures[0].cond == {"stunned": 1} and st.heroes[1].vigor == 6
    s.apply(PlayCard(0, "pharanor.vampiric_touch#1", "h1"))
    s.apply(ChooseTarget(0, "c1"))
    assert st.heroes[1].vigor == 8 and st.creatures[1].cond == {"bleeding": 1}


def test_arcane_memory_passive_recalls_a_non_signature_card_once_per_combat():
    s = duo()
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.speed#1"])
    h.draw.remove("pharanor.ice_blast#1")
    h.discard.put_top("pharanor.ice_blast#1")
    h.draw.remove("pharanor.stop_time#1")
    h.discard.put_top("pharanor.stop_time#1")
    recalls = [a for a in legal_actions(st) if isinstance(a, ClassAction)]
    assert recalls == [ClassAction(0, "recall", "pharanor.ice_blast#1")]
    s.apply(recalls[0])
    assert "pharanor.ice_blast#1" in h.hand and st.actions_left == 1
    assert not [a for a in legal_actions(st) if isinstance(a, ClassAction)]


def test_tesser_reflection_works_while_stunned_but_not_iced_dc_cond_11_amb_10():
    s = duo()
    st = s.state
    st.heroes[1].shields.append(["tesser.holy_armour#1", 3])
    st.heroes[1].draw.remove("tesser.holy_armour#1")
    st.active_hero = 1
    conditions.apply(st, "h1", "stunned")
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit2", "hit2"]
    s.apply(Pass(1))
    s.apply(UseShield(1, "tesser.holy_armour#1"))
    assert st.creatures[0].vigor == 3  # 4 damage, 3 blocked and reflected; Bicudo has no shield
    assert st.heroes[1].vigor == 7


def test_reflection_as_wounds_option_amb_39_and_ice_blocks_it():
    s = duo(options={"reflection_mode": "blocked_wounds"})
    st = s.state
    st.heroes[1].shields.append(["tesser.holy_armour#1", 3])
    st.heroes[1].draw.remove("tesser.holy_armour#1")
    st.active_hero = 1
    st.active_creature = 1  # Froggo, 1 shield: it does not count in this reading
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit2", "hit1", "purified"]
    s.apply(Pass(1))
    s.apply(UseShield(1, "tesser.holy_armour#1"))
    assert st.creatures[1].vigor == 1
    s2 = duo()
    st2 = s2.state
    st2.heroes[1].shields.append(["tesser.holy_armour#1", 3])
    st2.heroes[1].draw.remove("tesser.holy_armour#1")
    st2.active_hero = 1
    st2.heroes[1].cond["ice"] = 2
    stack_creature_deck(st2, "ambush")
    st2.forced = [*AMBUSH_NORMAL, "hit2", "hit2"]
    s2.apply(Pass(1))
    s2.apply(UseShield(1, "tesser.holy_armour#1"))
    assert st2.creatures[0].vigor == 6


def test_shield_of_light_option_amb_28():
    s = duo(options={"shield_of_light_shields": 1})
    st = s.state
    st.active_hero = 1
    set_hand(st, 1, ["tesser.shield_of_light#2"])
    s.apply(PlayCard(1, "tesser.shield_of_light#2", "h0"))
    s.apply(ChooseTarget(1, "c1"))
    assert st.heroes[0].shields == [["tesser.shield_of_light#2", 1]]


def test_sanctuary_cancels_the_attack_and_protects_until_tessers_next_turn():
    """AMB-17: "for 1 round" = until the start of Tesser's next turn; a second attack this phase is
    redirected (AMB-26)."""
    s = duo()
    st = s.state
    set_hand(st, 1, ["tesser.sanctuary#1"])
    stack_creature_deck(st, "frenzy")  # every creature attacks the Active Hero
    st.forced = ["hit1", "purified", "hit2", "hit2"]
    s.apply(Pass(0))
    assert st.pending == {"kind": "react", "player": 1, "trigger": "hero_attacked"}
    st.forced = ["hit1", "hit1", "hit1"]
    events = s.apply(React(1, "tesser.sanctuary#1"))
    assert st.heroes[0].vigor == 6
    hits = [e.data["target"] for e in events if e.kind == "dc.hit"]
    assert hits == ["h1"] and st.heroes[1].vigor == 5
    assert st.active_hero == 1 and "sanctuary" not in st.heroes[0].res  # ended at Tesser's turn start


def test_invigorate_prevents_exhaustion_without_level_loss():
    s = duo()
    st = s.state
    set_hand(st, 1, ["tesser.invigorate#1"])
    st.heroes[0].vigor = 2
    st.heroes[0].level = 1
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit2", "hit2"]
    s.apply(Pass(0))
    assert st.pending["trigger"] == "would_exhaust"
    s.apply(React(1, "tesser.invigorate#1"))
    assert st.heroes[0].vigor == 5 and not st.heroes[0].exhausted and st.heroes[0].level == 1


def test_declining_invigorate_lets_the_hero_fall():
    s = duo()
    st = s.state
    set_hand(st, 1, ["tesser.invigorate#1"])
    st.heroes[0].vigor = 2
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit2", "hit2"]
    s.apply(Pass(0))
    s.apply(Decline(1))
    assert st.heroes[0].exhausted == "wounds"


def test_destruction_cancels_creature_shields_for_a_round_and_purify_wounds_enemies():
    s = duo()
    st = s.state
    st.active_hero = 1
    set_hand(st, 1, ["tesser.destruction#1", "tesser.purify#1"])
    s.apply(PlayCard(1, "tesser.destruction#1", "c1"))
    assert st.creatures[1].shields_off == 2 and st.creatures[1].vigor == 2
    s.apply(PlayCard(1, "tesser.purify#1", "c0"))
    assert st.creatures[0].cond["purification"] == 4 and st.creatures[0].vigor == 4


def test_stop_time_targets_cannot_retaliate():
    from game.desconfronto.actions import Sacrifice

    s = session(["pharanor"], ["bramble_bear"], seed=2)
    st = s.state
    set_hand(st, 0, ["pharanor.stop_time#1", "pharanor.arcane_discharge#1", "pharanor.speed#1"])
    st.forced = ["hit2", "hit2", "hit2"]
    s.apply(PlayCard(0, "pharanor.arcane_discharge#1", "c0"))
    assert st.creatures[0].vigor == 4 and st.heroes[0].vigor == 5  # the Bramble Bear's thorns
    s.apply(PlayCard(0, "pharanor.stop_time#1", ""))
    st.forced = ["hit2"]
    s.apply(Sacrifice(0, "pharanor.speed#1", "c0"))
    assert st.creatures[0].vigor == 3 and st.heroes[0].vigor == 5
