"""What the program does on its own, announced before it happens and played out one step at a time,
the way the fortress board plays its Invasion: the Herald's roll and move, a Threat's or Murk's
spread and each overflow, a guard's block, a Blackstone to the Rifts, Sventovit's turn.

The core runs these steps inside one action. The board keeps the table as it was before the action
(``before``, a clone) and this ``StepPreview`` replays the action's events onto that copy, one step
at a time: each step's caption (and its Region, lit) shows first, with the map still as it was, and
only then does the step's change appear (``ANNOUNCE`` of each step's time), with its log line. Events carry their
results, so the copy is changed from their data alone; no rule of game/zerywia is run here. At the
"instant" speed there is no preview; a click or a key shows the end at once.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.actions import Event
from game.core.i18n import t
from game.zerywia.land import THREAT
from scenes.theme import fit_text, render
from scenes.widgets.anim import speed_factor

STEP_S = 1.1  # seconds a step is on screen at the normal speed
ANNOUNCE = 0.5  # the part of a step shown before its change appears
PROGRAM_RUN = (
    "zerywia.cycle.began", "zerywia.statue.rotated", "zerywia.nix.herald_roll", "zerywia.nix.herald_moved",
    "zerywia.land.placed", "zerywia.land.flipped", "zerywia.land.overflow", "zerywia.land.discarded",
    "zerywia.land.guarded", "zerywia.land.guard_placed", "zerywia.land.pushed", "zerywia.statue.blackstone",
    "zerywia.statue.faded",
    # the Memory of the World's (memory_nix.py, memory_rituals.py): a hero's Herald's-phase roll, its
    # Threat, the Herald's attack, the three-rift Blackstone, a fading's set or breed shuffled in
    "zerywia.memory.nix_roll", "zerywia.memory.threat_placed", "zerywia.memory.herald_attack",
    "zerywia.memory.three_rifts", "zerywia.memory.set_added", "zerywia.memory.breed_added", "zerywia.enemy.fed",
)  # fmt: skip
NIX_KINDS = ("zerywia.nix.herald_roll", "zerywia.nix.herald_moved", "zerywia.statue.blackstone",
             "zerywia.statue.faded", "zerywia.memory.nix_roll", "zerywia.memory.threat_placed",
             "zerywia.memory.three_rifts", "zerywia.memory.herald_attack")  # fmt: skip
SVENTOVIT_KINDS = ("zerywia.cycle.began", "zerywia.statue.rotated")


@dataclass
class Step:
    kind: str
    data: dict[str, Any]
    caption: str
    title: str
    region: str | None = None


@dataclass
class StepPreview:
    view: Any  # the table before the action, changed step by step
    after: Any  # the table after it (its Statue is copied over at a Statue step)
    steps: list[Step]
    factor: float
    index: int = 0
    clock: float = 0.0
    applied: set[int] = field(default_factory=set)
    fresh: list[Step] = field(default_factory=list)  # steps whose change just appeared (the board flashes them)

    @property
    def busy(self) -> bool:
        return self.index < len(self.steps)

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.busy else None

    def duration(self) -> float:
        return STEP_S / self.factor if self.factor > 0 else 0.0

    def changed(self) -> bool:
        """Whether the current step's change is on the map yet (False: it is being announced)."""
        return self.index in self.applied

    def update(self, dt: float) -> None:
        if not self.busy:
            return
        self.clock += dt
        if self.clock >= self.duration() * ANNOUNCE:
            self._apply(self.index)
        if self.clock >= self.duration():
            self.clock = 0.0
            self.index += 1

    def drain(self) -> list[Step]:
        out, self.fresh = self.fresh, []
        return out

    def skip(self) -> None:
        while self.busy:
            self._apply(self.index)
            self.index += 1

    def _apply(self, i: int) -> None:
        if i in self.applied:
            return
        self.applied.add(i)
        self.fresh.append(self.steps[i])
        mirror(self.view, self.after, self.steps[i].kind, self.steps[i].data)


def mirror(view, after, kind: str, data: dict[str, Any]) -> None:
    """One event's result on the copy of the table (from the event's data; the Statue from the
    state after, which the event's data does not spell out in full)."""
    land = view.land
    family, region = data.get("family"), data.get("region")
    if kind == "zerywia.land.placed":
        land.tokens[family][region] = family
    elif kind == "zerywia.land.flipped":
        land.tokens[family][region] = data["to"]
    elif kind == "zerywia.land.removed":
        land.tokens[family].pop(region, None)
    elif kind == "zerywia.land.pushed":
        land.tokens[family].pop(data["from"], None)
    elif kind == "zerywia.land.guarded":
        guards = land.garrisons if family == THREAT else land.watchstones
        if region in guards:
            guards.remove(region)
    elif kind == "zerywia.land.guard_placed":
        guards = land.garrisons if data["guard"] == "garrison" else land.watchstones
        guards.append(region)
    elif kind == "zerywia.nix.herald_moved":
        view.herald = region
    elif kind == "zerywia.statue.rotated":
        view.statue.facing = list(data["facing"])
    elif kind in ("zerywia.statue.blackstone", "zerywia.statue.faded"):
        view.statue = copy.deepcopy(after.statue)
    elif kind == "zerywia.cycle.began":
        view.cycle = data["cycle"]


def _title(kind: str, nix_phase: bool) -> str:
    if kind in SVENTOVIT_KINDS:
        return t("zerywia_ui2.preview.sventovit")
    if kind in NIX_KINDS or nix_phase:
        return t("zerywia_ui2.preview.nix")
    return t("zerywia_ui2.preview.land")


def build(before, after, events: list[Event], line, speed: str | float) -> StepPreview | None:
    """The preview of an action's program-run steps, or None (none, or the "instant" speed).
    ``line(event)`` words an event as the log does."""
    factor = speed_factor(speed)
    if factor <= 0 or before is None:
        return None
    nix_phase = any(e.kind.startswith(("zerywia.nix.", "zerywia.memory.nix_roll")) for e in events)
    steps = []
    for event in events:
        if event.kind not in PROGRAM_RUN:
            continue
        region = event.data.get("region") or event.data.get("from")
        steps.append(Step(event.kind, dict(event.data), line(event), _title(event.kind, nix_phase),
                          region if isinstance(region, str) else None))
    if not steps:
        return None
    return StepPreview(before, after, steps, factor)


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, preview: StepPreview, pal) -> None:
    """The step being played: its phase, its number, its words, and how to skip."""
    step = preview.step
    if step is None:
        return
    box = pygame.Rect(rect.x + 60, rect.y + 8, rect.w - 120, 74)
    pygame.draw.rect(surface, (32, 26, 36), box, border_radius=10)
    pygame.draw.rect(surface, (236, 196, 90), box, 2, 10)
    head = t("zerywia_ui2.preview.step", title=step.title, n=preview.index + 1, of=len(preview.steps))
    img = render(fit_text(head, 16, box.w - 24, "bold"), 16, (250, 240, 214), "bold")
    surface.blit(img, (box.x + 12, box.y + 6))
    words = step.caption or ""
    img = render(fit_text(words, 14, box.w - 24), 14, (250, 240, 214))
    surface.blit(img, (box.x + 12, box.y + 30))
    hint = t("zerywia_ui2.preview.now" if preview.changed() else "zerywia_ui2.preview.next")
    hint += " · " + t("zerywia_ui2.preview.skip")
    img = render(fit_text(hint, 12, box.w - 24), 12, (206, 192, 160))
    surface.blit(img, (box.x + 12, box.y + 52))
