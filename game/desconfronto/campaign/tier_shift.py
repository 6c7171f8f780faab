"""Tier shifts in story mode (DC-DIFF-03/04, L471-474): the group lowers or raises its creatures' tiers
and the card's spoils follow the total tier difference.

The rulebook's worked example *is* a campaign ("Three players are adventuring in story mode", L472): the
card's setup first loses its strongest creature per missing player (L469, ``fights.creatures_for``),
then the group shifts the creatures left, and the card's 8 fragments become 8 - 3 = 5 (L474).

Reading (RULES.md "Campaign", tier shifts): the shift is a campaign setup choice, the Skirmish's own
(``tier_shift``: one shift for every creature, or one per position, lowest tier first, after the
removals), applied to every combat of the campaign's map cards. A map card names its creatures, not
only their tiers, so a shifted creature is replaced by one of the new tier from the card's own
creature list (its biome's), or, where the card lists none of that tier, from all the creatures of
that tier; never by one already on the playmat. A special foe (Guardian, Akari, Tenebrah) is a card of
its own and is not shifted: it takes the strongest creature's place after the shift (AMB-57). The
final battle (the Boss playmat) has no tiers to shift.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.rng import Rng
from game.desconfronto.campaign.map_cards import strength_key
from game.desconfronto.creatures import BY_TIER, CREATURES

LOW, HIGH = 1, 3  # Tier I..III (DC-CRE-*)


def shifts_for(shift: int | Sequence[int], count: int) -> list[int]:
    """One shift per creature position (weakest first): the whole-combat shift repeated, or the list
    padded with zeros / cut to the creatures there are (fewer players removed the strongest)."""
    per = [int(shift)] * count if isinstance(shift, int) else [int(s) for s in shift]
    return (per + [0] * count)[:count]


def shift_creatures(
    ids: Sequence[str], shift: int | Sequence[int], spoils: int, pool: Sequence[str], rng: Rng
) -> tuple[list[str], int]:
    """DC-DIFF-03: ``(creatures, spoils)`` after shifting ``ids`` (weakest first) by ``shift``.

    Each tier moves within I..III; a creature whose tier changes is replaced by one of the new tier
    (``pool`` first, then every creature of that tier), none twice; the spoils change by the total
    tier difference (-1 fragment per tier lowered, +1 per tier raised, never below 0, DC-DIFF-03's
    [DERIVED] rate). No shift draws nothing from ``rng``."""
    out = list(ids)
    delta = 0
    for i, s in enumerate(shifts_for(shift, len(out))):
        old = CREATURES[out[i]].tier
        new = min(HIGH, max(LOW, old + s))
        if new == old:
            continue
        taken = set(out)
        choices = [c for c in pool if c in CREATURES and CREATURES[c].tier == new and c not in taken]
        if not choices:
            choices = [c for c in BY_TIER[new] if c not in taken]
        out[i] = rng.choice(sorted(choices))
        delta += new - old
    return sorted(out, key=strength_key), max(0, spoils + delta)


def campaign_shift(setup: dict[str, Any]) -> int | list[int]:
    """The campaign's setup choice (0 when absent: older saves and setups play as before)."""
    shift = setup.get("tier_shift", 0)
    return list(shift) if isinstance(shift, list | tuple) else int(shift)


def apply(setup: dict[str, Any], ids: Sequence[str], spoils: int, pool: Sequence[str], rng: Rng) -> tuple[list[str], int]:
    """The combat of a map card under the campaign's tier shift (``fights.begin``)."""
    shift = campaign_shift(setup)
    if not any(shifts_for(shift, len(ids))):
        return list(ids), spoils
    return shift_creatures(ids, shift, spoils, pool, rng)
