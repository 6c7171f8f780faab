"""Levelling (DC-LVL-*): Soul Stone fragments buy Skill Tree abilities in order.

Each ability raises the level by 1 and works from the next combat
(``new_abilities`` lists the ones bought in this combat). Costs per tier are
the ``skill_costs`` option (AMB-31). Max level 6 (DC-LVL-06).
"""

from __future__ import annotations

from typing import Any

from game.desconfronto.content import HEROES, SkillDef
from game.desconfronto.state import CombatState

MAX_LEVEL = 6


def next_skill(state: CombatState, seat: int, tree: int) -> SkillDef | None:
    h = state.heroes[seat]
    abilities = h.abilities
    for s in HEROES[h.hero].skills:  # ``HeroDef.tree(tree)`` in order, without building the tuple
        if s.tree == tree and s.id not in abilities:
            return s
    return None


def skill_cost(state: CombatState, skill: SkillDef) -> int:
    return int(state.options["skill_costs"][skill.tier - 1])


def can_buy(state: CombatState, seat: int, tree: int) -> bool:
    s = next_skill(state, seat, tree)
    return s is not None and state.heroes[seat].level < MAX_LEVEL and skill_cost(state, s) <= state.fragments


def buy(state: CombatState, seat: int, tree: int) -> SkillDef:
    s = next_skill(state, seat, tree)
    assert s is not None
    h = state.heroes[seat]
    state.fragments -= skill_cost(state, s)
    h.abilities.append(s.id)
    h.new_abilities.append(s.id)
    h.level += 1
    return s


def has(h: Any, skill_id: str) -> bool:
    """An ability the hero may use now (bought before this combat)."""
    return skill_id in h.abilities and skill_id not in h.new_abilities


def refresh_max_vigor(h: Any) -> None:
    """AMB-63: +max Vigor abilities count once usable; losing one clamps current Vigor."""
    hero = HEROES[h.hero]
    bonus = sum(s.max_vigor_bonus for s in hero.skills if has(h, s.id))
    h.max_vigor = hero.max_vigor + bonus
    h.vigor = min(h.vigor, h.max_vigor)
