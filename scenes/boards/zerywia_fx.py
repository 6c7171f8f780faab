"""What the program does on its own, shown as it happens on the Zerywia map: a Region whose tokens
change (a spread, an overflow, Nix's Murk, a guard) flashes, and Sventovit's Statue turns its
quarter turn, at the player's animation speed ("instant" shows the end state at once)."""

from __future__ import annotations

import math

from game.core.actions import Event
from scenes.widgets.anim import speed_factor

FLASH_S = 1.2
TURN_S = 0.9
LAND_EVENTS = (
    "zerywia.land.placed", "zerywia.land.flipped", "zerywia.land.discarded", "zerywia.land.guarded",
    "zerywia.land.guard_placed", "zerywia.land.removed",
)


class MapFx:
    def __init__(self, speed: str | float) -> None:
        self.factor = speed_factor(speed)
        self.flashes: dict[str, float] = {}  # Region -> seconds left
        self.turn_left = 0.0
        self.turn_total = 0.0

    def on_events(self, events: list[Event], regions) -> None:
        if self.factor <= 0:
            return
        for event in events:
            region = event.data.get("region")
            if event.kind in LAND_EVENTS and isinstance(region, str) and region in regions:
                self.flashes[region] = FLASH_S / self.factor  # a faster speed: a shorter flash
            elif event.kind == "zerywia.statue.rotated":
                self.turn_total = self.turn_left = TURN_S / self.factor

    def update(self, dt: float) -> None:
        self.flashes = {r: left - dt for r, left in self.flashes.items() if left - dt > 0}
        self.turn_left = max(0.0, self.turn_left - dt)

    def busy(self) -> bool:
        return bool(self.flashes) or self.turn_left > 0

    def turn(self) -> float:
        """The Statue's angle still to go (radians): a quarter turn counter-clockwise on screen, so
        the faces start where they looked before the turn and ease into their new directions."""
        from scenes import motion

        if self.turn_left <= 0 or self.turn_total <= 0 or motion.reduced():
            return 0.0  # reduced motion: the new facing at once (the flash on the turn still marks it)
        x = self.turn_left / self.turn_total
        return math.pi / 2 * x * x

    def flash(self, region: str) -> float:
        """0..1: how strongly a Region flashes now (a pulse that fades)."""
        left = self.flashes.get(region, 0.0)
        if left <= 0:
            return 0.0
        from scenes import motion

        if motion.reduced():  # a steady glow that fades, no pulsing
            return min(1.0, left / (FLASH_S / self.factor))
        return (0.5 + 0.5 * math.sin(left * 12)) * min(1.0, left / (FLASH_S / self.factor) * 1.5)
