"""A small hand-made map for Zerywia's game tests: four Thymors of seven Regions each (the six
special locations and one plain Region), borders around each Thymor and across to its two
neighbours, a Harbour in each Thymor."""

from __future__ import annotations

import pytest

from game.zerywia import geography
from game.zerywia.geography import CHASM, LOCATIONS, Geography

THYMORS = ("lekhian", "rani", "nuru", "ystoi")
DIRECTIONS = {"lekhian": "north", "rani": "west", "nuru": "south", "ystoi": "east"}
TERRAINS = ("wilderness", "mountain", "ruin", "settlement")


def fixture_map() -> Geography:
    thymor_of, terrains, special, borders = {}, {}, {}, {}
    harbours = set()
    for t_i, t in enumerate(THYMORS):
        names = [f"{t}_{k}" for k in (*LOCATIONS, "plain")]
        for i, r in enumerate(names):
            thymor_of[r] = t
            terrains[r] = (TERRAINS[(i + t_i) % 4],) + ((TERRAINS[(i + t_i + 1) % 4],) if i % 3 == 0 else ())
            if i < len(LOCATIONS):
                special[r] = LOCATIONS[i]
            borders.setdefault(r, set())
        for a, b in zip(names, names[1:] + names[:1], strict=True):  # a ring of Regions
            borders[a].add(b)
            borders[b].add(a)
        harbours.add(f"{t}_plain")
    for a, b in zip(THYMORS, THYMORS[1:] + THYMORS[:1], strict=True):  # each touches its two neighbours
        borders[f"{a}_hollows"].add(f"{b}_cradle")
        borders[f"{b}_cradle"].add(f"{a}_hollows")
    return Geography(
        thymors=THYMORS,
        direction=DIRECTIONS,
        thymor_of=thymor_of,
        terrains=terrains,
        special=special,
        harbours=frozenset(harbours),
        borders={k: frozenset(v) for k, v in borders.items()},
        thymor_faces=(*THYMORS, CHASM, CHASM),
        location_faces=LOCATIONS,
    )


@pytest.fixture
def small_map():
    """Play on this map for one test, then back to the authored one (the map is process-wide)."""
    geography.use(fixture_map())
    yield
    geography.use(None)
