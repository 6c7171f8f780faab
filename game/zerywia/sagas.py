"""Preparing Saga cards on the Character Board (ZW-HERO-02/03, ZW-HERO-41; L151, L268).

The Hero card's limits say how many Relic, Ritual and Ally cards may be Prepared at once; a hero may
carry more (the reserve). Reorganising — any number of cards, at no cost — is allowed in a Rest and
at Camp step 5; in a Challenge or Test only through a Reaction (challenge.react, at a cost).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.core.actions import IllegalAction
from game.zerywia.content import content
from game.zerywia.hero import Hero

BOARD_TYPES = ("relic", "ritual", "ally")


def fits(hero_id: str, prepared: Sequence[str]) -> bool:
    limits = content().heroes[hero_id].limits
    counts: Counter[str] = Counter(content().sagas[c].type for c in prepared)
    return all(counts[t] <= getattr(limits, t) for t in BOARD_TYPES) and all(
        content().sagas[c].type in BOARD_TYPES for c in prepared
    )


def reorganise(hero: Hero, prepared: Sequence[str]) -> None:
    """Prepare exactly ``prepared`` from the hero's own Saga cards; the rest go to the reserve."""
    owned = [*hero.prepared, *hero.reserve]
    if any(c not in owned for c in prepared) or len(set(prepared)) != len(prepared):
        raise IllegalAction("zerywia.refuse.not_owned")
    if not fits(hero.hero, prepared):
        raise IllegalAction("zerywia.refuse.over_limit")
    hero.prepared = list(prepared)
    hero.reserve = [c for c in owned if c not in prepared]
