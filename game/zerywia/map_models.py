"""Pydantic models that validate Zerywia's map files (``board_map.py`` loads them once).

``map.toml`` holds the rules' facts (Thymors, Regions, borders, Harbours, the Chasm), ``map_dice.toml``
the Location and Thymor dice, ``map_layout.toml`` the drawing (polygons in a 1280x720 board space).
Checks that need more than one record (references, one of each special location) are in board_map.py.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.core.content import Record, Source, Text
from game.zerywia.content_models import Terrain

Special = Literal["cradle", "stronghold", "exis_temple", "primesource", "shroud", "hollows"]
SPECIALS: tuple[Special, ...] = ("cradle", "stronghold", "exis_temple", "primesource", "shroud", "hollows")
Quarter = Literal["north", "east", "south", "west"]
TimeOfDay = Literal["dawn", "noon", "dusk", "night"]
# ZW-HERO-27 (L209, L328-L331): each time of day is a compass direction, so a Thymor's Kolovrat
# symbol follows from the quarter it lies in.
TIME_OF_QUARTER: dict[str, str] = {"east": "dawn", "south": "noon", "west": "dusk", "north": "night"}
CHASM_FACE = "chasm"

Point = tuple[float, float]


class ThymorM(Record):
    id: str
    quarter: Quarter
    time_of_day: TimeOfDay
    source: Source
    lines: list[str] = Field(default_factory=list)
    authored: list[str] = Field(default_factory=list)


class RegionM(Record):
    id: str
    thymor: str
    name: Text
    terrains: list[Terrain] = Field(min_length=1)
    special: Special | None = None
    harbour: bool = False
    source: Source
    lines: list[str] = Field(default_factory=list)
    authored: list[str] = Field(default_factory=list)


class ChasmM(Record):
    id: str
    name: Text
    ritual_rifts: int = Field(ge=1)
    source: Source
    lines: list[str] = Field(default_factory=list)


class LinksM(Record):
    borders: list[tuple[str, str]] = Field(min_length=1)
    sea_routes: list[tuple[str, str]] = Field(default_factory=list)


class MapDieM(Record):
    id: Literal["location", "thymor"]
    faces: list[str] = Field(min_length=2)
    source: Source


class LayoutBoardM(Record):
    width: int = Field(gt=0)
    height: int = Field(gt=0)


class LayoutChasmM(Record):
    centre: Point
    radius: float = Field(gt=0)
    statue_radius: float = Field(gt=0)
    rifts: list[Point]


class LayoutThymorM(Record):
    id: str
    emblem: Point


class LayoutRegionM(Record):
    id: str
    polygon: list[Point] = Field(min_length=3)
    label: Point
    # Where the Region's pieces stand: the Murk-family, Threat-family, Garrison and Watchstone
    # tokens (ZW-BOARD-18, one of each at most) and the hero figures.
    tokens: list[Point] = Field(min_length=4, max_length=4)
    figures: Point
