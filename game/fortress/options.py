"""Named rule-variant options (Appendix B of the rules inventory), declared once in the kernel's
form (``game.core.options``): setup normalisation, the Rule variants dialog and saves read ``RULES``.
Defaults are the inventory's readings; they live in the setup so a save keeps the rulings it was
played with.
"""

from __future__ import annotations

from typing import Any

from game.core.options import RuleOption, RuleOptions, positive_int_or_none

# AMB-06 allows any positive cap; the dialog offers the readings players ask for.
ACQUISITION_CAPS = (None, 1, 2, 3)
ROUND_CAPS = (None, 20, 30)  # the old final assault after round 20, and a longer one

RULES = RuleOptions(
    "fortress",
    (
        RuleOption(
            "shuffle_starting_deck",
            True,
            "HM-SET-08 / AMB-05",
            "HM-SET-08",
            choices=(True, False),
        ),
        RuleOption(
            "same_race_generals",
            "warn",
            "AMB-28",
            "HM-SET-06 / AMB-28",
            choices=("warn", "enforce", "off"),
        ),
        RuleOption(
            "forbid_general_matching_adversary",
            True,
            "AMB-03",
            "AMB-03",
            choices=(True, False),
        ),
        RuleOption(
            "max_acquisitions_per_turn",
            None,
            "AMB-06",
            "AMB-06: None = unlimited",
            validate=positive_int_or_none,
            offered=ACQUISITION_CAPS,
        ),
        RuleOption(
            "allow_phase_return",
            False,
            "HM-TURN-02",
            "HM-TURN-02: step back one phase (before any damage is spent)",
            choices=(True, False),
        ),
        RuleOption(
            "effect_use_limit",
            "once_per_card_per_turn",
            "AMB-20",
            "AMB-20",
            choices=("once_per_card_per_turn", "unlimited"),
        ),
        RuleOption(
            "active_player_discard_window",
            "effects_phase",
            "AMB-19",
            "AMB-19",
            choices=("effects_phase", "any_time"),
        ),
        RuleOption(
            "discarded_unit_keeps_damage",
            False,
            "AMB-18",
            "AMB-18",
            choices=(True, False),
        ),
        RuleOption(
            "construction_overflow_destination",
            "personal_discard",
            "AMB-21",
            'HM-TURN-07 / AMB-21: "descartar" moves a card from your table to your own discard pile (L261, L144), so that is the default; the Rubble and the box are house rules.',
            choices=("personal_discard", "rubble", "box"),
        ),
        RuleOption(
            "invasion_discard_window",
            "useful",
            "AMB-17",
            'AMB-17 / HM-INV-13: a window before each Invader\'s attack for discard-cost effects. "useful" opens it only for a General holding one that still does something with no active player (restore, calm, draw...); "any" also for effects whose damage/resources would be lost; "off" never stops.',
            choices=("useful", "any", "off"),
        ),
        RuleOption(
            "invasion_refill_timing",
            "after_all_invaders",
            "AMB-10",
            "AMB-10",
            choices=("after_all_invaders", "immediate"),
        ),
        RuleOption(
            "invader_excess_damage",
            "lost",
            "AMB-09",
            "AMB-09",
            choices=("lost", "mill_fortress_deck"),
        ),
        RuleOption(
            "fortress_damage_trigger_requires_removal",
            True,
            "AMB-12",
            "AMB-12",
            choices=(True, False),
        ),
        RuleOption(
            "fortress_loss",
            "on_empty",
            "AMB-13",
            "AMB-13",
            choices=("on_empty", "on_failed_draw"),
        ),
        RuleOption(
            "level_payment",
            "at_least_pay_exact",
            "AMB-15",
            "AMB-15",
            choices=("at_least_pay_exact", "commit_all_excess_lost"),
        ),
        RuleOption(
            "combat_trigger",
            "first_declaration_per_turn",
            "AMB-16",
            "",
            choices=("first_declaration_per_turn", "every_declaration"),
        ),
        RuleOption(
            "wargosh_bonus_scope",
            "per_unit",
            "AMB-22",
            "AMB-22",
            choices=("per_unit", "total"),
        ),
        RuleOption(
            "wargosh_repeatable",
            False,
            "AMB-22",
            "",
            choices=(True, False),
        ),
        RuleOption(
            "kryssa_repeatable",
            False,
            "AMB-23",
            "AMB-23",
            choices=(True, False),
        ),
        RuleOption(
            "simultaneous_end",
            "defeat",
            "HM-END-05",
            "HM-END-05",
            choices=("defeat", "victory"),
        ),
        RuleOption(
            "max_rounds",
            None,
            "HM-END (house rule)",
            'House rule, off by default: the Order\'s "final assault" after this many rounds is a defeat the rulebook does not print (HM-END). A stalled table is offered a draw instead (stalemate.py).',
            validate=positive_int_or_none,
            offered=ROUND_CAPS,
        ),
    ),
)


def default_options() -> dict[str, Any]:
    return RULES.defaults()


def normalize_options(raw: Any) -> dict[str, Any]:
    return RULES.normalize(raw)
