"""Events of the marks drawn on the combat board and the Arcanist's change (heroes/pharanor_prestige.py).

Log lines: ``event.dc.<kind>`` in dc_marks.toml.
"""

from __future__ import annotations

from game.core.events import EventSpec, spec

MARKS: tuple[EventSpec, ...] = (
    # the Arcanist (L843): a card discarded to change the condition of his next elemental attack,
    # then the card whose condition changed
    spec("dc.pharanor_change", hero=int, cond=str),
    spec("dc.pharanor_changed", hero=int, card=str, cond=str),
)
