"""Saga card abilities tied to a moment or a state (ZW-GEN-03, ZW-HERO-18/28, ZW-ACT-24, ZW-CYCLE-13,
ZW-CHAL-44; L188, L211, L589, L607, L802). Only Prepared cards act (the reserve is set aside).

A Kolovrat symbol on a card is a time of day; in a square border it is a Thymor, the map quarter the
hero stands in (L211). A "[Thymor] Action" is an Action of its own, legal only while its symbol
holds, and a Region Option follows it like the game's own Actions. An "At/During [Thymor]" ability
is passive: a Shield at the Initiation of the hero's Challenges while it holds. A hero with a Curse
Path under the Path Stone is Cursed, and so is a hero in the Dread (L188): the cards active "while
Cursed" apply to either. A Camp ability from a card is Camp step 3, after the Hero card's. A
Resolution ability is read after the Nix dice, so an Injury or the Dread they caused counts (L802).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core.actions import Event, IllegalAction
from game.zerywia.camp import AnyPick, lowest, restore_symbol
from game.zerywia.content import content
from game.zerywia.content_models import CardActionM, WhenM
from game.zerywia.hero import ATTRIBUTES, Hero, recover_feat
from game.zerywia.offerings import gain_trophies
from game.zerywia.taint import remove_taint, taint_count

CURSE = "curse"  # the Path type of a Curse card (L190)


def cursed(hero: Hero) -> bool:
    """ZW-HERO-18: a Curse Path under the Path Stone, or the Dread (treated as if Cursed, L188)."""
    return CURSE in hero.paths or bool(hero.dread)


def holds(when: WhenM, hero: Hero, time: str, thymor: str | None) -> bool:
    """Whether a card's condition holds now: ``time`` the current time of day, ``thymor`` the
    quarter of the map the hero stands in (None on the Chasm)."""
    if when.time is not None:
        return when.time == time
    if when.thymor is not None:
        return when.thymor == thymor
    return cursed(hero)


def card_action(card: str) -> CardActionM | None:
    return content().sagas[card].action


def actions_now(hero: Hero, time: str, thymor: str | None) -> list[str]:
    """The Prepared cards whose "[Thymor] Action" the hero may take now (ZW-HERO-28)."""
    out = []
    for card in hero.prepared:
        act = card_action(card)
        if act is not None and holds(act.at, hero, time, thymor):
            out.append(card)
    return out


def card_action_refusal(hero: Hero, card: str, time: str, thymor: str | None) -> str | None:
    """Why a refused CardAction is refused, in the rules' words: no such Action on a Prepared card,
    or not at this time of day / in this Thymor (ZW-HERO-28); None when it is neither (another
    hero's turn, a step under way)."""
    act = card_action(card) if card in content().sagas else None
    if act is None or card not in hero.prepared:
        return "zerywia.refuse.no_card_action"
    return None if holds(act.at, hero, time, thymor) else "zerywia.refuse.card_action_not_now"


def take_action(hero: Hero, card: str, time: str, thymor: str | None, pick: AnyPick = lowest) -> list[Event]:
    """The card's Action: refused unless the card is Prepared and its symbol holds now."""
    act = card_action(card) if card in content().sagas else None
    if act is None or card not in hero.prepared:
        raise IllegalAction("zerywia.refuse.no_card_action")
    if not holds(act.at, hero, time, thymor):
        raise IllegalAction("zerywia.refuse.card_action_not_now")
    events = [Event("zerywia.card.action", {"seat": hero.seat, "card": card})]
    for symbol in act.restore:
        restore_symbol(hero, symbol, pick, events, card)
    if act.remove_taint:
        events += remove_taint(hero)
    if act.recover_feat:
        events += recover_feat(hero)
    if act.trophies:
        got = gain_trophies(hero, act.trophies)
        if got:
            events.append(Event("zerywia.hero.trophies", {"seat": hero.seat, "n": got, "by": card}))
    return events


def initiation_shields(hero: Hero, time: str, thymor: str | None) -> list[tuple[str, str]]:
    """(card, Attribute) for each passive of a Prepared card that holds now (ZW-HERO-18/28)."""
    return [(card, p.shield) for card in hero.prepared for p in content().sagas[card].passive
            if holds(p.at, hero, time, thymor)]


def add_initiation_shields(
    shields: list[str], heroes: Sequence[Hero], time: str, thymor_of: Mapping[str, str]
) -> list[Event]:
    """Put each participant's passive Shields into a Challenge's ``shields`` as it starts (every
    Challenge a journey or a Herald's Attack begins); the events name the card."""
    events = []
    for h in heroes:
        for card, attr in initiation_shields(h, time, thymor_of.get(h.region)):
            shields.append(attr)
            events.append(Event("zerywia.challenge.shield", {"seat": h.seat, "attr": attr, "source": card}))
    return events


def camp_symbols(hero: Hero) -> list[tuple[str, str]]:
    """Camp step 3 (ZW-CYCLE-13): (card, restore symbol) for each Prepared card's Camp ability, for
    ``camp.camp_restores`` to restore after the Hero card's own."""
    return [(card, symbol) for card in hero.prepared for symbol in content().sagas[card].camp]


def count_of(hero: Hero, per: str) -> int:
    """What a Resolution ability counts, read as the hero stands now (ZW-CHAL-44)."""
    if per == "taint":
        return taint_count(hero)
    if per == "injury":
        return sum(hero.injured(a) for a in ATTRIBUTES)
    return int(bool(hero.dread))


def at_resolution(hero: Hero, pick: AnyPick = lowest) -> list[Event]:
    """Each Prepared card's Resolution ability, after the Nix dice were resolved (ZW-CHAL-44)."""
    events: list[Event] = []
    for card in hero.prepared:
        ability = content().sagas[card].resolution
        if ability is None:
            continue
        for _ in range(count_of(hero, ability.per)):
            for symbol in ability.restore:
                restore_symbol(hero, symbol, pick, events, card)
    return events
