"""Corruption Master mode (DC-CM-01..04, AMB-38; RULES.md "Corruption Master"): a 5th seat runs the creatures.

The Master is seat ``len(heroes)`` (4: the heroes keep 0-3, DC-CM-01) and holds a hand of Creature
Action cards (``state.master``, ``MasterState``). At the start of every combat its hand is dealt anew:
5 cards from the fresh Creature Action deck (DC-CM-03; AMB-38: the old hand went back with the deck).
Each Creature Phase, where a card would be drawn, the turn stops on a ``master_card`` choice for the
Master's seat; the card it plays resolves exactly as a drawn one (its block dice rolled, AMB-38) and it
draws a replacement at once. With no card left to play the creatures flee, as when the deck runs out
(DC-CMB-35 / AMB-25, DC-CM-04). The dice the creatures roll are the Master's (DC-CM-02): the events say
so (``roller``). The hand is hidden from every hero seat (view.py, hidden.py).

This module sits below ``flow`` (which calls ``ask`` and ``take``): it never imports it.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event, Refusal
from game.core.pending import Choice
from game.desconfronto.event import ev
from game.desconfronto.master_actions import MasterPlay
from game.desconfronto.outcome import finish
from game.desconfronto.state import ASIDE, CombatState, MasterState

HAND = 5  # DC-CM-03 (L478): "the Corruption Master draws five Creature Action cards"
KIND = "master_card"
PLAYERS = 4  # DC-CM-01 [DERIVED]: 5 players, 4 of them heroes
NOT_IN_HAND = Refusal("dc_master.refusal.not_in_hand")
NO_CHOICE = Refusal("dc_master.refusal.no_choice")


def create(setup: dict[str, Any], heroes: int) -> MasterState | None:
    """The Master's seat for a setup with ``master`` on (None without): seat ``heroes``, no hand yet."""
    return MasterState(seat=heroes) if setup.get("master") else None


def seat_of(state: CombatState) -> int | None:
    return state.master.seat if state.master is not None else None


def deal(state: CombatState) -> list[Event]:
    """DC-CM-03 / AMB-38: a combat starts; the Master's hand is 5 cards off the top of the fresh deck.
    Every caller has just built that deck from all 20 cards, so the old hand is simply let go."""
    m = state.master
    if m is None:
        return []
    deck = state.cdeck.cards
    m.hand = [deck.pop() for _ in range(min(HAND, len(deck)))]
    return [ev("dc.master_dealt", {"seat": m.seat, "hand": len(m.hand)})]


def ask(state: CombatState, pos: int) -> list[Event]:
    """Where the Creature Phase would draw a card: the Master chooses one (DC-CM-03), or, holding none,
    the creatures flee and there are no spoils (DC-CM-04, as DC-CMB-35 for an empty deck)."""
    m = state.master
    assert m is not None
    if not m.hand:
        return finish(state, "fled")
    state.pending = Choice(KIND, m.seat, {"creature": f"c{pos}"})
    return []


def take(state: CombatState, card: str) -> list[Event]:
    """The Master plays ``card``: out of its hand, then a replacement drawn at once (L478, "After
    playing, they draw another card"). The Boss playmat's summons never run out of cards (AMB-35):
    there the discard is reshuffled for the draw, as ``flow.boss_phase`` does for the deck."""
    m = state.master
    assert m is not None
    m.hand.remove(card)
    state.pending = None
    if not state.cdeck.cards and state.boss is not None and state.cdiscard.cards:
        state.cdeck.reshuffle_from(state.cdiscard, state.rng)
    drew = 0
    if state.cdeck.cards:
        m.hand.append(state.cdeck.cards.pop())
        drew = 1
    # the card's name is public once played (dc.action_card follows); the card drawn is not
    return [ev("dc.master_drew", {"seat": m.seat, "drew": drew, "hand": len(m.hand)})]


def out_of_cards(state: CombatState) -> bool:
    """Nothing left for the creatures to play (AMB-25's end right after the phase): the deck, or with
    a Master its hand (the deck then only refills it)."""
    m = state.master
    return not state.cdeck.cards if m is None else not m.hand


def credit(state: CombatState) -> dict[str, int]:
    """DC-CM-02: the creatures' dice are the Master's; an event's ``roller`` field names its seat."""
    m = state.master
    return {} if m is None else {"roller": m.seat}


def legal(state: CombatState) -> list[Action]:
    m = state.master
    pend = state.pending
    if m is None or pend is None or pend.kind != KIND:
        return []
    return [MasterPlay(m.seat, c) for c in m.hand]


def refusal(state: CombatState, action: Action) -> Refusal | None:
    """The pending ``master_card`` choice: only the Master's seat, only a card of its hand."""
    m = state.master
    pend = state.pending
    if m is None or pend is None or pend.kind != KIND:
        return NO_CHOICE
    if action.player != m.seat:
        return Refusal("illegal.not_your_turn")
    if type(action) is not MasterPlay:
        return Refusal("dc.illegal.answer_pending")
    assert isinstance(action, MasterPlay)
    return None if action.card in m.hand else NOT_IN_HAND


def invariants(state: CombatState) -> list[str]:
    """The Master's seat follows the heroes, its hand never exceeds 5 and only its choice names it."""
    m = state.master
    assert m is not None
    bad = []
    if m.seat != len(state.heroes) and not (m.seat < len(state.heroes) and state.heroes[m.seat].exhausted == ASIDE):
        bad.append(f"master seat {m.seat} with {len(state.heroes)} heroes")
    if len(m.hand) > HAND:
        bad.append(f"master holds {len(m.hand)} cards")
    pend = state.pending
    if pend is not None and (pend.kind == KIND) != (pend.player == m.seat):
        bad.append(f"pending {pend.kind} for seat {pend.player}")
    return bad
