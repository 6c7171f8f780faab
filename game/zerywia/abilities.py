"""What one card ability does (Items, Gods, Creatures share it): at the map moment a restore, a Taint
removed or a Feat recovered; in a Challenge a die, a Shield, a Rune, or a reroll of one of the
hero's own dice. ``times`` repeats it (a God's main ability, once per Path of its type, L1017)."""

from __future__ import annotations

from game.core.actions import Event, IllegalAction
from game.core.rng import Rng
from game.zerywia import challenge as ch_
from game.zerywia.camp import lowest, restore_symbol
from game.zerywia.content_models import ItemAbilityM
from game.zerywia.hero import Hero, recover_feat
from game.zerywia.taint import remove_taint


def on_map(hero: Hero, side: ItemAbilityM, source: str, times: int = 1) -> list[Event]:
    events: list[Event] = []
    for _ in range(times):
        for symbol in side.restore:
            restore_symbol(hero, symbol, lowest, events, source)
        if side.remove_taint:
            events += remove_taint(hero)
        if side.recover_feat:
            events += recover_feat(hero)
    return events


def moment_of(ch: ch_.Challenge, side: ItemAbilityM) -> str:
    """The Challenge moment an ability is used at now (a "resolution" one while the results are
    still open, as the game resolves when they are declared final)."""
    if ch.phase == ch_.INITIATION:
        return "initiation"
    return "determination" if "determination" in side.when else "resolution"


def check_die(ch: ch_.Challenge, hero: Hero, side: ItemAbilityM, die: int) -> None:
    if side.reroll and (not 0 <= die < len(ch.dice) or ch.dice[die].owner != hero.seat or ch.dice[die].spent):
        raise IllegalAction("zerywia.refuse.not_own_die")


def in_challenge(
    ch: ch_.Challenge, hero: Hero, side: ItemAbilityM, source: str, die: int, rng: Rng, times: int = 1
) -> list[Event]:
    events: list[Event] = []
    for _ in range(times):
        if side.die is not None:
            events += ch_.add_die(ch, hero, side.die, source)
        if side.shield is not None:
            ch.shields.append(side.shield)
            events.append(Event("zerywia.challenge.shield", {"seat": hero.seat, "attr": side.shield, "source": source}))
        if side.rune is not None:
            ch.runes.append(side.rune)
            events.append(Event("zerywia.challenge.rune", {"seat": hero.seat, "attr": side.rune, "source": source}))
        if side.reroll:
            events.append(ch_.reroll_die(ch, ch.dice[die], rng, source))
    return events
