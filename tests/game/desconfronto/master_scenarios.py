"""Named scenarios of the Corruption Master's events (test_event_decl.py): a combat dealt, a card
played and its replacement drawn (DC-CM-03), the dice credited to the Master (DC-CM-02)."""

from __future__ import annotations

from game.core.session import Session
from game.desconfronto import GAME, combats
from game.desconfronto.actions import Pass
from game.desconfronto.master_actions import MasterPlay


def scenario_master():
    s = Session.new(GAME, {"mode": "skirmish", "players": 4, "creatures": ["bicudo"], "master": True}, 4)
    events = list(s.apply(Pass(0)))
    events += s.apply(MasterPlay(4, s.state.master.hand[0]))
    events += combats.start_combat(s.state, ["froggo"], 1)
    return events


MASTER_SCENARIOS = (scenario_master,)
