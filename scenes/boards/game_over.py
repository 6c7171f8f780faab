"""The game-over banner: an overlay over the finished board with the outcome and a way out."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.i18n import has, t
from scenes.stack import ModalScene


def outcome_text(outcome, seats: list[str]) -> str:
    if outcome.result == "won" and outcome.winners:
        names = ", ".join(seats[w] if w < len(seats) else str(w + 1) for w in outcome.winners)
        return t("gameover.won_by", names=names)
    # A game's own reason ("every hero is Exhausted…") says more than the bare result.
    if outcome.reason and has(outcome.reason):
        return t(outcome.reason)
    key = f"gameover.{outcome.result}"
    return t(key) if has(key) else t("gameover.title")


def reason_text(outcome, headline: str) -> str:
    """The game's reason under the headline, translated, and only when the headline has not said
    it already; a reason the catalogue does not know is never shown as its raw key."""
    if not outcome.reason or not has(outcome.reason):
        return ""
    reason = t(outcome.reason)
    return "" if reason == headline else reason


class GameOverScene(ModalScene):
    SHADE_ALPHA = 150
    PANEL = pygame.Rect(290, 170, 700, 370)  # wide enough for the longest reason in Portuguese

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        from scenes.sound import sounds
        from scenes.sound_cues import outcome_cue

        sounds(app).play_all([outcome_cue(board.session.is_over())])

    def watch(self) -> None:
        from scenes.boards.replay_viewer import ReplayScene

        ReplayScene.open(self.app, self.board.session, self.board.meta.get("bots"))

    def build(self) -> None:
        root = self.make_root(layer=5)
        ui = self.app.ui
        session = self.board.session
        outcome = session.is_over()
        p = self.PANEL
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x, p.y + 30, p.w, 60), t("gameover.title"), ui, container=root, object_id="@title"
        )
        headline = outcome_text(outcome, self.board.seat_names())
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 100, p.w - 40, 40),
            headline,
            ui,
            container=root,
            object_id="@message",
        )
        reason = reason_text(outcome, headline)
        if reason:
            pygame_gui.elements.UILabel(
                pygame.Rect(p.x + 20, p.y + 140, p.w - 40, 30),
                reason,
                ui,
                container=root,
                object_id="@subtitle",
            )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 170, p.w - 40, 30),
            t("board.seed", seed=session.seed),
            ui,
            container=root,
            object_id="@subtitle",
        )
        self.button("gameover.view_board", (p.x + 40, p.bottom - 80, 240, 50), self.app.stack.pop)
        self.button("replay.watch", (p.centerx - 120, p.bottom - 140, 240, 50), self.watch)
        self.button("gameover.menu", (p.right - 280, p.bottom - 80, 240, 50), self.board.quit_to_menu)
