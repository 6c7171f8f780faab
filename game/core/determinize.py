"""Resampling what a seat may not see, for search that must not peek (issue 8, Coliseum's rivals).

A search bot plays candidate actions forward on a copy of the state. A plain copy still holds every
deck in its real order and, under a rival audience, the other seats' real hands: a lookahead that
draws from it would act on knowledge the seat does not have. ``Game.determinize`` turns the copy into
one world the seat cannot tell from the real one — every zone its view shows only as a count
(``view.Hidden``) is refilled from the cards that could be there, in a random order.

A game lists its hidden zones as *groups* (``Game.hidden_zones``): the cards of one group are pooled
and dealt back into the same zones, each keeping its size. A deck alone is a group of one (only its
order is unknown); under ``RIVAL`` another seat's hand and deck form one group (the viewer knows which
cards that seat holds between them, not which are in hand).

The pool is sorted before it is shuffled, so the world drawn depends only on what the seat sees (the
multiset of cards per group and the zone sizes) and on the given random stream: two states that
differ only in hidden things give the same world.

A search bot draws a world on every decision, so the shuffle must cost next to nothing: each pool is
put in one of ``ORDERS`` orders of its size, shuffled once from a fixed seed when that size is first
met and then chosen by one draw of the stream (a lookahead needs a plausible world, not every
possible one; a Fisher–Yates shuffle in Python cost more than the lookahead it served). The test of that is
tests/game/core/test_determinize.py, which also checks that every ``Hidden`` count a view shows is a
zone the game resamples.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from operator import itemgetter
from typing import Any

from game.core.rng import Rng

Group = Sequence[list[str]]

ORDERS = 256
_orders: dict[int, list[Callable[[Sequence[str]], Any]]] = {}


def _order(size: int, rng: Rng) -> Callable[[Sequence[str]], Any]:
    """One of the ``ORDERS`` fixed shuffles of ``size`` cards, chosen by ``rng`` (an itemgetter: it
    reorders a list in one C call)."""
    table = _orders.get(size)
    if table is None:
        maker = Rng(0x5EED + size)
        table = []
        for _ in range(ORDERS):
            perm = list(range(size))
            maker.shuffle(perm)
            table.append(itemgetter(*perm))
        _orders[size] = table
    return table[rng.below(ORDERS)]


def resample(groups: Iterable[Group], rng: Rng) -> None:
    """Deal each group's pooled cards back into its zones (sizes kept) in an order drawn from ``rng``."""
    for zones in groups:
        if len(zones) == 1:
            cards = zones[0]
            if len(cards) < 2:
                continue
            cards.sort()
            cards[:] = _order(len(cards), rng)(cards)
            continue
        pool = sorted(c for z in zones for c in z)
        if len(pool) > 1:
            pool = list(_order(len(pool), rng)(pool))
        start = 0
        for z in zones:
            end = start + len(z)
            z[:] = pool[start:end]
            start = end
