"""Placing the Garrison and Watchstone tokens a player kept from the last scenario (L1086, ZW-ACT-41).

"When preparing for the next Scenario, once all other tokens are placed on the map, the players can
place their Garrison and Watchstone Tokens in any Regions that are not marked as special Regions."
So it is a pending choice asked at setup, after the Murk and the Threat are on the map and before
the first action (and before the Solo hero's extra Saga card, ZW-SCEN-02): one token at a time, in
seat order, the Garrison before the Watchstone. The players "can": keeping one off the map is an
answer too (``region`` ""); such a token is not on the map at the scenario's end, so it is not
kept again (``campaign.fold``).

The Regions offered: no special symbol (ZW-BOARD-05), not already holding a token of that kind
(L1088), and not where the token's own family stands flipped — a Garrison on an Incursion, a
Watchstone on a Murkrift would be moved to a Region next door (L1075, L1082), so those Regions
are simply not offered, as in the Memory's exchanges. Where the base token stands (every plain
Region holds a Threat at setup), it is pushed to an adjacent Region of the player's pick — a
second step of the same choice, once the Region is chosen (``push``) — as an Increase Threat / Spread the Murk (ZW-ACT-42, AMB-70); a push that overflows on
takes the map's order, and a token it discards adds a Blackstone (ZW-ACT-14/26).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event, IllegalAction
from game.core.pending import Choice
from game.zerywia.actions import PlaceKeptGuard
from game.zerywia.geography import Geography
from game.zerywia.land import FLIPPED, MURK, SUPPLY, THREAT, blackstones, place_guard
from game.zerywia.memory_rituals import place_blackstone
from game.zerywia.solo import offer_solo_choice
from game.zerywia.state import ZerywiaState

KEPT_GUARD = "kept_guard"
FAMILY = {"garrison": THREAT, "watchstone": MURK}


def offer(state: ZerywiaState, carry: list[dict[str, Any]], then_solo: bool) -> bool:
    """Queue every kept token; True when a choice is now pending."""
    queue: list[list[Any]] = [[seat, g] for seat, entry in enumerate(carry) for g in FAMILY if entry.get(g)]
    if not queue:
        return False
    seat, guard = queue[0]
    state.pending = Choice(KEPT_GUARD, int(seat), {"guard": guard, "queue": queue[1:], "solo": then_solo})
    return True


def answers(state: ZerywiaState, geo: Geography) -> list[Action]:
    """First the Region (or off the map); where a base token stands, then where it is pushed."""
    pend = state.pending
    assert pend is not None and pend.kind == KEPT_GUARD
    guard = str(pend["guard"])
    seat = pend.player
    chosen = str(pend.get("region", ""))
    if chosen:  # the second step: the Region next door the pushed token goes to (AMB-70)
        return [PlaceKeptGuard(seat, guard, chosen, r) for r in sorted(geo.borders.get(chosen, ()))]
    out: list[Action] = [PlaceKeptGuard(seat, guard, "")]
    family = FAMILY[guard]
    guards = state.land.guards(family)
    if len(guards) >= SUPPLY[guard]:
        return out
    for region in sorted(geo.thymor_of):
        here = state.land.tokens[family].get(region)
        if geo.special.get(region) is not None or region in guards or here == FLIPPED[family]:
            continue
        out.append(PlaceKeptGuard(seat, guard, region))
    return out


def needs_push(state: ZerywiaState, geo: Geography, guard: str, region: str) -> bool:
    return state.land.tokens[FAMILY[guard]].get(region) == FAMILY[guard] and bool(geo.borders.get(region))


def place(state: ZerywiaState, geo: Geography, action: PlaceKeptGuard, events: list[Event]) -> None:
    pend = state.pending
    if pend is None or pend.kind != KEPT_GUARD or action not in answers(state, geo):
        raise IllegalAction("zerywia.refuse.no_kept_guard_here")
    if action.region and not action.push and needs_push(state, geo, action.guard, action.region):
        pend["region"] = action.region  # the Region chosen: now where its Threat or Murk goes
        return
    if action.region:
        placed: list[Event] = []
        first = [action.push]

        def choose(options: list[str]) -> str:
            if first and first[0] in options:
                return first.pop()
            return options[0]

        place_guard(state.land, geo.borders, action.guard, action.region, choose, placed)
        for _ in range(blackstones(placed)):
            place_blackstone(state, placed)
        events += placed
        events.append(Event("zerywia.campaign.kept_guard", {"seat": action.player, "guard": action.guard,
                                                             "region": action.region}))
    else:
        events.append(Event("zerywia.campaign.kept_off", {"seat": action.player, "guard": action.guard}))
    queue = list(pend["queue"])
    then_solo = bool(pend["solo"])
    if queue:
        seat, guard = queue[0]
        state.pending = Choice(KEPT_GUARD, int(seat), {"guard": guard, "queue": queue[1:], "solo": then_solo})
    else:
        state.pending = None
        if then_solo:
            offer_solo_choice(state)
