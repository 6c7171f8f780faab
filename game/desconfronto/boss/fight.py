"""Setting up the Boss playmat (DC-BOSS-01/03, L410-418) and fighting it again (DC-BOSS-23, L462).

``start_boss`` is the run layer's entry point: called on a combat state whose heroes carry everything
from the hordes (decks, Vigor, levels, items), it lays out the mat (``state.boss``), puts Daegur on
the board as the creature at position 0 (no other creature: ``state.creatures`` is cleared), every
hero on the Altar (area 8), a fresh Creature Action deck for the summons, and starts the Leader's
turn. It does not run the heroes' ``<hero>_combat_start`` hooks (the caller runs them for every
combat it opens, as ``DesconfrontoGame.new_game`` does).
"""

from __future__ import annotations

from game.core.actions import Event
from game.core.piles import Pile
from game.desconfronto import flow, master
from game.desconfronto.boss import rules, turn  # noqa: F401  (their hooks: the Boss's turn, the mat's moves)
from game.desconfronto.boss.data import BOOK, FORMS, PILLARS, RED
from game.desconfronto.creatures import ACTION_CARDS
from game.desconfronto.event import ev
from game.desconfronto.state import BossState, CombatState, CreatureState


def lay_out(state: CombatState) -> None:
    """The mat at the start of the first form: 10 red cards shuffled, pillars whole, crystals empty."""
    deck = list(RED)
    state.rng.shuffle(deck)
    state.boss = BossState(
        form=1,
        deck=deck,
        where=["altar"] * len(state.heroes),
        pillars={pid: p.vigor for pid, p in PILLARS.items()},
        crystals=[BOOK.crystal_vigor] * BOOK.crystals,
        souls=[[] for _ in range(BOOK.crystals)],
    )
    daegur = FORMS[1]
    state.creatures = [CreatureState(vigor=daegur.vigor, max_vigor=daegur.vigor, creature=daegur.id)]
    cdeck = Pile(sorted(ACTION_CARDS))
    cdeck.shuffle(state.rng)
    state.cdeck, state.cdiscard = cdeck, Pile()
    state.active_hero = 0
    state.active_creature = 0
    state.attack = None
    state.attack_queue = []
    state.pending = None
    state.outcome = None
    state.phase = "hero"


def start_boss(state: CombatState) -> list[Event]:
    lay_out(state)
    events = [ev("dc.boss_started", {"boss": FORMS[1].id, "vigor": FORMS[1].vigor})]
    events += master.deal(state)  # DC-CM-03 / AMB-38: the summons' cards come from the Master's new hand
    return events + flow.begin_turn(state)


def restart(state: CombatState) -> list[Event]:
    """DC-BOSS-23: after a loss the fight restarts from the first form (the heroes got up when the
    combat ended, ``outcome.end_combat``); the run layer decides whether to call this."""
    return [ev("dc.boss_restarted", {}), *start_boss(state)]
