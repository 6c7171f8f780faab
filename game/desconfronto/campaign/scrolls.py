"""The campaign's story: the area table, Scrolls 1-7 and the Akari temple texts (DC-CMP-12/13/14)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from pydantic import Field

from game.core.content import ContentError, Record, Source, Text, check_unique_ids, parse_records, read_toml
from game.core.resources import DataPath
from game.desconfronto.campaign.map_cards import AKARI_TEMPLES, DATA, Colour

SCROLLS_FILE = DATA / "scrolls.toml"


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
def load_scrolls(path: DataPath = SCROLLS_FILE) -> Scrolls:
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
