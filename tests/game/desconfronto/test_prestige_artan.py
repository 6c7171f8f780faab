"""Artan's Specializations (DC-HERO-ART prestige rows, L547-558; DC-LVL-03): the Knight and the
Executioner, their passives and their Signature cards, with fixed dice."""

from __future__ import annotations

from game.desconfronto import conditions, flow
from game.desconfronto.actions import ClassAction, Pass, PlayCard, React
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from .helpers import stack_creature_deck
from .prestige_helpers import bot_combats, granted


def names(st) -> set[str]:
    return {a.name for a in legal_actions(st) if isinstance(a, ClassAction)}


def test_dc_hero_art_prestige_data_two_paths_and_their_signature_cards():
    subs = HEROES["artan"].subclasses
    assert [(s.id, s.path) for s in subs] == [("artan.knight", "purification"), ("artan.executioner", "corruption")]
    assert subs[0].cards == ("artan.parry_attack", "artan.compel_attack")
    assert subs[1].cards == ("artan.tempest", "artan.abyssal_strike")
    assert "artan.tempest#1" not in HEROES["artan"].deck()  # not in the starting deck


def test_dc_hero_art_knight_passive_immune_to_corruption():
    """DC-COND-22: the Knight (Artan) is immune to Corruption."""
    s = granted(["artan"], ["bicudo"], {0: "artan.knight"})
    st = s.state
    conditions.apply(st, "h0", "corruption", 2)
    assert "corruption" not in st.heroes[0].cond


def test_dc_hero_art_knight_passive_heal_burns_corruption_into_fire_of_his_choice():
    """L550: healing a target removes all its Corruption; 1 Fire per token, placed by Artan."""
    s = granted(["artan", "tesser"], ["bicudo"], {0: "artan.knight"}, {0: ["artan.sacred_halo#1"]})
    st = s.state
    st.heroes[1].vigor = 4
    conditions.apply(st, "h1", "corruption", 2)
    s.apply(ClassAction(0, "artan_red", "h0"))
    s.apply(PlayCard(0, "artan.sacred_halo#1", "h1"))  # [Red] heal 3
    assert st.heroes[1].vigor == 7 and "corruption" not in st.heroes[1].cond
    assert st.heroes[0].res["knight_fire"] == 2
    assert {"knight_fire"} <= names(st)
    s.apply(ClassAction(0, "knight_fire", "c0"))
    s.apply(ClassAction(0, "knight_fire", "c0"))
    assert st.creatures[0].cond["fire"] == 2 and "knight_fire" not in st.heroes[0].res


def test_dc_hero_art_knight_without_the_subclass_heals_leave_corruption():
    s = granted(["artan", "tesser"], ["bicudo"], {}, {0: ["artan.sacred_halo#1"]})
    st = s.state
    st.heroes[1].vigor = 4
    conditions.apply(st, "h1", "corruption", 2)
    s.apply(ClassAction(0, "artan_red", "h0"))
    s.apply(PlayCard(0, "artan.sacred_halo#1", "h1"))
    assert st.heroes[1].cond["corruption"] == 2


def test_dc_hero_art_knight_parry_attack_cancels_an_attack_on_an_ally_and_stuns():
    s = granted(["tesser", "artan"], ["bicudo"], {1: "artan.knight"}, {1: ["artan.parry_attack#1"]})
    st = s.state
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit2"]
    s.apply(Pass(0))
    assert st.pending["kind"] == "react" and st.pending["player"] == 1
    s.apply(React(1, "artan.parry_attack#1"))
    assert st.heroes[0].vigor == HEROES["tesser"].max_vigor  # no damage at all
    assert st.creatures[0].cond.get("stunned") == 1


def test_dc_hero_art_knight_parry_attack_not_for_an_attack_on_artan_himself():
    s = granted(["artan"], ["bicudo"], {0: "artan.knight"}, {0: ["artan.parry_attack#1"]})
    st = s.state
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit2"]
    s.apply(Pass(0))
    assert not any(isinstance(a, React) for a in legal_actions(st))


