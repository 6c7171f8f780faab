"""Turning a parsed save back into a live Session, trusting nothing in the file.

The snapshot is checked against its own hash and the checkpoints' log chain is checked (no
replay yet). Then the action log is replayed — from the last checkpoint if it carries a good seal
under the save folder's key (``key``), else from the seed through every checkpoint — and the
replayed state must hash to the snapshot's value. The session continues from the *replayed*
state, so a save can never smuggle in a state the rules could not have produced: the only states
ever started from are the seed's and those this app sealed itself (see ``saves.seal``).
"""

from __future__ import annotations

from itertools import repeat
from typing import Any

from game.core.actions import Action, IllegalAction
from game.core.protocol import Game, state_hash
from game.core.registry import GameUnavailable, get_game, loadable_from_save
from game.core.session import Session
from saves.checkpoints import Chain, chain_problem, digest, log_text, parse_chain, start_hash, trusted
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
    upgraded: dict[str, Any] = migrate(data)
    check_fields(upgraded)
    return upgraded


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
    check_snapshot(data)
    return upgrade_state(data, game), game


def check_snapshot(data: dict[str, Any]) -> None:
    """The stored state matches its hash (a check that needs no game)."""
    try:
        if state_hash(data["state"]) != data["state_hash"]:
            raise SaveError("saves.error.snapshot_damaged")
    except RecursionError:
        raise SaveError("saves.error.too_deep") from None


def _forms(raw: list[Any]) -> tuple[list[Any], dict[Any, Any]]:
    """A hashable key per action, equal exactly when the JSON forms are the same, and each distinct
    key with its form, in order of first appearance. Built at C speed: an action's keys in order,
    its values and their types (``1``, ``1.0`` and ``True`` are equal in Python but never the same
    move). An action holding a list or an object, or not an object itself, is keyed by its repr."""
    try:
        values = list(map(tuple, map(dict.values, raw)))
        forms: list[Any] = list(
            zip(map(tuple, raw), values, map(tuple, map(map, repeat(type), values)), strict=True)
        )
        return forms, dict(zip(forms, raw, strict=True))
    except TypeError:
        pass
    try:
        forms = list(map(repr, raw))  # equal text: the same keys, values and types
    except RecursionError:  # runaway nesting: decoded one by one, which refuses it with a reason
        forms = list(range(len(raw)))
    return forms, dict(zip(forms, raw, strict=True))


def _actions(game: Game, raw: list[Any], texts: list[bytes] | None = None) -> list[Action]:
    """Decode the log. A long game repeats the same few hundred actions, and actions are immutable,
    so each distinct JSON form is decoded once. ``texts``: each move's text in the file
    (``saves.log_parse``), a key equal exactly when the JSON forms are the same, found for free."""
    if texts is not None and len(texts) == len(raw):
        forms: list[Any] = texts
        distinct = dict(zip(texts, raw, strict=True))
    else:
        forms, distinct = _forms(raw)
    known: dict[Any, Action] = {}
    # Distinct forms in order of first appearance, so the first that fails is the earliest bad move.
    for form, item in distinct.items():
        try:
            known[form] = game.action_from_json(item)
        except Exception as exc:  # ValueError for bad shapes; anything else from hostile values
            detail = _plain_reason(exc, english("saves.detail.bad_move"))
            index = forms.index(form) + 1
            raise SaveError("saves.error.bad_action", index=index, detail=detail, debug=_debug(exc)) from None
    return list(map(known.__getitem__, forms))


def _crash(index: int, exc: BaseException) -> SaveError:
    detail = english("saves.detail.engine_stopped")
    return SaveError("saves.error.replay_crashed", index=index, detail=detail, debug=_debug(exc))


def _snapshot_matches(game: Game, state: Any, index: int, stored: str) -> bool:
    """Whether the replayed state hashes to the stored value. The game's own JSON form is hashed
    first: when its canonical text gives the stored hash, the state is the file's (the hash pins the
    text). Only a form JSON would change (tuples, number keys) is turned into the file's form first."""
    try:
        data = game.to_json(state)
        try:
            if state_hash(data) == stored:
                return True
        except (TypeError, ValueError):  # not plain JSON as it stands: its file form decides
            pass
        return state_hash(plain_json(data)) == stored
    except SaveError:
        raise
    except Exception as exc:
        raise _crash(index, exc) from None


