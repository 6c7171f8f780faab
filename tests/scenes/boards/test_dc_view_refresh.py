"""The desConfronto boards observe the table once per change, not once per frame (refresh_view, the
frame bench of issue 10); these tests prove the kept view is never stale: an action, a state edited
and told (``Session.touch``), a replaced state or a language switch reaches the next frame."""

from __future__ import annotations

from tests.scenes.boards.test_desconfronto_board import open_dc


def frame(harness) -> None:
    harness.advance(1)
    harness.app.render()


def test_an_unchanged_table_keeps_its_view_between_frames(harness):
    """DC-GEN-05 (the table every seat sees): two frames with no change draw the same view object."""
    board = open_dc(harness, 2)
    frame(harness)
    view = board.view
    frame(harness)
    assert board.view is view


def test_a_touched_state_is_observed_again_in_the_next_frame(harness):
    """DC-COND-02: a Fire token put on a creature and the session told shows in the next frame's view."""
    board = open_dc(harness, 2)
    frame(harness)
    assert board.view.table.creatures[0].cond.get("fire", 0) == 0
    board.session.state.creatures[0].cond["fire"] = 2
    board.session.touch()
    frame(harness)
    assert board.view.table.creatures[0].cond.get("fire") == 2


def test_an_applied_action_is_observed_again_in_the_next_frame(harness):
    """An action through the session (a hero's Pass, DC-CMB turn order) moves the view on."""
    board = open_dc(harness, 2)
    frame(harness)
    before = board.view
    changes = board.session.changes
    assert board.apply_action(board.session.legal_actions()[-1]) is not None
    assert board.session.changes > changes
    frame(harness)
    assert board.view is not before


def test_a_replaced_state_is_observed_in_the_next_frame(harness):
    """A state set on the session (the replay viewer's way) is the one drawn next."""
    board = open_dc(harness, 2)
    frame(harness)
    clone = board.game.clone(board.session.state)
    clone.creatures[0].cond["poison"] = 1
    board.session.state = clone
    frame(harness)
    assert board.view.table.creatures[0].cond.get("poison") == 1


def test_a_language_switch_rewords_the_view_in_the_next_frame(harness):
    """The view's prompt words are the language of the moment: switching to Brazilian Portuguese
    rebuilds the kept view (its stamp names the language)."""
    board = open_dc(harness, 2)
    frame(harness)
    stamp = board._view_stamp
    harness.app.set_language("pt_BR")
    board = harness.top
    frame(harness)
    assert board._view_stamp is not None and board._view_stamp[2] == "pt_BR" and board._view_stamp != stamp
