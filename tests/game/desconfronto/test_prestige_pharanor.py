"""Pharanor's Specializations (DC-HERO-PHA prestige rows, L839-852): Arcanist and Necromancer.

The prestige rows of the inventory carry no numbers: the tests are named ``dc_hero_pha_<subclass>``.
"""

from __future__ import annotations

from game.desconfronto import conditions, damage, prestige
from game.desconfronto.actions import ChooseTarget, ClassAction, PlayCard
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions
from game.desconfronto.slots import slot_targets

from .helpers import session, set_hand, stack_creature_deck
from .heroes.prestige_b_helpers import random_combats

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: the Active Hero, a normal attack


def classes(st):
    return {(a.name, a.target) for a in legal_actions(st) if isinstance(a, ClassAction)}


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def settle(s, seat):
    """Answer the Creature Phase's questions plainly (decline reactions, take hits) until ``seat`` acts."""
    st = s.state
    while not (st.phase == "hero" and st.active_hero == seat and st.pending is None):
        acts = legal_actions(st)
        pick = next((a for a in acts if type(a).__name__ in ("Decline", "TakeHit")), acts[0])
        s.apply(pick)


def test_dc_hero_pha_prestige_content_both_paths_two_signatures_each():
    subs = {s.id: s for s in HEROES["pharanor"].subclasses}
    assert {s: (d.path, d.cards) for s, d in subs.items()} == {
        "pharanor.arcanist": ("purification", ("pharanor.arcane_aura", "pharanor.elemental_aura")),
        "pharanor.necromancer": ("corruption", ("pharanor.curse_rot", "pharanor.curse_pestilence")),
    }


def test_dc_hero_pha_arcanist_unlocks_wind_and_thunder():
    """L843, AMB-45: before Arcanist Fire, Ice, Poison; after it Wind and Thunder too."""
    s = session(["pharanor", "tesser"], ["bicudo"])
    st = s.state
    assert slot_targets(st, 0, "element", ["c0"]) == ["fire", "ice", "poison"]
    prestige.grant_subclass(st, 0, "pharanor.arcanist")
    assert slot_targets(st, 0, "element", ["c0"]) == ["fire", "ice", "poison", "wind", "thunder"]


def test_dc_hero_pha_arcanist_discard_enchants_the_next_attack():
    """L843: discard 1 card (free) to give his next attack card one more condition."""
    s = session(["pharanor", "tesser"], ["lich_acolyte"], seed=2)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.arcanist")
    set_hand(st, 0, ["pharanor.arcane_discharge#1", "pharanor.clairvoyance#1"])
    assert ("pharanor_enchant_thunder", "pharanor.clairvoyance#1") in classes(st)
    s.apply(ClassAction(0, "pharanor_enchant_ice", "pharanor.clairvoyance#1"))
    h = st.heroes[0]
    assert "pharanor.clairvoyance#1" in h.discard and st.actions_left == 2
    assert not any(n.startswith("pharanor_enchant") for n, _ in classes(st))  # one at a time
    st.forced = ["hit1", "hit1", "hit1"]
    events = s.apply(PlayCard(0, "pharanor.arcane_discharge#1", "c0"))
    assert {"target": "c0", "cond": "ice", "count": 1} in kinds(events, "dc.condition")
    assert st.creatures[0].cond.get("ice") and st.creatures[0].vigor == 10 - 3


def test_dc_hero_pha_arcanist_arcane_aura_turns_an_ally_attack_magical():
    """L845: discard 1 card; the ally's attack deals its dice count as magical damage (shields ignored)."""
    s = session(["pharanor", "tesser"], ["ruin_sentinel"], seed=3)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.arcanist")
    set_hand(st, 0, ["pharanor.arcane_aura#1", "pharanor.clairvoyance#1", "pharanor.speed#1"])
    s.apply(PlayCard(0, "pharanor.arcane_aura#1", ""))
    assert st.heroes[0].active == ["pharanor.arcane_aura#1"]
    s.apply(ClassAction(0, "pharanor_arcane_charge", "h1"))
    s.apply(ClassAction(0, "pharanor_arcane_discard", "pharanor.clairvoyance#1"))
    assert st.heroes[0].res["pharanor_arcane"] == 2
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = AMBUSH_ACTIVE + ["corrupted"] * 3
    s.apply(PlayCard(0, "pharanor.speed#1", ""))
    while st.active_hero == 0 and st.phase == "hero":
        s.apply(next(a for a in legal_actions(st) if type(a).__name__ == "Pass"))
    st.forced = []
    settle(s, 1)
    set_hand(st, 1, ["tesser.blade_barrier#1", "tesser.divine_aid#1"])
    events = s.apply(PlayCard(1, "tesser.blade_barrier#1", "c0"))
    if st.pending is not None and st.pending["kind"] == "target":  # the shield's slot (1 hero: asked none)
        events += s.apply(ChooseTarget(1, "h1"))
    assert kinds(events, "dc.pharanor_arcane") == [{"target": "c0", "amount": 2}]
    assert kinds(events, "dc.attack")[0]["dice"] == []
    assert st.creatures[0].vigor == 8 - 2  # its 2 shields did not count
    assert "pharanor_arcane" not in st.heroes[0].res


