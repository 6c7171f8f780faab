"""Vigor and falling (DC-CMB-31/32, DC-EXH-*): wounds, healing, a creature's defeat, a hero's Exhaustion.

The bottom of the damage stack: conditions, attacks and card effects all take Vigor through
``wound``, so defeat and Exhaustion happen in one place. These functions only change Vigor and the
defeated/Exhausted marks; whether that ends the combat is decided after the action
(``outcome.check_end``). A creature's on-defeat passive is resolved by the card-effect interpreter,
which sits above this module and installs itself here (``resolve_passives_with``).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Event
from game.desconfronto.content import Eff
from game.desconfronto.creatures import CREATURES
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each
from game.desconfronto.levels import refresh_max_vigor
from game.desconfronto.state import CombatState

REVIVE_VIGOR = 5  # DC-EXH-03

PassiveResolver = Callable[[CombatState, int, tuple[Eff, ...]], list[Event]]
_PASSIVES: list[PassiveResolver] = []  # the one resolver, installed by effects.py at its import


def resolve_passives_with(fn: PassiveResolver) -> None:
    """Called once by ``effects.py``: a defeated creature's passive is a list of card effects."""
    _PASSIVES[:] = [fn]


def down(state: CombatState, ref: str) -> bool:
    fig = state.fig(ref)
    return fig.defeated if ref[0] == "c" else bool(fig.exhausted)


def wound(state: CombatState, ref: str, n: int, kind: str) -> list[Event]:
    """Take ``n`` Vigor from a figure (floored at 0); at 0 a creature is defeated, a hero Exhausted."""
    if ref == "c0" and state.boss is not None:  # the Boss: immunity, thresholds, forms (DC-BOSS-10/21)
        return HOOKS["boss_wound"](state, n, kind)  # type: ignore[no-any-return]
    fig = state.fig(ref)
    if n <= 0 or (fig.defeated if ref[0] == "c" else fig.exhausted):  # down(), inlined (hot path)
        return []
    if n >= fig.vigor and state.flags.get("invigorate") == ref:  # Invigorate on condition damage
        del state.flags["invigorate"]
        before, fig.vigor = fig.vigor, min(fig.max_vigor, state.flags.pop("revive_to", REVIVE_VIGOR))
        return [ev("dc.invigorated", {"target": ref, "amount": fig.vigor - before, "vigor": fig.vigor})]
    left = fig.vigor - n
    fig.vigor = left if left > 0 else 0
    events = [ev("dc.wounded", {"target": ref, "amount": n, "kind": kind, "vigor": fig.vigor})]
    if state.coliseum is not None and ref[0] == "h":  # a Class token on the wounded hero (DC-COL-11)
        events += HOOKS["col_wounded"](state, int(ref[1:]))
    if fig.vigor == 0:
        k = ref[0]
        if k == "c":
            # "the damage that defeated it" (Spectral Shroud, L975), read during ``defeat`` only: kept
            # off the saved state (like hooks.py's tables)
            state.__dict__["_killing_blow"] = n
            events += defeat(state, int(ref[1:]))
        elif k == "h":
            events += exhaust(state, int(ref[1:]), "wounds")
        else:  # a companion (Nina) is down: her owner's module says what it costs
            events += HOOKS[f"{state.heroes[int(ref[1:])].hero}_companion_down"](state, int(ref[1:]))
    return events


def heal(state: CombatState, ref: str, n: int) -> list[Event]:
    """DC-CMB-31/32, AMB-11: never above max; Ice blocks it; each point removes a Bleeding token."""
    if ref == "c0" and state.boss is not None:  # never lifted over a threshold it has passed (boss/forms.py)
        return HOOKS["boss_heal"](state, n)  # type: ignore[no-any-return]
    fig = state.fig(ref)
    if n <= 0 or down(state, ref):
        return []
    if fig.cond.get("ice"):
        return [ev("dc.heal_blocked", {"target": ref})]
    bleeding = fig.cond.get("bleeding", 0)
    if bleeding and ref[0] == "c" and any(fn(state, o, ref) for o, fn in each(state, "keeps_bleeding")):
        bleeding = 0  # Curse: Rot (L851): on the mark, healing leaves the Bleeding
    if bleeding:
        left = bleeding - n
        if left > 0:
            fig.cond["bleeding"] = left
        else:
            del fig.cond["bleeding"]
    gained = min(n, fig.max_vigor - fig.vigor)
    fig.vigor += gained
    events = [ev("dc.healed", {"target": ref, "amount": gained, "vigor": fig.vigor})]
    if gained < n:
        for owner, fn in each(state, "overheal"):  # healing beyond the maximum (Tesser's Overflowing Grace)
            events += fn(state, owner, ref, n - gained)
    return events


def defeat(state: CombatState, pos: int) -> list[Event]:
    """DC-EXH-08: a creature at 0 Vigor leaves play; its on-defeat passive triggers."""
    cr = state.creatures[pos]
    cr.defeated = True
    camp = state.campaign
    if camp is not None and cr.cond.get("purification"):  # DC-SEC-04: the Solarion Lance's condition
        camp.purified.append(cr.creature)
    cr.cond.clear()
    cr.thunder.clear()
    events = [ev("dc.defeated", {"target": f"c{pos}", "creature": cr.creature})]
    events += _PASSIVES[0](state, pos, CREATURES[cr.creature].on_defeated)
    for owner, fn in each(state, "creature_defeated"):  # "on defeating a target" abilities
        events += fn(state, owner, pos)
    if state.boss is not None:  # a summon's soul goes to a Soul Crystal (DC-BOSS-17)
        events += HOOKS["boss_summon_defeated"](state, pos)
    return events


def exhaust(state: CombatState, seat: int, cause: str) -> list[Event]:
    """DC-EXH-01/02: the hero falls; the level and the most recent ability are lost at once (AMB-26)."""
    h = state.heroes[seat]
    if h.exhausted:
        return []
    h.exhausted = cause
    if cause == "wounds":
        h.vigor = 0
    lost = ""
    if h.level > 0:
        h.level -= 1
        keep = HOOKS.get(f"{h.hero}_keeps_abilities")
        if h.abilities and not (keep and keep(state, seat)):
            lost = h.abilities.pop()
            if lost in h.new_abilities:
                h.new_abilities.remove(lost)
            refresh_max_vigor(h)
    if seat == state.active_hero and state.phase == "hero":
        state.actions_left = 0  # DC-EXH-06: remaining actions are lost
    events = [ev("dc.exhausted", {"hero": seat, "cause": cause, "level": h.level, "lost": lost})]
    if state.coliseum is not None:  # points, the beasts' penalty, elimination (coliseum/marks.py)
        events += HOOKS["col_exhausted"](state, seat, cause)
    return events
