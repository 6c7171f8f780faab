"""Conditions (DC-COND-*): applying them with their stacking and combos, ticking them, their modifiers.

Every function takes the ``CombatState`` and a figure ref (``"h0"``, ``"c2"``)
and returns the events it caused. Wounds go through ``vigor.wound`` so
defeat and Exhaustion are handled in one place.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Event
from game.desconfronto.creatures import CREATURES
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each
from game.desconfronto.state import CombatState
from game.desconfronto.subclass_points import passive
from game.desconfronto.vigor import down, wound

CAP = (
    6  # Corruption/Purification max per target (DC-COND-13/15); also our cap for Fire/Bleeding/Thunder tokens
)
POISON_CAP = 12
ELEMENTS = ("fire", "ice", "thunder", "poison")  # Wind leaves no token (AMB-12)

# Hero tables (DC-COND-13/15): index = tokens.
COR_DEALT = (0, -1, -1, -2, -2, -3, -3)
COR_SUFFERED = (0, 0, 1, 1, 2, 2, 3)
PUR_DEALT = (0, 1, 1, 2, 2, 3, 3)
PUR_SUFFERED = (0, 0, -1, -1, -2, -2, -3)


# conditions a Specialization makes its hero immune to ("<hero>.<subclass>" -> conditions), filled by
# the heroes/<hero>_prestige.py modules (Hierophant: Corruption, L967)
SUBCLASS_IMMUNE: dict[str, frozenset[str]] = {}


def immune(state: CombatState, ref: str, cond: str) -> bool:
    if state.boss is not None:  # the pillars' immunities: the Boss's, then the Altar's (DC-BOSS-06/08a)
        if ref == "c0":
            return bool(HOOKS["boss_immune"](state, cond))
        if ref[0] == "h" and HOOKS["boss_altar_immune"](state, int(ref[1:]), cond):
            return True
    if ref[0] == "c":
        return cond in CREATURES[state.creatures[int(ref[1:])].creature].immune
    if ref[0] == "h":  # a Specialization's immunity (Knight, Hierophant: Corruption)
        h = state.heroes[int(ref[1:])]
        sub = h.subclass
        if not sub:
            return False
        if cond in SUBCLASS_IMMUNE.get(sub, ()):
            return True
        fn = passive(h, "immune")
        return bool(fn and fn(state, h.seat, cond))
    return False


def apply(state: CombatState, ref: str, cond: str, count: int = 1) -> list[Event]:
    """Apply ``count`` of a condition to a figure (DC-COND-01: whatever its defences)."""
    fig = state.fig(ref)
    if getattr(fig, "defeated", False) or getattr(fig, "exhausted", ""):
        return []
    if immune(state, ref, cond):
        return [ev("dc.immune", {"target": ref, "cond": cond})]
    c = fig.cond
    events = [ev("dc.condition", {"target": ref, "cond": cond, "count": count})]
    creature = ref[0] == "c"
    if cond == "stunned":
        c["stunned"] = 1
    elif cond == "bleeding":
        c["bleeding"] = min(CAP, c.get("bleeding", 0) + count)
    elif cond in ("corruption", "purification"):
        other = "purification" if cond == "corruption" else "corruption"
        n = count
        cancel = min(n, c.get(other, 0))  # DC-COND-17: each token cancels one of the other kind
        if cancel:
            c[other] -= cancel
            n -= cancel
            if not c[other]:
                del c[other]
                c.pop("cor_turns" if other == "corruption" else "pur_turns", None)
        if n:
            c[cond] = min(CAP, c.get(cond, 0) + n)
            if cond == "corruption" and creature:
                c["cor_turns"] = 2  # DC-COND-14 / AMB-05: refreshed on each application
                placed(state, ref, "cor_turns")
            elif cond == "purification" and not creature:
                c["pur_turns"] = 2  # DC-COND-15 / AMB-06: the whole stack refreshed
                placed(state, ref, "pur_turns")
    elif cond == "fire":
        c["fire"] = min(CAP, c.get("fire", 0) + count)
        events += ice_meets(state, ref)
    elif cond == "ice":
        c["ice"] = 2
        combo = ice_meets(state, ref)
        if combo:
            events += combo
        else:
            placed(state, ref, "ice")
    elif cond == "thunder":
        for _ in range(count):
            if len(fig.thunder) < CAP:
                fig.thunder.append(2)
        events += ice_meets(state, ref)
    elif cond == "poison":
        for _ in range(count):  # DC-COND-07 / AMB-08
            c["poison"] = (
                min(POISON_CAP, c["poison"] + state.options["poison_stack_turns"]) if c.get("poison") else 3
            )
    elif cond == "wind":
        pass  # Wind is resolved by ``wind`` (it needs a partner); it leaves no token
    return events


def wind(state: CombatState, ref: str, partner: str) -> list[Event]:
    """DC-COND-09 / AMB-12: swap two creatures and spread their elements; on heroes, spread to every hero.

    The spread is an application like any other (L156 with L153): a figure that receives Ice while it
    has Fire (or Fire while it has Ice) ends with 2 more Fire and no Ice; Ice meeting Thunder costs 1
    wound and becomes 1 more Thunder. An immune creature does not receive that element."""
    events = [ev("dc.condition", {"target": ref, "cond": "wind", "count": 1})]
    if ref[0] == "c":
        if not partner or partner[0] != "c" or partner == ref:
            return events
        a, b = int(ref[1:]), int(partner[1:])
        ca, cb = state.creatures[a], state.creatures[b]
        if ca.defeated or cb.defeated:
            return events
        got_a, got_b = _receive(state, ca, ref, cb), _receive(state, cb, partner, ca)
        _spread_into(ca, got_a)
        _spread_into(cb, got_b)
        if state.boss is not None and 0 in (a, b):  # the Boss keeps its own area (4) of the mat: no swap
            return events + _exchange(state, ref, got_a) + _exchange(state, partner, got_b)
        state.creatures[a], state.creatures[b] = cb, ca  # the Active Creature token stays on its position
        events.append(ev("dc.swapped", {"a": ref, "b": partner}))
        follow_swap(state, a, b)
        # after the swap: ``ca`` is now on square b, ``cb`` on square a
        events += _exchange(state, partner, got_a)
        events += _exchange(state, ref, got_b)
        return events
    src = state.fig(ref)
    for i, h in enumerate(state.heroes):
        if h is not src and not h.exhausted:
            got = _receive(state, h, f"h{i}", src)
            _spread_into(h, got)
            events += _exchange(state, f"h{i}", got)
    return events


def _receive(state: CombatState, dst: Any, dst_ref: str, src: Any) -> dict[str, Any]:
    """The elements ``dst`` gets from ``src`` (higher count kept, AMB-12), read before anything moves."""
    got: dict[str, Any] = {}
    for key in ("fire", "ice", "poison"):
        n = src.cond.get(key, 0)
        if n > dst.cond.get(key, 0) and not immune(state, dst_ref, key):
            got[key] = n
    if len(src.thunder) > len(dst.thunder) and not immune(state, dst_ref, "thunder"):
        got["thunder"] = list(src.thunder)
    return got


def _spread_into(dst: Any, got: dict[str, Any]) -> None:
    for key, n in got.items():
        if key == "thunder":
            dst.thunder = list(n)
        else:
            dst.cond[key] = n


def ice_meets(state: CombatState, ref: str) -> list[Event]:
    """DC-COND-04/05 (L153), the one place Ice reacts: beside Fire it becomes 2 more Fire; beside
    Thunder it deals 1 wound and becomes 1 more Thunder. Nothing when the figure has no such pair."""
    fig = state.fig(ref)
    c = fig.cond
    if not c.get("ice"):
        return []
    if c.get("fire"):
        del c["ice"]
        c["fire"] = min(CAP, c["fire"] + 2)
        return [ev("dc.combo", {"target": ref, "combo": "ice_fire"})]
    if not fig.thunder:
        return []
    del c["ice"]
    if len(fig.thunder) < CAP:
        fig.thunder.append(2)
    return [ev("dc.combo", {"target": ref, "combo": "ice_thunder"}), *wound(state, ref, 1, "condition")]


def _exchange(state: CombatState, ref: str, got: dict[str, Any]) -> list[Event]:
    """A figure the spread just reached reacts as on any application (L156 with L153)."""
    if getattr(state.fig(ref), "defeated", False):
        return []
    events = ice_meets(state, ref)
    if not events and "ice" in got:
        placed(state, ref, "ice")
    return events


def own_turn(state: CombatState, ref: str) -> bool:
    """Is it ``ref``'s own turn? A hero's (and Nina's) is the whole turn they are Active Hero, both
    phases; a creature's is the Creature Phase in which it is the Active Creature."""
    k = ref[0]
    if k == "c":
        return state.phase == "creature" and int(ref[1:]) == state.active_creature
    return state.phase in ("hero", "creature") and int(ref[1:]) == state.active_hero


def placed(state: CombatState, ref: str, key: str) -> None:
    """DC-COND-19 / AMB-17: a duration (``ice``, ``cor_turns``, ``pur_turns``) counts its target's
    *next* turns, those that start after it is placed (L155, L386-388). Placed during the target's own
    turn, it is marked in this turn's flags so that turn's end does not tick it (the flags end with
    the turn). The variant ``condition_ticks_same_turn`` keeps the old count (it ticks then)."""
    if state.options.get("condition_ticks_same_turn") or not own_turn(state, ref):
        return
    fresh = state.flags.setdefault("fresh", [])
    if [ref, key] not in fresh:
        fresh.append([ref, key])


def follow_swap(state: CombatState, a: int, b: int) -> None:
    """DC-COND-09: what the heroes keep on a creature (Hunter's Marks, chords, Compel Duel...) is about
    the creature, not the square: refs ``"c<a>"``/``"c<b>"`` in every hero's ``res`` and in the turn's
    flags trade places, and modules keeping bare positions swap them (``<hero>_positions_swapped``)."""
    swap = {f"c{a}": f"c{b}", f"c{b}": f"c{a}"}
    for h in state.heroes:
        new = _remap(h.res, swap)
        h.res.clear()  # in place: views such as Nina's hold this dict
        h.res.update(new)
    state.flags = _remap(state.flags, swap)
    for owner, fn in each(state, "positions_swapped"):
        fn(state, owner, a, b)


def _remap(value: Any, swap: dict[str, str]) -> Any:
    if isinstance(value, str):
        return swap.get(value, value)
    if isinstance(value, dict):
        return {swap.get(k, k): _remap(v, swap) for k, v in value.items()}
    if isinstance(value, list):
        return [_remap(v, swap) for v in value]
    return value


def start_of_turn(state: CombatState, ref: str) -> list[Event]:
    """DC-COND-20: Fire, then Poison, then Bleeding; stops once the figure falls."""
    fig = state.fig(ref)
    c = fig.cond
    if not c:  # the usual case: nothing to resolve
        return []
    events: list[Event] = []
    fire = c.pop("fire", 0)
    if fire:  # DC-COND-02: 2 wounds +1 per extra token
        events.append(ev("dc.tick", {"target": ref, "cond": "fire"}))
        events += wound(state, ref, fire + 1, "condition")
        if down(state, ref):
            return events
    if c.get("poison"):
        c["poison"] -= 1
        if not c["poison"]:
            del c["poison"]
        events.append(ev("dc.tick", {"target": ref, "cond": "poison"}))
        extra = sum(fn(state, o, ref) for o, fn in each(state, "poison_bonus"))  # Curse: Pestilence, L852
        events += wound(state, ref, 1 + extra, "condition")
        if down(state, ref):
            return events
    if c.get("bleeding"):
        events.append(ev("dc.tick", {"target": ref, "cond": "bleeding"}))
        events += wound(state, ref, 1, "condition")
    return events


def end_of_turn(state: CombatState, ref: str) -> None:
    """Durations count the figure's own turns and tick at their end (AMB-17); one placed during this
    very turn does not (``placed``)."""
    c = state.fig(ref).cond
    if not c:
        return
    fresh = state.flags.get("fresh")
    for key, gone in (("ice", "ice"), ("cor_turns", "corruption"), ("pur_turns", "purification")):
        if c.get(key) and not (fresh and [ref, key] in fresh):
            c[key] -= 1
            if not c[key]:
                del c[key]
                c.pop(gone, None)


def dealt_modifier(state: CombatState, ref: str) -> int:
    """Physical damage dealt modifier from Corruption/Purification (heroes: table; creatures: AMB-05)."""
    c = state.fig(ref).cond
    cor, pur = c.get("corruption", 0), c.get("purification", 0)
    if ref[0] != "c" or state.options["creature_corruption_scaling"]:
        if ref[0] != "c":  # heroes and companions (Nina fights on the heroes' side)
            return _sign(state, ref) * (COR_DEALT[cor] + PUR_DEALT[pur])
        return -COR_DEALT[cor] - PUR_DEALT[pur]  # a corrupted creature hits harder
    return (1 if cor else 0) - (1 if pur else 0)


def suffered_modifier(state: CombatState, ref: str) -> int:
    """Physical damage suffered modifier (heroes and companions, DC-COND-13/15)."""
    if ref[0] == "c":
        return 0
    c = state.fig(ref).cond
    return _sign(state, ref) * (COR_SUFFERED[c.get("corruption", 0)] + PUR_SUFFERED[c.get("purification", 0)])


def _sign(state: CombatState, ref: str) -> int:
    """-1 where Corruption and Purification work the other way round (the Executioner, L552)."""
    if ref[0] != "h":
        return 1
    h = state.heroes[int(ref[1:])]
    fn = passive(h, "inverted") if h.subclass else None
    return -1 if fn and fn(state, h.seat) else 1


def thunder_bonus(state: CombatState, ref: str) -> int:
    """DC-COND-06 / AMB-09: +1 per token; every attack received uses one of each token's 2 charges."""
    fig = state.fig(ref)
    n = len(fig.thunder)
    if n:
        fig.thunder = [t - 1 for t in fig.thunder if t > 1]
    return n
