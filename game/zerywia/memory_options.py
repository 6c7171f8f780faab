"""The Memory of the World's Region Options: a Garrison or a Watchstone for tokens (ZW-SCEN-18;
L1124-L1125, with L1072-L1088 for the guards' own rules).

"The four indicated tokens" and "the three indicated tokens" are pictures the text does not keep
(AMB-72). Its default reading: 4 Journey tokens of any type for a Garrison, pooled from the heroes
in the Region (a hero holds at most 3) — the acting hero's first, then the others' in seat order —
and 3 of the acting hero's own Journey tokens for a Watchstone. The guard goes in the hero's
Region, at most one of each kind per Region, while the box has one left (6 each). A Garrison is
not offered where an Incursion stands, nor a Watchstone on a Murkrift (L1074, L1082 would move it
away from the hero's Region, against L1124's "Place the token in the Hero Region"). A base token
there is pushed to an adjacent Region, the hero's pick (``TakeOption.region``), as an Increase
Threat / Spread the Murk (AMB-70); if that push overflows further, its next Regions are taken in
the map's order.
"""

from __future__ import annotations

from game.core.actions import Action, Event, IllegalAction
from game.zerywia.actions import TakeOption
from game.zerywia.geography import Geography
from game.zerywia.hero import Hero
from game.zerywia.land import FLIPPED, MURK, SUPPLY, THREAT, place_guard
from game.zerywia.scenarios import is_memory
from game.zerywia.state import ZerywiaState

COST = {"garrison": 4, "watchstone": 3}  # Journey tokens (AMB-72)
FAMILY = {"garrison": THREAT, "watchstone": MURK}


def payers(state: ZerywiaState, hero: Hero, guard: str) -> list[Hero]:
    """Whose Journey tokens pay: the hero's own, then (a Garrison only) the others' in the Region."""
    if guard == "watchstone":
        return [hero]
    return [hero] + [h for h in state.heroes if h.seat != hero.seat and h.region == hero.region and not h.lost]


def affordable(state: ZerywiaState, hero: Hero, guard: str) -> bool:
    return sum(len(h.journey_tokens) for h in payers(state, hero, guard)) >= COST[guard]


def exchange_options(state: ZerywiaState, geo: Geography, hero: Hero) -> list[Action]:
    if not is_memory(state) or hero.region not in geo.thymor_of:
        return []
    out: list[Action] = []
    for guard, family in FAMILY.items():
        guards = state.land.guards(family)
        here = state.land.tokens[family].get(hero.region)
        if hero.region in guards or len(guards) >= SUPPLY[guard] or here == FLIPPED[family]:
            continue
        if not affordable(state, hero, guard):
            continue
        if here == family:  # the base token goes to a Region next door, the hero's pick
            out += [TakeOption(hero.seat, guard, r) for r in sorted(geo.borders.get(hero.region, ()))]
        else:
            out.append(TakeOption(hero.seat, guard))
    return out


def exchange(state: ZerywiaState, geo: Geography, hero: Hero, guard: str, push_to: str, events: list[Event]) -> None:
    if TakeOption(hero.seat, guard, push_to) not in exchange_options(state, geo, hero):
        raise IllegalAction("zerywia.refuse.no_exchange_here")
    need = COST[guard]
    for payer in payers(state, hero, guard):
        while need and payer.journey_tokens:
            payer.journey_tokens.pop()
            need -= 1
    events.append(Event("zerywia.memory.exchanged", {"seat": hero.seat, "guard": guard, "tokens": COST[guard]}))
    first = [push_to]

    def choose(options: list[str]) -> str:
        if first and first[0] in options:
            return first.pop()
        return options[0]

    place_guard(state.land, geo.borders, guard, hero.region, choose, events)
