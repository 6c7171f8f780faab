"""The Flee button of the desConfronto board (DC-CMB-37, L343): real clicks propose it and agree to it."""

from __future__ import annotations

from game.core.registry import get_game
from game.core.session import Session


def test_dc_cmb_37_flee_button_ends_the_combat_without_spoils(harness):
    from scenes.menu import open_board

    setup = {"players": 2, "heroes": ["pharanor", "tesser"], "tiers": [1, 1, 2, 3]}
    session = Session.new(get_game("desconfronto"), setup, 7)
    harness.push(open_board(harness.app, session, {}))
    harness.advance(2)
    board = harness.top
    btn = harness.find_button("dc.flee")
    assert btn.is_enabled and btn.text == "Flee"
    assert "fragment" in (btn.tool_tip_text or "")
    harness.click(harness.button_centre("dc.flee"))
    harness.advance(5)
    assert session.state.pending["kind"] == "flee"  # Tesser's player is asked (hot seat: hand-off first)
    if board.handoff is not None:
        board.hand_over()
        harness.advance(2)
    assert not harness.find_button("dc.flee").is_enabled  # the vote is answered in the choice panel
    labels = {b.text: k for k, b in board.buttons.items() if k.startswith("choice:")}
    assert "Refuse: stay and fight" in labels
    harness.click_button(labels["Agree: flee from combat"])
    harness.advance(5)
    assert session.state.outcome == {"result": "escaped"}
    assert board.session.state.phase == "over"


def test_dc_cmb_37_flee_button_is_disabled_when_the_pool_cannot_pay(harness):
    from scenes.menu import open_board

    setup = {"players": 1, "heroes": ["pharanor"], "tiers": [1, 1, 2, 3], "flee_cost": 2}
    session = Session.new(get_game("desconfronto"), setup, 7)
    harness.push(open_board(harness.app, session, {}))
    harness.advance(2)
    assert not harness.find_button("dc.flee").is_enabled
