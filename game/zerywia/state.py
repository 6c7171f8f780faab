"""The whole table of a Zerywia game (the Path of the Chosen One or the Memory of the World).

Heroes (``hero.Hero``: Attributes, Prime, Taints, cards, tokens, Region), the land's tokens
(``land.Land``), Sventovit's Statue and the Ritual Rifts (``statue.Statue``), the decks, the Herald,
and where the Cycle stands: the flow's cursor, the time of day, who has acted, and the hero whose
turn is under way with what it waits on (an Exploration card being resolved, a Challenge, a Test, an
overflowing token, the Region Option).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.pending import Choice
from game.core.piles import Pile
from game.core.rng import Rng
from game.zerywia.attribute_test import AttributeTest
from game.zerywia.challenge import Challenge
from game.zerywia.epic_record import EpicBattle
from game.zerywia.exploration import Exploring
from game.zerywia.hero import Hero
from game.zerywia.land import Chain, Land
from game.zerywia.statue import Statue

TIMES = ("dawn", "noon", "dusk", "night")  # the Journey's four turns (ZW-CYCLE-05)
RITUAL_LIMIT = 5  # the Path of the Chosen One's Monolith Rituals (ZW-SCEN-07)


@dataclass
class ZerywiaState:
    setup: dict[str, Any] = field(metadata={"fixed": True})
    options: dict[str, Any] = field(metadata={"fixed": True})
    rng: Rng
    heroes: list[Hero]
    land: Land = field(default_factory=Land)
    statue: Statue = field(default_factory=Statue)
    decks: dict[str, Pile] = field(default_factory=dict)  # Exploration decks by terrain
    discards: dict[str, Pile] = field(default_factory=dict)
    enemy_deck: Pile = field(default_factory=Pile)
    enemy_discard: Pile = field(default_factory=Pile)
    breed_deck: Pile = field(default_factory=Pile)
    item_deck: Pile = field(default_factory=Pile)
    item_discard: Pile = field(default_factory=Pile)
    trade: list[str] = field(default_factory=list)  # the Cradle's Trade: Items shown (L1045)
    gods: list[str] = field(default_factory=list)  # the God deck: Gods no hero holds
    creatures: list[str] = field(default_factory=list)  # the Creature deck (the Devils set aside)
    god_uses: dict[str, int] = field(default_factory=dict)  # seat -> its God's main ability this Cycle
    camp_stage: dict[str, int] = field(default_factory=dict)  # seat -> the last Camp step taken
    herald: str = "chasm"
    # The Herald's Attack deck (herald_attack.py): a card faced outside the battle goes back in it
    # (ZW-SCEN-27); in the Epic Battle the faced ones wait in ``herald_used`` until it runs out.
    herald_deck: Pile = field(default_factory=Pile)
    herald_used: Pile = field(default_factory=Pile)
    herald_queue: list[int] = field(default_factory=list)  # heroes still to face an Attack (AMB-33)
    epic: EpicBattle | None = None  # the Epic Battle under way (epic_battle.py)
    flow: list[str] = field(default_factory=list)
    cycle: int = 0
    time: str = ""
    acted: list[int] = field(default_factory=list)  # seats done with this time of day
    camped: list[int] = field(default_factory=list)
    to_place: list[int] = field(default_factory=list)  # Nix: seats still to place their Murk token
    active: int = -1  # the hero whose turn is under way (-1: none)
    step: str = ""  # "" | "exploring" | "challenge" | "test" | "overflow" | "option"
    context: str = ""  # what a Challenge or Test is for: "exploration" | "threat" | "ritual" | "hunt"
    exploring: Exploring | None = None
    challenge: Challenge | None = None
    test: AttributeTest | None = None
    tests_left: list[str] = field(default_factory=list)  # a Combined Test's parts still to take
    joiners: list[int] = field(default_factory=list)  # heroes still to say whether they join a fight
    joined: list[int] = field(default_factory=list)  # heroes who joined it (their Action is spent)
    helpers: list[int] = field(default_factory=list)  # heroes who helped a ritual's Test (they keep their Action)
    fight: list[int] = field(default_factory=list)  # the awaited fight: [Strengthen per hero (0/1)]
    chain: Chain | None = None  # a token overflowing outside an Exploration card (the Herald, Nix)
    chooser: int = -1  # who picks the chain's next Region
    outcome: str = ""  # "" | "won" | "lost"
    reason: str = ""
    # a choice outside a turn's steps: the Solo hero's extra Saga card before the first action
    # (ZW-SCEN-02), a Herald's-phase Nix roll the hero may reroll (ZW-SCEN-32)
    pending: Choice | None = None
    # the Memory of the World (memory_nix.py): the Nix Phase's Herald steps still to take ("attack:<seat>",
    # "roll:<seat>"), where a hero's Nix roll Increases Threat, and what an entering hero's
    # Action does after the Herald's Attack ("explore:<terrain>" | "option", ZW-ACT-44)
    nix_todo: list[str] = field(default_factory=list)
    to_threat: list[int] = field(default_factory=list)
    after_attack: str = ""
    # Injuries whose Attribute the player is still to choose (ZW-INJ-04, injury_choice.py): asked one
    # at a time through ``pending``, in the order they came
    injuries_due: list[dict[str, Any]] = field(default_factory=list)
    # The player's picks still to ask (the Murk's price, a Taint's slot, a group's loss; picks.py): asked
    # one at a time through ``pending``, in the order they came
    picks_due: list[dict[str, Any]] = field(default_factory=list)
    # Heroes lost to Oblivion at this table, in the order they fell (ZW-HERO-24, oblivion.py: never taken
    # on again), the seats still to be asked for another hero, and the Defiled versions that joined
    # the Enemy deck for them
    fallen: list[str] = field(default_factory=list)
    replace_due: list[int] = field(default_factory=list)
    defiled: list[str] = field(default_factory=list)
