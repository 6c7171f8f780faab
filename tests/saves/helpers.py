"""Shared helpers for the saves tests: tiny-game sessions played by a seeded random bot."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.ai.bots import make_bot
from game.core.registry import get_game
from game.core.session import Session

TINY = get_game("tiny")
FIXTURES = Path(__file__).parent / "fixtures"


def played(seed: int = 7, moves: int = 10, players: int = 2, bot_seed: int = 1) -> Session:
    """A tiny session after ``moves`` random-bot actions (fewer if the game ends first)."""
    session = Session.new(TINY, {"players": players}, seed)
    bot = make_bot("random", bot_seed)
    while session.is_over() is None and len(session.actions) < moves:
        session.apply(bot.choose(TINY, session.state))
    return session


def play_on(session: Session, moves: int, bot_seed: int = 2) -> Session:
    bot = make_bot("random", bot_seed)
    for _ in range(moves):
        if session.is_over() is not None:
            break
        session.apply(bot.choose(TINY, session.state))
    return session


def read(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def snapshot_dir(directory: Path) -> dict[str, tuple[bytes, int]]:
    """Every file's bytes and mtime, to prove an operation wrote nothing."""
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(directory.iterdir())}
