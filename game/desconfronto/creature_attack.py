"""Creature attacks on heroes (DC-CMB-12d/e, 14, 16, 21, 25, 33): targets, dice, defence windows.

An attack is a dict in ``state.attack`` while it waits on players:

1. ``react`` stage: heroes holding a ``hero_attacked`` reaction (Sanctuary)
   may play it, one window each (``windows``), or Decline; guard abilities that are no
   reactions (interceptions, Guard Dog, Guardian) open it even for a hero who cannot react;
2. ``shields`` stage: the attacked hero chooses shield cards to consume
   (``UseShield``) and then ``TakeHit``; magical attacks skip it;
3. ``exhaust`` stage: if the hit would Exhaust the hero, holders of a
   ``would_exhaust`` reaction (Invigorate) get a window;
4. the hit lands: wounds, then the attack's conditions (even when fully
   blocked, DC-CMB-23);
5. ``landed`` stage: if a condition was applied, holders of a ``condition_applied``
   reaction (Primal Awareness) get a window; then the defender's after-defence
   passive (Tesser's reflection, via the ``<hero>_after_defend`` hook).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage
from game.desconfronto.attack_targets import redirect
from game.desconfronto.companion import attack_companion
from game.desconfronto.content import card_def
from game.desconfronto.creatures import CREATURES, MANNERS
from game.desconfronto.defence import defend, withdraw
from game.desconfronto.dice import roll_attack
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each, own
from game.desconfronto.outcome import halt
from game.desconfronto.reactors import react_seats
from game.desconfronto.state import CombatState


def next_attack(state: CombatState) -> list[Event]:
    """Start queued attacks one by one until one opens a window or the queue is empty."""
    events: list[Event] = []
    while state.attack is None and state.attack_queue and state.phase == "creature":
        entry = state.attack_queue.pop(0)
        pos = entry["pos"]
        if state.creatures[pos].defeated:
            continue
        if "companion" in entry:  # Nina defends without a decision
            events += attack_companion(state, pos, entry["companion"], entry["manner"])
            continue
        seat = entry["seat"]
        aimed = state.heroes[seat]
        if aimed.exhausted or aimed.res.get("sanctuary"):  # redirect() only when it has work to do
            seat = redirect(state, seat)
            if seat is None:
                continue
        for owner, fn in each(state, "intercept"):  # Kandra, Tainara: take an attack onto themselves
            seat = fn(state, owner, seat, pos)
        mode, ddice, magical, cond = MANNERS[entry["manner"]]
        cdef = CREATURES[state.creatures[pos].creature]
        magical = magical or cdef.magical
        ndice = cdef.dice + ddice
        if "dice" in entry:  # a Boss attack carries its own dice and condition (boss/turn.py)
            ndice = entry["dice"] + ddice
            cond = entry.get("cond") or cond
        if ndice < 0:
            ndice = 0
        for owner, fn in each(state, "modify_creature_attack"):  # Compel Duel, Vicious Mockery: disadvantage
            ndice, mode = fn(state, owner, pos, seat, ndice, mode)
        base, rolled = roll_attack(state, ndice, creature=True, mode=mode)
        cref, href = _CREF[pos], _HREF[seat]
        # AMB-07: Corruption/Purification change physical attacks only (0 without conditions: skip the call)
        dmg = (
            base + conditions.dealt_modifier(state, cref)
            if state.creatures[pos].cond and not magical
            else base
        )
        a = state.attack = {
            "pos": pos,
            "seat": seat,
            "damage": dmg,  # the attacker's side only until ``defend`` adds the defender's
            "post": 0,
            "magical": magical,
            "cond": cond,
            "stage": "react",
            "windows": [],
            "used": [],
            "used_value": 0,
            "invigorated": False,
            "dice": ndice,
            "rolled": rolled,  # the faces, for reactions that change a rolled die (Fildon's Sonata)
        }
        defend(state, a, href)
        events.append(
            ev(
                "dc.creature_attack",
                {
                    "source": cref,
                    "target": href,
                    "dice": rolled,
                    "damage": a["damage"],
                    "magical": magical,
                    # DC-CM-02: the Corruption Master rolls the creatures' damage dice
                    **({"roller": state.master.seat} if state.master is not None else {}),
                },
                reveals=True,
            )
        )
        a["windows"] = react_seats(state, "hero_attacked")  # abilities may read state.attack
        for owner, fn in each(state, "attack_declared"):  # defence.declared, inlined (every attack)
            events += fn(state, owner, a)
        events += advance(state)
    return events


_CREF = tuple(f"c{i}" for i in range(64))  # figure refs, built once
_HREF = tuple(f"h{i}" for i in range(64))


def wounds_of(a: dict[str, Any]) -> int:
    left = a["damage"] if a["magical"] else a["damage"] - a["used_value"]
    left = (left if left > 0 else 0) + a["post"]  # max(0, ...) twice, without the calls
    return left if left > 0 else 0


def advance(state: CombatState) -> list[Event]:
    """Open the next window of the current attack, or land it."""
    a = state.attack
    assert a is not None
    h = state.heroes[a["seat"]]
    if a["stage"] == "landed":  # the "condition applied" window closed
        if a["windows"]:
            state.pending = Choice("react", a["windows"][0], {"trigger": "condition_applied"})
            return []
        state.pending = None
        return after_landing(state, a["before"])
    if a["stage"] == "react":
        if a["windows"]:
            state.pending = Choice("react", a["windows"][0], {"trigger": "hero_attacked"})
            return []
        a["stage"] = "shields"
    if a["stage"] == "shields":
        if not a["magical"] and h.shields and a["damage"] > 0:
            state.pending = Choice("shields", a["seat"])
            return []
        a["stage"] = "check"
    if a["stage"] == "check":
        a["stage"] = "exhaust"
        a["windows"] = react_seats(state, "would_exhaust") if wounds_of(a) >= h.vigor > 0 else []
    if a["stage"] == "exhaust" and a["windows"]:
        state.pending = Choice("react", a["windows"][0], {"trigger": "would_exhaust"})
        return []
    state.pending = None
    return land(state)


def land(state: CombatState) -> list[Event]:
    a = state.attack
    assert a is not None
    seat, pos = a["seat"], a["pos"]
    ref = _HREF[seat]
    h = state.heroes[seat]
    left = a["damage"] if a["magical"] else a["damage"] - a["used_value"]  # wounds_of(a), inlined
    left = (left if left > 0 else 0) + a["post"]
    wounds = left if left > 0 else 0
    if wounds >= h.vigor and a.get("floor"):  # Song of the Abyss: not below 1 Vigor (fildon_prestige.py)
        wounds = h.vigor - 1 if h.vigor > 0 else 0
    before = a["before"] = h.vigor
    a["windows"] = []
    events = [
        ev(
            "dc.hit",
            {
                "source": _CREF[pos],
                "target": ref,
                "damage": a["damage"],
                "blocked": min(a["damage"], a["used_value"]),
                "wounds": wounds,
            },
        )
    ]
    if a["invigorated"] and wounds >= h.vigor:
        h.vigor = min(h.max_vigor, a.get("revive_to", damage.REVIVE_VIGOR))  # Invigorate: no Exhaustion, no level lost, heal 5
        events.append(ev("dc.invigorated", {"target": ref, "amount": h.vigor - before, "vigor": h.vigor}))
    else:
        events += damage.wound(state, ref, wounds, "magical" if a["magical"] else "physical")
    on_hit = CREATURES[state.creatures[pos].creature].on_hit
    if not h.exhausted and (a["cond"] or on_hit):
        # only these conditions can add "dc.condition" here (the hit and its wounds never do)
        applied: list[Event] = []
        for c in ([a["cond"]] if a["cond"] else []) + list(on_hit):
            applied += conditions.apply(state, ref, c)
        events += applied
        if any(e.kind == "dc.condition" for e in applied):  # a "condition applied" reaction window
            a["windows"] = react_seats(state, "condition_applied")
    a["stage"] = "landed"
    if a["windows"]:
        state.pending = Choice("react", a["windows"][0], {"trigger": "condition_applied"})
        return events
    events += after_landing(state, before)
    return events


def after_landing(state: CombatState, before: int) -> list[Event]:
    """The defender's after-defence passive and every watcher of landed attacks, then the attack ends
    (and the Creature Phase stops if the combat is decided, ``outcome.halt``)."""
    a = state.attack
    assert a is not None
    seat = a["seat"]
    h = state.heroes[seat]
    events: list[Event] = []
    after = own(state, seat, "after_defend")
    if after and a["used_value"]:
        events += after(state, seat, a)
    for owner, fn in each(state, "attack_landed"):  # retaliations, Chi from shields, Wall of Thorns
        events += fn(state, owner, a, before - h.vigor)
    if state.coliseum is not None:  # a beast's attack is "the next attack suffered" too (coliseum/duel.py, L179)
        events += HOOKS["col_attack_suffered"](state, seat)
    state.attack = None
    halt(state)
    return events


def use_shield(state: CombatState, card: str) -> list[Event]:
    a = state.attack
    assert a is not None
    h = state.heroes[a["seat"]]
    entry = next(s for s in h.shields if s[0] == card)
    h.shields.remove(entry)
    owner = state.seat_of[card_def(card).hero]
    state.heroes[owner].discard.put_top(card)  # DC-CMB-25: a consumed card goes to its owner's discard
    a["used"].append(card)
    a["used_value"] += int(entry[1])
    events = [ev("dc.shield_used", {"target": f"h{a['seat']}", "card": card, "amount": int(entry[1])})]
    if not h.shields:
        a["stage"] = "check"
        events += advance(state)
    return events


def take_hit(state: CombatState) -> list[Event]:
    a = state.attack
    assert a is not None
    a["stage"] = "check"
    return advance(state)


def react(state: CombatState, seat: int, card: str) -> list[Event]:
    """Play a reaction: its hook decides (it may set ``attack["cancelled"]`` or ``["invigorated"]``)."""
    a = state.attack
    assert a is not None
    h = state.heroes[seat]
    h.hand.remove(card)
    h.discard.put_top(card)
    h.reaction_used = True
    events = [ev("dc.reacted", {"hero": seat, "card": card, "target": f"h{a['seat']}"})]
    for e in card_def(card).effects:
        if e.verb == "hook":
            events += HOOKS[e.cond](state, seat, card, [f"h{a['seat']}"])
    if a.get("cancelled"):  # never received: its Thunder charge and tokens come back
        withdraw(state, a)
        state.attack = None
        state.pending = None
        return events
    a["windows"] = []
    if state.pending is not None and state.pending["kind"] == "class":
        return events  # the reaction asks its own question first (Circle of Healing); answering resumes
    events += advance(state)
    return events


def decline(state: CombatState) -> list[Event]:
    a = state.attack
    assert a is not None
    a["windows"].pop(0)
    return advance(state)
