"""Fildon's Grand Finale spent as a reaction (DC-HERO-FIL-04, Skill Trees 1 and 2).

Every Finale text says "As a reaction, consume this token and ...", so besides his own turn
(``fildon.py``) Fildon may spend one in the window of a creature attack, which opens after the
attack was rolled and before it is defended: that window is the "modify rolled dice" moment.
It uses his reaction (once per round, not while Stunned or Iced, AMB-29/30). Offered there:

* the attacking creature's token: Sonata Resonant (RR) turns a 1-Sword die into a Failure or a
  Failure into a Sword; Sonata Dissonant (DD) trades a 2-Sword die for a critical (the critical
  explodes: one more die) or a critical for 2 Swords (its explosion die is dropped); Requiem
  Resonant (RR) removes a condition; Requiem Dissonant (DD) Stuns it;
* the attacked hero's token: Requiem Resonant (RR) removes a condition; Requiem Mixed (RD)
  heals 1.

Sonata Mixed (RD on the attacker): one of its dice is rolled again with advantage or disadvantage
(a second die, the better or the worse kept). On his own turn the Sonatas are armed on the holder's
next roll instead (``fildon.py``).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.desconfronto.actions import ClassAction
from game.desconfronto.dice import CREATURE_RANK, CREATURE_READ, HERO_RANK, HERO_READ, roll_face
from game.desconfronto.hooks import hook
from game.desconfronto.reactors import can_react
from game.desconfronto.state import CombatState

# Requiem Resonant removes one of these (not Corruption/Purification), as a reaction or on his turn
CLEANSE = ("stunned", "bleeding", "fire", "ice", "poison", "thunder")
MIXED = ("fildon_sonata_better_", "fildon_sonata_worse_")  # + the face of the die rolled again
DIE_CHANGES = ("fildon_sonata_down", "fildon_sonata_up", "fildon_sonata_crit", "fildon_sonata_two")


def changes_die(name: str) -> bool:
    return name in DIE_CHANGES or name.startswith(MIXED)


def _read(state: CombatState) -> dict[str, tuple[int, bool]]:
    return CREATURE_READ if state.options["creature_inversion"] else HERO_READ


def _first(
    rolled: list[dict[str, Any]], read: dict[str, tuple[int, bool]], value: int, explodes: bool
) -> int:
    for i, d in enumerate(rolled):
        if read[d["kept"]] == (value, explodes):
            return i
    return -1


def _cleanses(state: CombatState, ref: str) -> list[str]:
    fig = state.fig(ref)
    return [c for c in CLEANSE if (fig.thunder if c == "thunder" else fig.cond.get(c))]


@hook("fildon_react_actions")
def react_actions(state: CombatState, seat: int, trigger: str) -> list[Action]:
    a = state.attack  # None while the engine is still building the attack's windows
    chords = state.heroes[seat].res.get("chords")
    if trigger != "hero_attacked" or a is None or not chords or not can_react(state, seat):
        return []  # Grand Finale here is his reaction (the window also opens for non-reactions)
    acts: list[Action] = []
    cref = f"c{a['pos']}"
    token = chords.get(cref, "")
    rolled = a.get("rolled") or []
    read = _read(state)
    if token == "RR":
        if _first(rolled, read, 1, False) >= 0:
            acts.append(ClassAction(seat, "fildon_sonata_down", cref))
        if _first(rolled, read, 0, False) >= 0:
            acts.append(ClassAction(seat, "fildon_sonata_up", cref))
        acts += [ClassAction(seat, f"fildon_cleanse_{c}", cref) for c in _cleanses(state, cref)]
    elif token == "DD":
        if _first(rolled, read, 2, False) >= 0:
            acts.append(ClassAction(seat, "fildon_sonata_crit", cref))
        if _first(rolled, read, 1, True) >= 0:
            acts.append(ClassAction(seat, "fildon_sonata_two", cref))
        acts.append(ClassAction(seat, "fildon_stun", cref))
    elif token == "RD":  # Sonata Mixed: one die of the roll again, the better or the worse kept
        seen: set[str] = set()
        for d in rolled:
            face = d["kept"]
            if not d["extra"] and face not in seen:
                seen.add(face)
                acts += [
                    ClassAction(seat, f"fildon_sonata_better_{face}", cref),
                    ClassAction(seat, f"fildon_sonata_worse_{face}", cref),
                ]
    href = f"h{a['seat']}"
    token = chords.get(href, "")
    if token == "RR":
        acts += [ClassAction(seat, f"fildon_cleanse_{c}", href) for c in _cleanses(state, href)]
    elif token == "RD":
        acts.append(ClassAction(seat, "fildon_requiem_mix", href))
    return acts


def in_window(state: CombatState, seat: int) -> bool:
    pend = state.pending
    return pend is not None and pend["kind"] == "react" and pend["player"] == seat


def spend_as_reaction(state: CombatState, seat: int) -> None:
    """The reaction's bookkeeping; the engine then reopens the next window or lands the attack."""
    state.heroes[seat].reaction_used = True
    a = state.attack
    assert a is not None
    a["windows"].pop(0)
    state.pending = None


