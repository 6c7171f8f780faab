"""Class mechanics of each hero: one module per hero registering its hooks (see HEROES.md).

A hero whose module is not written yet simply has none; its data file alone
still plays (every card in the effect vocabulary works without code).
"""

from __future__ import annotations

import importlib

HERO_MODULES = ("artan", "fildon", "gelien", "kandra", "marzak", "pharanor", "tainara", "tesser")

for _name in HERO_MODULES:
    try:
        importlib.import_module(f"{__name__}.{_name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{_name}":
            raise

# the Specializations (heroes/<hero>_prestige.py), after the base modules whose hooks they extend
# Specializations (Prestige Classes): each hero module above imports its own; listed for the record.
from game.desconfronto.heroes import (  # noqa: E402
    artan_prestige,  # noqa: F401
    fildon_prestige,  # noqa: F401
    gelien_prestige,  # noqa: F401
    kandra_prestige,  # noqa: F401
)
from game.desconfronto.heroes import marzak_prestige as _marzak_prestige  # noqa: E402, F401
from game.desconfronto.heroes import pharanor_prestige as _pharanor_prestige  # noqa: E402, F401
from game.desconfronto.heroes import tainara_prestige as _tainara_prestige  # noqa: E402, F401
from game.desconfronto.heroes import tesser_prestige as _tesser_prestige  # noqa: E402, F401
