"""Offerings and Trophies (ZW-RES-01..10; L967-L996).

The box holds 12 Offering tokens: heroes hold any number of them, but none can be gained while all
12 are out, until one is spent and goes back (ZW-RES-01). A hero in the Dread gains none (ZW-RES-03),
nor Trophies (ZW-RES-09). Wherever an Offering is asked for, any hero may pay it (ZW-RES-06), or pay
3 Trophies (an amber token) instead — Trophies never become Offering tokens (ZW-RES-08, AMB-55).
Trophies pass between heroes in the same Region between Actions (ZW-RES-10, AMB-54).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Event, IllegalAction
from game.zerywia.hero import Hero

OFFERINGS_IN_BOX = 12  # ZW-RES-01 (L971)
AMBER = 3  # Trophies that stand for one Offering (ZW-RES-08)


def held(heroes: Sequence[Hero]) -> int:
    """Offerings out of the box: in the heroes' hands and on their God cards (ZW-CYCLE-19)."""
    return sum(h.offerings + h.god_tokens for h in heroes)


def gain_offering(heroes: Sequence[Hero], hero: Hero, n: int = 1) -> int:
    """Give ``hero`` up to ``n`` Offerings from what is left in the box; returns how many came."""
    if hero.dread:
        return 0
    got = max(0, min(n, OFFERINGS_IN_BOX - held(heroes)))
    hero.offerings += got
    return got


def gain_trophies(hero: Hero, n: int) -> int:
    if hero.dread:
        return 0
    hero.trophies += n
    return n


def pay_offering(payer: Hero, with_trophies: bool = False) -> Event:
    """One Offering paid by ``payer`` (for any hero's benefit): a token back to the box, or 3 Trophies."""
    if with_trophies:
        if payer.trophies < AMBER:
            raise IllegalAction("zerywia.refuse.no_amber")
        payer.trophies -= AMBER
    else:
        if payer.offerings < 1:
            raise IllegalAction("zerywia.refuse.no_offering")
        payer.offerings -= 1
    return Event("zerywia.hero.offered", {"seat": payer.seat, "trophies": AMBER if with_trophies else 0})


def pass_trophies(giver: Hero, taker: Hero, n: int, same_region: bool, between_actions: bool) -> Event:
    """ZW-RES-10 / ZW-ACT-43: only in one Region, and only when neither is in the middle of an Action."""
    if not same_region or not between_actions:
        raise IllegalAction("zerywia.refuse.no_trade_here")
    if not 1 <= n <= giver.trophies:
        raise IllegalAction("zerywia.refuse.not_enough_trophies")
    giver.trophies -= n
    taker.trophies += n
    return Event("zerywia.hero.trophies_passed", {"from": giver.seat, "to": taker.seat, "n": n})
