"""The Camp Phase's restoring steps for one hero (ZW-CYCLE-10..15, ZW-CYCLE-18; L601-L613), and the
Rest Action's share of them (ZW-ACT-18..21).

Steps are taken in order and any may be skipped: 1 the Dawnstone of the hero's current Thymor (none
under a Blackstone); 2 the hero's Camp Ability (its symbols: an Attribute, "prime" or "any"; Prime
restored above the limit becomes a point of any Attribute); 4 one Feat recovered; a Garrison in the
Region adds a point and a Feat, a Watchstone a point and a Taint removed; step 3, the Camp abilities
of Prepared Saga cards (``card_camp``, card_powers.camp_symbols). Steps 5 (reorganising the Saga
cards), 6 (a Creature) and 7 (a God) come with their cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.actions import Event
from game.zerywia.hero import ATTRIBUTES, Hero, recover_feat, restore
from game.zerywia.taint import remove_taint

# The player's pick of the Attribute a free point ("any") restores, among those below their maximum.
AnyPick = Callable[[Hero], str | None]


def lowest(hero: Hero) -> str | None:
    """The default pick: the Attribute furthest below its maximum (ties: V, I, W); None when all are full."""
    gaps = [(hero.current_max(a) - hero.value[a], -i, a) for i, a in enumerate(ATTRIBUTES)]
    gap, _, attr = max(gaps)
    return attr if gap > 0 else None


def restore_symbol(
    hero: Hero, symbol: str, pick: AnyPick, events: list[Event], why: str, *, converts: bool = True
) -> None:
    """One restore symbol: an Attribute, "any", or "prime" (over the limit it becomes "any", ZW-HERO-11,
    unless ``converts`` is off: a Rest read without AMB-45 loses that Prime)."""
    if symbol == "prime":
        if hero.prime < hero.prime_limit:
            hero.prime += 1
            events.append(Event("zerywia.hero.restored", {"seat": hero.seat, "what": "prime", "by": why}))
            return
        if not converts:
            return
        symbol = "any"
    attr = pick(hero) if symbol == "any" else symbol
    if attr is not None and restore(hero, attr):
        events.append(Event("zerywia.hero.restored", {"seat": hero.seat, "what": attr, "by": why}))


def camp_restores(
    hero: Hero,
    dawnstone: str | None,
    camp_ability: Sequence[str],
    *,
    garrison: bool = False,
    watchstone: bool = False,
    pick: AnyPick = lowest,
    dawnstone_step: bool = True,
    card_camp: Sequence[tuple[str, str]] = (),
    overflow_converts: bool = True,
) -> list[Event]:
    """Steps 1, 2 and 4 and the Garrison/Watchstone bonus. ``dawnstone``: what the Statue gives the
    hero's Thymor (an Attribute, "any", None under a Blackstone). A Rest uses the Camp Ability and the
    Region's tokens but not step 1 nor step 4 (``dawnstone_step=False``; ZW-ACT-20; the Garrison's
    Feat still comes, L1078). ``overflow_converts``: whether Prime restored above the limit becomes an
    Attribute point (always in the Camp Phase, L606; in a Rest per option ``rest_prime_overflow_converts``,
    AMB-45)."""
    events: list[Event] = []
    if dawnstone_step and dawnstone is not None:
        restore_symbol(hero, dawnstone, pick, events, "dawnstone")
    for symbol in camp_ability:
        restore_symbol(hero, symbol, pick, events, "camp_ability", converts=overflow_converts)
    for card, symbol in card_camp:  # step 3: the other Camp abilities, from cards (ZW-CYCLE-13)
        restore_symbol(hero, symbol, pick, events, card, converts=overflow_converts)
    feats = int(dawnstone_step) + int(garrison)
    for _ in range(feats):
        events += recover_feat(hero)
    if garrison:
        restore_symbol(hero, "any", pick, events, "garrison")
    if watchstone:
        restore_symbol(hero, "any", pick, events, "watchstone")
        events += remove_taint(hero)
    return events
