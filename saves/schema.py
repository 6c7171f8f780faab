"""The current (format 2) save file: how it is built from a session and how its fields are checked.

A save is one JSON object::

    kind            "tablebound-save"
    format_version  2 (see saves.migrations for the history)
    game            registry name, e.g. "fortress"
    game_version    that game's state format version
    setup, seed     what the game was started with
    actions         the full action log (game.action_to_json each)
    state           snapshot of the current state (game.to_json)
    state_hash      sha256 of the snapshot's canonical JSON
    created_at      ISO 8601 UTC time the game was first saved
    saved_at        ISO 8601 UTC time of this save
    meta            free JSON kept for the UI (bot seats, ...)
    summary         one short line for the load screen
    header          optional: what the menu and the Load screen show (saves.header), written
                    right after ``format_version`` so a listing reads only the file's first bytes
    checkpoints     optional: the log-hash chain and the last checkpoint's state (saves.checkpoints)

Both optional parts are additive within format 2: a release without them ignores them, and a
save without them (any older one) loads by replaying from the seed, as it always did.

The action log is the truth: loading replays it (from the seed, or from a sealed checkpoint)
and checks the replay reproduces ``state_hash``. The snapshot lets tools read a save
without replaying and shows tampering at once.
"""

from __future__ import annotations

import json
import re
from typing import Any

from game.core import i18n
from game.core.protocol import Game, state_hash
from game.core.serial import kind_of
from game.core.session import Session
from saves.action_log import ActionLog
from saves.checkpoints import Chain, chain_to_json, encode_log, next_chain, start_hash
from saves.errors import SaveError
from saves.header import build_header
from saves.migrations import CURRENT_FORMAT, SAVE_KIND
from saves.text import display_text, without_surrogates
from saves.times import parse_time

_HEX64 = re.compile(r"[0-9a-f]{64}")
SEED_MIN, SEED_MAX = -(1 << 63), (1 << 64) - 1

# field -> (python types, name for the error message)
_FIELDS: dict[str, tuple[tuple[type, ...], str]] = {
    "kind": ((str,), "text"),
    "game": ((str,), "text"),
    "game_version": ((int,), "a whole number"),
    "setup": ((dict,), "an object"),
    "seed": ((int,), "a whole number"),
    "actions": ((list,), "a list"),
    "state": ((dict,), "an object"),
    "state_hash": ((str,), "text"),
    "created_at": ((str,), "text"),
    "saved_at": ((str,), "text"),
    "meta": ((dict,), "an object"),
    "summary": ((str,), "text"),
}


def check_fields(data: dict[str, Any]) -> None:
    """Check every field of a format-2 save has the right JSON type (not yet the game content)."""
    for name, (types, expected) in _FIELDS.items():
        if name not in data:
            raise SaveError("saves.error.field_missing", field=name)
        value = data[name]
        if not isinstance(value, types) or isinstance(value, bool):
            raise SaveError("saves.error.field_type", field=name, expected=expected, actual=kind_of(value))
    if data["kind"] != SAVE_KIND:
        raise SaveError("saves.error.not_a_save")
    if not SEED_MIN <= data["seed"] <= SEED_MAX:
        raise SaveError("saves.error.bad_seed", seed=data["seed"])
    if not _HEX64.fullmatch(data["state_hash"]):
        raise SaveError("saves.error.bad_hash")
    for name in ("created_at", "saved_at"):
        try:
            parse_time(data[name])
        except ValueError:
            raise SaveError("saves.error.bad_timestamp", field=name, value=data[name][:40]) from None


def summary_of(game: Game, session: Session) -> str:
    """One line for the load screen: the game's own summary if it offers one, else title and move count."""
    custom = getattr(game, "save_summary", None)
    if callable(custom):
        try:
            text = custom(session.state)
            if isinstance(text, str) and text:
                return display_text(text)
        except Exception:  # a summary is cosmetic; it must never stop a save
            pass
    title = i18n.t(game.title_key) if game.title_key else game.name
    key = "saves.summary_over" if game.is_over(session.state) is not None else "saves.summary"
    return i18n.t(key, game=title, moves=len(session.actions))


def plain_json(value: Any) -> Any:
    """``value`` as it reads back from a file. Hashing this form keeps a save's hash stable even if a
    game's ``to_json`` uses tuples or non-text dict keys, which JSON turns into lists and strings."""
    try:
        return json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError("saves.error.not_json_value", detail=str(exc)[:200]) from None


def build_save(
    session: Session,
    meta: dict[str, Any] | None,
    created_at: str,
    saved_at: str,
    previous: Chain | None = None,
    key: bytes | None = None,
    log: ActionLog | None = None,
) -> tuple[dict[str, Any], Chain, bytes]:
    """The save dict of ``session``, the checkpoints it carries (to remember for the next save) and
    the encoded text of its action log (the file's last value: ``saves.jsonio.encode_save``)."""
    game = session.game
    if meta is not None and not isinstance(meta, dict):
        raise SaveError("saves.error.not_json_value", detail="meta must be a dict")
    # A lone surrogate (from a hostile file loaded earlier) cannot be written as UTF-8: replace it,
    # or every later save of this game would fail.
    meta = without_surrogates(meta)
    snapshot = plain_json(game.to_json(session.state))
    actions = (
        log.encode(game, session.actions)
        if log is not None
        else [game.action_to_json(a) for a in session.actions]
    )
    start = start_hash(game.name, game.format_version, session.setup, session.seed)
    try:
        text = encode_log(actions, "strict")
        every = getattr(game, "checkpoint_every", 0)
        chain = next_chain(
            previous, start, text, len(actions), snapshot, key, game.name, game.format_version,
            every if isinstance(every, int) else 0,
        )
    except UnicodeEncodeError:  # a lone surrogate in a move
        raise SaveError(
            "saves.error.not_json_value", detail="the game holds text that is not valid Unicode"
        ) from None
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError("saves.error.not_json_value", detail=str(exc)[:200]) from None
    header = build_header(game, session.state, len(actions), saved_at, created_at)
    data = {
        # kind, format_version and header first, in this order: saves.header.PREFIX reads them.
        "kind": SAVE_KIND,
        "format_version": CURRENT_FORMAT,
        "header": header,
        "game": game.name,
        "game_version": game.format_version,
        "setup": session.setup,
        "seed": session.seed,
        "state": snapshot,
        "state_hash": state_hash(snapshot),
        "created_at": created_at,
        "saved_at": saved_at,
        "meta": dict(meta or {}),
        "summary": summary_of(game, session),
        "checkpoints": chain_to_json(chain),
        # Last: saves.checkpoints.log_text cuts the log's text from the file's end instead of encoding it.
        "actions": actions,
    }
    return data, chain, text