def _setup(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    try:
        return game.normalize_setup(data["setup"])
    except Exception as exc:
        detail = _plain_reason(exc, english("saves.detail.bad_setup"))
        raise SaveError("saves.error.bad_setup", detail=detail, debug=_debug(exc)) from None


def _start(
    game: Game, data: dict[str, Any], setup: dict[str, Any], chain: Chain | None, sealed: bool
) -> tuple[Any, int]:
    """The state replay starts from and how many actions it already holds: the sealed checkpoint's,
    or the seed's."""
    if chain is not None and sealed:
        try:
            return game.from_json(chain.state), chain.last.at
        except Exception:  # a sealed state this code cannot read back: replay it instead
            pass
    try:
        return game.new_game(setup, data["seed"]), 0
    except Exception as exc:
        detail = _plain_reason(exc, english("saves.detail.bad_setup"))
        raise SaveError("saves.error.bad_setup", detail=detail, debug=_debug(exc)) from None


def restore(
    data: Any, key: bytes | None = None, raw: bytes | None = None, texts: list[bytes] | None = None
) -> tuple[Session, dict[str, Any]]:
    """Check and replay a parsed save; returns the live session and the (migrated) save dict.

    ``key`` is the save folder's seal key (``saves.seal``); without it every save replays from its
    seed. ``raw`` is the file's bytes, if at hand (the log's text is then cut from them, not encoded).
    ``texts``: the text of each move of ``data``'s log, as ``saves.log_parse.parse_save`` gives it."""
    parsed_log = data.get("actions") if isinstance(data, dict) else None
    data, game = header_check(data)
    raw_actions = data["actions"]
    if raw_actions is not parsed_log:  # a migration rebuilt the log: its texts no longer name it
        texts = None
    chain = parse_chain(data.get("checkpoints"))
    if chain is not None and chain.game_version != data["game_version"]:
        chain = None  # taken before a migration upgraded the game's state: replayed from the seed
    try:
        text: bytes | None = log_text(raw, raw_actions)
    except (TypeError, ValueError, RecursionError):
        text = None  # not JSON text a save could hold: decoding the moves says what is wrong
    actions = _actions(game, raw_actions, texts)
    setup = _setup(game, data)
    problem: SaveError | None = None
    sealed = False
    if chain is not None:
        start = start_hash(game.name, data["game_version"], setup, data["seed"])
        if text is None:
            raise SaveError("saves.error.not_json_value", detail="the moves cannot be written as JSON")
        problem = chain_problem(chain, start, text, len(raw_actions))
        sealed = problem is None and trusted(chain, key, game.name, data["game_version"], start)
    state, done = _start(game, data, setup, chain, sealed)
    session = Session(game, setup, data["seed"], state, actions=actions[:done], auto_resolve=False)
    check_meta(data["meta"], game, session.state)
    # Marks still ahead of the start: the replay must pass through each one's state.
    marks = {m.at: m for m in chain.marks if m.at > done or done == 0} if chain is not None else {}
    if 0 in marks and _mark_hash(game, session.state, 0) != marks[0].state:
        problem = problem or SaveError("saves.error.checkpoint_mismatch", index=0)
    # Same loop as Session.replay, unrolled so an error can name the move that broke.
    for i in range(done, len(actions)):
        try:
            game.apply(session.state, actions[i])
        except IllegalAction as exc:
            raise SaveError("saves.error.illegal_action", index=i + 1, detail=exc.refusal) from None
        except Exception as exc:
            raise _crash(i + 1, exc) from None
        session.actions.append(actions[i])
        mark = marks.get(i + 1)
        if mark is not None and problem is None and _mark_hash(game, session.state, i + 1) != mark.state:
            problem = SaveError("saves.error.checkpoint_mismatch", index=i + 1)
    if not _snapshot_matches(game, session.state, len(actions), data["state_hash"]):
        raise SaveError("saves.error.replay_mismatch")
    if problem is not None:  # the moves replay to the snapshot, but the checkpoints tell otherwise
        raise problem
    session.auto_resolve = True
    return session, data


def _mark_hash(game: Game, state: Any, index: int) -> str:
    try:
        return digest(plain_json(game.to_json(state)))
    except SaveError:
        raise
    except Exception as exc:
        raise _crash(index, exc) from None