def _set_face(state: CombatState, read: dict[str, tuple[int, bool]], rolled: list[dict[str, Any]], i: int, new: str):
    """Die ``i`` now shows ``new``: a critical gained explodes (one more die), a critical lost
    drops the die its explosion added (explosions come out in order). Returns (delta, rolled a die)."""
    old = rolled[i]["kept"]
    (ov, oe), (nv, ne) = read[old], read[new]
    rolled[i].update(kept=new, value=nv)
    delta, reveals = nv - ov, False
    if oe and not ne:
        nth = sum(1 for d in rolled[:i] if read[d["kept"]][1])
        extras = [k for k, d in enumerate(rolled) if d["extra"]]
        if nth < len(extras):
            delta -= rolled[extras[nth]]["value"]
            del rolled[extras[nth]]
    elif ne and not oe:
        extra = roll_face(state)
        rolled.append({"rolled": [extra], "kept": extra, "value": read[extra][0], "extra": True})
        delta += read[extra][0]
        reveals = True
    return delta, reveals


def change_die(state: CombatState, name: str) -> list[Event]:
    """Sonata effects on the attacking creature's rolled dice (new lists: the
    ``dc.creature_attack`` event shares the old ones)."""
    a = state.attack
    assert a is not None
    read = _read(state)
    rolled = [dict(d) for d in a["rolled"]]
    faces = {v: f for f, v in read.items()}  # (value, explodes) -> face
    if name.startswith(MIXED):  # Sonata Mixed: the first original die showing that face, rolled again
        better, _, face = name.removeprefix("fildon_sonata_").partition("_")
        i = next(k for k, d in enumerate(rolled) if not d["extra"] and d["kept"] == face)
        old, other = face, roll_face(state)
        rank = CREATURE_RANK if state.options["creature_inversion"] else HERO_RANK
        pick = max if better == "better" else min
        new = pick((old, other), key=rank.__getitem__)
        rolled[i]["rolled"] = [old, other]
        delta, _ = _set_face(state, read, rolled, i, new)
        reveals = True
    else:
        i, new = {
            "fildon_sonata_down": lambda: (_first(rolled, read, 1, False), faces[(0, False)]),
            "fildon_sonata_up": lambda: (_first(rolled, read, 0, False), faces[(1, False)]),
            "fildon_sonata_crit": lambda: (_first(rolled, read, 2, False), faces[(1, True)]),
            "fildon_sonata_two": lambda: (_first(rolled, read, 1, True), faces[(2, False)]),
        }[name]()
        old = rolled[i]["kept"]
        delta, reveals = _set_face(state, read, rolled, i, new)
    a["rolled"] = rolled
    a["damage"] = max(0, a["damage"] + delta)
    data = {"target": f"c{a['pos']}", "was": old, "now": new, "damage": a["damage"], "dice": rolled}
    return [Event("dc.fildon_sonata_die", data, reveals=reveals)]
