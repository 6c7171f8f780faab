"""Where a tutorial step's move is made on each game's board: the rectangles the panel lights.

Read from the board's own layout and widgets (the same places its gestures use), never from the
rules: a step names a move, and this module finds where the player makes it. Each function
returns the places in the order the hand goes (the card, then where it is dropped); an empty list
when the board shows none (the panel's words still say what to do).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.actions import Action


def _button(board: Any, key: str) -> list[pygame.Rect]:
    btn = board.buttons.get(key)
    if btn is None or not btn.visible:
        return []
    return [pygame.Rect(btn.get_abs_rect())]


def _around(point: tuple[int, int], w: int = 64, h: int = 44) -> pygame.Rect:
    r = pygame.Rect(0, 0, w, h)
    r.center = point
    return r


# --- desConfronto -----------------------------------------------------------------------
def desconfronto_points(board: Any, action: Action) -> list[pygame.Rect]:
    from game.desconfronto.actions import DrawCard, Pass, PlayCard, Sacrifice
    from scenes.boards import desconfronto_layout as L

    if isinstance(action, PlayCard | Sacrifice):
        out = [pygame.Rect(s.rect) for s in board.drag.cards if s.card_id == action.card]
        if isinstance(action, Sacrifice):
            return [*out, pygame.Rect(L.SACRIFICE)]
        target = board.legal_targets(action.card).get(action.target or "play")
        return out + ([pygame.Rect(target)] if target is not None else [])
    if isinstance(action, Pass):
        return _button(board, "dc.pass")
    if isinstance(action, DrawCard):
        return _button(board, "dc.draw")
    choices = board.choices()
    if action in choices:
        pages = board.choice_pages(choices)
        shown = list(pages[min(board.page, len(pages) - 1)])
        if action in shown:
            return _button(board, f"choice:{shown.index(action)}")
    return []


# --- Heróis & Monstros ------------------------------------------------------------------
def fortress_points(board: Any, action: Action) -> list[pygame.Rect]:
    from game.fortress.actions import Activate, Attack, Buy, EndPhase
    from scenes.boards import fortress_controls as C
    from scenes.boards import fortress_layout as L
    from scenes.boards.fortress_payment import unpaid

    if isinstance(action, Buy):
        return [pygame.Rect(L.area_rect(action.slot)), pygame.Rect(L.TABLE)]
    if isinstance(action, Attack):
        return [pygame.Rect(L.DAMAGE_TOKEN), pygame.Rect(L.invader_rect(action.slot))]
    if isinstance(action, EndPhase):
        return _button(board, "fortress_ui.end_phase")
    if isinstance(action, Activate):
        for control in C.click_controls(board.session.state, board.marks):
            if unpaid(control.action) == unpaid(action):
                return [pygame.Rect(control.rect)]
    return []


# --- Zerywia ----------------------------------------------------------------------------
def zerywia_points(board: Any, action: Action) -> list[pygame.Rect]:
    out: list[pygame.Rect] = []
    shown = board.shown_actions()
    if action in shown:  # its button (several Regions' moves are listed as buttons too)
        index = shown.index(action)
        on_page = [int(k[7:]) for k in board.buttons if k.startswith("action:")]
        if index in on_page:
            out += _button(board, f"action:{index}")
        elif on_page:  # on another page of buttons: the page turner that leads to it
            out += _button(board, "page:next" if index > max(on_page) else "page:prev")
    region = getattr(action, "region", "")
    if region and region in board.targets:
        out.append(_around(board.map.centre(region)))
    die = getattr(action, "die", -1)
    if not out and type(die) is int and die >= 0 and board.table.shown:
        out.append(_around(board.table.tray.die_centre(die), 58, 58))
    return out


POINTS: dict[str, Callable[[Any, Action], list[pygame.Rect]]] = {
    "desconfronto": desconfronto_points,
    "fortress": fortress_points,
    "zerywia": zerywia_points,
}


def points_for(board: Any, action: Action | None) -> list[pygame.Rect]:
    """The places to light for ``action`` on ``board`` (none for a game without a list here)."""
    if action is None:
        return []
    find = POINTS.get(board.game.name)
    if find is None:
        return []
    try:
        return find(board, action)
    except (AttributeError, KeyError, IndexError, TypeError):  # a board mid-rebuild: light nothing this frame
        return []
