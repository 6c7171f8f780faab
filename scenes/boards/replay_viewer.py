"""The replay viewer (issue #14): a finished game watched again on its own board, step by step.

The game's real board shows the position (every seat marked as a bot, so no hand-off screen and no
input; ``meta["replay"]`` stops its bots), and this bar over it moves through the recorded actions
(``game.core.replay.Replay``): step back and forth, jump to the start or the end, play at the bot
speed. Keys: Left/Right step, Home/End, Space plays or pauses, Esc closes. Stepping forward feeds the
step's events to the board's log and animations, as in play.
"""

from __future__ import annotations

import pygame

from game.core.i18n import t
from game.core.replay import Replay
from game.core.session import Session
from scenes.boards.base import BoardScene
from scenes.stack import Scene
from scenes.theme import fit_text, render

BAR = pygame.Rect(0, 664, 1280, 56)
PLAY_STEP_S = 0.6  # seconds per action while playing (at bot speed "normal")


class ReplayScene(Scene):
    own_keys = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE)  # stepping, play/pause: never the focus ring's
    opaque = False

    def __init__(self, app, game, setup: dict, seed: int, actions: list, bots: dict | None = None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        from scenes.menu import open_board

        self.replay = Replay(game, setup, seed, actions)
        session = Session(game, setup, seed, self.replay.state)
        # the seats as they were played (human or bot); ``replay`` stops the bots and the hand-offs
        board = open_board(app, session, {"bots": dict(bots or {}), "replay": True})
        assert isinstance(board, BoardScene)
        self.board: BoardScene = board
        self.playing = False
        self._clock = 0.0

    @classmethod
    def open(cls, app, session, bots: dict | None = None) -> None:  # type: ignore[no-untyped-def]
        """Push the board and the bar over whatever is on screen (the game-over panel)."""
        viewer = cls(app, session.game, session.setup, session.seed, session.actions, bots)
        app.stack.push(viewer.board)
        app.stack.push(viewer)

    # --- moving -----------------------------------------------------------------------------
    def _sync(self) -> None:
        board = self.board
        board.session.state = self.replay.state  # the setter forgets the board's cached lists
        board.app.request_redraw()
        board.on_state_changed()
        self._hide_board_controls()

    def _hide_board_controls(self) -> None:
        """The board's own buttons do nothing here and would sit over the bar: hidden while watching."""
        root = getattr(self.board, "root", None)
        if root is not None:
            root.hide()

    def forward(self) -> None:
        events = self.replay.forward()
        if events:
            board = self.board
            board.session.touch()
            for e in events:
                board.log.add(board.log_line(e))
            board.on_events(events)
            self._sync()

    def seek(self, step: int) -> None:
        self.replay.seek(step)
        self.board.log.add(t("replay.jumped", step=self.replay.step, total=self.replay.length))
        self._sync()

    def close(self) -> None:
        self.app.stack.pop()  # the bar
        self.app.stack.pop()  # its board

    def build(self) -> None:
        self._hide_board_controls()
        self.make_root(layer=7)
        y, h = BAR.y + 8, 40
        self.button("replay.start", (20, y, 110, h), lambda: self.seek(0))
        self.button("replay.back", (140, y, 110, h), lambda: self.seek(self.replay.step - 1))
        self.button("replay.play", (260, y, 130, h), self.toggle)
        self.button("replay.forward", (400, y, 110, h), self.forward)
        self.button("replay.end", (520, y, 110, h), lambda: self.seek(self.replay.length))
        self.button("replay.close", (1150, y, 110, h), self.close)

    def toggle(self) -> None:
        self.playing = not self.playing
        self._clock = 0.0

    # --- frame --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: self.forward,
                pygame.K_LEFT: lambda: self.seek(self.replay.step - 1),
                pygame.K_HOME: lambda: self.seek(0),
                pygame.K_END: lambda: self.seek(self.replay.length),
                pygame.K_SPACE: self.toggle,
                pygame.K_ESCAPE: self.close,
            }
            if event.key in keys:
                keys[event.key]()
                return True
        if super().handle_event(event):
            return True
        # the board below only sees the mouse moving (its tooltips), never a click or a key
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def update(self, dt: float) -> None:
        self.board.update(dt)  # its animations (its bots stay still)
        if not self.playing:
            return
        if self.replay.step >= self.replay.length:
            self.playing = False
            return
        self._clock += dt
        if self._clock >= PLAY_STEP_S:
            self._clock = 0.0
            self.forward()

    def is_animating(self) -> bool:
        return self.playing or self.board.is_animating()

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette()
        pygame.draw.rect(surface, pal["bg2"], BAR)
        pygame.draw.line(surface, pal["accent"], BAR.topleft, BAR.topright, 2)
        r = self.replay
        text = t("replay.position", step=r.step, total=r.length)
        nxt = r.action_at(r.step)
        if nxt is not None:
            what = self.board.game.describe_action(r.state, nxt)
            text = t("replay.next", position=text, action=what)
        surface.blit(render(fit_text(text, 16, 500), 16, pal["text"]), (645, BAR.y + 18))
        track = pygame.Rect(645, BAR.y + 44, 490, 6)
        pygame.draw.rect(surface, pal["bg"], track, border_radius=3)
        done = int(track.w * (r.step / r.length)) if r.length else track.w
        pygame.draw.rect(surface, pal["accent"], (track.x, track.y, done, track.h), border_radius=3)
