"""The Session lists the legal actions once per decision (issue 8) and checks ``apply`` against that
list: exactly as against a fresh one (typed fields, other seats' actions, hostile values)."""

from __future__ import annotations

import pytest

from game.ai.bots import RandomBot
from game.core.actions import Action, IllegalAction
from game.core.registry import get_game
from game.core.session import Session
from tests.games.tiny import Draw, EndTurn, Play


class _Counting:
    def __init__(self, game, monkeypatch):
        self.calls = 0
        real = game.legal_actions

        def legal_actions(state):
            self.calls += 1
            return real(state)

        monkeypatch.setattr(game, "legal_actions", legal_actions)


@pytest.mark.parametrize("name", ["tiny", "desconfronto", "fortress"])
def test_a_bot_decision_through_the_session_lists_the_actions_once(name, monkeypatch):
    game = get_game(name)
    session = Session.new(game, game.default_setup(), 5)
    counter = _Counting(game, monkeypatch)
    bot = RandomBot(5)
    decisions = 0
    while session.is_over() is None and decisions < 300:
        session.apply(bot.choose_for(session))
        decisions += 1
    # one list per decision (made while checking for a forced answer), reused by the bot and the check
    assert counter.calls <= len(session.actions) + 1


def test_apply_after_legal_actions_does_not_list_them_again(monkeypatch):
    game = get_game("tiny")
    session = Session.new(game, {"players": 2}, 3)
    legal = session.legal_actions()
    counter = _Counting(game, monkeypatch)
    session.apply(next(a for a in legal if isinstance(a, Draw)))
    assert counter.calls <= 1  # only the forced-answer check after the action, not the legality check


def test_the_kept_list_refuses_what_a_fresh_check_refuses():
    game = get_game("tiny")
    session = Session.new(game, {"players": 2}, 3)
    for bad in (Draw(True), Draw(0.0), Draw(1), Play(0, "t99"), EndTurn(player=[0]), "draw", Action(0)):
        session.legal_actions()  # the list is kept for the check
        with pytest.raises(IllegalAction):
            session.apply(bad)
    assert session.actions == []


def test_an_action_missing_from_a_partial_list_is_judged_afresh_not_refused():
    """One seat's list kept for the check (``seat_legal``) must not refuse another legal action."""
    game = get_game("fortress")
    session = Session.new(game, {"players": 2}, 2)
    other = 1 - game.current_player(session.state)
    session.seat_legal(other)
    mine = [a for a in game.legal_actions(session.state) if a.player != other]
    session.apply(mine[0])
    assert session.actions[-1] == mine[0] or mine[0] in session.actions


def test_listing_is_always_fresh_after_an_edit_in_place():
    game = get_game("tiny")
    session = Session.new(game, {"players": 2}, 2)
    session.apply(Draw(0))
    session.state.hands[0] = []
    assert not any(isinstance(a, Play) for a in session.legal_actions())
