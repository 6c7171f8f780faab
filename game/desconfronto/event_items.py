"""Events of shop items, Legendary Weapons, Personal Artifacts and Elders. Log lines in dc_items.toml."""

from __future__ import annotations

from game.core.events import EventSpec

ITEMS: tuple[EventSpec, ...] = ()
