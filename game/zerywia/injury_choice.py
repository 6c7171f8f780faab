"""ZW-INJ-04 (L828): "all future Injuries are applied to one of the remaining Attributes, as chosen by
the Player" — a pending choice of the injured hero's seat.

An Injury overflows deep inside a resolution (a Challenge's losses, a Test, a card's effects, the
price of leaving Murk), and a resolution cannot stop half-way without copying the whole table before
every action, which would cost more than the action itself. So ``hero.lose`` places the Injury at
once where ``first_open`` would (the open Attribute with the highest maximum) and notes it; when the
action ends, each such Injury becomes the pending choice ``injury`` of its hero's seat (one at a
time, in the order they happened). The player keeps it there or moves it to another Attribute that
was open at that moment: the Blocker moved goes back one slot (and a marker it had pushed down comes
back up) and the chosen one moves instead. Bots answer through the same actions.

What this reading gives up: a later loss of the same hero within that same resolution was counted
with the Injury where it was first placed (moving it afterwards keeps the count of Injuries, which
is what the Injury Advantage and the Epic Battle read).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Event, IllegalAction
from game.core.pending import Choice
from game.zerywia.hero import Hero, injure
from game.zerywia.state import ZerywiaState

INJURY_CHOICE = "injury"


def collect(state: ZerywiaState) -> None:
    """After an action: the heroes' fresh overflowing Injuries join the saved queue, and the first
    one waiting becomes the pending choice once no other choice is open."""
    for hero in state.heroes:
        if hero.overflows:
            state.injuries_due += [{"seat": hero.seat, **entry} for entry in hero.overflows]
            hero.overflows.clear()
    if state.injuries_due and not state.outcome:
        state.injuries_due = [d for d in state.injuries_due if not state.heroes[d["seat"]].lost]
    if state.pending is None and state.injuries_due and not state.outcome:
        due = state.injuries_due.pop(0)
        state.pending = Choice(INJURY_CHOICE, due["seat"], {k: v for k, v in due.items() if k != "seat"})


def choices(hero: Hero, pend: Choice) -> list[str]:
    """The Attributes the Injury may go to: where it lies first (keeping it), then every other one
    that was open when it came and still has a slot to give."""
    placed = pend["placed"]
    return [placed] + [a for a in pend["open"] if a != placed and hero.blocker_room(a) > 0]


def answer(state: ZerywiaState, seat: int, attr: str, events: list[Event]) -> None:
    pend = state.pending
    if pend is None or pend.kind != INJURY_CHOICE or pend.player != seat:
        raise IllegalAction("zerywia.refuse.no_injury_to_place")
    hero = state.heroes[seat]
    if attr not in choices(hero, pend):
        raise IllegalAction("zerywia.refuse.injury_not_there")
    placed = pend["placed"]
    state.pending = None
    if attr != placed:
        _move(hero, placed, attr, bool(pend["clamped"]))
    events.append(Event("zerywia.hero.injury_placed", {"seat": seat, "attr": attr, "lost": pend["lost"],
                                                         "moved": attr != placed}))


def _move(hero: Hero, placed: str, attr: str, clamped: bool) -> None:
    hero.injuries[placed] -= 1  # the Blocker goes back one slot
    if clamped:  # the marker it pushed down comes back with it
        hero.value[placed] = min(hero.value[placed] + 1, hero.current_max(placed))
    injure(hero, attr)


def describe(pend: Choice) -> dict[str, Any]:
    """The prompt's fields: the Attribute that could take no more."""
    return {"attr_key": f"zerywia.attr.{pend['lost']}"}
