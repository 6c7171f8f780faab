"""Daegur and Gûrthur, the Final Boss on its own playmat (DC-BOSS-01..24, L405-462, L996-1006).

One concept per module: ``data`` (boss.toml), ``fight`` (setup and restart), ``turn`` (the Boss's
Creature Phase), ``pillars``, ``summons`` (thresholds' summons, counter, absorption, delay),
``crystals``, ``forms`` (Vigor, thresholds, second form), ``moves`` (the new hero actions), ``rules``
(their legality, refusals and effects) and ``view`` (the public Boss mat).

How the Boss is on the board: it is the creature at position 0 (``"c0"``, creature ``"daegur"`` or
``"gurthur"``, ``creatures.CREATURES`` reads it through ``BOSS_FORMS``), so every hero card that
targets an enemy targets it and the creature rules (conditions, Thunder, Destruction) apply to it
unchanged; the summons are ordinary creatures at positions 1 and 2. What differs is routed here
while ``state.boss`` is set: its wounds (``forms.wound_boss``), its shields, its activation (the
Boss Action deck, ``turn``), the token's rotation (``summons.next_living``).

This package's ``__init__`` imports nothing at load: ``actions.py`` registers ``moves``' classes,
and the engine modules call into the fight only while a Boss fight is on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.actions import Event
    from game.desconfronto.state import CombatState


def start_boss(state: CombatState) -> list[Event]:
    """Begin the Boss fight on ``state`` (see ``fight.start_boss``)."""
    from game.desconfronto.boss.fight import start_boss as start

    return start(state)


def restart(state: CombatState) -> list[Event]:
    """Fight the Boss again from its first form after a loss (see ``fight.restart``)."""
    from game.desconfronto.boss.fight import restart as again

    return again(state)
