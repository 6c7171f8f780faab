"""Turning a parsed save back into a live Session, trusting nothing in the file.

The snapshot is checked against its own hash, then the action log is
replayed from the seed and the replayed state must hash to the same value.
The session continues from the *replayed* state, so a save can never smuggle
in a state the rules could not have produced.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, IllegalAction
from game.core.protocol import Game, state_hash
from game.core.registry import GameUnavailable, get_game, loadable_from_save
from game.core.session import Session
from saves.errors import SaveError, english
from saves.meta import check_meta
from saves.migrations import migrate, upgrade_state
from saves.schema import check_fields, plain_json
from saves.text import looks_internal


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text[:160]


def _debug(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:300]


def _plain_reason(exc: BaseException, fallback: str) -> str:
    """A game's own refusal (a ValueError it raised on purpose) or ``fallback`` for Python's words."""
    text = str(exc)
    if isinstance(exc, ValueError) and text and not looks_internal(text):
        return text
    return fallback


def upgrade(data: Any) -> dict[str, Any]:
    """Migrate a parsed JSON value to the current format and check its field types."""
    if not isinstance(data, dict):
        raise SaveError("saves.error.not_object")
    data = migrate(data)
    check_fields(data)
    return data


def find_game(name: str) -> Game:
    try:
        game = get_game(name)
    except GameUnavailable as exc:  # the game's own content is broken: blame it, not the save
        raise SaveError("saves.error.game_broken", game=name[:60], detail=exc.reason) from None
    except KeyError:
        raise SaveError("saves.error.unknown_game", game=name[:60]) from None
    except Exception as exc:  # a broken game package: say so rather than crash the load screen
        raise SaveError("saves.error.games_unavailable", detail=_short(exc)) from None
    if not loadable_from_save(game):  # the hidden test game exists only for tests
        raise SaveError("saves.error.unknown_game", game=name[:60])
    return game


def header_check(data: Any) -> tuple[dict[str, Any], Game]:
    """Everything but the replay: format, field types, known game and version, snapshot hash."""
    data = upgrade(data)
    game = find_game(data["game"])
    if not 1 <= data["game_version"] <= game.format_version:  # older formats are upgraded below
        raise SaveError(
            "saves.error.game_version",
            game=game.name,
            version=data["game_version"],
            current=game.format_version,
        )
    try:
        if state_hash(data["state"]) != data["state_hash"]:
            raise SaveError("saves.error.snapshot_damaged")
    except RecursionError:
        raise SaveError("saves.error.too_deep") from None
    return upgrade_state(data, game), game


def _actions(game: Game, raw: list[Any]) -> list[Action]:
    out: list[Action] = []
    for i, item in enumerate(raw, 1):
        try:
            out.append(game.action_from_json(item))
        except Exception as exc:  # ValueError for bad shapes; anything else from hostile values
            detail = _plain_reason(exc, english("saves.detail.bad_move"))
            raise SaveError("saves.error.bad_action", index=i, detail=detail, debug=_debug(exc)) from None
    return out


def restore(data: Any) -> tuple[Session, dict[str, Any]]:
    """Check and replay a parsed save; returns the live session and the (migrated) save dict."""
    data, game = header_check(data)
    actions = _actions(game, data["actions"])
    try:
        setup = game.normalize_setup(data["setup"])
        session = Session(game, setup, data["seed"], game.new_game(setup, data["seed"]), auto_resolve=False)
    except Exception as exc:
        detail = _plain_reason(exc, english("saves.detail.bad_setup"))
        raise SaveError("saves.error.bad_setup", detail=detail, debug=_debug(exc)) from None
    check_meta(data["meta"], game, session.state)
    # Same loop as Session.replay, unrolled so an error can name the move that broke.
    for i, action in enumerate(actions, 1):
        try:
            game.apply(session.state, action)
        except IllegalAction as exc:
            raise SaveError("saves.error.illegal_action", index=i, detail=exc.reason) from None
        except Exception as exc:
            detail = english("saves.detail.engine_stopped")
            raise SaveError("saves.error.replay_crashed", index=i, detail=detail, debug=_debug(exc)) from None
        session.actions.append(action)
    try:
        replayed = state_hash(plain_json(session.game.to_json(session.state)))
    except SaveError:
        raise
    except Exception as exc:
        detail = english("saves.detail.engine_stopped")
        raise SaveError(
            "saves.error.replay_crashed", index=len(actions), detail=detail, debug=_debug(exc)
        ) from None
    if replayed != data["state_hash"]:
        raise SaveError("saves.error.replay_mismatch")
    session.auto_resolve = True
    return session, data
