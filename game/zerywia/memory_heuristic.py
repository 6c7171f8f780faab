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

from game.zerywia import epic_odds
from game.zerywia.geography import Geography
from game.zerywia.hero import Hero
from game.zerywia.land import MURK, THREAT
from game.zerywia.memory_goal import GOAL_PLACES, goals_met
from game.zerywia.saga_growth import completed, decks
from game.zerywia.scenarios import ritual_limit, scenario_of
from game.zerywia.state import ZerywiaState

PATH_INJURY = 14.0  # heuristic.INJURY (counted there already for every hero)
STONE = 15.0  # per Blackstone of the Ritual under way, scaled by how short the Ritual is
SAGA = 150.0  # a whole Saga completed
FADED = 400.0  # per face faded
ALL_GOALS = 300.0  # every hero's goal met: the Epic Battle is open
SHIELD = 12.0  # per Murkrift or Incursion on the map: a Shield on the Herald card in the battle
RIFT_PULL = 10.0  # the goals met: per step from the nearest of those, to clear it before the battle
BATTLE = 1000.0  # the battle joined: its odds less those waiting may buy (epic_odds), scaled
# An Injury's price in the Memory (the Path's is heuristic.INJURY, 14): over 12-18 Cycles each one
# lowers a maximum for good, feeds the Enemies' Injury Advantage and brings Oblivion nearer (about
# ten lose the hero); priced as the Path's, the greedy heroes of 2-4 tables lost two in three of
# their number by the tenth Cycle (issue 13)
INJURY = 40.0


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
    score -= (INJURY - PATH_INJURY) * sum(sum(h.injuries.values()) for h in state.heroes if not h.lost)
    shields = epic_odds.map_shields(state)
    score -= SHIELD * shields
    if goals_met(state, geo) and state.epic is None:
        score += ALL_GOALS
        if shields:  # waiting for better odds: towards the nearest Murkrift or Incursion to clear
            flipped = [r for family in (THREAT, MURK) for r, side in state.land.tokens[family].items()
                       if side in ("incursion", "murkrift")]
            score -= RIFT_PULL * sum(min(geo.distance(h.region, r) for r in flipped)
                                     for h in state.heroes if not h.lost)
    if state.epic is not None and not state.epic.result:  # the battle joined: its odds, against waiting
        standing = sum(not h.lost for h in state.heroes)
        score += BATTLE * (epic_odds.odds(standing, shields) - epic_odds.hoped(state))
    return score
