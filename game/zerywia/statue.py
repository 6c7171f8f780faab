"""Sventovit's Statue, its Dawnstones and Blackstones, and the six Ritual Rifts around the Chasm
(ZW-BOARD-11..17, ZW-BOARD-22, ZW-CYCLE-02/20/22/23; L314-L331, L619-L629).

Four faces, each with a stone at its feet: a Dawnstone at setup, a Blackstone once it has faded.
Each face looks at one compass direction; Sventovit's Phase turns the Statue 90° counter-clockwise
(N→W→S→E→N, North up), in the first Cycle too (AMB-07). The Thymor a face looks at is ruled by its
stone: a Dawnstone gives its Attribute at Camp step 1 (the Fatestone any one, AMB-01); a Blackstone
puts that Thymor "under the Blackstone" (AMB-53). Blackstones go onto the Ritual Rifts; when a
Ritual's count is reached, a face fades — which one is AMB-06's reading: the face looking North, or
the next one counter-clockwise that still holds its Dawnstone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.actions import Event
from game.zerywia.hero import INSTINCT, VIGOR, WILL

DIRECTIONS = ("north", "west", "south", "east")  # counter-clockwise, North up: one turn = one step on
BLACKSTONE = "blackstone"
RIFTS = 6  # ZW-BOARD-11
STATUE_LIMIT = 4  # ZW-BOARD-17: the fourth Blackstone on the Statue ends the game
# ZW-BOARD-13: each Dawnstone's Attribute (None: any one, AMB-01), time of day and setup direction.
DAWNSTONES = {
    "fatestone": (None, "dusk", "west"),
    "lifestone": (INSTINCT, "dawn", "east"),
    "warstone": (VIGOR, "noon", "south"),
    "soulstone": (WILL, "night", "north"),
}
FADE_DIRECTION = "north"  # AMB-06


@dataclass
class Statue:
    """``stones[i]`` is face i's stone and ``facing[i]`` the direction it looks at; ``rifts`` the six
    Ritual Rifts ("" free, "blackstone", or a Dawnstone parked there after its face faded)."""

    stones: list[str] = field(default_factory=lambda: list(DAWNSTONES))
    facing: list[str] = field(default_factory=lambda: [d for _, _, d in DAWNSTONES.values()])
    rifts: list[str] = field(default_factory=lambda: [""] * RIFTS)

    def stone_towards(self, direction: str) -> str:
        return self.stones[self.facing.index(direction)]

    def on_rifts(self) -> int:
        return self.rifts.count(BLACKSTONE)

    def on_statue(self) -> int:
        return self.stones.count(BLACKSTONE)


def rotate(statue: Statue) -> list[Event]:
    """ZW-CYCLE-02: every face moves one step counter-clockwise."""
    statue.facing = [DIRECTIONS[(DIRECTIONS.index(d) + 1) % 4] for d in statue.facing]
    return [Event("zerywia.statue.rotated", {"facing": list(statue.facing)})]


def camp_attribute(statue: Statue, direction: str) -> str | None:
    """What Camp step 1 restores to a hero in the Thymor at ``direction``: the Dawnstone's
    Attribute, "any" for the Fatestone, None under a Blackstone (ZW-CYCLE-11, ZW-BOARD-15)."""
    stone = statue.stone_towards(direction)
    if stone == BLACKSTONE:
        return None
    return DAWNSTONES[stone][0] or "any"


def under_blackstone(statue: Statue, direction: str) -> bool:
    return statue.stone_towards(direction) == BLACKSTONE


def add_blackstone(statue: Statue) -> list[Event]:
    """ZW-CYCLE-20 step 4 (and an overflow's discard, ZW-CYCLE-23): a Blackstone on the next free
    Ritual Rift. With none free (a scenario's limit above the free Rifts) it still counts: it is
    put on the Statue at once by ``fade`` — so the caller checks its limit right after."""
    if "" in statue.rifts:
        statue.rifts[statue.rifts.index("")] = BLACKSTONE
    return [Event("zerywia.statue.blackstone", {"on_rifts": statue.on_rifts()})]


def fade(statue: Statue) -> list[Event]:
    """ZW-BOARD-16, ZW-CYCLE-20 step 5: the last Blackstone replaces the Dawnstone of the face
    looking North (or the next counter-clockwise one still holding one, AMB-06); that Dawnstone is
    parked on a freed Rift and the other Blackstones leave the Chasm."""
    north = DIRECTIONS.index(FADE_DIRECTION)
    order = sorted(range(4), key=lambda i: (DIRECTIONS.index(statue.facing[i]) - north) % 4)
    face = next((i for i in order if statue.stones[i] != BLACKSTONE), order[0])
    dawnstone = statue.stones[face]
    statue.stones[face] = BLACKSTONE
    statue.rifts = [r if r not in ("", BLACKSTONE) else "" for r in statue.rifts]
    if dawnstone != BLACKSTONE and "" in statue.rifts:
        statue.rifts[statue.rifts.index("")] = dawnstone
    return [
        Event(
            "zerywia.statue.faded",
            {"face": face, "dawnstone": dawnstone, "direction": statue.facing[face], "on_statue": statue.on_statue()},
        )
    ]


def nix_wins(statue: Statue) -> bool:
    """ZW-BOARD-17 / ZW-CYCLE-22: four Blackstones on the Statue."""
    return statue.on_statue() >= STATUE_LIMIT
