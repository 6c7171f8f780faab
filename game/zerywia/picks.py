"""The player's picks a resolution cannot stop for: which Attribute pays the price of leaving Murk
(ZW-ACT-30, AMB-12: "lose 1 point in any Attribute", L931), which Attribute a Taint marks when its
source names none (ZW-HERO-13, L180: "select any one"), which Taint a Primal Taint moves to a Prime
slot (ZW-HERO-22, L1061: "the player moves one of the Taint markers"), and who in a Group Challenge
takes each loss (ZW-CHAL-52/53, AMB-59, L844: "the Hero group decides").

These come deep inside a resolution (a move paying for the Murk, a Challenge's losses, a Bane, a
card), which cannot stop half-way (the reason ``injury_choice`` gives). So the resolution takes the
default pick at once and notes it on the hero (``hero.picks``, never saved); when the action ends,
each noted pick with more than one option joins the saved queue ``picks_due`` and, once no other
choice is open, becomes the pending choice of its kind, one at a time in the order they came. The
answer keeps the default or moves it: the point, the Taint marker or the loss goes back where the
default put it and lands on the chosen Attribute or hero instead. Only answers whose outcome is a
plain move are offered (an Attribute or hero with a point to lose, an untainted slot, a Taint marker
still in its slot), so moving it back is exact. A point the default's Taint had pushed down (the
Attribute was at its maximum, AMB-11) comes back with it.

What this reading gives up, as ``injury_choice`` does: anything read later in that same action (a
Test's Advantage, a second loss of the same Attribute) saw the default pick.

Games saved before this was enforced keep the automatic picks (option ``picks_asked`` off, set by
the format-5 step), so their logs replay as played.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Event, IllegalAction
from game.core.pending import Choice
from game.zerywia.hero import Hero
from game.zerywia.state import ZerywiaState

MURK_COST = "murk_cost"
TAINT_SLOT = "taint_slot"
GROUP_LOSS = "group_loss"
KINDS = (MURK_COST, TAINT_SLOT, GROUP_LOSS)


def _asked(state: ZerywiaState) -> bool:
    return bool(state.options.get("picks_asked", True))


def collect(state: ZerywiaState) -> None:
    """After an action: the heroes' noted picks join the saved queue (dropped when the game does not
    ask them), and the first one still open becomes the pending choice once no other choice is."""
    for hero in state.heroes:
        if hero.picks:
            if _asked(state):
                state.picks_due += [{"seat": hero.seat, **entry} for entry in hero.picks]
            hero.picks.clear()
    if state.outcome:
        return
    while state.pending is None and state.picks_due:
        due = state.picks_due.pop(0)
        choice = Choice(due["kind"], due["seat"], {k: v for k, v in due.items() if k not in ("kind", "seat")})
        if len(answers(state, choice)) > 1:  # one option left: the default stands, nothing to ask
            state.pending = choice


def _subject(state: ZerywiaState, pend: Choice) -> Hero:
    return state.heroes[pend["hero"]]


def answers(state: ZerywiaState, pend: Choice) -> list[Any]:
    """The legal answers, the default first: Attributes for the Murk's price and a Taint, seats for a
    group's loss. Nothing for a hero lost since."""
    if pend.kind == GROUP_LOSS:
        taker, attr = pend["taker"], pend["attr"]
        if state.heroes[taker].lost:
            return []
        if not _undoable(state.heroes[taker], attr):
            return [taker]
        return [taker] + [s for s in pend["seats"] if s != taker and not state.heroes[s].lost
                          and state.heroes[s].value[attr] > 0]
    hero = _subject(state, pend)
    placed = pend["attr"]
    if hero.lost:
        return []
    if pend.kind == MURK_COST:
        if not _undoable(hero, placed):
            return [placed]
        return [placed] + [a for a in pend["options"] if a != placed and hero.value[a] > 0]
    if pend["primal"]:  # another Taint marker still in its slot
        if placed not in hero.primal:
            return [placed]
        return [placed] + [a for a in pend["options"] if a != placed and a in hero.taints]
    if placed not in hero.taints:  # removed again within the action (a card's own cure)
        return [placed]
    return [placed] + [a for a in pend["options"] if a != placed and not hero.tainted(a)]


def _undoable(hero: Hero, attr: str) -> bool:
    """The default's point can come back (the rest of the action did not fill the Attribute again)."""
    return hero.value[attr] < hero.current_max(attr)


def answer(state: ZerywiaState, seat: int, kind: str, pick: Any, events: list[Event]) -> None:
    """The player's answer (``pick``: an Attribute, or a seat for a group's loss)."""
    pend = state.pending
    if pend is None or pend.kind != kind or pend.player != seat:
        raise IllegalAction("zerywia.refuse.no_pick_waiting")
    if pick not in answers(state, pend):
        raise IllegalAction(f"zerywia.refuse.{kind}_not_there")
    state.pending = None
    if kind == GROUP_LOSS:
        _give_loss(state, pend, pick, events)
        return
    hero = _subject(state, pend)
    placed, moved = pend["attr"], pick != pend["attr"]
    if moved and kind == MURK_COST:
        _back(hero, placed)
        hero.value[pick] -= 1
    elif moved:
        _move_taint(hero, placed, pick, bool(pend["primal"]), bool(pend["clamped"]))
    what = "primal_placed" if kind == TAINT_SLOT and pend["primal"] else f"{kind}_placed"
    events.append(Event(f"zerywia.hero.{what}", {"seat": hero.seat, "attr": pick, "moved": moved}))


def _back(hero: Hero, attr: str) -> None:
    hero.value[attr] = min(hero.value[attr] + 1, hero.current_max(attr))


def _move_taint(hero: Hero, placed: str, attr: str, primal: bool, clamped: bool) -> None:
    if primal:  # the chosen marker goes to the Prime slot; the default's comes back to its Attribute
        hero.primal[hero.primal.index(placed)] = attr
        hero.taints[hero.taints.index(attr)] = placed
    else:
        hero.taints[hero.taints.index(placed)] = attr
    if clamped:
        _back(hero, placed)
    hero.value[attr] = min(hero.value[attr], hero.current_max(attr))


def _give_loss(state: ZerywiaState, pend: Choice, seat: int, events: list[Event]) -> None:
    taker, attr = pend["taker"], pend["attr"]
    if seat != taker:
        _back(state.heroes[taker], attr)
        state.heroes[seat].value[attr] -= 1
    events.append(Event("zerywia.hero.group_loss_placed", {"seat": seat, "attr": attr, "moved": seat != taker}))


def describe(state: ZerywiaState, pend: Choice) -> dict[str, Any]:
    """The prompt's fields: the hero (or, for a group's loss, the Attribute and its cause)."""
    if pend.kind == GROUP_LOSS:
        return {"attr_key": f"zerywia.attr.{pend['attr']}", "cause": pend["cause"]}
    return {"hero": pend["hero"], "primal": bool(pend.get("primal", False))}
