"""Zerywia's map, loaded and checked at first use, and the questions the rules ask of it.

The rules read the board through this module only: borders (ZW-BOARD-02), where an Exploration may
go (ZW-ACT-02, Harbours per AMB-04), the Thymor of a Region, the one Region of each special location
per Thymor (ZW-BOARD-05), a random Region from the Location and Thymor dice (ZW-BOARD-07, AMB-05),
terrains (ZW-BOARD-03) and the next steps of an overflow chain (AMB-44). Every answer is precomputed
into frozensets when the map loads. The drawing (polygons, labels) is ``layout()``, kept apart so
the rules never load it.

A broken file raises ContentError with a sentence naming the file, the entry and the field.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from game.core.content import ContentError, check_unique_ids, parse_records, read_toml
from game.core.resources import DataPath, located
from game.zerywia.map_models import (
    CHASM_FACE,
    SPECIALS,
    TIME_OF_QUARTER,
    ChasmM,
    LayoutBoardM,
    LayoutChasmM,
    LayoutRegionM,
    LayoutThymorM,
    LinksM,
    MapDieM,
    RegionM,
    ThymorM,
)

DATA = located(Path(__file__).resolve().parent / "data")
ALL_HARBOURS = "all_harbours"  # AMB-04 default: every Harbour is adjacent to every other (L497)
SEA_ROUTES = "sea_routes"  # AMB-04 variant: only the authored sea routes
_OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}

M = TypeVar("M", bound=BaseModel)


def _parse_table(path: DataPath, data: dict[str, Any], key: str, model: type[M]) -> M:
    raw = data.get(key)
    if not isinstance(raw, dict):
        raise ContentError(f"{path.name}: no [{key}] table")
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err.get("loc", ())) or "(table)"
        raise ContentError(f"{path.name}: [{key}], field '{field}': {err.get('msg', 'invalid')}") from None


def _pairs(
    path: DataPath, table: str, pairs: Iterable[tuple[str, str]], known: Iterable[str]
) -> list[tuple[str, str]]:
    """Check a list of Region pairs: known ids, no loop, no pair listed twice (in either order)."""
    known_set, seen, out = set(known), set(), []
    for i, (a, b) in enumerate(pairs):
        where = f"{path.name}: [links] {table} entry {i + 1} ('{a}', '{b}')"
        for rid in (a, b):
            if rid not in known_set:
                raise ContentError(f"{where}: unknown Region id '{rid}'")
        if a == b:
            raise ContentError(f"{where}: a Region cannot border itself")
        key = frozenset((a, b))
        if key in seen:
            raise ContentError(f"{where}: this pair is listed twice")
        seen.add(key)
        out.append((a, b))
    return out


@dataclass(frozen=True)
class BoardMap:
    thymors: dict[str, ThymorM]
    regions: dict[str, RegionM]
    chasm: ChasmM
    borders: tuple[tuple[str, str], ...]
    sea_routes: tuple[tuple[str, str], ...]
    location_die: tuple[str, ...]
    thymor_die: tuple[str, ...]
    _neighbours: dict[str, frozenset[str]]
    _sea: dict[str, frozenset[str]]
    _harbours: frozenset[str]
    _regions_of: dict[str, frozenset[str]]
    _special: dict[tuple[str, str], str]
    _terrains: dict[str, frozenset[str]]
    _plain: frozenset[str]

    @property
    def chasm_id(self) -> str:
        return self.chasm.id

    def _known(self, region: str) -> None:
        if region not in self.regions and region != self.chasm.id:
            raise KeyError(f"unknown Region '{region}'")

    def neighbours(self, region: str) -> frozenset[str]:
        """The Regions sharing a border with ``region`` (ZW-BOARD-02); the Chasm borders none (L314)."""
        self._known(region)
        return self._neighbours.get(region, frozenset())

    def harbours(self) -> frozenset[str]:
        return self._harbours

    def harbour_targets(self, region: str) -> frozenset[str]:
        """Use the Harbour (L585, ZW-BOARD-08): from a Harbour, every other Harbour; else nowhere."""
        self._known(region)
        return self._harbours - {region} if region in self._harbours else frozenset()

    def explore_targets(self, region: str, harbour_adjacency: str = ALL_HARBOURS) -> frozenset[str]:
        """Where an Exploration may move (L497, ZW-ACT-02): the borders, plus from a Harbour every
        other Harbour (AMB-04 "all_harbours") or its sea routes ("sea_routes"). Exploring the current
        Region needs no move (L493) and is not in this set."""
        out = self.neighbours(region)
        if harbour_adjacency == ALL_HARBOURS:
            return out | self.harbour_targets(region)
        if harbour_adjacency == SEA_ROUTES:
            return out | self._sea.get(region, frozenset())
        raise ValueError(f"unknown harbour_adjacency '{harbour_adjacency}'")

    def shroud_targets(self, region: str) -> frozenset[str]:
        """The Shroud's Region Option (L598): from a Shroud, every other Shroud Region."""
        self._known(region)
        if region == self.chasm.id or self.regions[region].special != "shroud":
            return frozenset()
        return frozenset(self._special[t, "shroud"] for t in self.thymors) - {region}

    def overflow_steps(self, last: str, tried: Iterable[str]) -> frozenset[str]:
        """The next Regions an overflow chain may try (L551, L912-L914; AMB-44): those bordering the
        last Region tried, not tried yet in this chain. Thymor borders may be crossed; the Chasm is
        never one. An empty set means the token is discarded (+1 Blackstone, L916)."""
        return self.neighbours(last) - frozenset(tried)

    def thymor_of(self, region: str) -> str | None:
        """The Thymor of ``region``; None for the Chasm, which belongs to none (L308, AMB-49)."""
        self._known(region)
        return None if region == self.chasm.id else self.regions[region].thymor

    def regions_of(self, thymor: str) -> frozenset[str]:
        return self._regions_of[thymor]

    def special(self, thymor: str, kind: str) -> str:
        """The one Region of ``thymor`` with special location ``kind`` (ZW-BOARD-05)."""
        return self._special[thymor, kind]

    def with_special(self, kind: str) -> frozenset[str]:
        """The Regions of every Thymor with special location ``kind`` (setup: L394, L399, L1104)."""
        return frozenset(self._special[t, kind] for t in self.thymors)

    def plain_regions(self) -> frozenset[str]:
        """The Regions "without special symbols" (the Threat setup, L400, L1112; ZW-ACT-41)."""
        return self._plain

    def terrains(self, region: str) -> frozenset[str]:
        """The Region's terrain types (ZW-BOARD-03); the Chasm has none (L308)."""
        self._known(region)
        return self._terrains.get(region, frozenset())

    def random_region(self, location_face: str, thymor_face: str) -> str:
        """The Region picked by a roll of the Location and Thymor dice (L300, ZW-BOARD-07): the
        Thymor die's Thymor, the Location die's special location. A Chasm face on either die picks
        the Chasm (AMB-05 "either_die"; L431, L1165, L1182)."""
        if location_face == CHASM_FACE or thymor_face == CHASM_FACE:
            return self.chasm.id
        return self._special[thymor_face, location_face]


