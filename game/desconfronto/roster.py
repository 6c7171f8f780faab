"""Which heroes can be played: a hero whose data names a hook no module registers yet is
listed as missing it and kept out of setups (a hero being written never crashes a game)."""

from __future__ import annotations

from game.desconfronto import heroes as _heroes  # noqa: F401  (registers hooks)
from game.desconfronto.content import HEROES
from game.desconfronto.hooks import HOOKS


def missing_hooks(hero: str) -> list[str]:
    h = HEROES[hero]
    names = [e.cond for c in h.cards for e in c.effects if e.verb == "hook"]
    names += [f"only:{e.only}" for c in h.cards for e in c.effects if e.only]
    if h.passive.hook:
        names.append(h.passive.hook)
    return sorted({n for n in names if n not in HOOKS})


def playable_heroes() -> list[str]:
    return [h for h in sorted(HEROES) if not missing_hooks(h)]
