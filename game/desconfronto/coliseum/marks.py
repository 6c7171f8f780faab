"""Scoring in the Coliseum (DC-COL-11..15, DC-COL-17; L183-191, L198, L1019-1022).

* Each time a hero wounds another hero, a Class token of theirs goes on that hero — one per attacker
  and target however often it wounds it (DC-COL-11). A hit the shields stop entirely wounds nobody
  and places none (L183).
* When a hero is Exhausted, every token holder scores 1 point and **may** take the reward (a level,
  a card, 2 Vigor; ``answers.py`` asks each of them once the action is over); the tokens are then
  cleared (DC-COL-12, AMB-20).
* A beast that Exhausts a hero costs every player 1 point, never below 0 (DC-COL-17); nobody scores it.
* Exhaustion by cards eliminates the hero at once; the score is kept for the podium (DC-COL-14).
* The first score of 10 starts the Final Round (DC-COL-15, AMB-21): the turn in progress ends, then
  each hero still at the table, from the next one clockwise to the one who reached 10, takes one action.

Who wounds: the hero resolving a Revide, else the Active Hero in the Hero Phase; in the Creature
Phase a beast (``wounder``). A hero's own conditions and its own wounds never score.

Installed as hooks (``col_wounded``, ``col_exhausted``) so ``vigor.py``, the bottom of the damage
stack, calls them without importing the arena.
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook
from game.desconfronto.state import ColiseumState, CombatState

WIN_SCORE = 10  # DC-COL-01
BEAST = -2  # ``wounder``: a beast in the Creature Phase


def wounder(state: CombatState) -> int:
    """The seat wounding now (see the module docstring), ``BEAST`` in the Creature Phase, -1 for none."""
    col = state.coliseum
    assert col is not None
    if col.reviding >= 0:
        return col.reviding
    if state.phase == "hero":
        return state.active_hero
    return BEAST if state.phase == "creature" else -1


@hook("col_wounded")
def wounded(state: CombatState, seat: int) -> list[Event]:
    """DC-COL-11: a Class token of the wounding hero on hero ``seat`` (once per attacker and target)."""
    col = state.coliseum
    assert col is not None
    by = wounder(state)
    if by < 0 or by == seat or by in col.marks[seat]:
        return []
    col.marks[seat].append(by)
    return [ev("dc.col_token", {"hero": by, "target": f"h{seat}"})]


@hook("col_exhausted")
def exhausted(state: CombatState, seat: int, cause: str) -> list[Event]:
    """What hero ``seat``'s Exhaustion (``cause`` "wounds" or "cards") scores and costs."""
    col = state.coliseum
    assert col is not None
    events: list[Event] = []
    col.falls[seat] += 1
    holders = [s for s in col.marks[seat] if s != seat]
    col.marks[seat] = []  # AMB-20: the tokens on a fallen hero are cleared
    if cause == "cards":  # DC-COL-14
        col.eliminated.append(seat)
        events.append(ev("dc.col_eliminated", {"hero": seat, "score": col.scores[seat]}))
    if wounder(state) == BEAST and cause == "wounds":  # DC-COL-17: nobody scores, everyone pays
        col.scores = [max(0, s - 1) for s in col.scores]
        events.append(ev("dc.col_penalty", {"victim": seat, "scores": list(col.scores)}))
        return events
    for s in holders:
        col.scores[s] += 1
        events.append(ev("dc.col_scored", {"hero": s, "victim": seat, "score": col.scores[s]}))
        if s not in col.eliminated:  # the reward is taken at the table (DC-COL-12)
            col.queue.append({"kind": "reward", "seat": s, "victim": seat})
    for s in holders:
        if col.scores[s] >= WIN_SCORE and col.final_by < 0:
            events += start_final_round(state, col, s)
    return events


def start_final_round(state: CombatState, col: ColiseumState, seat: int) -> list[Event]:
    """DC-COL-15 / AMB-21: from the next hero clockwise round to ``seat``, one action each; the turn in
    progress ends after the action that scored (its queued answers are still asked)."""
    n = len(state.heroes)
    col.final_by = seat
    col.final = [(seat + k) % n for k in range(1, n + 1) if (seat + k) % n not in col.eliminated]
    if state.phase == "hero":
        state.actions_left = 0
    return [ev("dc.col_final_round", {"hero": seat, "score": col.scores[seat]})]
