"""Tainara's Specializations (DC-HERO-TAI prestige rows, L903-916): Shaman and Predator.

The prestige rows of the inventory carry no numbers: the tests are named ``dc_hero_tai_<subclass>``.
"""

from __future__ import annotations

from game.desconfronto import prestige
from game.desconfronto.actions import ClassAction, PlayCard
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck
from .heroes.prestige_b_helpers import random_combats

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: the Active Hero, a normal attack


def classes(st):
    return {(a.name, a.target) for a in legal_actions(st) if isinstance(a, ClassAction)}


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def test_dc_hero_tai_prestige_content_both_paths_two_signatures_each():
    subs = {s.id: s for s in HEROES["tainara"].subclasses}
    assert {s: (d.path, d.cards) for s, d in subs.items()} == {
        "tainara.shaman": ("purification", ("tainara.epiphany", "tainara.purification_fold")),
        "tainara.predator": ("corruption", ("tainara.vital_points", "tainara.corruption_fold")),
    }
    assert len(HEROES["tainara"].deck()) == 20  # not in the starting deck


def test_dc_hero_tai_shaman_spends_two_chi_to_heal_one():
    """L907: 2 Chi heal 1 target by 1 Vigor (free: no action spent)."""
    s = session(["tainara", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.shaman")
    st.heroes[1].vigor = 3
    st.heroes[0].res["tainara_chi"] = 1
    assert not any(n == "tainara_shaman_heal" for n, _ in classes(st))  # 1 Chi is not enough
    st.heroes[0].res["tainara_chi"] = 3
    assert ("tainara_shaman_heal", "h1") in classes(st)
    assert ("tainara_shaman_heal", "h0") not in classes(st)  # she is at full Vigor
    s.apply(ClassAction(0, "tainara_shaman_heal", "h1"))
    assert st.heroes[1].vigor == 4 and st.heroes[0].res["tainara_chi"] == 1 and st.actions_left == 2


def test_dc_hero_tai_shaman_epiphany_every_ally_plays_one_attack_card():
    """L909: both her actions; each ally plays 1 attack card (not Signature), extra actions void."""
    s = session(["tainara", "pharanor", "tesser"], ["bicudo", "lich_acolyte"], seed=3)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.shaman")
    set_hand(st, 0, ["tainara.epiphany#1", "tainara.meditation#1"])
    set_hand(st, 1, ["pharanor.meteor_shower#1", "pharanor.magic_missiles#1"])
    set_hand(st, 2, ["tesser.heal_wounds#1", "tesser.inflict_wounds#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["corrupted", "corrupted"]  # then the creature's attack: 0 damage
    events = s.apply(PlayCard(0, "tainara.epiphany#1", ""))
    assert kinds(events, "dc.tainara_epiphany") == [{"hero": 0, "count": 2}]
    played = [e["card"] for e in kinds(events, "dc.played")]
    assert played == ["tainara.epiphany#1", "pharanor.magic_missiles#1", "tesser.inflict_wounds#1"]
    magic = kinds(events, "dc.magic")
    assert magic == [{"target": "c0", "damage": 2}, {"target": "c0", "damage": 2}]  # the weakest enemy
    assert st.creatures[0].cond.get("bleeding") == 1
    assert not kinds(events, "dc.extra_actions")  # Magic Missiles' extra action does nothing
    assert st.phase != "hero" or st.active_hero != 0  # both her actions were spent
    assert "pharanor.meteor_shower#1" in st.heroes[1].hand  # a Signature is never chosen


def test_dc_hero_tai_shaman_epiphany_needs_both_actions():
    s = session(["tainara", "pharanor"], ["bicudo"], seed=3)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.shaman")
    set_hand(st, 0, ["tainara.epiphany#1", "tainara.meditation#1", "tainara.serenity#1"])
    set_hand(st, 1, ["pharanor.arcane_discharge#1"])
    s.apply(PlayCard(0, "tainara.meditation#1", ""))
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["corrupted", "corrupted"]
    events = s.apply(PlayCard(0, "tainara.epiphany#1", ""))
    assert kinds(events, "dc.tainara_epiphany") == [{"hero": 0, "count": 0}]
    assert "pharanor.arcane_discharge#1" in st.heroes[1].hand


def test_dc_hero_tai_shaman_purification_fold_trades_corruption_for_an_element():
    """L910: 2 Chi per level of Corruption turned into the element; at most 3 per combat."""
    s = session(["tainara", "pharanor"], ["lich_acolyte"], seed=4)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.shaman")
    set_hand(st, 0, ["tainara.purification_fold#1", "tainara.meditation#1"])
    cr = st.creatures[0]
    cr.cond.update({"corruption": 4, "cor_turns": 2})
    st.heroes[0].res["tainara_chi"] = 10
    s.apply(PlayCard(0, "tainara.purification_fold#1", "c0"))
    events = s.apply(next(a for a in legal_actions(st) if getattr(a, "target", "") == "ice"))
    assert kinds(events, "dc.tainara_fold") == [{"hero": 0, "target": "c0", "count": 3}]
    assert cr.cond["corruption"] == 1 and cr.cond["ice"] == 2
    assert st.heroes[0].res["tainara_chi"] == 10 - 6
    assert st.heroes[0].res["tainara_pfold"] == 3


def test_dc_hero_tai_predator_vigor_for_chi_and_extra_damage():
    """L913: 2 Vigor make 1 Chi; her next attack deals +1 per Chi made so."""
    s = session(["tainara", "pharanor"], ["lich_acolyte"], seed=5)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.predator")
    h = st.heroes[0]
    set_hand(st, 0, ["tainara.stunning_blow#1", "tainara.meditation#1"])
    assert ("tainara_predator", "") in classes(st)
    s.apply(ClassAction(0, "tainara_predator", ""))
    s.apply(ClassAction(0, "tainara_predator", ""))
    assert h.vigor == 7 - 4 and h.res["tainara_chi"] == 2 and st.actions_left == 2  # free
    s.apply(ClassAction(0, "tainara_predator", ""))
    assert h.vigor == 1 and ("tainara_predator", "") not in classes(st)  # never Exhausts her by itself
    st.forced = ["hit1", "hit1", "hit1"]
    events = s.apply(PlayCard(0, "tainara.stunning_blow#1", "c0"))
    assert kinds(events, "dc.attack")[0]["damage"] == 3 + 3
    assert st.creatures[0].vigor == 10 - 6
    assert "tainara_prey" not in h.res  # spent on that attack


def test_dc_hero_tai_predator_vital_points_dice_and_disadvantage():
    """L915: 1 die per 3 Vigor lost (max 5); the survivor attacks with disadvantage until her turn."""
    s = session(["tainara", "pharanor"], ["lich_acolyte"], seed=6)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.predator")
    set_hand(st, 0, ["tainara.vital_points#1", "tainara.meditation#1"])
    st.creatures[0].vigor = 3  # 7 lost: 2 dice
    st.forced = ["hit1", "hit1"]
    events = s.apply(PlayCard(0, "tainara.vital_points#1", "c0"))
    assert len(kinds(events, "dc.attack")[0]["dice"]) == 2
    assert st.creatures[0].vigor == 1 and st.heroes[0].res["tainara_vital"] == 1
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1"] * 6  # 3 dice, each rolled twice
    events = s.apply(PlayCard(0, "tainara.meditation#1", ""))
    attack = kinds(events, "dc.creature_attack")[0]
    assert all(len(d["rolled"]) == 2 for d in attack["dice"])


def test_dc_hero_tai_predator_corruption_fold_returns_while_the_ally_stays_above_half():
    """L916: 1 Corruption of the ally becomes 2 wounds; above half its Vigor, the card goes back."""
    s = session(["tainara", "kandra"], ["lich_acolyte"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.predator")
    h, k = st.heroes[0], st.heroes[1]
    set_hand(st, 0, ["tainara.corruption_fold#1", "tainara.meditation#1"])
    k.cond["corruption"] = 2
    events = s.apply(PlayCard(0, "tainara.corruption_fold#1", "h1"))
    assert k.cond["corruption"] == 1 and k.vigor == 9 - 2
    assert kinds(events, "dc.tainara_fold_back") == [{"hero": 0, "card": "tainara.corruption_fold#1"}]
    assert "tainara.corruption_fold#1" in h.draw and "tainara.corruption_fold#1" not in h.discard


def test_dc_hero_tai_predator_corruption_fold_is_spent_at_half_or_below():
    s = session(["tainara", "kandra"], ["lich_acolyte"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.predator")
    h, k = st.heroes[0], st.heroes[1]
    set_hand(st, 0, ["tainara.corruption_fold#1", "tainara.meditation#1"])
    k.cond["corruption"] = 1
    k.vigor = 6  # 6 - 2 = 4, not above half of 9
    s.apply(PlayCard(0, "tainara.corruption_fold#1", "h1"))
    assert "corruption" not in k.cond and k.vigor == 4
    assert "tainara.corruption_fold#1" in h.discard


def test_dc_hero_tai_prestige_random_bots_keep_the_invariants():
    """50 random-bot combats with each subclass granted at the start: invariants after every action."""
    for sub in ("shaman", "predator"):
        random_combats("tainara", sub, 50)


def test_dc_hero_tai_shaman_turns_a_heal_card_into_purification():
    """L907: 2 Chi turn the healing effect of a card into 1 Purification (her next heal card)."""
    s = session(["tainara", "pharanor"], ["bicudo"], seed=8)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.shaman")
    set_hand(st, 0, ["tainara.serenity#1", "tainara.meditation#1"])  # shield 1 and heal 2
    st.heroes[1].vigor = 2
    st.heroes[0].res["tainara_chi"] = 2
    s.apply(ClassAction(0, "tainara_shaman_purify", ""))
    assert st.flags["heal_as_purification"] == 1 and "tainara_chi" not in st.heroes[0].res
    s.apply(PlayCard(0, "tainara.serenity#1", "h0"))
    events = s.apply(next(a for a in legal_actions(st) if getattr(a, "target", "") == "h1"))
    assert st.heroes[1].vigor == 2 and st.heroes[1].cond.get("purification") == 1
    assert not kinds(events, "dc.healed")
    assert "heal_as_purification" not in st.flags
