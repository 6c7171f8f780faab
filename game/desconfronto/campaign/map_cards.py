"""The Sempreterna map: K0 and the 36 Exploration cards, validated (DC-GEN-03, DC-CMP-01/03/26).

File layout and rules of the data: ``content.py``'s docstring and
``docs/desconfronto_campaign_content.md``.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from game.core.content import ContentError, Record, Source, Text, check_unique_ids, parse_records, read_toml
from game.core.resources import DataPath, located
from game.desconfronto.creatures import CREATURES

DATA = located(Path(__file__).resolve().parent.parent / "data" / "campaign")
MAP_FILE = DATA / "map.toml"

Biome = Literal["kalahad", "ruins", "tundras", "forests", "swamps"]
Colour = Literal["red", "blue", "green", "orange", "yellow"]
Direction = Literal["n", "e", "s", "w"]
Face = Literal["corrupted", "hit1", "hit2", "purified"]
Symbol = Literal["road_event", "shop", "point_of_interest"]
Encounter = Literal["", "akari", "guardian", "tenebrah"]

FACES: tuple[Face, ...] = ("corrupted", "hit1", "hit2", "purified")
LETTER: dict[str, str] = {"kalahad": "K", "ruins": "R", "tundras": "T", "forests": "F", "swamps": "P"}
BIOMES = ("ruins", "tundras", "forests", "swamps")
STEP: dict[str, tuple[int, int]] = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}
AKARI_TEMPLES = ("R1", "T3", "F7", "P8")  # L264
FULL_TABLE = 4  # setup rows are written for 4 players (L297)


class SetupModel(Record):
    corrupted: list[str] = Field(min_length=1, max_length=6)
    hit1: list[str] = Field(min_length=1, max_length=6)
    hit2: list[str] = Field(min_length=1, max_length=6)
    purified: list[str] = Field(min_length=1, max_length=6)

    def row(self, face: str) -> tuple[str, ...]:
        return tuple(getattr(self, face))


class SpoilsModel(Record):
    fragments: int = Field(ge=0, le=20)
    rest: Literal["", "short", "long"] = ""
    conclusion_token: bool = False


class SourcesModel(Record):
    """Where each group of a card's fields comes from (the rest of the card is ours)."""

    id: Source = "authored"
    name: Source = "authored"
    layout: Source = "authored"  # number, col, row, directions
    area: Source = "authored"
    setup: Source = "authored"  # creatures + setup
    spoils: Source = "authored"
    fast_travel: Source = "authored"
    symbols: Source = "authored"  # symbols + encounter


class MapCard(Record):
    id: str
    biome: Biome
    number: int = Field(ge=0, le=9)
    col: int = Field(ge=0)
    row: int = Field(ge=0)
    name: Text
    area: Colour
    directions: list[Direction] = Field(min_length=1, max_length=4)
    creatures: list[str] = Field(min_length=1)
    setup: SetupModel
    spoils: SpoilsModel
    fast_travel: int = Field(ge=0, le=10)
    symbols: list[Symbol] = []
    encounter: Encounter = ""
    replaces: str = ""
    sources: SourcesModel = SourcesModel()
    note: str = ""

    @property
    def pos(self) -> tuple[int, int]:
        return (self.col, self.row)

    @property
    def all_symbols(self) -> tuple[str, ...]:
        """Location symbols plus the spoil symbols a card face shows (rest, conclusion token, L114-116)."""
        extra = []
        if self.spoils.rest:
            extra.append(f"{self.spoils.rest}_rest")
        if self.spoils.conclusion_token:
            extra.append("conclusion_token")
        return (*self.symbols, *extra)

    def for_players(self, face: str, players: int) -> tuple[str, ...]:
        """The creatures a die face sets up for ``players`` heroes (DC-CMP-26, L297)."""
        return for_players(self.setup.row(face), players)


class MapHeader(Record):
    cols: int = Field(ge=3, le=15)
    rows: int = Field(ge=3, le=15)
    source: Source
    note: str = ""


