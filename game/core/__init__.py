"""The kernel every game stands on: rng, dice, piles, actions, events, protocol, registry, content."""

from game.core.actions import Action, Event, IllegalAction, Pending, action_from_json, action_to_json
from game.core.dice import Die
from game.core.piles import Pile
from game.core.protocol import Game, Outcome
from game.core.registry import all_games, get_game, register
from game.core.rng import Rng

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
