"""desConfronto's figure flashes show the Vigor an event says was lost or gained (issue 8: events
carry results), not the Vigor total: Invigorate back to 5 from 2 flashes +3."""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto import GAME
from scenes.boards.desconfronto_anim import beats_for


def _flash(event):
    state = GAME.new_game(GAME.default_setup(), 1)
    (beat,) = beats_for(state, [event])
    return beat.data


def test_invigorated_flashes_the_vigor_gained_not_the_vigor_after():
    assert _flash(Event("dc.invigorated", {"target": "h0", "amount": 3, "vigor": 5})) == {
        "ref": "h0",
        "text": "+3",
        "good": True,
    }


def test_wounds_and_heals_flash_their_amounts():
    assert (
        _flash(Event("dc.wounded", {"target": "c0", "amount": 2, "kind": "physical", "vigor": 4}))["text"]
        == "-2"
    )
    assert _flash(Event("dc.healed", {"target": "h0", "amount": 1, "vigor": 6}))["text"] == "+1"
