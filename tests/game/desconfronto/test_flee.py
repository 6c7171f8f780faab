"""Flee from Combat (DC-CMB-37, L343): proposed by the Active Hero, agreed by every other player, paid
from the group's fragments; the combat ends without spoils and nobody loses a level."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.core.i18n import set_language, t
from game.desconfronto import GAME
from game.desconfronto.actions import Decline, Flee, Pass

from .helpers import session


def test_dc_cmb_37_the_active_hero_may_flee_and_the_combat_ends_without_spoils():
    s = session(["pharanor", "tesser"], ["bicudo"], seed=7)
    st = s.state
    st.heroes[1].exhausted, st.heroes[1].vigor = "wounds", 0
    level = st.heroes[0].level
    assert Flee(0) in GAME.legal_actions(st) and Flee(1) not in GAME.legal_actions(st)
    s.apply(Flee(0))  # proposed: Tesser's player is asked (a seat acts only for itself)
    assert st.pending["kind"] == "flee" and GAME.legal_actions(st) == [Flee(1), Decline(1)]
    events = s.apply(Flee(1))
    assert [e.kind for e in events][:3] == ["dc.flee_agreed", "dc.flight", "dc.escaped"]
    assert st.phase == "over" and st.outcome == {"result": "escaped"} and st.fragments == 0
    out = GAME.is_over(st)
    assert out.result == "escaped" and out.winners == () and out.reason == "dc.outcome.escaped"
    assert st.heroes[1].exhausted == "" and st.heroes[0].level == level  # a hero down gets up (AMB-26)


def test_dc_cmb_37_fleeing_pays_the_fast_travel_cost_from_the_group_pool():
    """AMB-24: the cost is paid in fragments from the group pool; too few fragments, no flight."""
    s = session(["pharanor", "tesser"], ["bicudo"], seed=7, flee_cost=3)
    st = s.state
    assert st.setup["flee_cost"] == 3
    st.fragments = 2
    assert Flee(0) not in GAME.legal_actions(st)
    with pytest.raises(IllegalAction, match="3"):
        GAME.apply(st, Flee(0))
    st.fragments = 5
    assert Flee(0) in GAME.legal_actions(st)
    s.apply(Flee(0))
    s.apply(Flee(1))
    assert st.fragments == 2 and st.outcome == {"result": "escaped"}


def test_dc_cmb_37_no_flight_while_a_choice_is_pending_or_outside_the_hero_phase():
    s = session(["pharanor", "tesser"], ["bicudo"], seed=7)
    st = s.state
    st.forced = ["purified"] * 12
    s.apply(Pass(0))
    while st.phase == "creature" and st.pending is not None:
        assert Flee(st.pending["player"]) not in GAME.legal_actions(st)
        s.apply(GAME.legal_actions(st)[-1])
    assert st.active_hero == 1 and Flee(1) in GAME.legal_actions(st)


def test_dc_cmb_37_flee_texts_in_both_languages():
    s = session(["pharanor"], ["bicudo"], seed=7)
    try:
        for lang in ("en", "pt_BR"):
            set_language(lang)
            text = GAME.describe_action(s.state, Flee(0))
            assert text and "dc." not in text
            assert "dc." not in t("dc.outcome.escaped") and "{" not in t("event.dc.flight", hero="X", cost=0)
    finally:
        set_language("en")


def test_dc_cmb_37_one_refusal_and_the_hero_phase_goes_on():
    s = session(["pharanor", "tesser", "kandra"], ["bicudo"], seed=7)
    st = s.state
    s.apply(Flee(0))
    s.apply(Flee(1))
    assert st.pending == {"kind": "flee", "player": 2, "left": [], "by": 0}
    s.apply(Decline(2))
    assert st.pending is None and st.phase == "hero" and st.active_hero == 0 and st.actions_left == 2
    assert st.outcome is None and Flee(0) not in GAME.legal_actions(st)  # not again this turn
    with pytest.raises(IllegalAction, match="refused"):
        GAME.apply(st, Flee(0))
    st.forced = ["purified"] * 12
    s.apply(Pass(0))
    while st.phase == "creature" and st.pending is not None:
        s.apply(GAME.legal_actions(st)[-1])
    assert st.active_hero == 1 and Flee(1) in GAME.legal_actions(st)  # a new turn: it may be proposed
    assert GAME.describe_action(st, Flee(0)) == "Flee from Combat"


def test_dc_cmb_37_solo_flees_at_once():
    s = session(["pharanor"], ["bicudo"], seed=7)
    s.apply(Flee(0))
    assert s.state.outcome == {"result": "escaped"}
