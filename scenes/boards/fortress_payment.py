"""How to pay a "recurso qualquer" on the fortress board (HM-TURN-04, L175, L229, L104).

The core lists one Buy/Activate per way of splitting a cost's "any" part. The board's controls send
the action without a split; this module finds the ways the core allows for it: one is sent at once,
several open a small chooser (the core's suggestion first and focused; Esc cancels). Nothing here
decides a rule: every button is an action taken from ``legal_actions``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame
import pygame_gui

from game.core.actions import Action
from game.core.i18n import t
from game.fortress.actions import Activate, Buy
from game.fortress.text import split_text
from scenes.boards.dialog_frame import Shade, draw_dialog
from scenes.stack import Scene


def unpaid(action: Action) -> Action:
    """The action as a control sends it: without a payment split."""
    if isinstance(action, Buy | Activate) and action.pay:
        return dataclasses.replace(action, pay="")
    return action


def unique_unpaid(actions: list[Action]) -> list[Action]:
    out: list[Action] = []
    for a in actions:
        u = unpaid(a)
        if u not in out:
            out.append(u)
    return out


# The actions whose "any" cost may be split several ways (HM-TURN-04).
Payable = Buy | Activate


def ways(legal: list[Action], action: Action) -> list[Payable] | None:
    """The legal actions that are ``action`` plus a split, in the core's order; None when ``action``
    needs no split (it is legal as it is, or nothing legal matches it)."""
    if not isinstance(action, Buy | Activate) or action.pay or action in legal:
        return None
    found: list[Payable] = [a for a in legal if isinstance(a, Buy | Activate) and type(a) is type(action)
                           and a.pay and unpaid(a) == action]  # fmt: skip
    return found or None


def expand(offered: list[Action], legal: list[Action]) -> list[Action]:
    """``offered`` with each split-less action replaced by the choices its chooser shows."""
    out: list[Action] = []
    for a in offered:
        out.extend(ways(legal, a) or [a])
    return out


def ask(board, options: list[Payable]) -> None:
    board.app.stack.push(PaymentChooser(board.app, board, options))


class PaymentChooser(Scene):
    """One button per split of the "any" part, e.g. "1 Cristal de Alma + 1 Raiz"."""

    opaque = False
    ROW = 46

    def __init__(self, app, board, options: list[Payable]) -> None:
        super().__init__(app)
        self.board = board
        self.options = options
        h = 120 + self.ROW * (len(options) + 1)
        self.panel = pygame.Rect(0, 0, 600, h)
        self.panel.center = (640, 360)
        self._shade = Shade()

    def build(self) -> None:
        root = self.make_root(layer=5)
        p = self.panel
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 10, p.y + 14, p.w - 20, 40),
            t("fortress.review.choose_payment"),
            self.app.ui,
            container=root,
            object_id="@overlay_title",
        )
        state = self.board.session.state
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 10, p.y + 52, p.w - 20, 28),
            self.board.game.describe_action(state, unpaid(self.options[0])),
            self.app.ui,
            container=root,
            object_id="@subtitle",
        )
        y = p.y + 92
        for i, option in enumerate(self.options):
            pay = getattr(option, "pay", "")
            label = split_text(pay)
            if i == 0:
                label = t("fortress.review.suggested", paid=label)
            self.button(
                f"pay:{pay}", (p.x + 40, y, p.w - 80, self.ROW - 8), self._chooser(option), text=label
            )
            y += self.ROW
        self.button("fortress.review.cancel", (p.x + 40, y + 8, p.w - 80, self.ROW - 8), self.cancel)

    def _chooser(self, option: Action) -> Callable[[], None]:
        return lambda: self.choose(option)

    def choose(self, option: Action) -> None:
        self.app.stack.pop()
        self.board.apply_action(option)

    def cancel(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose(self.options[0])  # the suggested split
            return True
        # The board waits behind the chooser.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette("fortress")
        draw_dialog(surface, self._shade, self.panel, pal)
