"""Tesser's Specializations (DC-HERO-TES prestige rows, L963-976): Hierophant and Reaper.

The prestige rows of the inventory carry no numbers: the tests are named ``dc_hero_tes_<subclass>``.
"""

from __future__ import annotations

from game.desconfronto import conditions, prestige
from game.desconfronto.actions import ClassAction, Pass, PlayCard
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck
from .heroes.prestige_b_helpers import random_combats

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: the Active Hero, a normal attack


def classes(st):
    return {(a.name, a.target) for a in legal_actions(st) if isinstance(a, ClassAction)}


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def test_dc_hero_tes_prestige_content_both_paths_two_signatures_each():
    """L963-976: Hierophant (Purification) and Reaper (Corruption), 2 Signature cards each, not dealt."""
    subs = {s.id: s for s in HEROES["tesser"].subclasses}
    assert {s: (d.path, len(d.cards)) for s, d in subs.items()} == {
        "tesser.hierophant": ("purification", 2),
        "tesser.reaper": ("corruption", 2),
    }
    assert subs["tesser.hierophant"].cards == ("tesser.shield_of_faith", "tesser.mass_healing")
    deck = HEROES["tesser"].deck()
    assert not any("shield_of_faith" in c or "word_of_command" in c for c in deck)


def test_dc_hero_tes_hierophant_is_immune_to_corruption():
    """DC-COND-22: the Hierophant is immune to Corruption. L967 "You become immune to Corruption"; without the subclass Corruption lands."""
    s = session(["tesser", "kandra"], ["bicudo"])
    st = s.state
    assert kinds(conditions.apply(st, "h0", "corruption"), "dc.condition")
    assert st.heroes[0].cond["corruption"] == 1
    st.heroes[0].cond.clear()
    prestige.grant_subclass(st, 0, "tesser.hierophant")
    events = conditions.apply(st, "h0", "corruption", 2)
    assert kinds(events, "dc.immune") == [{"target": "h0", "cond": "corruption"}]
    assert "corruption" not in st.heroes[0].cond
    conditions.apply(st, "h1", "corruption")  # her allies are not immune
    assert st.heroes[1].cond["corruption"] == 1


def test_dc_hero_tes_hierophant_heal_card_returns_discarded_cards_to_the_deck():
    """L967: healing with Heal Wounds (3) returns 2 cards (the maximum) from her discard pile."""
    s = session(["tesser", "kandra"], ["bicudo"], seed=3)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.hierophant")
    h = st.heroes[0]
    gone = ["tesser.holy_armour#1", "tesser.divine_aid#1", "tesser.inflict_wounds#1"]
    set_hand(st, 0, ["tesser.heal_wounds#1", *gone])
    for c in gone:
        h.hand.remove(c)
        h.discard.put_top(c)
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    st.heroes[1].vigor -= 3
    draw_before = len(h.draw)
    events = s.apply(PlayCard(0, "tesser.heal_wounds#1", "h1"))
    assert kinds(events, "dc.tesser_restored") == [{"hero": 0, "count": 2}]
    assert h.discard.cards == ["tesser.holy_armour#1", "tesser.heal_wounds#1"]
    assert len(h.draw) == draw_before + 2
    assert "tesser.inflict_wounds#1" in h.draw and "tesser.divine_aid#1" in h.draw


def settle(s, seat):
    """Answer the Creature Phase's questions plainly (decline reactions, take hits) until ``seat`` acts."""
    st = s.state
    while not (st.phase == "hero" and st.active_hero == seat and st.pending is None):
        acts = legal_actions(st)
        pick = next((a for a in acts if type(a).__name__ in ("Decline", "TakeHit")), acts[0])
        s.apply(pick)


