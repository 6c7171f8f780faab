"""Kandra's Specializations (DC-HERO-KAN prestige rows, L718-731; DC-LVL-03): the Zealot and the
Berserker, their passives and their four cries, with fixed dice."""

from __future__ import annotations

from game.desconfronto import damage
from game.desconfronto.actions import ClassAction, PlayCard
from game.desconfronto.content import HEROES
from game.desconfronto.heroes import kandra_prestige
from game.desconfronto.legal import legal_actions

from .prestige_helpers import bot_combats, granted


def names(st) -> set[str]:
    return {a.name for a in legal_actions(st) if isinstance(a, ClassAction)}


def test_dc_hero_kan_prestige_data_two_paths_and_their_signature_cards():
    subs = HEROES["kandra"].subclasses
    assert [(s.id, s.path) for s in subs] == [("kandra.zealot", "purification"), ("kandra.berserker", "corruption")]
    assert subs[0].cards == ("kandra.sacred_cry", "kandra.cry_of_command")
    assert subs[1].cards == ("kandra.reckless_cry", "kandra.impetuous_cry")


def test_dc_hero_kan_zealot_passive_rally_disadvantage_for_her_advantage_for_each_ally():
    s = granted(["kandra", "tesser"], ["bicudo"], {0: "kandra.zealot"}, {0: ["kandra.brutal_blow#1"]})
    st = s.state
    s.apply(ClassAction(0, "zealot_rally", "h0"))
    assert "zealot_rally" not in names(st)  # once per turn
    st.forced = ["hit2", "corrupted", "hit2", "hit1", "hit2", "hit2"]  # 3 pairs, the worse kept
    s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    assert st.creatures[0].vigor == 6 - (0 + 1 + 2)
    st.forced = ["corrupted", "hit2"]  # Tesser's next attack: advantage, once
    ev = damage.hero_attack(st, 1, "c0", 1)
    assert ev[0].data["dice"][0]["kept"] == "hit2"
    st.forced = ["corrupted"]
    ev = damage.hero_attack(st, 1, "c0", 1)
    assert len(ev[0].data["dice"][0]["rolled"]) == 1


def test_dc_hero_kan_zealot_passive_her_wounding_attack_heals_allies_once_per_turn():
    s = granted(["kandra", "tesser"], ["bicudo", "bicudo"], {0: "kandra.zealot"},
                {0: ["kandra.brutal_blow#1", "kandra.brutal_blow#2"]})
    st = s.state
    st.heroes[1].vigor = 3
    st.actions_left = 3  # stay in her Hero Phase
    st.forced = ["hit1", "hit1", "hit1"]
    s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    assert st.heroes[1].vigor == 4
    st.forced = ["hit1", "hit1", "hit1"]
    s.apply(PlayCard(0, "kandra.brutal_blow#2", "c1"))
    assert st.heroes[1].vigor == 4  # once per turn


def test_dc_hero_kan_zealot_sacred_cry_trades_the_critical_for_a_purification_token():
    s = granted(["kandra"], ["bicudo"], {0: "kandra.zealot"}, {0: ["kandra.sacred_cry#1", "kandra.brutal_blow#1"]})
    st = s.state
    s.apply(PlayCard(0, "kandra.sacred_cry#1", ""))
    assert "kandra.sacred_cry#1" in st.heroes[0].active
    st.forced = ["purified", "hit1", "hit1", "hit2"]  # the Purified die explodes into the hit2
    s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    assert st.creatures[0].vigor == 6 - 3  # 1 + 1 + 1, the critical's 2 not dealt
    assert st.heroes[0].res["sacred_due"] == 1
    assert {a.target for a in legal_actions(st) if getattr(a, "name", "") == "zealot_sacred"} >= {"h0", "c0"}
    s.apply(ClassAction(0, "zealot_sacred", "h0"))
    assert st.heroes[0].cond.get("purification") == 1 and "sacred_due" not in st.heroes[0].res


