"""The Adversary: its threat, its plans and the end of the game (HM-END).

Every Adversary is data (adversaries.toml). Power rises each Invasion, with the Rubble pile ("grows
stronger as the Fortress weakens") and through card effects; reaching ``power_limit`` is its
victory. The players win by defeating every plan (and, for Goggh, enough Invaders).
"""

from __future__ import annotations

from game.core.protocol import Outcome
from game.fortress.content import Adversary, content
from game.fortress.state import FortressState

_ADVERSARIES = content().adversaries  # loaded once per process (content.content), never changed


def adversary_of(state: FortressState) -> Adversary:
    return content().adversaries[state.adversary]


def threat(state: FortressState) -> int:
    """The Adversary's strength shown on the sheet: its power plus one per ``rubble_step`` Rubble cards."""
    adv = adversary_of(state)
    return state.power + len(state.rubble) // adv.rubble_step


def plan_life(state: FortressState) -> tuple[int, ...]:
    """The active plan's life bar: more Generals add levels, since one turn's pool pays a level."""
    if state.active_plan is None:
        return ()
    life = content().plans[state.active_plan].life
    return life + (max(life),) * extra_plan_levels(adversary_of(state), len(state.seats))


def round_power(adv: Adversary, players: int) -> int:
    """How much the Adversary's power rises at the end of each Invasion at this table size."""
    table = adv.power_by_players
    if table:
        return table[min(players, len(table)) - 1]
    crowd = 1 if adv.crowd_power_from and players >= adv.crowd_power_from else 0
    return adv.power_per_round + adv.power_per_extra_player * (players - 1) + crowd


def extra_plan_levels(adv: Adversary, players: int) -> int:
    """Levels added to every plan at this table size (authored table, else a fixed step per General)."""
    table = adv.plan_levels_by_players
    if table:
        return table[min(players, len(table)) - 1]
    return adv.plan_levels_per_extra_player * (players - 1)


def plan_level(state: FortressState) -> int | None:
    """Damage needed for the active plan's current level (asked at every Combat listing: the
    printed levels are read directly, the added ones only once they are reached)."""
    if state.active_plan is None:
        return None
    life = content().plans[state.active_plan].life
    markers = state.plan_markers
    return life[markers] if markers < len(life) else plan_life(state)[markers]


def reveal_next_plan(state: FortressState) -> str | None:
    state.active_plan = state.plans.pop(0) if state.plans else None
    state.plan_markers = 0
    return state.active_plan


def _end(state: FortressState, won: bool, reason: str) -> None:
    winners = tuple(range(len(state.seats))) if won else ()
    state.over = Outcome("won" if won else "lost", winners, f"fortress.end.{reason}")


def lose(state: FortressState, reason: str) -> None:
    if state.over is None:
        _end(state, False, reason)


def kills_needed(state: FortressState) -> int:
    adv = adversary_of(state)
    return adv.victory_kills + adv.kills_per_extra_player * (len(state.seats) - 1)


def victory_reached(state: FortressState) -> bool:
    plans_done = state.active_plan is None and not state.plans
    return plans_done and state.kills >= kills_needed(state)


def check_end(state: FortressState) -> None:
    """HM-END-04: checked after every change; a tie of victory and defeat follows ``simultaneous_end``.

    The rules call it after every change (several times an action), so it reads the state directly:
    the defeats in their order (an empty Fortress deck under ``fortress_loss="on_empty"``, the
    Adversary's threat at its limit, the ``max_rounds`` house rule), then the victory, its cheap half
    first (until the last plan is beaten no kill count is worked out)."""
    if state.over is not None:
        return
    adv = _ADVERSARIES[state.adversary]
    options = state.options
    lost: str | None = None
    if options["fortress_loss"] == "on_empty" and not state.fortress_deck.cards:
        lost = "fortress_empty"
    elif state.power + len(state.rubble) // adv.rubble_step >= adv.power_limit:  # threat(state)
        lost = "adversary_power"
    elif options["max_rounds"] is not None and state.round > options["max_rounds"]:
        lost = "final_assault"
    won = state.active_plan is None and not state.plans and state.kills >= kills_needed(state)
    if lost and won:
        if state.options["simultaneous_end"] == "victory":
            _end(state, True, "victory")
        else:
            _end(state, False, lost)
    elif lost:
        _end(state, False, lost)
    elif won:
        _end(state, True, "victory")