def test_dc_hero_tes_hierophant_shield_of_faith_gives_allies_her_active_shields():
    """L969: the ally gets as many shields as Tesser has active; they block the next attack on it."""
    s = session(["tesser", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.hierophant")
    set_hand(st, 0, ["tesser.holy_armour#1", "tesser.shield_of_faith#1"])
    s.apply(PlayCard(0, "tesser.holy_armour#1", "h0"))  # 3 shields on her board
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit1"]  # the attack on Tesser: 2 damage
    events = s.apply(PlayCard(0, "tesser.shield_of_faith#1", ""))
    assert kinds(events, "dc.tesser_faith") == [{"target": "h1", "amount": 3}]
    assert st.heroes[1].res["faith"] == [1, 3]
    settle(s, 1)
    p = st.heroes[1]
    before = p.vigor
    set_hand(st, 1, list(p.hand)[:1])
    st.forced = AMBUSH_ACTIVE + ["hit2", "hit2"]  # 4 damage on Pharanor, 3 blocked by Faith
    events = s.apply(Pass(1))
    hit = kinds(events, "dc.hit")
    assert hit and hit[0]["target"] == "h1" and hit[0]["damage"] == 4 - 3
    assert kinds(events, "dc.shield_used") == [{"target": "h1", "card": "", "amount": 3}]
    assert "faith" not in p.res
    assert p.vigor == before - 1


def test_dc_hero_tes_hierophant_shield_of_faith_ends_at_her_next_turn():
    """L969 "until your next turn": shields of Faith not used by then are gone."""
    s = session(["tesser", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.hierophant")
    set_hand(st, 0, ["tesser.holy_armour#1", "tesser.shield_of_faith#1"])
    s.apply(PlayCard(0, "tesser.holy_armour#1", "h0"))
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit1"]
    s.apply(PlayCard(0, "tesser.shield_of_faith#1", ""))
    settle(s, 1)
    set_hand(st, 1, list(st.heroes[1].hand)[:1])
    st.forced = ["corrupted", "hit2", "hit1", "hit1"]  # ambush: the next hero (Tesser) is attacked
    s.apply(Pass(1))
    assert st.heroes[1].res.get("faith") == [1, 3]
    settle(s, 0)
    assert "faith" not in st.heroes[1].res


def test_dc_hero_tes_hierophant_mass_healing_reacts_to_her_heal_card():
    """L970: after her heal card, Mass Healing is played at no cost: every ally receives its value."""
    s = session(["tesser", "kandra", "pharanor"], ["bicudo"], seed=4)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.hierophant")
    set_hand(st, 0, ["tesser.heal_wounds#1", "tesser.mass_healing#1", "tesser.divine_aid#1"])
    st.heroes[0].vigor = 2
    st.heroes[1].vigor = 3
    st.heroes[2].vigor = 1
    s.apply(PlayCard(0, "tesser.heal_wounds#1", "h0"))
    assert st.pending is not None and st.pending["name"] == "tesser_mass_healing"
    assert ("tesser_mass_healing", "tesser.mass_healing#1") in classes(st)
    assert st.actions_left == 1
    s.apply(ClassAction(0, "tesser_mass_healing", "tesser.mass_healing#1"))
    assert [h.vigor for h in st.heroes] == [5, 6, 4]  # Tesser by the card; each ally +3
    assert st.heroes[0].reaction_used and "tesser.mass_healing#1" in st.heroes[0].discard
    assert st.actions_left == 1 and st.pending is None


def test_dc_hero_tes_hierophant_mass_healing_may_be_declined():
    s = session(["tesser", "kandra"], ["bicudo"], seed=4)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.hierophant")
    set_hand(st, 0, ["tesser.heal_wounds#1", "tesser.mass_healing#1", "tesser.divine_aid#1"])
    st.heroes[1].vigor = 3
    s.apply(PlayCard(0, "tesser.heal_wounds#1", "h0"))
    s.apply(ClassAction(0, "tesser_mass_skip", ""))
    assert st.heroes[1].vigor == 3 and "tesser.mass_healing#1" in st.heroes[0].hand


def test_dc_hero_tes_reaper_heal_card_wounds_an_enemy_and_her_allies_pay():
    """L973: Heal Wounds (3) becomes 3 wounds on the enemy; her allies suffer 3 together."""
    s = session(["tesser", "kandra", "pharanor"], ["lich_acolyte", "bicudo"], seed=5)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.reaper")
    set_hand(st, 0, ["tesser.heal_wounds#1", "tesser.divine_aid#1"])
    assert ("tesser_reap", "tesser.heal_wounds#1") in classes(st)
    assert ("tesser_reap", "tesser.divine_aid#1") not in classes(st)  # not a heal card
    k, p = st.heroes[1].vigor, st.heroes[2].vigor
    s.apply(ClassAction(0, "tesser_reap", "tesser.heal_wounds#1"))
    assert classes(st) == {("tesser_reap_at", "c0"), ("tesser_reap_at", "c1")}
    events = s.apply(ClassAction(0, "tesser_reap_at", "c0"))
    assert st.creatures[0].vigor == 10 - 3
    assert kinds(events, "dc.tesser_reaped")[0]["amount"] == 3
    assert (k - st.heroes[1].vigor) + (p - st.heroes[2].vigor) == 3
    assert st.heroes[0].vigor == st.heroes[0].max_vigor  # Tesser herself does not pay
    assert "tesser.heal_wounds#1" in st.heroes[0].discard and st.actions_left == 1


def test_dc_hero_tes_reaper_spectral_shroud_spreads_the_killing_blow():
    """L975: the damage that defeated the marked target hits the other enemies."""
    s = session(["tesser", "kandra"], ["bicudo", "lich_acolyte"], seed=6)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.reaper")
    set_hand(st, 0, ["tesser.spectral_shroud#1", "tesser.blade_barrier#1", "tesser.divine_aid#1"])
    s.apply(PlayCard(0, "tesser.spectral_shroud#1", "c0"))
    assert st.heroes[0].res["shroud"] == 1
    st.creatures[0].vigor = 2
    st.forced = ["hit2", "hit1"]  # Blade Barrier: 2 dice = 3 physical damage, the blow of 3 wounds
    s.apply(PlayCard(0, "tesser.blade_barrier#1", "c0"))
    events = s.apply(next(a for a in legal_actions(st) if getattr(a, "target", "") == "h0"))
    assert st.creatures[0].defeated
    assert st.creatures[1].vigor == 10 - 3
    assert "shroud" not in st.heroes[0].res
    assert kinds(events, "dc.tesser_shroud_burst") == [{"target": "c0", "amount": 3}]


def test_dc_hero_tes_reaper_word_of_command_defeats_at_six_or_less():
    """L976: 4 dice on a target at full Vigor; with 6 Vigor or less left it is defeated outright."""
    s = session(["tesser", "kandra"], ["lich_acolyte"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.reaper")
    set_hand(st, 0, ["tesser.word_of_command_exhaustion#1", "tesser.divine_aid#1"])
    st.forced = ["hit1", "hit1", "hit1", "hit1"]  # 4 damage: 10 -> 6
    events = s.apply(PlayCard(0, "tesser.word_of_command_exhaustion#1", "c0"))
    assert len(kinds(events, "dc.attack")[0]["dice"]) == 4
    assert kinds(events, "dc.tesser_word") == [{"target": "c0"}]
    assert st.creatures[0].defeated


def test_dc_hero_tes_reaper_word_of_command_rolls_five_below_max_and_spares_above_six():
    s = session(["tesser", "kandra"], ["ruin_colossus"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.reaper")
    set_hand(st, 0, ["tesser.word_of_command_exhaustion#1", "tesser.divine_aid#1"])
    st.creatures[0].vigor = 13  # below its 14
    st.forced = ["hit2", "hit1", "corrupted", "corrupted", "corrupted"]  # 3 damage - 3 shields
    events = s.apply(PlayCard(0, "tesser.word_of_command_exhaustion#1", "c0"))
    assert len(kinds(events, "dc.attack")[0]["dice"]) == 5
    assert not st.creatures[0].defeated and st.creatures[0].vigor == 13


def test_dc_hero_tes_prestige_random_bots_keep_the_invariants():
    """50 random-bot combats with each subclass granted at the start: invariants after every action."""
    for sub in ("hierophant", "reaper"):
        random_combats("tesser", sub, 50)


def test_dc_hero_tes_hierophant_passive_stays_through_exhaustion_and_lost_levels():
    """DC-LVL-03 (L354): Specialization abilities are not affected by buying or losing levels."""
    s = session(["tesser", "pharanor"], ["bicudo"], seed=9)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.hierophant")
    h = st.heroes[0]
    h.level = 1
    from game.desconfronto import damage

    damage.wound(st, "h0", h.vigor, "direct")
    assert h.exhausted and h.level == 0 and h.subclass == "tesser.hierophant"
    h.exhausted, h.vigor = "", 5
    assert kinds(conditions.apply(st, "h0", "corruption"), "dc.immune")
