"""Daegur and Gûrthur, the Final Boss on its own playmat (DC-BOSS-01..24, L405-462, L996-1006).

One concept per module: ``data`` (boss.toml), ``fight`` (setup and restart), ``turn`` (the Boss's
Creature Phase), ``pillars``, ``summons`` (thresholds' summons, counter, absorption, delay),
``crystals``, ``forms`` (Vigor, thresholds, second form), ``rules`` (the mat's hero actions: their
legality, refusals and effects; the classes are ``boss_moves``), ``view`` (the public Boss mat) and
``invariants``.

How the Boss is on the board: it is the creature at position 0 (``"c0"``, creature ``"daegur"`` or
``"gurthur"``, ``creatures.CREATURES`` reads it through ``BOSS_FORMS``), so every hero card that
targets an enemy targets it and the creature rules (conditions, Thunder, Destruction) apply to it
unchanged; the summons are ordinary creatures at positions 1 and 2. What differs is routed here
while ``state.boss`` is set, through named hooks (``hooks.HOOKS["boss_*"]``, so the turn engine
never imports this package): its wounds and heals (``forms``), its shields, its immunities
(``pillars``), its activation (``turn``), the token's rotation and the counter (``summons``).
"""

from __future__ import annotations

from game.desconfronto.boss.fight import restart, start_boss

__all__ = ["restart", "start_boss"]
