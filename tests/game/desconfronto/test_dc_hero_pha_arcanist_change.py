"""The Arcanist's "change the condition of one of your attacks" (DC-HERO-PHA prestige, L843).

L843: "Discard 1 card to enchant an attack with one more condition, or to change the condition of one
of your attacks." The enchantment was there; these tests cover the change: a free class action
``pharanor_change_<element>`` discards 1 card, and his next attack card that applies an element
applies the chosen one instead (``effects.swapped``).
"""

from __future__ import annotations

from game.desconfronto import prestige
from game.desconfronto.actions import ClassAction, PlayCard
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand


def classes(st):
    return {(a.name, a.target) for a in legal_actions(st) if isinstance(a, ClassAction)}


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def arcanist(hand, creatures=("lich_acolyte",), seed=2):
    s = session(["pharanor", "tesser"], list(creatures), seed=seed)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.arcanist")
    set_hand(st, 0, hand)
    return s, st


def test_dc_hero_pha_arcanist_change_turns_flaming_hands_fire_into_thunder():
    """L843: the discard changes Flaming Hands' Fire into Thunder; no Fire lands, the card costs its
    action only (the change is free), and the discarded card is in the discard pile."""
    s, st = arcanist(["pharanor.flaming_hands#1", "pharanor.clairvoyance#1"])
    assert ("pharanor_change_thunder", "pharanor.clairvoyance#1") in classes(st)
    assert ("pharanor_change_fire", "pharanor.clairvoyance#1") not in classes(st)  # Fire already
    events = s.apply(ClassAction(0, "pharanor_change_thunder", "pharanor.clairvoyance#1"))
    assert kinds(events, "dc.pharanor_change") == [{"hero": 0, "cond": "thunder"}]
    assert "pharanor.clairvoyance#1" in st.heroes[0].discard and st.actions_left == 2
    assert not any(n.startswith("pharanor_change") for n, _ in classes(st))  # one change at a time
    st.forced = ["hit1", "hit1"]
    events = s.apply(PlayCard(0, "pharanor.flaming_hands#1", "c0"))
    assert kinds(events, "dc.pharanor_changed") == [
        {"hero": 0, "card": "pharanor.flaming_hands#1", "cond": "thunder"}
    ]
    cr = st.creatures[0]
    assert cr.thunder and "fire" not in cr.cond  # Thunder's tokens are kept apart (conditions.py)
    assert "cond_swap" not in st.flags and "pharanor_change" not in st.flags


def test_dc_hero_pha_arcanist_change_waits_for_an_attack_that_applies_a_condition():
    """An attack card without a condition (Arcane Discharge) leaves the change for the next one; the
    change applies once: a second elemental attack keeps its own condition."""
    hand = ["pharanor.arcane_discharge#1", "pharanor.ice_blast#1", "pharanor.speed#1", "pharanor.toxic_mist#1"]
    s, st = arcanist(hand, creatures=("bicudo", "mossling"), seed=3)
    s.apply(PlayCard(0, "pharanor.speed#1", ""))  # 3 actions left
    s.apply(ClassAction(0, "pharanor_change_thunder", "pharanor.arcane_discharge#1"))
    st.forced = ["hit1", "hit1", "hit1", "hit1", "hit1"]
    events = s.apply(PlayCard(0, "pharanor.ice_blast#1", "c0"))
    assert kinds(events, "dc.pharanor_changed") == [{"hero": 0, "card": "pharanor.ice_blast#1", "cond": "thunder"}]
    assert st.creatures[0].thunder and "ice" not in st.creatures[0].cond
    events = s.apply(PlayCard(0, "pharanor.toxic_mist#1", "c1"))
    assert not kinds(events, "dc.pharanor_changed")
    assert "poison" in st.creatures[1].cond and not st.creatures[1].thunder

def test_dc_hero_pha_arcanist_change_not_offered_without_an_elemental_attack_or_subclass():
    """Nothing to change: no elemental attack card besides the discard; and without the subclass."""
    s, st = arcanist(["pharanor.arcane_discharge#1", "pharanor.clairvoyance#1"])
    assert not any(n.startswith("pharanor_change") for n, _ in classes(st))
    s2 = session(["pharanor", "tesser"], ["lich_acolyte"], seed=2)
    set_hand(s2.state, 0, ["pharanor.flaming_hands#1", "pharanor.clairvoyance#1"])
    assert not any(n.startswith("pharanor_change") for n, _ in classes(s2.state))


def test_dc_hero_pha_arcanist_change_and_enchant_together_on_one_attack():
    """Two discards: the card's Fire becomes Ice (change) and Poison is added (enchantment)."""
    hand = ["pharanor.flaming_hands#1", "pharanor.clairvoyance#1", "pharanor.speed#1"]
    s, st = arcanist(hand, creatures=("bicudo",), seed=4)
    s.apply(ClassAction(0, "pharanor_change_ice", "pharanor.clairvoyance#1"))
    s.apply(ClassAction(0, "pharanor_enchant_poison", "pharanor.speed#1"))
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(0, "pharanor.flaming_hands#1", "c0"))
    cond = st.creatures[0].cond
    assert cond.get("ice") and cond.get("poison") and "fire" not in cond
