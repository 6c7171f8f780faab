"""Campaign content: the map, the Scrolls and the road events, validated then frozen.

Three TOML files under ``game/desconfronto/data/campaign/`` (docs:
``docs/desconfronto_campaign_content.md``). Every record is a frozen pydantic
model; a broken file raises ``ContentError`` naming the file, the entry and
what is wrong. Nothing invalid is skipped.

**map.toml** (DC-GEN-03, DC-CMP-01/03/14)::

    [map]        cols, rows (the grid; K0 at its centre), source, note
    [[card]]     id ("K0", "R1"...: biome letter + the number on its back),
                 biome, number, col, row, name {en,pt}, area (scroll colour),
                 directions (n/e/s/w: the connection indicators),
                 creatures (the "creatures available" field),
                 setup {corrupted, hit1, hit2, purified} (one row per raw face of
                 one game die, each written for 4 players, weakest first),
                 spoils {fragments, rest = ""|"short"|"long", conclusion_token},
                 fast_travel (fragments, also the flee cost, L266/L342),
                 symbols (road_event, shop, point_of_interest),
                 encounter ("", akari, guardian, tenebrah: a special fight the
                 engine runs there), sources {field group -> rulebook|authored},
                 note
    [[secret_card]]  the set-aside P5 (corrupted) (DC-GEN-02), same fields plus
                 ``replaces``

Strength (L297 "remove the strongest creature", L469 "one creature of the
highest tier"): tier first, then Vigor, then attack dice, then shields
(``strength_key``). Every setup row is written weakest first and validated to
be in that order, so removing the strongest creature per missing player is
cutting the row's tail (``for_players``), never below one creature.

**scrolls.toml** (DC-CMP-12/13/14)::

    [[area]]     colour, scroll, optional, final (the scroll table, L258-264)
    [[scroll]]   number 1-7, title, intro, conclusion (not Scroll 1, the
                 prologue), area
    [[temple]]   card (R1/T3/F7/P8), title, text (L264)

**road_events.toml** (DC-CMP-19; the rulebook's own events are on an external
site, so the deck is ours)::

    [[event]]    id, title, scene, a, b, biomes (optional: only drawn on those
                 biomes' cards; empty = anywhere), source, note
    a / b        label, outcome, effects = [...], gamble (optional)
    gamble       faces (raw faces of one game die that win), win = [...],
                 win_text, lose = [...], lose_text

**Road-event effect vocabulary** (exactly one verb per effect; ``to`` picks who,
``party`` (every hero, the default), ``leader`` or ``one`` (a hero the group
chooses)):

* ``fragments = N``: Soul Stone fragments into (N < 0: out of) the group pool;
  a loss never takes the pool below 0 (AMB-24's pool). ``to`` is ignored.
* ``vigor = N``: heal N (never above max) or, N < 0, lose N Vigor (a road
  event never exhausts a hero: the loss stops at 1 Vigor).
* ``condition = "<name>"`` with ``count``: pending condition tokens that tick
  in the next combat (any condition of ``content.Condition``; ``purification``
  is the good one).
* ``draw = N`` / ``discard = N``: cards from the draw deck into the hand / from
  the hand to the discard pile (the hero picks which).
* ``rest = "short"|"long"``: that rest's effects now, without a camp and
  without spending the campaign's rest tokens (like the rest spoils, L115-116).
* ``ambush = [creature ids]``: these creatures join this card's combat setup
  (the L297 removal then applies to the whole setup).
* ``item = "<shop item id>"``: one copy of that shop item (from
  ``items.toml``), or nothing if the shop has none left.

An empty ``effects`` list is "nothing happens". Value of an outcome, for the
balance check (``choice_value``, in fragment equivalents; ``party`` counts as
``PARTY_WEIGHT`` heroes): see ``VALUE``.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from game.core.content import (
    ContentError,
    Record,
    Source,
    Text,
    check_unique_ids,
    parse_records,
    read_toml,
)
from game.desconfronto.content import Condition
from game.desconfronto.creatures import CREATURES
from game.desconfronto.dice import DIE
from game.desconfronto.items import ITEMS

DATA = Path(__file__).resolve().parent.parent / "data" / "campaign"
MAP_FILE = DATA / "map.toml"
SCROLLS_FILE = DATA / "scrolls.toml"
EVENTS_FILE = DATA / "road_events.toml"

Biome = Literal["kalahad", "ruins", "tundras", "forests", "swamps"]
Colour = Literal["red", "blue", "green", "orange", "yellow"]
Direction = Literal["n", "e", "s", "w"]
Face = Literal["corrupted", "hit1", "hit2", "purified"]
Symbol = Literal["road_event", "shop", "point_of_interest"]
Encounter = Literal["", "akari", "guardian", "tenebrah"]
To = Literal["party", "leader", "one"]

FACES: tuple[Face, ...] = ("corrupted", "hit1", "hit2", "purified")
LETTER: dict[str, str] = {"kalahad": "K", "ruins": "R", "tundras": "T", "forests": "F", "swamps": "P"}
BIOMES = ("ruins", "tundras", "forests", "swamps")
STEP: dict[str, tuple[int, int]] = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}
AKARI_TEMPLES = ("R1", "T3", "F7", "P8")  # L264
FULL_TABLE = 4  # setup rows are written for 4 players (L297)


# ---------------------------------------------------------------- map


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


def _check_card(path: Path, table: str, card: MapCard, cols: int, rows: int, known: set[str]) -> None:
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


def _check_links(path: Path, cards: dict[str, MapCard]) -> None:
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
def load_map(path: Path = MAP_FILE) -> CampaignMap:
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


# ---------------------------------------------------------------- scrolls


class AreaModel(Record):
    colour: Colour
    scroll: int = Field(ge=2, le=7)
    optional: bool = False
    final: bool = False
    name: Text
    source: Source
    note: str = ""


class ScrollModel(Record):
    number: int = Field(ge=1, le=7)
    id: str
    title: Text
    intro: Text
    conclusion: Text | None = None
    area: Colour | None = None
    source: Source
    title_source: Source = "rulebook"
    note: str = ""


class TempleModel(Record):
    card: str
    id: str
    title: Text
    text: Text
    source: Source
    note: str = ""


@dataclass(frozen=True)
class Scrolls:
    areas: tuple[AreaModel, ...]  # in scroll order, red twice (Scroll 2 and, final, Scroll 7)
    scrolls: dict[int, ScrollModel]
    temples: dict[str, TempleModel]  # by card id

    def area_scroll(self, colour: str, final: bool = False) -> ScrollModel:
        """The Scroll of an area colour; the red area is Scroll 2, or Scroll 7 at the end (L263)."""
        area = next(a for a in self.areas if a.colour == colour and a.final == final)
        return self.scrolls[area.scroll]


@cache
def load_scrolls(path: Path = SCROLLS_FILE) -> Scrolls:
    data = read_toml(path)
    areas = parse_records(path, data, "area", AreaModel)
    scroll_list = parse_records(path, data, "scroll", ScrollModel)
    temples = parse_records(path, data, "temple", TempleModel)
    check_unique_ids(path, "scroll", scroll_list)
    check_unique_ids(path, "temple", temples)
    numbers = [s.number for s in scroll_list]
    if sorted(numbers) != list(range(1, 8)):
        raise ContentError(f"{path.name}: Scrolls 1-7, once each (got {sorted(numbers)})")
    scrolls = {s.number: s for s in scroll_list}
    for s in scroll_list:
        where = f"{path.name}: [[scroll]] entry (id '{s.id}')"
        if s.number == 1 and (s.conclusion is not None or s.area is not None):
            raise ContentError(f"{where}: Scroll 1 is the prologue, read before the heroes are chosen (L256)")
        if s.number > 1 and (s.conclusion is None or s.area is None):
            raise ContentError(f"{where}: Scrolls 2-7 have an introduction, a conclusion and an area (L254-255)")
    if sorted(a.scroll for a in areas) != list(range(2, 8)):
        raise ContentError(f"{path.name}: one [[area]] per Scroll 2-7 (L258-263)")
    for a in areas:
        if scrolls[a.scroll].area != a.colour:
            raise ContentError(f"{path.name}: [[area]] {a.colour}: Scroll {a.scroll} names area {scrolls[a.scroll].area}")
    if sum(a.final for a in areas) != 1 or next(a for a in areas if a.final).colour != "red":
        raise ContentError(f"{path.name}: the one final area is red, Scroll 7 (L263)")
    if sorted(t.card for t in temples) != sorted(AKARI_TEMPLES):
        raise ContentError(f"{path.name}: one [[temple]] text for each of {', '.join(AKARI_TEMPLES)} (L264)")
    return Scrolls(tuple(sorted(areas, key=lambda a: a.scroll)), scrolls, {t.card: t for t in temples})


# ---------------------------------------------------------------- road events


class EventEffect(Record):
    fragments: int | None = Field(None, ge=-6, le=6)
    vigor: int | None = Field(None, ge=-4, le=6)
    condition: Condition | None = None
    draw: int | None = Field(None, ge=1, le=3)
    discard: int | None = Field(None, ge=1, le=3)
    rest: Literal["short", "long"] | None = None
    ambush: list[str] | None = None
    item: str | None = None
    to: To = "party"
    count: int = Field(1, ge=1, le=3)

    @model_validator(mode="after")
    def _one_verb(self) -> EventEffect:
        verbs = [v for v in VERBS if getattr(self, v) is not None]
        if len(verbs) != 1:
            raise ValueError(f"an effect needs exactly one of {', '.join(VERBS)} (got {verbs or 'none'})")
        return self

    @property
    def verb(self) -> str:
        return next(v for v in VERBS if getattr(self, v) is not None)


VERBS = ("fragments", "vigor", "condition", "draw", "discard", "rest", "ambush", "item")


class GambleModel(Record):
    faces: list[Face] = Field(min_length=1, max_length=3)
    win: list[EventEffect]
    win_text: Text
    lose: list[EventEffect]
    lose_text: Text


class ChoiceModel(Record):
    label: Text
    outcome: Text
    effects: list[EventEffect] = []
    gamble: GambleModel | None = None


class RoadEvent(Record):
    id: str
    title: Text
    scene: Text
    a: ChoiceModel
    b: ChoiceModel
    biomes: list[Literal["ruins", "tundras", "forests", "swamps"]] = []  # empty: any card
    source: Source
    note: str = ""


# Balance scale, in Soul Stone fragment equivalents (the rules' one countable currency).
# One fragment buys a first ability (L401) or a basic potion (3 Vigor, items.toml), so 3 healed Vigor
# on one hero ~ 1 fragment. A pending harmful condition costs about the Vigor it burns (~1.5 fragments);
# a drawn card is half an action. A rest's worth: a Short Rest clears conditions and refills the deck
# (~3), a Long Rest also restores all Vigor (~6). Ambushers cost what beating them takes: ~1.5 per tier.
PARTY_WEIGHT = 2.5  # "party" hits every hero: counted as 2.5 heroes (the middle of 1-4)
VALUE = {
    "fragment": 1.0,
    "vigor_gain": 0.34,
    "vigor_loss": 0.5,
    "harmful_condition": 1.5,
    "purification": 1.0,
    "card": 0.5,
    "short_rest": 3.0,
    "long_rest": 6.0,
    "ambush_tier": 1.5,
}


def effect_value(e: EventEffect) -> float:
    """One effect's worth in fragment equivalents (the scale above)."""
    heroes = PARTY_WEIGHT if e.to == "party" else 1.0
    if e.fragments is not None:
        return e.fragments * VALUE["fragment"]
    if e.vigor is not None:
        per = VALUE["vigor_gain"] if e.vigor > 0 else VALUE["vigor_loss"]
        return e.vigor * per * heroes
    if e.condition is not None:
        per = VALUE["purification"] if e.condition == "purification" else -VALUE["harmful_condition"]
        return per * e.count * heroes
    if e.draw is not None:
        return e.draw * VALUE["card"] * heroes
    if e.discard is not None:
        return -e.discard * VALUE["card"] * heroes
    if e.rest is not None:
        return VALUE[f"{e.rest}_rest"]
    if e.ambush is not None:
        return -sum(CREATURES[c].tier for c in e.ambush) * VALUE["ambush_tier"]
    assert e.item is not None
    return float(ITEMS[e.item].price)


