"""Heroes getting back up (DC-EXH-03/04) and the Solo deck restored after a combat (DC-SOLO-01/04)."""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.content import card_def
from game.desconfronto.effects import draw_cards
from game.desconfronto.event import ev
from game.desconfronto.state import CombatState
from game.desconfronto.vigor import REVIVE_VIGOR


def stand_up(state: CombatState, seat: int) -> list[Event]:
    """DC-EXH-03/04: back with 5 Vigor, or with the discard (minus Signatures) reshuffled and 3 drawn."""
    h = state.heroes[seat]
    cause, h.exhausted = h.exhausted, ""
    events = [ev("dc.stood_up", {"hero": seat, "cause": cause})]
    if cause == "wounds":
        h.vigor = min(REVIVE_VIGOR, h.max_vigor)
    else:
        sigs = [c for c in h.discard if card_def(c).is_signature]
        rest = [c for c in h.discard if not card_def(c).is_signature]
        h.discard.cards = sigs
        h.draw.cards[:0] = rest
        h.draw.shuffle(state.rng)
        events += draw_cards(state, seat, 3)
    return events


def restore_solo_deck(state: CombatState, seat: int) -> list[Event]:
    """DC-SOLO-01/04: hand, discard and draw are gathered and reshuffled; a Signature used this combat
    sits the next one out (``removed``), the ones that sat out come back."""
    h = state.heroes[seat]
    back = list(h.removed)
    used = [c for c in h.discard if card_def(c).is_signature]
    keep = [c for c in (*h.hand, *h.discard, *h.draw) if c not in used]
    h.removed = used
    h.hand = []
    h.discard.cards = []
    h.draw.cards = keep + back
    h.draw.shuffle(state.rng)
    return [
        ev("dc.deck_restored", {"hero": seat, "recharging": list(used)}, reveals=True),
        *draw_cards(state, seat, 5),
    ]
