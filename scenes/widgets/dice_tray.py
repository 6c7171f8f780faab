"""A pymunk dice tray that animates results the core has already rolled.

The physics only decides where the dice tumble and how long it takes; the
face each die shows once it settles is exactly the face it was given. Its
impulses come from a local ``random.Random`` because they are pure
presentation and must never touch the game's seeded Rng.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pymunk

from game.core.i18n import language, t
from scenes.widgets import fonts
from scenes.widgets.anim import speed_factor
from scenes.widgets.icons import DRAWERS, icon
from scenes.widgets.style import colour, rgb

DIE_SIZE = 46
DAMPING = 0.1  # fraction of velocity a die keeps per second: felt stops dice fast
STEP = 1 / 120  # fixed physics step, so a throw looks the same at any frame rate
MAX_ROLL_TIME = 2.5  # simulated seconds before a die is declared settled anyway
SETTLE_SPEED = 12.0
SETTLE_SPIN = 0.6
TUMBLE_EVERY = 0.07
STRAIGHTEN_TIME = 0.18
RIM = 14

# Die kind -> (face -> icon name). Core faces use the long names; the short
# rulebook notation (C, H1, H2, P) is accepted too for tests and scenarios.
DIE_KINDS: dict[str, dict[str, str]] = {
    "dc": {
        "corrupted": "dc.corrupted", "hit1": "dc.hit1", "hit2": "dc.hit2", "purified": "dc.purified",
        "C": "dc.corrupted", "H1": "dc.hit1", "H2": "dc.hit2", "P": "dc.purified",
    },
    "d6": {str(n): f"d6.{n}" for n in range(1, 7)},
    "zw_attr": {"pierce": "zw.pierce", "critical": "zw.critical", "empty": "zw.empty",
                "P": "zw.pierce", "C": "zw.critical", "E": "zw.empty"},
    "zw_nix": {"hit": "zw.hit", "critical": "zw.critical", "murk": "zw.murk", "empty": "zw.empty",
               "H": "zw.hit", "X": "zw.critical", "M": "zw.murk", "E": "zw.empty"},
}  # fmt: skip

# Face images a board draws itself (a die of a colour the shared icons do not have): name -> a
# function of the die size. Boards register them with ``register_die_kind``.
FACE_DRAWERS: dict[str, Callable[[int], pygame.Surface]] = {}


def register_die_kind(kind: str, faces: dict[str, str], drawers: dict[str, Callable[[int], pygame.Surface]]) -> None:
    """Add a die kind (face -> image name) whose images ``drawers`` paint (additions only)."""
    DIE_KINDS[kind] = dict(faces)
    FACE_DRAWERS.update(drawers)


def face_icon(die_kind: str, face: str) -> str:
    """The icon name showing ``face`` of a ``die_kind`` die (an icon name passes through)."""
    if face in DRAWERS or face in FACE_DRAWERS:
        return face
    try:
        return DIE_KINDS[die_kind][face]
    except KeyError:
        raise KeyError(f"die kind {die_kind!r} has no face {face!r}") from None


@dataclass
class TrayDie:
    face: str  # the result from the core; the only face shown once settled
    icon_name: str
    body: pymunk.Body | None
    pos: pygame.Vector2
    angle: float = 0.0  # degrees, as drawn
    shown: str = ""  # icon currently drawn (a random tumbling face until settled)
    settled: bool = False
    age: float = 0.0
    tumble: float = 0.0
    straighten: float = 0.0
    settle_from: float = 0.0
    settle_to: float = 0.0
    extra: bool = False  # spawned by an explosion
    tumble_faces: list[str] = field(default_factory=list)
    kind: str = ""  # its die kind ("" : the tray's)


class DiceTray:
    """``throw(faces, die_kind)``, ``add_die(face)``, ``done``, ``skip()``, plus the widget trio."""

    def __init__(self, rect: pygame.Rect, speed: str | float = "normal", seed: int | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.speed = speed_factor(speed)
        self.random = random.Random(seed)
        self.die_kind = "dc"
        self.dice: list[TrayDie] = []
        self.space = self._new_space()
        self._background = self._render_background()
        self.held: int | None = None  # a die picked up by the mouse (drawn at ``held_pos``)
        self.held_pos = pygame.Vector2()

    # --- public API -------------------------------------------------------

    @property
    def done(self) -> bool:
        return all(d.settled for d in self.dice)

    def displayed_faces(self) -> list[str]:
        """The core faces the dice show now (only meaningful once ``done``)."""
        return [d.face if d.settled else "" for d in self.dice]

    def set_speed(self, speed: str | float) -> None:
        self.speed = speed_factor(speed)

    def throw(self, faces: list[str], die_kind: str = "dc", kinds: list[str] | None = None) -> None:
        """Throw one die per face; each will come to rest showing its given face. ``kinds`` gives
        each die its own kind (a mixed set: attribute and Nix dice together)."""
        self.die_kind = die_kind
        self.dice = []
        self.held = None
        self.space = self._new_space()
        for i, face in enumerate(faces):
            self._spawn(face, extra=False, kind=kinds[i] if kinds else "")
        if not self.speed:
            self.skip()

    def lay_out(self, faces: list[str], die_kind: str = "dc", kinds: list[str] | None = None) -> None:
        """Show the dice already at rest in a row (a table opened mid-roll, an undo): no throw."""
        speed, self.speed = self.speed, 0.0
        self.throw(faces, die_kind, kinds)
        self.speed = speed

    def reroll(self, index: int, face: str) -> None:
        """Die ``index`` is thrown again from where it lies and comes to rest on ``face``; the
        others stay where they are."""
        die = self.dice[index]
        kind = die.kind or self.die_kind
        die.face, die.icon_name = face, face_icon(kind, face)
        if die.body is None:
            return
        die.body.body_type = pymunk.Body.DYNAMIC
        # Back to dynamic, pymunk sums the mass from the shapes (none given): set it again.
        die.body.mass, die.body.moment = 1.0, pymunk.moment_for_box(1.0, (DIE_SIZE, DIE_SIZE))
        rnd = self.random
        heading = rnd.uniform(0, 2 * math.pi)
        strength = rnd.uniform(350, 550)
        die.body.velocity = (strength * math.cos(heading), strength * math.sin(heading))
        die.body.angular_velocity = rnd.uniform(-12, 12)
        die.settled, die.age, die.tumble, die.straighten = False, 0.0, 0.0, 0.0
        die.shown = rnd.choice(die.tumble_faces)
        if not self.speed:
            self._settle(die, straighten_now=True)

    def turn_to(self, index: int, face: str) -> None:
        """Die ``index`` now shows ``face`` where it lies, without a throw (a card turned it)."""
        die = self.dice[index]
        die.face, die.icon_name = face, face_icon(die.kind or self.die_kind, face)
        if die.settled:
            die.shown = die.icon_name

    def die_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the settled die under ``pos`` (screen coordinates), topmost first."""
        x, y = pos[0] - self.rect.x, pos[1] - self.rect.y
        half = DIE_SIZE / 2 + 2
        for i in range(len(self.dice) - 1, -1, -1):
            die = self.dice[i]
            if die.settled and abs(die.pos.x - x) <= half and abs(die.pos.y - y) <= half:
                return i
        return None

    def die_centre(self, index: int) -> tuple[int, int]:
        die = self.dice[index]
        return round(self.rect.x + die.pos.x), round(self.rect.y + die.pos.y)

    def hold(self, index: int, pos: tuple[int, int]) -> None:
        """The mouse carries die ``index`` (it is drawn under the pointer until ``release``)."""
        self.held = index
        self.held_pos = pygame.Vector2(pos)

    def release(self) -> int | None:
        """Put the carried die back where it lay; returns its index."""
        index, self.held = self.held, None
        return index

    def add_die(self, face: str) -> None:
        """An exploding die joins the roll (even after the others settled)."""
        self._spawn(face, extra=True)
        if not self.speed:
            self.skip()

    def skip(self) -> None:
        """Settle every die at once where it is (the "instant" speed and a player's click)."""
        for i, die in enumerate(self.dice):
            if die.settled:
                continue
            if die.age == 0 and die.body is not None:
                # Never thrown (instant speed): lay the dice out in a row instead of a heap.
                slot = self._grid_slot(i)
                die.body.position = (slot.x, slot.y)
                die.body.angle = 0.0
            self._settle(die, straighten_now=True)

    def clear(self) -> None:
        self.dice = []
        self.space = self._new_space()

    # --- widget trio --------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos) and not self.done:
            self.skip()
            return True
        return False

    def update(self, dt: float) -> None:
        if not self.dice:
            return
        sim = dt * self.speed
        rolling = [d for d in self.dice if not d.settled]
        if rolling:
            steps = min(240, max(1, round(sim / STEP)))
            for _ in range(steps):
                self.space.step(STEP)
            for die in rolling:
                die.age += sim
                self._follow_body(die)
                if die.age >= MAX_ROLL_TIME or self._at_rest(die):
                    self._settle(die)
                else:
                    die.tumble += sim
                    if die.tumble >= TUMBLE_EVERY:
                        die.tumble = 0.0
                        die.shown = self.random.choice(die.tumble_faces)
        for die in self.dice:
            if die.settled and die.straighten > 0:
                # Turn the settled die square to the tray so its letter reads upright.
                die.straighten = max(0.0, die.straighten - dt)
                k = 1 - die.straighten / STRAIGHTEN_TIME
                die.angle = die.settle_from + (die.settle_to - die.settle_from) * k

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._background, self.rect)
        if self.dice and not self.done:
            hint = fonts.render(t("widgets.tray.skip_hint"), 13, rgb("text", "muted"))
            surface.blit(
                hint, hint.get_rect(bottomright=(self.rect.right - RIM - 4, self.rect.bottom - RIM - 2))
            )
        shadow = _shadow_surface()
        for i, die, angle, alpha in self.drawn_dice():
            if i == self.held:
                continue
            center = (self.rect.x + die.pos.x, self.rect.y + die.pos.y)
            surface.blit(shadow, shadow.get_rect(center=(center[0] + 4, center[1] + 5)))
            img = _rotated(die.shown, round(angle) % 360)
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=center))

    def drawn_dice(self) -> list[tuple[int, TrayDie, float, int]]:
        """(index, die, angle, alpha) of each die drawn now. With reduced motion (scenes/motion.py) a
        rolling die is not drawn and a settled one fades in upright where it rests: the roll takes
        exactly as long as before (what waits on ``done`` keeps its pace), only the tumbling is gone."""
        from scenes import motion

        if not motion.reduced():
            return [(i, d, d.angle, 255) for i, d in enumerate(self.dice)]
        out = []
        for i, d in enumerate(self.dice):
            if d.settled:
                alpha = round(255 * (1 - d.straighten / STRAIGHTEN_TIME)) if STRAIGHTEN_TIME else 255
                out.append((i, d, d.settle_to if d.straighten > 0 else d.angle, max(40, min(255, alpha))))
        return out

    def draw_held(self, surface: pygame.Surface) -> None:
        """The carried die, over everything (the board calls it last, so it floats over targets)."""
        if self.held is None or self.held >= len(self.dice):
            return
        die = self.dice[self.held]
        c = (round(self.held_pos.x), round(self.held_pos.y))
        shadow = _shadow_surface()
        surface.blit(shadow, shadow.get_rect(center=(c[0] + 8, c[1] + 10)))
        img = _rotated(die.shown, 0)
        surface.blit(img, img.get_rect(center=c))

    # --- internals ----------------------------------------------------------

    def _new_space(self) -> pymunk.Space:
        space = pymunk.Space()
        space.damping = DAMPING
        space.idle_speed_threshold = SETTLE_SPEED
        space.sleep_time_threshold = 0.25
        w, h = self.rect.size
        corners = [(RIM, RIM), (w - RIM, RIM), (w - RIM, h - RIM), (RIM, h - RIM)]
        for a, b in zip(corners, corners[1:] + corners[:1]):
            wall = pymunk.Segment(space.static_body, a, b, 2)
            wall.elasticity, wall.friction = 0.6, 0.4
            space.add(wall)
        return space

    def _spawn(self, face: str, extra: bool, kind: str = "") -> None:
        die_kind = kind or self.die_kind
        name = face_icon(die_kind, face)
        tumble_faces = sorted(set(DIE_KINDS.get(die_kind, {name: name}).values())) or [name]
        rnd = self.random
        w, h = self.rect.size
        mass = 1.0
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (DIE_SIZE, DIE_SIZE)))
        margin = RIM + DIE_SIZE * 0.75
        body.position = (margin + rnd.uniform(0, w * 0.15), rnd.uniform(margin, max(margin, h - margin)))
        body.angle = rnd.uniform(0, 2 * math.pi)
        box = pymunk.Poly.create_box(body, (DIE_SIZE, DIE_SIZE), radius=3)
        box.elasticity, box.friction = 0.5, 0.5
        self.space.add(body, box)
        heading = rnd.uniform(-0.6, 0.6)
        strength = rnd.uniform(700, 1000) * (0.8 if extra else 1.0)
        body.velocity = (strength * math.cos(heading), strength * math.sin(heading))
        body.angular_velocity = rnd.uniform(-14, 14)
        die = TrayDie(face, name, body, pygame.Vector2(body.position), math.degrees(body.angle),
                      shown=rnd.choice(tumble_faces), extra=extra, tumble_faces=tumble_faces, kind=kind)  # fmt: skip
        self.dice.append(die)

    def _follow_body(self, die: TrayDie) -> None:
        if die.body is not None:
            die.pos = pygame.Vector2(die.body.position.x, die.body.position.y)
            die.angle = -math.degrees(die.body.angle)

    @staticmethod
    def _at_rest(die: TrayDie) -> bool:
        body = die.body
        if body is None:
            return True
        return body.is_sleeping or (
            body.velocity.length < SETTLE_SPEED and abs(body.angular_velocity) < SETTLE_SPIN and die.age > 0.3
        )

    def _settle(self, die: TrayDie, straighten_now: bool = False) -> None:
        if die.body is not None:
            self._follow_body(die)
            die.body.velocity = (0, 0)
            die.body.angular_velocity = 0
            # A settled die stays put as an obstacle: an exploding die must not shove it.
            die.body.body_type = pymunk.Body.KINEMATIC
        die.settled = True
        die.shown = die.icon_name
        die.pos.x = min(max(die.pos.x, RIM + DIE_SIZE / 2), self.rect.w - RIM - DIE_SIZE / 2)
        die.pos.y = min(max(die.pos.y, RIM + DIE_SIZE / 2), self.rect.h - RIM - DIE_SIZE / 2)
        die.settle_from, die.settle_to = die.angle, round(die.angle / 90) * 90
        if straighten_now or not self.speed:
            die.angle, die.straighten = die.settle_to, 0.0
        else:
            die.straighten = STRAIGHTEN_TIME

    def _grid_slot(self, i: int) -> pygame.Vector2:
        per_row = max(1, (self.rect.w - 2 * RIM) // (DIE_SIZE + 10))
        x = RIM + 10 + DIE_SIZE / 2 + (i % per_row) * (DIE_SIZE + 10)
        y = RIM + 10 + DIE_SIZE / 2 + (i // per_row) * (DIE_SIZE + 10)
        return pygame.Vector2(x, y)

    def _render_background(self) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        full = surf.get_rect()
        pygame.draw.rect(surf, rgb("tray", "rim"), full, 0, 16)
        felt = full.inflate(-2 * (RIM - 4), -2 * (RIM - 4))
        pygame.draw.rect(surf, rgb("tray", "felt_edge"), felt, 0, 10)
        pygame.draw.rect(surf, rgb("tray", "felt"), felt.inflate(-8, -8), 0, 8)
        pygame.draw.rect(surf, rgb("icon", "outline"), full, 2, 16)
        return surf


_rotation_cache: dict[tuple[str, int, str], pygame.Surface] = {}


def _rotated(name: str, angle: int) -> pygame.Surface:
    """Rotated die images, cached per 3 degrees so a rolling tray does not re-filter every frame."""
    bucket = (angle // 3 * 3) % 360
    key = (name, bucket, language())
    if key not in _rotation_cache:
        base = FACE_DRAWERS[name](DIE_SIZE) if name in FACE_DRAWERS else icon(name, DIE_SIZE)
        _rotation_cache[key] = base if bucket == 0 else pygame.transform.rotozoom(base, bucket, 1.0)
    return _rotation_cache[key]


_shadow: list[pygame.Surface] = []


def _shadow_surface() -> pygame.Surface:
    if not _shadow:
        s = pygame.Surface((DIE_SIZE, DIE_SIZE), pygame.SRCALPHA)
        pygame.draw.rect(s, colour("tray", "die_shadow"), s.get_rect(), 0, 10)
        _shadow.append(s)
    return _shadow[0]
