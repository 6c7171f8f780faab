"""Region Options (ZW-ACT-23, ZW-ACT-34..36, ZW-ACT-45..46, ZW-BOARD-06; L587-L599, L934-L963).

One per Action, after it (ZW-CYCLE-08). The special locations act at once (the Shroud moves the hero
for 2 Will, paying the cost of leaving the Murk, AMB-48); the Murk-Binding Ritual and the closing of a
Murkrift take a Test (and, for a Murkrift, first a fight) or a willing Taint, so they come in two
parts: what is asked, then ``finish_*`` with the result. Cradle Trade comes with the Items.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Event, IllegalAction
from game.zerywia.hero import WILL, Hero, pay, recover_feat
from game.zerywia.land import MURK, Land, remove_token
from game.zerywia.leaving import pay_leaving
from game.zerywia.offerings import gain_offering, gain_trophies
from game.zerywia.taint import receive_taint, remove_taint

# The Region Options' checks a group may take on together (L836-L849: any Challenge but a Saga
# card's; L892: a Test): the Rift's guardian and the Hollows' Hunt are Enemies, the two rituals Hard
# Will Tests (ZW-ACT-34/35). A Threat's Enemy ("threat") is the Exploration Action's.
GROUP_FIGHTS = ("threat", "rift", "hunt")
GROUP_TESTS = ("ritual", "rift_ritual")

SHROUD_COST = 2  # Will (L598)
HOLLOWS_HUNT_BONUS = 3  # L599, on top of the Enemy's own Trophies (AMB-39)


def exis_temple(hero: Hero) -> list[Event]:
    """Remove 1 Taint (an ordinary one: a Primal Taint is permanent)."""
    return remove_taint(hero)


def primesource(hero: Hero) -> list[Event]:
    """Restore 1 Prime, up to the limit."""
    if hero.prime >= hero.prime_limit:
        return []
    hero.prime += 1
    return [Event("zerywia.hero.restored", {"seat": hero.seat, "what": "prime", "by": "primesource"})]


def stronghold(hero: Hero) -> list[Event]:
    """Recover 1 Feat."""
    return recover_feat(hero)


def hollows_search(hero: Hero) -> list[Event]:
    """+1 Trophy."""
    got = gain_trophies(hero, 1)
    return [Event("zerywia.hero.trophies", {"seat": hero.seat, "n": got, "by": "hollows"})] if got else []


def finish_hollows_hunt(hero: Hero, won: bool) -> list[Event]:
    """After the Hunt's Enemy: +3 Trophies on a Success, besides the Enemy's own (AMB-39)."""
    if not won:
        return []
    got = gain_trophies(hero, HOLLOWS_HUNT_BONUS)
    return [Event("zerywia.hero.trophies", {"seat": hero.seat, "n": got, "by": "hollows_hunt"})] if got else []


def shroud_travel(hero: Hero, land: Land, shrouds: Sequence[str], to: str) -> list[Event]:
    """Spend 2 Will to move to another Shroud Region (ZW-ACT-45), paying the cost of leaving."""
    if hero.region not in shrouds or to == hero.region or to not in shrouds:
        raise IllegalAction("zerywia.refuse.not_a_shroud")
    pay(hero, WILL, SHROUD_COST)
    events = pay_leaving(land, hero, hero.region)
    hero.region = to
    events.append(Event("zerywia.hero.moved", {"seat": hero.seat, "to": to, "by": "shroud"}))
    return events


def bind_with_taint(hero: Hero, heroes: Sequence[Hero], land: Land, region: str) -> list[Event]:
    """The Murk-Binding Ritual paid with a willing Taint: the Murk goes, an Offering comes (ZW-ACT-34)."""
    if land.tokens[MURK].get(region) != MURK:
        raise IllegalAction("zerywia.refuse.no_murk_here")
    events = receive_taint(hero)
    return events + _bound(hero, heroes, land, region)


def finish_murk_binding(
    hero: Hero, heroes: Sequence[Hero], land: Land, region: str, passed: bool, party: Sequence[Hero] = ()
) -> list[Event]:
    """After the Ritual's Hard Will Test: a pass removes the Murk for an Offering; a failure costs a
    Taint and the Murk stays (ZW-ACT-34). ``party``: the heroes who took the Test with ``hero``;
    each of them gains the Offering too, or takes the Taint (ZW-ACT-36, L963)."""
    if not passed:
        return _each_tainted([hero, *party])
    return _bound(hero, heroes, land, region, party)


def finish_murkrift(
    hero: Hero, heroes: Sequence[Hero], land: Land, region: str, fight_won: bool, ritual_passed: bool,
    party: Sequence[Hero] = (),
) -> list[Event]:
    """Closing a Murkrift (ZW-ACT-35): the Rift's guardian beaten, then the Test passed or a willing
    Taint; both done: the whole Murkrift goes and an Offering comes. A failure at either step: a Taint.
    ``party``: the heroes who fought the guardian or took the Test with ``hero``: each gains the
    Offering or takes the Taint (ZW-ACT-36)."""
    if not (fight_won and ritual_passed):
        return _each_tainted([hero, *party])
    return _bound(hero, heroes, land, region, party)


def _each_tainted(together: Sequence[Hero]) -> list[Event]:
    events: list[Event] = []
    for h in together:
        events += receive_taint(h)
    return events


def _bound(hero: Hero, heroes: Sequence[Hero], land: Land, region: str, party: Sequence[Hero] = ()) -> list[Event]:
    events: list[Event] = []
    remove_token(land, MURK, region, events)
    for h in (hero, *party):  # each hero who did it together (ZW-ACT-36), while the box has one
        if gain_offering(heroes, h):
            events.append(Event("zerywia.hero.offering", {"seat": h.seat, "n": 1, "by": "ritual"}))
    return events
