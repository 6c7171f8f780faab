"""Finished games (issue #14's history list), reached from Records: newest first, each row the game,
its mode (or the day of a daily challenge), seed, date, length and result. A row opens the game in
the replay viewer from its kept replay (``saves/replays.py``); a game whose replay was pruned is
listed but cannot open, and a damaged replay file is a sentence, never a crash."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame
import pygame_gui

from game.core.i18n import has, t
from saves import replays
from saves.history import History
from scenes.settings import config_dir
from scenes.stack import Scene
from scenes.theme import fit_text

ROW_H, ROW_GAP, TOP, PER_PAGE = 44, 8, 120, 9


def result_word(record: dict[str, Any]) -> str:
    key = f"summary.history.{record['result']}"
    if record["won"]:
        return t("summary.history.won")
    return t(key) if has(key) else t("summary.history.over")


def entry_text(record: dict[str, Any]) -> str:
    from game.core.registry import get_game
    from scenes.load_game import when

    try:
        title = t(get_game(record["game"]).title_key)
    except Exception:  # a game this build lacks: its bare name
        title = record["game"]
    date = when(record["ended_at"])
    common = {"game": title, "seed": record["seed"], "date": date, "actions": record["actions"], "result": result_word(record)}
    if record["daily"]:
        return t("summary.history.entry_daily", day=record["daily"], **common)
    mode = record["mode"]
    if mode and has(f"records.modes.{mode}"):
        return t("summary.history.entry", mode=t(f"records.modes.{mode}"), **common)
    return t("summary.history.entry_plain", **common)  # a game without modes (Heróis & Monstros)


def open_replay(app, path) -> str:  # type: ignore[no-untyped-def]
    """Open a kept replay in the viewer over the screen shown now; the sentence of what went wrong, or ""."""
    from scenes.boards.replay_viewer import ReplayScene

    try:
        kept = replays.load(path)
    except replays.ReplayFileError as exc:
        return t(exc.key, **exc.params)
    viewer = ReplayScene(app, kept.game, kept.setup, kept.seed, kept.actions, kept.bots)
    app.stack.push(viewer.board)
    app.stack.push(viewer)
    return ""


class HistoryScene(Scene):
    escape_pops = True

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        history = History.load(config_dir())
        self.notice = t(history.notice) if history.notice else ""
        self.records = list(reversed(history.records))  # newest first
        self.page = 0
        self.message = self.notice

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        pygame_gui.elements.UILabel(pygame.Rect(0, 30, 1280, 60), t("summary.history.title"), ui, container=root, object_id="@title")
        if not self.records:
            pygame_gui.elements.UILabel(pygame.Rect(0, 300, 1280, 40), t("summary.history.none"), ui, container=root, object_id="@subtitle")
        pages = max(1, -(-len(self.records) // PER_PAGE))
        self.page = min(self.page, pages - 1)
        start = self.page * PER_PAGE
        folder = config_dir()
        y = TOP
        for i, record in enumerate(self.records[start : start + PER_PAGE], start):
            path = replays.find(folder, record)
            text = entry_text(record)
            self.button(
                f"history:{i}",
                (90, y, 1100, ROW_H),
                partial(self.watch, path),
                text=fit_text(text, 16, 1070),
                object_id="@action_button",
                enabled=path is not None,
                tooltip=text if path is not None else t("summary.history.no_replay", keep=replays.KEEP),
            )
            y += ROW_H + ROW_GAP
        if pages > 1:
            self.button("summary.history.prev", (300, 600, 180, 40), lambda: self.turn(-1), enabled=self.page > 0)
            self.button("summary.history.next", (800, 600, 180, 40), lambda: self.turn(1), enabled=self.page < pages - 1)
        self.message_label = pygame_gui.elements.UILabel(
            pygame.Rect(260, 650, 1000, 36), self.message, ui, container=root, object_id="@message"
        )
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)

    def turn(self, delta: int) -> None:
        self.page += delta
        self.rebuild()

    def watch(self, path) -> None:  # type: ignore[no-untyped-def]
        problem = open_replay(self.app, path)
        if problem:
            self.message = problem
            self.message_label.set_text(problem)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.palette()["bg"])
