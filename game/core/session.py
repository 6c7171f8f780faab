"""A game in progress: the state, the full action log, undo and forced-choice resolution.

The UI, saves and the fuzzer all drive a game through a Session so that the
recorded action list always replays to the same state from the seed.

Undo keeps only what undo can reach. Nothing is copied per action: the session keeps one copy of
an earlier state (``Game.clone``) and the log positions of the player actions since the last
barrier that revealed nothing. Taking one back restores that copy and replays the log up to the
position before it (the state's own random stream makes the replay exact). An action that reveals
something or changes the turn owner is a barrier: nothing before it can be taken back. The copy is
taken by the first action of a session and renewed at a barrier once it lies more than ``REPLAY``
entries back, so an undo replays a bounded stretch and the copies cost about one per ``REPLAY``
actions. Before answering, undo replays on to the present and compares: a state edited in place
since the copy (which the log cannot reproduce) is not undone on a guess (``undo`` says False).

The legal actions are listed once per decision: the list ``legal_actions`` (or ``seat_legal``) last
gave is kept until the session changes the state (an action, undo, replacing ``state``), and
``apply`` checks the action against it (``Game.apply_listed``) instead of listing them again. The
check stays exact: an action found in that list is one the game listed for this very state, and one
not found there is judged on a fresh list, never refused on the kept one. Listing itself is always
fresh (except ``seat_legal``, a bot's question right after the session's own action), so code that
edits ``state`` in place (tests setting up a position) sees the edit; it calls ``touch`` if it acted
on a list taken before the edit.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.protocol import Game


class Session:
    # Forced choices resolve in a loop; a game bug must not hang the app.
    MAX_AUTO_STEPS = 10_000
    # How far back (log entries) undo's copy may lie before a barrier renews it.
    REPLAY = 48

    def __init__(
        self,
        game: Game,
        setup: dict[str, Any],
        seed: int,
        state: Any,
        actions: list[Action] | None = None,
        auto_resolve: bool = True,
    ) -> None:
        self.game = game
        self.setup = setup
        self.seed = seed
        self.actions: list[Action] = [] if actions is None else actions
        self.auto_resolve = auto_resolve
        self._state = state
        self._legal: list[Action] | None = None  # legal_actions(state), while the state is unchanged
        self._own_list = False  # _legal was listed by the session itself, right after its own change
        self._seat_legal: dict[int, list[Action]] = {}  # one seat's actions, likewise
        self._base: Any = None  # the copy undo replays from (None: none taken yet)
        self._base_len = 0  # the log's length at that copy
        self._undo: list[int] = []  # log lengths before each player action undo can take back
        # Counts every change the session makes or is told of (apply, forced answers, undo, touch): a
        # board keys what it draws from the state on it and redraws only when the number moves.
        self.changes = 0

    def __repr__(self) -> str:
        return f"Session(game={self.game.name!r}, seed={self.seed}, actions={len(self.actions)})"

    @classmethod
    def new(cls, game: Game, setup: dict[str, Any], seed: int, auto_resolve: bool = True) -> Session:
        setup = game.normalize_setup(setup)
        s = cls(game, setup, seed, game.new_game(setup, seed), auto_resolve=auto_resolve)
        s.resolve_forced()
        return s

    @classmethod
    def replay(cls, game: Game, setup: dict[str, Any], seed: int, actions: list[Action]) -> Session:
        """Rebuild a session by applying a recorded action list from the seed (no auto-resolution:
        the log already holds the forced answers)."""
        setup = game.normalize_setup(setup)
        s = cls(game, setup, seed, game.new_game(setup, seed), auto_resolve=False)
        for a in actions:
            game.apply(s.state, a)
            s.actions.append(a)
        return s

    # ------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._state

    @state.setter
    def state(self, value: Any) -> None:
        """A replaced state: nothing listed or copied for the old one applies to it."""
        self._state = value
        self.touch()

    def touch(self) -> None:
        """The state was changed outside the session (edited in place): forget its legal list and the
        turn's copy; undo cannot reach back past this point."""
        self._changed()
        self._base = None
        self._undo.clear()

    def _changed(self) -> None:
        self.changes += 1
        self._legal = None
        self._own_list = False
        if self._seat_legal:
            self._seat_legal = {}

    def legal_actions(self) -> list[Action]:
        """The legal actions now; the next ``apply`` checks against this list (the caller gets a copy)."""
        self._legal = self.game.legal_actions(self._state)
        return list(self._legal)

    def seat_legal(self, seat: int | None) -> list[Action]:
        """The legal actions ``seat`` may take (all of them when ``seat`` is None), for a bot deciding
        right after the session's last action: the list the session made itself after that action (to
        see whether an answer was forced) serves again instead of listing the actions anew. A game
        where several seats may act at once says which are whose in ``seat_actions`` (Heróis &
        Monstros); elsewhere the action's ``player`` names its seat."""
        everyone = self._legal if self._own_list else None
        if seat is None:
            if everyone is None:
                return self.legal_actions()
            return list(everyone)
        seat_actions = getattr(self.game, "seat_actions", None)
        if seat_actions is not None:
            mine: list[Action] = seat_actions(self._state, seat)
        else:
            if everyone is None:
                everyone = self._legal = self.game.legal_actions(self._state)
            mine = [a for a in everyone if a.player == seat]
        self._seat_legal[seat] = mine
        return list(mine)

    def is_over(self) -> Any:
        return self.game.is_over(self._state)

    def apply(self, action: Action) -> list[Event]:
        """Apply one player action (checked), then any forced answers that follow it.

        Raises IllegalAction and changes nothing if the action is illegal.
        """
        game, state = self.game, self._state
        listed = self._legal
        if listed is None and self._seat_legal:
            player = getattr(action, "player", None)
            listed = self._seat_legal.get(player) if type(player) is int else None
        turn = game.turn_owner(state)
        if self._base is None or (not self._undo and len(self.actions) - self._base_len > self.REPLAY):
            self._base, self._base_len = game.clone(state), len(self.actions)
        log_len = len(self.actions)
        try:
            if listed is None:
                events = game.apply(state, action)
            else:
                events = game.apply_listed(state, action, listed)
        finally:
            self._changed()
        self.actions.append(action)
        events += self.resolve_forced()
        if game.turn_owner(self._state) != turn:
            self._undo.clear()
            return events
        for e in events:  # any(e.reveals ...), without a generator per action
            if e.reveals:
                self._undo.clear()
                return events
        self._undo.append(log_len)
        return events

    def resolve_forced(self) -> list[Event]:
        events: list[Event] = []
        if not self.auto_resolve:
            return events
        game, state = self.game, self._state
        for _ in range(self.MAX_AUTO_STEPS):
            if game.is_over(state) is not None:
                break
            # Listed first (a pending choice is asked only when one answer is left): the list is the
            # next decision's, for a bot's ``seat_legal`` and for apply's check.
            legal = game.legal_actions(state)
            if len(legal) != 1 or game.pending(state) is None:
                self._legal, self._own_list = legal, True
                break
            # legal[0] is the game's own listed action: checking it against the same list again would
            # enumerate the legal actions a second time for nothing.
            events += game.resolve(state, legal[0])
            self._changed()
            self.actions.append(legal[0])
        return events

    # ------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo_points(self) -> list[tuple[int, Action]]:
        """The decisions undo can still take back, oldest first: (log position, the player's action).
        They all lie after the last barrier, so each revealed nothing (issue #14's undo list)."""
        return [(pos, self.actions[pos]) for pos in self._undo]

    def states_before(self) -> dict[int, Any]:
        """The state before each of ``undo_points`` (copies, by log position): what each decision was
        made in, so a list can describe it as it was (an "End phase" then, not the phase of now)."""
        points = set(self._undo)
        if not points:
            return {}
        game = self.game
        replay = game.clone(self._base)
        out: dict[int, Any] = {}
        for pos in range(self._base_len, max(points) + 1):
            if pos in points:
                out[pos] = game.clone(replay)
            if pos < max(points):
                game.resolve(replay, self.actions[pos])
        return out

    def undo(self) -> bool:
        """Take back the last player action if it revealed nothing; returns whether it did."""
        return bool(self._undo) and self.undo_to(self._undo[-1])

    def undo_to(self, position: int) -> bool:
        """Return to the state before the action at log ``position`` (one of ``undo_points``), taking
        back it and every action after it; False, changing nothing, for any other position."""
        if position not in self._undo:
            return False
        game = self.game
        replay = game.clone(self._base)
        for a in self.actions[self._base_len : position]:
            game.resolve(replay, a)  # every one was accepted from this very position before
        earlier = game.clone(replay)
        for a in self.actions[position:]:
            game.resolve(replay, a)
        if game.to_json(replay) != game.to_json(self._state):  # edited in place since the copy
            self.touch()
            return False
        self._undo = [p for p in self._undo if p < position]
        del self.actions[position:]
        self._state = earlier
        self._changed()
        return True

    def state_hash(self) -> str:
        return self.game.state_hash(self._state)
