"""The balance bot plays fair: its lookahead never reads or consumes the game's own random stream."""

from game.ai.bots import GreedyBot
from game.fortress import GAME
from game.fortress.balance import play


def test_greedy_lookahead_leaves_the_game_and_its_rng_untouched():
    setup = GAME.normalize_setup({"players": 2, "adversary": "randall_dos_ventos"})
    state = GAME.new_game(setup, 5)
    before = GAME.to_json(state)
    bot = GreedyBot(1)  # the balance runs' player
    for _ in range(3):
        action = bot.choose(GAME, state)
        assert action in GAME.legal_actions(state)
        assert GAME.to_json(state) == before  # the real deck order was never drawn from


def test_a_balance_game_reaches_an_outcome():
    result, rounds, reason = play(GAME.normalize_setup({"players": 1, "adversary": "goggh"}), 3)
    assert result in ("won", "lost") and rounds >= 1 and reason.startswith("fortress.end.")
