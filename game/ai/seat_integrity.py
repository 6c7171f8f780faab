"""Seat integrity for fuzzed tables where humans and bots sit together (issue 7).

Two checks, after every action:

* a bot applies only actions its own seat may take (``action.player`` is the bot's seat);
* a human seat's hand and table lose no card through another seat's action, unless a rule moved
  it: one of the action's events is a rule that takes that very seat's cards (``RULE_MOVES``: per
  game, the event kinds and the data field that names the seat they befall).

``holdings`` names what a seat owns, per game; a game it does not know is not checked.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.actions import Action, Event

# What a seat holds: (zone, card id) pairs, counted (a hand may hold two copies of a card).
Held = Counter[tuple[str, str]]

# Event kinds by which the rules themselves take cards from a seat that did not act, with the data
# field naming that seat. desConfronto: Nina's Exhaustion ends Feral Attunement ("until she is
# exhausted", L651), and a hero's Exhaustion may end the cards he keeps in play; a Long Rest gathers
# every card a hero owns, hand included, and deals a fresh hand (the Hunt's 4th market, L276-282);
# Artan's Compel Attack (L555) and Kandra's Cry of Command (L725) make another hero play a card from hand.
RULE_MOVES: dict[str, dict[str, str]] = {
    "fortress": {},
    "desconfronto": {
        "dc.exhausted": "hero",
        "dc.gelien_nina_exhausted": "hero",
        "dc.long_rest": "hero",
        "dc.master_dealt": "seat",  # a new combat deals the Corruption Master a new hand (AMB-38)
        # the Master's last card is its only answer: the session plays that forced choice itself
        "dc.master_drew": "seat",
        "dc.compelled_play": "hero",
    },
}


def ruled_seats(game_name: str, events: list[Event]) -> set[int]:
    """The seats whose cards a rule event of this action may have moved."""
    fields = RULE_MOVES.get(game_name, {})
    seats: set[int] = set()
    for e in events:
        if e.kind in fields and (seat := e.data.get(fields[e.kind])) is not None:
            seats.add(int(seat))
    return seats


def holdings(game_name: str, state: Any, seat: int) -> Held | None:
    """The cards a seat owns in hand and on its table, or None for a game without the check."""
    if game_name == "fortress":
        s = state.seats[seat]
        return Counter([("hand", c) for c in s.hand] + [("table", c) for c in s.constructions])
    if game_name == "desconfronto":
        if seat >= len(state.heroes):  # the Corruption Master: its hand of Creature Action cards
            return Counter(("hand", c) for c in state.master.hand) if state.master is not None else None
        h = state.heroes[seat]
        return Counter([("hand", c) for c in h.hand] + [("table", c) for c in h.active])
    return None


def snapshot(game_name: str, state: Any, humans: list[int]) -> dict[int, Held]:
    out: dict[int, Held] = {}
    for seat in humans:
        held = holdings(game_name, state, seat)
        if held is not None:
            out[seat] = held
    return out


def check_bot_action(action: Action, seat: int) -> str | None:
    if action.player != seat:
        return f"the bot of seat {seat} took seat {action.player}'s action {action!r}"
    return None


def check_humans(
    game_name: str,
    state: Any,
    before: dict[int, Held],
    action: Action,
    events: list[Event],
) -> str | None:
    """A human seat's cards left it during another seat's action, with no rule event saying so."""
    ruled = ruled_seats(game_name, events)
    for seat, held in before.items():
        if seat == action.player or seat in ruled:
            continue
        after = holdings(game_name, state, seat)
        if after is None:  # cannot happen: `before` holds only seats of a game with the check
            continue
        lost = held - after
        if lost:
            cards = sorted(f"{zone}:{card}" for zone, card in lost)
            kinds = sorted({e.kind for e in events})
            return (
                f"human seat {seat} lost {cards[:4]} during seat {action.player}'s {type(action).__name__} "
                f"(events: {kinds[:8]})"
            )
    return None
