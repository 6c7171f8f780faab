"""The Tutorials menu: one tutorial per game, the scenario files of ``game/tutorials/``, each opening
on the real board (``scenes.tutorial_board``). A file that does not load is listed with its reason
(file and line), never opened."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame
import pygame_gui

from game.core.i18n import t
from game.core.scenario import ScenarioError, load_scenario
from scenes.puzzles import Entry
from scenes.stack import Scene
from scenes.theme import fit_text

TUTORIAL_DIR = Path(__file__).resolve().parent.parent / "game" / "tutorials"
# The order a new player meets the games in: the menu lists them so, whatever the file names.
GAME_ORDER = ("desconfronto", "fortress", "zerywia")
ROW_H, NOTE_H, ROW_GAP, TOP = 50, 26, 18, 170


def list_tutorials(folder: Path = TUTORIAL_DIR) -> list[Entry]:
    out: list[Entry] = []
    try:
        paths = sorted(folder.glob("*.toml"))
    except OSError:
        return out
    for path in paths:
        try:
            out.append(Entry(path, load_scenario(path), "", False))
        except ScenarioError as exc:
            out.append(Entry(path, None, exc.translated(), False))

    def order(entry: Entry) -> tuple[int, str]:
        game = entry.scenario.game if entry.scenario is not None else ""
        return (GAME_ORDER.index(game) if game in GAME_ORDER else len(GAME_ORDER), entry.path.name)

    return sorted(out, key=order)


class TutorialsScene(Scene):
    escape_pops = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.message = ""
        self.entries: list[Entry] = []

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        self.entries = list_tutorials()
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 40, 1280, 60), t("tutorials.title"), ui, container=root, object_id="@title"
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 98, 1280, 30), t("tutorials.subtitle"), ui, container=root, object_id="@subtitle"
        )
        y = TOP
        for i, entry in enumerate(self.entries):
            if entry.scenario is not None:
                scn = entry.scenario
                text = t("tutorials.entry", title=scn.shown_title(), steps=len(scn.steps))
                tooltip = scn.shown_description() or None
            else:
                text = tooltip = t("puzzles.broken", name=entry.path.name, reason=entry.error)
            self.button(
                f"tutorial:{i}",
                (240, y, 800, ROW_H),
                partial(self.open, entry),
                text=fit_text(text, 16, 760),
                object_id="@action_button",
                enabled=entry.scenario is not None,
                tooltip=tooltip,
            )
            if entry.scenario is not None and tooltip:  # what it teaches, in view without hovering
                pygame_gui.elements.UILabel(
                    pygame.Rect(240, y + ROW_H + 2, 800, NOTE_H), fit_text(tooltip, 15, 790), ui,
                    container=root, object_id="@subtitle",
                )
            y += ROW_H + NOTE_H + ROW_GAP
        self.message_label = pygame_gui.elements.UILabel(
            pygame.Rect(260, 640, 760, 36), self.message, ui, container=root, object_id="@message"
        )
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)

    def open(self, entry: Entry) -> None:
        from scenes.tutorial_board import start_tutorial_board

        try:
            board = start_tutorial_board(self.app, entry.path)
        except ScenarioError as exc:  # the file changed since the list was made, or its start is illegal
            self.message = t("tutorials.open_failed", reason=exc.translated())
            self.message_label.set_text(self.message)
            return
        self.app.stack.push(board)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.palette()["bg"])
