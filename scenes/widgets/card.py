"""Card sprites and drag-and-drop onto targets the core says are legal.

``CardSprite`` draws a face from plain data (title, text, cost, frame colour)
once and caches it. ``DragController`` turns mouse events into either a click
(``on_click``) or a drop (``try_drop``); it never decides legality itself:
``legal_targets`` and the refusal reason both come from the core.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.widgets import fonts
from scenes.widgets.anim import ease_out, speed_factor
from scenes.widgets.icon_art import emblem_plate
from scenes.widgets.icons import icon
from scenes.widgets.style import colour, rgb
from scenes.widgets.toast import Toast
from scenes.widgets.tooltip import render_rich

CARD_SIZE = (150, 210)
HOVER_LIFT = 14
SNAP_TIME = 0.25
DRAG_THRESHOLD = 5  # pixels the pointer must travel before a press becomes a drag


@dataclass(frozen=True)
class CardFace:
    """What a card shows; all strings already translated by the caller."""

    title: str
    text: str = ""
    cost: str | None = None
    frame: tuple[int, ...] | None = None  # None: the theme's default frame colour
    subtitle: str = ""
    icons: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    disabled: bool = False  # greyed out: the core offers no action with this card
    emblem: str | None = None  # the owner's emblem icon (art/icons), on a plate at the title's start


def emblem_side(size: tuple[int, int]) -> int:
    """The emblem plate's diameter on a card ``size`` wide."""
    return 22 if size[0] < CARD_SIZE[0] else 28


def title_room(face: CardFace, size: tuple[int, int]) -> tuple[int, int]:
    """(where the title starts from the bar's left, how wide it may run): the cost disc takes the start."""
    left = 30 if face.cost else 10
    return left, size[0] - 14 - left - 6


def _subtitle_row(face: CardFace, size: tuple[int, int]) -> tuple[pygame.Surface | None, int]:
    """The subtitle's image and the height of its row, which also holds the emblem plate."""
    sub = fonts.render(face.subtitle, 12, rgb("text", "muted"), "italic") if face.subtitle else None
    height = sub.get_height() if sub is not None else 0
    # The plate may rise 5 px above the row, into the gap under the title bar, so on a hand card it
    # costs the rules text no room (its foot ends 1 px below the row, above the rule line).
    return sub, max(height, emblem_side(size) - 6 if face.emblem else 0)


KeywordSpots = list[tuple[pygame.Rect, str]]


