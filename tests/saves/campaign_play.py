"""Campaign sessions for the save tests: started, played by a greedy bot, a combat lost by passing."""

from __future__ import annotations

from typing import Any

from game.ai.bots import BOTS
from game.core.session import Session
from game.desconfronto import GAME


def campaign(seed: int = 3, heroes: tuple[str, ...] = ("artan",), **extra: Any) -> Session:
    setup: dict[str, Any] = {"mode": "campaign", "players": len(heroes), "heroes": list(heroes), **extra}
    return Session.new(GAME, setup, seed)


def lose_combat(s: Session) -> None:
    """The heroes only pass until the combat is lost (real moves: the log replays to it)."""
    fought = len(s.state.run.history)
    for _ in range(500):
        if len(s.state.run.history) > fought or s.is_over() is not None:
            return
        legal = s.legal_actions()
        pick = next((a for a in legal if type(a).__name__ == "Pass"), None)
        s.apply(pick or next((a for a in legal if "Flee" not in type(a).__name__), legal[0]))
    raise AssertionError("the combat did not end")


def play(s: Session, actions: int, bot_seed: int = 1) -> Session:
    bot = BOTS["greedy"](bot_seed)
    for _ in range(actions):
        if s.is_over() is not None:
            break
        s.apply(bot.choose(GAME, s.state))
    return s
