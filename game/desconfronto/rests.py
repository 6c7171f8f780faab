"""Short and Long Rests (DC-CMP-17/18, L267-282), taken between combats in a Hunt's market and, later,
at the campaign's camps.

Both remove every condition except Corruption (L164, DC-CMB-39). A Short Rest returns the discard pile
(Signature cards excepted) to the draw deck and keeps Vigor, hand, active shields and class abilities.
A Long Rest restores Vigor, ends every class ability (the hero's ``res`` is cleared: the next combat's
``<hero>_combat_start`` sets each one back to its starting marker), gathers every card the hero owns
(hand, discard, active shields wherever they sit, kept-active Signatures, Solo's recharging ones),
reshuffles them and draws 5.
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.content import card_def
from game.desconfronto.effects import draw_cards
from game.desconfronto.event import ev
from game.desconfronto.state import CombatState

HAND_SIZE = 5  # a Long Rest draws a fresh hand (L282)


def _clear_conditions(fig_cond: dict[str, int], thunder: list[int]) -> None:
    kept = {k: v for k, v in fig_cond.items() if k in ("corruption", "cor_turns")}
    fig_cond.clear()
    fig_cond.update(kept)
    thunder.clear()


def short_rest(state: CombatState, seat: int) -> list[Event]:
    h = state.heroes[seat]
    _clear_conditions(h.cond, h.thunder)
    sigs = [c for c in h.discard if card_def(c).is_signature]
    back = [c for c in h.discard if not card_def(c).is_signature]
    h.discard.cards = sigs
    h.draw.cards[:0] = back
    h.draw.shuffle(state.rng)
    return [ev("dc.short_rest", {"hero": seat, "returned": len(back)})]


def long_rest(state: CombatState, seat: int) -> list[Event]:
    h = state.heroes[seat]
    _clear_conditions(h.cond, h.thunder)
    h.vigor = h.max_vigor
    owner = h.hero
    gathered = [*h.hand, *h.discard, *h.active, *h.removed]
    # active shields: this hero's cards on any mat (Nina's included) come home; others' cards leave ours
    for other in state.heroes:
        mats = [other.shields, other.res.get("nina_shields", [])]
        for mat in mats:
            mine = [s for s in mat if card_def(s[0]).hero == owner]
            gathered += [s[0] for s in mine]
            mat[:] = [s for s in mat if card_def(s[0]).hero != owner]
    h.hand, h.active, h.removed = [], [], []
    h.discard.cards = []
    h.draw.cards[:0] = gathered
    h.draw.shuffle(state.rng)
    nina_shields = h.res.get("nina_shields", [])
    h.res.clear()  # every class ability back to its starting marker (the next combat_start sets it)
    if nina_shields:  # other heroes' shield cards still on Nina go back to their owners' discards
        for s in nina_shields:
            state.heroes[state.seat_of[card_def(s[0]).hero]].discard.put_top(s[0])
    return [ev("dc.long_rest", {"hero": seat}), *draw_cards(state, seat, HAND_SIZE)]
