"""When the greedy table starts the Memory's Epic Battle (memory_heuristic): the battle's odds by
the heroes standing and the Shields the map gives the Herald (ZW-SCEN-34: a Will Shield per
Murkrift, a Vigor Shield per Incursion), against the odds the time left may still buy.

The odds are epic_sim.py's measured table (docs/zerywia_epic_battle.md: greedy bots, 30 battles a
cell), read between its columns. The heuristic used to value the battle joined at a flat 400, so
the table started it the moment the gate opened: traces of 3-hero Memories lost 3 battles in 12,
each begun with one or two heroes left against 5-6 Shields (four Murkrifts), at Cycle 5-9 of 18.
"""

from __future__ import annotations

from game.zerywia.land import MURK, THREAT
from game.zerywia.scenarios import ritual_limit, scenario_of
from game.zerywia.state import ZerywiaState

# wins of greedy battles by heroes standing (1..4), at 0, 2 and 4 Shields from the map
TABLE = {1: (0.23, 0.03, 0.0), 2: (0.80, 0.47, 0.20), 3: (0.93, 0.73, 0.43), 4: (1.0, 0.90, 0.77)}
STEP = 2  # the table's columns: 0, 2, 4 Shields
HOPE = 0.8  # the odds a table with all its time ahead may still wait for (a cleaner map)
FACES = 4  # the fourth fading loses the Memory (ZW-SCEN-25)


def map_shields(state: ZerywiaState) -> int:
    return (sum(side == "murkrift" for side in state.land.tokens[MURK].values())
            + sum(side == "incursion" for side in state.land.tokens[THREAT].values()))


def odds(heroes: int, shields: int) -> float:
    """The battle's estimated chance: the table's row, linear between columns, on beyond 4 Shields
    with its last slope (never below 0)."""
    if heroes <= 0:
        return 0.0
    row = TABLE[min(heroes, 4)]
    i = min(shields // STEP, len(row) - 2)
    frac = (shields - STEP * i) / STEP
    return max(0.0, row[i] + (row[i + 1] - row[i]) * frac)


def time_left(state: ZerywiaState) -> float:
    """The share of the Memory's time still ahead: the faces not faded, less the Ritual under way's
    Blackstones (1 at the start, 0 at the last fading)."""
    faded = state.statue.on_statue()
    limit = ritual_limit(scenario_of(state), faded)
    return max(0.0, (FACES - faded - state.statue.on_rifts() / limit) / FACES)


def hoped(state: ZerywiaState) -> float:
    """The odds worth waiting for: high early, none at the end (a battle lost and a fourth fading
    lose alike)."""
    return HOPE * time_left(state)
