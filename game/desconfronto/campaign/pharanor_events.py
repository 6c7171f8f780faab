"""Events of the Corrupted Pharanor secret (``campaign/pharanor.py``, DC-SEC-05). Log lines:
``event.<kind>`` in dc_campaign_secret2.toml."""

from __future__ import annotations

from game.core.events import EventSpec, spec

PHARANOR: tuple[EventSpec, ...] = (
    spec("dc.secret.pharanor_offered", hero=int),  # Gûrthur has fallen: the last battle may be fought (L482)
    spec("dc.secret.pharanor_fight", hero=int),  # his player becomes the Corruption Master (L482)
    spec("dc.secret.pharanor_result", hero=int, result=str),  # "won" / "lost" / "fled"
)
