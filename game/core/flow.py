"""A declared turn flow: phases and nested steps, run by one small engine (issue 8).

In the spirit of boardgame.io's phases and stages, a game declares its turn as a tree of
``Phase`` nodes instead of hand-coding the loop:

* ``actions``: the action kinds the phase accepts (a leaf accepts its own and its ancestors').
* ``on_begin`` / ``on_end``: what starts and closes it (deal, draw, reset counters…); each gets the
  state and the event list to append to.
* ``done``: when it is over. A phase whose ``done`` is None ends only when the game says so
  (``Flow.end_phase``), e.g. a player's "End phase" action.
* ``next``: which sibling comes next (a name, or a function of the state choosing one, asked as the
  phase finishes and before its ``on_end``); None means the parent is finished with its children
  and its own ``done``/``next`` decide what follows.
* ``steps``: nested phases; entering a phase enters its first step (or the one ``first`` picks).
* ``player``: who decides while the phase runs (inherited by the steps unless they say otherwise).

The state keeps only the cursor: the names from the root to the current leaf, read and written
through the ``Cursor`` the game gives (so a game with one level can keep its old ``phase`` field).

After every action the kernel calls ``Flow.after_action``: the end-of-game check runs, then
finished phases close and the next ones open, with the end check again after each hook — one
place for both, instead of checks scattered through the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from game.core.actions import Action, Event

S = TypeVar("S")

Hook = Callable[[S, list[Event]], None]
Test = Callable[[S], bool]
Chooser = Callable[[S], str | None]


@dataclass(frozen=True)
class Phase(Generic[S]):
    name: str
    actions: tuple[type[Action], ...] = ()
    on_begin: Hook[S] | None = None
    on_end: Hook[S] | None = None
    done: Test[S] | None = None
    next: str | Chooser[S] | None = None
    steps: tuple[Phase[S], ...] = ()
    first: Chooser[S] | None = None
    player: Callable[[S], int | None] | None = None

    def child(self, name: str) -> Phase[S]:
        for s in self.steps:
            if s.name == name:
                return s
        raise KeyError(f"phase {self.name!r} has no step {name!r}")


@dataclass(frozen=True)
class Cursor(Generic[S]):
    """Where a game's state keeps the flow's position (names from the root's child to the leaf)."""

    get: Callable[[S], Sequence[str]]
    set: Callable[[S, tuple[str, ...]], None]


def attribute_cursor(attr: str = "flow") -> Cursor[Any]:
    """The cursor kept as a list of names in ``state.<attr>``."""

    def get(state: Any) -> Sequence[str]:
        value: Sequence[str] = getattr(state, attr)
        return value

    def put(state: Any, path: tuple[str, ...]) -> None:
        setattr(state, attr, list(path))

    return Cursor(get, put)


class FlowError(RuntimeError):
    """A flow declaration that cannot run (an unknown phase name, a loop that never settles)."""


@dataclass
class Flow(Generic[S]):
    root: Phase[S]
    cursor: Cursor[S]
    # The one end-of-game check: records the outcome in the state (appending its events) and says
    # whether the game is over; the flow stops moving once it is.
    check_end: Callable[[S, list[Event]], bool]
    # Whether the game is decided, asked between hooks while phases move on (without recording
    # anything); None asks ``check_end`` itself. A game whose end check emits the result's events
    # once, after the action, gives a pure test here.
    decided: Callable[[S], bool] | None = None
    # A flow whose hooks keep finishing phases without ever waiting for a player is a bug, not a game.
    max_moves: int = 10_000
    _index: dict[tuple[str, ...], Phase[S]] = field(default_factory=dict, init=False, repr=False)
    # Per cursor path (the declaration is frozen, so these never go stale): the phases from the root
    # to that leaf, and the action kinds they accept. Asked on every action, built once per path.
    _chains: dict[tuple[str, ...], list[Phase[S]]] = field(default_factory=dict, init=False, repr=False)
    _kinds: dict[tuple[str, ...], tuple[type[Action], ...]] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        def walk(node: Phase[S], path: tuple[str, ...]) -> None:
            names = [s.name for s in node.steps]
            if len(set(names)) != len(names):
                raise FlowError(f"phase {node.name!r} has two steps of one name")
            for s in node.steps:
                self._index[path + (s.name,)] = s
                walk(s, path + (s.name,))

        walk(self.root, ())

    # --- where we are ------------------------------------------------------
    def path(self, state: S) -> tuple[str, ...]:
        return tuple(self.cursor.get(state))

    def chain(self, state: S) -> list[Phase[S]]:
        """The phases from the root to the current leaf (the caller must not change the list)."""
        path = tuple(self.cursor.get(state))
        out = self._chains.get(path)
        if out is None:
            out = [self.root]
            for i in range(1, len(path) + 1):
                node = self._index.get(path[:i])
                if node is None:
                    raise FlowError(f"no phase at {'/'.join(path[:i])}")
                out.append(node)
            self._chains[path] = out
        return out

    def leaf(self, state: S) -> Phase[S]:
        path = tuple(self.cursor.get(state))
        if not path:
            return self.root
        node = self._index.get(path)
        return node if node is not None else self.chain(state)[-1]  # chain() names a bad path

    def accepts(self, state: S, action: Action) -> bool:
        """Whether the current phase (or one it is nested in) takes actions of this kind."""
        path = tuple(self.cursor.get(state))
        kinds = self._kinds.get(path)
        if kinds is None:
            kinds = self._kinds[path] = tuple(k for p in self.chain(state) for k in p.actions)
        return isinstance(action, kinds) if kinds else False

    def player(self, state: S) -> int | None:
        for p in reversed(self.chain(state)):
            if p.player is not None:
                return p.player(state)
        return None

    # --- moving ---------------------------------------------------------------
    def start(self, state: S) -> list[Event]:
        """Enter the root's first leaf (running every on_begin on the way), then settle."""
        events: list[Event] = []
        self.cursor.set(state, ())
        self._enter(state, self.root, (), events)
        self._settle(state, events)
        return events

    def after_action(self, state: S) -> list[Event]:
        """The kernel's step after every applied action: end check, then close finished phases."""
        events: list[Event] = []
        # The settle loop's first turn, unrolled: most actions neither end the game nor finish
        # their phase, and return here.
        if self.check_end(state, events):
            return events
        leaf = self.leaf(state)
        if leaf.done is None or not leaf.done(state):
            return events
        self._leave_leaf(state, events)
        self._settle(state, events)
        return events

    def end_phase(self, state: S, events: list[Event]) -> None:
        """Close the current leaf now (an "End phase" action) and open what follows it."""
        self._leave_leaf(state, events)

    def goto(self, state: S, path: Sequence[str], events: list[Event]) -> None:
        """Jump to ``path`` (closing the phases left, opening the ones entered): for rules that
        break the ordinary order, like an interruption that must be answered now."""
        target = tuple(path)
        if target and target not in self._index:
            raise FlowError(f"no phase at {'/'.join(target)}")
        here = self.path(state)
        common = 0
        while common < min(len(here), len(target)) and here[common] == target[common]:
            common += 1
        for i in range(len(here), common, -1):
            node = self._index[here[:i]]
            if node.on_end is not None:
                node.on_end(state, events)
        self.cursor.set(state, here[:common])
        for i in range(common + 1, len(target) + 1):
            node = self._index[target[:i]]
            self.cursor.set(state, target[:i])
            if node.on_begin is not None:
                node.on_begin(state, events)
        leaf = self._index[target] if target else self.root
        if leaf.steps:
            self._enter_child(state, leaf, target, events)

    # --- internals --------------------------------------------------------------
    def _settle(self, state: S, events: list[Event]) -> None:
        for _ in range(self.max_moves):
            if self.check_end(state, events):
                return
            leaf = self.leaf(state)
            if leaf.done is None or not leaf.done(state):
                return
            self._leave_leaf(state, events)
        raise FlowError(f"the flow did not settle within {self.max_moves} moves")

    def _enter(self, state: S, node: Phase[S], path: tuple[str, ...], events: list[Event]) -> None:
        self.cursor.set(state, path)
        if node.on_begin is not None:
            node.on_begin(state, events)
        if node.steps and not self._over(state, events):
            self._enter_child(state, node, path, events)

    def _enter_child(self, state: S, node: Phase[S], path: tuple[str, ...], events: list[Event]) -> None:
        name = node.first(state) if node.first is not None else node.steps[0].name
        if name is None:
            return
        child = node.child(name)
        self._enter(state, child, path + (name,), events)

    def _over(self, state: S, events: list[Event]) -> bool:
        if self.decided is not None:
            return self.decided(state)
        return self.check_end(state, events)

    def _leave_leaf(self, state: S, events: list[Event]) -> None:
        """Close the current leaf and move on: to its next sibling, or up to close the parent."""
        path = self.path(state)
        while path:
            node = self._index[path]
            # What follows is decided as the phase finishes, before its closing chores run (a
            # turn's on_end may pass the turn on; the choice of "another turn or the invasion" is
            # the finished turn's).
            nxt = node.next(state) if callable(node.next) else node.next
            if node.on_end is not None:
                node.on_end(state, events)
            if self._over(state, events):
                return
            parent_path = path[:-1]
            parent = self._index[parent_path] if parent_path else self.root
            if nxt is not None:
                self._enter(state, parent.child(nxt), parent_path + (nxt,), events)
                return
            # No sibling follows: the parent's children are done. The root starts over (a game is
            # a cycle of turns until the end check says otherwise); a nested parent is finished
            # when its own ``done`` holds (or it has none), else it restarts its children.
            self.cursor.set(state, parent_path)
            if not parent_path:
                self._enter_child(state, self.root, (), events)
                return
            if parent.done is None or parent.done(state):
                path = parent_path
                continue
            self._enter_child(state, parent, parent_path, events)
            return
        raise FlowError("the root phase cannot end: it is the whole game")
