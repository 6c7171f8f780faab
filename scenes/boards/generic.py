"""The generic board: any game, no dedicated drawing. Seats, whose turn, the pending choice,
every legal action as a button (label from ``describe_action``), the log, undo and the menu."""

from __future__ import annotations

from functools import partial

import pygame
import pygame_gui

from game.core.i18n import has, t
from scenes.boards.base import BoardScene
from scenes.boards.event_log import EventLog
from scenes.boards.seat_bar import SeatBar
from scenes.theme import fit_text, render

ACTIONS = pygame.Rect(20, 130, 760, 490)
LOG = pygame.Rect(800, 74, 460, 556)
LOG_BODY = pygame.Rect(LOG.x + 14, LOG.y + 48, LOG.w - 28, LOG.h - 58)
BTN_W, BTN_H, BTN_GAP = 372, 40, 8
COLS = 2
ROWS = 9
PAGE = COLS * ROWS


class GenericBoardScene(BoardScene):
    log: EventLog  # BoardScene's own log: this board scrolls and draws it
    def __init__(self, app, session, meta=None) -> None:
        super().__init__(app, session, meta)
        self.page = 0
        self.seat_bar = SeatBar()
        self.actions_box: pygame_gui.core.UIContainer | None = None
        self.legal: list = []
        self._seats: list[str] = []

    def build(self) -> None:
        self.make_root()
        self.button("board.undo", (20, 650, 180, 50), self.undo, enabled=self.session.can_undo)
        self.button("board.menu", (1080, 650, 180, 50), self.pause)
        self.actions_box = None
        self.on_state_changed()

    def on_state_changed(self) -> None:
        if self.root is None:
            return
        self._seats = self.seat_names()
        self.legal = self.session.legal_actions() if self.human_to_act() else []
        pages = max(1, -(-len(self.legal) // PAGE))
        self.page = min(self.page, pages - 1)
        undo = self.buttons.get("board.undo")
        if undo is not None:
            undo.enable() if self.session.can_undo else undo.disable()
        self._build_actions(pages)

    def _build_actions(self, pages: int) -> None:
        # Action buttons live in their own container so a state change replaces them with one kill().
        for key in [k for k in self.buttons if k.startswith(("action:", "page:"))]:
            self._handlers.pop(self.buttons.pop(key), None)
        if self.actions_box is not None:
            self.actions_box.kill()
        self.actions_box = pygame_gui.core.UIContainer(ACTIONS, self.app.ui, container=self.root)
        start = self.page * PAGE
        for slot, index in enumerate(range(start, min(start + PAGE, len(self.legal)))):
            action = self.legal[index]
            col, row = slot % COLS, slot // COLS
            rect = pygame.Rect(col * (BTN_W + 16), 10 + row * (BTN_H + BTN_GAP), BTN_W, BTN_H)
            label = self.describe(action)
            btn = pygame_gui.elements.UIButton(
                rect,
                fit_text(label, 15, BTN_W - 28),
                self.app.ui,
                container=self.actions_box,
                object_id="@action_button",
                tool_tip_text=label if len(label) > 40 else None,
            )
            self.buttons[f"action:{index}"] = btn
            self._handlers[btn] = partial(self.apply_action, action)
        if pages > 1:
            y = ACTIONS.height - 44
            for key, delta, text in (("page:prev", -1, "‹"), ("page:next", 1, "›")):
                x = 0 if delta < 0 else ACTIONS.width - 120
                btn = pygame_gui.elements.UIButton(
                    pygame.Rect(x, y, 120, 40),
                    f"{text} {t('board.' + key[5:])}" if delta < 0 else f"{t('board.' + key[5:])} {text}",
                    self.app.ui,
                    container=self.actions_box,
                )
                if not 0 <= self.page + delta < pages:
                    btn.disable()
                self.buttons[key] = btn
                self._handlers[btn] = partial(self.turn_page, delta)
        self._pages = pages

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and pygame.K_1 <= event.key <= pygame.K_9
            and not event.mod & pygame.KMOD_CTRL
        ):
            # Number keys pick the n-th action shown, for players who prefer the keyboard.
            index = self.page * PAGE + event.key - pygame.K_1
            if index < len(self.legal) and f"action:{index}" in self.buttons:
                self.apply_action(self.legal[index])
                return True
        if event.type == pygame.MOUSEWHEEL and LOG.collidepoint(self.app.ui.logical_mouse):
            # Wheel events carry no position: the last mouse event's logical position says where we are.
            self.log.scroll_by(event.y * 3, LOG_BODY.h // self.log.LINE_H)
            return True
        return super().handle_event(event)

    def on_events(self, events) -> None:
        self.page = 0  # a new position: its choices start on the first page

    def turn_page(self, delta: int) -> None:
        self.page += delta
        self.on_state_changed()

    # --- drawing (reads only) ---------------------------------------------------------------
    def status_line(self) -> str:
        if self.session.is_over() is not None:
            return t("board.over")
        seat = self.decider()
        name = self._seats[seat] if seat is not None and seat < len(self._seats) else "?"
        if self.bots.is_bot(seat):
            return t("board.bot_playing", seat=name)
        pend = self.game.pending(self.session.state)
        if pend is not None:
            prompt = t(pend.prompt) if has(pend.prompt) else pend.prompt
            return t("board.pending", seat=name, prompt=prompt)
        return t("board.turn", seat=name)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette(self.game.name)
        surface.fill(pal["bg"])
        self.seat_bar.draw(surface, self.title(), self._seats, self.decider(), set(self.bots.kinds), pal)
        panel = pygame.Rect(ACTIONS.x - 10, 74, ACTIONS.w + 10, LOG.h)
        pygame.draw.rect(surface, pal["panel"], panel, border_radius=12)
        status = render(fit_text(self.status_line(), 20, panel.w - 40, "bold"), 20, pal["text"], "bold")
        if self.human_to_act() and self.game.pending(self.session.state) is not None:
            # A pending choice gets a framed banner and a marker bar, not just a colour.
            banner = pygame.Rect(panel.x + 8, panel.y + 6, panel.w - 16, 36)
            pygame.draw.rect(surface, pal["highlight"], banner, 2, 8)
            pygame.draw.rect(surface, pal["accent"], (banner.x + 6, banner.y + 6, 6, banner.h - 12), 0, 3)
            surface.blit(status, (panel.x + 26, panel.y + 12))
        else:
            surface.blit(status, (panel.x + 16, panel.y + 12))
        if self.status:
            warn = render(fit_text(self.status, 16, panel.w - 30), 16, pal["bad"])
            surface.blit(warn, (panel.x + 16, panel.y + 42))
        if self.legal and getattr(self, "_pages", 1) > 1:
            pages = render(t("board.page", page=self.page + 1, pages=self._pages), 15, pal["muted"])
            surface.blit(pages, pages.get_rect(midbottom=(ACTIONS.centerx, ACTIONS.bottom - 12)))
        pygame.draw.rect(surface, pal["panel"], LOG, border_radius=12)
        head = render(t("board.log_title", seed=self.session.seed), 18, pal["text"], "bold")
        surface.blit(head, (LOG.x + 14, LOG.y + 10))
        pygame.draw.line(surface, pal["muted"], (LOG.x + 14, LOG.y + 40), (LOG.right - 14, LOG.y + 40))
        self.log.draw(surface, LOG_BODY, pal["text"], pal["muted"])
        pygame.draw.rect(surface, pal["bg2"], (0, 640, 1280, 80))
        n = len(self.session.actions)
        info = render(t("board.actions_count", n=n), 15, pal["muted"])
        surface.blit(info, info.get_rect(center=(640, 675)))
