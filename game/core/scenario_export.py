"""Export a game as a scenario file that reproduces it exactly: the setup (its rule options as
``[variants]``), the seed, any edits the game started from, and the whole action log as the
prefix, one move per line. Loading that file replays the log through the rules, so a player's bug
report is the very position they saw (``check_round_trip`` proves it; ``scenes.puzzles_export`` runs it
before anything is written, and writes the file atomically).

TOML has no null: a value left out reads back as its default, which for the moves' and options'
null-valued fields is null itself, so nulls are left out (and the round trip check confirms it).
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.scenario import FORMAT, parse_scenario
from game.core.scenario_run import start_session
from game.core.session import Session

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def key(name: str) -> str:
    return name if _BARE.match(name) else json.dumps(name, ensure_ascii=False)


def value(v: Any) -> str:
    """One TOML value (inline form); strings in JSON's escapes, which TOML's basic strings share."""
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, int | float):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list | tuple):
        if any(x is None for x in v):
            raise TypeError("a list holding null cannot be written into a scenario file")
        return "[" + ", ".join(value(x) for x in v) + "]"
    if isinstance(v, dict):
        items = [f"{key(k)} = {value(x)}" for k, x in v.items() if x is not None]
        return "{ " + ", ".join(items) + " }" if items else "{}"
    raise TypeError(f"cannot write {type(v).__name__} into a scenario file")


def table(name: str, data: dict[str, Any]) -> list[str]:
    lines = [f"[{name}]"]
    lines += [f"{key(k)} = {value(v)}" for k, v in data.items() if v is not None]
    return lines


def export_text(session: Session, edits: list[dict[str, Any]] | None = None, title: str = "") -> str:
    game = session.game
    setup = dict(session.setup)
    variants = setup.pop("options", None)
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "# Tablebound scenario: exported from a game in progress (docs/scenarios.md).",
        f"# {stamp}; {len(session.actions)} moves.",
        f"format = {FORMAT}",
        f"game = {value(game.name)}",
        f"seed = {session.seed}",
        "",
    ]
    if title:
        lines += [*table("title", {"en": title}), ""]
    lines += [*table("setup", setup), ""]
    if isinstance(variants, dict) and variants:
        lines += [*table("variants", variants), ""]
    lines.append("[start]")
    moves = [game.action_to_json(a) for a in session.actions]
    if moves:
        lines.append("prefix = [")
        lines += [f"  {value(m)}," for m in moves]
        lines.append("]")
    else:
        lines.append("prefix = []")
    for edit in edits or []:
        lines += ["", "[[start.edits]]"] + [f"{key(k)} = {value(v)}" for k, v in edit.items() if v is not None]
    lines += ["", "[expect]", f"state_hash = {value(session.state_hash())}", ""]
    return "\n".join(lines)


def check_round_trip(text: str, session: Session, name: str) -> None:
    """Raise ScenarioError (or ValueError) unless ``text`` rebuilds exactly ``session``'s state."""
    scn = parse_scenario(text, name)
    again = start_session(scn, session.game, auto_resolve=False)
    if again.state_hash() != session.state_hash():
        raise ValueError("the exported file does not rebuild the same position")


def file_name(session: Session, folder: Path) -> Path:
    """A new file name in ``folder`` for an export of ``session`` (never one that exists)."""
    stamp = datetime.now(UTC).strftime("%y%m%d-%H%M")  # short: the pause menu names the file in a line
    base = f"{session.game.name}-{stamp}"
    path = folder / f"{base}.toml"
    n = 2
    while path.exists():
        path = folder / f"{base}-{n}.toml"
        n += 1
    return path
