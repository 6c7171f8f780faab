"""A tutorial step's move made as a player makes it: drags and clicks on the real board, found from
the board's own layout (the places the tutorial lights). Nothing here calls the core to act."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from tests.journeys.player import centre, scene_name, wait_for


def settle(h, board) -> None:
    """Frames until the board shows the move's outcome (dice, flights, the Invasion) at rest."""
    wait_for(h, lambda: not board.is_animating() or scene_name(h) != type(board).__name__)


def _choice_button(board, action: Action) -> str:
    choices = board.choices()
    pages = board.choice_pages(choices)
    shown = list(pages[min(board.page, len(pages) - 1)])
    return f"choice:{shown.index(action)}"


def dc_move(h, board, action: Action) -> None:
    from game.desconfronto.actions import Pass, PlayCard, Sacrifice

    if isinstance(action, PlayCard | Sacrifice):
        sprite = next(s for s in board.drag.cards if s.card_id == action.card)
        where = "sacrifice" if isinstance(action, Sacrifice) else (action.target or "play")
        rect = board.legal_targets(action.card)[where]
        h.drag(centre(h, sprite.rect), centre(h, rect))
        if isinstance(action, Sacrifice) and board.mode == "sacrifice":  # several creatures: pick one
            h.click(centre(h, board.figure_rects()[action.target]))
        return
    if isinstance(action, Pass):
        h.click_button("dc.pass")
        return
    h.click_button(_choice_button(board, action))


def fortress_move(h, board, action: Action) -> None:
    from game.fortress.actions import Activate, Attack, Buy, EndPhase
    from scenes.boards import fortress_controls as C
    from scenes.boards import fortress_layout as L
    from scenes.boards.fortress_payment import unpaid

    if isinstance(action, Buy):
        h.drag(centre(h, L.area_rect(action.slot)), centre(h, L.TABLE))
    elif isinstance(action, Activate):
        control = next(c for c in C.click_controls(board.session.state, board.marks)
                       if unpaid(c.action) == unpaid(action))  # fmt: skip
        h.click(centre(h, control.rect))
    elif isinstance(action, Attack):
        h.drag(centre(h, L.DAMAGE_TOKEN), centre(h, L.invader_rect(action.slot)))
    elif isinstance(action, EndPhase):
        h.click_button("fortress_ui.end_phase")
    pay = getattr(action, "pay", "")
    if scene_name(h) == "PaymentChooser":
        h.click_button(f"pay:{pay}")
    if scene_name(h) == "ConfirmScene":
        h.click_button(next(iter(h.top.buttons)))


def zerywia_move(h, board, action: Action) -> None:
    die = getattr(action, "die", -1)
    if board.table.shown and type(die) is int and die >= 0:  # a die's own decision: click the die first
        h.click(centre(h, _die_rect(board, die)))
    elif getattr(action, "region", "") and action not in _buttons_shown(board):
        h.click(h.app.letterbox.to_window(board.map.centre(action.region)))
    key = _button_for(h, board, action)
    h.click_button(key)


def _die_rect(board, die: int):
    import pygame

    r = pygame.Rect(0, 0, 10, 10)
    r.center = board.table.tray.die_centre(die)
    return r


def _buttons_shown(board) -> list[Action]:
    shown = board.shown_actions()
    return [shown[int(k.split(":")[1])] for k in board.buttons if k.startswith("action:")]


def _button_for(h, board, action: Action) -> str:
    index = board.shown_actions().index(action)
    for _ in range(10):
        if f"action:{index}" in board.buttons:
            break
        h.click_button("page:next")  # on a later page: turn to it, as a player would
    return f"action:{index}"


MOVES = {"desconfronto": dc_move, "fortress": fortress_move, "zerywia": zerywia_move}


def make_move(h, board: Any, action: Action) -> None:
    MOVES[board.game.name](h, board, action)
