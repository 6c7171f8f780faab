"""Items (ZW-RES-17/18, L1039-L1057): single-use cards with a main and an alternative ability,
each usable at the moments it names; a hero holds at most 3 (a fourth makes the hero drop one);
Items pass between heroes in one Region between Actions; the Cradle's Trade reveals the top 3 and
sells one for its Trophy cost, the others going to the bottom of the deck (AMB-40).

Items do not work in Tests (ZW-TEST-06: Challenge-phase abilities only in Challenges). A
"resolution" ability is taken while the results are still open (its Shield or Rune joins what
Resolution counts), since the game resolves as soon as the results are declared final.
"""

from __future__ import annotations

from game.core.actions import Event, IllegalAction
from game.core.rng import Rng
from game.zerywia import abilities
from game.zerywia import challenge as ch_
from game.zerywia.content import content
from game.zerywia.content_models import ItemAbilityM
from game.zerywia.hero import Hero

MAX_ITEMS = 3  # ZW-RES-18
TRADE_SHOWN = 3  # L1045


def ability(item: str, alt: bool) -> ItemAbilityM:
    card = content().items[item]
    return card.alt if alt else card.main


def usable(hero: Hero, moment: str) -> list[tuple[str, bool]]:
    """(item, alternative?) pairs the hero may use at ``moment``."""
    out = []
    for item in hero.items:
        for alt in (False, True):
            if moment in ability(item, alt).when:
                out.append((item, alt))
    return out


def use_on_map(hero: Hero, item: str, alt: bool) -> list[Event]:
    side = _take(hero, item, alt, "map")
    return [_used(hero, item, alt), *abilities.on_map(hero, side, "item")]


def use_in_challenge(ch: ch_.Challenge, hero: Hero, item: str, alt: bool, die: int, rng: Rng) -> list[Event]:
    side = ability(item, alt)
    abilities.check_die(ch, hero, side, die)
    _take(hero, item, alt, abilities.moment_of(ch, side))
    return [_used(hero, item, alt), *abilities.in_challenge(ch, hero, side, item, die, rng)]


def _take(hero: Hero, item: str, alt: bool, moment: str) -> ItemAbilityM:
    if item not in hero.items:
        raise IllegalAction("zerywia.refuse.no_item")
    side = ability(item, alt)
    if moment not in side.when:
        raise IllegalAction("zerywia.refuse.item_not_now")
    hero.items.remove(item)
    return side


def _used(hero: Hero, item: str, alt: bool) -> Event:
    return Event("zerywia.item.used", {"seat": hero.seat, "item": item, "alternative": alt})


def gain_item(hero: Hero, item: str, drop: str = "") -> list[Event]:
    """A new Item; with 3 already the hero drops ``drop`` (one of them, or the new one) first."""
    events = []
    if len(hero.items) >= MAX_ITEMS:
        if drop not in (*hero.items, item):
            raise IllegalAction("zerywia.refuse.items_full")
        if drop == item:
            return [Event("zerywia.item.dropped", {"seat": hero.seat, "item": item})]
        hero.items.remove(drop)
        events.append(Event("zerywia.item.dropped", {"seat": hero.seat, "item": drop}))
    hero.items.append(item)
    events.append(Event("zerywia.item.gained", {"seat": hero.seat, "item": item}))
    return events
