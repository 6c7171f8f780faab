"""Chaining combats on the same heroes (the API Hunt and Campaign build on).

Everything on the heroes carries over (DC-CMB-39/40): Vigor, conditions,
hand, draw deck, discard pile, active shields, levels and the fragment pool.
Abilities bought since the last combat start working (DC-LVL-02), the 20
Creature Action cards are reshuffled (DC-CMB-41) and the Leader opens
(AMB-27).
"""

from __future__ import annotations

from game.core.actions import Event
from game.core.piles import Pile
from game.desconfronto import master
from game.desconfronto.creatures import ACTION_CARDS, CREATURES, known
from game.desconfronto.flow import begin_turn
from game.desconfronto.hooks import HOOKS
from game.desconfronto.levels import refresh_max_vigor
from game.desconfronto.state import CombatState, CreatureState


def start_combat(state: CombatState, creature_ids: list[str], spoils: int) -> list[Event]:
    if not 1 <= len(creature_ids) <= 4 or not all(known(c) for c in creature_ids):
        raise ValueError("a combat needs 1 to 4 known creatures")
    state.creatures = [
        CreatureState(vigor=CREATURES[c].vigor, max_vigor=CREATURES[c].vigor, creature=c)
        for c in creature_ids
    ]
    state.cdeck = Pile(sorted(ACTION_CARDS))
    state.cdeck.shuffle(state.rng)
    state.cdiscard = Pile()
    dealt = master.deal(state)  # DC-CM-03 / AMB-38: the Corruption Master's hand, dealt anew
    state.active_hero = state.active_creature = 0
    state.turn = 1
    state.pending = state.attack = state.outcome = None
    state.attack_queue = []
    state.flags = {}
    state.spoils = spoils
    state.last_card, state.last_blocks = "", []
    ready_heroes(state)
    return [Event("dc.combat_started", {"creatures": list(creature_ids)}), *dealt, *begin_turn(state)]


def ready_heroes(state: CombatState) -> None:
    """What every new combat does to the heroes (a horde's, the Boss's): abilities bought since the
    last one start working, once-per-combat uses come back, each class sets up its combat."""
    for h in state.heroes:
        h.new_abilities.clear()
        refresh_max_vigor(h)
        h.reaction_used = False
        h.res.pop("sanctuary", None)
        h.res.pop("duel", None)  # Compel Duel bound a creature position of the last combat (Artan)
        h.items_used.clear()  # equipment works once per combat (items.py)
    for h in state.heroes:
        fn = HOOKS.get(f"{h.hero}_combat_start")
        if fn:
            fn(state, h.seat)
