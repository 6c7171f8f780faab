"""The Memory of the World in the bots' evaluation (``heuristic.heuristic`` asks it when the table
plays the Memory): which goal Regions are still open, and the time left.

The goal Regions are each hero's Birth Cradle and Exis Temple, open while either holds a Threat or
a Murk token of either side (ZW-SCEN-24); the heuristic pulls the heroes towards them and scores
each one cleared, as it does the Path's. The time: each Blackstone of the Ritual under way brings
the next fading nearer, and a faded face costs far more (the fourth loses, ZW-SCEN-25); a table
whose goals are all met is one Epic Battle from the win. The Saga half of the goal: a bonus for the
whole Saga; the Stories towards it are scored with the Path's first Story (``story_target``).

Hero wear (issue 13, the Memory's balance): the Memory runs 12-18 Cycles on a land whose every plain
Region holds a Threat at setup, where a hero may not Rest (ZW-ACT-17). Traces of the greedy table
showed worn heroes standing on a Threat with their points at zero, passing their turns (no Rest
there) or fighting on and taking Injuries with every uncovered symbol (ZW-INJ-01), until Oblivion
took them and their replacement began its Saga again. Two terms read that: the points a Rest would
give back are worth something only where a Rest can be taken (so a worn hero walks off a Threat),
and a Challenge under way costs the Injuries its uncovered symbols and Hits would bring.
"""

from __future__ import annotations

from collections import Counter

from game.zerywia.challenge import DETERMINATION, INITIATION, NIX, Challenge
from game.zerywia.content import content
from game.zerywia.geography import Geography
from game.zerywia.hero import ATTRIBUTES, Hero
from game.zerywia.land import MURK, THREAT
from game.zerywia.memory_goal import GOAL_PLACES, goals_met
from game.zerywia.memory_nix import THREE_RIFTS
from game.zerywia.saga_growth import completed, decks
from game.zerywia.scenarios import ritual_limit, scenario_of
from game.zerywia.state import ZerywiaState

STONE = 15.0  # per Blackstone of the Ritual under way, scaled by how short the Ritual is
SAGA = 150.0  # a whole Saga completed
FADED = 400.0  # per face faded
ALL_GOALS = 300.0  # every hero's goal met: the Epic Battle is open
BARE = 20.0  # on top of heuristic.BARE: an Attribute at zero, whose next loss is an Injury for good
RIFTS_STONE = 80.0  # a Thymor at the three-rifts count: one more Blackstone every Nix Phase (ZW-SCEN-21)
RIFTS_MORE = 25.0  # each further such Thymor (AMB-10: one Blackstone whatever their number, but each must be cleared)
RIFTS_NEAR = 20.0  # a Thymor one flip from that count
# per step a hero done with its own goal stands from the one it took on (team_play.helpers): the
# Path's 7 left it Resting at home while a worn hero stood on its own goal's Threat, passing for
# Cycles (a trace of seed 2, 2 heroes); a step must outweigh an Exploration's usual cost
HELPER_PULL = 25.0
STRANDED = 3.0  # per point a Rest would restore, for a hero standing where it may not Rest
REST_POINTS = 3  # a Rest's Camp Ability restores three symbols (heroes.toml: prime + three)
HIT_SHARE, MURK_SHARE = 0.5, 0.33  # a Nix die's Hit (or Critical) and Murk faces (dice.toml)
RISK_INJURY = 40.0  # one Injury a Challenge under way is expected to bring (it stays the game long)


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


def stranded(state: ZerywiaState, hero: Hero) -> float:
    """Each Attribute at zero (its next loss an Injury, ZW-INJ-01: a Rest first), and the points
    below the maxima a Rest would give back while the hero stands on a Threat (no Rest there,
    ZW-ACT-17): walking off is worth them."""
    bare = BARE * sum(hero.value[a] == 0 < hero.current_max(a) for a in ATTRIBUTES)
    if hero.region not in state.land.tokens[THREAT]:
        return bare
    missing = sum(hero.current_max(a) - hero.value[a] for a in ATTRIBUTES)
    return bare + STRANDED * min(missing, REST_POINTS)


def injury_risk(ch: Challenge, hero: Hero, chance: float) -> float:
    """The Injuries a Challenge under way may bring its initiator: on a Failure each Difficulty
    symbol left uncovered takes a point of its Attribute (ZW-CHAL losses), an Injury where that
    Attribute is at zero (ZW-INJ-01); each Nix die may Hit for the Enemy's Hit Attributes."""
    if ch.phase not in (INITIATION, DETERMINATION):
        return 0.0
    bare = {a for a in ATTRIBUTES if hero.value[a] == 0}
    if not bare:
        return 0.0
    failing = (1.0 - chance) * sum(a in bare for a in ch.difficulty)
    try:
        card = content().foe(ch.enemy)
    except KeyError:
        return RISK_INJURY * failing
    strikes = (
        sum(d.kind == NIX for d in ch.dice) * (HIT_SHARE * len(card.hit) + MURK_SHARE * len(card.murk))
        if ch.phase == INITIATION
        else sum(d.kind == NIX and d.face in ("hit", "critical") for d in ch.dice) * len(card.hit)
        + sum(d.kind == NIX and d.face == "murk" for d in ch.dice) * len(card.murk)
    )
    # the share of those strikes that land on a bare Attribute
    attrs = [*card.hit, *card.murk]
    hitting = strikes * (sum(a in bare for a in attrs) / len(attrs)) if attrs else 0.0
    return RISK_INJURY * (failing + hitting)


def rift_pressure(state: ZerywiaState, geo: Geography) -> float:
    """The three-rifts Blackstone (ZW-SCEN-21, AMB-10) read ahead: traces of seeded games put a
    third of the Memory's Blackstones there (19 of 56 in three 2-hero games), so a Thymor at the
    count costs a Blackstone every Cycle it stays so, and one a flip away risks it."""
    flips: Counter[str] = Counter()  # per Thymor, read from the tokens (fewer than its Regions)
    for family, side in ((MURK, "murkrift"), (THREAT, "incursion")):
        flips.update(geo.thymor_of[r] for r, s in state.land.tokens[family].items() if s == side and r in geo.thymor_of)
    at = sum(n >= THREE_RIFTS for n in flips.values())
    near = sum(n == THREE_RIFTS - 1 for n in flips.values())
    return (RIFTS_STONE + RIFTS_MORE * (at - 1) if at else 0.0) + RIFTS_NEAR * near


def extra(state: ZerywiaState, geo: Geography) -> float:
    faded = state.statue.on_statue()
    limit = ritual_limit(scenario_of(state), faded)
    score = -FADED * faded - STONE * state.statue.on_rifts() * 6 / limit
    score += sum(saga_progress(h) - stranded(state, h) for h in state.heroes if not h.lost)
    score -= rift_pressure(state, geo)
    if goals_met(state, geo):
        score += ALL_GOALS
    return score
