"""Giving items between heroes in the Wandering Market (DC-ITEM-04, L311: "Items may be traded freely
outside combat, never during it").

Reading (RULES.md, "Hunt"): a seat acts only for itself, so a trade is made of gifts. The seat shopping
now gives one of its own hero's common items (Trap, Bomb, Potion: the Active Item or one in the bag) to
another hero's bag; the receiver is not asked (a gift takes nothing from them), and an exchange is a
gift each way, each on its giver's own market turn. Legendary Weapons and Personal Artifacts never
change hands (L228), nor the head item (``ItemDef.transferable``). Gifts are offered only in the
market: during a combat, at the tier dice or after a defeat they are refused.

A gift is undone like a purchase until its seat leaves the market (the session's barrier is the change
of shopper). The market's pending choice counts this visit's gifts (``gifts``): the greedy bot's
heuristic weighs against them, so a bot never gives items back and forth.
"""

from __future__ import annotations

from game.core.actions import Event
from game.core.refusal import Refusal
from game.desconfronto import items
from game.desconfronto.run_actions import GiveItem
from game.desconfronto.state import CombatState

IN_COMBAT = Refusal("dc_items.refusal.in_combat")
MARKET_ONLY = Refusal("dc_gifts.refusal.market_only")
NOT_SHOPPER = Refusal("dc_gifts.refusal.not_shopper")
NO_SUCH_HERO = Refusal("dc_gifts.refusal.no_such_hero")


def _shopper(state: CombatState) -> int | None:
    """The seat shopping now, or None outside the Wandering Market."""
    pend = state.pending
    if state.phase != "run" or state.run is None or state.run.stage != "market":
        return None
    if pend is None or pend.kind != "market":
        return None
    return pend.player


def gift_actions(state: CombatState, seat: int) -> list[GiveItem]:
    """Every gift ``seat`` may make now: each distinct common item its hero holds, to each other hero."""
    if _shopper(state) != seat:
        return []
    h = state.heroes[seat]
    out: list[GiveItem] = []
    for item in dict.fromkeys((h.item, *h.bag)):
        if item and items.ITEMS[item].transferable:
            out += [GiveItem(seat, item, to) for to in range(len(state.heroes)) if to != seat]
    return out


def refusal(state: CombatState, action: GiveItem) -> Refusal | None:
    """None when ``gift_actions`` lists ``action``; else why not, the combat first (DC-ITEM-04)."""
    shopper = _shopper(state)
    if shopper is None:
        return IN_COMBAT if items.in_combat(state) else MARKET_ONLY
    if action.player != shopper:
        return NOT_SHOPPER
    if not 0 <= action.to < len(state.heroes):
        return NO_SUCH_HERO
    return items.trade_refusal(state, action.player, action.to, action.item)


def give(state: CombatState, action: GiveItem) -> list[Event]:
    """Carry out a gift ``refusal`` allowed; the market's choice counts it (the bots' heuristic)."""
    events = items.transfer(state, action.player, action.to, action.item)
    pend = state.pending
    assert pend is not None
    pend["gifts"] = pend.get("gifts", 0) + 1
    return events
