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


def random_options(g: Any, rng: random.Random) -> dict[str, Any]:
    """One random choice of every declared rule variant (the enumeration differs per option)."""
    return {v.key: rng.choice(v.choices)[0] for v in g.rule_variants() if v.choices}


def reachable(name: str, seed: int, moves: int, variant: int, options: int | None = None) -> tuple[Any, Any]:
    """A state ``moves`` random-bot actions into a game of one of the game's setup variants, with
    random rule options when ``options`` seeds them (or the last decision before the end, when the
    game ends sooner: a finished game refuses everything)."""
    g = get_game(name)
    variants = g.setup_variants()
    setup = dict(variants[variant % len(variants)])
    if options is not None:
        setup["options"] = {**setup.get("options", {}), **random_options(g, random.Random(options))}
    session = Session.new(g, setup, seed)
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


def value_pools(g: Any, state: Any, legal: list[Action], memory: dict[str, set[Any]]) -> dict[str, list[Any]]:
    """Values worth trying per field name: those the legal actions use now and used before in this
    game (``memory``, updated here), the table's card ids and refs, and out-of-range numbers."""
    for a in legal:
        for f in dataclasses.fields(a):
            memory.setdefault(f.name, set()).add(getattr(a, f.name))
    table: set[str] = set()
    _strings_of(json.loads(json.dumps(g.to_json(state))), table)
    table = {s for s in table if "#" in s or s[:1] in "chn" and s[1:].isdigit()}
    pools: dict[str, list[Any]] = {}
    for cls in g.action_classes:
        for f in dataclasses.fields(cls):
            kind = type(f.default)
            got = set(EXTRA_VALUES.get(kind, [])) | {v for v in memory.get(f.name, ()) if type(v) is kind}
            if kind is str:
                got |= table
            pools[f.name] = sorted(got, key=repr)
    return pools


def candidates(
    g: Any, state: Any, rng: random.Random, memory: dict[str, set[Any]] | None = None, per_field: int = 8
) -> list[Action]:
    legal = g.legal_actions(state)
    pools = value_pools(g, state, legal, {} if memory is None else memory)  # before the stale actions
    out: list[Action] = list(legal)
    if memory is not None:  # actions legal earlier in this game: what a stale click or list would send
        stale = memory.setdefault("__actions__", set())
        out += sorted(stale, key=repr)
        stale.update(legal)
        if len(stale) > 400:
            for old in rng.sample(sorted(stale, key=repr), len(stale) - 400):
                stale.discard(old)
    for a in legal:
        for f in dataclasses.fields(a):
            pool = pools[f.name]
            for v in rng.sample(pool, min(per_field, len(pool))):
                out.append(dataclasses.replace(a, **{f.name: v}))
    deciders = sorted({a.player for a in legal}) or [0]
    for cls in g.action_classes:
        for _ in range(30):
            kwargs = {}
            for f in dataclasses.fields(cls):
                # mostly a seat that may act now, so the rules (not the turn) are what refuses
                pool = deciders if f.name == "player" and rng.random() < 0.8 else pools[f.name]
                kwargs[f.name] = rng.choice(pool)
            out.append(cls(**kwargs))
    return out
