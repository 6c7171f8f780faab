"""Load a saved game: every save newest first; broken ones are listed with their reason, never opened.
Beside each, "Watch" opens the save in the replay viewer (issue #14) from its first move."""

from __future__ import annotations

from functools import partial

import pygame
import pygame_gui

from game.core.i18n import t
from saves.text import display_text
from scenes.stack import Scene
from scenes.theme import fit_text
from scenes.widgets.fonts import font

ROW_H, ROW_GAP, TOP, PER_PAGE = 48, 10, 130, 8


def when(stamp: str) -> str:
    """An ISO time stamp shown as local 'YYYY-MM-DD HH:MM' (the raw text if it does not parse)."""
    from datetime import datetime

    try:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00")).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, AttributeError, TypeError, OverflowError, OSError):
        # year 1 or 9999 may not exist in the local zone; the raw text is shown cleaned instead
        return display_text(stamp, 40)


# Reasons by (file, its size and time on disk, language): the Load screen rebuilds often (page
# turns, delete confirmations), and wording a broken save's reason again means reading it again.
_WORDED: dict[tuple, str] = {}


def _worded(info, kind: str, make) -> str:
    from game.core.i18n import language

    try:
        st = info.path.stat()
        key = (kind, str(info.path), st.st_size, st.st_mtime_ns, language())
    except OSError:
        return make()
    if key not in _WORDED:
        if len(_WORDED) > 512:  # a folder of many saves, listed in many languages: start afresh
            _WORDED.clear()
        _WORDED[key] = make()
    return _WORDED[key]


def summary_now(store, info) -> str:
    """A save's one-line summary in the language shown now, worded from its header (the game, its
    seats, round or turn, moves): nothing is replayed. A save without a usable header keeps the line
    it was listed with."""
    from saves.header import header_line

    header = getattr(info, "header", None)
    return header_line(header) if header is not None else info.summary


def reason_now(store, info) -> str:
    """Why a save does not open, in the language shown now (the listing keeps the English words)."""
    from saves import SaveError

    def make() -> str:
        try:
            store.load(info.path)
        except SaveError as exc:
            return exc.translated()
        except Exception:
            pass
        return info.error

    return _worded(info, "reason", make)


def entry_text(summary: str, saved_at: str, slot: str, size: int = 16, width: int = 820) -> str:
    """A save's row: the summary is shortened first, so the time and the slot's name always show
    (a four-General Heróis & Monstros summary alone can fill the row)."""
    full = t("load.entry", summary=summary, saved_at=saved_at, slot=slot)
    if font(size).size(full)[0] <= width:
        return full
    frame = t("load.entry", summary="", saved_at=saved_at, slot=slot)
    room = max(80, width - font(size).size(frame)[0])
    return fit_text(t("load.entry", summary=fit_text(summary, size, room), saved_at=saved_at, slot=slot), size, width)


class LoadGameScene(Scene):
    escape_pops = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.message = ""
        self.infos: list = []
        self.confirming: str | None = None  # the slot whose Delete was pressed once

    def _list(self) -> list:
        try:
            return self.app.save_store().list()
        except Exception as exc:  # an unreadable save folder is a message, not a crash
            self.message = t("load.list_failed", reason=str(exc))
            return []

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        self.infos = self._list()
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 40, 1280, 60), t("load.title"), ui, container=root, object_id="@title"
        )
        pages = max(1, -(-len(self.infos) // PER_PAGE))
        self.page = min(self.page, pages - 1)
        if not self.infos:
            pygame_gui.elements.UILabel(
                pygame.Rect(0, 300, 1280, 40), t("load.empty"), ui, container=root, object_id="@subtitle"
            )
        y = TOP
        store = self.app.save_store()
        start = self.page * PER_PAGE
        for i, info in enumerate(self.infos[start : start + PER_PAGE], start):
            # File names may hold undecodable bytes (lone surrogates) the fonts refuse: shown cleaned.
            if info.ok:
                slot = display_text(info.slot, 64)
                summary = display_text(summary_now(store, info))
                text = entry_text(summary, when(info.saved_at), slot, width=700)
                tooltip = t("load.entry", summary=summary, saved_at=when(info.saved_at), slot=slot)
            else:
                reason = display_text(reason_now(store, info))
                text = tooltip = t("load.broken", name=display_text(info.path.name, 80), reason=reason)
            deleting = self.confirming == info.slot
            self.button(
                f"delete:{i}",
                (1010, y, 130, ROW_H),
                partial(self.delete, info),
                text=t("load.confirm_delete" if deleting else "load.delete"),
                object_id="@action_button",
            )
            self.button(
                f"watch:{i}",
                (880, y, 120, ROW_H),
                partial(self.watch, info),
                text=t("summary.watch.button"),
                object_id="@action_button",
                enabled=info.ok,
                tooltip=t("summary.watch.tooltip"),
            )
            self.button(
                f"load:{i}",
                (140, y, 730, ROW_H),
                partial(self.open, info),
                text=fit_text(text, 16, 700),
                object_id="@action_button",
                enabled=info.ok,
                tooltip=tooltip,
            )
            y += ROW_H + ROW_GAP
        if pages > 1:
            self.button("load.prev", (140, 600, 160, 40), lambda: self.turn(-1), enabled=self.page > 0)
            self.button("load.next", (980, 600, 160, 40), lambda: self.turn(1), enabled=self.page < pages - 1)
        self.message_label = pygame_gui.elements.UILabel(
            pygame.Rect(260, 650, 760, 36), self.message, ui, container=root, object_id="@message"
        )
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)

    def turn(self, delta: int) -> None:
        self.page += delta
        self.rebuild()

    def delete(self, info) -> None:
        """Two clicks delete a save (and its backup): the first only asks to confirm."""
        if self.confirming != info.slot:
            self.confirming = info.slot
            self.rebuild()
            return
        self.confirming = None
        try:
            self.app.save_store().delete(info.slot)
            self.message = t("load.deleted", slot=display_text(info.slot, 64))
        except Exception as exc:  # a read-only folder is a message, not a crash
            self.message = t("load.delete_failed", reason=str(exc))
        self.rebuild()

    def open(self, info) -> None:
        from saves import SaveError
        from scenes.menu import MainMenuScene, open_board

        try:
            loaded = self.app.save_store().load(info.path)
        except SaveError as exc:
            self.message = t("menu.load_failed", reason=exc.translated())
            self.message_label.set_text(self.message)
            return
        self.app.stack.reset(MainMenuScene(self.app))
        self.app.stack.push(open_board(self.app, loaded.session, loaded.meta))

    def watch(self, info) -> None:
        """The save in the replay viewer, from its first move ("Watch" beside "Load"); the save itself is
        not opened for play and stays as it is."""
        from saves import SaveError
        from scenes.boards.replay_viewer import ReplayScene

        try:
            loaded = self.app.save_store().load(info.path)
        except SaveError as exc:
            self.message = t("summary.watch.failed", reason=exc.translated())
            self.message_label.set_text(self.message)
            return
        session = loaded.session
        bots = {int(k): str(v) for k, v in (loaded.meta.get("bots") or {}).items() if str(k).isdigit()}
        viewer = ReplayScene(self.app, session.game, session.setup, session.seed, list(session.actions), bots)
        self.app.stack.push(viewer.board)
        self.app.stack.push(viewer)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.palette()["bg"])
