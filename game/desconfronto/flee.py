"""Flee from Combat (DC-CMB-37, L343): the heroes end the combat before it ends, paying its cost.

L343: "The heroes may also decide to Flee from Combat before it ends. To do so, it is necessary to
pay the cost indicated in the Fast Travel field. The group remains on the same card where the combat
took place, but must set up the combat again and change its creatures if it chooses to try again."

Readings (RULES.md, "Flee from Combat"):

* The cost is the Fast Travel field of the combat's card, in Soul Stone fragments from the group's
  pool (AMB-24); with too few fragments the group cannot flee. A setup may carry it as
  ``flee_cost`` (a Hunt or Campaign card's field). A Skirmish plays no map card, so it has no Fast
  Travel field to pay: its cost is 0 [authored]; what the group gives up is the combat's spoils.
* "The heroes may also decide": the group decides, and a seat acts only for itself. The Active Hero
  proposes it in his Hero Phase when no choice is pending; then every other player, clockwise, agrees
  (``Flee``) or refuses (``Decline``). One refusal and the Hero Phase goes on as before, and the flight
  is not proposed again before the next turn [authored: no endless asking]; when all agree
  the group flees. Solo needs no vote. Fleeing spends no action and ends the combat at once: no spoils
  (like a combat the creatures fled, L340), no level lost; a hero still down gets up (AMB-26) and Solo
  restores its deck (DC-SOLO-01).
* There is no fleeing from the Boss (L461, DC-BOSS-23).
"""

from __future__ import annotations

from game.core.actions import Event
from game.core.pending import Choice
from game.desconfronto.campaign import world
from game.desconfronto.event import ev
from game.desconfronto.outcome import finish
from game.desconfronto.state import CombatState

RESULT = "escaped"  # the outcome key: "fled" is already the creatures' flight (L340)


def cost(state: CombatState) -> int:
    """Fragments the group pays to flee (the Fast Travel field; 0 in a Skirmish, see above)."""
    if state.campaign is not None:  # the map card's Fast Travel field (L266, L343)
        return world.here(state).fast_travel
    value = state.setup.get("flee_cost", 0)
    if not value:  # the Skirmish: no cost (0, or a falsy value the checks below would refuse anyway)
        return 0
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def allowed(state: CombatState) -> bool:
    """May the Active Hero flee now? Hero Phase, no pending choice, not the Boss, cost affordable."""
    return (  # asked at every Hero Phase enumeration: the cheap tests first (all of them pure)
        state.phase == "hero"
        and state.pending is None
        and not state.flags.get("flee_refused")
        and state.boss is None  # DC-BOSS-23: no fleeing from the Boss (L461)
        and cost(state) <= state.fragments
    )


def voting(state: CombatState) -> bool:
    pend = state.pending
    return pend is not None and pend["kind"] == "flee"


def propose(state: CombatState, seat: int) -> list[Event]:
    """The Active Hero proposes to flee: the other players are asked in turn (clockwise)."""
    n = len(state.heroes)
    others = [(seat + i) % n for i in range(1, n)]
    if not others:
        return flee(state, seat)
    state.pending = Choice.of({"kind": "flee", "player": others[0], "left": others[1:], "by": seat})
    return [ev("dc.flee_proposed", {"hero": seat, "cost": cost(state)})]


def answer(state: CombatState, seat: int, agree: bool) -> list[Event]:
    pend = state.pending
    assert pend is not None
    if not agree:
        state.pending = None
        state.flags["flee_refused"] = True  # not asked again this turn (flags end with it)
        return [ev("dc.flee_refused", {"hero": seat})]
    if pend["left"]:
        pend["player"] = pend["left"].pop(0)
        return [ev("dc.flee_agreed", {"hero": seat})]
    return [ev("dc.flee_agreed", {"hero": seat}), *flee(state, pend["by"])]


def flee(state: CombatState, seat: int) -> list[Event]:
    paid = cost(state)
    state.fragments -= paid
    return [ev("dc.flight", {"hero": seat, "cost": paid}), *finish(state, RESULT)]
