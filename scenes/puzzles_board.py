"""A puzzle on the real board: the game's own board scene, with the goal drawn in a strip along the
top, each scripted hint written into the board's log when its step comes, and the verdict (solved / failed) reported once the goal's
evaluator (``game.core.scenario_goal``) gives one.

The board class is the game's own (``scenes.boards.board_for``), extended here by a mixin, so the
puzzle is played with every gesture the board has; the rules decide everything, as ever. A puzzle
whose start edits the new game is never autosaved nor saved (a save replays from the seed alone,
which cannot reproduce the edits, and would come back without its goal): "Export position…"
writes it as a scenario file instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.core.i18n import t
from game.core.scenario import Scenario, localized
from game.core.scenario_goal import FAILED, MET, PENDING, GoalTracker
from scenes.stack import ModalScene
from scenes.widgets.fonts import ellipsize, render, wrap

# Along the top, where every board's header leaves room (desConfronto's
# title ends left of it; Zerywia's map starts below it).
STRIP = pygame.Rect(555, 1, 365, 40)
# Heróis & Monstros fills its header with phase chips (wider in Portuguese): the strip covers the
# Chronicle's title instead, the log lines below it stay in view.
STRIP_AT = {"fortress": pygame.Rect(838, 48, 432, 34)}


@dataclass
class PuzzleRun:
    """One attempt at a scenario: the file it came from, its goal's tracker, the start's length."""

    scenario: Scenario
    tracker: GoalTracker | None
    start_moves: int
    verdict: str = PENDING
    hints_given: int = 0

    def moves_made(self, session: Any) -> int:
        return max(0, len(session.actions) - self.start_moves)


def goal_line(run: PuzzleRun) -> str:
    goal = run.scenario.goal
    if goal is None:
        return run.scenario.shown_title()
    text = localized(goal.text) if goal.text else t(f"scenario.goal.{goal.kind}", target=goal.target, score=goal.score)
    if goal.kind != "survive_phase":
        limit = t("scenario.goal.limit_one") if goal.turns == 1 else t("scenario.goal.limit_many", turns=goal.turns)
        if not goal.text:
            text = f"{text} ({limit})"
    return text


class PuzzleBoardMixin:
    """Mixed in before a board class: ``puzzle`` is the run; the rest is the board's own."""

    puzzle: PuzzleRun

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        run = self.puzzle
        pal = self.app.palette()  # type: ignore[attr-defined]
        colour = {MET: pal["good"], FAILED: pal["bad"]}.get(run.verdict, pal["bg2"])
        strip = STRIP_AT.get(self.game.name, STRIP)  # type: ignore[attr-defined]
        pygame.draw.rect(surface, colour, strip, border_radius=6)
        pygame.draw.rect(surface, pal["accent"], strip, 2, 6)
        text = goal_line(run) if run.verdict == PENDING else t(f"scenario.goal.{run.verdict}")
        lines = wrap(text, 14, strip.w - 16, "bold")[:2]
        y = strip.y + (strip.h - 17 * len(lines)) // 2
        for line in lines:
            surface.blit(render(ellipsize(line, 14, strip.w - 16, "bold"), 14, pal["text"], "bold"), (strip.x + 8, y))
            y += 17

    def give_hints(self) -> None:
        """Write each hint whose step has come into the log, once."""
        run = self.puzzle
        made = run.moves_made(self.session)  # type: ignore[attr-defined]
        while run.hints_given < len(run.scenario.hints) and run.scenario.hints[run.hints_given].step <= made:
            hint = run.scenario.hints[run.hints_given]
            log = getattr(self, "log_panel", None) or self.log  # type: ignore[attr-defined]
            log.add(t("scenario.goal.hint", text=localized(hint.text)))
            run.hints_given += 1

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        self.give_hints()
        run = self.puzzle
        if run.verdict != PENDING or run.tracker is None:
            return
        verdict = run.tracker.status(self.session.state)  # type: ignore[attr-defined]
        if verdict != PENDING:
            run.verdict = verdict
            self.app.request_redraw()  # type: ignore[attr-defined]
            self.app.stack.push(PuzzleResultScene(self.app, self))  # type: ignore[attr-defined]

    def scenario_edits(self) -> list[dict[str, Any]]:
        return list(self.puzzle.scenario.edits)

    # A puzzle is never saved: a save replays from the seed alone (no edits) and would come back as
    # a plain game without its goal. "Export position…" keeps an attempt instead.
    def autosave_now(self) -> None:
        return

    def save_manual(self) -> str:
        return t("puzzles.no_save")


_CLASSES: dict[Any, type] = {}  # board factory -> its puzzle class


def puzzle_board(app, run: PuzzleRun, session: Any, meta: dict[str, Any] | None = None) -> Any:
    """The game's own board for ``session``, showing and judging ``run``."""
    from scenes.boards import board_for

    base: Any = board_for(session.game.name)  # a board class, or a factory that names its class per session
    if not isinstance(base, type):
        base = base.board_class(session)
    cls = _CLASSES.get(base)
    if cls is None:
        cls = _CLASSES[base] = type(f"Puzzle{base.__name__}", (PuzzleBoardMixin, base), {})
    session.auto_resolve = app.settings.auto_resolve
    board = cls(app, session, meta or {})
    board.puzzle = run
    return board


def start_puzzle(app, path: Path) -> Any:
    """The board of a fresh attempt at the scenario in ``path`` (ScenarioError if it cannot start)."""
    from game.core.scenario import load_scenario
    from game.core.scenario_run import start_session, tracker_for

    scn = load_scenario(path)
    session = start_session(scn)
    run = PuzzleRun(scn, tracker_for(scn, session), len(session.actions))
    return puzzle_board(app, run, session)


class PuzzleResultScene(ModalScene):
    """Solved or not: the verdict, and the ways on (look at the board, try again, the menu)."""

    SHADE_ALPHA = 120
    PANEL = pygame.Rect(290, 200, 700, 300)  # the game-over panel's own place: it covers it whole

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board

    def build(self) -> None:
        root = self.make_root(layer=6)
        ui, p, run = self.app.ui, self.PANEL, self.board.puzzle
        title = t("puzzles.solved_title" if run.verdict == MET else "puzzles.failed_title")
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x, p.y + 16, p.w, 70), title, ui, container=root, object_id="@title"
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 100, p.w - 40, 34),
            t(f"scenario.goal.{run.verdict}"),
            ui,
            container=root,
            object_id="@message",
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 140, p.w - 40, 30),
            run.scenario.shown_title(),
            ui,
            container=root,
            object_id="@subtitle",
        )
        w = (p.w - 80) // 3
        y = p.bottom - 80
        self.button("gameover.view_board", (p.x + 20, y, w, 50), self.app.stack.pop)
        self.button("puzzles.retry", (p.x + 40 + w, y, w, 50), self.retry, enabled=run.scenario.path is not None)
        self.button("puzzles.menu", (p.x + 60 + 2 * w, y, w, 50), self.board.quit_to_menu)

    def retry(self) -> None:
        from scenes.menu import MainMenuScene

        path = self.board.puzzle.scenario.path
        board = start_puzzle(self.app, path)
        self.app.stack.reset(MainMenuScene(self.app))
        self.app.stack.push(board)
