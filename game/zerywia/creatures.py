"""Creatures (ZW-RES-15/16, ZW-CYCLE-16; L1020-L1032; AMB-41).

Summoned at Camp step 6 for a Trophy: one drawn at random among the Creatures whose type matches one
of the Region's terrains (the stack shuffled first), or chosen among them for one more Journey token
of that terrain. One at a time (a new one sends the old back). Its ability is used at its moment;
its special one besides, paying its Trophies; used, the Creature goes back to the deck.
"""

from __future__ import annotations

from game.core.actions import Event, IllegalAction
from game.core.rng import Rng
from game.zerywia.content import content
from game.zerywia.hero import Hero
from game.zerywia.state import ZerywiaState


def summonable(state: ZerywiaState, terrains: tuple[str, ...] | list[str]) -> list[str]:
    return [c for c in state.creatures if content().creatures[c].terrain in terrains]


def summon(state: ZerywiaState, hero: Hero, terrains: tuple[str, ...] | list[str], choice: str, rng: Rng) -> list[Event]:
    pool = summonable(state, terrains)
    if hero.trophies < 1 or not pool:
        raise IllegalAction("zerywia.refuse.no_summon")
    if choice:  # chosen: one more Journey token of the Region's terrain (L1024)
        token = next((t for t in terrains if t in hero.journey_tokens and content().creatures.get(choice, None)
                      and content().creatures[choice].terrain == t), None)
        if choice not in pool or token is None:
            raise IllegalAction("zerywia.refuse.no_summon")
        hero.journey_tokens.remove(token)
        picked = choice
    else:
        picked = pool[rng.below(len(pool))]  # the matching stack, shuffled (L1030)
    hero.trophies -= 1
    state.creatures.remove(picked)
    if hero.creature:
        state.creatures.append(hero.creature)
    hero.creature = picked
    return [Event("zerywia.creature.summoned", {"seat": hero.seat, "creature": picked}, reveals=not choice)]


def release(state: ZerywiaState, hero: Hero) -> None:
    """Used, the Creature goes back to the deck (AMB-41)."""
    state.creatures.append(hero.creature)
    hero.creature = ""
