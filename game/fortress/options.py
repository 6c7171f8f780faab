"""Named rule-variant options (Appendix B of the rules inventory). Defaults are the inventory's
readings; they live in the setup so a save keeps the rulings it was played with."""

from __future__ import annotations

from typing import Any

# name -> (default, allowed values or None for "positive int / None")
OPTIONS: dict[str, tuple[Any, tuple[Any, ...] | None]] = {
    "shuffle_starting_deck": (True, (True, False)),  # HM-SET-08
    "same_race_generals": ("warn", ("warn", "enforce", "off")),  # HM-SET-06 / AMB-28
    "forbid_general_matching_adversary": (True, (True, False)),  # AMB-03
    "max_acquisitions_per_turn": (None, None),  # AMB-06: None = unlimited
    "allow_phase_return": (
        False,
        (True, False),
    ),  # HM-TURN-02: step back one phase (before any damage is spent)
    "effect_use_limit": ("once_per_card_per_turn", ("once_per_card_per_turn", "unlimited")),  # AMB-20
    "active_player_discard_window": ("effects_phase", ("effects_phase", "any_time")),  # AMB-19
    "discarded_unit_keeps_damage": (False, (True, False)),  # AMB-18
    # HM-TURN-07 / AMB-21: "descartar" moves a card from your table to your own discard pile (L261,
    # L144), so that is the default; the Rubble and the box are house rules.
    "construction_overflow_destination": ("personal_discard", ("personal_discard", "rubble", "box")),
    # AMB-17 / HM-INV-13: a window before each Invader's attack for discard-cost effects. "useful" opens
    # it only for a General holding one that still does something with no active player (restore,
    # calm, draw...); "any" also for effects whose damage/resources would be lost; "off" never stops.
    "invasion_discard_window": ("useful", ("useful", "any", "off")),
    "invasion_refill_timing": ("after_all_invaders", ("after_all_invaders", "immediate")),  # AMB-10
    "invader_excess_damage": ("lost", ("lost", "mill_fortress_deck")),  # AMB-09
    "fortress_damage_trigger_requires_removal": (True, (True, False)),  # AMB-12
    "fortress_loss": ("on_empty", ("on_empty", "on_failed_draw")),  # AMB-13
    "level_payment": ("at_least_pay_exact", ("at_least_pay_exact", "commit_all_excess_lost")),  # AMB-15
    "combat_trigger": ("first_declaration_per_turn", ("first_declaration_per_turn", "every_declaration")),
    "wargosh_bonus_scope": ("per_unit", ("per_unit", "total")),  # AMB-22
    "wargosh_repeatable": (False, (True, False)),
    "kryssa_repeatable": (False, (True, False)),  # AMB-23
    "simultaneous_end": ("defeat", ("defeat", "victory")),  # HM-END-05
    # House rule, off by default: the Order's "final assault" after this many rounds is a defeat the
    # rulebook does not print (HM-END). A stalled table is offered a draw instead (stalemate.py).
    "max_rounds": (None, None),
}


def default_options() -> dict[str, Any]:
    return {k: v[0] for k, v in OPTIONS.items()}


def normalize_options(raw: Any) -> dict[str, Any]:
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise ValueError("options must be a table of named rule options")
    unknown = set(raw) - set(OPTIONS)
    if unknown:
        raise ValueError(f"unknown rule options: {', '.join(sorted(unknown))}")
    out = default_options()
    for key, value in raw.items():
        allowed = OPTIONS[key][1]
        if allowed is None:
            ok = value is None or (isinstance(value, int) and not isinstance(value, bool) and value >= 1)
        else:
            ok = any(value == a and type(value) is type(a) for a in allowed)
        if not ok:
            raise ValueError(f"option {key}: {value!r} is not allowed")
        out[key] = value
    return out
