"""The Epic Battle's table (ZW-SCEN-33..38): the Herald card with its Shields and Runes, the round,
the Attack cards drawn face down, who is still to resolve theirs, and who has fallen.

A plain record the state holds while the battle lasts (``ZerywiaState.epic``); ``epic_battle.py``
changes it, the board reads it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.zerywia.hero import ATTRIBUTES


@dataclass
class EpicBattle:
    herald_card: str  # the Herald card drawn (its Difficulty is the battle's, ZW-SCEN-34)
    region: str  # where the Herald and every hero stand (the Chasm, or a Thymor's Region)
    difficulty: list[str] = field(default_factory=list)
    shields: list[str] = field(default_factory=list)  # on the Herald card (Murkrifts, Incursions, its ability)
    runes: list[str] = field(default_factory=list)  # moved onto the Herald card; kept to the end (L1201)
    round: int = 0
    to_go: list[int] = field(default_factory=list)  # heroes still to resolve this round's card
    drawn: list[str] = field(default_factory=list)  # their face-down Attack cards, in ``to_go``'s order
    spare: list[str] = field(default_factory=list)  # the last Success's unused Pierces and Runes
    fallen: list[int] = field(default_factory=list)  # heroes beaten in the battle (ZW-SCEN-36)
    hostile: list[str] = field(default_factory=list)  # their hostile versions, added to the Enemy deck
    extra_nix: int = 0  # the Herald card's "extra_nix" ability (on every Attack card)
    aura: str = ""  # the Herald card's Aura (on every Attack card)
    injuries_before: int = 0  # the attacked hero's Injuries when its card was revealed
    result: str = ""  # "" | "won" | "lost"

    def missing(self) -> dict[str, int]:
        """AMB-50: by Attribute, the Runes still wanted (Shields + Difficulty symbols - Runes)."""
        runes = Counter(self.runes)
        need = Counter(self.shields) + Counter(self.difficulty)
        return {a: max(0, need[a] - runes[a]) for a in ATTRIBUTES}

    def beaten(self) -> bool:
        """ZW-SCEN-37: Runes_T >= Shields_T + Symbols_T for every Attribute T."""
        return not any(self.missing().values())

    def shields_left(self) -> list[str]:
        """The Shields still standing, the Runes counted against them first (for the board)."""
        runes = Counter(self.runes)
        out: list[str] = []
        for a in ATTRIBUTES:
            out += [a] * max(0, self.shields.count(a) - runes[a])
        return out
