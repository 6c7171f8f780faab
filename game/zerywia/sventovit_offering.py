"""An Offering to Sventovit for a restore (ZW-RES-04a, L977-L978; when: AMB-66, ZW-RES-05).

"Restore 1 point of the Attribute tied to the Dawnstone currently influencing the Hero": the stone on
the Statue's face over the Thymor the hero stands in (the Fatestone: any Attribute); not under a
Blackstone, and not from the Chasm (no face looks at it). The rulebook gives no moment; the
inventory's reading is the map's (before or after the hero's Action), never inside a Challenge or a
Test. The Offering may be 3 Trophies instead (ZW-RES-08). The other use, a reroll, is the checks'.
"""

from __future__ import annotations

from game.core.actions import Event, IllegalAction
from game.zerywia.geography import Geography
from game.zerywia.hero import ATTRIBUTES, Hero, restore
from game.zerywia.offerings import AMBER, pay_offering
from game.zerywia.state import ZerywiaState
from game.zerywia.statue import camp_attribute


def restorable(state: ZerywiaState, geo: Geography, hero: Hero) -> list[str]:
    """The Attributes an Offering to Sventovit may restore for ``hero`` now (below their maximum)."""
    direction = geo.thymor_direction(hero.region)
    tied = camp_attribute(state.statue, direction) if direction else None
    if tied is None:
        return []
    allowed = ATTRIBUTES if tied == "any" else (tied,)
    return [a for a in allowed if hero.value[a] < hero.current_max(a)]


def can_pay(hero: Hero, amber: bool) -> bool:
    return hero.trophies >= AMBER if amber else hero.offerings > 0


def offer(state: ZerywiaState, geo: Geography, hero: Hero, attr: str, amber: bool, events: list[Event]) -> None:
    if attr not in restorable(state, geo, hero):
        raise IllegalAction("zerywia.refuse.no_sventovit_restore")
    events.append(pay_offering(hero, with_trophies=amber))
    restore(hero, attr)
    events.append(Event("zerywia.hero.restored", {"seat": hero.seat, "what": attr, "by": "sventovit"}))
