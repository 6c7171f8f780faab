"""Who a hero module's "enemy" and "ally" are, in co-op and in the arena (DC-COL-01; HEROES.md, In the Coliseum).

The hero modules were written for the cooperative game, where an enemy is a creature and an ally
another hero. In the Coliseum an enemy is every other standing hero (and the beasts) and nobody is an
ally (``rivals.py``). These helpers answer both ways; in co-op they return exactly what the modules
computed before (creatures in playmat order, the other standing heroes), so the Skirmish and the Hunt
do not change.

"Breaking shields" is written for creatures (printed shields cancelled until the breaker's next
turn). On a hero the card texts say what it means: Destruction "destroys every shield of an enemy
hero" (L951), so on a rival the hero's Active Shields are discarded (``break_shields``).
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.coliseum.rivals import enemies
from game.desconfronto.content import card_def
from game.desconfronto.damage import creature_shields, magic, wound
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS
from game.desconfronto.state import CombatState

_CREF = tuple(f"c{i}" for i in range(64))
_HREF = tuple(f"h{i}" for i in range(64))


def arena(state: CombatState) -> bool:
    return state.coliseum is not None


def foes(state: CombatState, seat: int) -> list[str]:
    """The enemies of ``seat``: the living creatures in co-op; in the arena the rivals, then the beasts."""
    if state.coliseum is not None:
        return enemies(state, seat)
    return [_CREF[i] for i, c in enumerate(state.creatures) if not c.defeated]


def is_foe(state: CombatState, seat: int, ref: str) -> bool:
    """A creature, or in the arena another hero (a rival's companion counts as the rival's side)."""
    if ref[:1] == "c":
        return True
    return state.coliseum is not None and ref[:1] in ("h", "n") and ref[1:].isdigit() and int(ref[1:]) != seat


def friends(state: CombatState, seat: int) -> list[int]:
    """The seats of ``seat``'s allies: the other standing heroes in co-op, nobody in the arena."""
    if state.coliseum is not None:
        return []
    return [s for s in state.standing() if s != seat]


def friend_refs(state: CombatState, seat: int) -> list[str]:
    return [_HREF[s] for s in friends(state, seat)]


def rival_seats(state: CombatState, seat: int) -> list[int]:
    """The other standing heroes in the arena (none in co-op)."""
    if state.coliseum is None:
        return []
    return [h.seat for h in state.heroes if h.seat != seat and not h.exhausted]


def side(state: CombatState, seat: int) -> list[int]:
    """"This hero and their allies": every standing hero in co-op (in seat order), ``seat`` alone in the arena."""
    if state.coliseum is not None:
        return [seat] if not state.heroes[seat].exhausted else []
    return state.standing()


def side_companions(state: CombatState, seat: int) -> list[str]:
    """The companions on ``seat``'s side: every one in co-op (Nina counts as an ally, DC-HERO-GEL-02),
    only ``seat``'s own in the arena (a rival's Nina is on the rival's side)."""
    out = state.companions()
    if state.coliseum is not None:
        return [r for r in out if r == f"n{seat}"]
    return out


def break_shields(state: CombatState, seat: int, ref: str) -> tuple[int, list[Event]]:
    """Break every shield of figure ``ref`` for ``seat``: a creature's printed shields stop until the start
    of ``seat``'s next turn; a hero's (or companion's) Active Shields are discarded to their owners'
    discard piles. Returns the shield points broken (a creature's printed shields, the value of the
    discarded Active Shields) and the events."""
    if ref[:1] == "c":
        n = creature_shields(state, int(ref[1:]))
        state.creatures[int(ref[1:])].shields_off = seat + 1
        return n, [Event("dc.shields_cancelled", {"target": ref})]
    fig = state.fig(ref)
    entries = list(fig.shields)
    if not entries:
        return 0, []
    fig.shields.clear()
    for card, _value in entries:
        state.heroes[state.seat_of[card_def(card).hero]].discard.put_top(card)
    if state.coliseum is not None and ref[:1] == "h":  # a Revide shield among them is gone too (AMB-19c)
        state.coliseum.next_only[int(ref[1:])] = []
    total = sum(int(v) for _c, v in entries)
    return total, [ev("dc.shields_cancelled", {"target": ref})]


def magic_on(state: CombatState, seat: int, ref: str, n: int) -> list[Event]:
    """``n`` magical damage from ``seat`` on ``ref``; on a rival hero it is a magical attack, which earns
    the main target a Revide (DC-COL-07/10) as a card's magic does (``effects.run_effects``)."""
    if ref[:1] != "h" or state.coliseum is None:
        return magic(state, ref, n)
    target = int(ref[1:])
    before = state.heroes[target].vigor
    events = magic(state, ref, n)
    lost = before - state.heroes[target].vigor
    return events + HOOKS["col_attacked"](state, seat, target, before, lost, lost)  # type: ignore[no-any-return]


def drop_weakest_shield(state: CombatState, ref: str) -> list[Event]:
    """One shield of a hero gone: its Active Shield of least value (the oldest of equals) is discarded."""
    fig = state.fig(ref)
    if not fig.shields:
        return []
    entry = min(fig.shields, key=lambda e: int(e[1]))
    fig.shields.remove(entry)
    state.heroes[state.seat_of[card_def(entry[0]).hero]].discard.put_top(entry[0])
    return [ev("dc.shields_cancelled", {"target": ref})]


def wound_as(state: CombatState, seat: int, ref: str, n: int, kind: str) -> list[Event]:
    """Wounds ``seat`` deals to rival ``ref`` off its own action (Tesser's reflection on the attacker's turn):
    in the arena the Class token is ``seat``'s (DC-COL-11), so ``seat`` is named as the wounding hero while
    they land (``marks.wounder`` reads ``reviding`` first; it is given back at once)."""
    col = state.coliseum
    if col is None or ref[:1] != "h":
        return wound(state, ref, n, kind)
    saved = col.reviding
    col.reviding = seat
    try:
        return wound(state, ref, n, kind)
    finally:
        col.reviding = saved


# Hero hooks that reach every enemy without an "all_enemies" line or an enemy slot (``legal.area_card``
# reads the lines and slots only): in the first round they aim at the rivals all the same (L172).
AREA_HOOKS = frozenset(("prismatic_cone", "marzak_storm_of_vengeance"))


def hook_reaches_every_enemy(pid: str) -> bool:
    """A card whose hook acts on every enemy (Prismatic Cone, Storm of Vengeance)."""
    return any(e.verb == "hook" and e.cond in AREA_HOOKS for e in card_def(pid).effects)
