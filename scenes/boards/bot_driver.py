"""Seats played by bots: they act by themselves, one action per animation beat."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action


def rivals_table(state: Any) -> bool:
    """Whether the seats play against one another (desConfronto's Coliseum): a bot there is a rival
    and decides from its own seat's view with the ``RIVAL`` audience (the others' hands hidden)."""
    return getattr(state, "coliseum", None) is not None


def decider(game: Any, state: Any) -> int | None:
    """The seat that must act now: the pending choice's owner, else the current player (the game's
    own ``decider``, which need not list the pending choice's answers: boards ask it every frame)."""
    return game.decider(state)


class BotDriver:
    def __init__(self, bots: dict[str, str] | None, seed: int) -> None:
        from game.ai.bots import make_bot

        self.kinds = {int(seat): kind for seat, kind in (bots or {}).items()}
        # Each seat's bot gets its own stream: bots never touch the game's dice.
        self.bots = {seat: make_bot(kind, seed * 31 + seat) for seat, kind in self.kinds.items()}
        self.timer = 0.0

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat in self.bots

    def to_move(self, session: Any) -> int | None:
        """The bot seat that must act now, or None (human to act, or game over)."""
        if session.is_over() is not None:
            return None
        seat = decider(session.game, session.state)
        return seat if self.is_bot(seat) else None

    def update(self, session: Any, dt: float, delay: float) -> Action | None:
        """The bot's next action once ``delay`` seconds have passed on its turn."""
        seat = self.to_move(session)
        if seat is None:
            self.timer = 0.0
            return None
        self.timer += dt
        if self.timer < delay:
            return None
        self.timer = 0.0
        # Only this seat's own moves: the legal list may also hold other seats' off-turn actions
        # (a human General's discard effects), which a bot must never take (issue 7).
        from game.ai.bots import seat_legal

        if not seat_legal(session.game, session.state, seat):
            return None
        bot = self.bots[seat]
        if rivals_table(session.state) and hasattr(bot, "audience"):
            from game.core.view import RIVAL

            bot.audience = RIVAL  # it samples the others' hands instead of reading them
        return bot.choose_for(session, seat)
