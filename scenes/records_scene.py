"""Records (issue #14): each game's statistics from the finished games (``saves/history.py``) and its
daily challenge — the same seed for everyone on the same day, played from the game's standard table.
"Finished games" opens the history list, whose entries open the replay viewer (``history_scene.py``)."""

from __future__ import annotations

from functools import partial

import pygame
import pygame_gui

from game.core.i18n import has, t
from game.core.registry import all_games
from game.core.session import Session
from saves.history import FACETS, History, daily_seed, summarize, today
from scenes.settings import config_dir
from scenes.stack import Scene
from scenes.theme import fit_text, render

COL_W, TOP = 386, 120


def choice_label(game, field: str, value: str) -> str:  # type: ignore[no-untyped-def]
    """How the New game screen names ``value`` of its setup field ``field`` (a record keeps the raw value)."""
    for f in game.setup_fields():
        if f.key == field:
            for v, key in f.choices:
                if str(v) == value:
                    return t(key)
    return value


class RecordsScene(Scene):
    escape_pops = True

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.history = History.load(config_dir())
        self.games = all_games()

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        pygame_gui.elements.UILabel(pygame.Rect(0, 20, 1280, 60), t("records.title"), ui, container=root, object_id="@title")
        note = t(self.history.notice) if self.history.notice else t("records.intro")
        pygame_gui.elements.UILabel(pygame.Rect(0, 76, 1280, 28), note, ui, container=root, object_id="@subtitle")
        for i, game in enumerate(self.games):
            x = 40 + i * (COL_W + 20)
            self.button(f"records.daily.{game.name}", (x + 20, 560, COL_W - 40, 46), partial(self.play_daily, game),
                        text=t("records.daily_button"))  # fmt: skip
        self.button("summary.history.title", (960, 640, 280, 50), self.open_history)
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)

    def open_history(self) -> None:
        """The finished games, newest first, each opening its replay (scenes/history_scene.py)."""
        from scenes.history_scene import HistoryScene

        self.app.stack.push(HistoryScene(self.app))

    def play_daily(self, game) -> None:  # type: ignore[no-untyped-def]
        from scenes.menu import open_board

        day = today()
        setup = game.normalize_setup(game.default_setup())
        session = Session.new(game, setup, daily_seed(game.name, day), auto_resolve=self.app.settings.auto_resolve)
        self.app.stack.push(open_board(self.app, session, {"bots": {}, "daily": day}))

    def on_resume(self) -> None:
        self.history = History.load(config_dir())  # a game finished since the screen was built
        self.rebuild()

    def lines(self, game) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
        """What a game's column shows: (style, text), style "head", "row" or "muted"."""
        s = summarize(self.history.records, game.name)
        out = [("head", t(game.title_key))]
        if not s.played:
            out.append(("muted", t("records.none")))
        else:
            rate = round(100 * s.won / s.played)
            out.append(("row", t("records.played", played=s.played, won=s.won, rate=rate)))
            out.append(("row", t("records.streak", streak=s.best_streak)))
            for mode, (n, w) in list(s.by_mode.items())[:3]:
                if mode and has(f"records.modes.{mode}"):
                    out.append(("row", t("records.mode", mode=t(f"records.modes.{mode}"), played=n, won=w)))
            for seat, (n, w) in list(s.by_seat.items())[:4]:
                out.append(("muted", t("records.seat", seat=seat, played=n, won=w)))
            if len(s.by_players) > 1 or any(k > 1 for k in s.by_players):  # the table's size, when it varied
                sizes = " · ".join(t("records.size", n=k, won=w, played=n) for k, (n, w) in s.by_players.items())
                out.append(("muted", sizes))
            for (key, value), (n, w) in list(s.by_facet.items())[:2]:
                out.append(("muted", t(f"records.facet.{key}", what=choice_label(game, FACETS[key], value),
                                       played=n, won=w)))  # fmt: skip
        day = today()
        todays = [r for r in self.history.records if r["game"] == game.name and r["daily"] == day]
        out.append(("head", t("records.daily_head", day=day)))
        if todays:
            best = "records.daily_won" if any(r["won"] for r in todays) else "records.daily_lost"
            out.append(("row", t(best, tries=len(todays))))
        else:
            out.append(("muted", t("records.daily_open")))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette()
        surface.fill(pal["bg"])
        for i, game in enumerate(self.games):
            x = 40 + i * (COL_W + 20)
            box = pygame.Rect(x, TOP, COL_W, 500)
            pygame.draw.rect(surface, pal["bg2"], box, border_radius=12)
            y = TOP + 18
            for style, text in self.lines(game):
                size = 20 if style == "head" else 16
                ink = pal["accent"] if style == "head" else pal["muted"] if style == "muted" else pal["text"]
                surface.blit(render(fit_text(text, size, COL_W - 40), size, ink, "bold" if style == "head" else "regular"),
                             (x + 20, y))  # fmt: skip
                y += size + 14