def test_dc_hero_art_knight_compel_attack_purified_ally_attacks_with_advantage():
    """L555: the ally's seat picks a card from their hand (not a Signature); it rolls with advantage."""
    s = granted(["artan", "pharanor"], ["bicudo", "bicudo"], {0: "artan.knight"},
                {0: ["artan.compel_attack#1"], 1: ["pharanor.flaming_hands#1", "pharanor.flaming_hands#2"]})
    st = s.state
    conditions.apply(st, "h1", "purification")
    s.apply(PlayCard(0, "artan.compel_attack#1", "h1"))
    assert st.pending["player"] == 1
    assert {a.target for a in legal_actions(st)} == {"pharanor.flaming_hands#1", "pharanor.flaming_hands#2"}
    s.apply(ClassAction(1, "knight_compel_card", "pharanor.flaming_hands#1"))
    assert {a.target for a in legal_actions(st)} == {"c0", "c1"}
    st.forced = ["corrupted", "hit2", "corrupted", "hit1"]  # advantage: the better of each pair
    s.apply(ClassAction(1, "knight_compel_target", "c0"))
    assert "pharanor.flaming_hands#1" in st.heroes[1].discard
    # 2 + 1 rolled, +1 for Pharanor's Purification
    assert st.creatures[0].vigor == 6 - 4 and st.creatures[0].cond.get("fire")
    assert st.pending is None and st.active_hero == 0 and st.actions_left == 1


def test_dc_hero_art_knight_compel_attack_needs_a_purified_ally():
    s = granted(["artan", "pharanor"], ["bicudo"], {0: "artan.knight"},
                {0: ["artan.compel_attack#1"], 1: ["pharanor.flaming_hands#1"]})
    st = s.state
    s.apply(PlayCard(0, "artan.compel_attack#1", "h1"))
    assert st.pending is None and "pharanor.flaming_hands#1" in st.heroes[1].hand


def test_dc_hero_art_executioner_passive_corruption_works_the_other_way_round():
    s = granted(["artan"], ["bicudo"], {0: "artan.executioner"})
    st = s.state
    conditions.apply(st, "h0", "corruption", 3)
    assert conditions.dealt_modifier(st, "h0") == 2 and conditions.suffered_modifier(st, "h0") == -1
    st.heroes[0].cond.clear()
    conditions.apply(st, "h0", "purification", 3)
    assert conditions.dealt_modifier(st, "h0") == -2 and conditions.suffered_modifier(st, "h0") == 1


def test_dc_hero_art_executioner_turn_start_toll_or_strike_an_ally():
    """L552: corrupted at the start of his turn: lose Vigor = Corruption level, or hit an ally with 2 dice."""
    s = granted(["artan", "tesser"], ["bicudo"], {0: "artan.executioner"})
    st = s.state
    conditions.apply(st, "h0", "corruption", 2)
    flow.start_turn(st)
    assert st.pending["step"] == "executioner"
    assert names(st) == {"executioner_toll", "executioner_strike"}
    s.apply(ClassAction(0, "executioner_toll", "h0"))
    assert st.heroes[0].vigor == 8 - 2 and st.pending is None and st.actions_left == 2
    flow.start_turn(st)
    st.forced = ["hit2", "hit1"]
    s.apply(ClassAction(0, "executioner_strike", "h1"))
    # 3 rolled, +1 for his 2 Corruption read the other way round
    assert st.heroes[1].vigor == HEROES["tesser"].max_vigor - 4


def test_dc_hero_art_executioner_tempest_allies_disadvantage_and_dice_to_his_next_attack():
    s = granted(["artan", "tesser"], ["bicudo"], {0: "artan.executioner"},
                {0: ["artan.tempest#1", "artan.fear#1"]})
    st = s.state
    s.apply(PlayCard(0, "artan.tempest#1", ""))
    assert st.actions_left == 2 and st.heroes[0].res["tempest"] == st.turn
    st.forced = ["hit1", "hit1", "hit1"]  # Fear's dice + 1 from Tempest (1 ally)
    s.apply(PlayCard(0, "artan.fear#1", "c0"))
    assert st.creatures[0].vigor == 6 - 3
    from game.desconfronto.heroes import artan_prestige

    assert artan_prestige.modify_attack(st, 0, 1, 2, 0) == (2, -1)  # Tesser rolls with disadvantage


def test_dc_hero_art_executioner_abyssal_strike_magical_dice_by_corruption_and_wounds():
    s = granted(["artan"], ["bicudo"], {0: "artan.executioner"}, {0: ["artan.abyssal_strike#1"]})
    st = s.state
    conditions.apply(st, "c0", "corruption", 1)
    st.creatures[0].cond["corruption"] = 3
    st.forced = ["hit2", "hit1", "corrupted"]
    s.apply(PlayCard(0, "artan.abyssal_strike#1", "c0"))
    assert st.creatures[0].vigor == 6 - 3  # magical: no shields
    assert st.heroes[0].vigor == 8 - 3  # 1 wound per die rolled


def test_dc_hero_art_knight_random_bots_50_combats_invariants():
    assert bot_combats("artan", "artan.knight", partners=("pharanor", "tesser"))


def test_dc_hero_art_executioner_random_bots_50_combats_invariants():
    assert bot_combats("artan", "artan.executioner", partners=("pharanor", "tesser"))
