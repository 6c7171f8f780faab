"""Taint, the Dread and the Primal Taint (ZW-HERO-12..25, L178-L201, L1059-L1069).

A Taint is a black marker in one Attribute's Taint slot (one per Attribute, so at most three); the
source names the Attribute or the player picks an untainted one. The third Taint turns the hero to
the Dread at once; it passes as soon as fewer than three remain. A Taint received with three
already is a Primal Taint: the player moves one of the Taint markers to a Prime slot (the Prime
limit drops to 2, then 1), that Attribute's Blocker moves one slot left without flipping, and it
counts as permanently Tainted (AMB-14: for the Dread too). A third Primal Taint loses the hero.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Event
from game.zerywia.hero import ATTRIBUTES, Hero

# The player's pick: the hero and the Attributes allowed, returns one of them.
Pick = Callable[[Hero, list[str]], str]


def first(hero: Hero, allowed: list[str]) -> str:
    """The default pick: the allowed Attribute with the most points (ties: V, I, W)."""
    return max(allowed, key=lambda a: (hero.value[a], -ATTRIBUTES.index(a)))


def taint_count(hero: Hero) -> int:
    return len(hero.taints) + len(hero.primal)


def receive_taint(hero: Hero, attr: str | None = None, pick: Pick = first) -> list[Event]:
    """One Taint: on ``attr`` (or the player's pick among the untainted ones), or a Primal Taint when
    the hero already has three (ZW-HERO-17). Returns the events."""
    if taint_count(hero) >= 3:
        return _primal(hero, pick)
    free = [a for a in ATTRIBUTES if not hero.tainted(a)]
    target = attr if attr in free else pick(hero, free)  # a named but full slot: ZW-HERO-13 [I]
    before = hero.value[target]
    hero.taints.append(target)
    hero.value[target] = min(hero.value[target], hero.current_max(target))  # AMB-11: lowered to fit
    if attr not in free and len(free) > 1:  # the player's to choose: asked once the action ends (picks.py)
        _note(hero, target, free, before > hero.value[target], primal=False)
    events = [Event("zerywia.hero.tainted", {"seat": hero.seat, "attr": target})]
    if taint_count(hero) >= 3 and not hero.dread:
        hero.dread = "taints"
        events.append(Event("zerywia.hero.dread", {"seat": hero.seat, "cause": "taints"}))
    return events


def _primal(hero: Hero, pick: Pick) -> list[Event]:
    """ZW-HERO-22/24: a Taint marker moves to the Prime slot; the third Primal Taint loses the hero."""
    if not hero.taints:  # three Primal Taints already: nothing is left to move (the hero is lost)
        hero.lost = True
        return [Event("zerywia.hero.lost_to_oblivion", {"seat": hero.seat})]
    marked = list(hero.taints)
    target = pick(hero, marked)
    before = hero.value[target]
    hero.taints.remove(target)
    hero.primal.append(target)
    hero.value[target] = min(hero.value[target], hero.current_max(target))
    hero.prime = min(hero.prime, hero.prime_limit)
    events = [Event("zerywia.hero.primal_taint", {"seat": hero.seat, "attr": target, "primal": len(hero.primal)})]
    if len(hero.primal) >= 3:
        hero.lost = True
        events.append(Event("zerywia.hero.lost_to_oblivion", {"seat": hero.seat}))
    elif len(marked) > 1:  # which marker moves is the player's (ZW-HERO-22): asked after the action
        _note(hero, target, marked, before > hero.value[target], primal=True)
    return events


def _note(hero: Hero, placed: str, options: list[str], clamped: bool, *, primal: bool) -> None:
    """A Taint placed by the default pick that the player may move (picks.py)."""
    hero.picks.append({"kind": "taint_slot", "hero": hero.seat, "attr": placed, "options": options,
                       "clamped": clamped, "primal": primal})


def remove_taint(hero: Hero, attr: str | None = None) -> list[Event]:
    """Remove one (ordinary) Taint — a Primal one is permanent; the Dread a Taint caused passes once
    fewer than three remain (ZW-HERO-20). Removing one raises the maximum, but restores no points."""
    if not hero.taints:
        return []
    target = attr if attr in hero.taints else hero.taints[0]
    hero.taints.remove(target)
    events = [Event("zerywia.hero.taint_removed", {"seat": hero.seat, "attr": target})]
    if hero.dread == "taints" and taint_count(hero) < 3:
        hero.dread = ""
        events.append(Event("zerywia.hero.chosen_one", {"seat": hero.seat}))
    return events
