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
from game.zerywia import challenge as ch_
from game.zerywia.camp import lowest, restore_symbol
from game.zerywia.content import content
from game.zerywia.content_models import ItemAbilityM
from game.zerywia.hero import Hero
from game.zerywia.taint import remove_taint

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
    events = [_used(hero, item, alt)]
    for symbol in side.restore:
        restore_symbol(hero, symbol, lowest, events, "item")
    if side.remove_taint:
        events += remove_taint(hero)
    if side.recover_feat and hero.used_feats:
        feat = hero.used_feats.pop(0)
        hero.feats.append(feat)
        events.append(Event("zerywia.hero.feat_recovered", {"seat": hero.seat, "feat": feat}))
    return events


def use_in_challenge(ch: ch_.Challenge, hero: Hero, item: str, alt: bool, die: int, rng: Rng) -> list[Event]:
    moment = "initiation" if ch.phase == ch_.INITIATION else "determination"
    side = ability(item, alt)
    if moment == "determination" and "determination" not in side.when:
        moment = "resolution"  # taken while the results are open (module docstring)
    if moment == "determination" and side.reroll:
        if not 0 <= die < len(ch.dice) or ch.dice[die].owner != hero.seat or ch.dice[die].spent:
            raise IllegalAction("zerywia.refuse.not_own_die")
    _take(hero, item, alt, moment)
    events = [_used(hero, item, alt)]
    if side.die is not None:
        events += ch_.add_die(ch, hero, side.die, f"item:{item}")
    if side.shield is not None:
        ch.shields.append(side.shield)
        events.append(Event("zerywia.challenge.shield", {"seat": hero.seat, "attr": side.shield, "source": item}))
    if side.rune is not None:
        ch.runes.append(side.rune)
        events.append(Event("zerywia.challenge.rune", {"seat": hero.seat, "attr": side.rune, "source": item}))
    if side.reroll:
        d = ch.dice[die]
        before = d.face
        faces = content().dice["attribute"].faces
        d.face = faces[rng.below(len(faces))]
        events.append(Event("zerywia.challenge.rerolled", {"kind": d.kind, "before": before, "after": d.face,
                                                           "by": item, "die": die}, reveals=True))
    return events


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
