"""Fildon's Grand Finale spent as a reaction (DC-HERO-FIL-04): in a creature attack's window the
Sonata changes a die already rolled (Resonant: Sword <-> Failure; Dissonant: 2 Swords <->
critical), and the Requiem acts on the attacker or the attacked hero."""

from __future__ import annotations

from game.desconfronto.actions import ClassAction, Decline, Pass
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand, stack_creature_deck

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: block 1 -> the Active Hero, block 2 -> a normal attack


def window(chord: str, dice: list[str]):
    s = session(["fildon"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["fildon.song_of_knowledge#1"])
    st.heroes[0].res["chords"] = {"c0": chord}
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + dice
    vigor = st.heroes[0].vigor
    s.apply(Pass(0))
    assert st.pending == {"kind": "react", "player": 0, "trigger": "hero_attacked"}
    return s, vigor


def test_sonata_dissonant_turns_two_swords_into_a_critical_dc_hero_fil_04_tree1_3():
    s, vigor = window("DD", ["hit2", "hit1"])  # bicudo rolls 2 + 1 = 3
    st = s.state
    assert legal_actions(st) == [
        ClassAction(0, "fildon_sonata_crit", "c0"),
        ClassAction(0, "fildon_stun", "c0"),
        Decline(0),
    ]
    st.forced = ["hit1"]  # the critical's explosion die
    events = s.apply(ClassAction(0, "fildon_sonata_crit", "c0"))
    change = next(e for e in events if e.kind == "dc.fildon_sonata_die")
    assert change.reveals and change.data["was"] == "hit2" and change.data["damage"] == 1 + 1 + 1
    assert st.heroes[0].vigor == vigor - 3  # (his reaction came back with his new turn)
    assert "c0" not in st.heroes[0].res["chords"]


def test_sonata_dissonant_turns_a_critical_into_two_swords_dropping_its_explosion_dc_hero_fil_04():
    s, vigor = window("DD", ["corrupted", "hit1", "hit2"])  # critical 1 (+ explosion 2) + 1 = 4
    st = s.state
    assert ClassAction(0, "fildon_sonata_two", "c0") in legal_actions(st)
    s.apply(ClassAction(0, "fildon_sonata_two", "c0"))
    assert st.heroes[0].vigor == vigor - (2 + 1)


def test_sonata_resonant_turns_a_sword_into_a_failure_dc_hero_fil_04_tree1_1():
    s, vigor = window("RR", ["hit1", "hit2"])  # 3 damage
    st = s.state
    assert ClassAction(0, "fildon_sonata_up", "c0") not in legal_actions(st)  # no Failure rolled
    s.apply(ClassAction(0, "fildon_sonata_down", "c0"))
    assert st.heroes[0].vigor == vigor - 2


def test_requiem_dissonant_stuns_the_attacker_as_a_reaction_dc_hero_fil_04_tree2_3():
    s, vigor = window("DD", ["hit1", "hit1"])
    st = s.state
    s.apply(ClassAction(0, "fildon_stun", "c0"))
    assert st.creatures[0].cond.get("stunned") and st.heroes[0].vigor == vigor - 2


def test_no_window_without_a_token_on_the_fight_dc_hero_fil_04():
    s = session(["fildon"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["fildon.song_of_knowledge#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit1"]
    vigor = st.heroes[0].vigor
    s.apply(Pass(0))
    assert st.heroes[0].vigor == vigor - 2 and not (st.pending and st.pending["kind"] == "react")


def test_fildon_reaction_playouts_keep_every_invariant_dc_hero_fil_04():
    from .test_kandra import max_level_playouts

    max_level_playouts(["fildon"], range(25))
    max_level_playouts(["fildon", "tesser", "gelien"], range(25))


def test_sonata_mixed_rolls_a_die_again_with_disadvantage_dc_hero_fil_04_tree1_2():
    """RD on the attacker: one die of its roll again, the worse kept (creature ranks, AMB-04)."""
    s, vigor = window("RD", ["hit2", "hit1"])  # 3 damage
    st = s.state
    acts = [a for a in legal_actions(st) if isinstance(a, ClassAction)]
    assert acts == [
        ClassAction(0, "fildon_sonata_better_hit2", "c0"),
        ClassAction(0, "fildon_sonata_worse_hit2", "c0"),
        ClassAction(0, "fildon_sonata_better_hit1", "c0"),
        ClassAction(0, "fildon_sonata_worse_hit1", "c0"),
    ]
    st.forced = ["purified"]  # a creature's Failure: the worse of (2 Swords, Failure)
    events = s.apply(ClassAction(0, "fildon_sonata_worse_hit2", "c0"))
    change = next(e.data for e in events if e.kind == "dc.fildon_sonata_die")
    assert change["was"] == "hit2" and change["now"] == "purified" and change["damage"] == 1
    assert change["dice"][0]["rolled"] == ["hit2", "purified"]
    assert st.heroes[0].vigor == vigor - 1
