"""``Game.decider``: each game's shortcut names the same seat as the protocol's definition (the
pending choice's owner, else the current player) without listing the pending choice's answers —
boards ask it many times a frame (the frame bench, issue 10)."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import Game
from game.core.registry import get_game
from game.core.session import Session

SETUPS = [
    ("desconfronto", {"mode": "coliseum", "players": 4, "heroes": ["artan", "kandra", "marzak", "tesser"], "beasts": True}),
    ("desconfronto", {"mode": "hunt", "players": 2}),
    ("desconfronto", {"mode": "boss", "players": 2}),
    ("fortress", {"players": 2}),
    ("zerywia", {"heroes": ["goryv", "svara"]}),
]


@pytest.mark.parametrize(("name", "setup"), SETUPS, ids=[f"{n}-{s.get('mode', 'base')}" for n, s in SETUPS])
def test_decider_shortcut_names_the_pending_owner_else_the_current_player(name, setup):
    """DC-COL-04 (the first round's mulligan is a pending choice of every hero), HM-TURN-09 (the
    Invasion's discard window), ZW-CHAL-51 (a Group buys one die at a time, in turn): at every step
    of a seeded random game the game's own ``decider`` equals the protocol's pending-based one, and
    a pending choice is met along the way (so the shortcut is checked where it matters)."""
    game = get_game(name)
    session = Session.new(game, setup, 11)
    rng = random.Random(11)
    pendings = 0
    for _ in range(400):
        state = session.state
        expected = Game.decider(game, state)
        assert game.decider(state) == expected
        pendings += game.pending(state) is not None
        if session.is_over() is not None:
            break
        legal = session.legal_actions()
        if not legal:
            break
        session.apply(rng.choice(legal))
    assert pendings > 0
