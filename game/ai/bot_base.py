"""The base every bot shares: a seat, its own random stream, and the seat's legal actions.

Apart from ``game.ai.bots`` (the bots and their registry, which re-exports these) so that a bot kept
in its own module (``game.ai.search``) builds on the base without importing the registry that lists it.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.protocol import Game, Heuristic
from game.core.rng import Rng
from game.core.session import Session

__all__ = ["Bot", "bot_options", "own_actions", "seat_legal"]


class Bot:
    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self._heuristics: dict[str, Heuristic | None] = {}  # per game (the game's own hook, asked once)

    def _heuristic(self, game: Game) -> Heuristic | None:
        """The game's evaluation (``Game.heuristic``), asked once per game."""
        if game.name not in self._heuristics:
            self._heuristics[game.name] = game.heuristic()
        return self._heuristics[game.name]

    def choose(self, game: Game, state: Any, seat: int | None = None) -> Action:
        """The bot's action for ``seat`` (the whole table when None) in ``state``."""
        return self.choose_from(game, state, bot_options(game, state, own_actions(game, state, seat), seat), seat)

    def choose_for(self, session: Session, seat: int | None = None) -> Action:
        """``choose`` on a session's state, from the session's own list: the session then checks the
        action against that same list instead of listing the legal actions a second time."""
        legal = session.seat_legal(seat)
        if not legal:
            raise ValueError("no legal action to choose from" + ("" if seat is None else f" for seat {seat}"))
        return self.choose_from(session.game, session.state, bot_options(session.game, session.state, legal, seat), seat)

    def choose_from(self, game: Game, state: Any, legal: list[Action], seat: int | None) -> Action:
        """Pick one of ``legal`` (never empty: ``seat``'s legal actions in ``state``)."""
        raise NotImplementedError


def seat_legal(game: Game, state: Any, seat: int | None) -> list[Action]:
    """The legal actions ``seat`` may take (all of them when ``seat`` is None). A game where several
    seats may act at once says which are whose in ``seat_actions`` (Heróis & Monstros); elsewhere the
    action's ``player`` names its seat."""
    if seat is None:
        return game.legal_actions(state)
    if hasattr(game, "seat_actions"):
        return game.seat_actions(state, seat)  # type: ignore[no-any-return]
    return [a for a in game.legal_actions(state) if a.player == seat]


def bot_options(game: Game, state: Any, legal: list[Action], seat: int | None) -> list[Action]:
    """The part of ``legal`` a bot may choose from: a game may hold some moves back from bots
    (``Game.bot_options``; Zerywia: a seated bot never spends another seat's Offerings, which may be
    a human's). Never empty when ``legal`` is not."""
    hook = getattr(game, "bot_options", None)
    if hook is None:
        return legal
    kept: list[Action] = hook(state, legal, seat)
    return kept or legal


def own_actions(game: Game, state: Any, seat: int | None) -> list[Action]:
    """``seat_legal``, refusing to choose from nothing."""
    legal = seat_legal(game, state, seat)
    if not legal:
        raise ValueError("no legal action to choose from" + ("" if seat is None else f" for seat {seat}"))
    return legal
