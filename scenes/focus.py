"""Keyboard play: a focus ring over whatever a player can act on, moved by Tab / Shift+Tab and the
arrows, acted on by Enter / Space, with number keys 1-9 for the n-th hand card then the n-th lit target.

The ring never decides anything. Its targets are the top scene's pygame_gui widgets (buttons, the
dropdowns and their open lists, text boxes) plus what a board lists in its ``focus_targets()`` hook
(hand cards, lit targets, map cards, dice), each being a rectangle the mouse would click or a drag
the mouse would make. Acting on the focus replays that gesture as mouse events through the app's own
event path, one per frame, so the board's click and drop handlers (and through them the core's
``legal_actions``) decide exactly as they do for the mouse.

The ring shows once a navigation key is pressed and hides on any real mouse movement; while it is
hidden, Enter, Space and the arrows reach the scene as before (a board's Space skips an animation,
the map pans with the arrows).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

if TYPE_CHECKING:
    from scenes.app import App

NAV_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
ACT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DIGITS = {pygame.K_1 + i: i for i in range(9)} | {pygame.K_KP1 + i: i for i in range(9)}
DIRS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
RING_W = 3
DRAG_STEPS = 6  # motion events of a keyboard drag: past the drag threshold, as a hand would move


@dataclass
class Target:
    """One thing the keyboard can act on: ``rect`` in logical pixels. ``group`` orders the number
    keys ("hand" cards, lit "target"s) and Tab; ``drag_from`` makes acting on it a drag from that
    point (a held card dropped here) instead of a click; ``hold`` picks it up (a die) for the next
    target to drop it on. ``key`` keeps the focus on the same thing across a refresh."""

    rect: pygame.Rect
    group: str = "widget"
    key: str = ""
    drag_from: tuple[int, int] | None = None
    hold: bool = False
    element: Any = None
    point: tuple[int, int] | None = None  # where the click lands when not the centre (overlaps)

    @property
    def ident(self) -> str:
        return f"{self.group}:{self.key or tuple(self.rect)}"


def reading_order(targets: list[Target]) -> list[Target]:
    return sorted(targets, key=lambda t: (t.rect.centery // 24, t.rect.x))


def _inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.contains(inner) or outer.collidepoint(inner.center)


def open_listing(ui: pygame_gui.UIManager) -> Any:
    """The selection list of the dropdown that is open, if one is."""
    for e in ui.get_sprite_group().sprites():
        if isinstance(e, pygame_gui.elements.UIDropDownMenu) and e.alive():
            state: Any = e.current_state
            listing: Any = getattr(state, "options_selection_list", None)
            if state is e.menu_states.get("expanded") and listing is not None:
                return listing
    return None


def scroll_listing(listing: Any, direction: int) -> bool:
    """Scroll an open list one option up or down (pygame_gui builds only the options in view)."""
    bar = getattr(listing, "scroll_bar", None)
    total = getattr(listing, "total_height_of_list", 0)
    if bar is None or not total:
        return False
    start = bar.start_percentage
    new = max(0.0, min(1.0 - bar.visible_percentage, start + direction * listing.list_item_height / total))
    if abs(new - start) < 1e-6:
        return False
    bar.set_scroll_from_start_percentage(new)
    return True


def widget_targets(ui: pygame_gui.UIManager, bounds: pygame.Rect) -> list[Target]:
    """The shown, enabled widgets; an open dropdown's options alone while its list is open."""
    sprites: list[Any] = [e for e in ui.get_sprite_group().sprites() if e.alive() and getattr(e, "visible", True)]
    menus = [e for e in sprites if isinstance(e, pygame_gui.elements.UIDropDownMenu)]
    for menu in menus:
        state: Any = menu.current_state
        listing: Any = getattr(state, "options_selection_list", None)
        if state is menu.menu_states.get("expanded") and listing is not None:
            items = listing.item_list_container.elements
            return [
                Target(pygame.Rect(b.get_abs_rect()), "option", b.text, element=b)
                for b in items
                if isinstance(b, pygame_gui.elements.UIButton) and b.visible
            ]
    shut = [pygame.Rect(m.get_abs_rect()) for m in menus]
    out = [Target(pygame.Rect(m.get_abs_rect()), "widget", f"dd{id(m)}", element=m) for m in menus if m.is_enabled]
    for e in sprites:
        if isinstance(e, pygame_gui.elements.UIButton | pygame_gui.elements.UITextEntryLine):
            r = pygame.Rect(e.get_abs_rect())
            if not e.is_enabled or r.w < 4 or r.h < 4 or not bounds.colliderect(r):
                continue
            if any(_inside(r, m) for m in shut):
                continue  # a dropdown's own buttons: the dropdown is one target
            if "#tool_tip" in str(getattr(e, "most_specific_combined_id", "")):
                continue
            out.append(Target(r, "widget", f"w{id(e)}", element=e))
    return out


