"""What the greedy bot's scores give the Wandering Market's and the camps' choices that a flat weight
got wrong (issue #10's leftovers): a healing potion, the cards of a draw deck, and the conditions a
hero carries between combats. Pure functions of the state, shared by ``heuristic.run_score`` (the
Hunt) and ``campaign/heuristic.py`` (the Sempreterna map), each in its own score's units.

* **A healing potion is worth the Vigor it gives back.** A flat item weight valued a 1-fragment
  potion like a trap, so the bot bought whichever it met first and, in a campaign (where an item
  counted as much as a whole hero's Vigor), never drank one. Now a potion held is worth
  ``POTION_HELD`` of the Vigor it would heal: in full for the wounds the hero carries now (they carry
  on to the next combat, L345-350 heal nothing), ``POTION_RESERVE`` of it for Vigor the hero has
  not lost yet (it may be needed, or not). Drinking it when hurt gains more than keeping it, so the
  bot drinks when the wounds are there and keeps it otherwise; a hurt hero buys one before a trap.
* **A draw deck that cannot last a combat is a risk.** Decks carry on between combats (only Solo's is
  restored, L465), and a hero with no card to draw or play is Exhausted (L348), which costs a level:
  each card of the draw pile up to ``DECK_NEED`` is worth a card in hand, beyond it little. This is
  what a Short Rest gives (the discard pile back, L274), so the bot now takes it when the decks are
  thin rather than never.
* **Conditions carry on between combats** until a rest removes them (L273, L277): each harmful one
  counts as it does inside a combat.
"""

from __future__ import annotations

from typing import Any

from game.desconfronto.conditions import ELEMENTS
from game.desconfronto.items import ITEMS

POTION_HELD = 0.9  # a potion in the bag: a little less than its heal now (it is used one action later)
POTION_RESERVE = 0.5  # the share of a heal beyond the hero's wounds now that a later combat uses
DECK_NEED = 8  # cards a hero draws in a combat: 20 Creature Action cards (L340) shared, 1 draw a turn
HARMFUL = (*ELEMENTS, "bleeding", "stunned", "corruption")


_HEALS: dict[str, int] = {}  # item id -> heal_of (the item table is fixed content: read once per item)


def heal_of(item: str) -> int:
    """The Vigor a potion heals (0 for any other item)."""
    k = _HEALS.get(item)
    if k is None:
        idef = ITEMS.get(item)
        k = 0 if idef is None or idef.kind != "potion" else sum(e.amount for e in idef.effects if e.verb == "heal")
        if idef is not None:  # an unknown id is not kept (a test may add it to the table later)
            _HEALS[item] = k
    return k


def potion_vigor(hero: Any, item: str) -> float:
    """The Vigor points a held healing potion is worth to ``hero`` (0 for any other item)."""
    k = heal_of(item)
    if not k:
        return 0.0
    wounds = max(0, hero.max_vigor - hero.vigor)
    now = min(k, wounds)
    return POTION_HELD * (now + POTION_RESERVE * (k - now))


def held(hero: Any) -> list[str]:
    """The hero's Active Item and bag (the items a market counts)."""
    return [*([hero.item] if hero.item else []), *hero.bag]


def deck_cards(hero: Any) -> tuple[int, int]:
    """(cards of the draw pile up to ``DECK_NEED``, the rest)."""
    n = len(hero.draw.cards)
    return min(n, DECK_NEED), max(0, n - DECK_NEED)


def harms(hero: Any) -> int:
    cond = hero.cond
    return sum(1 for k in HARMFUL if cond.get(k)) if cond else 0
