"""The campaign part of a save's header: read back without trusting it, and worded for the Load screen.

A game whose saves are campaigns (desConfronto's Sempreterna map) adds ``"campaign"`` to the header
(``Game.save_header``)::

    "campaign": {"card": "K0", "en": "Kalahad", "pt": "Kalahad", "fought": 3, "won": 2, "foes": 5,
                 "ironman": false, "result": ""}

Additive within header version 1: a release without this module ignores it. Like the rest of the
header it is display only; anything wrong in it drops just this part (the save lists as before).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from game.core import i18n
from saves.text import display_text

_CARD = re.compile(r"[A-Za-z0-9]{1,8}")
_RESULTS = ("", "won", "lost")
_LIMIT = 10**6


@dataclass(frozen=True)
class CampaignPart:
    card: str
    name_en: str
    name_pt: str
    fought: int
    won: int
    foes: int
    ironman: bool
    result: str

    @property
    def place(self) -> str:
        """The card's name in the language shown now (its id before it: "K0 Kalahad")."""
        name = self.name_pt if i18n.language().startswith("pt") else self.name_en
        return f"{self.card} {name}" if name and name != self.card else self.card


def _count(value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < _LIMIT:
        return value
    raise ValueError("not a count")


def campaign_part(raw: Any) -> CampaignPart | None:
    """The campaign part as shown, or None if there is none or it is damaged."""
    if not isinstance(raw, dict):
        return None
    try:
        card, en, pt, result = (raw.get(k) for k in ("card", "en", "pt", "result"))
        if not isinstance(card, str) or not _CARD.fullmatch(card):
            return None
        if not isinstance(en, str) or not isinstance(pt, str) or result not in _RESULTS:
            return None
        ironman = raw.get("ironman")
        if not isinstance(ironman, bool):
            return None
        return CampaignPart(
            card,
            display_text(en, 40),
            display_text(pt, 40),
            _count(raw.get("fought")),
            _count(raw.get("won")),
            _count(raw.get("foes")),
            ironman,
            str(result),
        )
    except (ValueError, TypeError):
        return None


def campaign_line(title: str, seats: str, part: CampaignPart) -> str:
    """One Load-screen line: the heroes, where they stand, foes beaten, combats fought, the mode."""
    mode = i18n.t("dcsave.mode.ironman") if part.ironman else i18n.t("dcsave.mode.normal")
    key = f"dcsave.header.{part.result}" if part.result else "dcsave.header.line"
    return i18n.t(
        key,
        game=title,
        mode=mode,
        heroes=seats or "—",
        place=part.place,
        foes=part.foes,
        fought=part.fought,
        won=part.won,
    )
