"""``Game.clone`` (undo's turn-start copy and the greedy bot's lookahead): an independent copy that
plays on exactly as the original, shares no mutable part with it, and with ``reseed`` rolls from
its own stream."""

from __future__ import annotations

import pytest

from game.ai.bots import RandomBot
from game.ai.fuzz import game_setup
from game.core.copying import shared_mutables, tree_copy
from game.core.registry import all_games, get_game
from game.core.rng import Rng
from game.core.session import Session

GAMES = [g.name for g in all_games(include_hidden=True)]
READ_ONLY = {"state.setup", "state.options"}  # shared on purpose: never changed during play


def _positions(name: str, seeds=range(1, 5), every: int = 7, steps: int = 200):
    game = get_game(name)
    for seed in seeds:
        session = Session.new(game, game_setup(game, seed), seed)
        bot = RandomBot(seed)
        for i in range(steps):
            if session.is_over() is not None:
                break
            if i % every == 0:
                yield game, session.state, seed
            session.apply(bot.choose(game, session.state))


@pytest.mark.parametrize("name", GAMES)
def test_clone_equals_the_state_and_shares_no_mutable_part(name):
    for game, state, _ in _positions(name):
        copy = game.clone(state)
        assert game.to_json(copy) == game.to_json(state)
        assert set(shared_mutables(state, copy)) <= READ_ONLY


@pytest.mark.parametrize("name", GAMES)
def test_a_clone_plays_on_exactly_as_the_original(name):
    for game, state, seed in _positions(name, every=11):
        copy = game.clone(state)
        original = game.from_json(game.to_json(state))
        a, b = RandomBot(seed), RandomBot(seed)
        for _ in range(30):
            if game.is_over(original) is not None:
                break
            game.apply(original, a.choose(game, original))
            game.apply(copy, b.choose(game, copy))
        assert game.to_json(copy) == game.to_json(original)


@pytest.mark.parametrize("name", GAMES)
def test_changing_a_clone_leaves_the_state_untouched(name):
    for game, state, seed in _positions(name, every=13):
        before = game.to_json(state)
        copy = game.clone(state)
        bot = RandomBot(seed)
        for _ in range(20):
            if game.is_over(copy) is not None:
                break
            game.apply(copy, bot.choose(game, copy))
        assert game.to_json(state) == before


@pytest.mark.parametrize("name", GAMES)
def test_reseed_gives_the_copy_its_own_stream_and_changes_nothing_else(name):
    for game, state, _ in _positions(name, every=17):
        copy = game.clone(state, reseed=12345)
        assert copy.rng == Rng(12345) and state.rng != copy.rng
        copy.rng = state.rng
        assert game.to_json(copy) == game.to_json(state)


def test_tree_copy_copies_containers_and_shares_immutables():
    nested = {"a": [1, [2, 3]], "b": ("x", 1), "c": {"d": {"e": [4]}}}
    copy = tree_copy(nested)
    assert copy == nested and copy is not nested
    assert copy["a"][1] is not nested["a"][1] and copy["c"]["d"]["e"] is not nested["c"]["d"]["e"]
    assert copy["b"] is nested["b"]
    with pytest.raises(TypeError):
        tree_copy(object())