def _check_thymors(path: DataPath, thymors: dict[str, ThymorM]) -> None:
    if len(thymors) != 4:
        raise ContentError(f"{path.name}: Zerywia has 4 Thymors (L278), this file has {len(thymors)}")
    quarters: dict[str, str] = {}
    for t in thymors.values():
        if t.quarter in quarters:
            raise ContentError(
                f"{path.name}: [[thymor]] id '{t.id}', field 'quarter': '{t.quarter}' is already "
                f"'{quarters[t.quarter]}''s quarter"
            )
        quarters[t.quarter] = t.id
        if TIME_OF_QUARTER[t.quarter] != t.time_of_day:
            raise ContentError(
                f"{path.name}: [[thymor]] id '{t.id}', field 'time_of_day': the {t.quarter} is "
                f"{TIME_OF_QUARTER[t.quarter]} (ZW-HERO-27), not {t.time_of_day}"
            )


def _check_regions(
    path: DataPath, thymors: dict[str, ThymorM], regions: dict[str, RegionM], chasm: ChasmM
) -> None:
    if chasm.id in regions or chasm.id in thymors:
        raise ContentError(f"{path.name}: the Chasm's id '{chasm.id}' is also a Region or Thymor id")
    for r in regions.values():
        if r.thymor not in thymors:
            raise ContentError(
                f"{path.name}: [[region]] id '{r.id}', field 'thymor': unknown Thymor '{r.thymor}'"
            )
        if len(set(r.terrains)) != len(r.terrains):
            raise ContentError(
                f"{path.name}: [[region]] id '{r.id}', field 'terrains': a terrain is listed twice"
            )
    for t in thymors:
        for kind in SPECIALS:
            holders = sorted(r.id for r in regions.values() if r.thymor == t and r.special == kind)
            if len(holders) != 1:
                found = ", ".join(f"'{h}'" for h in holders) or "none"
                raise ContentError(
                    f"{path.name}: Thymor '{t}' must have exactly one Region with special = '{kind}' "
                    f"(ZW-BOARD-05); found {found}"
                )
        if not any(r.harbour for r in regions.values() if r.thymor == t):
            raise ContentError(f"{path.name}: Thymor '{t}' has no Harbour Region")


