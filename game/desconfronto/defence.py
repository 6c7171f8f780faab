"""The defender's side of a creature attack (DC-CMB-21 steps 4-5, L128-147, L154): its modifiers and
Thunder charge, put in and taken out again when a redirection moves the attack (``rebase``)."""

from __future__ import annotations

from typing import Any

from game.core.actions import Event
from game.desconfronto import conditions
from game.desconfronto.elders import guard
from game.desconfronto.hooks import each
from game.desconfronto.state import CombatState

_HREF = tuple(f"h{i}" for i in range(64))  # figure refs, built once


def defend(state: CombatState, a: dict[str, Any], ref: str) -> None:
    """DC-CMB-21 steps 4-5 (CHANGES rows 1-2): the defender-side modifiers of ``ref``, the figure that
    suffers attack ``a``: its suffered column (physical only, AMB-07) and its Thunder, whose charge this
    attack spends. ``a["damage"]`` must hold the attacker's side only (``undefend`` restores that).
    The defender's part is kept apart ("folded" into the damage before shields, with the 0 floor, or
    "def_post" past them) so a redirection can take it out again."""
    fig = state.fig(ref)
    ward = guard(state, ref, a["magical"]) if state.flags else 0  # an Elder's guarding spirit (DC-ELD-03)
    if not fig.cond and not fig.thunder and not ward:  # no modifier, no charge (most attacks): the 0 floor
        pre = a["damage"]
        dmg = pre if pre > 0 else 0
        a["def_post"] = 0
        a["damage"] = dmg
        a["folded"] = dmg - pre
        a["defender"] = ref
        return
    mods = conditions.suffered_modifier(state, ref) if fig.cond and not a["magical"] else 0
    mods -= ward
    if fig.thunder:
        before = list(fig.thunder)
        mods += conditions.thunder_bonus(state, ref)
        a["thunder"] = [ref, before, list(fig.thunder)]  # to give the charge back on a redirection
    pre = a["damage"]
    if state.options["modifiers_after_shields"]:
        a["post"] += mods
        a["def_post"] = mods
        dmg = pre
    else:
        a["def_post"] = 0
        dmg = pre + mods
    if dmg < 0:
        dmg = 0
    a["damage"] = dmg
    a["folded"] = dmg - pre
    a["defender"] = ref


def undefend(state: CombatState, a: dict[str, Any]) -> None:
    """Take the defender-side modifiers out of attack ``a`` again and give back the Thunder charge it
    spent (Thunder counts attacks *received*, L154). The dice and the attacker's modifiers stay."""
    th = a.pop("thunder", None)
    if th is not None:
        fig = state.fig(th[0])
        if fig.thunder == th[2]:  # nothing changed the tokens since: the charge comes back whole
            fig.thunder = list(th[1])
    a["damage"] -= a.get("folded", 0)
    a["post"] -= a.get("def_post", 0)
    a["folded"] = a["def_post"] = 0


def withdraw(state: CombatState, a: dict[str, Any]) -> None:
    """The figure attack ``a`` was aimed at does not suffer it (a redirection, or Sanctuary cancelling
    it): the hero modules undo their part for it (``<hero>_attack_withdrawn``), then its modifiers
    and Thunder charge come out (L154: Thunder counts attacks *received*)."""
    for owner, fn in each(state, "attack_withdrawn"):
        fn(state, owner, a)
    undefend(state, a)


def declared(state: CombatState, a: dict[str, Any]) -> list[Event]:
    """The defender-side passives of a declared attack: damage reduction, shield tokens, banking."""
    events: list[Event] = []
    for owner, fn in each(state, "attack_declared"):
        events += fn(state, owner, a)
    return events


def rebase(state: CombatState, ref: str) -> list[Event]:
    """Every redirection of the current creature attack goes through here (DC-CMB-21 steps 4-5, L128-147,
    L154): the rolled dice stay, the defender-side part moves to ``ref``, the figure that now suffers it.

    First the hero modules undo what they did for the figure it leaves (``<hero>_attack_withdrawn``:
    Kandra's reduction and bank, shield tokens spent on it), then its modifiers and Thunder charge come
    out, then ``ref``'s go in. A hero ``ref`` becomes ``attack["seat"]`` and its declared-attack passives
    run; for Nina or a creature the caller lands ``attack["damage"]`` / ``attack["post"]`` itself."""
    a = state.attack
    assert a is not None
    if a.get("defender", _HREF[a["seat"]]) == ref:
        return []
    withdraw(state, a)
    a["used"], a["used_value"] = [], 0
    if ref[0] == "h":
        a["seat"] = int(ref[1:])
    defend(state, a, ref)
    return declared(state, a) if ref[0] == "h" else []
