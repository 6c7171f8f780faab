"""Events of the Corruption Master (master.py, DC-CM-*). Log lines: ``event.<kind>`` in dc_master.toml.

The card the Master draws is never named (its hand is hidden from the heroes): only how many it drew
and holds. The card it plays is named by the ``dc.action_card`` that follows, with ``roller``."""

from __future__ import annotations

from game.core.events import EventSpec, spec

MASTER: tuple[EventSpec, ...] = (
    spec("dc.master_dealt", seat=int, hand=int),  # a combat starts: the hand dealt anew (AMB-38)
    spec("dc.master_drew", seat=int, drew=int, hand=int),  # the replacement after a play (L478)
)
