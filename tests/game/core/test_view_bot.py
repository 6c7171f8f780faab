"""A bot given only its seat's view and its legal actions plays whole games of both games (issue 8:
bots decide from ``observe(state, seat)``). The policy below never receives the state: it reads
the view (the creatures' Vigor, the Battlefield's Invaders, its own hand) and picks among the
actions ``legal_actions`` offers that seat."""

from __future__ import annotations

from typing import Any

import pytest

from game.ai.bots import seat_legal
from game.core.actions import Action
from game.core.registry import get_game
from game.core.rng import Rng
from game.core.session import Session
from game.core.view import RIVAL, View


def view_policy(view: View, legal: list[Action], rng: Rng) -> Action:
    """Greedy on what the view shows: hit the weakest creature or a beatable Invader, buy, else
    anything legal (never fleeing or proposing a draw unless nothing else is offered)."""
    common = [a for a in legal if not a.ends_play] or legal
    table = view.table
    if view.game == "desconfronto":
        vigor = {c.ref: c.vigor for c in table.creatures if not c.defeated}
        aimed = [a for a in common if getattr(a, "target", "") in vigor]
        if aimed:
            return min(aimed, key=lambda a: (vigor[a.target], type(a).__name__))  # type: ignore[attr-defined]
    else:
        for kind in ("AttackPlan", "Attack", "Buy"):
            picks = [a for a in common if type(a).__name__ == kind]
            if picks:
                return picks[rng.below(len(picks))]
    return common[rng.below(len(common))]


def play(name: str, setup: dict[str, Any], seed: int, audience: str = RIVAL) -> Session:
    game = get_game(name)
    session = Session.new(game, setup, seed)
    rng = Rng(seed)
    for _ in range(game.max_steps(setup)):
        if session.is_over() is not None:
            break
        seat = game.current_player(session.state)
        assert seat is not None
        view = game.observe(session.state, seat, audience)
        assert view.seat == seat and view.current_player == seat
        legal = seat_legal(game, session.state, seat)
        session.apply(view_policy(view, legal, rng))
    return session


@pytest.mark.parametrize("name", ["desconfronto", "fortress"])
@pytest.mark.parametrize("seed", range(4))
def test_a_bot_with_only_its_view_and_legal_actions_finishes_the_game(name: str, seed: int) -> None:
    game = get_game(name)
    many = [v for v in game.setup_variants() if v.get("players", 1) > 1]
    setup = many[seed % len(many)]
    session = play(name, setup, seed)
    assert session.is_over() is not None, "the game did not end within its step limit"
    final = game.observe(session.state, None)
    assert final.over and final.current_player is None and final.pending is None