def _check_graph(
    path: DataPath, thymors: dict[str, ThymorM], regions: dict[str, RegionM], nbrs: dict[str, frozenset[str]]
) -> None:
    start = next(iter(regions))
    seen, todo = {start}, [start]
    while todo:
        for n in nbrs.get(todo.pop(), frozenset()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(regions):
        cut = ", ".join(sorted(set(regions) - seen))
        raise ContentError(
            f"{path.name}: [links] borders: these Regions cannot be reached from '{start}': {cut}"
        )
    for t in thymors.values():
        touched = {
            thymors[regions[n].thymor].quarter
            for r in regions.values()
            if r.thymor == t.id
            for n in nbrs.get(r.id, frozenset())
        } - {t.quarter}
        if _OPPOSITE[t.quarter] in touched:
            raise ContentError(
                f"{path.name}: [links] borders: Thymor '{t.id}' borders the opposite Thymor; the Chasm "
                "lies between them (L306)"
            )
        if len(touched) != 2:
            raise ContentError(
                f"{path.name}: [links] borders: Thymor '{t.id}' must border its two neighbours"
            )


def _check_dice(
    path: DataPath, dice: dict[str, MapDieM], thymors: dict[str, ThymorM]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    for needed in ("location", "thymor"):
        if needed not in dice:
            raise ContentError(f"{path.name}: no [[die]] '{needed}'")
    wanted: dict[str, set[str]] = {"location": set(SPECIALS), "thymor": set(thymors)}
    for die_id, must in wanted.items():
        faces = set(dice[die_id].faces)
        bad = sorted(faces - must - {CHASM_FACE})
        if bad:
            raise ContentError(f"{path.name}: [[die]] id '{die_id}', field 'faces': unknown face '{bad[0]}'")
        missing = sorted(must - faces)
        if missing:
            raise ContentError(
                f"{path.name}: [[die]] id '{die_id}', field 'faces': no face for '{missing[0]}'"
            )
    if CHASM_FACE not in dice["location"].faces + dice["thymor"].faces:
        raise ContentError(f"{path.name}: neither die has a '{CHASM_FACE}' face (L431, L1165, L1182)")
    return tuple(dice["location"].faces), tuple(dice["thymor"].faces)


def load(directory: DataPath = DATA) -> BoardMap:
    path, dice_path = directory / "map.toml", directory / "map_dice.toml"
    data = read_toml(path)
    if isinstance(data.get("chasm"), dict) and "harbour" in data["chasm"]:
        raise ContentError(f"{path.name}: [chasm], field 'harbour': the Chasm is never a Harbour (L310)")
    thymors = check_unique_ids(path, "thymor", parse_records(path, data, "thymor", ThymorM))
    regions = check_unique_ids(path, "region", parse_records(path, data, "region", RegionM))
    chasm = _parse_table(path, data, "chasm", ChasmM)
    links = _parse_table(path, data, "links", LinksM)
    _check_thymors(path, thymors)
    _check_regions(path, thymors, regions, chasm)
    known = set(regions)
    if any(chasm.id in pair for pair in [*links.borders, *links.sea_routes]):
        raise ContentError(f"{path.name}: [links]: the Chasm '{chasm.id}' borders nothing (L314, AMB-44)")
    borders = _pairs(path, "borders", links.borders, known)
    sea = _pairs(path, "sea_routes", links.sea_routes, known)
    for a, b in sea:
        for rid in (a, b):
            if not regions[rid].harbour:
                raise ContentError(
                    f"{path.name}: [links] sea_routes ('{a}', '{b}'): '{rid}' is not a Harbour"
                )

    def adjacency(pairs: list[tuple[str, str]]) -> dict[str, frozenset[str]]:
        out: dict[str, set[str]] = {}
        for a, b in pairs:
            out.setdefault(a, set()).add(b)
            out.setdefault(b, set()).add(a)
        return {k: frozenset(v) for k, v in out.items()}

    nbrs = adjacency(borders)
    _check_graph(path, thymors, regions, nbrs)
    dice = check_unique_ids(dice_path, "die", parse_records(dice_path, read_toml(dice_path), "die", MapDieM))
    location_die, thymor_die = _check_dice(dice_path, dice, thymors)
    return BoardMap(
        thymors=thymors,
        regions=regions,
        chasm=chasm,
        borders=tuple(borders),
        sea_routes=tuple(sea),
        location_die=location_die,
        thymor_die=thymor_die,
        _neighbours=nbrs,
        _sea=adjacency(sea),
        _harbours=frozenset(r.id for r in regions.values() if r.harbour),
        _regions_of={t: frozenset(r.id for r in regions.values() if r.thymor == t) for t in thymors},
        _special={(r.thymor, r.special): r.id for r in regions.values() if r.special is not None},
        _terrains={r.id: frozenset(r.terrains) for r in regions.values()},
        _plain=frozenset(r.id for r in regions.values() if r.special is None),
    )


# The label metrics map_layout.toml was fitted to (tests/game/zerywia/test_map.py checks every name in
# both languages): a name is centred on its label point, in lines of LABEL_LINE_H px with letters of
# at most LABEL_CHAR_W px on average, after one LABEL_ICON_W px symbol per special location or anchor
# (the symbols come before the name, L284).
LABEL_CHAR_W = 8.0
LABEL_LINE_H = 17.0
LABEL_ICON_W = 22.0
LABEL_ONE_LINE = 13  # longer names break at a space into two lines
TOKEN_R = 9.0  # a Murk, Threat, Garrison or Watchstone token's radius in board space
FIGURE_R = 14.0  # the hero figures' spot


def label_lines(name: str) -> list[str]:
    """The lines a Region's name is drawn in: one up to LABEL_ONE_LINE letters, else two halves."""
    words = name.split()
    if len(name) <= LABEL_ONE_LINE or len(words) == 1:
        return [name]
    half = len(words) // 2 + len(words) % 2
    return [" ".join(words[:half]), " ".join(words[half:])]


def label_box(name: str, icons: int, centre: tuple[float, float]) -> tuple[float, float, float, float]:
    """The (left, top, right, bottom) a Region's symbols and name take at the fitted metrics."""
    lines = label_lines(name)
    w = (LABEL_CHAR_W * max(len(s) for s in lines) + LABEL_ICON_W * icons) / 2
    h = LABEL_LINE_H * len(lines) / 2
    return centre[0] - w, centre[1] - h, centre[0] + w, centre[1] + h


@dataclass(frozen=True)
class Layout:
    board: LayoutBoardM
    chasm: LayoutChasmM
    thymors: dict[str, LayoutThymorM]
    regions: dict[str, LayoutRegionM]


def load_layout(directory: DataPath = DATA, board_map: BoardMap | None = None) -> Layout:
    """The drawing of the map, checked against the map: one polygon per Region, inside the board."""
    bm = board_map if board_map is not None else load(directory)
    path = directory / "map_layout.toml"
    data = read_toml(path)
    board = _parse_table(path, data, "board", LayoutBoardM)
    chasm = _parse_table(path, data, "chasm", LayoutChasmM)
    thymors = check_unique_ids(path, "thymor", parse_records(path, data, "thymor", LayoutThymorM))
    regions = check_unique_ids(path, "region", parse_records(path, data, "region", LayoutRegionM))
    for kind, have, want in (("thymor", thymors, bm.thymors), ("region", regions, bm.regions)):
        for extra in sorted(set(have) - set(want)):
            raise ContentError(f"{path.name}: [[{kind}]] id '{extra}' is not in map.toml")
        for missing in sorted(set(want) - set(have)):
            raise ContentError(f"{path.name}: no [[{kind}]] entry for '{missing}'")
    if len(chasm.rifts) != bm.chasm.ritual_rifts:
        raise ContentError(
            f"{path.name}: [chasm], field 'rifts': {len(chasm.rifts)} places for {bm.chasm.ritual_rifts} Ritual Rifts"
        )

    def inside(where: str, points: Iterable[tuple[float, float]]) -> None:
        for x, y in points:
            if not (0 <= x <= board.width and 0 <= y <= board.height):
                raise ContentError(
                    f"{path.name}: {where}: point ({x:g}, {y:g}) is outside the {board.width}x{board.height} board"
                )

    for r in regions.values():
        inside(f"[[region]] id '{r.id}', field 'polygon'", r.polygon)
        inside(f"[[region]] id '{r.id}', field 'label'", [r.label])
    for t in thymors.values():
        inside(f"[[thymor]] id '{t.id}', field 'emblem'", [t.emblem])
    inside("[chasm], field 'rifts'", chasm.rifts)
    return Layout(board, chasm, thymors, regions)


@cache
def board() -> BoardMap:
    return load()


@cache
def layout() -> Layout:
    return load_layout(board_map=board())


# The default map's queries, for rules code that does not hold a BoardMap.
def neighbours(region: str) -> frozenset[str]:
    return board().neighbours(region)


def explore_targets(region: str, harbour_adjacency: str = ALL_HARBOURS) -> frozenset[str]:
    return board().explore_targets(region, harbour_adjacency)


def harbours() -> frozenset[str]:
    return board().harbours()


def thymor_of(region: str) -> str | None:
    return board().thymor_of(region)


def special(thymor: str, kind: str) -> str:
    return board().special(thymor, kind)


def regions_of(thymor: str) -> frozenset[str]:
    return board().regions_of(thymor)


def random_region(location_face: str, thymor_face: str) -> str:
    return board().random_region(location_face, thymor_face)


def terrains(region: str) -> frozenset[str]:
    return board().terrains(region)
