"""The kernel every game stands on: rng, dice, piles, actions, events, protocol, registry, content.

The names below are imported on first use (PEP 562): ``game.core.i18n``, which the main menu needs
before anything else, then loads without the whole kernel (protocol, flow, views, events)."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.actions import Action, Event, IllegalAction, Pending, action_from_json, action_to_json
    from game.core.dice import Die
    from game.core.piles import Pile
    from game.core.protocol import Game, Outcome
    from game.core.registry import all_games, get_game, register
    from game.core.rng import Rng

_WHERE = {
    "Action": "actions",
    "Event": "actions",
    "IllegalAction": "actions",
    "Pending": "actions",
    "action_from_json": "actions",
    "action_to_json": "actions",
    "Die": "dice",
    "Pile": "piles",
    "Game": "protocol",
    "Outcome": "protocol",
    "all_games": "registry",
    "get_game": "registry",
    "register": "registry",
    "Rng": "rng",
}

__all__ = [
    "Action",
    "Die",
    "Event",
    "Game",
    "IllegalAction",
    "Outcome",
    "Pending",
    "Pile",
    "Rng",
    "action_from_json",
    "action_to_json",
    "all_games",
    "get_game",
    "register",
]


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        # A submodule reached as an attribute (``game.core.session`` after ``import game.core``),
        # which the eager imports this file used to make loaded everywhere.
        try:
            return import_module(f"game.core.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"game.core.{name}":  # a submodule's own missing import: say that
                raise
            raise AttributeError(f"module 'game.core' has no attribute {name!r}") from None
    value = getattr(import_module(f"game.core.{where}"), name)
    globals()[name] = value
    return value
