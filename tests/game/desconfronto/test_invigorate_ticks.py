"""Invigorate on Exhaustion from condition damage (DC-EXH-07, rulebook L952: "when a target suffers
damage that brings it to Exhaustion"; wounds are damage, DC-CMB-18)."""

from __future__ import annotations

from game.desconfronto import GAME
from game.desconfronto.actions import Decline, Pass, React

from .helpers import session, set_hand, snapshot, stack_creature_deck


def fire_on_pharanor():
    s = session(["tesser", "pharanor"], ["bicudo"], seed=4)
    st = s.state
    set_hand(st, 0, ["tesser.invigorate#1", "tesser.heal_wounds#1"])
    set_hand(st, 1, ["pharanor.flaming_hands#1"])
    st.heroes[1].vigor = 3
    st.heroes[1].level = 1
    st.heroes[1].cond["fire"] = 2  # 3 wounds at the start of his turn: Exhaustion
    stack_creature_deck(st, "hesitant_strike")
    st.forced = ["hit1", "hit2", "purified", "purified"]  # Tesser attacked, both dice fail
    return s


def test_dc_exh_07_invigorate_saves_from_a_fire_tick():
    """Rules: DC-CMB-18."""
    s = fire_on_pharanor()
    st = s.state
    s.apply(Pass(0))
    assert st.pending["trigger"] == "would_exhaust" and st.pending["player"] == 0
    assert st.heroes[1].vigor == 3 and st.heroes[1].cond["fire"] == 2  # the window opens before the tick
    s.apply(React(0, "tesser.invigorate#1"))
    h = st.heroes[1]
    assert not h.exhausted and h.vigor == 5 and h.level == 1  # no Exhaustion, no level lost
    assert "fire" not in h.cond
    assert st.phase == "hero" and st.active_hero == 1 and st.actions_left == 2


def test_dc_exh_07_declined_tick_exhausts():
    s = fire_on_pharanor()
    st = s.state
    s.apply(Pass(0))
    s.apply(Decline(0))
    assert st.heroes[1].exhausted == "wounds" and st.heroes[1].level == 0


def test_tick_window_survives_a_save_and_refuses_other_answers():
    s = fire_on_pharanor()
    st = s.state
    s.apply(Pass(0))
    back = GAME.from_json(GAME.to_json(st))
    assert back.pending == st.pending
    before = snapshot(st)
    assert React(0, "tesser.heal_wounds#1") not in GAME.legal_actions(st)
    assert snapshot(st) == before


def test_no_window_when_the_ticks_do_not_exhaust():
    s = fire_on_pharanor()
    st = s.state
    st.heroes[1].vigor = 4
    s.apply(Pass(0))
    assert st.pending is None and st.heroes[1].vigor == 1


def test_dc_exh_07_invigorate_saves_from_the_ice_wound_after_an_action():
    """DC-COND-03: Ice wounds after each action; at 1 Vigor that wound would Exhaust."""
    from game.desconfronto.actions import DrawCard

    s = session(["pharanor", "tesser"], ["bicudo"], seed=4)
    st = s.state
    set_hand(st, 0, ["pharanor.flaming_hands#1"])
    set_hand(st, 1, ["tesser.invigorate#1", "tesser.heal_wounds#1"])
    st.heroes[0].vigor = 1
    st.heroes[0].cond["ice"] = 2
    s.apply(DrawCard(0))
    assert st.pending["trigger"] == "would_exhaust" and st.pending["player"] == 1
    s.apply(React(1, "tesser.invigorate#1"))
    h = st.heroes[0]
    assert not h.exhausted and h.vigor == 5 and st.pending is None
    assert st.phase == "hero" and st.actions_left == 1  # his turn goes on
