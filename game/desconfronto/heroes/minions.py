"""Summoned minions of the Specializations: Marzak's ember spirits (Wild Fire, L789) and Pharanor's
skeletons (Necromancer, L849). Both are counters on their summoner, not figures on the playmat.

"Spend 1 action to choose to attack or defend with the selected [minion]": attacking rolls
``ATTACK_DICE`` physical dice (authored); defending sets the minion on guard, and the next creature
attack on the summoner is blocked whole and the minion is spent (authored, HEROES.md). ``res`` keys:
``<kind>`` (minions, at most ``MAX``) and ``<kind>_guard`` (those on guard, part of the count).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.desconfronto import damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.coliseum.foes import foes
from game.desconfronto.state import CombatState

MAX = 2  # L789, L849 "maximum of 2"
ATTACK_DICE = 2  # authored: a common attack card's dice


def count(state: CombatState, seat: int, kind: str) -> int:
    return int(state.heroes[seat].res.get(kind, 0))


def summon(state: CombatState, seat: int, kind: str, n: int = 1) -> list[Event]:
    res = state.heroes[seat].res
    got = min(MAX, res.get(kind, 0) + n)
    if got == res.get(kind, 0):
        return []
    res[kind] = got
    return [Event(f"dc.{kind}_summoned", {"hero": seat, "count": got})]


def actions(state: CombatState, seat: int, kind: str) -> list[Action]:
    """Attack an enemy or stand guard: 1 action each (the caller offers them with actions left)."""
    res = state.heroes[seat].res
    free = res.get(kind, 0) - res.get(f"{kind}_guard", 0)
    if free <= 0:
        return []
    hero = state.heroes[seat].hero
    out: list[Action] = [ClassAction(seat, f"{hero}_{kind}_attack", r) for r in foes(state, seat)]
    out.append(ClassAction(seat, f"{hero}_{kind}_guard", ""))
    return out


def apply(state: CombatState, seat: int, kind: str, name: str, target: str) -> list[Event]:
    state.actions_left -= 1
    if name.endswith("_guard"):
        res = state.heroes[seat].res
        res[f"{kind}_guard"] = res.get(f"{kind}_guard", 0) + 1
        return [Event(f"dc.{kind}_guard", {"hero": seat})]
    events = [Event(f"dc.{kind}_attack", {"hero": seat, "target": target})]
    return events + damage.hero_attack(state, seat, target, ATTACK_DICE)


def guard(state: CombatState, owner: int, attack: dict[str, Any], kind: str) -> list[Event]:
    """A minion on guard takes the next creature attack on its summoner whole, and is spent."""
    res = state.heroes[owner].res
    if attack["seat"] != owner or not res.get(f"{kind}_guard"):
        return []
    for key in (f"{kind}_guard", kind):
        res[key] -= 1
        if not res[key]:
            del res[key]
    attack["damage"] = 0
    attack["post"] = 0
    return [Event(f"dc.{kind}_blocked", {"hero": owner})]
