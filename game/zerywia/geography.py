"""The map as the rules read it: Regions, their Thymor, terrains, special location and Harbour
flag, borders, and the Thymor and Location dice (ZW-BOARD-01..10).

Built once from the authored map (``board_map.py`` reads ``data/map.toml``); tests build small
ones by hand. ``explore_targets`` follows AMB-04 (option ``harbour_adjacency``): from a Harbour
Region every other Harbour counts as adjacent for Exploration, or only the listed sea routes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from game.zerywia import board_map

CHASM = "chasm"
LOCATIONS = ("cradle", "stronghold", "exis_temple", "primesource", "shroud", "hollows")


@dataclass(frozen=True)
class Geography:
    thymors: tuple[str, ...]
    direction: Mapping[str, str]  # Thymor -> the compass direction it lies in (the Statue's faces)
    thymor_of: Mapping[str, str]  # Region -> Thymor
    terrains: Mapping[str, tuple[str, ...]]
    special: Mapping[str, str]  # Region -> its special location (absent: none)
    harbours: frozenset[str]
    borders: Mapping[str, frozenset[str]]
    thymor_faces: tuple[str, ...]  # the Thymor die: Thymor ids, or "chasm"
    location_faces: tuple[str, ...]  # the Location die: location kinds, or "chasm"
    sea_routes: Mapping[str, frozenset[str]] = field(default_factory=dict)

    # Looked up on every action and every bot evaluation: built once (the map never changes).
    @cached_property
    def _by_thymor(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {t: [] for t in self.thymors}
        for r in sorted(self.thymor_of):
            out[self.thymor_of[r]].append(r)
        return out

    @cached_property
    def _specials(self) -> dict[tuple[str, str], str]:
        return {(self.thymor_of[r], k): r for r, k in self.special.items()}

    @cached_property
    def _distances(self) -> dict[str, dict[str, int]]:
        """Steps between every two Regions over borders (breadth first from each)."""
        out: dict[str, dict[str, int]] = {}
        for start in self.thymor_of:
            seen, frontier = {start: 0}, [start]
            while frontier:
                nxt = []
                for r in frontier:
                    for b in self.borders.get(r, ()):
                        if b not in seen:
                            seen[b] = seen[r] + 1
                            nxt.append(b)
                frontier = nxt
            out[start] = seen
        return out

    def distance(self, a: str, b: str) -> int:
        """Border steps from ``a`` to ``b`` (the Chasm, or no path: a long way)."""
        return self._distances.get(a, {}).get(b, 99)

    def regions(self, thymor: str) -> list[str]:
        return list(self._by_thymor[thymor])

    def special_region(self, thymor: str, kind: str) -> str:
        return self._specials[(thymor, kind)]

    def explore_targets(self, region: str, harbour_rule: str = "all_harbours") -> frozenset[str]:
        """Where an Exploration may go: the Region itself, its borders and, from a Harbour, the
        other Harbours (AMB-04) or its sea routes."""
        out = {region, *self.borders.get(region, ())}
        if region in self.harbours:
            out |= self.harbours if harbour_rule == "all_harbours" else self.sea_routes.get(region, frozenset())
        return frozenset(out)

    def thymor_direction(self, region: str) -> str | None:
        thymor = self.thymor_of.get(region)
        return None if thymor is None else self.direction[thymor]


def authored() -> Geography:
    """The authored map (``data/map.toml`` through ``board_map``) in the form the rules read."""
    board = board_map.board()
    regions = board.regions.values()
    return Geography(
        thymors=tuple(board.thymors),
        direction={t.id: t.quarter for t in board.thymors.values()},
        thymor_of={r.id: r.thymor for r in regions},
        terrains={r.id: tuple(r.terrains) for r in regions},
        special={r.id: r.special for r in regions if r.special is not None},
        harbours=board.harbours(),
        borders={r.id: board.neighbours(r.id) for r in regions},
        thymor_faces=board.thymor_die,
        location_faces=board.location_die,
        sea_routes={r.id: board.explore_targets(r.id, "sea_routes") - board.neighbours(r.id) for r in regions},
    )


_current: list[Geography] = []


def use(geo: Geography | None) -> None:
    """Make ``geo`` the map the rules read (None: back to the authored one; tests put their own)."""
    _current[:] = [geo] if geo is not None else []


def current() -> Geography:
    if not _current:
        _current.append(authored())
    return _current[0]
