"""Events of the run layer: a Hunt's hordes, the Wandering Market, rests, Specializations, Elders.

Log lines: ``event.<kind>`` in dc_hunt.toml."""

from __future__ import annotations

from game.core.events import ListOf, spec

RUN = (
    spec("dc.subclass_taken", hero=int, subclass=str, cards=ListOf(str)),
)
