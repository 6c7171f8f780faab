"""Pydantic models that validate the Heróis & Monstros TOML files (content.py turns them into plain records)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.core.content import Record, Source, Text

Race = Literal["peles_verdes", "imortais", "draconianos"]
InvaderRace = Literal["anoes", "elfos", "humanos"]


class CostM(Record):
    crystal: int = Field(0, ge=0)
    root: int = Field(0, ge=0)
    sacrifice: int = Field(0, ge=0)
    any: int = Field(0, ge=0)


class GivesM(Record):
    damage: int = Field(0, ge=0)
    crystal: int = Field(0, ge=0)
    root: int = Field(0, ge=0)
    sacrifice: int = Field(0, ge=0)
    draw: int = Field(0, ge=0)
    restore: int = Field(0, ge=0)
    calm: int = Field(0, ge=0)
    mill: int = Field(0, ge=0)
    power: int = Field(0, ge=0)


class EffectM(Record):
    name: Text | None = None
    cost: CostM = CostM()
    discard: bool = False
    gives: GivesM = GivesM()
    hook: Literal["wargosh", "kryssa"] | None = None


class StartingM(Record):
    id: str
    name: Text
    kind: Literal["resource", "unit"]
    resource: Literal["crystal", "root", "sacrifice"] | None = None
    race: Race | None = None
    type: str = ""
    damage: int = Field(0, ge=0)
    copies: int = Field(ge=1)
    effect: EffectM | None = None
    source: Source


class UnitM(Record):
    id: str
    name: Text
    race: Race
    type: str
    damage: int = Field(ge=0)
    cost: CostM
    effect: EffectM | None = None
    copies: int = Field(ge=1)
    source: Source


class ConstructionM(Record):
    id: str
    name: Text
    race: Race
    cost: CostM
    effect: EffectM
    copies: int = Field(ge=1)
    source: Source


class InvaderM(Record):
    id: str
    name: Text
    race: InvaderRace
    type: str
    damage: int = Field(ge=0)
    life: list[int] = Field(min_length=1)
    on_enter: GivesM | None = None
    on_combat: GivesM | None = None
    on_fortress_damage: GivesM | None = None
    on_defeat: GivesM | None = None
    copies: int = Field(ge=1)
    source: Source


class GeneralM(Record):
    id: str
    name: Text
    race: Race
    damage: int = Field(ge=0)
    hand: int = Field(ge=1)
    reserve: CostM
    deck: dict[str, int]
    ability: EffectM
    text: Text
    source: Source


class AdversaryM(Record):
    id: str
    name: Text
    race: str
    side: Literal["ordem", "fortaleza"]
    sheet: int = Field(ge=1, le=3)
    suggested: bool = False
    power_limit: int = Field(ge=1)
    power_per_round: int = Field(ge=1)  # >= 1 so that every game ends
    power_per_extra_player: int = Field(0, ge=0)
    crowd_power_from: int = Field(0, ge=0)  # with this many Generals or more: +1 power per Invasion
    rubble_step: int = Field(ge=1)
    mill_per_round: int = Field(0, ge=0)
    victory_kills: int = Field(0, ge=0)
    kills_per_extra_player: int = Field(0, ge=0)
    fortress_deck_size: int = Field(54, ge=9)
    plan_levels_per_extra_player: int = Field(0, ge=0)
    # extra plan levels by table size (index 0 = 1 General); overrides plan_levels_per_extra_player
    plan_levels_by_players: list[int] = Field([], max_length=5)
    # power rise per Invasion by table size (index 0 = 1 General); overrides the three fields above it
    power_by_players: list[int] = Field([], max_length=5)
    enter_power: dict[InvaderRace, int] = {}
    invader_damage_bonus: dict[InvaderRace, int] = {}
    rules: Text
    victory: Text
    defeat: Text
    source: Source
    note: str = ""  # why the authored numbers are what they are (balance history)


class PlanM(Record):
    id: str
    adversary: str
    name: Text
    life: list[int] = Field(min_length=1)
    each_round: GivesM = GivesM()
    on_defeat: GivesM = GivesM()
    source: Source
    note: str = ""
