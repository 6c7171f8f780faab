"""What every board scene shares, whatever it draws: the session, bots, autosave, undo, the log,
the pause menu and the game-over banner. Dedicated boards subclass ``BoardScene``."""

from __future__ import annotations

import time
from typing import Any, Protocol

import pygame

from game.core.actions import Action, Event, IllegalAction
from game.core.i18n import has, t
from game.core.refusal_text import render
from scenes.boards.autosave import AutosavePolicy
from scenes.boards.bot_driver import BotDriver, decider
from scenes.boards.event_log import EventLog, event_text
from scenes.stack import Scene
from scenes.widgets.log_panel import MAX_ENTRIES

# With "instant" bots, play at most this long per frame so the window stays responsive.
INSTANT_BUDGET_S = 0.006


class LogLines(Protocol):
    """What the shared board code writes the log through; each board keeps its own log widget
    (the generic board an EventLog, the dedicated boards a LogPanel) and narrows ``log`` to it."""

    def add(self, text: str) -> None: ...


class BoardScene(Scene):
    LOG_WIDTH = 440
    log: LogLines

    def __init__(self, app, session, meta: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.meta = dict(meta or {})
        self.bots = BotDriver(self.meta.get("bots"), session.seed)
        from scenes.boards import campaign_saves

        self.campaign = campaign_saves.is_campaign(session)  # its own slot, ironman, the profile's count
        if self.campaign:
            campaign_saves.campaign_meta(self.meta)
        self.autosave = AutosavePolicy(campaign_saves.autosave_every(session) if self.campaign else 10)
        self.autosave.start(session)
        self.log = EventLog(self.LOG_WIDTH)
        self.log.add(t("board.log_start", seed=session.seed))
        self.status = ""
        self._over_shown = session.is_over() is not None
        self._recorded = self._over_shown  # a finished game opened again is not counted again
        self._history_restored = False

    # --- reading the state ------------------------------------------------------
    def seat_names(self) -> list[str]:
        return list(self.game.seats(self.session.state))

    def decider(self) -> int | None:
        if self.session.is_over() is not None:
            return None
        return decider(self.game, self.session.state)

    def human_to_act(self) -> bool:
        seat = self.decider()
        return seat is not None and not self.bots.is_bot(seat)

    def title(self) -> str:
        key = f"games.{self.game.name}.title"
        return t(key) if has(key) else t(self.game.title_key)

    def describe(self, action: Action) -> str:
        label = self.game.describe_action(self.session.state, action)
        if label == type(action).__name__:
            # The protocol's default label is the class name: add the fields so two choices differ.
            extra = [str(v) for k, v in vars(action).items() if k != "player" and v not in ("", None)]
            label = " ".join([label, *extra])
        return label

    # --- acting -------------------------------------------------------------------
    def apply_action(self, action: Action) -> list[Event] | None:
        """Send an action to the core. An illegal one is refused with its reason in the status line."""
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.status = render(exc.refusal)  # the refusal is data; it is worded here, at the edge
            return None
        self.status = ""
        self.app.request_redraw()
        for event in events:
            self.log.add(self.log_line(event))
        if self.autosave.after_action(self.session):
            self.autosave_now()
        if not self._recorded and self.session.is_over() is not None:
            self._recorded = True
            self.record_finished()
        if self.campaign:
            from scenes.boards.campaign_saves import note_end

            note_end(self.session, self.meta)
        self.on_events(events)
        self.on_state_changed()
        return events

    def record_finished(self) -> None:
        """Add the finished game to the statistics (``saves/history.py``); a disk error is said in the log."""
        from saves.history import History, record_of
        from scenes.settings import config_dir

        seats = self.seat_names()
        humans = sum(1 for s in range(len(seats)) if not self.bots.is_bot(s))
        record = record_of(self.session, seats, humans, str(self.meta.get("daily", "")))
        try:
            History.load(config_dir()).add(record)
        except (OSError, ValueError) as exc:
            self.log.add(t("history.not_saved", reason=str(exc)))
            return
        from saves import replays

        try:  # the history entry's replay (Records opens it in the replay viewer)
            replays.keep(config_dir(), self.session, record, self.bots.kinds)
        except (OSError, ValueError) as exc:
            self.log.add(t("summary.file.not_kept", reason=str(exc)))

    def log_line(self, event: Event) -> str:
        """The log panel's line for an event (boards with richer wording override it)."""
        return event_text(self.game, self.session.state, event)

    def undo(self) -> None:
        if self.session.undo():
            self.app.request_redraw()
            self.log.add(t("board.undone"))
            self.autosave.start(self.session)
            self.on_state_changed()

    def save_meta(self) -> dict[str, Any]:
        return {**self.meta, "bots": {str(s): k for s, k in self.bots.kinds.items()}}

    # Each game keeps its own manual slot and autosave: saving desConfronto never overwrites
    # a Heróis & Monstros game.
    def manual_slot(self) -> str:
        zw_campaign = self.zerywia_campaign()
        if zw_campaign:  # a Zerywia campaign's scenario: its campaign's slot
            from saves.zerywia_campaign import game_slot

            return game_slot(zw_campaign)
        if self.campaign:  # a campaign's one slot (scenes/boards/campaign_saves.py)
            from scenes.boards.campaign_saves import campaign_slot

            return campaign_slot(self.app.save_store(), self.session, self.meta)
        return self.game.name

    def zerywia_campaign(self) -> str:
        """The Zerywia campaign this scenario belongs to ("" for any other game)."""
        setup = self.session.setup
        name = setup.get("campaign") if self.game.name == "zerywia" and isinstance(setup, dict) else None
        return name if isinstance(name, str) else ""

    def autosave_slot(self) -> str:
        if self.campaign or self.zerywia_campaign():
            return self.manual_slot()
        return f"{self.game.name}-autosave"

    def save_manual(self) -> str:
        """Save to this game's slot; returns the player-readable result."""
        try:
            info = self.app.save_store().save(self.session, self.manual_slot(), self.save_meta())
        except Exception as exc:  # SaveError or a disk error: report it, never crash the board
            return t("board.save_failed", reason=getattr(exc, "reason", str(exc)))
        self.log.add(t("board.saved", slot=info.slot))
        return t("board.saved", slot=info.slot)

    def autosave_now(self) -> None:
        try:
            self.app.save_store().save(self.session, self.autosave_slot(), self.save_meta())
        except Exception as exc:
            self.log.add(t("board.save_failed", reason=getattr(exc, "reason", str(exc))))

    def pause(self) -> None:
        from scenes.boards.pause_menu import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def quit_to_menu(self) -> None:
        from scenes.menu import MainMenuScene

        if self.session.actions:
            self.autosave_now()
        self.app.stack.reset(MainMenuScene(self.app))

    # --- the log of a loaded game ---------------------------------------------------------
    def history_lines(self) -> list[str]:
        """The log lines of every action so far, replayed from the seed: a game loaded or continued
        shows the whole story, not an empty log. Each line is worded against the state it happened in."""
        session, game = self.session, self.game
        state = game.new_game(game.normalize_setup(session.setup), session.seed)
        lines: list[str] = []
        # Every action was checked when the save was opened, so the replay resolves them unchecked;
        # and the log keeps only its last MAX_ENTRIES lines, so only the actions that can still
        # reach it are worded (an action gives one line or more; one that gives none leaves the log
        # a few lines shorter than wording the whole replay would).
        worded_from = len(session.actions) - MAX_ENTRIES
        for i, action in enumerate(session.actions):
            events = game.resolve(state, action)
            if i >= worded_from:
                lines.extend(self.history_line(state, event) for event in events)
        return lines[-MAX_ENTRIES:]

    def history_line(self, state: Any, event: Event) -> str:
        """One replayed event's line; boards whose live log words events differently override it."""
        return event_text(self.game, state, event)

    def add_history(self, lines: list[str]) -> None:
        for line in lines:
            self.log.add(line)

    def restore_history(self) -> None:
        if self._history_restored or not self.session.actions:
            return
        self._history_restored = True
        try:
            lines = self.history_lines()
        except Exception:  # the log is a courtesy: a replay quirk must never keep a game from opening
            return
        self.add_history(lines)

    def on_enter(self) -> None:
        # Here, not in __init__: boards create their own log panel after the base constructor.
        self.restore_history()
        super().on_enter()

    # --- hooks for subclasses -------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        """Animate what happened (dedicated boards); the generic board only logs."""

    def on_state_changed(self) -> None:
        """Refresh widgets that depend on the state (legal actions, undo)."""

    # --- frame ------------------------------------------------------------------------
    def is_animating(self) -> bool:
        """A bot about to move keeps the frames coming; boards add their own animations."""
        if self.meta.get("replay"):
            return False
        seat = self.decider()
        return seat is not None and self.bots.is_bot(seat)

    def on_resume(self) -> None:
        super().on_resume()
        # Settings may have changed while the pause menu was open.
        self.session.auto_resolve = self.app.settings.auto_resolve
        self.on_state_changed()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
        return False

    def update(self, dt: float) -> None:
        if self.meta.get("replay"):  # the replay viewer moves this board (replay_viewer.py): nobody acts
            return
        delay = self.app.settings.bot_delay
        deadline = time.perf_counter() + INSTANT_BUDGET_S
        while True:
            action = self.bots.update(self.session, dt, delay)
            if action is None:
                break
            self.apply_action(action)
            dt = 0.0
            if delay > 0 or time.perf_counter() > deadline:
                break
        if self.session.is_over() is not None and not self._over_shown:
            self._over_shown = True
            from scenes.boards.game_over import GameOverScene

            self.app.stack.push(GameOverScene(self.app, self))
