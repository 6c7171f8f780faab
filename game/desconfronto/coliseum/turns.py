"""The Coliseum's turn order and its end (DC-COL-04/05/14/15/16, AMB-21, AMB-22).

* Each hero's turn is the ordinary Hero Phase; the Creature Phase is played only with Condemnation by
  Beasts, and never in the first round (L172) nor in the Final Round (one action each, L189).
* The turn passes clockwise to the next hero still at the table (eliminated heroes are out, L187).
* In the Final Round each hero in ``col.final`` takes one action; after the last one the Coliseum is
  over. It is over too when fewer than two heroes are left at the table (nobody to fight).
* The beasts: "the number of creatures that appear is equal to the number of players" (L194), each of the
  tier its own hero's level gives (L195-197, AMB-22). By default that is the whole count: a fallen beast
  stays down and, once the last falls, the arena is the heroes' again. With the ``beasts_return`` variant
  a fallen beast is replaced at the end of the turn by a new one at its hero's current level (levels
  change in the arena through the rewards, DC-COL-12).
* A stalemate ends it too (authored; the rulebook has none): when three whole rounds pass in which no
  card left a hand or a deck, no Vigor changed and no point was scored — heroes only swapping items
  and using free abilities, which both actions allow (L1011) — the podium is set on the scores as they
  are, so a table that cannot or will not fight cannot go on for ever.
* The podium: the scores, highest first; equal scores share a place (AMB-21), or with the
  ``coliseum_tiebreak`` variant the fewest Exhaustions suffered go first.
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto import conditions
from game.desconfronto.coliseum.rivals import first_round
from game.desconfronto.creatures import BY_TIER, CREATURES
from game.desconfronto.event import ev
from game.desconfronto.state import ColiseumState, CombatState, CreatureState


def at_table(state: CombatState, col: ColiseumState) -> list[int]:
    return [h.seat for h in state.heroes if h.seat not in col.eliminated]


def over(state: CombatState) -> bool:
    """``col.done``, or fewer than two heroes at the table (``at_table`` counted without its list:
    this is the end check of every action in the arena)."""
    col = state.coliseum
    assert col is not None
    if col.done:
        return True
    out = col.eliminated
    if not out:
        return len(state.heroes) < 2
    left = len(state.heroes)
    for h in state.heroes:
        if h.seat in out:
            left -= 1
    return left < 2


STALE_ROUNDS = 3


def signature(state: CombatState) -> list[int]:
    """What a turn that fights changes: every hand and deck size, every Vigor, every score."""
    col = state.coliseum
    assert col is not None
    out = list(col.scores)
    for h in state.heroes:
        out += [len(h.hand), len(h.draw.cards), h.vigor]
    return out


def turn_start(state: CombatState) -> None:
    """A Final Round turn is a single action, and nothing may add another (L189: "one – and only one")."""
    col = state.coliseum
    assert col is not None
    col.sig = signature(state)
    if col.final_by >= 0:
        state.actions_left = 1
        state.flags["col_final"] = True
        state.flags["no_extra_actions"] = True


def creature_phase_runs(state: CombatState) -> bool:
    """DC-COL-05/16: only with beasts, from the second round on, outside the Final Round."""
    col = state.coliseum
    assert col is not None
    return (
        col.beasts
        and not first_round(state)
        and col.final_by < 0
        and any(not c.defeated for c in state.creatures)
    )


def beast_tier(level: int) -> int:
    """L195-197: levels 0-1 bring Tier I, 2-3 Tier II, 4-6 Tier III."""
    return 1 if level <= 1 else 2 if level <= 3 else 3


def tier_for(state: CombatState, pos: int) -> int:
    col = state.coliseum
    assert col is not None
    if state.options["beasts_highest_level"]:  # AMB-22's alternative
        return beast_tier(max(h.level for h in state.heroes))
    return beast_tier(state.heroes[col.owners[pos]].level)


def new_beast(state: CombatState, pos: int) -> str:
    """A beast for position ``pos``: one not already in the arena, of its hero's tier."""
    present = {c.creature for c in state.creatures if not c.defeated}
    pool = [c for c in BY_TIER[tier_for(state, pos)] if c not in present]
    return state.rng.choice(pool)


def replace_beasts(state: CombatState) -> list[Event]:
    events: list[Event] = []
    for pos, cr in enumerate(state.creatures):
        if cr.defeated:
            cid = new_beast(state, pos)
            d = CREATURES[cid]
            state.creatures[pos] = CreatureState(vigor=d.vigor, max_vigor=d.vigor, creature=cid)
            events.append(ev("dc.col_beast", {"target": f"c{pos}", "creature": cid, "tier": d.tier}))
    return events


def close_turn(state: CombatState) -> list[Event]:
    """The end of a hero's turn in the arena: durations tick, fallen beasts are replaced, then the next
    hero at the table (or the next of the Final Round) plays; after the last one the Coliseum is over."""
    col = state.coliseum
    assert col is not None
    seat = state.active_hero
    events: list[Event] = []
    if col.beasts and state.creatures:
        cr = state.creatures[state.active_creature]
        if not cr.defeated and cr.cond:
            conditions.end_of_turn(state, f"c{state.active_creature}")
    h = state.heroes[seat]
    if h.cond:
        conditions.end_of_turn(state, f"h{seat}")
    if h.res.get("nina_cond"):
        conditions.end_of_turn(state, f"n{seat}")
    if col.beasts and state.options["beasts_return"]:
        events += replace_beasts(state)
    table = at_table(state, col)
    col.quiet = col.quiet + 1 if signature(state) == col.sig else 0
    if col.quiet >= STALE_ROUNDS * len(table):
        col.done = True  # the stalemate (see the module docstring)
        return events + [ev("dc.col_stalemate", {"rounds": STALE_ROUNDS})]
    if col.final_by >= 0:
        while col.final and col.final[0] in col.eliminated:
            col.final.pop(0)
        if not col.final:
            col.done = True
            return events
        nxt = col.final.pop(0)
    elif len(table) < 2:
        col.done = True
        return events
    else:
        n = len(state.heroes)
        nxt = next((seat + k) % n for k in range(1, n + 1) if (seat + k) % n in table)
    state.active_hero = nxt
    if col.beasts and state.creatures:
        state.active_creature = (state.active_creature + 1) % len(state.creatures)
    state.turn += 1
    return events


def podium(state: CombatState) -> list[list[int]]:
    """Places, best first: each a list of the seats sharing it (AMB-21)."""
    col = state.coliseum
    assert col is not None
    tiebreak = bool(state.options["coliseum_tiebreak"])

    def key(s: int) -> tuple[int, int]:
        return (-col.scores[s], col.falls[s] if tiebreak else 0)

    places: list[list[int]] = []
    for s in sorted(range(len(state.heroes)), key=key):
        if places and key(places[-1][0]) == key(s):
            places[-1].append(s)
        else:
            places.append([s])
    return places


def finish(state: CombatState) -> list[Event]:
    """The Coliseum is over: the podium (``Outcome.winners`` = the first place)."""
    col = state.coliseum
    assert col is not None
    col.done = True
    places = podium(state)
    state.phase = "over"
    state.pending = None
    state.attack = None
    state.attack_queue = []
    state.outcome = {"result": "podium"}
    order = [s for place in places for s in place]
    return [ev("dc.col_podium", {"order": order, "scores": [col.scores[s] for s in order]})]
