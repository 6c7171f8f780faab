"""A table that stops moving (HM-END): no defeat the rulebook does not print, but a way out.

The rulebook ends the game only by the Adversary's victory or defeat (HM-END). Calm and restore
effects can hold the Adversary's power and the Fortress deck level round after round, so a table can
stall with no end in sight. Instead of the old hidden "final assault" after round 20 (now the house
rule ``max_rounds``, off by default), the Generals are offered to end the game as a draw once
``STALL_ROUNDS`` whole rounds have passed with no progress by either side (``EndInDraw``). Nothing
ends the game unless the players choose it: each General proposes the draw on his own turn (a seat
acts only for itself, so a bot can never end the humans' game), and the siege ends once every
General has; any progress clears the proposals.
"""

from __future__ import annotations

from game.core.protocol import Outcome
from game.fortress.adversaries import kills_needed, threat
from game.fortress.state import FortressState

STALL_ROUNDS = 10  # authored: long enough that no game still moving is ever offered a draw


def progress(state: FortressState) -> list[int]:
    """What either side has gained so far, each entry only ever growing (so "unchanged" means no
    progress): Invaders defeated while the Adversary still asks for kills, plans beaten, plan levels
    beaten, the highest threat reached and the fewest Fortress deck cards seen (negated)."""
    old = state.stall_sig if len(state.stall_sig) == 5 else None
    high = threat(state) if old is None else max(old[3], threat(state))
    low = len(state.fortress_deck) if old is None else min(-old[4], len(state.fortress_deck))
    beaten = len(state.plans_defeated)
    return [min(state.kills, kills_needed(state)), beaten, state.plan_markers + 100 * beaten, high, -low]


def note_round(state: FortressState) -> None:
    """At the start of each round: remember the round of the last progress."""
    sig = progress(state)
    if sig != state.stall_sig:
        state.stall_sig = sig
        state.stall_since = state.round
        state.draw_votes = []


def stalled(state: FortressState) -> bool:
    return bool(state.stall_sig) and state.round - state.stall_since >= STALL_ROUNDS


def may_propose(state: FortressState, seat: int) -> bool:
    return stalled(state) and seat not in state.draw_votes


def propose_draw(state: FortressState, seat: int) -> bool:
    """``seat`` proposes the draw; True when that was the last General needed and the game ends."""
    if seat not in state.draw_votes:
        state.draw_votes.append(seat)
    if len(state.draw_votes) < len(state.seats):
        return False
    if state.over is None:
        state.over = Outcome("draw", (), "fortress.review.stalemate_end")
    return True
