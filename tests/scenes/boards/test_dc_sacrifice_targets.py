"""A card dropped on the Sacrifice zone with several creatures to strike (DC-CMB: Sacrifice, a basic
attack of 1 die): the board lights those creatures and the keyboard's ring reaches the same ones,
each sent by a click (one answer, ``selected_targets``, for both)."""

from __future__ import annotations

from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto.actions import Sacrifice
from scenes.menu import open_board

SETUP = {"mode": "skirmish", "players": 2, "heroes": ["artan", "kandra"], "tiers": [1, 1, 2, 3]}


def test_sacrifice_mode_lights_the_creatures_and_the_ring_reaches_them(harness):
    s = Session.new(get_game("desconfronto"), SETUP, 5)
    harness.push(open_board(harness.app, s, {"bots": {}}))
    board = harness.top
    harness.advance(60)
    card = board.drag.cards[0].card_id
    aims = {a.target for a in board.legal if isinstance(a, Sacrifice) and a.card == card}
    assert len(aims) > 1  # several creatures: the drop asks for one
    board.try_drop(card, "sacrifice")
    harness.advance(5)
    assert board.mode == "sacrifice" and set(board.selected_targets()) == aims
    ring = [tg for tg in harness.app.focus.targets() if tg.group == "target"]
    assert {tg.key for tg in ring} == aims and all(tg.drag_from is None for tg in ring)
