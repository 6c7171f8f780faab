"""The Boss's Vigor: its shields, the wounds it takes, the thresholds, the second form (DC-BOSS-08c,
09, 10, 11, 21, 22).

``vigor.wound`` hands every wound aimed at the Boss (the ``boss_wound`` hook) (``"c0"`` while ``state.boss`` is set) to
``wound_boss``: physical, magical, condition and "inflict X wounds" damage alike.

* While summons are out the Boss is immune to all damage (L439, AMB-35); so is it for the rest of a
  turn in which a threshold stopped the damage (L1000: "any excess damage in that turn is
  disregarded").
* A threshold (7, then 1) fires whenever a wound would take the Vigor from above it to at or below
  it (AMB-35): the Vigor stops exactly there and the two summons come out (``summons.summon``).
* At 0 Daegur takes his second form (L457-460): Gûrthur's card, Vigor back to 12, the 2 purple Boss
  Action cards added and the deck reshuffled; conditions and broken shields stay (L460), broken
  pillars stay broken and the counter resets (AMB-35). Gûrthur at 0 is defeated: the fight is won
  (DC-BOSS-22, ``outcome.decided``).
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.boss import summons
from game.desconfronto.boss.data import BOOK, FORMS, PURPLE, RED
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook
from game.desconfronto.state import BossState, CombatState

BOSS_REF = "c0"  # the Boss's board position (state.py, BossState)


def broken(b: BossState) -> int:
    """Pillars broken: one Shield Break token each on the Boss card (L436, DC-BOSS-08c)."""
    return sum(1 for v in b.pillars.values() if v <= 0)


@hook("boss_shields")
def boss_shields(state: CombatState) -> int:
    """The Boss's shields now: its form's, less one per broken pillar (never below 0); none while a
    Destruction-like effect has them off (``shields_off``)."""
    b = state.boss
    assert b is not None
    if state.creatures[0].shields_off:
        return 0
    return max(0, FORMS[b.form].shields - broken(b))


def immune(state: CombatState) -> bool:
    """DC-BOSS-10/11: no damage reaches the Boss while summons are out or after a threshold this turn."""
    b = state.boss
    assert b is not None
    return bool(b.summons) or b.stopped == state.turn


@hook("boss_wound")
def wound_boss(state: CombatState, n: int, kind: str) -> list[Event]:
    """``vigor.wound`` for the Boss (see the module docstring)."""
    b = state.boss
    assert b is not None
    cr = state.creatures[0]
    if cr.defeated or n <= 0:
        return []
    if immune(state):
        return [ev("dc.boss_immune", {"amount": n})]
    v = cr.vigor
    for t in BOOK.thresholds:
        if v > t >= v - n:  # DC-BOSS-10: the Vigor stops exactly at the threshold
            if state.options["threshold_once_per_form"] and t in b.fired:
                continue  # AMB-35's alternative: this threshold has summoned in this form already
            b.fired.append(t)
            cr.vigor = t
            b.stopped = state.turn
            events = [
                ev("dc.wounded", {"target": BOSS_REF, "amount": v - t, "kind": kind, "vigor": t}),
                ev("dc.boss_threshold", {"threshold": t, "lost": n - (v - t)}),
            ]
            return events + summons.summon(state, t)
    cr.vigor = max(0, v - n)
    events = [ev("dc.wounded", {"target": BOSS_REF, "amount": n, "kind": kind, "vigor": cr.vigor})]
    if cr.vigor == 0:
        if b.form == 1:
            events += second_form(state)
        else:
            cr.defeated = True  # DC-BOSS-22: Gûrthur falls, the fight is won
            cr.cond.clear()
            cr.thunder.clear()
            events.append(ev("dc.defeated", {"target": BOSS_REF, "creature": cr.creature}))
    return events


def second_form(state: CombatState) -> list[Event]:
    """DC-BOSS-21 (L457-460): Gûrthur replaces Daegur; conditions and Shield Breaks carry over."""
    b = state.boss
    assert b is not None
    cr = state.creatures[0]
    b.form = 2
    gurthur = FORMS[2]
    cr.creature = gurthur.id
    cr.vigor = cr.max_vigor = gurthur.vigor
    b.deck = [*RED, *PURPLE]  # L459: the 2 purple cards join the 10 red ones, reshuffled
    b.discard = []
    state.rng.shuffle(b.deck)
    b.counter = 0
    b.fired = []  # both thresholds fire again in the second form (AMB-35)
    return [ev("dc.boss_second_form", {"boss": gurthur.id, "vigor": cr.vigor})]


@hook("boss_heal")
def heal_boss(state: CombatState, n: int) -> list[Event]:
    """A Boss Action card's heal: never lifted over a threshold it has passed (a heal that re-armed a
    threshold would summon again at once), Ice blocks it like any heal (DC-CMB-32)."""
    cr = state.creatures[0]
    if n <= 0 or cr.defeated:
        return []
    if cr.cond.get("ice"):
        return [ev("dc.heal_blocked", {"target": BOSS_REF})]
    cap = cr.max_vigor
    for t in BOOK.thresholds:
        if cr.vigor <= t:
            cap = t
    gained = max(0, min(n, cap - cr.vigor))
    cr.vigor += gained
    return [ev("dc.healed", {"target": BOSS_REF, "amount": gained, "vigor": cr.vigor})]
