"""Facts the board shows before an action is taken, worked out by the core so the UI decides
nothing: what a spoils purchase buys and costs, and whether a card would do nothing under the
hero's current aura."""

from __future__ import annotations

from dataclasses import dataclass

from game.desconfronto.content import SkillDef, card_def
from game.desconfronto.hooks import HOOKS
from game.desconfronto.levels import next_skill, skill_cost
from game.desconfronto.state import CombatState


@dataclass(frozen=True)
class Purchase:
    skill: SkillDef
    cost: int
    left: int  # fragments left once it is bought
    level: int  # the hero's level after it


def purchase(state: CombatState, seat: int, tree: int) -> Purchase | None:
    """The ability ``BuyAbility(seat, tree)`` buys now (DC-LVL-02: the tree's next one, in order)."""
    skill = next_skill(state, seat, tree)
    if skill is None:
        return None
    cost = skill_cost(state, skill)
    return Purchase(skill, cost, state.fragments - cost, state.heroes[seat].level + 1)


def skipped_lines(state: CombatState, seat: int, card: str) -> tuple[int, int]:
    """(lines of ``card`` that a condition such as Artan's aura would skip now, its lines in all):
    the same ``only`` check ``run_effects`` makes when the card resolves (DC-HERO-ART-01)."""
    try:
        effects = card_def(card).effects
    except KeyError:
        return 0, 0
    skipped = sum(1 for e in effects if e.only and not HOOKS[f"only:{e.only}"](state, seat))
    return skipped, len(effects)


def does_nothing(state: CombatState, seat: int, card: str) -> bool:
    """True when every line of ``card`` would be skipped under the hero's current state (an Artan
    card whose lines all need an aura that is not on: no aura is active at the start, AMB-52)."""
    skipped, total = skipped_lines(state, seat, card)
    return total > 0 and skipped == total


def active_aura(state: CombatState, seat: int) -> str:
    """Artan's active aura: "red" (Redemption), "ven" (Vengeance) or "" (none yet, AMB-52)."""
    return state.heroes[seat].res.get("aura", "")


# What a target slot is for, by the first effect line aimed at it: the prompt names it.
PURPOSES = {"attack": "attack", "magic": "attack", "wounds": "attack", "heal": "heal",
            "shields": "shields", "apply": "apply", "draw": "draw"}  # fmt: skip


def slot_purpose(state: CombatState, seat: int, card: str, slot: int) -> tuple[str, str]:
    """(purpose, condition) of target slot ``slot`` of ``card``: "attack", "heal", "shields",
    "apply" (with the condition), "draw" or "" (a hook's own effect). Lines the current aura skips
    are passed over, as ``run_effects`` passes over them."""
    try:
        effects = card_def(card).effects
    except KeyError:
        return "", ""
    for e in effects:
        if e.to != f"t{slot + 1}" or (e.only and not HOOKS[f"only:{e.only}"](state, seat)):
            continue
        return PURPOSES.get(e.verb, ""), e.cond if e.verb == "apply" else ""
    return "", ""