def _face_chance(faces: list[Face]) -> float:
    weights = {f: DIE.faces.count(f) for f in FACES}
    return sum(weights[f] for f in set(faces)) / sum(weights.values())


def choice_value(c: ChoiceModel) -> float:
    """The expected worth of a choice: its sure effects plus the gamble's odds on one game die."""
    value = sum(effect_value(e) for e in c.effects)
    if c.gamble is not None:
        p = _face_chance(c.gamble.faces)
        win = sum(effect_value(e) for e in c.gamble.win)
        lose = sum(effect_value(e) for e in c.gamble.lose)
        value += p * win + (1 - p) * lose
    return value


@cache
def load_road_events(path: Path = EVENTS_FILE) -> dict[str, RoadEvent]:
    events = parse_records(path, read_toml(path), "event", RoadEvent)
    by_id: dict[str, RoadEvent] = check_unique_ids(path, "event", events)
    for ev in events:
        for side in ("a", "b"):
            choice: ChoiceModel = getattr(ev, side)
            effects = list(choice.effects)
            if choice.gamble is not None:
                effects += [*choice.gamble.win, *choice.gamble.lose]
                if len(set(choice.gamble.faces)) != len(choice.gamble.faces):
                    raise ContentError(f"{path.name}: [[event]] entry (id '{ev.id}'), {side}.gamble: a face twice")
            for e in effects:
                where = f"{path.name}: [[event]] entry (id '{ev.id}'), choice {side}"
                for cid in e.ambush or ():
                    if cid not in CREATURES:
                        raise ContentError(f"{where}: unknown creature id '{cid}'")
                if e.item is not None and e.item not in ITEMS:
                    raise ContentError(f"{where}: unknown item id '{e.item}'")
    return by_id


def events_for(events: dict[str, RoadEvent], biome: str) -> tuple[RoadEvent, ...]:
    """The events a road-event card of ``biome`` draws from (its own landscape's and the general ones)."""
    return tuple(e for e in events.values() if not e.biomes or biome in e.biomes)


def load_campaign() -> tuple[CampaignMap, Scrolls, dict[str, RoadEvent]]:
    """All three files, plus the checks between them (every map colour has its Scroll, DC-CMP-14)."""
    cmap, scrolls, events = load_map(), load_scrolls(), load_road_events()
    colours = {a.colour for a in scrolls.areas}
    for c in (*cmap.cards.values(), *cmap.secret.values()):
        if c.area not in colours:
            raise ContentError(f"{MAP_FILE.name}: {c.id}: area '{c.area}' has no Scroll in {SCROLLS_FILE.name}")
    for a in scrolls.areas:
        if not any(c.area == a.colour for c in cmap.cards.values()):
            raise ContentError(f"{SCROLLS_FILE.name}: no map card lies in the {a.colour} area")
    return cmap, scrolls, events
