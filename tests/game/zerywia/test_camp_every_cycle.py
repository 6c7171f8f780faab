"""The Camp Phase comes back every Cycle (ZW-CYCLE-10, L603: "You can skip any of the following
steps, although the order ... should be maintained"): the steps a hero took at the last Camp must not
bar this one's. A bug kept each hero's last Camp step across Cycles, so after Cycle 1 no hero could
restore (steps 1-4), Prepare (5), Summon (6) or Worship (7) again (issue 9: found by the balance trace)."""

from __future__ import annotations

import pytest

from game.zerywia.actions import BreakCamp, Camp, PassTime, PlaceMurk, SendToken
from game.zerywia.game import ZerywiaGame
from game.zerywia.hero import VIGOR
from tests.game.zerywia.geo_fixture import small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()
pytestmark = pytest.mark.usefixtures("small_map")


def to_camp(state):
    """Every hero passes each time of day, and Nix's Phase places or sends to the first choice."""
    while state.time != "camp" and not state.outcome:
        legal = GAME.legal_actions(state)
        pick = next((a for a in legal if isinstance(a, PassTime)), None) or next(
            a for a in legal if isinstance(a, (PlaceMurk, SendToken, BreakCamp)))
        GAME.apply(state, pick)


def test_zw_cycle_10_11_camp_restores_again_in_the_second_cycle():
    state = GAME.new_game({"heroes": ["goryv"]}, 3)
    hero = state.heroes[0]
    to_camp(state)
    assert state.cycle == 1 and Camp(0) in GAME.legal_actions(state)
    GAME.apply(state, Camp(0))
    GAME.apply(state, BreakCamp(0))
    while state.time == "camp" or state.cycle == 1:  # Nix's Phase, then into Cycle 2
        legal = GAME.legal_actions(state)
        GAME.apply(state, next((a for a in legal if isinstance(a, PassTime)), legal[0]))
    to_camp(state)
    assert state.cycle == 2 and not state.outcome
    hero.value[VIGOR] = 0  # spent in the Journey: Camp's Ability gives Vigor back
    assert Camp(0) in GAME.legal_actions(state)
    GAME.apply(state, Camp(0))
    assert hero.value[VIGOR] >= 1
