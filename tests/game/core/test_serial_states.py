"""Both games' states survive ``to_json``/``from_json`` anywhere random play takes them (property).

A round trip must give back the same JSON, the same ``state_hash``, and a state that plays on
exactly like the original: the same legal actions and, after the same moves, the same hash again.
"""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.bots import make_bot
from game.ai.fuzz import game_setup
from game.core import serial
from game.core.protocol import state_hash
from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto.state import CombatState

GAMES = ("desconfronto", "fortress")


@settings(max_examples=60)
@given(
    name=st.sampled_from(GAMES),
    seed=st.integers(min_value=0, max_value=2**32),
    moves=st.integers(min_value=0, max_value=150),
)
def test_round_trip_of_any_reached_state_is_exact_and_hash_stable(name, seed, moves):
    game = get_game(name)
    session = Session.new(game, game_setup(game, seed), seed)
    bot = make_bot("random", seed ^ 0x5EED)
    for step in range(moves):
        if game.is_over(session.state) is not None:
            break
        session.apply(bot.choose(game, session.state))
        if step % 10 == 0:
            data = game.to_json(session.state)
            assert game.to_json(game.from_json(data)) == data
    data = game.to_json(session.state)
    from_file = json.loads(json.dumps(data))  # what a save file gives back
    copy = game.from_json(from_file)
    assert game.to_json(copy) == data
    assert game.state_hash(copy) == game.state_hash(session.state) == state_hash(from_file)
    assert game.legal_actions(copy) == game.legal_actions(session.state)
    # The copy plays on exactly like the original (the same dice: its Rng came through too).
    original, twin = session.state, copy
    for _ in range(5):
        if game.is_over(original) is not None:
            break
        action = bot.choose(game, original)
        game.apply(original, action)
        game.apply(twin, action)
        assert game.state_hash(twin) == game.state_hash(original)


def test_desconfronto_test_only_forced_dice_are_never_saved():
    game = get_game("desconfronto")
    state = game.new_game(game.default_setup(), 4)
    state.forced = ["hit2", "miss"]
    data = game.to_json(state)
    assert "forced" not in data and "forced" not in serial.saved_fields(CombatState)
    assert game.from_json(data).forced == []


def test_both_games_save_every_declared_field_at_their_format():
    for name in GAMES:
        game = get_game(name)
        state = game.new_game(game.default_setup(), 1)
        data = game.to_json(state)
        assert data["version"] == game.format_version >= 2  # desConfronto 3 since the run layer
        assert list(data)[1:] == serial.saved_fields(type(state))


def test_every_format_step_is_registered():
    from game.desconfronto import formats as dc
    from game.fortress import formats as hm

    assert (
        dc.MIGRATIONS.missing_steps() == []
        and dc.MIGRATIONS.current == get_game("desconfronto").format_version
    )
    assert (
        hm.MIGRATIONS.missing_steps() == [] and hm.MIGRATIONS.current == get_game("fortress").format_version
    )