def test_dc_hero_pha_arcanist_elemental_aura_spreads_after_two_elements():
    """L846: after 2 elemental conditions, his next elemental card reaches every other target."""
    s = session(["pharanor", "tesser"], ["lich_acolyte", "bicudo", "mossling"], seed=4)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.arcanist")
    cards = ["pharanor.elemental_aura#1", "pharanor.speed#1", "pharanor.toxic_mist#1"]
    set_hand(st, 0, [*cards, "pharanor.flaming_hands#1", "pharanor.ice_blast#1"])
    st.heroes[0].active.append("pharanor.elemental_aura#1")
    st.heroes[0].hand.remove("pharanor.elemental_aura#1")
    s.apply(PlayCard(0, "pharanor.speed#1", ""))  # 3 actions left
    st.forced = ["corrupted"] * 4
    s.apply(PlayCard(0, "pharanor.toxic_mist#1", "c1"))
    s.apply(PlayCard(0, "pharanor.flaming_hands#1", "c1"))
    assert st.heroes[0].res["pharanor_ea"] == -1  # charged
    assert "ice" not in st.creatures[2].cond
    events = s.apply(PlayCard(0, "pharanor.ice_blast#1", "c2"))
    assert kinds(events, "dc.pharanor_aura_burst") == [{"hero": 0}]
    assert st.creatures[0].cond.get("ice") == 2  # the other enemies got the Ice too
    assert "pharanor_ea" not in st.heroes[0].res


def test_dc_hero_pha_necromancer_essence_skeleton_attack_and_guard():
    """L849: a target defeated in his turn gives an essence; 1 action raises a skeleton; attack/defend."""
    s = session(["pharanor", "tesser"], ["bicudo", "lich_acolyte"], seed=5)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.necromancer")
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.arcane_discharge#1", "pharanor.speed#1"])
    st.creatures[0].vigor = 1
    st.forced = ["hit1", "hit1", "hit1"]
    events = s.apply(PlayCard(0, "pharanor.arcane_discharge#1", "c0"))
    assert kinds(events, "dc.pharanor_essence") == [{"hero": 0, "target": "c0"}]
    assert ("pharanor_raise", "") in classes(st)
    s.apply(ClassAction(0, "pharanor_raise", ""))
    assert h.res["skeleton"] == 1 and "pharanor_essence" not in h.res
    assert st.actions_left == 0 or st.phase != "hero" or st.active_hero != 0


def test_dc_hero_pha_necromancer_skeleton_attacks_and_defends():
    s = session(["pharanor", "tesser"], ["lich_acolyte"], seed=6)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.necromancer")
    h = st.heroes[0]
    h.res["skeleton"] = 2
    set_hand(st, 0, ["pharanor.speed#1"])
    st.forced = ["hit2", "hit2"]
    events = s.apply(ClassAction(0, "pharanor_skeleton_attack", "c0"))
    assert kinds(events, "dc.skeleton_attack") == [{"hero": 0, "target": "c0"}]
    assert st.creatures[0].vigor == 10 - 4 and st.actions_left == 1
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit2"] * 3
    events = s.apply(ClassAction(0, "pharanor_skeleton_guard", ""))
    assert kinds(events, "dc.skeleton_blocked") == [{"hero": 0}]
    assert h.vigor == h.max_vigor and h.res["skeleton"] == 1 and "skeleton_guard" not in h.res


def test_dc_hero_pha_necromancer_curse_rot_keeps_bleeding_through_healing():
    """L851: while the mark stands, its Bleeding lasts: healing no longer removes it."""
    s = session(["pharanor", "tesser"], ["lich_acolyte", "bicudo"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.necromancer")
    set_hand(st, 0, ["pharanor.curse_rot#1", "pharanor.curse_pestilence#1", "pharanor.speed#1"])
    s.apply(PlayCard(0, "pharanor.curse_rot#1", "c1"))
    cr = st.creatures[1]
    assert cr.cond["bleeding"] == 1 and st.heroes[0].active == ["pharanor.curse_rot#1"]
    cr.vigor = 3
    damage.heal(st, "c1", 2)
    assert cr.cond["bleeding"] == 1 and cr.vigor == 5
    st.creatures[0].cond["bleeding"] = 1
    damage.heal(st, "c0", 1)  # an unmarked creature: healing removes Bleeding as usual
    assert "bleeding" not in st.creatures[0].cond


def test_dc_hero_pha_necromancer_curse_pestilence_adds_one_to_poison():
    """L852: each Poison tick on the mark deals 1 extra; a new curse replaces the old one."""
    s = session(["pharanor", "tesser"], ["bicudo", "mossling"], seed=8)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.necromancer")
    set_hand(st, 0, ["pharanor.curse_rot#1", "pharanor.curse_pestilence#1", "pharanor.speed#1"])
    s.apply(PlayCard(0, "pharanor.curse_rot#1", "c0"))
    s.apply(PlayCard(0, "pharanor.speed#1", ""))
    s.apply(PlayCard(0, "pharanor.curse_pestilence#1", "c1"))
    assert st.heroes[0].active == ["pharanor.curse_pestilence#1"]  # 1 curse at a time
    assert "pharanor.curse_rot#1" in st.heroes[0].discard
    mark = st.creatures[1]
    assert mark.cond["poison"] == 3
    before = mark.vigor
    conditions.start_of_turn(st, "c1")
    assert mark.vigor == before - 2
    st.creatures[0].cond.clear()
    st.creatures[0].cond["poison"] = 3
    conditions.start_of_turn(st, "c0")
    assert st.creatures[0].vigor == 6 - 1  # not the mark: 1 as usual


def test_dc_hero_pha_prestige_random_bots_keep_the_invariants():
    """50 random-bot combats with each subclass granted at the start: invariants after every action."""
    for sub in ("arcanist", "necromancer"):
        random_combats("pharanor", sub, 50)
