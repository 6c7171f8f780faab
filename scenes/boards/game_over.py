"""The end-of-game summary (issue #14): over the finished board, the result and its reason in words,
the game's key numbers and the ways on — Replay, Rematch (the same setup and seed), New game, a look
at the board and the main menu.

The numbers come from the core (``game.core.summary``: each game counts its own from the log); this
panel only words them. They are public facts (wounds, cards played, purchases), so any seat may read
them on the shared screen.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.i18n import has, t
from game.core.summary import Figure, GameSummary, summary_of_session
from scenes.stack import ModalScene
from scenes.theme import fit_text, render


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


def figure_text(fig: Figure, seats: list[str]) -> str:
    seat = seats[fig.seat] if fig.seat is not None and 0 <= fig.seat < len(seats) else ""
    return t(fig.key, value=fig.value, seat=seat)


def mode_text(setup: dict) -> str:
    mode = str((setup or {}).get("mode", ""))
    return t(f"records.modes.{mode}") if mode and has(f"records.modes.{mode}") else ""


class GameOverScene(ModalScene):
    SHADE_ALPHA = 150
    PANEL = pygame.Rect(150, 40, 980, 640)  # room for six heroes' numbers in Portuguese
    FIGURES_TOP = 190  # below the headline, the reason and the seed line
    COL_W = 200  # a seat's column
    TABLE_W = 360  # the table's column, its lines the longest

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        from scenes.sound import sounds
        from scenes.sound_cues import outcome_cue

        sounds(app).play_all([outcome_cue(board.session.is_over())])
        self.summary: GameSummary | None = None
        try:  # the numbers are a bonus: a failure to count them never hides the result
            self.summary = summary_of_session(board.session)
        except Exception:
            self.summary = None

    # --- the ways on ----------------------------------------------------------------------------
    def watch(self) -> None:
        from scenes.boards.replay_viewer import ReplayScene

        ReplayScene.open(self.app, self.board.session, self.board.bots.kinds)

    def rematch(self) -> None:
        """The same setup and seed, the same seats (human or bot), from the start."""
        from game.core.session import Session
        from scenes.menu import MainMenuScene, open_board

        old = self.board.session
        session = Session.new(old.game, old.setup, old.seed, auto_resolve=self.app.settings.auto_resolve)
        meta = {"bots": {str(k): v for k, v in self.board.bots.kinds.items()}}
        if self.board.meta.get("daily"):
            meta["daily"] = self.board.meta["daily"]
        self.app.stack.reset(MainMenuScene(self.app))
        self.app.stack.push(open_board(self.app, session, meta))

    def new_game(self) -> None:
        """The game's new-game screen, over the main menu (as the menu's New game leads there)."""
        from scenes.choose_game import ChooseGameScene
        from scenes.menu import MainMenuScene
        from scenes.setup_scene import SetupScene

        self.app.stack.reset(MainMenuScene(self.app))
        self.app.stack.push(ChooseGameScene(self.app))
        self.app.stack.push(SetupScene(self.app, self.board.session.game))

    def zerywia_campaign(self) -> str:
        board_name = getattr(self.board, "zerywia_campaign", None)
        return board_name() if callable(board_name) else ""

    def continue_campaign(self) -> None:
        """The scenario folded into its campaign's record, then the campaign screen."""
        from scenes.zerywia_campaign_scene import ZerywiaCampaignScene, fold_finished

        name = self.zerywia_campaign()
        try:
            self.board.autosave_now()
            camp = fold_finished(self.app, name, self.board.session)
        except Exception as exc:  # a damaged campaign file: say so over the result
            self.board.log.add(getattr(exc, "reason", str(exc)))
            return
        from scenes.menu import MainMenuScene

        self.app.stack.reset(MainMenuScene(self.app))
        self.app.stack.push(ZerywiaCampaignScene(self.app, name, camp))

    # --- what it says ---------------------------------------------------------------------------
    def facts_line(self) -> str:
        session = self.board.session
        mode = mode_text(session.setup)
        line = t("summary.facts", seed=session.seed, actions=len(session.actions))
        return t("summary.facts_mode", mode=mode, facts=line) if mode else line

    def figure_columns(self) -> list[tuple[str, list[str]]]:
        """(heading, lines) per column: the table's numbers first, then each seat's own."""
        if self.summary is None:
            return []
        seats = self.board.seat_names()
        out: list[tuple[str, list[str]]] = []
        table = [figure_text(f, seats) for f in self.summary.table()]
        if table:
            out.append((t("summary.table"), table))
        for seat, figs in self.summary.seats().items():
            name = seats[seat] if 0 <= seat < len(seats) else str(seat + 1)
            out.append((name, [figure_text(f, seats) for f in figs]))
        return out

    def build(self) -> None:
        root = self.make_root(layer=5)
        ui = self.app.ui
        session = self.board.session
        outcome = session.is_over()
        p = self.PANEL
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x, p.y + 10, p.w, 64), t("gameover.title"), ui, container=root, object_id="@title"
        )
        headline = outcome_text(outcome, self.board.seat_names())
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 72, p.w - 40, 40), headline, ui, container=root, object_id="@message"
        )
        reason = reason_text(outcome, headline)
        if reason:
            pygame_gui.elements.UILabel(
                pygame.Rect(p.x + 20, p.y + 112, p.w - 40, 30), reason, ui, container=root, object_id="@subtitle"
            )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 142, p.w - 40, 30),
            self.facts_line(),
            ui,
            container=root,
            object_id="@subtitle",
        )
        y1, y2, w = p.bottom - 136, p.bottom - 72, 280
        self.button("replay.watch", (p.x + 40, y1, w, 50), self.watch, text=t("summary.replay"))
        self.button("summary.rematch", (p.centerx - w // 2, y1, w, 50), self.rematch, tooltip=t("summary.rematch_tip"))
        self.button("summary.new_game", (p.right - 40 - w, y1, w, 50), self.new_game)
        self.button("gameover.view_board", (p.x + 40, y2, w, 50), self.app.stack.pop)
        self.button("gameover.menu", (p.right - 40 - w, y2, w, 50), self.board.quit_to_menu)
        if self.zerywia_campaign():  # a campaign's scenario: on to the next one (issue 13)
            self.button("zerywia.campaign.continue", (p.centerx - w // 2, y2, w, 50), self.continue_campaign)

    def shown_figures(self) -> list[str]:
        """Every number line the panel draws (tests read what a player reads)."""
        return [line for _, lines in self.figure_columns() for line in lines]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pal = self.app.palette()
        p = self.PANEL
        columns = self.figure_columns()
        if not columns:
            return
        top, bottom = p.y + self.FIGURES_TOP, p.bottom - 146
        # the table's numbers in a wide column on the left, each seat's in a grid beside it
        x0 = p.x + 30
        if self.summary is not None and self.summary.table():
            head, lines = columns[0]
            self._column(surface, pal, head, lines, x0, top, self.TABLE_W, bottom)
            columns = columns[1:]
            x0 += self.TABLE_W + 10
        per_row = max(1, (p.right - 20 - x0) // self.COL_W)
        row_h = max((22 + 22 * len(lines) for _, lines in columns), default=0) + 12
        for i, (head, lines) in enumerate(columns):
            y = top + (i // per_row) * row_h
            if y + 22 > bottom:
                break  # more seats than room: the rest are in the replay
            self._column(surface, pal, head, lines, x0 + (i % per_row) * self.COL_W, y, self.COL_W, bottom)

    def _column(self, surface, pal, head: str, lines: list[str], x: int, y: int, width: int, bottom: int) -> None:  # type: ignore[no-untyped-def]
        surface.blit(render(fit_text(head, 17, width - 16), 17, pal["accent"], "bold"), (x, y))
        for j, line in enumerate(lines):
            ly = y + 24 + 22 * j
            if ly + 20 > bottom:
                break
            surface.blit(render(fit_text(line, 15, width - 16), 15, pal["text"]), (x, ly))
