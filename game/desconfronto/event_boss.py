"""Events of the Boss fight (Daegur / Gûrthur, DC-BOSS-*). Log lines: ``event.<kind>`` in dc_boss.toml."""

from __future__ import annotations

from game.core.events import EventSpec

BOSS: tuple[EventSpec, ...] = ()