def test_dc_hero_kan_zealot_cry_of_command_ally_plays_an_action_card_without_extra_actions():
    s = granted(["kandra", "pharanor"], ["bicudo"], {0: "kandra.zealot"},
                {0: ["kandra.cry_of_command#1", "kandra.brutal_blow#1"],
                 1: ["pharanor.flaming_hands#1", "pharanor.flaming_hands#2"]})
    st = s.state
    s.apply(PlayCard(0, "kandra.cry_of_command#1", ""))
    st.forced = ["purified", "hit1", "hit1", "hit2"]
    s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    assert st.creatures[0].vigor == 3 and st.heroes[0].res["command_due"] == 1
    assert st.actions_left == 0 and st.phase == "hero"  # held open for the owed command
    s.apply(ClassAction(0, "zealot_command", "h1"))
    assert st.pending["player"] == 1
    st.forced = ["hit1", "hit1"]
    # one creature: the card's target is the only answer, so the session answers it
    events = s.apply(ClassAction(1, "zealot_command_card", "pharanor.flaming_hands#1"))
    hit = next(e for e in events if e.kind == "dc.attack")
    assert hit.data["source"] == "h1" and hit.data["wounds"] == 2
    assert any(e.kind == "dc.condition" and e.data["cond"] == "fire" for e in events)
    assert "pharanor.flaming_hands#1" in st.heroes[1].discard


def test_dc_hero_kan_berserker_passive_a_wound_for_a_die_uses_equal_her_level():
    s = granted(["kandra", "tesser"], ["bicudo"], {0: "kandra.berserker"}, {0: ["kandra.brutal_blow#1"]})
    st = s.state
    assert "berserker_die" not in names(st)  # level 0: no use
    st.heroes[0].level = 1
    s.apply(ClassAction(0, "berserker_die", "h0"))
    assert st.heroes[0].vigor == HEROES["kandra"].max_vigor - 1
    assert "berserker_die" not in names(st)  # 1 use at level 1
    st.forced = ["hit1", "hit1", "hit1", "hit1"]
    s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    assert st.creatures[0].vigor == 6 - 4


def test_dc_hero_kan_berserker_passive_die_on_an_enemy_attack():
    s = granted(["kandra"], ["bicudo"], {0: "kandra.berserker"})
    st = s.state
    st.heroes[0].level = 2
    s.apply(ClassAction(0, "berserker_die", "c0"))
    assert kandra_prestige.modify_creature_attack(st, 0, 0, 0, 2, 0) == (3, 0)
    assert kandra_prestige.modify_creature_attack(st, 0, 0, 0, 2, 0) == (2, 0)  # spent


def test_dc_hero_kan_berserker_reckless_cry_disadvantage_both_ways_and_reactivation():
    s = granted(["kandra", "tesser"], ["bicudo"], {0: "kandra.berserker"}, {0: ["kandra.reckless_cry#1"]})
    st = s.state
    s.apply(PlayCard(0, "kandra.reckless_cry#1", ""))
    assert kandra_prestige.modify_attack(st, 0, 0, 2, 0) == (2, -1)
    assert kandra_prestige.modify_creature_attack(st, 0, 0, 0, 2, 0) == (2, -1)  # on her
    assert kandra_prestige.modify_creature_attack(st, 0, 0, 1, 2, 0) == (2, 0)  # on Tesser
    kandra_prestige.turn_start(st, 0)
    st.turn += 1
    assert kandra_prestige.modify_attack(st, 0, 0, 2, 0) == (2, 0)
    assert "berserker_reckless" in {a.name for a in kandra_prestige.class_actions(st, 0)}
    kandra_prestige.class_apply(st, 0, ClassAction(0, "berserker_reckless", "h0"))
    assert kandra_prestige.modify_attack(st, 0, 0, 2, 0) == (2, -1)


def test_dc_hero_kan_berserker_impetuous_cry_failed_die_counts_two_for_a_wound():
    s = granted(["kandra"], ["bicudo"], {0: "kandra.berserker"},
                {0: ["kandra.impetuous_cry#1", "kandra.brutal_blow#1"]})
    st = s.state
    st.heroes[0].level = 1
    st.actions_left = 3  # stay in her Hero Phase
    s.apply(PlayCard(0, "kandra.impetuous_cry#1", ""))
    s.apply(ClassAction(0, "berserker_impetuous", "h0"))
    st.forced = ["corrupted", "hit1", "hit1"]
    s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    assert st.creatures[0].vigor == 6 - 4  # 0 -> 2, + 1 + 1
    assert st.heroes[0].vigor == HEROES["kandra"].max_vigor - 1
    assert st.heroes[0].res["impetuous_used"] == 1 and "berserker_impetuous" not in names(st)


def test_dc_hero_kan_zealot_random_bots_50_combats_invariants():
    assert bot_combats("kandra", "kandra.zealot", partners=("pharanor", "tesser"))


def test_dc_hero_kan_berserker_random_bots_50_combats_invariants():
    assert bot_combats("kandra", "kandra.berserker", partners=("pharanor", "tesser"))
