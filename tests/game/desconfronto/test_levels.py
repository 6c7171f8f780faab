"""Levelling (DC-LVL-*), abilities owned before a combat, and Pharanor's/Tesser's Skill Tree abilities."""

from __future__ import annotations

import pytest

from game.desconfronto import GAME, damage
from game.desconfronto.actions import BuyAbility, Finish, Pass, PlayCard, TakeHit
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck


def test_dc_lvl_05_trees_are_bought_in_order_and_cost_per_tier_amb_31():
    s = session(["tesser"], ["bicudo"], seed=1, spoils=6)
    st = s.state
    st.creatures[0].vigor = 1
    set_hand(st, 0, ["tesser.inflict_wounds#1"])
    s.apply(PlayCard(0, "tesser.inflict_wounds#1", "c0"))
    assert st.phase == "spoils" and st.fragments == 6
    s.apply(BuyAbility(0, 0, 2))
    s.apply(BuyAbility(0, 0, 2))  # the 2nd of tree 2 costs 2
    assert st.fragments == 3 and st.heroes[0].abilities == ["tesser.always_shield", "tesser.full_retaliation"]
    assert BuyAbility(0, 0, 2) in legal_actions(st)  # 3rd costs 3
    s.apply(BuyAbility(0, 0, 2))
    assert st.fragments == 0 and st.heroes[0].level == 3
    assert st.heroes[0].max_vigor == 8  # +2 only from the next combat (DC-LVL-02, AMB-63)
    s.apply(Finish(0))
    assert st.heroes[0].max_vigor == 10


def test_abilities_owned_before_the_combat_are_validated():
    with pytest.raises(ValueError, match="earlier abilities"):
        GAME.normalize_setup(
            {"players": 1, "heroes": ["tesser"], "abilities": {"tesser": ["guardian", "reactive_heal"]}}
        )
    with pytest.raises(ValueError, match="not in this combat"):
        GAME.normalize_setup({"players": 1, "heroes": ["tesser"], "abilities": {"pharanor": ["full_hand"]}})


def test_dc_exh_02_losing_the_latest_ability_lowers_max_vigor_amb_63():
    s = session(["tesser"], ["bicudo"], abilities={"tesser": ["always_shield", "full_retaliation"]})
    st = s.state
    h = st.heroes[0]
    assert (h.level, h.max_vigor, h.vigor) == (2, 10, 10)
    damage.wound(st, "h0", 10, "direct")
    assert h.level == 1 and h.abilities == ["tesser.always_shield"] and h.max_vigor == 8


def test_pharanor_empowered_missiles_deal_three():
    s = session(["pharanor"], ["ruin_colossus"], abilities={"pharanor": ["full_hand", "missiles_plus"]})
    st = s.state
    set_hand(st, 0, ["pharanor.magic_missiles#1"])
    s.apply(PlayCard(0, "pharanor.magic_missiles#1", "c0"))
    assert st.creatures[0].vigor == 14 - 3


def test_tesser_bulwark_token_blocks_one_and_heals_on_a_full_block():
    s = session(["pharanor", "tesser"], ["bicudo"], seed=3, abilities={"tesser": ["always_shield"]})
    st = s.state
    set_hand(st, 1, ["tesser.heal_wounds#1"])
    assert st.heroes[1].res["vshield"] == 1
    st.heroes[0].vigor = 4
    st.active_hero = 1
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit1", "purified"]  # 1 damage: the token absorbs it all
    s.apply(Pass(1))
    assert st.heroes[1].vigor == 8 and st.heroes[1].res["vshield"] == 0
    assert st.heroes[0].vigor == 5  # the full block healed the most wounded hero


def test_tesser_retribution_reflects_the_full_shield_value():
    s = session(["tesser"], ["bicudo"], abilities={"tesser": ["always_shield", "full_retaliation"]})
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["tesser.holy_armour#1"])
    stack_creature_deck(st, "ambush")
    s.apply(PlayCard(0, "tesser.holy_armour#1", "h0"))
    st.forced = ["hit1", "hit2", "hit1", "hit1"]  # 2 damage, the token takes 1
    s.apply(Pass(0))
    assert st.pending["kind"] == "shields"
    from game.desconfronto.actions import UseShield

    s.apply(UseShield(0, "tesser.holy_armour#1"))
    assert st.creatures[0].vigor == 6 - 3 and h.vigor == 10


