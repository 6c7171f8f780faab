"""Events of shop items, Legendary Weapons, Personal Artifacts and Elders. Log lines in dc_items.toml."""

from __future__ import annotations

from game.core.events import EventSpec, spec

ITEMS: tuple[EventSpec, ...] = (
    spec("dc.item_gained", hero=int, item=str),  # into the extended inventory (items.give)
    spec("dc.item_traded", hero=int, target=str, item=str),  # DC-ITEM-04, between combats
    spec("dc.elder_granted", hero=int, card=str),  # the Elder shuffled into the draw deck (DC-ELD-01)
    spec("dc.elder_spirit", hero=int, card=str, passive=str, amount=int),  # its passive, this turn
)
