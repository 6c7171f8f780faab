"""Where the UI, bots, saves, fuzzer and benchmarks find each game by name.

A game package that fails to import (a broken content file, say) is recorded as *broken*
with its reason and left out; the other games still load. Hidden test games are never
loadable from a save unless a test says so (``allow_hidden_saves``).
"""

from __future__ import annotations

import importlib
import sys

from game.core.content_error import ContentError
from game.core.i18n import t
from game.core.protocol import Game
from game.games import GAME_MODULES

_GAMES: dict[str, Game] = {}
_BROKEN: dict[str, str] = {}  # game name -> why its package could not be loaded
_LOADED = False
_SAVE_LOADABLE_HIDDEN: set[str] = set()



class GameUnavailable(KeyError):
    """A known game whose package failed to load; ``reason`` names the file, entry and field."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(name)
        self.name = name
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


def modules() -> dict[str, str]:
    """The game modules to load (``game.games``), read when first needed so a test may add one."""
    return dict(GAME_MODULES)


def register(game: Game) -> Game:
    if not game.name:
        raise ValueError("a game needs a name to be registered")
    _GAMES[game.name] = game
    return game


def _describe(exc: BaseException) -> str:
    # ContentError already names file, entry and field; anything else is a programming error.
    if isinstance(exc, ContentError):
        return str(exc)
    # A programming error: the player gets a sentence, the terminal the detail for a bug report.
    print(f"tablebound: a game failed to load: {type(exc).__name__}: {exc}", file=sys.stderr)
    return t("registry.code_broken")


def _load_all() -> None:
    global _LOADED
    if _LOADED:
        return
    for mod, name in modules().items():
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as exc:
            # A game package not written yet is simply absent; a broken import inside one is not.
            if exc.name != mod:
                _BROKEN[name] = _describe(exc)
        except Exception as exc:  # one broken game must never take the others down
            _BROKEN[name] = _describe(exc)
    _LOADED = True


def broken_games() -> dict[str, str]:
    """Games whose package failed to load, with the reason (file, entry and field for content)."""
    _load_all()
    return {n: r for n, r in _BROKEN.items() if n not in _GAMES}


def get_game(name: str) -> Game:
    _load_all()
    try:
        return _GAMES[name]
    except KeyError:
        if name in _BROKEN:
            raise GameUnavailable(name, _BROKEN[name]) from None
        raise KeyError(f"no game named {name!r}; known: {', '.join(sorted(_GAMES))}") from None


def all_games(include_hidden: bool = False) -> list[Game]:
    _load_all()
    return [g for _, g in sorted(_GAMES.items()) if include_hidden or not g.hidden]


def allow_hidden_saves(name: str, allowed: bool = True) -> None:
    """Let saves of the hidden game ``name`` load (tests only; the shipped app never calls this)."""
    if allowed:
        _SAVE_LOADABLE_HIDDEN.add(name)
    else:
        _SAVE_LOADABLE_HIDDEN.discard(name)


def loadable_from_save(game: Game) -> bool:
    return not game.hidden or game.name in _SAVE_LOADABLE_HIDDEN