@dataclass(frozen=True)
class CampaignMap:
    cols: int
    rows: int
    cards: dict[str, MapCard]  # K0 and the 36 Exploration cards
    secret: dict[str, MapCard]  # set aside before the first campaign (DC-GEN-02)

    @property
    def centre(self) -> MapCard:
        return self.cards["K0"]

    def deck(self, biome: str) -> tuple[MapCard, ...]:
        """One biome deck, by the numbers on the backs (DC-CMP-01)."""
        return tuple(sorted((c for c in self.cards.values() if c.biome == biome), key=lambda c: c.number))

    def at(self, col: int, row: int) -> MapCard | None:
        return next((c for c in self.cards.values() if c.pos == (col, row)), None)

    def neighbour(self, card_id: str, direction: str) -> MapCard:
        """The card a connection indicator leads to (validated to exist)."""
        card = self.cards[card_id]
        dx, dy = STEP[direction]
        found = self.at(card.col + dx, card.row + dy)
        assert found is not None, (card_id, direction)
        return found

    def corners(self) -> tuple[MapCard, ...]:
        spots = ((0, 0), (self.cols - 1, 0), (0, self.rows - 1), (self.cols - 1, self.rows - 1))
        return tuple(c for s in spots if (c := self.at(*s)) is not None)


def strength_key(creature_id: str) -> tuple[int, int, int, int]:
    """Strongest = highest tier (L469's example), then Vigor, attack dice, shields (ours, AMB in the doc)."""
    c = CREATURES[creature_id]
    return (c.tier, c.vigor, c.dice, c.shields)


def for_players(row: tuple[str, ...] | list[str], players: int) -> tuple[str, ...]:
    """Remove the strongest creature once per missing player under 4, keeping at least 1 (L297).

    Rows are validated weakest-first, so the strongest are at the end.
    """
    missing = max(0, FULL_TABLE - players)
    return tuple(row[: max(1, len(row) - missing)])


def _check_card(path: DataPath, table: str, card: MapCard, cols: int, rows: int, known: set[str]) -> None:
    where = f"{path.name}: [[{table}]] entry (id '{card.id}')"
    letter = LETTER[card.biome]
    if card.id != f"{letter}{card.number}" and not (card.replaces and card.id.startswith(card.replaces)):
        raise ContentError(f"{where}: id must be '{letter}{card.number}' (biome letter + back number)")
    if card.biome == "kalahad" and card.number != 0 or card.biome != "kalahad" and card.number == 0:
        raise ContentError(f"{where}: only Kalahad is number 0")
    if card.col >= cols or card.row >= rows:
        raise ContentError(f"{where}: position ({card.col}, {card.row}) is outside the {cols}x{rows} grid")
    if len(set(card.directions)) != len(card.directions):
        raise ContentError(f"{where}: a direction is listed twice")
    listed = set(card.creatures)
    used: set[str] = set()
    for face in FACES:
        row = card.setup.row(face)
        for cid in row:
            if cid not in known:
                raise ContentError(f"{where}, setup.{face}: unknown creature id '{cid}'")
        if len(set(row)) != len(row):
            raise ContentError(f"{where}, setup.{face}: a creature card can stand only once in a combat")
        if len(row) != FULL_TABLE:
            raise ContentError(f"{where}, setup.{face}: rows are written for {FULL_TABLE} players (L297)")
        keys = [strength_key(cid) for cid in row]
        if keys != sorted(keys):
            raise ContentError(f"{where}, setup.{face}: list the creatures weakest first (strength_key)")
        used.update(row)
    if used != listed:
        raise ContentError(
            f"{where}: 'creatures' must list exactly the creatures of its setup rows "
            f"(missing {sorted(used - listed)}, unused {sorted(listed - used)})"
        )