def test_take_hit_keeps_shield_cards():
    s = session(["tesser"], ["bicudo"])
    st = s.state
    set_hand(st, 0, ["tesser.holy_armour#1"])
    stack_creature_deck(st, "ambush")
    s.apply(PlayCard(0, "tesser.holy_armour#1", "h0"))
    st.forced = ["hit1", "hit2", "hit1", "hit1"]
    s.apply(Pass(0))
    s.apply(TakeHit(0))
    assert st.heroes[0].vigor == 6 and st.heroes[0].shields


def test_pharanor_cycle_of_power_restores_three_discards_on_a_kill():
    s = session(
        ["pharanor"],
        ["bicudo", "froggo"],
        abilities={"pharanor": ["empower_ally", "recover_any", "restore_on_kill"]},
    )
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.ice_blast#1"])
    for c in (
        "pharanor.speed#1",
        "pharanor.clairvoyance#1",
        "pharanor.clairvoyance#2",
        "pharanor.toxic_mist#1",
    ):
        h.draw.remove(c)
        h.discard.put_top(c)
    st.creatures[0].vigor = 2
    s.apply(PlayCard(0, "pharanor.ice_blast#1", "c0"))
    assert st.creatures[0].defeated
    assert len(h.discard) == 2 and len(h.draw) == 15 + 3  # the Ice Blast itself is in the discard too


def test_dc_cmb_39_40_the_next_combat_keeps_conditions_hands_and_decks():
    from game.desconfronto.combats import start_combat

    s = session(["pharanor", "tesser"], ["bicudo"], seed=4, spoils=2)
    st = s.state
    st.heroes[0].cond["poison"] = 2
    st.heroes[1].vigor = 5
    st.creatures[0].vigor = 1
    set_hand(st, 0, ["pharanor.ice_blast#1", "pharanor.speed#1"])
    s.apply(PlayCard(0, "pharanor.ice_blast#1", "c0"))
    s.apply(BuyAbility(0, 1, 2))
    hand = list(st.heroes[0].hand)
    start_combat(st, ["froggo", "stone_crab"], spoils=2)
    assert st.phase == "hero" and [c.creature for c in st.creatures] == ["froggo", "stone_crab"]
    assert len(st.cdeck) == 20 and st.fragments == 1
    assert st.heroes[0].cond["poison"] == 1  # carried over, and it ticked at Pharanor's turn start
    assert st.heroes[0].hand == hand and st.heroes[1].vigor == 5
    assert st.heroes[1].res["vshield"] == 1  # Bulwark works from this combat on
    assert GAME.check_invariants(st) == []


def test_pharanor_recollection_discards_two_and_takes_back_a_signature():
    from game.desconfronto.actions import ClassAction

    s = session(
        ["pharanor", "tesser"], ["ruin_colossus"], abilities={"pharanor": ["empower_ally", "recover_any"]}
    )
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.speed#1", "pharanor.clairvoyance#1", "pharanor.toxic_mist#1"])
    h.draw.remove("pharanor.stop_time#1")
    h.discard.put_top("pharanor.stop_time#1")
    s.apply(ClassAction(0, "recollect", "pharanor.stop_time#1"))
    assert st.pending["kind"] == "class" and st.actions_left == 1
    assert {a.target for a in legal_actions(st)} == set(h.hand)
    s.apply(ClassAction(0, "recollect_discard", "pharanor.speed#1"))
    s.apply(ClassAction(0, "recollect_discard", "pharanor.clairvoyance#1"))
    assert st.pending is None and sorted(h.hand) == ["pharanor.stop_time#1", "pharanor.toxic_mist#1"]
    assert st.actions_left == 1 and st.active_hero == 0
    assert not [a for a in legal_actions(st) if isinstance(a, ClassAction) and a.name == "recollect"]


TESSER_TREE1 = {"tesser": ["guardian", "overflow_heal", "reactive_heal"]}


def test_tesser_guardian_takes_an_attack_aimed_at_an_ally_with_two_extra_shields():
    from game.desconfronto.actions import ClassAction

    s = session(["pharanor", "tesser"], ["bicudo"], seed=8, abilities={"tesser": ["guardian"]})
    st = s.state
    set_hand(st, 1, ["tesser.heal_wounds#1", "tesser.divine_aid#1"])
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit2"]  # the Active Hero (Pharanor), 4 damage
    s.apply(Pass(0))
    assert ClassAction(1, "guardian", "h0") in legal_actions(st)
    s.apply(ClassAction(1, "guardian", "h0"))
    s.apply(ClassAction(1, "guardian_discard", "tesser.divine_aid#1"))
    assert st.heroes[0].vigor == 6 and st.heroes[1].vigor == 8 - 2


