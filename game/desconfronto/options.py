"""Named rule options: each AMB-nn reading of ``rules/desconfronto.md`` §4 is a setting, not a rewrite.

Declared once in the kernel's form (``game.core.options``): the setup normalisation, the Rule
variants dialog and saves all read ``RULES``. The defaults are the inventory's proposed readings.
A setup carries its options (``setup["options"]``), so a save keeps the ruling it was played with.
"""

from __future__ import annotations

from typing import Any

from game.core.options import RuleOption, RuleOptions

RULES = RuleOptions(
    "desconfronto",
    (
        RuleOption(
            "creature_inversion",
            True,
            "AMB-02",
            "Creature damage rolls read Corrupted as 1 hit + explode and Purified as a failure.",
            choices=(True, False),
        ),
        RuleOption(
            "explosions_chain",
            True,
            "AMB-03",
            "An extra die that shows the explode face explodes again (no cap).",
            choices=(True, False),
        ),
        RuleOption(
            "creature_corruption_scaling",
            False,
            "AMB-05",
            "Creature Corruption/Purification scale with the hero 'dealt' column instead of a flat +-1.",
            choices=(True, False),
        ),
        RuleOption(
            "modifiers_after_shields",
            False,
            "AMB-07",
            "Apply the defender's suffered modifiers and Thunder after shields instead of before.",
            choices=(True, False),
        ),
        RuleOption(
            "poison_stack_turns",
            1,
            "AMB-08",
            "Turns a further Poison application adds to a poisoned target.",
            choices=(1, 3),
        ),
        RuleOption(
            "ice_blocks_reflection",
            True,
            "AMB-10",
            "Ice stops Tesser's reflection (a retaliation); Stun never does.",
            choices=(True, False),
        ),
        RuleOption(
            "stunned_creature_draws_card",
            False,
            "AMB-16",
            "A Stunned creature draws and discards an action card instead of drawing none.",
            choices=(True, False),
        ),
        RuleOption(
            "empty_deck_ends_after_phase",
            True,
            "AMB-25",
            "Combat ends right after the Creature Phase that drew the last action card.",
            choices=(True, False),
        ),
        RuleOption(
            "shield_of_light_shields",
            2,
            "AMB-28",
            "Shields that Shield of Light applies (the card says 2; the Example once says 1).",
            choices=(1, 2),
        ),
        RuleOption(
            "reflection_mode",
            "blocked_physical",
            "AMB-39",
            "Tesser's reflection: damage actually blocked, as physical damage (attacker's shields apply), or as direct wounds (the Example's wording).",
            choices=("blocked_physical", "blocked_wounds"),
        ),
        RuleOption(
            "skill_costs",
            (1, 2, 3),
            "AMB-31",
            "Soul Stone fragments for the 1st, 2nd and 3rd ability of a Skill Tree.",
            choices=((1, 2, 3), (1, 1, 1)),
        ),
        RuleOption(
            "condition_ticks_same_turn",
            False,
            "AMB-17",
            "A 2-turn condition placed during its target's own turn ticks at the end of that same turn (so it lasts one later turn) instead of counting the target's next 2 turns.",
            choices=(True, False),
        ),
        RuleOption(
            "harmful_all_targets",
            "opposing",
            "AMB-44",
            "A harmful 'all targets' effect hits the source's opposing side only, or every figure.",
            choices=("opposing", "everyone"),
        ),
        RuleOption(
            "hunt_market_literal",
            False,
            "AMB-15",
            "Hunt, 4 players: the 2nd market sells 3 common items + 3 artifacts as printed (L224), not 4 + 4.",
            choices=(True, False),
        ),
        RuleOption(
            "hunt_retry",
            False,
            "AMB-23",
            "Hunt: a lost or fled horde is fought again (a new roll of the same horde) instead of ending the Hunt.",
            choices=(True, False),
        ),
        RuleOption(
            "crystal_excludes_signatures",
            False,
            "AMB-37",
            "Boss: a freed soul shuffles the discard pile into the draw pile without the Signature cards.",
            choices=(True, False),
        ),
        RuleOption(
            "threshold_once_per_form",
            False,
            "AMB-35",
            "Boss: each Vigor threshold (7, 1) summons at most once per form, even if the Vigor crosses it again.",
            choices=(True, False),
        ),
        RuleOption(
            "revide_attack_value",
            False,
            "AMB-19",
            "Coliseum: a Revide needs Vigor greater than the attack's value before shields (L181 read literally), "
            "not greater than the wounds it deals.",
            choices=(True, False),
        ),
        RuleOption(
            "coliseum_tiebreak",
            False,
            "AMB-21",
            "Coliseum: equal final scores are split by the fewest Exhaustions suffered, instead of shared.",
            choices=(True, False),
        ),
        RuleOption(
            "beasts_highest_level",
            False,
            "AMB-22",
            "Condemnation by Beasts: every beast's tier follows the highest hero level, not its own hero's level.",
            choices=(True, False),
        ),
        RuleOption(
            "beasts_return",
            False,
            "AMB-22",
            "Condemnation by Beasts: a fallen beast is replaced at the end of the turn (its hero's current level), "
            "instead of the beasts being the players' number in all (L194).",
            choices=(True, False),
        ),
        RuleOption(
            "general_exhaustion",
            False,
            "DC-CMP-29",
            "Campaign: General Exhaustion (L345): if every hero is Exhausted at once, the campaign ends in defeat.",
            choices=(True, False),
        ),
        RuleOption(
            "face_up_map",
            False,
            "DC-CMP-02",
            "Campaign: every map card is laid face up from the start (L238).",
            choices=(True, False),
        ),
        RuleOption(
            "moveable_camp",
            False,
            "AMB-18",
            "Campaign: a rest token may be picked up and placed again at a later camp (the old card turns hostile).",
            choices=(True, False),
        ),
    ),
)

OPTIONS: tuple[RuleOption, ...] = RULES.options
BY_KEY: dict[str, RuleOption] = RULES.by_key


def default_options() -> dict[str, Any]:
    return RULES.defaults()


def normalize_options(raw: Any) -> dict[str, Any]:
    """Fill defaults and refuse unknown keys or values outside an option's choices."""
    return RULES.normalize(raw)
