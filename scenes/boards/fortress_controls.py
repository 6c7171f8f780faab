"""Every clickable place on the fortress board and the exact core action it sends.

Clicks, the hit-testing of drawn highlights and ``offered_actions`` all read this one list, so what a
test proves reachable is what a player can click. The list is in hit order: where two controls
overlap (fanned hand cards, the Kryssa badge on a Construction) the first one gets the click.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.actions import Action
from game.fortress.actions import Activate, Attack, AttackPlan, Buy
from game.fortress.state import FortressState
from scenes.boards import fortress_layout as L
from scenes.boards import fortress_table as T


@dataclass(frozen=True)
class Control:
    kind: str
    rect: pygame.Rect
    action: Action
    live: bool  # highlighted: the core allows this action now


def click_controls(state: FortressState, marks: T.Marks) -> list[Control]:
    active = state.active
    tp = T.table_seat(state)  # in an Invasion window the deciding General's table is the large one
    out: list[Control] = []
    for col in range(4):
        if state.battlefield[col]:
            out.append(Control("invader", L.invader_rect(col), Attack(active, col), col in marks.attackable))
    if state.active_plan:
        out.append(Control("plan", L.PLAN, AttackPlan(active), marks.plan))
    out.append(
        Control("general", L.table_layout().general, Activate(tp, "general"), "general" in marks.usable)
    )
    cons = T.construction_rects(state)
    for card, r in cons:
        if card in marks.kryssa:
            out.append(Control("kryssa", L.kryssa_badge(r), Activate(tp, card, "kryssa"), True))
    for card, r in cons:
        # The card itself uses its own effect; only Kryssa can fire it when it has none usable now.
        via = "kryssa" if card in marks.kryssa and card not in marks.usable else ""
        live = card in marks.usable or card in marks.kryssa
        out.append(Control("construction", r, Activate(tp, card, via), live))
    for card, r in reversed(T.hand_rects(state)):  # the right-hand card lies on top
        out.append(Control("hand", r, Activate(tp, card), card in marks.usable))
    for q, card, r in T.compact_chips(state):
        if card in marks.kryssa and card in state.seats[q].constructions:
            out.append(Control("chip", r, Activate(tp, card, "kryssa"), True))
        else:
            out.append(Control("chip", r, Activate(q, card), card in marks.helpers.get(q, ())))
    return out


def replace_controls(state: FortressState, slot: int) -> list[Control]:
    """While a 4th Construction waits: each of your Constructions is the one it may replace."""
    return [
        Control("replace", r, Buy(state.active, slot, card), True) for card, r in T.construction_rects(state)
    ]


def hit(controls: list[Control], pos: tuple[int, int]) -> Control | None:
    for c in controls:
        if c.rect.collidepoint(pos):
            return c
    return None


def reach_point(
    controls: list[Control], index: int, blockers: list[pygame.Rect], step: int = 6
) -> tuple[int, int] | None:
    """A pixel where a click lands on ``controls[index]`` (not on one above it nor on a widget)."""
    target = controls[index]
    r = target.rect
    xs = [r.centerx, *range(r.x + 2, r.right - 1, step)]
    ys = [r.centery, *range(r.y + 2, r.bottom - 1, step)]
    for y in ys:
        for x in xs:
            if any(b.collidepoint(x, y) for b in blockers):
                continue
            if hit(controls, (x, y)) is target:
                return x, y
    return None
