"""Heróis & Monstros's end-of-game numbers (``game.core.summary``): per General the cards bought;
for the table the rounds, the invaders destroyed, the Adversary's plans beaten and the damage to the
fortress (its cards the invaders destroyed). Counted from public events only."""

from __future__ import annotations

from typing import Any

from game.core.summary import Figure, Step


def figures(state: Any, steps: list[Step]) -> list[Figure]:
    seats = len(state.seats)
    bought = [0] * seats
    rounds, invaders, plans, destroyed = 1, 0, 0, 0
    for step in steps:
        for e in step.events:
            kind, data = e.kind, e.data
            if kind == "fortress.bought":
                seat = data.get("seat")
                if isinstance(seat, int) and 0 <= seat < seats:
                    bought[seat] += 1
            elif kind in ("fortress.turn_started", "fortress.invasion"):
                rounds = max(rounds, int(data.get("round", 1)))
            elif kind == "fortress.invader_defeated":
                invaders += 1
            elif kind == "fortress.plan_defeated":
                plans += 1
            elif kind == "fortress.destroyed":
                destroyed += 1
    out = [Figure("summary.fortress.bought", bought[s], s) for s in range(seats)]
    out += [
        Figure("summary.fortress.rounds", rounds),
        Figure("summary.fortress.invaders", invaders),
        Figure("summary.fortress.plans", plans),
        Figure("summary.fortress.destroyed", destroyed),
    ]
    return out