class FocusRing:
    def __init__(self, app: App) -> None:
        self.app = app
        self.active = False
        self.current: Target | None = None
        self.held: Target | None = None  # a die picked up by keyboard, waiting for its drop
        self.queue: list[pygame.event.Event] = []  # synthetic mouse gestures, one event per frame
        self._scene: Any = None

    # --- what is there -------------------------------------------------------------------------
    def targets(self) -> list[Target]:
        scene = self.app.stack.top
        if scene is None:
            return []
        from scenes.canvas import LOGICAL_SIZE

        bounds = pygame.Rect((0, 0), LOGICAL_SIZE)
        found = widget_targets(self.app.ui, bounds)
        if found and found[0].group == "option":
            return found
        hook: Callable[[], list[Target]] | None = getattr(scene, "focus_targets", None)
        board = list(hook()) if hook is not None else []
        return board + found

    def _refresh(self, targets: list[Target]) -> None:
        if self._scene is not self.app.stack.top:
            self._scene, self.current = self.app.stack.top, None
        if self.current is None:
            if self.active and targets:  # a new scene under an active ring: start on its first thing
                self.current = reading_order(targets)[0]
            return
        same = next((t for t in targets if t.ident == self.current.ident), None)
        if same is None and targets:
            c = pygame.Vector2(self.current.rect.center)
            same = min(targets, key=lambda t: c.distance_to(t.rect.center))
        self.current = same

    # --- keys ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Take a key that moves or uses the focus; False leaves the event to the scene."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and not getattr(event, "synthetic", False):
            self.active = False
            self.held = None
            return False
        if event.type != pygame.KEYDOWN or self.queue:
            return bool(self.queue) and event.type == pygame.KEYDOWN and event.key in (*NAV_KEYS, *ACT_KEYS)
        key = event.key
        if key == pygame.K_ESCAPE and self.held is not None:
            # Put the die back as a hand would: carried a little off and let go where no target is.
            c, self.held = self.held.rect.center, None
            self._drag(c, (c[0] + 12, c[1]), press=False)
            return True
        if key not in NAV_KEYS and key not in ACT_KEYS and key not in DIGITS:
            return False
        if key in getattr(self.app.stack.top, "own_keys", ()):
            return False  # a scene's own use of the key (a character board's Tab: the next hero)
        if self.app._text_focused() and key != pygame.K_TAB:
            return False  # typing: Enter and the arrows belong to the text box
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and not self.active:
            if getattr(self.app.stack.top, "keeps_arrows", False):
                return False  # the campaign map pans with the arrows until Tab brings the ring
        targets = self.targets()
        self._refresh(targets)
        if key in DIGITS:
            return self._digit(DIGITS[key], targets)
        if key in ACT_KEYS:
            if not self.active or self.current is None:
                return False
            self.activate(self.current)
            return True
        if not targets:
            return False
        if self.app._text_focused():
            self.app.ui.set_focus_set(None)
        if key == pygame.K_TAB:
            back = bool(event.mod & pygame.KMOD_SHIFT)
            self.step(targets, -1 if back else 1)
        else:
            self.move(targets, DIRS[key])
        self.active = True
        self.app.request_redraw()
        return True

    def step(self, targets: list[Target], delta: int) -> None:
        order = reading_order(targets)
        if self.current is None or self.current not in order or not self.active:
            self.set(order[0] if delta > 0 or self.current is None else self.current)
            return
        self.set(order[(order.index(self.current) + delta) % len(order)])

    def move(self, targets: list[Target], d: tuple[int, int]) -> None:
        if self.current is None or not self.active:
            self.set(self.current or reading_order(targets)[0])
            return
        here = pygame.Vector2(self.current.rect.center)
        best, score = None, float("inf")
        for t in targets:
            if t is self.current:
                continue
            v = pygame.Vector2(t.rect.center) - here
            along = v.x * d[0] + v.y * d[1]
            if along <= 0:
                continue
            s = along + 2.5 * abs(v.x * d[1] + v.y * d[0])
            if s < score:
                best, score = t, s
        if best is not None:
            self.set(best)
        elif self.current.group == "option" and d[1]:  # past the options in view: scroll the list
            listing = open_listing(self.app.ui)
            if listing is not None:
                scroll_listing(listing, d[1])

    def _digit(self, n: int, targets: list[Target]) -> bool:
        """1-9: the n-th lit target while a card is chosen, else the n-th card of the hand."""
        for group in ("target", "hand"):
            row = sorted((t for t in targets if t.group == group), key=lambda t: (t.rect.x, t.rect.y))
            if row:
                if n < len(row):
                    self.set(row[n])
                    self.active = True
                    self.activate(row[n])
                return True
        return False

    def set(self, target: Target) -> None:
        self.current = target
        self.app.reveal(target.rect)

    # --- acting -------------------------------------------------------------------------------
    def activate(self, target: Target) -> None:
        """Replay the mouse gesture for ``target``: a click, a drag, or a pick-up / drop."""
        centre = target.point or target.rect.center
        if self.held is not None:
            start, same, self.held = self.held.rect.center, self.held.ident == target.ident, None
            if same:  # Enter again on the die picked up: the press ends where it began, a click
                self._mouse(pygame.MOUSEBUTTONUP, start)
            else:
                self._drag(start, centre, press=False)
            return
        if target.hold:
            self.held = target
            self._mouse(pygame.MOUSEMOTION, centre)
            self._mouse(pygame.MOUSEBUTTONDOWN, centre)
            return
        if target.drag_from is not None:
            self._drag(target.drag_from, centre)
            return
        self._mouse(pygame.MOUSEMOTION, centre)
        self._mouse(pygame.MOUSEBUTTONDOWN, centre)
        self._mouse(pygame.MOUSEBUTTONUP, centre)

    def _drag(self, start: tuple[int, int], end: tuple[int, int], press: bool = True) -> None:
        if press:
            self._mouse(pygame.MOUSEMOTION, start)
            self._mouse(pygame.MOUSEBUTTONDOWN, start)
        for i in range(1, DRAG_STEPS + 1):
            p = (start[0] + (end[0] - start[0]) * i // DRAG_STEPS, start[1] + (end[1] - start[1]) * i // DRAG_STEPS)
            self._mouse(pygame.MOUSEMOTION, p, buttons=(1, 0, 0))
        self._mouse(pygame.MOUSEBUTTONUP, end)

    def _mouse(self, kind: int, logical: tuple[int, int], button: int = 1, buttons=(0, 0, 0)) -> None:
        pos = self.app.letterbox.to_window(logical)
        data: dict[str, Any] = {"pos": pos, "synthetic": True, "touch": False}
        if kind == pygame.MOUSEMOTION:
            data |= {"rel": (0, 0), "buttons": buttons}
        else:
            data["button"] = button
        self.queue.append(pygame.event.Event(kind, data))

    def next_event(self) -> pygame.event.Event | None:
        """The next step of a replayed gesture (the app handles one per frame, as a hand's pace)."""
        return self.queue.pop(0) if self.queue else None

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
        if not self.active:
            return
        targets = self.targets()
        self._refresh(targets)
        if self.current is None:
            return
        r = self.current.rect.inflate(8, 8)
        pygame.draw.rect(surface, (0, 0, 0), r.inflate(4, 4), RING_W + 2, border_radius=8)
        pygame.draw.rect(surface, colour, r, RING_W, border_radius=8)
        if self.held is not None:
            pygame.draw.rect(surface, colour, self.held.rect.inflate(8, 8), 1, border_radius=8)
        self._draw_tip(surface, r, colour)

    def tip(self) -> str:
        """The keys for the focused thing, shown beside the ring (board things only: a button says
        what it does itself)."""
        from game.core.i18n import t

        cur = self.current
        if cur is None:
            return ""
        if self.held is not None:
            return t("access.tip.drop")
        if cur.hold:
            return t("access.tip.die")
        if cur.group in ("hand", "target"):
            return t(f"access.tip.{cur.group}")
        return ""

    def _draw_tip(self, surface: pygame.Surface, ring: pygame.Rect, colour: tuple[int, int, int]) -> None:
        from scenes.theme import render

        text = self.tip()
        if not text:
            return
        img = render(text, 14, (245, 240, 225))
        box = img.get_rect().inflate(12, 6)
        box.midbottom = (ring.centerx, ring.top - 4)
        if box.top < 0:
            box.midtop = (ring.centerx, ring.bottom + 4)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (20, 20, 24), box, border_radius=6)
        pygame.draw.rect(surface, colour, box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))
