"""Zerywia's rule options (the inventory's §5.2 flags), declared once in the kernel's form.

Only the options the built rules read are declared so far; each default is the inventory's reading.
"""

from __future__ import annotations

from game.core.options import RuleOption, RuleOptions

RULES = RuleOptions(
    "zerywia",
    (
        RuleOption(
            "unused_critical_counts_as_pierce",
            True,
            "AMB-18",
            "An Attribute Critical left unused when Determination ends counts as a Pierce of its type.",
            choices=(True, False),
        ),
        RuleOption(
            "mitigation_requires_matching_type",
            True,
            "AMB-20",
            "A spare Pierce, Rune or Shield cancels only a loss of its own Attribute.",
            choices=(True, False),
        ),
        RuleOption(
            "nix_has_empty_face",
            True,
            "AMB-22",
            "Nix dice carry one Empty face (the symbol chart's Empty Die Result); else a sixth Murk.",
            choices=(True, False),
        ),
        RuleOption(
            "test_attr_critical_value",
            1,
            "AMB-02",
            "What a hero-die Critical is worth in an Attribute Test: 1 Pierce, or 2 as L888 may mean.",
            choices=(1, 2),
        ),
        RuleOption(
            "taint_effect",
            "max_minus_1",
            "AMB-11",
            "A Taint lowers its Attribute's maximum by 1 while it stays ('none': it only feeds Advantages and the Dread).",
            choices=("max_minus_1", "none"),
        ),
        RuleOption(
            "injury_beyond_last",
            "oblivion",
            "ZW-INJ-04",
            "An Injury with every Blocker at its last slot (the rulebook is silent): the hero falls into "
            "Oblivion, as at a third Primal Taint (L1069), or ('none') the loss is not taken.",
            choices=("oblivion", "none"),
        ),
        RuleOption(
            "lost_hero",
            "new_hero",
            "ZW-HERO-24",
            "A hero lost to Oblivion (L1069): its player may take on another hero not yet at the table, "
            "or ('out') the seat stays empty.",
            choices=("new_hero", "out"),
        ),
        RuleOption(
            "lost_hero_defiled",
            True,
            "ZW-HERO-24",
            "A hero lost to Oblivion sends its Defiled version into the Enemy deck (L1069); off only in "
            "games saved before this rule was enforced, so their logs replay as played.",
            choices=(True, False),
            shown=False,
        ),
        RuleOption(
            "rest_prime_overflow_converts",
            True,
            "AMB-45",
            "During a Rest, Prime a Camp Ability restores above the limit becomes a point of any Attribute, "
            "as in the Camp Phase (L606); off: that Prime is simply not gained.",
            choices=(True, False),
        ),
        RuleOption(
            "picks_asked",
            True,
            "ZW-HERO-13",
            "The player chooses the Attribute paying for leaving Murk (AMB-12), the one a Taint marks "
            "(ZW-HERO-13), the Taint a Primal Taint moves (ZW-HERO-22) and the group who takes each loss "
            "(ZW-CHAL-52); off only in games saved before these were asked, so their logs replay as played.",
            choices=(True, False),
            shown=False,
        ),
        RuleOption(
            "taint_holds_blocker",
            False,
            "ZW-INJ-04",
            "On only in games saved before format 6: a Taint's lowered maximum counted as a Blocker that "
            "cannot move, so an Injury went to another Attribute early (L828 says the Blocker itself).",
            choices=(True, False),
            shown=False,
        ),
        RuleOption(
            "rest_card_camp",
            True,
            "ZW-ACT-18",
            "A Rest uses the Prepared Saga cards' Camp abilities with the Hero card's (L576); off only in "
            "games saved before format 6, so their logs replay as played.",
            choices=(True, False),
            shown=False,
        ),
        RuleOption(
            "challenge_max_reactions",
            None,
            "AMB-17",
            "How many Reaction swaps a Challenge allows (None: any number, each paid).",
            choices=(None, 1),
        ),
        RuleOption(
            "memory_goal_saga",
            "full_saga",
            "AMB-37",
            "The Memory of the World's goal asks each hero to complete a whole Saga ('one_story': one Story of it).",
            choices=("full_saga", "one_story"),
        ),
        RuleOption(
            "three_rift_rule_count",
            "combined",
            "AMB-10",
            "The Memory's Nix step counts Murkrifts and Incursions together in a Thymor ('either_type_alone': 3 of one kind).",
            choices=("combined", "either_type_alone"),
        ),
        RuleOption(
            "three_rift_rule_per_thymor",
            False,
            "AMB-10",
            "One Blackstone a Phase when any Thymor holds the three (True: one per such Thymor).",
            choices=(False, True),
        ),
    ),
)
