"""The Memory of the World in the bots' evaluation (``heuristic.heuristic`` asks it when the table
plays the Memory): which goal Regions are still open, and the time left.

The goal Regions are each hero's Birth Cradle and Exis Temple, open while either holds a Threat or
a Murk token of either side (ZW-SCEN-24); the heuristic pulls the heroes towards them and scores
each one cleared, as it does the Path's. The time: each Blackstone of the Ritual under way brings
the next fading nearer, and a faded face costs far more (the fourth loses, ZW-SCEN-25); a table
whose goals are all met is one Epic Battle from the win. The Saga half of the goal: a bonus for the
whole Saga; the Stories towards it are scored with the Path's first Story (``story_target``).
"""

from __future__ import annotations

from game.zerywia.geography import Geography
from game.zerywia.hero import Hero
from game.zerywia.land import MURK, THREAT
from game.zerywia.memory_goal import GOAL_PLACES, goals_met
from game.zerywia.saga_growth import completed, decks
from game.zerywia.scenarios import ritual_limit, scenario_of
from game.zerywia.state import ZerywiaState

STONE = 15.0  # per Blackstone of the Ritual under way, scaled by how short the Ritual is
SAGA = 150.0  # a whole Saga completed
FADED = 400.0  # per face faded
ALL_GOALS = 300.0  # every hero's goal met: the Epic Battle is open


def open_goals(state: ZerywiaState, geo: Geography, hero: Hero) -> list[str]:
    """The hero's goal Regions still holding a token (one entry per token: a Region with both a
    Threat and a Murk counts twice)."""
    out = []
    for kind in GOAL_PLACES:
        region = geo.special_region(hero.birth, kind)
        out += [region for family in (THREAT, MURK) if region in state.land.tokens[family]]
    return out


def saga_progress(hero: Hero) -> float:
    """A whole Saga completed (AMB-37: the goal's half). The Stories on the way to it, their quests
    and places are the shared Story evaluation's (``heuristic._story`` follows ``story_target``)."""
    return SAGA if any(completed(d) for d in decks(hero)) else 0.0


def extra(state: ZerywiaState, geo: Geography) -> float:
    faded = state.statue.on_statue()
    limit = ritual_limit(scenario_of(state), faded)
    score = -FADED * faded - STONE * state.statue.on_rifts() * 6 / limit
    score += sum(saga_progress(h) for h in state.heroes if not h.lost)
    if goals_met(state, geo):
        score += ALL_GOALS
    return score
