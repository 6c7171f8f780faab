"""Pydantic models that validate Zerywia's TOML files (``content.py`` loads them once)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.core.content import Record, Source, Text

Attr = Literal["vigor", "instinct", "will"]
Terrain = Literal["wilderness", "mountain", "ruin", "settlement"]
DieFace = Literal["pierce", "critical", "empty", "hit", "murk"]


class DieM(Record):
    id: str
    faces: list[DieFace] = Field(min_length=2)
    source: Source


class EnemyM(Record):
    id: str
    name: Text
    breed: str
    difficulty: list[Attr] = Field(min_length=1)
    advantage: Literal["wilderness", "mountain", "ruin", "taint", "injury"] | None = None
    hit: list[Attr] = Field(default_factory=list)
    murk: list[Attr] = Field(default_factory=list)
    trophies: int = Field(0, ge=0)
    value: int = Field(1, ge=1, le=2)
    ambush: str | None = None
    aura: Literal["no_offerings"] | None = None
    bane: str | None = None
    source: Source
    authored: list[str] = Field(default_factory=list)


class BannerM(Record):
    die: Attr
    special: Literal["help", "reroll", "protect", "none"] = "none"


class InitiationM(Record):
    shield: Attr
    terrain: Terrain | None = None


class CriticalM(Record):
    die: Attr | Literal["any"]
    runes: list[Attr] = Field(default_factory=list)
    shields: list[Attr] = Field(default_factory=list)


class OnCriticalM(Record):
    remove_enemy_shield: int = Field(0, ge=0)


class SagaM(Record):
    id: str
    name: Text
    type: Literal["relic", "ritual", "ally", "feat", "story"]
    banner: BannerM | None = None
    initiation: list[InitiationM] = Field(default_factory=list)
    critical: CriticalM | None = None
    on_critical: OnCriticalM | None = None
    source: Source
    authored: list[str] = Field(default_factory=list)
