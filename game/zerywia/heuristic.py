"""A co-operative evaluation for search bots: higher is better for the whole table (any seat).

The goals first (Threats off the Birth Thymors' Strongholds, Murk off their Exis Temples), then the
time left (Blackstones), then the heroes' strength (Attributes, Prime, few Taints, no Injuries,
Trophies and Offerings to spend).
"""

from __future__ import annotations

from game.zerywia.geography import current
from game.zerywia.land import MURK, THREAT
from game.zerywia.state import ZerywiaState

WIN = 1_000_000.0


def heuristic(state: ZerywiaState, seat: int) -> float:
    if state.outcome:
        return WIN if state.outcome == "won" else -WIN
    geo = current()
    score = 0.0
    for hero in state.heroes:
        if hero.lost:
            score -= 500.0
            continue
        stronghold = geo.special_region(hero.birth, "stronghold")
        temple = geo.special_region(hero.birth, "exis_temple")
        open_goals = [r for r, tokens in ((stronghold, THREAT), (temple, MURK)) if r in state.land.tokens[tokens]]
        score += 120.0 * (2 - len(open_goals))
        if open_goals:  # a pull towards the nearest goal still open: one step is worth a little
            score -= 6.0 * min(geo.distance(hero.region, r) for r in open_goals)
        score += 4.0 * sum(hero.value.values()) + 3.0 * hero.prime
        score -= 8.0 * (len(hero.taints) + 2 * len(hero.primal)) + 10.0 * sum(hero.injuries.values())
        score += 1.5 * hero.trophies + 3.0 * hero.offerings + 2.0 * len(hero.journey_tokens)
    score -= 30.0 * state.statue.on_rifts()
    score -= 2.0 * len(state.land.tokens[THREAT]) + 2.0 * len(state.land.tokens[MURK])
    return score
