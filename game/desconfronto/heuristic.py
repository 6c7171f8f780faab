"""A cheap evaluation for the greedy bot: higher is better for the heroes (every seat shares it)."""

from __future__ import annotations

from typing import Any

from game.desconfronto.conditions import ELEMENTS

HARM = (*ELEMENTS, "bleeding", "stunned", "corruption")


def heuristic(state: Any, seat: int) -> float:
    if state.phase in (
        "spoils",
        "over",
    ):  # fleeing (-250) beats only a lost combat: no spoils, no levels lost
        result = (state.outcome or {}).get("result", "won")
        return {"won": 1000.0, "fled": -200.0, "escaped": -250.0, "lost": -1000.0}.get(
            result, 0.0
        ) + 0.1 * state.fragments
    score = 0.0
    for h in state.heroes:
        score += 4.0 * h.vigor / h.max_vigor - (6.0 if h.exhausted else 0.0)
        score += 0.3 * len(h.hand) + 0.1 * len(h.draw) + 0.4 * sum(int(s[1]) for s in h.shields)
        score -= 0.5 * sum(1 for k in HARM if h.cond.get(k)) - 0.5 * h.cond.get("purification", 0)
        if h.res.get("nina_max"):  # Gëlien's Nina: her Vigor is worth keeping too
            score += 2.0 * h.res.get("nina", 0) / h.res["nina_max"]
    for c in state.creatures:
        if c.defeated:
            score += 30.0
            continue
        score += 8.0 * (1 - c.vigor / c.max_vigor)
        score += 0.6 * sum(1 for k in HARM if c.cond.get(k)) + 0.3 * c.cond.get("fire", 0)
    return score
