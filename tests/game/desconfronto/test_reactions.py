"""Reaction windows with a choice, and per-die advantage (DC-CMB-14, DC-HERO-FIL, DC-HERO-ART-03)."""

from __future__ import annotations

from game.desconfronto import GAME
from game.desconfronto.actions import ClassAction, Decline, Pass, PlayCard, React, TakeHit, UseShield
from game.desconfronto.dice import roll_attack

from .helpers import session, set_hand, stack_creature_deck


def test_dominate_target_sends_the_attack_to_a_chosen_hero_who_defends_it():
    """DC-HERO-FIL Dominate Target: the reaction window asks for the new target; an ally shields it."""
    s = session(["tesser", "fildon", "pharanor"], ["bicudo"], seed=13)
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["fildon.dominate_target#1", "fildon.song_of_fire#1"])
    set_hand(st, 2, ["pharanor.flaming_hands#1"])
    st.heroes[2].shields.append(["tesser.holy_armour#1", 3])
    st.heroes[0].draw.cards.remove("tesser.holy_armour#1")
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit1"]  # the Active Hero (Tesser), normal: 3 damage
    s.apply(Pass(0))
    s.apply(React(1, "fildon.dominate_target#1"))
    options = {a.target for a in GAME.legal_actions(st)}
    assert options == {"h1", "h2", "c0"}  # anyone but the attacked hero
    s.apply(ClassAction(1, "fildon_dominate", "h2"))
    assert st.pending == {"kind": "shields", "player": 2}  # Pharanor now defends it as his own
    s.apply(UseShield(2, "tesser.holy_armour#1"))
    assert st.heroes[2].vigor == 6 and st.heroes[0].vigor == 8
    assert "tesser.holy_armour#1" in st.heroes[0].discard  # back to its owner's discard (DC-CMB-25)


def test_reaction_window_can_still_be_declined():
    s = session(["tesser", "fildon"], ["bicudo"], seed=13)
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["fildon.dominate_target#1"])
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit1"]
    s.apply(Pass(0))
    s.apply(Decline(1))
    assert st.heroes[0].vigor == 8 - 3


def test_per_die_advantage_boosts_only_that_many_dice_dc_hero_art_03():
    """'Advantage on 1 attack die': a pair kept better for one die, the others rolled plain."""
    s = session(["artan"], ["bicudo"])
    st = s.state
    st.forced = ["corrupted", "hit2", "corrupted", "corrupted"]
    total, dice = roll_attack(st, 3, adv_dice=1)
    assert [d["rolled"] for d in dice] == [["corrupted", "hit2"], ["corrupted"], ["corrupted"]]
    assert total == 2
    st.forced = ["hit1", "corrupted", "hit1"]  # with disadvantage, the boosted die is rolled plain
    total, dice = roll_attack(st, 1, mode=-1, adv_dice=1)
    assert [d["rolled"] for d in dice] == [["hit1"]]


def test_vengeance_boon_grants_one_advantaged_die_per_ability_dc_hero_art_03():
    from .heroes.test_artan import aura

    s = session(["artan"], ["bicudo"], seed=7)
    st = s.state
    h = st.heroes[0]
    h.abilities = ["artan.vengeance_edge", "artan.vengeance_fury"]
    set_hand(st, 0, ["artan.fear#1", "artan.sentinel#1"])
    aura(s, "ven")
    assert h.res["boons"]["0"] == [2, 0]
    st.forced = ["corrupted", "hit1", "corrupted", "hit2"]  # both dice of Fear have advantage
    events = s.apply(PlayCard(0, "artan.fear#1", "c0"))
    attack = next(e for e in events if e.kind == "dc.attack")
    assert [d["kept"] for d in attack.data["dice"]] == ["hit1", "hit2"]
    assert "0" not in h.res.get("boons", {})


def test_take_hit_after_redirect_lands_on_the_new_hero():
    s = session(["tesser", "fildon"], ["bicudo"], seed=13)
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["fildon.dominate_target#1"])
    st.heroes[1].shields.append(["tesser.holy_armour#1", 3])
    st.heroes[0].draw.cards.remove("tesser.holy_armour#1")
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit1"]
    s.apply(Pass(0))
    s.apply(React(1, "fildon.dominate_target#1"))
    s.apply(ClassAction(1, "fildon_dominate", "h1"))
    before = st.heroes[1].vigor
    s.apply(TakeHit(1))
    assert st.heroes[1].vigor == before - 3 and st.heroes[0].vigor == 8


def test_reaction_abilities_see_who_is_attacked_dc_cmb_14():
    """The hero_attacked window is computed once ``state.attack`` exists: Tesser's Guardian is offered
    for an attack on an ally and not for one on herself."""
    s = session(["tesser", "pharanor"], ["bicudo"], seed=8, abilities={"tesser": ["guardian"]})
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["pharanor.flaming_hands#1"])
    stack_creature_deck(st, "ambush", "hesitant_strike")
    st.forced = ["hit1", "hit2", "hit1", "hit1"]  # the Active Hero (Tesser herself)
    s.apply(Pass(0))
    assert st.pending is None or st.pending["kind"] != "react"  # no Guardian on her own attack
    assert st.active_hero == 1 and st.phase == "hero"
    st.forced = ["hit1", "hit2", "hit1", "hit1"]  # the Active Hero (Pharanor, her ally)
    s.apply(Pass(1))
    assert st.pending == {"kind": "react", "player": 0, "trigger": "hero_attacked"}
    assert ClassAction(0, "guardian", "h1") in GAME.legal_actions(st)


def test_dominate_target_may_send_the_attack_to_nina_dc_hero_gel_02():
    """Nina "counts as an ally": Dominate Target may pick her; she takes the rolled damage."""
    s = session(["tesser", "fildon", "gelien"], ["bicudo"], seed=13)
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["fildon.dominate_target#1"])
    set_hand(st, 2, ["gelien.ice_arrow#1"])
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit1"]  # the Active Hero (Tesser), 3 damage
    s.apply(Pass(0))
    s.apply(React(1, "fildon.dominate_target#1"))
    assert ClassAction(1, "fildon_dominate", "n2") in GAME.legal_actions(st)
    s.apply(ClassAction(1, "fildon_dominate", "n2"))
    assert st.heroes[2].res["nina"] == 4 - 3 and st.heroes[0].vigor == 8
