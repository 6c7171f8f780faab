"""Marzak's Specializations (DC-HERO-MAR prestige rows, L779-792): Archdruid and Wild Fire.

The prestige rows of the inventory carry no numbers: the tests are named ``dc_hero_mar_<subclass>``.
"""

from __future__ import annotations

from game.desconfronto import prestige
from game.desconfronto.actions import ClassAction, Pass, PlayCard, React
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck
from .heroes.prestige_b_helpers import random_combats

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: the Active Hero, a normal attack


def classes(st):
    return {(a.name, a.target) for a in legal_actions(st) if isinstance(a, ClassAction)}


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def test_dc_hero_mar_prestige_content_both_paths_two_signatures_each():
    subs = {s.id: s for s in HEROES["marzak"].subclasses}
    assert {s: (d.path, d.cards) for s, d in subs.items()} == {
        "marzak.archdruid": ("purification", ("marzak.petals_of_aliel", "marzak.protective_bulb")),
        "marzak.wild_fire": ("corruption", ("marzak.rise_of_the_phoenix", "marzak.ember_feathers")),
    }


def test_dc_hero_mar_archdruid_one_action_two_cards_two_treants():
    """L783: as an action, discard up to 2 cards to summon up to 2 treants, one per target."""
    s = session(["marzak", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.archdruid")
    h = st.heroes[0]
    set_hand(st, 0, ["marzak.solar_ray#1", "marzak.lightning#1", "marzak.lunar_ray#1"])
    assert {("marzak_treant", "h0"), ("marzak_treant", "h1")} <= classes(st)
    s.apply(ClassAction(0, "marzak_treant", "h1"))
    s.apply(ClassAction(0, "marzak_treant_card", "marzak.solar_ray#1"))
    assert classes(st) == {("marzak_treant_more", "h0"), ("marzak_treant_more", "")}
    s.apply(ClassAction(0, "marzak_treant_more", "h0"))
    events = s.apply(ClassAction(0, "marzak_treant_card", "marzak.lightning#1"))
    assert kinds(events, "dc.marzak_treant")[0]["target"] == "h0"
    assert h.res["marzak_treants"] == [0, 1] and st.actions_left == 1
    assert h.hand == ["marzak.lunar_ray#1"] and "marzak.lightning#1" in h.discard


def test_dc_hero_mar_archdruid_treant_heals_or_blocks():
    """A treant heals its hero 2 (1 action), or blocks 2 damage of the next attack on it (authored)."""
    s = session(["marzak", "pharanor"], ["bicudo"], seed=3)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.archdruid")
    h = st.heroes[0]
    h.res["marzak_treants"] = [0, 1]
    st.heroes[1].vigor = 2
    set_hand(st, 0, ["marzak.solar_ray#1"])
    s.apply(ClassAction(0, "marzak_treant_heal", "h1"))
    assert st.heroes[1].vigor == 4 and h.res["marzak_treants"] == [0] and st.actions_left == 1
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit2", "hit1"]  # 3 damage on Marzak, 2 blocked by her treant
    events = s.apply(Pass(0))
    assert kinds(events, "dc.marzak_treant_block") == [{"target": "h0", "amount": 2}]
    assert h.vigor == h.max_vigor - 1 and "marzak_treants" not in h.res


def test_dc_hero_mar_archdruid_petals_of_aliel_heal_three_or_three_swords():
    """L785: every hero with a treant consumes it: heal 3, or +3 swords on 1 attack."""
    s = session(["marzak", "pharanor"], ["lich_acolyte"], seed=4)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.archdruid")
    h = st.heroes[0]
    h.res["marzak_treants"] = [0, 1]
    st.heroes[1].vigor = 2
    set_hand(st, 0, ["marzak.petals_of_aliel#1", "marzak.solar_ray#1"])
    s.apply(PlayCard(0, "marzak.petals_of_aliel#1", ""))
    assert st.heroes[1].vigor == 5 and "marzak_treants" not in h.res
    assert h.res["marzak_petals"] == [0]
    st.forced = ["hit1", "hit1"]
    events = s.apply(PlayCard(0, "marzak.solar_ray#1", "c0"))
    assert kinds(events, "dc.attack")[0]["damage"] == 2 + 3
    assert "marzak_petals" not in h.res


def test_dc_hero_mar_archdruid_protective_bulb_shields_and_treant_bonus():
    """L786: 1 shield on each hero; one with a treant gets 1 more and heals 2."""
    s = session(["marzak", "pharanor", "tesser"], ["lich_acolyte"], seed=5)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.archdruid")
    h = st.heroes[0]
    h.res["marzak_treants"] = [1]
    st.heroes[1].vigor = 2
    st.heroes[2].vigor = 2
    set_hand(st, 0, ["marzak.protective_bulb#1", "marzak.solar_ray#1"])
    s.apply(PlayCard(0, "marzak.protective_bulb#1", ""))
    assert h.res["marzak_bears"] == [1, 2, 1]
    assert st.heroes[1].vigor == 4 and st.heroes[2].vigor == 2


def test_dc_hero_mar_wild_fire_kindle_a_spirit_that_attacks_with_fire():
    """L789: consume a target's Fire (1 action) for an ember spirit; the spirit attacks (1 action)."""
    s = session(["marzak", "pharanor"], ["lich_acolyte", "bicudo"], seed=6)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.wild_fire")
    h = st.heroes[0]
    set_hand(st, 0, ["marzak.solar_ray#1"])
    assert not any(n == "marzak_kindle" for n, _ in classes(st))  # no Fire anywhere yet
    st.creatures[1].cond["fire"] = 2
    assert ("marzak_kindle", "c1") in classes(st)
    s.apply(ClassAction(0, "marzak_kindle", "c1"))
    assert "fire" not in st.creatures[1].cond and h.res["spirit"] == 1 and st.actions_left == 1
    st.forced = ["hit2", "hit2"]
    stack_creature_deck(st, "ambush")
    events = s.apply(ClassAction(0, "marzak_spirit_attack", "c0"))
    assert kinds(events, "dc.spirit_attack") == [{"hero": 0, "target": "c0"}]
    assert st.creatures[0].vigor == 10 - 4
    assert {"target": "c0", "cond": "fire", "count": 1} in kinds(events, "dc.condition")


def test_dc_hero_mar_wild_fire_spirit_guard_and_ember_feathers():
    """L789 a spirit defends her; L792 Ember Feathers: whoever attacks her suffers 1 Fire."""
    s = session(["marzak", "pharanor"], ["bicudo"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.wild_fire")
    h = st.heroes[0]
    h.res["spirit"] = 1
    set_hand(st, 0, ["marzak.ember_feathers#1", "marzak.solar_ray#1"])
    s.apply(PlayCard(0, "marzak.ember_feathers#1", ""))
    assert h.active == ["marzak.ember_feathers#1"]
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit2", "hit2"]
    s.apply(ClassAction(0, "marzak_spirit_guard", ""))
    assert h.res["spirit_guard"] == 1
    events = s.apply(Pass(0))  # her phase stays open for a form switch after the last action (L737)
    assert kinds(events, "dc.spirit_blocked") == [{"hero": 0}]
    assert {"target": "c0", "cond": "fire", "count": 1} in kinds(events, "dc.condition")
    assert h.vigor == h.max_vigor and "spirit" not in h.res


def test_dc_hero_mar_wild_fire_rise_of_the_phoenix_saves_an_ally():
    """L791: an ally's fatal damage: not Exhausted, no level lost, 1 Vigor; Fire on every enemy."""
    s = session(["pharanor", "marzak"], ["bicudo", "mossling"], seed=8)
    st = s.state
    prestige.grant_subclass(st, 1, "marzak.wild_fire")
    p = st.heroes[0]
    p.vigor, p.level = 2, 1
    set_hand(st, 1, ["marzak.rise_of_the_phoenix#1"])
    set_hand(st, 0, ["pharanor.speed#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit2", "hit2"]  # 4 damage: fatal
    s.apply(Pass(0))
    assert React(1, "marzak.rise_of_the_phoenix#1") in legal_actions(st)
    events = s.apply(React(1, "marzak.rise_of_the_phoenix#1"))
    assert not p.exhausted and p.vigor == 1 and p.level == 1
    assert kinds(events, "dc.marzak_phoenix") == [{"target": "h0"}]
    assert all(cr.cond.get("fire") for cr in st.creatures)


def test_dc_hero_mar_wild_fire_rise_of_the_phoenix_is_not_for_herself():
    """L791 "an ally" (L99: not Marzak herself)."""
    s = session(["marzak", "pharanor"], ["bicudo"], seed=8)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.wild_fire")
    st.heroes[0].vigor = 2
    set_hand(st, 0, ["marzak.rise_of_the_phoenix#1", "marzak.solar_ray#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit2", "hit2"]
    s.apply(Pass(0))
    assert st.heroes[0].exhausted
    assert "marzak.rise_of_the_phoenix#1" in st.heroes[0].hand


def test_dc_hero_mar_prestige_random_bots_keep_the_invariants():
    """50 random-bot combats with each subclass granted at the start: invariants after every action."""
    for sub in ("archdruid", "wild_fire"):
        random_combats("marzak", sub, 50)