def _check_links(path: DataPath, cards: dict[str, MapCard]) -> None:
    by_pos = {c.pos: c for c in cards.values()}
    for c in cards.values():
        for d in c.directions:
            dx, dy = STEP[d]
            other = by_pos.get((c.col + dx, c.row + dy))
            if other is None:
                raise ContentError(f"{path.name}: [[card]] entry (id '{c.id}'): direction '{d}' leads off the map")
            if OPPOSITE[d] not in other.directions:
                raise ContentError(
                    f"{path.name}: [[card]] entry (id '{c.id}'): '{d}' leads to {other.id}, "
                    f"which has no '{OPPOSITE[d]}' back"
                )
    seen = {"K0"}
    todo = deque(["K0"])
    while todo:
        c = cards[todo.popleft()]
        for d in c.directions:
            dx, dy = STEP[d]
            nid = by_pos[(c.col + dx, c.row + dy)].id
            if nid not in seen:
                seen.add(nid)
                todo.append(nid)
    if lost := sorted(set(cards) - seen):
        raise ContentError(f"{path.name}: cards not reachable from K0: {', '.join(lost)}")


@cache
def load_map(path: DataPath = MAP_FILE) -> CampaignMap:
    data = read_toml(path)
    raw_header = data.get("map")
    if not isinstance(raw_header, dict):
        raise ContentError(f"{path.name}: no [map] table")
    header = parse_records(path, {"map": [raw_header]}, "map", MapHeader)[0]
    cards_list = parse_records(path, data, "card", MapCard)
    cards = check_unique_ids(path, "card", cards_list)
    secret_list = parse_records(path, data, "secret_card", MapCard) if "secret_card" in data else []
    secret = check_unique_ids(path, "secret_card", secret_list)
    known = set(CREATURES)
    for c in cards_list:
        _check_card(path, "card", c, header.cols, header.rows, known)
        if c.replaces:
            raise ContentError(f"{path.name}: [[card]] entry (id '{c.id}'): only a secret card replaces another")
    positions: dict[tuple[int, int], str] = {}
    for c in cards_list:
        if c.pos in positions:
            raise ContentError(f"{path.name}: {c.id} and {positions[c.pos]} share position {c.pos}")
        positions[c.pos] = c.id
    k0 = cards.get("K0")
    if k0 is None or k0.pos != (header.cols // 2, header.rows // 2):
        raise ContentError(f"{path.name}: K0 (Kalahad) must stand at the grid's centre (L73)")
    if sum(1 for c in cards_list if c.biome == "kalahad") != 1:
        raise ContentError(f"{path.name}: Kalahad has one card, K0")
    for biome in BIOMES:
        numbers = sorted(c.number for c in cards_list if c.biome == biome)
        if numbers != list(range(1, 10)):
            raise ContentError(f"{path.name}: the {biome} deck must hold cards numbered 1-9 (got {numbers})")
    _check_links(path, cards)
    for tid in AKARI_TEMPLES:
        if cards[tid].encounter != "akari" or cards[tid].area != "yellow":
            raise ContentError(f"{path.name}: {tid} is an Akari temple: encounter 'akari', area 'yellow' (L264)")
    for c in cards_list:
        if c.encounter == "akari" and c.id not in AKARI_TEMPLES:
            raise ContentError(f"{path.name}: {c.id}: the Akari temples are R1, T3, F7 and P8 only (L264)")
    cm = CampaignMap(header.cols, header.rows, cards, secret)
    corners = cm.corners()
    if len(corners) != 4:
        raise ContentError(f"{path.name}: the four corners of the grid must hold cards (the Guardians, L247)")
    for c in corners:
        if c.encounter != "guardian" or not c.spoils.conclusion_token:
            raise ContentError(f"{path.name}: corner {c.id} holds a Guardian: encounter 'guardian' + conclusion token")
    for s in secret_list:
        _check_card(path, "secret_card", s, header.cols, header.rows, known)
        base = cards.get(s.replaces)
        if base is None or base.pos != s.pos or sorted(base.directions) != sorted(s.directions):
            raise ContentError(
                f"{path.name}: [[secret_card]] {s.id} must replace a card in its place, with its connections"
            )
    return cm
