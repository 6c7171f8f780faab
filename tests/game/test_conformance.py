"""Conformance run for every registered game (DESIGN test layer 3).

Seeded random playouts: legal actions exist unless the game is over, every
legal action round-trips through JSON, the state's JSON round trip holds at
every step, an illegal action changes nothing, and replaying the log from the
seed reproduces the state.
"""

import pytest

from game.ai.bots import RandomBot
from game.core.actions import Action, IllegalAction
from game.core.registry import all_games
from game.core.session import Session

GAMES = all_games(include_hidden=True)


class NotAMove(Action):
    """An action class no game knows."""


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_playout_conforms(game, seed):
    variants = game.setup_variants() or [game.default_setup()]
    session = Session.new(game, variants[seed % len(variants)], seed)
    bot = RandomBot(seed)
    limit = game.max_steps(session.setup)
    for _ in range(limit):
        if session.is_over() is not None:
            break
        legal = session.legal_actions()
        assert legal, "no legal action although the game is not over"
        for action in legal:
            assert game.action_from_json(game.action_to_json(action)) == action
        snapshot = game.to_json(session.state)
        assert game.to_json(game.from_json(snapshot)) == snapshot
        with pytest.raises(IllegalAction):
            session.apply(NotAMove(player=legal[0].player))
        assert game.to_json(session.state) == snapshot
        session.apply(legal[bot.rng.below(len(legal))])
    assert session.is_over() is not None, f"did not end within {limit} steps"
    replayed = Session.replay(game, session.setup, seed, session.actions)
    assert replayed.state_hash() == session.state_hash()


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_setup_fields_defaults_make_a_valid_game(game):
    setup = {f.key: f.default for f in game.setup_fields()}
    state = game.new_game(game.normalize_setup(setup), 5)
    assert game.legal_actions(state)
    assert game.title_key and len(game.seats(state)) >= 1


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_every_legal_action_has_a_label(game):
    state = game.new_game(game.normalize_setup(game.default_setup()), 9)
    for action in game.legal_actions(state):
        label = game.describe_action(state, action)
        assert isinstance(label, str) and label.strip()
