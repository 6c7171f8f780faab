"""The stalled-siege offer on the fortress board (game/fortress/stalemate.py).

When the core offers ``EndInDraw`` (many rounds without progress by either side) a button in the
Build phase says so and ends the game as a draw if the players choose it. The button only sends the
core's action; whether it is offered is the core's call.
"""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.core.i18n import t
from game.fortress.actions import EndInDraw
from game.fortress.stalemate import STALL_ROUNDS
from scenes.boards import fortress_layout as L
from scenes.theme import fit_text

KEY = "fortress.review.end_draw"
# Where the damage token sits in Combat: the offer exists only in Build, so the two never meet.
RECT = pygame.Rect(L.BUTTONS_X, L.TABLE.y + 30, L.BUTTONS_W, 38)


def offer_of(board) -> Action | None:
    if not board.human_to_act() or board.invasion is not None:
        return None
    state = board.session.state
    action = EndInDraw(state.active)
    return action if action in board.session.legal_actions() else None


def add_button(board) -> None:
    btn = board.button(
        KEY,
        tuple(RECT),
        lambda: _press(board),
        text=fit_text(t("fortress.review.end_draw"), 15, L.BUTTONS_W - 16),
        object_id="@action_button",
        tooltip=t("fortress.review.end_draw_tip", rounds=STALL_ROUNDS),
    )
    btn.hide()


def refresh(board) -> None:
    btn = board.buttons.get(KEY)
    if btn is None:
        return
    btn.show() if offer_of(board) is not None else btn.hide()


def offered(board) -> list[Action]:
    btn = board.buttons.get(KEY)
    action = offer_of(board)
    return [action] if action is not None and btn is not None and btn.visible else []


def _press(board) -> None:
    action = offer_of(board)
    if action is not None:
        board.apply_action(action)
