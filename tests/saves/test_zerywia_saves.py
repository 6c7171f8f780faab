"""A Zerywia game saved mid-play through the app's store loads verified, at the same state, and
plays on; undo stops at every roll and draw (issue 9: saves and undo barriers, as for the others)."""

from __future__ import annotations

from game.ai.bots import RandomBot
from game.core.registry import allow_hidden_saves, get_game
from game.core.session import Session
from saves import SaveStore


def test_a_zerywia_game_saves_and_loads_at_the_same_state(tmp_path):
    game = get_game("zerywia")
    allow_hidden_saves("zerywia")
    try:
        session = Session.new(game, {"heroes": ["svara", "goryv"]}, 12)
        bot = RandomBot(12)
        for _ in range(150):
            if session.is_over() is not None:
                break
            session.apply(bot.choose_for(session))
        store = SaveStore(tmp_path)
        store.save(session, slot="path")
        loaded = store.load(tmp_path / "path.json")
        assert loaded.session.state_hash() == session.state_hash()
        assert loaded.session.legal_actions() == session.legal_actions()
    finally:
        allow_hidden_saves("zerywia", False)


def test_undo_never_reaches_back_past_a_roll_or_a_draw():
    game = get_game("zerywia")
    session = Session.new(game, {"heroes": ["goryv"]}, 4)
    bot = RandomBot(4)
    revealed = 0
    for _ in range(300):
        if session.is_over() is not None:
            break
        events = session.apply(bot.choose_for(session))
        if any(e.reveals for e in events):
            revealed += 1
            assert not session.can_undo
    assert revealed > 10
