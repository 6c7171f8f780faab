"""What leaving a Region of the Murk costs a hero (ZW-ACT-30/32/33; AMB-12, AMB-13, AMB-48).

Every change of Region made by a hero pays it — exploring, the Harbour, the Shroud, a card's or the
Herald's move — but not the Epic Battle's group teleport (a scenario event)."""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Event
from game.zerywia.hero import ATTRIBUTES, Hero, lose
from game.zerywia.land import Land, leaving_cost
from game.zerywia.taint import first, receive_taint

# The player's pick of the Attribute that pays a point, among those given.
AttrPick = Callable[[Hero, list[str]], str]


def pay_leaving(land: Land, hero: Hero, region: str, pick: AttrPick = first) -> list[Event]:
    """A Murkrift costs a Taint even to a Tainted hero; Murk costs a Taint to an untainted one, else
    one point of an Attribute the player picks (at zero everywhere, that loss is an Injury)."""
    cost = leaving_cost(land, region)
    if not cost:
        return []
    if cost == "taint" or not (hero.taints or hero.primal):
        return receive_taint(hero, None, pick)
    with_points = [a for a in ATTRIBUTES if hero.value[a] > 0] or list(ATTRIBUTES)
    attr = pick(hero, with_points)
    if len(with_points) > 1 and hero.value[attr] > 0:  # a plain point: the player may move it (picks.py)
        hero.picks.append({"kind": "murk_cost", "hero": hero.seat, "attr": attr, "options": with_points})
    return [
        Event("zerywia.hero.lost", {"seat": hero.seat, "what": what, "attr": where, "cause": "leaving_murk"})
        for what, where in lose(hero, attr)
    ]
