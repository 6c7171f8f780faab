"""The kernel's default ``Game.observe`` (issue 8, per-seat views): a game that declares no view of
its own still gives one that names whose turn it is and what the pending choice is about, and
nothing of its state (the tiny example game keeps its hands and deck out of it)."""

from __future__ import annotations

import json

import pytest

from game.core.registry import get_game
from game.core.view import RIVAL, SEAT, TABLE, check_audience, plain, strings
from tests.games.tiny import Discard, Draw

GAME = get_game("tiny")


def test_default_view_says_whose_turn_and_nothing_of_the_cards() -> None:
    state = GAME.new_game({"players": 2}, 4)
    GAME.apply(state, Draw(0))
    view = GAME.observe(state, None)
    assert (view.game, view.seat, view.audience, view.current_player, view.over) == (
        "tiny",
        None,
        TABLE,
        0,
        False,
    )
    assert view.pending is None and view.table is None
    every_card = set(state.deck) | {c for hand in state.hands for c in hand}
    assert every_card and not strings(view) & every_card
    json.dumps(plain(view))


def test_default_view_describes_a_pending_choice_without_its_options() -> None:
    state = GAME.new_game({"players": 2}, 4)
    state.hands[0] = ["t1", "t2"]
    state.must_discard = True
    view = GAME.observe(state, 0, RIVAL)
    assert view.pending is not None and view.pending.player == 0 and dict(view.pending.data) == {}
    assert not strings(view) & {"t1", "t2"}
    assert GAME.legal_actions(state) == [Discard(0, "t1"), Discard(0, "t2")]  # the answers stay there


def test_audiences_are_checked() -> None:
    assert check_audience(None, None) == TABLE and check_audience(1, None) == SEAT
    with pytest.raises(ValueError):
        check_audience(None, RIVAL)  # a rival view names its seat
    with pytest.raises(ValueError):
        check_audience(0, TABLE)
    with pytest.raises(ValueError):
        check_audience(0, "everyone")
