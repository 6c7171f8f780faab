"""Named scenarios emitting the events of event_marks.py (the Arcanist's change, L843), for
test_event_decl's check that every declared kind is emitted and matches its declaration."""

from __future__ import annotations

from game.core.actions import Event
from game.core.events import check_event
from game.desconfronto import GAME, prestige
from game.desconfronto.actions import ClassAction, PlayCard

from .helpers import session, set_hand


def scenario_arcanist_change() -> list[Event]:
    s = session(["pharanor", "tesser"], ["bicudo"], seed=2)
    st = s.state
    out = prestige.grant_subclass(st, 0, "pharanor.arcanist")
    set_hand(st, 0, ["pharanor.flaming_hands#1", "pharanor.clairvoyance#1"])
    out += s.apply(ClassAction(0, "pharanor_change_ice", "pharanor.clairvoyance#1"))  # pharanor_change
    st.forced = ["hit1", "hit1"]
    out += s.apply(PlayCard(0, "pharanor.flaming_hands#1", "c0"))  # pharanor_changed
    specs = GAME.event_specs()
    assert [p for e in out for p in check_event(specs, e)] == []
    return out


MARKS_SCENARIOS = (scenario_arcanist_change,)
