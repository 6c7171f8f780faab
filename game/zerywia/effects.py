"""What an Exploration card's or a Story Reward's effects do to a hero (``content_models.EffectsM``):
Trophies and Offerings gained, Attributes restored or lost, Taints taken or removed, a Feat
recovered. The land's effects (Threat, Murk) and Paths are the Exploration procedure's own."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Event
from game.zerywia.camp import lowest, restore_symbol
from game.zerywia.content_models import EffectsM
from game.zerywia.hero import Hero, lose, recover_feat
from game.zerywia.offerings import gain_offering, gain_trophies
from game.zerywia.taint import receive_taint, remove_taint


def on_hero(hero: Hero, heroes: Sequence[Hero], fx: EffectsM, source: str) -> list[Event]:
    events: list[Event] = []
    if fx.trophies and (got := gain_trophies(hero, fx.trophies)):
        events.append(Event("zerywia.hero.trophies", {"seat": hero.seat, "n": got, "by": source}))
    if fx.offerings and (got := gain_offering(heroes, hero, fx.offerings)):
        events.append(Event("zerywia.hero.offering", {"seat": hero.seat, "n": got, "by": source}))
    for symbol in fx.restore:
        restore_symbol(hero, symbol, lowest, events, source)
    for attr in fx.lose:
        for what, where in lose(hero, attr):
            events.append(Event("zerywia.hero.lost", {"seat": hero.seat, "what": what, "attr": where, "cause": source}))
    for _ in range(fx.taint):
        events += receive_taint(hero)
    for _ in range(fx.remove_taint):
        events += remove_taint(hero)
    for _ in range(fx.recover_feat):
        events += recover_feat(hero)
    return events
