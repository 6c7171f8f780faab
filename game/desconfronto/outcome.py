"""The end of a combat (DC-CMB-34/36/37): when it is decided, and the one check that settles it.

Damage only changes Vigor and the defeated/Exhausted marks (``vigor.py``). Whether that ends the
combat is settled by ``check_end``, run once after every action (``DesconfrontoGame._apply``) and
after a turn the engine starts outside an action (``flow.begin_turn``: a new game or combat).

The turn itself stops resolving at the points where the rules look at the table (a landed attack,
the condition ticks, the end of an action, of a creature's activation, of a turn): there
``halt`` marks a decided combat with the phase ``"ending"``, so every step on the way out of the
action stops as it stops on any phase change, and ``check_end`` then declares the result. A
combat decided between two such points (an effect that defeats the last creature mid-card) goes
on resolving that card, as it always did.
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.coliseum.turns import finish as col_finish
from game.desconfronto.coliseum.turns import over as col_over
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS
from game.desconfronto.recovery import restore_solo_deck, stand_up
from game.desconfronto.state import ASIDE, CombatState

ENDING = "ending"  # a decided combat on its way out of the action; never seen between actions


def decided(state: CombatState) -> str:
    """ "won" when every creature is defeated (DC-CMB-34) or, on the Boss playmat, when Gûrthur has
    fallen (DC-BOSS-22: the Boss at position 0 defeated in its second form; summons do not count),
    "lost" when every hero is Exhausted (DC-CMB-36, DC-BOSS-23), "" while the combat goes on; in the
    Coliseum "podium" once its Final Round is over (coliseum/turns.py)."""
    if state.coliseum is not None:
        return "podium" if col_over(state) else ""
    if state.boss is not None:
        if state.boss.form == 2 and state.creatures[0].defeated:
            return "won"
        return "lost" if all(h.exhausted for h in state.heroes) else ""
    for c in state.creatures:  # a loop, not all(): this runs several times per action
        if not c.defeated:
            break
    else:
        return "won"
    for h in state.heroes:
        if not h.exhausted:
            return ""
    return "lost"


def halt(state: CombatState) -> None:
    """Stop resolving the turn here if the combat is decided (see the module docstring)."""
    phase = state.phase
    if phase == "spoils" or phase == "over" or phase == "run":
        return
    if state.coliseum is not None:
        if col_over(state):
            state.phase = ENDING
        return
    if state.boss is not None:
        if decided(state):
            state.phase = ENDING
        return
    for c in state.creatures:  # decided(state), inlined: this runs several times per action
        if not c.defeated:
            break
    else:
        state.phase = ENDING  # won
        return
    for h in state.heroes:
        if not h.exhausted:
            return
    state.phase = ENDING  # lost


def check_end(state: CombatState) -> list[Event]:
    """DC-CMB-34/36: every creature defeated -> spoils; every hero Exhausted -> lost. In a Hunt the
    run decides what follows (``run_after_combat``, hunt.py)."""
    if state.phase in ("spoils", "over", "run"):
        return []
    result = decided(state)
    if not result:
        return []
    if result == "podium":
        return col_finish(state)
    if result == "won" and state.boss is not None:  # DC-BOSS-22: the Hunt (or the Campaign) is won
        return finish(state, "won")
    if result == "won":
        state.phase = "spoils"
        state.pending = None
        state.attack = None
        state.attack_queue = []
        state.fragments += state.spoils
        events = [ev("dc.victory", {"spoils": state.spoils}), *end_combat(state)]
        if state.run is not None:
            state.phase = "run"
            return events + HOOKS["run_after_combat"](state, "won")
        return events
    return finish(state, "lost")


def finish(state: CombatState, result: str) -> list[Event]:
    """The combat ends with ``result`` ("lost", or "fled": the heroes fled or the deck ran out)."""
    state.phase = "over"
    state.pending = None
    state.attack = None
    state.attack_queue = []
    events = [ev(f"dc.{result}", {}), *end_combat(state)]
    if state.run is not None:  # the run goes on, or ends the Hunt
        state.phase = "run"
        return events + HOOKS["run_after_combat"](state, result)
    state.outcome = {"result": result}
    return events


def end_combat(state: CombatState) -> list[Event]:
    """AMB-26: heroes still down get up; Solo restores the deck (DC-SOLO-01/04)."""
    events: list[Event] = []
    for h in state.heroes:
        if h.exhausted and h.exhausted != ASIDE:  # a hero set aside (DC-SEC-05) never fell
            events += stand_up(state, h.seat)
    if len(state.heroes) == 1:
        events += restore_solo_deck(state, 0)
    return events
