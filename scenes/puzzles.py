"""The Puzzles menu: the scenario files shipped in ``game/scenarios/`` and those in the player's own
scenario folder (beside the saves; "Export position…" writes there), each opening on the real board
with its goal shown. A file that does not load is listed with its reason (file and line), never
opened."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame
import pygame_gui

from game.core.i18n import has, t
from game.core.scenario import Scenario, ScenarioError, load_scenario
from scenes.stack import Scene
from scenes.theme import fit_text

SHIPPED_DIR = Path(__file__).resolve().parent.parent / "game" / "scenarios"
ROW_H, ROW_GAP, TOP, PER_PAGE = 50, 10, 150, 7


def user_scenario_dir(app) -> Path:
    """The player's scenario folder: ``scenarios`` beside the save folder (the user data folder)."""
    return app.save_store().directory.parent / "scenarios"


@dataclass(frozen=True)
class Entry:
    path: Path
    scenario: Scenario | None
    error: str
    yours: bool


def list_entries(app) -> list[Entry]:
    out: list[Entry] = []
    for folder, yours in ((SHIPPED_DIR, False), (user_scenario_dir(app), True)):
        try:
            paths = sorted(folder.glob("*.toml"))
        except OSError:
            continue
        for path in paths:
            try:
                out.append(Entry(path, load_scenario(path), "", yours))
            except ScenarioError as exc:
                out.append(Entry(path, None, exc.translated(), yours))
    return out


def game_title(name: str) -> str:
    key = f"games.{name}.title"
    if has(key):
        return t(key)
    from game.core.registry import get_game

    try:
        return t(get_game(name).title_key)
    except Exception:  # a game that does not load: its file is still listed, by its own name
        return name


class PuzzlesScene(Scene):
    escape_pops = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.message = ""
        self.entries: list[Entry] = []

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        self.entries = list_entries(self.app)
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 40, 1280, 60), t("puzzles.title"), ui, container=root, object_id="@title"
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 98, 1280, 30), t("puzzles.subtitle"), ui, container=root, object_id="@subtitle"
        )
        if not self.entries:
            pygame_gui.elements.UILabel(
                pygame.Rect(0, 300, 1280, 40), t("puzzles.empty"), ui, container=root, object_id="@subtitle"
            )
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        self.page = min(self.page, pages - 1)
        y = TOP
        start = self.page * PER_PAGE
        for i, entry in enumerate(self.entries[start : start + PER_PAGE], start):
            if entry.scenario is not None:
                scn = entry.scenario
                text = t("puzzles.entry", game=game_title(scn.game), title=scn.shown_title())
                if entry.yours:
                    text = f"{text}  {t('puzzles.yours')}"
                tooltip = scn.shown_description() or None
            else:
                text = tooltip = t("puzzles.broken", name=entry.path.name, reason=entry.error)
            self.button(
                f"puzzle:{i}",
                (190, y, 900, ROW_H),
                partial(self.open, entry),
                text=fit_text(text, 16, 860),
                object_id="@action_button",
                enabled=entry.scenario is not None,
                tooltip=tooltip,
            )
            y += ROW_H + ROW_GAP
        if pages > 1:
            self.button("load.prev", (190, 590, 160, 40), lambda: self.turn(-1), enabled=self.page > 0)
            self.button("load.next", (930, 590, 160, 40), lambda: self.turn(1), enabled=self.page < pages - 1)
        self.message_label = pygame_gui.elements.UILabel(
            pygame.Rect(260, 640, 760, 36), self.message, ui, container=root, object_id="@message"
        )
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)

    def turn(self, delta: int) -> None:
        self.page += delta
        self.rebuild()

    def open(self, entry: Entry) -> None:
        from scenes.puzzles_board import start_puzzle

        try:
            board = start_puzzle(self.app, entry.path)
        except ScenarioError as exc:  # the file changed since the list was made, or its start is illegal
            self.message = t("puzzles.open_failed", reason=exc.translated())
            self.message_label.set_text(self.message)
            return
        self.app.stack.push(board)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.palette()["bg"])
