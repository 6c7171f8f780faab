"""Thresholds' summons, the Summon Counter, absorption and the delay (DC-BOSS-10..16, L437-449).

* ``summon``: two creatures by the summon table (players × the highest hero level, L440; level 6
  reads the 4-5 column, AMB-36), drawn at random from their tiers' cards, into board positions 1
  and 2 (the summon space, area 3). They act in the Creature Phase with the common Creature Action
  deck (L439); the Boss does not act while they are out (AMB-35).
* ``after_activation``: after each Active Creature's action the counter moves 1 space (L447). When
  it reaches its end: both summons alive -> the Boss absorbs them and heals to its band's top (12 at
  the first threshold, 6 at the second, L448); one alive -> absorbs it and regains its tier in
  Vigor (L449). Absorbed creatures leave no soul.
* ``delay``: once per combat each player may give up their whole turn to move the counter back 1
  space (L448, DC-BOSS-16).
* A defeated summon's soul goes to a Soul Crystal (``crystals.keep_soul``).
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.boss.crystals import keep_soul
from game.desconfronto.boss.data import BOOK
from game.desconfronto.creatures import BY_TIER, CREATURES
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook
from game.desconfronto.state import CombatState, CreatureState

POSITIONS = (1, 2)  # the summon space: board positions after the Boss's c0


def summon_tiers(state: CombatState) -> tuple[int, ...]:
    """DC-BOSS-12: the two summons' tiers for this table and its highest-level hero (AMB-36)."""
    players = min(4, max(1, len(state.heroes)))
    top = max(h.level for h in state.heroes)
    column = 0 if top <= 1 else 1 if top <= 3 else 2
    return BOOK.summons[players][column]


def summon(state: CombatState, threshold: int) -> list[Event]:
    b = state.boss
    assert b is not None
    ids: list[str] = []
    for tier in summon_tiers(state):
        pool = [c for c in BY_TIER[tier] if c not in ids]
        ids.append(state.rng.choice(pool))
    while len(state.creatures) < 1 + len(POSITIONS):
        state.creatures.append(CreatureState(vigor=0, max_vigor=1, creature=ids[0], defeated=True))
    for pos, cid in zip(POSITIONS, ids, strict=True):
        v = CREATURES[cid].vigor
        state.creatures[pos] = CreatureState(vigor=v, max_vigor=v, creature=cid)
    b.summons = list(POSITIONS)
    b.counter = 0
    state.active_creature = POSITIONS[0]
    return [ev("dc.boss_summoned", {"threshold": threshold, "creatures": ids, "spaces": BOOK.counter})]


@hook("boss_next_living")
def next_living(state: CombatState, pos: int) -> int:
    """``flow.next_living`` on the Boss playmat: the summons take the token in turn while they are
    out (the Boss does not act, AMB-35); otherwise it is the Boss's (L999)."""
    b = state.boss
    assert b is not None
    if not b.summons:
        return 0
    order = b.summons
    later = [p for p in order if p > pos]
    return later[0] if later else order[0]


@hook("boss_summon_defeated")
def summon_defeated(state: CombatState, pos: int) -> list[Event]:
    """A summon falls: its soul goes to a crystal (L450); once none is out the Boss acts again."""
    b = state.boss
    assert b is not None
    if pos not in b.summons:
        return []
    b.summons.remove(pos)
    b.kills += 1
    events = keep_soul(state, state.creatures[pos].creature)
    if not b.summons:
        b.counter = 0
        state.active_creature = 0
    return events


@hook("boss_after_activation")
def after_activation(state: CombatState, pos: int) -> list[Event]:
    """DC-BOSS-13/14/15: the counter after an Active Creature's action (``flow.close_turn``)."""
    b = state.boss
    assert b is not None
    if not b.summons or pos not in POSITIONS:
        return []
    b.counter += 1
    events = [ev("dc.boss_counter", {"counter": b.counter, "spaces": BOOK.counter})]
    if b.counter < BOOK.counter:
        return events
    return events + absorb(state)


def absorb(state: CombatState) -> list[Event]:
    b = state.boss
    assert b is not None
    boss = state.creatures[0]
    alive = list(b.summons)
    ids = [state.creatures[p].creature for p in alive]
    if len(alive) >= 2:  # DC-BOSS-14: back to the top of the band (12 at the first threshold, 6 at the second)
        band = 0 if boss.vigor >= BOOK.thresholds[0] else 1
        target = BOOK.band_tops[band]
    else:  # DC-BOSS-15: the survivor's tier in Vigor
        target = boss.vigor + sum(CREATURES[c].tier for c in ids)
    gained = max(0, min(boss.max_vigor, target) - boss.vigor)
    boss.vigor += gained
    for p in alive:  # absorbed: off the board, no soul left behind
        cr = state.creatures[p]
        cr.defeated = True
        cr.vigor = 0
        cr.cond.clear()
        cr.thunder.clear()
    b.summons = []
    b.counter = 0
    state.active_creature = 0
    return [ev("dc.boss_absorbed", {"creatures": ids, "gained": gained, "vigor": boss.vigor})]


def can_delay(state: CombatState, seat: int) -> bool:
    b = state.boss
    return b is not None and bool(b.summons) and b.counter > 0 and seat not in b.delayed


def delay(state: CombatState, seat: int) -> list[Event]:
    """DC-BOSS-16: the player gives up the whole turn; the counter goes back 1 space."""
    b = state.boss
    assert b is not None
    b.delayed.append(seat)
    b.counter = max(0, b.counter - 1)
    return [ev("dc.boss_delayed", {"hero": seat, "counter": b.counter, "spaces": BOOK.counter})]
