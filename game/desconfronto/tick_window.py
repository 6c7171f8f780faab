"""The "would Exhaust" reaction window for condition damage (turn-start ticks, Ice after an action).

Invigorate reads "when a target suffers damage that brings it to Exhaustion" (L952); wounds are a
kind of damage (DC-CMB-18), so Fire, Poison and Bleeding ticks that would Exhaust a hero open the
same window a creature attack does (RULES.md), and so does Ice's wound after an action. The window
opens before the damage, when it reaches the hero's Vigor; a reaction marks ``state.flags["invigorate"]`` with the hero's ref, and
``damage.wound`` turns the tick that would Exhaust into the card's effect (no Exhaustion, no level
lost, Vigor back to 5). The pending choice carries the window (``tick``: the hero's seat,
``windows``: the seats still to ask), so a save taken mid-window resumes exactly.
"""

from __future__ import annotations

from game.core.actions import Event
from game.core.pending import Choice
from game.desconfronto.content import card_def
from game.desconfronto.hooks import HOOKS
from game.desconfronto.reactors import can_react
from game.desconfronto.state import CombatState, HeroState

TRIGGER = "would_exhaust"


def tick_damage(h: HeroState) -> int:
    """Wounds the start-of-turn ticks would deal (DC-COND-20: Fire, Poison, Bleeding)."""
    fire = h.cond.get("fire", 0)
    return (
        (fire + 1 if fire else 0) + (1 if h.cond.get("poison") else 0) + (1 if h.cond.get("bleeding") else 0)
    )


def seats(state: CombatState) -> list[int]:
    """Heroes holding a ``would_exhaust`` reaction card who can react now, from the Active Hero on."""
    n = len(state.heroes)
    out = []
    for i in range(n):
        s = (state.active_hero + i) % n
        if can_react(state, s) and any(card_def(c).react == TRIGGER for c in state.heroes[s].hand):
            out.append(s)
    return out


def opens(state: CombatState, seat: int, resume: str) -> bool:
    """Open the window before ``seat``'s condition damage if it would Exhaust them and someone can
    react: ``resume`` = "turn" (the start-of-turn ticks) or "ice" (Ice's wound after an action)."""
    h = state.heroes[seat]
    if not h.vigor or (1 if resume == "ice" else tick_damage(h)) < h.vigor:
        return False
    windows = seats(state)
    if not windows:
        return False
    state.pending = Choice.of({
        "kind": "react",
        "player": windows[0],
        "trigger": TRIGGER,
        "tick": seat,
        "windows": windows,
        "resume": resume,
    })
    return True


def answer(state: CombatState, player: int, card: str) -> tuple[list[Event], bool]:
    """``card`` = the reaction played, or "" to decline. Returns the events and whether the window
    closed (the turn resumes: ``flow.answer_tick``) or waits on the next seat."""
    pend = state.pending
    assert pend is not None
    seat = pend["tick"]
    events: list[Event] = []
    if card:
        h = state.heroes[player]
        h.hand.remove(card)
        h.discard.put_top(card)
        h.reaction_used = True
        events.append(Event("dc.reacted", {"hero": player, "card": card, "target": f"h{seat}"}))
        for e in card_def(card).effects:
            if e.verb == "hook":
                events += HOOKS[e.cond](state, player, card, [f"h{seat}"])
        pend["windows"] = []
    else:
        pend["windows"].pop(0)
    if pend["windows"]:
        pend["player"] = pend["windows"][0]
        return events, False
    state.pending = None
    return events, True
