"""Who may answer a reaction window of a creature attack (DC-CMB-33, AMB-29/30): reaction cards in hand
(``react_gate``) and the hero modules' reaction abilities (``<hero>_react_actions``)."""

from __future__ import annotations

from typing import Any

from game.desconfronto import react_gate
from game.desconfronto.content import card_def
from game.desconfronto.hooks import own, owners
from game.desconfronto.state import CombatState


def can_react(state: CombatState, seat: int) -> bool:
    h = state.heroes[seat]
    return not (h.exhausted or h.reaction_used or h.cond.get("stunned") or h.cond.get("ice"))


_KNOWN: set[str] = set()  # physical card ids already sorted into _REACTING
_REACTING: dict[str, set[str]] = {}  # trigger -> physical ids of the reaction cards it opens


def _learn(hand: list[str]) -> None:
    """Sort the cards of ``hand`` met for the first time into ``_REACTING`` (a card's trigger is content)."""
    for c in hand:
        if c not in _KNOWN:
            _KNOWN.add(c)
            react = card_def(c).react
            if react:
                _REACTING.setdefault(react, set()).add(c)


def _holds_reaction(hand: list[str], trigger: str) -> bool:
    """Set tests instead of a Python loop over the hand: this runs for every hero at every attack."""
    if not _KNOWN.issuperset(hand):
        _learn(hand)
    cards = _REACTING.get(trigger)
    return cards is not None and not cards.isdisjoint(hand)


# seats clockwise from the Active Hero, per (table size, Active Hero): built once, not per window
_ROTATIONS = tuple(tuple(tuple((a + i) % n for i in range(n)) for a in range(n)) for n in range(17))


def react_seats(state: CombatState, trigger: str) -> list[int]:
    """Seats (clockwise from the Active Hero) that may answer a ``trigger`` window. Runs at every
    creature attack (twice), so the cheap "may react at all" test comes first (the hooks are pure)
    and ``_holds_reaction`` is inlined."""
    heroes = state.heroes
    n = len(heroes)
    ah = state.active_hero
    order = _ROTATIONS[n][ah] if n < len(_ROTATIONS) else [(ah + i) % n for i in range(n)]
    out = []
    fns = owners(state, "react_actions")  # reaction_abilities, with the hook looked up once
    for s in order:
        h = heroes[s]
        if h.exhausted:
            continue
        fn = fns[s]
        cond = h.cond
        if h.reaction_used or (cond and (cond.get("stunned") or cond.get("ice"))):  # not can_react
            # interceptions, Guard Dog and Tesser's Guardian are no reactions (DC-CMB-33): the
            # hooks offer them whatever the reaction, and their reactions only to a hero who can react
            if fn is not None and fn(state, s, trigger):
                out.append(s)
            continue
        hand = h.hand
        if hand:  # _holds_reaction(hand, trigger), inlined (an empty hand holds none)
            if not _KNOWN.issuperset(hand):
                _learn(hand)
            cards = _REACTING.get(trigger)
            if cards is not None and not cards.isdisjoint(hand) and react_gate.any_answers(state, s, hand, trigger):
                out.append(s)
                continue
        if fn is not None and fn(state, s, trigger):
            out.append(s)
    return out


def reaction_abilities(state: CombatState, seat: int, trigger: str) -> list[Any]:
    """Reactions a hero's abilities offer in a window (``<hero>_react_actions`` hook, ClassActions)."""
    fn = own(state, seat, "react_actions")
    return list(fn(state, seat, trigger)) if fn else []
