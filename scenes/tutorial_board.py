"""A tutorial on the real board: the game's own board scene, with a panel that says what to do,
lights the place where it is done, waits for exactly that move, then explains what happened.

The board class is the game's own (``scenes.boards.board_for``) with two additions:

* ``TutorialPanelMixin``, first in the order: the panel, its Next button (Enter too), the lit
  places (``scenes.tutorial_points``), the end dialog; undo and saving are off (every step
  follows the seed's dice, and a save would come back as a plain game).
* ``TutorialGate``, a ``BoardScene`` subclass that Python's method order puts just above
  ``BoardScene`` itself, under the board's own ``apply_action``: so the gate sees the very move
  the board sends to the core (a fortress payment already chosen, a desConfronto drop already
  turned into its play) and the board's own refusal display shows the gate's kind sentence.

What the gate lets through: the step's move; a forced answer (one legal move: the table takes it,
as always); a bot's move (none in the shipped tutorials: their creatures, Invasion and Herald
are the program's). Everything else is refused, with the move the step asks for in words. Once
the last step is read the gate opens and the game can be played on (never saved).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.core.actions import Action, Event
from game.core.i18n import t
from game.core.scenario import Scenario, localized
from game.core.scenario_steps import StepTracker, forced
from scenes.boards.base import BoardScene
from scenes.stack import ModalScene
from scenes.tutorial_points import points_for
from scenes.widgets.fonts import render, wrap

TEXT_SIZE, LINE_H, PAD = 15, 19, 12
NEXT_W, NEXT_H = 120, 34
# Where each board leaves room for the panel (x, y, width), best first: over the log, which the
# panel's words stand in for meanwhile, or an empty corner. The first spot that covers none of the
# lit places is used (looked at in PNGs at 1280x720 and 1920x1080, docs/tutorials.md).
SPOTS: dict[str, list[tuple[int, int, int]]] = {
    "desconfronto": [(790, 380, 474), (850, 60, 420)],
    "fortress": [(842, 84, 424), (20, 250, 420)],
    "zerywia": [(888, 110, 380), (450, 330, 420)],
}
DEFAULT_SPOTS = [(850, 60, 420), (10, 60, 420), (850, 400, 420)]


@dataclass
class TutorialRun:
    scenario: Scenario
    tracker: StepTracker
    refused: str = ""  # the last refusal's sentence, shown in the panel until the next move
    finished: bool = False  # the end dialog was shown: the gate is open

    @property
    def open(self) -> bool:
        return self.finished or self.tracker.done


class TutorialGate(BoardScene):
    """Between the board's ``apply_action`` and the core: only the step's move goes through."""

    tutorial: TutorialRun

    def apply_action(self, action: Action) -> list[Event] | None:
        run = getattr(self, "tutorial", None)
        if run is None or run.open:
            return super().apply_action(action)
        tracker = run.tracker
        if tracker.accepts(action):
            events = super().apply_action(action)
            if events is not None:
                tracker.made()
                run.refused = ""
            return events
        seat = self.decider()
        if (seat is not None and self.bots.is_bot(seat)) or forced(self.game, self.session.state):
            return super().apply_action(action)
        expected = tracker.expected()
        if expected is None:
            run.refused = t("tutorial.read_first")
        else:
            run.refused = t("tutorial.not_yet", move=self.describe(expected))
        self.status = run.refused
        self.app.request_redraw()
        return None


class TutorialPanelMixin:
    """Mixed in before a board class (with ``TutorialGate`` after it): the panel and its button."""

    tutorial: TutorialRun

    # --- widgets ----------------------------------------------------------------------
    def build(self) -> None:
        super().build()  # type: ignore[misc]
        self.next_button = self.button(  # type: ignore[attr-defined]
            "tutorial.next", (0, 0, NEXT_W, NEXT_H), self.next_step, object_id="@action_button"
        )
        self.next_button.hide()

    def next_step(self) -> None:
        run = self.tutorial
        if not run.tracker.explaining or self.is_animating():  # type: ignore[attr-defined]
            return
        run.tracker.next()
        run.refused = ""
        self.app.request_redraw()  # type: ignore[attr-defined]
        if run.tracker.done and not run.finished:
            run.finished = True
            self.app.stack.push(TutorialDoneScene(self.app, self))  # type: ignore[attr-defined]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and not self.tutorial.open
            and self.tutorial.tracker.explaining
        ):
            self.next_step()
            return True
        return super().handle_event(event)  # type: ignore[misc]

    # --- what the panel says, and where ---------------------------------------------------
    def panel_text(self) -> tuple[str, str]:
        """(heading, body) of the panel now; ("", "") when it is hidden."""
        run = self.tutorial
        tracker = run.tracker
        if run.open or tracker.step is None:
            return "", ""
        heading = t("tutorial.step", n=tracker.index + 1, total=len(tracker.steps))
        if tracker.explaining:
            if self.is_animating():  # type: ignore[attr-defined]
                return "", ""  # the move is still being shown: the words wait for it
            return heading, localized(tracker.step.then)
        return heading, localized(tracker.step.say)

    def lit_places(self) -> list[pygame.Rect]:
        tracker = self.tutorial.tracker
        if self.tutorial.open or tracker.explaining:
            return []
        return points_for(self, tracker.expected())

    def panel_layout(self, body: str, lit: list[pygame.Rect]) -> tuple[pygame.Rect, list[str], list[str]]:
        """The panel's rectangle, its body lines and its refusal lines, at the first spot where the
        whole panel covers none of ``lit`` (the first spot when none is free)."""
        spots = SPOTS.get(self.game.name, DEFAULT_SPOTS)  # type: ignore[attr-defined]
        laid = [self._laid_at(spot, body) for spot in spots]
        for rect, lines, refusal in laid:
            if not any(rect.colliderect(r) for r in lit):
                return rect, lines, refusal
        return laid[0]

    def _laid_at(self, spot: tuple[int, int, int], body: str) -> tuple[pygame.Rect, list[str], list[str]]:
        x, y, w = spot
        lines = wrap(body, TEXT_SIZE, w - 2 * PAD)
        refusal = self._refusal_lines(w)
        h = PAD * 2 + LINE_H * (len(lines) + len(refusal) + 1) + 6
        h += NEXT_H + 8 if self.tutorial.tracker.explaining else 0
        return pygame.Rect(x, y, w, h), lines, refusal

    def _refusal_lines(self, width: int) -> list[str]:
        run = self.tutorial
        if not run.refused or run.tracker.explaining:
            return []
        return wrap(run.refused, TEXT_SIZE - 1, width - 2 * PAD)

    # --- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        btn = getattr(self, "next_button", None)
        if btn is None:
            return
        heading, body = self.panel_text()
        want = bool(body) and self.tutorial.tracker.explaining
        if want:
            rect, _, _ = self.panel_layout(body, [])
            btn.set_relative_position((rect.right - PAD - NEXT_W, rect.bottom - PAD - NEXT_H))
            last = self.tutorial.tracker.index == len(self.tutorial.tracker.steps) - 1
            label = t("tutorial.finish" if last else "tutorial.next")
            if btn.text != label:
                btn.set_text(label)
        if want != btn.visible:
            btn.show() if want else btn.hide()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        heading, body = self.panel_text()
        if not body:
            return
        pal = self.app.palette()  # type: ignore[attr-defined]
        lit = self.lit_places()
        for r in lit:
            pygame.draw.rect(surface, pal["accent"], r.inflate(10, 10), 4, 10)
            pygame.draw.rect(surface, pal["text"], r.inflate(16, 16), 1, 12)
        rect, lines, refusal = self.panel_layout(body, lit)
        pygame.draw.rect(surface, pal["bg2"], rect, border_radius=10)
        pygame.draw.rect(surface, pal["accent"], rect, 2, 10)
        x, y = rect.x + PAD, rect.y + PAD
        surface.blit(render(heading, TEXT_SIZE - 1, pal["muted"], "bold"), (x, y))
        y += LINE_H + 6
        for line in lines:
            surface.blit(render(line, TEXT_SIZE, pal["text"]), (x, y))
            y += LINE_H
        for line in refusal:
            surface.blit(render(line, TEXT_SIZE - 1, pal["bad"], "bold"), (x, y))
            y += LINE_H
        if lit:  # a line from the panel to the first place it lights
            target = lit[0]
            start = (min(max(target.centerx, rect.x), rect.right), min(max(target.centery, rect.y), rect.bottom))
            if not rect.colliderect(target.inflate(40, 40)):
                pygame.draw.line(surface, pal["accent"], start, target.center, 2)
                pygame.draw.circle(surface, pal["accent"], target.center, 5)

    def on_resume(self) -> None:
        super().on_resume()  # type: ignore[misc]
        # The base board takes the setting back on every resume; a tutorial keeps the table's
        # forced answers automatic, so each explanation describes a settled position.
        self.session.auto_resolve = True  # type: ignore[attr-defined]

    # --- what a tutorial never does ----------------------------------------------------------
    def undo(self) -> None:
        if self.tutorial.open:
            self.tutorial.refused = ""
        else:
            self.tutorial.refused = t("tutorial.no_undo")
        self.app.request_redraw()  # type: ignore[attr-defined]

    def autosave_now(self) -> None:
        return

    def save_manual(self) -> str:
        return t("tutorial.no_save")

    def scenario_edits(self) -> list[dict[str, Any]]:
        return list(self.tutorial.scenario.edits)


_CLASSES: dict[Any, type] = {}  # board class -> its tutorial class


def tutorial_board(app, run: TutorialRun, session: Any) -> Any:
    """The game's own board for ``session``, teaching ``run``."""
    from scenes.boards import board_for

    base: Any = board_for(session.game.name)
    if not isinstance(base, type):
        base = base.board_class(session)
    cls: Any = _CLASSES.get(base)
    if cls is None:
        cls = _CLASSES[base] = type(f"Tutorial{base.__name__}", (TutorialPanelMixin, base, TutorialGate), {})
    session.auto_resolve = True  # forced answers are the table's, whatever the setting: the words follow them
    board = cls.__new__(cls)
    board.tutorial = run  # before the board's constructor: its first refresh may already send a move
    board.__init__(app, session, {})
    return board


