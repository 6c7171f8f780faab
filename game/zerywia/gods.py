"""Gods (ZW-RES-11..14; L1000-L1018; ZW-CYCLE-17/19).

Worship at Camp step 7: an Offering (or 3 Trophies, ZW-RES-08) for any God in the deck; one at a
time (a second sends the first back). The main ability: an Offering per use, which stays on the God
card until the Cycle ends (so at most 3 uses a Cycle, and those Offerings are out of the box's 12
meanwhile); it works only for a hero with a Path of the God's type, and repeats once per such Path.
The once-only ability is free and sends the card back to the deck.
"""

from __future__ import annotations

from game.core.actions import Event, IllegalAction
from game.zerywia.content import content
from game.zerywia.content_models import ItemAbilityM
from game.zerywia.hero import Hero
from game.zerywia.offerings import pay_offering
from game.zerywia.state import ZerywiaState

USES_PER_CYCLE = 3  # L1017


def worship(state: ZerywiaState, hero: Hero, god: str, amber: bool) -> list[Event]:
    if god not in state.gods:
        raise IllegalAction("zerywia.refuse.no_such_god")
    events = [pay_offering(hero, with_trophies=amber)]
    state.gods.remove(god)
    if hero.god:
        state.gods.append(hero.god)
    hero.god = god
    events.append(Event("zerywia.god.worshipped", {"seat": hero.seat, "god": god}))
    return events


def multiplier(hero: Hero) -> int:
    """How many times the main ability repeats: the hero's Paths of the God's type (L1017)."""
    return sum(1 for p in hero.paths if p == content().gods[hero.god].path) if hero.god else 0


def can_use_main(state: ZerywiaState, hero: Hero) -> bool:
    uses = state.god_uses.get(str(hero.seat), 0)
    return bool(hero.god) and multiplier(hero) > 0 and uses < USES_PER_CYCLE and (
        hero.offerings > 0 or hero.trophies >= 3
    )


def side(hero: Hero, once: bool) -> ItemAbilityM:
    god = content().gods[hero.god]
    return god.once if once else god.main


def pay_main(state: ZerywiaState, hero: Hero) -> list[Event]:
    if not can_use_main(state, hero):
        raise IllegalAction("zerywia.refuse.god_not_now")
    amber = hero.offerings < 1
    events = [pay_offering(hero, with_trophies=amber)]
    if not amber:  # the token stays on the card until the Cycle ends (ZW-CYCLE-19)
        hero.god_tokens += 1
    key = str(hero.seat)
    state.god_uses[key] = state.god_uses.get(key, 0) + 1
    return events


def release_once(state: ZerywiaState, hero: Hero) -> list[Event]:
    god = hero.god
    hero.god, hero.god_tokens = "", 0
    state.gods.append(god)
    return [Event("zerywia.god.released", {"seat": hero.seat, "god": god})]


def end_of_cycle(state: ZerywiaState) -> None:
    """ZW-CYCLE-19: the Offerings on God cards go back to the box; the Cycle's uses start again."""
    state.god_uses = {}
    for hero in state.heroes:
        hero.god_tokens = 0
