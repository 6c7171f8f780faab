"""The Memory of the World in the bots' evaluation (``heuristic.heuristic`` asks it when the table
plays the Memory): which goal Regions are still open, and the time left.

The goal Regions are each hero's Birth Cradle and Exis Temple, open while either holds a Threat or
a Murk token of either side (ZW-SCEN-24); the heuristic pulls the heroes towards them and scores
each one cleared, as it does the Path's. The time: each Blackstone of the Ritual under way brings
the next fading nearer, and a faded face costs far more (the fourth loses, ZW-SCEN-25); a table
whose goals are all met is one Epic Battle from the win. The Saga half of the goal: the Stories
done in the hero's most advanced Saga deck, and a pull towards its active Story's next place.
"""

from __future__ import annotations

from game.zerywia.geography import Geography
from game.zerywia.hero import Hero
from game.zerywia.land import MURK, THREAT
from game.zerywia.memory_goal import GOAL_PLACES, goals_met
from game.zerywia.saga_growth import active_story, completed, decks
from game.zerywia.scenarios import ritual_limit, scenario_of
from game.zerywia.state import ZerywiaState

STONE = 15.0  # per Blackstone of the Ritual under way, scaled by how short the Ritual is
STORY = 70.0  # per Story done in the hero's most advanced Saga deck (a whole Saga is the goal's half)
QUEST = 30.0  # its active Story's quest handed in
SAGA = 150.0  # a whole Saga completed
SAGA_PULL = 6.0  # per step from the active Story's next place
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


def saga_progress(geo: Geography, hero: Hero) -> float:
    """The hero's most advanced Saga deck: its Stories done, its quest handed in, and a pull towards
    where its active Story goes next (AMB-37: the goal asks a whole Saga)."""
    own = decks(hero)
    if not own or any(completed(d) for d in own):
        return SAGA if own else 0.0
    deck = max(own, key=lambda d: (len(d.done), d.quest_done))
    score = STORY * len(deck.done) + (QUEST if deck.quest_done else 0.0)
    story = active_story(deck)
    if story is not None and hero.region in geo.thymor_of:
        part = story.fulfil if deck.quest_done else story.quest
        places = [r for r, k in geo.special.items() if k == part.at
                  and (geo.thymor_of[r] == hero.birth) == (part.where == "birth")]
        if places:
            score -= SAGA_PULL * min(geo.distance(hero.region, r) for r in places)
    return score


def extra(state: ZerywiaState, geo: Geography) -> float:
    faded = state.statue.on_statue()
    limit = ritual_limit(scenario_of(state), faded)
    score = -FADED * faded - STONE * state.statue.on_rifts() * 6 / limit
    score += sum(saga_progress(geo, h) for h in state.heroes if not h.lost)
    if goals_met(state, geo):
        score += ALL_GOALS
    return score
