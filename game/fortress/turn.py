"""The round of Heróis & Monstros declared on the kernel's flow (issue 8): each General's turn
(Build & Recruit → Effects → Combat, HM-TURN), then the Invasion (HM-INV), then the next round.

The rules modules only do what an action does; moving between phases is this declaration's:

* a turn opens with the reserve and the hand's resources (HM-TURN-03) and closes with the discard,
  the lost resources and the new hand (HM-TURN-14..16); after the last General comes the Invasion;
* Combat opens by gathering the damage (HM-TURN-11);
* the Invasion walks the Invaders B1→B4 (HM-INV-04) and pauses at a discard window (AMB-17); it is
  over once every column is done, and the round starts again with the first General.

The state keeps its one ``phase`` word; the cursor maps it to the flow's path. The whole Invasion
is ``phase == "invasion"`` (before, only an open window was, so an Invader's gift during an
Invasion that had not paused yet was logged as gained although no pool could take it: HM-INV-13).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Event
from game.core.flow import Cursor, Flow, Phase
from game.fortress.actions import (
    Activate,
    Attack,
    AttackPlan,
    Buy,
    EndInDraw,
    EndPhase,
    Pass,
    ReturnPhase,
)
from game.fortress.adversaries import check_end
from game.fortress.content import General, card_of, content
from game.fortress.effects import credit_resources, draw_cards
from game.fortress.invasion import start_invasion
from game.fortress.stalemate import note_round
from game.fortress.state import FortressState
from game.fortress.window import advance

TURN_PHASES = ("build", "effects", "combat")
WARGOSH_TYPES = ("orc", "goblin")


def general_of(state: FortressState, seat: int) -> General:
    return content().generals[state.seats[seat].general]


# ---------------------------------------------------------------- what opens and closes each phase
def start_turn(state: FortressState) -> None:
    """HM-TURN-03: the reserve plus one resource per resource card in hand; per-turn marks reset."""
    gen = general_of(state, state.active)
    state.resources = list(gen.reserve)
    credit_resources(state, state.seats[state.active].hand)
    state.phase = "build"
    state.bonus_damage = 0
    state.damage = 0
    state.used = []
    state.attacked = []
    state.boosts = []
    state.acquisitions = 0
    state.combat_base = 0
    state.levels_paid = 0
    state.phase_returns = 0


def _turn_begins(state: FortressState, events: list[Event]) -> None:
    start_turn(state)
    events.append(Event("fortress.turn_started", {"seat": state.active, "round": state.round}))


def _turn_ends(state: FortressState, events: list[Event]) -> None:
    """HM-TURN-14..16: the hand is discarded, unspent resources are lost, a new hand is drawn."""
    p = state.active
    seat = state.seats[p]
    seat.discard.cards.extend(seat.hand)  # each card put on top in turn (Pile.put_top)
    seat.hand = []
    state.resources = [0, 0, 0]  # HM-TURN-15
    state.damage = 0
    state.bonus_damage = 0
    events.append(Event("fortress.turn_ended", {"seat": p}))
    draw_cards(state, p, general_of(state, p).hand, events)
    if p + 1 < len(state.seats):
        state.active = p + 1


def _after_turn(state: FortressState) -> str:
    """The next General's turn, or after the last one the Invasion (HM-INV-01)."""
    return "turn" if state.active + 1 < len(state.seats) else "invasion"


def gather_damage(state: FortressState) -> int:
    """HM-TURN-11: General + Units in hand + effect bonuses (+ Wargosh's per-Orc/Goblin boost)."""
    seat = state.seats[state.active]
    total = general_of(state, state.active).damage + state.bonus_damage
    bodies = 0
    for c in seat.hand:
        card = card_of(c)
        if card.kind == "unit":
            total += card.damage
            bodies += card.type in WARGOSH_TYPES
    boosts = state.boosts.count("wargosh")
    if boosts:
        per = bodies if state.options["wargosh_bonus_scope"] == "per_unit" else 1
        total += per * boosts
    return total


def _combat_begins(state: FortressState, events: list[Event]) -> None:
    state.damage = gather_damage(state)
    state.combat_base = state.damage - state.bonus_damage
    state.bonus_damage = 0
    events.append(Event("fortress.combat", {"seat": state.active, "damage": state.damage}))


def _invasion_begins(state: FortressState, events: list[Event]) -> None:
    start_invasion(state, events)
    advance(state, events)


def _invasion_ends(state: FortressState, events: list[Event]) -> None:
    """The round starts again with the first General (its turn opens next)."""
    state.active = 0
    note_round(state)


def _invasion_done(state: FortressState) -> bool:
    return state.invasion_col == -1


# ---------------------------------------------------------------- the declaration
# The flow's path for each value of ``phase`` (asked after every action: one tuple each, built once).
_PATHS = {"invasion": ("invasion",), **{phase: ("turn", phase) for phase in TURN_PHASES}}


def _cursor_get(state: FortressState) -> Sequence[str]:
    path = _PATHS.get(state.phase)
    return ("turn", state.phase) if path is None else path


_STORED = frozenset((*TURN_PHASES, "invasion"))  # the leaves the ``phase`` word names


def _cursor_set(state: FortressState, path: tuple[str, ...]) -> None:
    # ("turn",) alone is the moment between a turn opening and its first phase: nothing to store.
    if path and path[-1] in _STORED:
        state.phase = path[-1]


def _end_check(state: FortressState, events: list[Event]) -> bool:
    check_end(state)
    return state.over is not None


_TURN_ACTIONS = (Activate, EndPhase, ReturnPhase)

ROUND: Phase[FortressState] = Phase(
    "round",
    steps=(
        Phase(
            "turn",
            on_begin=_turn_begins,
            on_end=_turn_ends,
            next=_after_turn,
            player=lambda s: s.active,
            steps=(
                Phase("build", actions=(Buy, EndInDraw, *_TURN_ACTIONS), next="effects"),
                Phase("effects", actions=_TURN_ACTIONS, next="combat"),
                Phase("combat", actions=(Attack, AttackPlan, *_TURN_ACTIONS), on_begin=_combat_begins),
            ),
        ),
        Phase(
            "invasion",
            actions=(Activate, Pass),
            on_begin=_invasion_begins,
            on_end=_invasion_ends,
            done=_invasion_done,
            player=lambda s: s.window_seat,
        ),
    ),
)

# Between hooks the rules have already checked after each change (HM-END-04): the flow only reads
# the recorded outcome there, and runs the check itself once, after the action.
FLOW: Flow[FortressState] = Flow(
    ROUND, Cursor(_cursor_get, _cursor_set), _end_check, decided=lambda s: s.over is not None
)