def render_face(face: CardFace, size: tuple[int, int] = CARD_SIZE) -> tuple[pygame.Surface, KeywordSpots]:
    """The card face and where its keywords landed (relative to the card), for tooltips."""
    frame = face.frame or rgb("card", "frame_default")
    surf = pygame.Surface(size, pygame.SRCALPHA)
    outer = surf.get_rect()
    pygame.draw.rect(surf, frame, outer, 0, 12)
    pygame.draw.rect(surf, rgb("icon", "outline"), outer, 2, 12)
    inner = outer.inflate(-14, -14)
    pygame.draw.rect(surf, rgb("card", "face"), inner, 0, 8)
    left, room = title_room(face, size)
    size_, lines = title_lines(face.title, room)
    line_h = fonts.font(size_, "bold").get_linesize()
    bar = pygame.Rect(inner.x, inner.y, inner.w, max(30, len(lines) * line_h + 10))
    pygame.draw.rect(surf, frame, bar.inflate(-6, -6), 0, 6)
    top = bar.centery - len(lines) * line_h // 2
    for i, line in enumerate(lines):
        img = fonts.render(line, size_, rgb("text", "light"), "bold")
        surf.blit(img, (bar.x + left, top + i * line_h))
    y = bar.bottom + 2
    sub, row_h = _subtitle_row(face, size)
    plate = None
    if face.emblem:  # whose card it is, at a glance: the owner's emblem opens the subtitle row
        side = emblem_side(size)
        plate = emblem_plate(face.emblem, side, frame, rgb("text", "light"), rgb("icon", "outline"))
        if plate is not None:
            surf.blit(plate, (inner.x + 4, y + row_h + 1 - side))
    if sub is not None:  # centred in the room the plate leaves
        start = inner.x + 4 + plate.get_width() + 2 if plate is not None else inner.x
        mid = (start + inner.right - (4 if plate is not None else 0)) // 2
        surf.blit(sub, sub.get_rect(midtop=(mid, y + (row_h - sub.get_height()) // 2)))
    y += row_h
    text_w = inner.w - 14
    isz = 26
    # A small card whose text cannot fit under the symbol row drops the row: the symbols only
    # summarise the text, which must be read whole (the large preview keeps both).
    icons = face.icons
    if icons and face.text and _fit(face, text_w, inner.bottom - (y + isz + 6) - 10) is None:
        icons = ()
    if icons:
        total = len(icons) * (isz + 4) - 4
        x = inner.centerx - total // 2
        for name in icons:
            surf.blit(icon(name, isz), (x, y + 2))
            x += isz + 4
        y += isz + 6
    pygame.draw.line(surf, frame, (inner.x + 10, y + 2), (inner.right - 10, y + 2), 1)
    spots: KeywordSpots = []
    if face.text:
        area = pygame.Rect(0, 0, text_w, inner.bottom - y - 10)
        # Translations run longer than the English: shrink the text before cutting it off.
        rich = _fit(face, area.w, area.h)
        if rich is None:  # a small hand card: whole lines only, and "…" (the hover preview has it all)
            rich = render_rich(face.text, list(face.keywords), TEXT_MIN, area.w, rgb("text", "ink"))
            line_h = fonts.font(TEXT_MIN).get_linesize()
            area.h = max(line_h, (area.h // line_h) * line_h)
            more = fonts.render("…", 14, rgb("text", "muted"), "bold")
            surf.blit(more, more.get_rect(bottomright=(inner.right - 4, inner.bottom - 1)))
        surf.blit(rich.surface, (inner.x + 7, y + 6), area)
        spots = [(r.move(inner.x + 7, y + 6), k) for r, k in rich.spots if area.contains(r)]
    if face.cost:
        cx, cy = outer.x + 20, outer.y + 20
        pygame.draw.circle(surf, rgb("icon", "outline"), (cx, cy), 15)
        pygame.draw.circle(surf, colour("card", "cost_disc"), (cx, cy), 13)
        cost = fonts.render(face.cost, 16, rgb("card", "cost_text"), "bold")
        surf.blit(cost, cost.get_rect(center=(cx, cy)))
    if face.disabled:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, colour("card", "disabled_veil"), outer, 0, 12)
        surf.blit(veil, (0, 0))
    return surf, spots


TEXT_MIN = 9  # rules text shrinks from 13 px down to this before anything is cut


def _fit(face: CardFace, width: int, height: int):
    """The card's rules text at the largest size from 13 px to TEXT_MIN that fits, else None."""
    for text_size in range(13, TEXT_MIN - 1, -1):
        rich = render_rich(face.text, list(face.keywords), text_size, width, rgb("text", "ink"))
        if rich.surface.get_height() <= height:
            return rich
    return None


def text_fits(face: CardFace, size: tuple[int, int] = CARD_SIZE) -> bool:
    """Whether ``render_face`` shows the whole title and rules text at ``size`` (tests use it)."""
    inner = pygame.Rect(0, 0, *size).inflate(-14, -14)
    title_size, lines = title_lines(face.title, title_room(face, size)[1])
    if lines[-1].endswith("…") and not face.title.endswith("…"):
        return False
    line_h = fonts.font(title_size, "bold").get_linesize()
    y = inner.y + max(30, len(lines) * line_h + 10) + 2 + _subtitle_row(face, size)[1]
    return not face.text or _fit(face, inner.w - 14, inner.bottom - y - 10) is not None


TITLE_MIN = 11  # below this a title goes on two lines instead of shrinking further


def title_lines(title: str, room: int) -> tuple[int, list[str]]:
    """(font size, lines) of a card title in ``room`` pixels: one line from 15 px down to
    TITLE_MIN, else two lines (long translations), else three, the last cut with an ellipsis if need be."""
    for size_ in range(15, TITLE_MIN - 1, -1):
        if fonts.font(size_, "bold").size(title)[0] <= room:
            return size_, [title]
    # a long single word may need 10 px; a long printed name 9 px ("Comando: Morder e Agarrar")
    for size_ in (13, 12, TITLE_MIN, TITLE_MIN - 1, TITLE_MIN - 2):
        lines = fonts.wrap(title, size_, room, "bold")
        if len(lines) <= 2 and " ".join(lines) == title:  # whole words only: no "Conheciment-o"
            return size_, lines
    for size_ in (TITLE_MIN, TITLE_MIN - 1):  # a long printed name ("Word of Command: Exhaustion"): 3 lines
        lines = fonts.wrap(title, size_, room, "bold")
        if len(lines) <= 3 and " ".join(lines) == title:
            return size_, lines
    lines = fonts.wrap(title, TITLE_MIN - 1, room, "bold")
    return TITLE_MIN - 1, [lines[0], fonts.ellipsize(" ".join(lines[1:]), TITLE_MIN - 1, room, "bold")]


class CardSprite:
    """A card on the board: a cached face, a home position, hover lift and motion."""

    def __init__(self, card_id: str, face: CardFace, pos: tuple[int, int], size: tuple[int, int] = CARD_SIZE):
        self.card_id = card_id
        self.face = face
        self.image, self.keyword_spots = render_face(face, size)
        self.rect = pygame.Rect(pos, size)
        self.home = pygame.Vector2(pos)
        self.hovered = False
        self.dragging = False
        self.lift = 0.0
        self._from: pygame.Vector2 | None = None
        self._to: pygame.Vector2 | None = None
        self._t = 0.0
        self._duration = 0.0

    @property
    def moving(self) -> bool:
        return self._to is not None

    def set_face(self, face: CardFace) -> None:
        if face != self.face:
            self.face = face
            self.image, self.keyword_spots = render_face(face, self.rect.size)

    def set_home(self, pos: tuple[int, int], duration: float = 0.0) -> None:
        self.home = pygame.Vector2(pos)
        self.move_to(pos, duration)

    def move_to(self, pos: tuple[float, float] | pygame.Vector2, duration: float) -> None:
        """Glide to ``pos`` over ``duration`` seconds (0 = jump; reduced motion always jumps)."""
        from scenes import motion

        if duration <= 0 or motion.reduced():
            self.rect.topleft = (round(pos[0]), round(pos[1]))
            self._to = None
            return
        self._from, self._to = pygame.Vector2(self.rect.topleft), pygame.Vector2(pos)
        self._t, self._duration = 0.0, duration

    def update(self, dt: float) -> None:
        target_lift = HOVER_LIFT if (self.hovered and not self.dragging and not self.face.disabled) else 0.0
        self.lift += (target_lift - self.lift) * min(1.0, dt * 14)
        if self._to is not None and self._from is not None:
            self._t += dt
            k = ease_out(self._t / self._duration)
            p = self._from.lerp(self._to, k)
            self.rect.topleft = (round(p.x), round(p.y))
            if self._t >= self._duration:
                self._to = None

    def draw(self, surface: pygame.Surface) -> None:
        lifted = self.rect.move(0, -round(self.lift))
        if self.lift > 1 or self.dragging:
            surface.blit(
                _rounded_fill(self.rect.size, colour("card", "shadow"), 12),
                self.rect.move(6, 8 if self.dragging else 4),
            )
        if self.hovered and not self.dragging and not self.face.disabled:
            pygame.draw.rect(surface, rgb("card", "hover_glow"), lifted.inflate(6, 6), 3, 14)
        surface.blit(self.image, lifted)


@lru_cache(maxsize=64)
def _rounded_fill(size: tuple[int, int], fill: tuple[int, ...], radius: int) -> pygame.Surface:
    """Translucent shapes drawn every frame while dragging are built once per size."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), 0, radius)
    return surf


LegalTargets = Callable[[str], dict[str, pygame.Rect]]
TryDrop = Callable[[str, str], str | None]


class DragController:
    """Click-or-drag for a hand of cards, highlighting only targets the core allows.

    Positions follow ``event.pos`` (and ``event.rel`` when an event carries no
    position) rather than the system cursor, so synthetic events drive it exactly
    as a player's mouse does. An accepted card stays where it was dropped: the
    scene re-lays its sprites from the new state (``set_cards``/``set_home``).
    """

    def __init__(
        self,
        legal_targets: LegalTargets,
        try_drop: TryDrop,
        on_click: Callable[[str], None] | None = None,
        toast: Toast | None = None,
        speed: str | float = "normal",
    ) -> None:
        self.cards: list[CardSprite] = []
        self.legal_targets = legal_targets
        self.try_drop = try_drop
        self.on_click = on_click
        self.toast = toast if toast is not None else Toast()
        self.speed = speed_factor(speed)
        self.pressed: CardSprite | None = None
        self.dragged: CardSprite | None = None
        self.targets: dict[str, pygame.Rect] = {}
        self.hot: str | None = None
        self._press_pos = pygame.Vector2()
        self._grab = pygame.Vector2()
        self._pointer = pygame.Vector2()

    def set_speed(self, speed: str | float) -> None:
        self.speed = speed_factor(speed)

    def set_cards(self, cards: Sequence[CardSprite]) -> None:
        self.cards = list(cards)
        self._cancel()

    def card(self, card_id: str) -> CardSprite | None:
        return next((c for c in self.cards if c.card_id == card_id), None)

    def highlighted(self) -> set[str]:
        """Target ids currently highlighted (only while a drag is in progress)."""
        return set(self.targets) if self.dragged else set()

    def card_at(self, pos: tuple[int, int]) -> CardSprite | None:
        for card in reversed(self.cards):  # last drawn is on top
            if card.rect.collidepoint(pos):
                return card
        return None

    def _snap_time(self) -> float:
        return SNAP_TIME / self.speed if self.speed else 0.0

    def _pointer_from(self, event: pygame.event.Event) -> pygame.Vector2:
        if hasattr(event, "pos"):
            return pygame.Vector2(event.pos)
        return self._pointer + pygame.Vector2(getattr(event, "rel", (0, 0)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dragged is not None and (
            (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)
            or (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 3)
        ):
            # Escape or right click abandons the drag; nothing is sent to the core.
            card = self.dragged
            self._cancel()
            card.move_to(card.home, self._snap_time())
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._pointer = self._pointer_from(event)
            hit = self.card_at(event.pos)
            if hit is None or hit.moving:
                return False
            self.pressed = hit
            self._press_pos = pygame.Vector2(event.pos)
            self._grab = pygame.Vector2(event.pos) - pygame.Vector2(hit.rect.topleft)
            return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer = self._pointer_from(event)
            return self._motion()
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            if self.pressed is None:
                return False
            self._pointer = self._pointer_from(event)
            self._release()
            return True
        return False

    def _motion(self) -> bool:
        if self.pressed is None:
            over = self.card_at((round(self._pointer.x), round(self._pointer.y)))
            for sprite in self.cards:
                sprite.hovered = sprite is over
            return False
        if self.dragged is None:
            if self._pointer.distance_to(self._press_pos) < DRAG_THRESHOLD:
                return True
            self._start_drag(self.pressed)
        card = self.dragged
        assert card is not None
        top = self._pointer - self._grab
        card.rect.topleft = (round(top.x), round(top.y))
        self.hot = self._target_under()
        return True

    def _start_drag(self, card: CardSprite) -> None:
        self.dragged = card
        card.dragging = True
        card.hovered = False
        # Asked once per drag: the core's answer cannot change while the mouse moves.
        self.targets = dict(self.legal_targets(card.card_id))
        self.cards.remove(card)
        self.cards.append(card)

    def _target_under(self) -> str | None:
        point = (round(self._pointer.x), round(self._pointer.y))
        for target_id, rect in self.targets.items():
            if rect.collidepoint(point):
                return target_id
        return None

    def _release(self) -> None:
        card, dragged = self.pressed, self.dragged
        assert card is not None
        if dragged is None:
            self._cancel()
            if self.on_click is not None:
                self.on_click(card.card_id)
            return
        target = self._target_under()
        self._cancel()
        if target is None:
            card.move_to(card.home, self._snap_time())
            return
        reason = self.try_drop(card.card_id, target)
        if reason is None:
            return
        self.toast.show(reason)
        card.move_to(card.home, self._snap_time())

    def _cancel(self) -> None:
        if self.dragged is not None:
            self.dragged.dragging = False
        self.pressed = self.dragged = None
        self.targets = {}
        self.hot = None

    def update(self, dt: float) -> None:
        for card in self.cards:
            card.update(dt)
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.dragged is not None:
            self._draw_targets(surface)
        for card in self.cards:
            card.draw(surface)
        self.toast.draw(surface)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        for target_id, rect in self.targets.items():
            hot = target_id == self.hot
            fill = colour("target", "hot_fill" if hot else "legal_fill")
            surface.blit(_rounded_fill(rect.size, fill, 10), rect)
            pygame.draw.rect(surface, rgb("target", "hot" if hot else "legal"), rect, 4 if hot else 3, 10)
