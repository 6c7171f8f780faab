"""Zerywia's scenarios as records the rest of the core reads (ZW-SCEN-01..05, ZW-SCEN-13..25).

A game's setup names its scenario (``setup["scenario"]``; a save without one is the Path of the
Chosen One, the only scenario before the Memory came). Each record says where the heroes and the
Herald start, where the Murk and the Threat go at setup, which breeds build the Enemy and Breed
decks, and its time limit: the Path ends at its fifth Blackstone (ZW-SCEN-07); the Memory runs four
Monolith Rituals of 6, 5, 4 and 3 Blackstones, each completed one fading a face of Sventovit
(ZW-SCEN-19). The Nix Phases, goals and ends that differ live in ``nix`` / ``memory_nix`` and
``cycle``, which ask ``scenario_of``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

PATH, MEMORY = "path", "memory"


@dataclass(frozen=True)
class Scenario:
    id: str
    start: str  # the special location of the Birth Thymor each hero starts in
    murk_at: tuple[str, ...]  # the special locations that take a Murk token at setup
    threat_on_stronghold: bool  # a Threat on every Stronghold too (besides the plain Regions)
    herald_start: str  # the Region the Herald starts in
    breeds: tuple[str, ...]  # the Enemy groups of the Enemy and Breed decks
    rituals: tuple[int, ...]  # the Monolith Rituals' Blackstone limits, in order
    fades: bool  # a completed Ritual fades a face of Sventovit (else it ends the game)
    starts_sagas: bool  # each starting Basic card begins its Saga's Story at setup (ZW-SCEN-13)


SCENARIOS: dict[str, Scenario] = {
    PATH: Scenario(
        PATH, "cradle", ("shroud", "exis_temple", "hollows"), True, "chasm",
        ("fiends", "scorned", "drowners", "rotfiends", "upirs"), (5,), False, False,
    ),  # L396-L406, L420
    MEMORY: Scenario(
        MEMORY, "exis_temple", ("primesource", "shroud", "hollows"), False, "frozen_debris",
        ("fiends", "nightmares", "scorned", "drowners", "vilas", "rotfiends", "upirs"), (6, 5, 4, 3), True, True,
    ),  # L1106-L1134
}

# ZW-SCEN-23: what each fading face adds (L1136-L1140); the fourth ends the game (ZW-SCEN-25)
FADING_SETS = {1: "raid_of_the_scorned", 2: "black_monolith"}  # Exploration adventure sets
FADING_BREED = {3: "monolith_guardians"}  # a whole breed into the Enemy deck


def scenario_id(setup: dict[str, Any]) -> str:
    return str(setup.get("scenario", PATH))


def scenario_of(state: Any) -> Scenario:
    """The scenario a state plays (its setup's; old saves: the Path)."""
    return SCENARIOS[scenario_id(state.setup)]


def is_memory(state: Any) -> bool:
    return scenario_id(state.setup) == MEMORY


def ritual_limit(scenario: Scenario, faded: int) -> int:
    """The Blackstone limit of the Ritual under way after ``faded`` faces have faded (the last one's
    limit once they all have: the game is over by then)."""
    return scenario.rituals[min(faded, len(scenario.rituals) - 1)]
