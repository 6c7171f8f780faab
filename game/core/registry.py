"""Where the UI, bots, saves, fuzzer and benchmarks find each game by name."""

from __future__ import annotations

import importlib

from game.core.protocol import Game

_GAMES: dict[str, Game] = {}

# Modules that register a game when imported. Listed here so the frozen build and
# the fuzzer find every game without scanning the file system.
GAME_MODULES: tuple[str, ...] = (
    "game.desconfronto",
    "game.fortress",
    "game.zerywia",
    "game.core.example_game",
)


def register(game: Game) -> Game:
    if not game.name:
        raise ValueError("a game needs a name to be registered")
    _GAMES[game.name] = game
    return game


def _load_all() -> None:
    for mod in GAME_MODULES:
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as exc:
            # A game package not written yet is simply absent; a broken import inside one is not.
            if exc.name != mod:
                raise


def get_game(name: str) -> Game:
    _load_all()
    try:
        return _GAMES[name]
    except KeyError:
        raise KeyError(f"no game named {name!r}; known: {', '.join(sorted(_GAMES))}") from None


def all_games(include_hidden: bool = False) -> list[Game]:
    _load_all()
    return [g for _, g in sorted(_GAMES.items()) if include_hidden or not g.hidden]
