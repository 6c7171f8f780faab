"""Named rule options: each AMB-nn reading of ``rules/desconfronto.md`` §4 is a setting, not a rewrite.

The defaults are the inventory's proposed readings. A setup carries its
options (``setup["options"]``), so a save keeps the ruling it was played
with. ``OPTIONS`` is also the list shown in the rules reference.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class RuleOption:
    key: str
    amb: str  # the ambiguity it settles, e.g. "AMB-02"
    default: Any
    choices: tuple[Any, ...]
    doc: str


OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "creature_inversion",
        "AMB-02",
        True,
        (True, False),
        "Creature damage rolls read Corrupted as 1 hit + explode and Purified as a failure.",
    ),
    RuleOption(
        "explosions_chain",
        "AMB-03",
        True,
        (True, False),
        "An extra die that shows the explode face explodes again (no cap).",
    ),
    RuleOption(
        "creature_corruption_scaling",
        "AMB-05",
        False,
        (True, False),
        "Creature Corruption/Purification scale with the hero 'dealt' column instead of a flat +-1.",
    ),
    RuleOption(
        "modifiers_after_shields",
        "AMB-07",
        False,
        (True, False),
        "Apply the defender's suffered modifiers and Thunder after shields instead of before.",
    ),
    RuleOption(
        "poison_stack_turns",
        "AMB-08",
        1,
        (1, 3),
        "Turns a further Poison application adds to a poisoned target.",
    ),
    RuleOption(
        "ice_blocks_reflection",
        "AMB-10",
        True,
        (True, False),
        "Ice stops Tesser's reflection (a retaliation); Stun never does.",
    ),
    RuleOption(
        "stunned_creature_draws_card",
        "AMB-16",
        False,
        (True, False),
        "A Stunned creature draws and discards an action card instead of drawing none.",
    ),
    RuleOption(
        "empty_deck_ends_after_phase",
        "AMB-25",
        True,
        (True, False),
        "Combat ends right after the Creature Phase that drew the last action card.",
    ),
    RuleOption(
        "shield_of_light_shields",
        "AMB-28",
        2,
        (1, 2),
        "Shields that Shield of Light applies (the card says 2; the Example once says 1).",
    ),
    RuleOption(
        "reflection_mode",
        "AMB-39",
        "blocked_physical",
        ("blocked_physical", "blocked_wounds"),
        "Tesser's reflection: damage actually blocked, as physical damage (attacker's shields apply), "
        "or as direct wounds (the Example's wording).",
    ),
    RuleOption(
        "skill_costs",
        "AMB-31",
        (1, 2, 3),
        ((1, 2, 3), (1, 1, 1)),
        "Soul Stone fragments for the 1st, 2nd and 3rd ability of a Skill Tree.",
    ),
    RuleOption(
        "condition_ticks_same_turn",
        "AMB-17",
        False,
        (True, False),
        "A 2-turn condition placed during its target's own turn ticks at the end of that same turn "
        "(so it lasts one later turn) instead of counting the target's next 2 turns.",
    ),
    RuleOption(
        "harmful_all_targets",
        "AMB-44",
        "opposing",
        ("opposing", "everyone"),
        "A harmful 'all targets' effect hits the source's opposing side only, or every figure.",
    ),
)

BY_KEY: dict[str, RuleOption] = {o.key: o for o in OPTIONS}


def default_options() -> dict[str, Any]:
    return {o.key: (list(o.default) if isinstance(o.default, tuple) else o.default) for o in OPTIONS}


def normalize_options(raw: Any) -> dict[str, Any]:
    """Fill defaults and refuse unknown keys or values outside an option's choices."""
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise ValueError("options must be a table of named rule options")
    unknown = set(raw) - set(BY_KEY)
    if unknown:
        raise ValueError(f"unknown rule options: {', '.join(sorted(unknown))}")
    out = default_options()
    for key, value in raw.items():
        opt = BY_KEY[key]
        probe = tuple(value) if isinstance(value, list) else value
        if probe not in opt.choices:
            raise ValueError(f"option {key} ({opt.amb}) must be one of {list(opt.choices)}")
        out[key] = list(probe) if isinstance(probe, tuple) else probe
    return out
