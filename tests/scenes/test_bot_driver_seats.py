"""Issue 7: the board's bot driver plays only its own seat, never the human General's cards."""

from game.core.registry import get_game
from game.core.session import Session
from scenes.boards.bot_driver import BotDriver, decider


def test_bot_driver_never_plays_the_human_generals_off_turn_effects():
    """Seed 777, 2 Generals, Kryssa switched to the bot: every move it makes is Kryssa's, through
    her whole game (before issue 7 it used Wargosh's Xamã das Raízes and other discard effects)."""
    game = get_game("fortress")
    from game.ai.bots import RandomBot

    s = Session.new(game, {"players": 2}, 777)
    driver = BotDriver({"1": "random"}, 777)
    human = RandomBot(4)
    for _ in range(3000):
        if s.is_over() is not None:
            break
        if decider(game, s.state) == 0:
            s.apply(human.choose(game, s.state, 0))
            continue
        action = driver.update(s, 1.0, 0.0)
        assert action is not None and action.player == 1, action
        s.apply(action)
    assert s.is_over() is not None
