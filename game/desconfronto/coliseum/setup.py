"""Preparing the arena (DC-COL-02/03/04/16; L169-172, L193-197).

Setup dict::

    {"mode": "coliseum", "players": 2..4, "heroes": [...],
     "beasts": false,      # Condemnation by Beasts (DC-COL-16)
     "artifacts": false,   # the optional challenge: Legendary Weapons and Personal Artifacts (DC-COL-03)
     "options": {...}}

Each hero keeps only the starting (head) item; Elders and Prestige Classes never enter (L169). The
first hands are dealt by ``setup.new_state``; ``start`` then asks each hero's mulligan in turn order
before the first turn (L172). With beasts, one creature per hero at the tier of that hero's level
(AMB-22) takes a playmat position, and the Creature Action deck is the ordinary one.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import SetupError
from game.core.pending import Choice
from game.desconfronto.coliseum.turns import new_beast
from game.desconfronto.creatures import CREATURES
from game.desconfronto.hooks import HOOKS
from game.desconfronto.items import artifacts_of
from game.desconfronto.state import ColiseumState, CombatState, CreatureState

MIN_PLAYERS, MAX_PLAYERS = 2, 4


def normalize(setup: dict[str, Any], players: int, heroes: list[str], options: dict[str, Any]) -> dict[str, Any]:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SetupError(
            f"the Coliseum is for {MIN_PLAYERS} to {MAX_PLAYERS} players",
            "setup_errors.dc_coliseum_players",
            low=MIN_PLAYERS,
            high=MAX_PLAYERS,
        )
    flags = {}
    for key in ("beasts", "artifacts"):
        value = setup.get(key, False)
        if not isinstance(value, bool):
            raise ValueError(f"{key} must be true or false")
        flags[key] = value
    return {"mode": "coliseum", "players": players, "heroes": heroes, **flags, "options": options}


def start(state: CombatState) -> None:
    """The arena is ready: the heroes' classes set up, the beasts placed, the first mulligan asked (a new
    game's setup emits no events: the board shows the arena as it is)."""
    n = len(state.heroes)
    beasts = bool(state.setup.get("beasts"))
    col = state.coliseum = ColiseumState(
        scores=[0] * n,
        marks=[[] for _ in range(n)],
        next_only=[[] for _ in range(n)],
        falls=[0] * n,
        beasts=beasts,
        mulligan=list(range(n)),
    )
    for h in state.heroes:
        h.bag = []  # DC-COL-02: the head item only
        if state.setup.get("artifacts"):  # DC-COL-03
            h.bag = list(artifacts_of(h.hero))
    if beasts:
        col.owners = list(range(n))
        state.creatures = []
        for pos in range(n):
            cid = new_beast(state, pos)
            d = CREATURES[cid]
            state.creatures.append(CreatureState(vigor=d.vigor, max_vigor=d.vigor, creature=cid))
    for h in state.heroes:
        fn = HOOKS.get(f"{h.hero}_combat_start")
        if fn:
            fn(state, h.seat)
    state.phase = "hero"
    state.pending = Choice("mulligan", 0)
