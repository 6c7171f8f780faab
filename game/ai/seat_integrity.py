"""Seat integrity for fuzzed tables where humans and bots sit together (issue 7).

Two checks, after every action:

* a bot applies only actions its own seat may take (``action.player`` is the bot's seat);
* a human seat's hand and table lose no card through another seat's action, unless a rule moved
  it (the action's events name such a rule: ``RULE_MOVES`` lists those event kinds per game).

``holdings`` names what a seat owns, per game; a game it does not know is not checked.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.actions import Action, Event

# Event kinds by which the rules themselves take cards from a seat that did not act.
RULE_MOVES: dict[str, frozenset[str]] = {
    "fortress": frozenset(),
    "desconfronto": frozenset(),
}


def holdings(game_name: str, state: Any, seat: int) -> Counter | None:
    """The cards a seat owns in hand and on its table, or None for a game without the check."""
    if game_name == "fortress":
        s = state.seats[seat]
        return Counter([("hand", c) for c in s.hand] + [("table", c) for c in s.constructions])
    if game_name == "desconfronto":
        h = state.heroes[seat]
        return Counter([("hand", c) for c in h.hand] + [("table", c) for c in h.active])
    return None


def snapshot(game_name: str, state: Any, humans: list[int]) -> dict[int, Counter]:
    out = {}
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
    before: dict[int, Counter],
    action: Action,
    events: list[Event],
) -> str | None:
    """A human seat's cards left it during another seat's action, with no rule event saying so."""
    allowed = RULE_MOVES.get(game_name, frozenset())
    if any(e.kind in allowed for e in events):
        return None
    for seat, held in before.items():
        if seat == action.player:
            continue
        lost = held - holdings(game_name, state, seat)
        if lost:
            cards = sorted(f"{zone}:{card}" for zone, card in lost)
            kinds = sorted({e.kind for e in events})
            return (
                f"human seat {seat} lost {cards[:4]} during seat {action.player}'s {type(action).__name__} "
                f"(events: {kinds[:8]})"
            )
    return None
