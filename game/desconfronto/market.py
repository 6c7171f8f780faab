"""The Wandering Market (DC-HUNT-08..10, L218-229): what the market sells after each horde, at what
price, and what a purchase does. Fragments are the group's pool (DC-LVL-07); each seat shops for
its own hero in turn (hunt.py).

The table of L219-226 gives, per horde and group size, the most purchases allowed (AMB-15b):

* 1st horde: N common items;
* 2nd: the Short Rest **or** N common items + N artifacts (with 4 players the print says 3 + 3:
  ``hunt_market_literal``, AMB-15a; by default 4 + 4);
* 3rd: N common items + N subclasses;
* 4th: a Long Rest (taken when the market opens) + each hero's own Elder (AMB-15e).

Prices: common items as printed on the card (L306, data/items.toml); a Legendary Weapon 2 fragments,
a Personal Artifact 1 (L227-228), a subclass 3 (L229); rests and Elders free (AMB-15d). Skill Tree
abilities may be bought after any horde (L218; levels.py prices them, AMB-31).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.core.actions import Event
from game.desconfronto import elders, items, levels, prestige
from game.desconfronto.event import ev
from game.desconfronto.state import CombatState

SUBCLASS_PRICE = 3  # L229


@dataclass(frozen=True)
class Offer:
    """One thing a seat may buy now: ``what``/``ref`` as in ``Buy``, its price in fragments."""

    what: str
    ref: str
    price: int


def caps(horde: int, players: int, literal: bool) -> dict[str, int]:
    """DC-HUNT-09: the purchases allowed after ``horde`` (1-4) for ``players`` (1-4)."""
    n = players
    if horde == 1:
        return {"common": n}
    if horde == 2:
        both = 3 if literal and n == 4 else n
        return {"common": both, "artifact": both}
    if horde == 3:
        return {"common": n, "subclass": n}
    return {"elder": n}


def in_shop(state: CombatState) -> Counter[str]:
    """The shop's cards not held by any hero: a bought card is out until it is used (DC-ITEM-03/06)."""
    stock = Counter(items.SHOP_STOCK)
    for h in state.heroes:
        for i in (h.item, *h.bag):
            if i and stock[i] > 0:
                stock[i] -= 1
    return +stock


def offers(state: CombatState, seat: int) -> list[Offer]:
    """What ``seat`` may buy now with the group's fragments (the market's caps left, the hero's own)."""
    run = state.run
    assert run is not None
    h = state.heroes[seat]
    left = run.market
    cash = state.fragments
    out: list[Offer] = []
    for tree in (1, 2):
        s = levels.next_skill(state, seat, tree)
        if s is not None and h.level < levels.MAX_LEVEL and levels.skill_cost(state, s) <= cash:
            out.append(Offer("skill", str(tree), levels.skill_cost(state, s)))
    if left.get("common", 0) > 0:
        for item in sorted(in_shop(state)):
            if items.price(item) <= cash:
                out.append(Offer("item", item, items.price(item)))
    if left.get("artifact", 0) > 0:
        for a in items.artifacts_of(h.hero):
            p = items.price(a)
            if not items.owns(h, a) and p <= cash:
                out.append(Offer("artifact", a, p))
    if left.get("subclass", 0) > 0 and not h.subclass and SUBCLASS_PRICE <= cash:
        out += [Offer("subclass", s.id, SUBCLASS_PRICE) for s in prestige.subclasses(h.hero)]
    if left.get("elder", 0) > 0 and elder_to_take(state, seat):
        out.append(Offer("elder", "", 0))
    return out


def elder_to_take(state: CombatState, seat: int) -> list[str]:
    """The hero's Elder card(s) not given yet (DC-ELD-04: taken at the 4th market)."""
    h = state.heroes[seat]
    return [c for c in elders.elder_cards(h.hero) if c not in h.granted]


def buy(state: CombatState, seat: int, what: str, ref: str) -> list[Event]:
    """Carry out a purchase ``offers`` listed (the caller checked it is one)."""
    run = state.run
    assert run is not None
    h = state.heroes[seat]
    if what == "skill":
        s = levels.buy(state, seat, int(ref))
        return [ev("dc.ability_bought", {"hero": seat, "skill": s.id, "level": h.level})]
    if what == "item":
        run.market["common"] -= 1
    elif what == "artifact":
        run.market["artifact"] -= 1
    elif what == "subclass":
        run.market["subclass"] -= 1
        state.fragments -= SUBCLASS_PRICE
        return [
            ev("dc.market_bought", {"hero": seat, "what": what, "ref": ref, "cost": SUBCLASS_PRICE}),
            *prestige.grant_subclass(state, seat, ref),
        ]
    else:  # the Elder: free (AMB-15d)
        run.market["elder"] -= 1
        return elders.grant_elder(state, seat)
    cost = items.price(ref)
    state.fragments -= cost
    return [ev("dc.market_bought", {"hero": seat, "what": what, "ref": ref, "cost": cost}), *items.give(state, seat, ref)]
