"""A cleared goal explored again: the risk that the Exploration card's icon puts its token back.

The Path's land goals (a Birth Thymor's Stronghold free of Threat, its Exis Temple free of Murk,
ZW-SCEN-06) must all hold at once, and an Exploration card's Threat or Murk icon Increases the
Threat or Spreads the Murk in the card's own Region (ZW-ACT-07, L519). The greedy lookahead draws
one sampled card, so a hero standing on a goal it has just cleared judged Exploring there by that
one draw: most draws show no icon, and it explored its own cleared Stronghold or Temple again and
again until one did (diagnosis, 12 four-hero games: 6 of the 18 land goals open at the end had been
cleared and were put back by their own hero's Exploration there, issue 9). Here the drawn card's
icon counts by its chance over the terrain's deck instead, for every hero's goal.
"""

from __future__ import annotations

from functools import cache

from game.zerywia.content import content
from game.zerywia.geography import Geography
from game.zerywia.land import MURK, THREAT
from game.zerywia.state import ZerywiaState

KINDS = ((THREAT, "stronghold"), (MURK, "exis_temple"))


@cache
def icon_share(terrain: str, family: str) -> float:
    """The share of a basic Exploration deck's cards with that family's icon (ZW-ACT-07)."""
    deck = content().deck(terrain)
    cards = content().exploration
    has = (lambda c: cards[c].threat_icon) if family == THREAT else (lambda c: cards[c].murk_icon)
    return sum(bool(has(c)) for c in deck) / len(deck) if deck else 0.0


def refill_expectation(state: ZerywiaState, geo: Geography, worth: float) -> float:
    """The correction, once the card's icons are placed, when its Region is a goal some hero has
    cleared: a refill by this card counts only its chance ``p`` of the goal's ``worth`` (+(1-p) of
    it back), and a card without the icon still costs ``p`` of it (the lookahead's draw was lucky)."""
    ex = state.exploring
    if ex is None or ex.stage == "icons":
        return 0.0
    card = content().exploration.get(ex.card)
    if card is None:
        return 0.0
    births = {h.birth for h in state.heroes if not h.lost}
    value = 0.0
    for family, kind in KINDS:
        if not any(geo.special_region(b, kind) == ex.region for b in births):
            continue
        icon = card.threat_icon if family == THREAT else card.murk_icon
        side = state.land.tokens[family].get(ex.region)
        p = icon_share(card.terrain, family)
        if icon and side == family:  # it was clear: this card's icon put the token back
            value += (1 - p) * worth
        elif not icon and side is None:  # still clear, on a lucky draw
            value -= p * worth
    return value