def start_tutorial_board(app, path: Path) -> Any:
    """The board of a fresh run of the tutorial in ``path`` (ScenarioError if it cannot start)."""
    from game.core.scenario import load_scenario
    from game.core.tutorial_run import start_tutorial

    scn = load_scenario(path)
    session, tracker = start_tutorial(scn)
    return tutorial_board(app, TutorialRun(scn, tracker), session)


class TutorialDoneScene(ModalScene):
    """The end: what was learnt, and the ways on (play on, start again, the menu)."""

    SHADE_ALPHA = 120
    PANEL = pygame.Rect(290, 200, 700, 300)

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board

    def build(self) -> None:
        root = self.make_root(layer=6)
        ui, p = self.app.ui, self.PANEL
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x, p.y + 16, p.w, 70), t("tutorial.done_title"), ui, container=root, object_id="@title"
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 100, p.w - 40, 34),
            self.board.tutorial.scenario.shown_title(),
            ui,
            container=root,
            object_id="@subtitle",
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + 20, p.y + 140, p.w - 40, 30), t("tutorial.done_body"), ui, container=root,
            object_id="@message",
        )
        w = (p.w - 80) // 3
        y = p.bottom - 80
        self.button("tutorial.play_on", (p.x + 20, y, w, 50), self.app.stack.pop)
        path = self.board.tutorial.scenario.path
        self.button("tutorial.again", (p.x + 40 + w, y, w, 50), self.again, enabled=path is not None)
        self.button("tutorial.menu", (p.x + 60 + 2 * w, y, w, 50), self.board.quit_to_menu)

    def again(self) -> None:
        from scenes.menu import MainMenuScene
        from scenes.tutorials import TutorialsScene

        board = start_tutorial_board(self.app, self.board.tutorial.scenario.path)
        self.app.stack.reset(MainMenuScene(self.app))
        self.app.stack.push(TutorialsScene(self.app))
        self.app.stack.push(board)