def test_tesser_swift_prayer_heals_three_as_a_reaction():
    from game.desconfronto.actions import ClassAction

    s = session(["pharanor", "tesser"], ["bicudo"], seed=8, abilities=TESSER_TREE1)
    st = s.state
    set_hand(st, 1, ["tesser.heal_wounds#1"])
    st.heroes[0].vigor = 3
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit2"]
    s.apply(Pass(0))
    s.apply(ClassAction(1, "swift_prayer", "h0"))  # her only card is discarded (a forced choice)
    assert "tesser.heal_wounds#1" in st.heroes[1].discard
    assert st.heroes[0].vigor == 6 - 4  # healed to 6 before the 4 damage landed


def test_tesser_overflowing_grace_redirects_the_excess():
    from game.desconfronto.actions import ClassAction

    s = session(["pharanor", "tesser"], ["bicudo"], seed=8, abilities=TESSER_TREE1)
    st = s.state
    st.active_hero = 1
    set_hand(st, 1, ["tesser.heal_wounds#1", "tesser.divine_aid#1"])
    st.heroes[1].vigor = 7
    st.heroes[0].vigor = 2
    s.apply(PlayCard(1, "tesser.heal_wounds#1", "h1"))
    assert st.pending["name"] == "overflow" and st.actions_left == 1
    s.apply(ClassAction(1, "overflow", "h0"))
    assert (st.heroes[1].vigor, st.heroes[0].vigor) == (8, 4) and st.pending is None and st.actions_left == 1


def test_pharanor_foresight_draws_two_and_keeps_one():
    from game.desconfronto.actions import ClassAction, DrawCard

    tree1 = {"pharanor": ["full_hand", "missiles_plus", "draw_two_keep_one"]}
    s = session(["pharanor", "tesser"], ["ruin_colossus"], seed=6, abilities=tree1)
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.speed#1"])
    top_two = h.draw.cards[-2:]
    s.apply(DrawCard(0))
    assert st.pending["name"] == "foresight" and sorted(st.pending["cards"]) == sorted(top_two)
    s.apply(ClassAction(0, "foresight", top_two[-1]))
    assert h.draw.cards[0] == top_two[-1] and top_two[0] in h.hand and len(h.hand) == 2
    assert st.pending is None and st.actions_left == 1


def test_pharanor_empowered_missiles_split_among_enemies():
    from game.desconfronto.actions import ClassAction

    s = session(["pharanor"], ["bicudo", "froggo"], abilities={"pharanor": ["full_hand", "missiles_plus"]})
    st = s.state
    set_hand(st, 0, ["pharanor.magic_missiles#1", "pharanor.speed#1"])
    s.apply(PlayCard(0, "pharanor.magic_missiles#1", "c0"))
    assert st.pending["name"] == "missiles" and st.actions_left == 2  # its own extra action already gained
    s.apply(ClassAction(0, "missile", "c1"))
    s.apply(ClassAction(0, "missile", "c1"))
    assert (st.creatures[0].vigor, st.creatures[1].vigor) == (5, 2) and st.pending is None


def test_pharanor_arcane_support_gives_an_ally_one_more_die():
    from game.desconfronto.actions import ClassAction

    s = session(["pharanor", "tesser"], ["ruin_colossus"], seed=4, abilities={"pharanor": ["empower_ally"]})
    st = s.state
    set_hand(st, 0, ["pharanor.toxic_mist#1", "pharanor.speed#1"])
    set_hand(st, 1, ["tesser.spiritual_weapon#1"])
    s.apply(ClassAction(0, "arcane_support", "pharanor.toxic_mist#1"))  # Tesser is the only ally: forced
    assert st.heroes[0].res["support"] == [1] and st.actions_left == 2
    st.forced = ["purified"] * 12
    s.apply(Pass(0))
    st.forced = ["hit2", "hit2"]
    s.apply(PlayCard(1, "tesser.spiritual_weapon#1", "c0"))  # 1 die + 1: 4 damage - 3 shields
    assert st.creatures[0].vigor == 13 and st.heroes[0].res["support"] == []
