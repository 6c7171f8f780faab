"""The Memory of the World's goal (ZW-SCEN-24; L1146-L1148): each hero completes one Saga and clears
the Threat and the Murk from the Cradle and the Exis Temple of its Birth Thymor. State-based, as
the Path's (AMB-38): a hero meets it while both Regions hold neither family's token. When every
hero does, the Epic Battle against the Herald may be started as a Joint Action (``battle_open``);
the battle, not the goal, wins the game (ZW-SCEN-25).
"""

from __future__ import annotations

from game.zerywia.geography import Geography
from game.zerywia.hero import Hero
from game.zerywia.land import MURK, THREAT
from game.zerywia.saga_growth import any_saga_completed, decks
from game.zerywia.state import ZerywiaState

GOAL_PLACES = ("cradle", "exis_temple")


def saga_completed(state: ZerywiaState, hero: Hero) -> bool:
    """"Complete one Saga" (AMB-37, option ``memory_goal_saga``): by default every Story of one of
    the hero's Saga decks done (``saga_growth``, the Personal Saga's deck or a basic one); with
    ``one_story``, one Story of any of them."""
    if state.options.get("memory_goal_saga", "full_saga") == "one_story":
        return any(d.done for d in decks(hero))
    return any_saga_completed(hero)


def places_clear(state: ZerywiaState, geo: Geography, hero: Hero) -> bool:
    """No Threat/Incursion and no Murk/Murkrift on the Cradle and Exis Temple of the Birth Thymor."""
    for kind in GOAL_PLACES:
        region = geo.special_region(hero.birth, kind)
        if region in state.land.tokens[THREAT] or region in state.land.tokens[MURK]:
            return False
    return True


def hero_goal(state: ZerywiaState, geo: Geography, hero: Hero) -> bool:
    return saga_completed(state, hero) and places_clear(state, geo, hero)


def goals_met(state: ZerywiaState, geo: Geography) -> bool:
    """ZW-SCEN-24: every hero still in the game has met its goal (a lost hero's goal no longer counts)."""
    heroes = [h for h in state.heroes if not h.lost]
    return bool(heroes) and all(hero_goal(state, geo, h) for h in heroes)


def battle_open(state: ZerywiaState, geo: Geography) -> bool:
    """Whether the Epic Battle may be started (the epic module's Joint Action asks this)."""
    return goals_met(state, geo)
