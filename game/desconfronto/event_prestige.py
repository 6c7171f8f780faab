"""Events of the Specializations' passives and Signature cards (prestige.py, heroes/*_prestige.py)."""

from __future__ import annotations

from game.core.events import EventSpec

# Artan, Fildon, Gëlien, Kandra
PRESTIGE_A: tuple[EventSpec, ...] = ()


# Marzak, Pharanor, Tainara, Tesser
PRESTIGE_B: tuple[EventSpec, ...] = ()
