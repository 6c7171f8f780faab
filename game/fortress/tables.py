"""Per-card figures the hot paths read (legal actions, the greedy bot's evaluation) instead of
looking a card's record up and testing its fields again at every decision.

Each table maps a physical card id (``orc_saqueador#2``) to a figure worked out from the card's
printed record the first time the id is met, then read. Valid because content is fixed once loaded
(``content.content()`` is loaded once per process and never changed) and a physical id always names
the same printed card.
"""

from __future__ import annotations

from game.fortress.card_table import CardTable
from game.fortress.content import Cost, card_of, invader_of
from game.fortress.effects import usable_from_hand


def _hand_cost(card_id: str) -> Cost | None:
    eff = usable_from_hand(card_id)
    return eff.cost if eff is not None and eff.resource_cost else None


def _built_cost(card_id: str) -> Cost | None:
    eff = card_of(card_id).effect
    return eff.cost if eff is not None and eff.resource_cost else None


# What buying the card costs (its printed cost).
COST: CardTable[Cost] = CardTable(lambda c: card_of(c).cost)
# The resource cost of the effect the card offers from the hand; None: no such effect, or one that
# costs no resources (payment.later_costs lists only costs the pool must cover).
HAND_COST: CardTable[Cost | None] = CardTable(_hand_cost)
# The same for the card's effect as a Construction in play.
BUILT_COST: CardTable[Cost | None] = CardTable(_built_cost)
# The cost of the card's effect (as a Construction in play, or any card's printed effect); None: no effect.
EFFECT_COST: CardTable[Cost | None] = CardTable(
    lambda c: None if (e := card_of(c).effect) is None else e.cost
)
# The cost of the effect the card offers from the hand (effects.usable_from_hand); None: none.
HAND_EFFECT_COST: CardTable[Cost | None] = CardTable(
    lambda c: None if (e := usable_from_hand(c)) is None else e.cost
)
# A card whose effect costs only its discard (rules.discard_help, HM-GEN-05, HM-TURN-17).
DISCARD_HELP: CardTable[bool] = CardTable(
    lambda c: (e := usable_from_hand(c)) is not None and e.discard and not e.resource_cost
)
IS_CONSTRUCTION: CardTable[bool] = CardTable(lambda c: card_of(c).kind == "construction")
# An Invader's life levels, by its physical id.
LIFE: CardTable[tuple[int, ...]] = CardTable(lambda c: invader_of(c).life)
