"""Random reachable states and a broad set of candidate actions for them (shared by the refusal tests).

Candidates are every legal action plus near-misses built from it: another seat, another card (from
any zone of the table), another target, out-of-range numbers, and actions of every class assembled
from the values the legal actions and the table use. Most are illegal; a few are legal by chance,
which is exactly what the agreement test wants to see both ways.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import game.desconfronto  # noqa: F401 - registers the game
import game.fortress  # noqa: F401 - registers the game
from game.ai.bots import make_bot
from game.core.actions import Action
from game.core.registry import get_game
from game.core.session import Session

GAMES = ("desconfronto", "fortress")
EXTRA_VALUES: dict[type, list[Any]] = {
    int: [-1, 0, 1, 2, 3, 4, 5, 7, 8, 99],
    str: ["", "general", "kryssa", "c0", "c1", "c2", "c3", "c9", "h0", "h1", "h2", "h3", "n0", "n1", "x"],
    bool: [False, True],
}


def reachable(name: str, seed: int, moves: int, variant: int) -> tuple[Any, Any]:
    """A state ``moves`` random-bot actions into a game of one of the game's setup variants (or the
    last decision before the end, when the game ends sooner: a finished game refuses everything)."""
    g = get_game(name)
    variants = g.setup_variants()
    session = Session.new(g, variants[variant % len(variants)], seed)
    bot = make_bot("random", seed)
    before = g.to_json(session.state)
    while session.is_over() is None and len(session.actions) < moves:
        before = g.to_json(session.state)
        session.apply(bot.choose(g, session.state))
    if session.is_over() is not None:
        return g, g.from_json(before)
    return g, session.state


def _strings_of(data: Any, out: set[str]) -> None:
    if isinstance(data, str):
        if len(data) < 60:
            out.add(data)
    elif isinstance(data, dict):
        for v in data.values():
            _strings_of(v, out)
    elif isinstance(data, list | tuple):
        for v in data:
            _strings_of(v, out)


def value_pools(g: Any, state: Any, legal: list[Action]) -> dict[type, list[Any]]:
    """Values worth trying per field type: those of the legal actions, the table's card ids and refs,
    and out-of-range numbers."""
    pools: dict[type, set[Any]] = {t: set(v) for t, v in EXTRA_VALUES.items()}
    for a in legal:
        for f in dataclasses.fields(a):
            v = getattr(a, f.name)
            pools.setdefault(type(v), set()).add(v)
    table: set[str] = set()
    _strings_of(json.loads(json.dumps(g.to_json(state))), table)
    pools[str] |= {s for s in table if "#" in s or s[:1] in "chn" and s[1:].isdigit()}
    return {t: sorted(v, key=repr) for t, v in pools.items()}


def candidates(g: Any, state: Any, rng: random.Random, per_field: int = 6, per_class: int = 30) -> list[Action]:
    legal = g.legal_actions(state)
    pools = value_pools(g, state, legal)
    out: list[Action] = list(legal)
    for a in legal:
        for f in dataclasses.fields(a):
            pool = pools.get(type(getattr(a, f.name)), [])
            for v in rng.sample(pool, min(per_field, len(pool))):
                out.append(dataclasses.replace(a, **{f.name: v}))
    deciders = sorted({a.player for a in legal}) or [0]
    for cls in g.action_classes:
        for _ in range(per_class):
            kwargs = {}
            for f in dataclasses.fields(cls):
                pool = pools.get(type(f.default), [f.default])
                # mostly a seat that may act now, so the rules (not the turn) are what refuses
                kwargs[f.name] = rng.choice(deciders if f.name == "player" and rng.random() < 0.8 else pool)
            out.append(cls(**kwargs))
    return out
