"""Reaction cards whose trigger is narrower than their window's (DC-CMB-33).

A ``hero_attacked`` window opens for every hero at each creature attack on a hero. Most reaction
cards answer any such attack ("a target"), but some name whose attack they answer: Circle of
Healing's trigger is "an ally suffers an attack" (L766), and a player is not their own ally (L99),
so Marzak cannot play it when she herself is the one attacked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.desconfronto.content import card_def
from game.desconfronto.state import CombatState


def _attack_on_an_ally(state: CombatState, seat: int) -> bool:
    attack = state.attack
    return attack is None or attack.get("seat") != seat


GATES: dict[str, Callable[[Any, int], bool]] = {
    "marzak.circle_of_healing": _attack_on_an_ally,  # L766 "an ally suffers an attack"; L99
}


def answers(state: CombatState, seat: int, card: str) -> bool:
    """May ``seat`` play the reaction card ``card`` (a physical id) in the window open now?"""
    gate = GATES.get(card.partition("#")[0])
    return gate is None or gate(state, seat)


def any_answers(state: CombatState, seat: int, hand: list[str], trigger: str) -> bool:
    """Some card of ``hand`` reacting to ``trigger`` may be played now (hand holds one already)."""
    return any(card_def(c).react == trigger and answers(state, seat, c) for c in hand)
