"""A scenario made into a Session, and the regression runner's check of its ``expect`` section.

The start is built as a save is opened: the game's own ``normalize_setup`` and ``new_game``, then
the edits on the new game's JSON (read back by the game's ``from_json``, so an edit that breaks the
state is refused like a damaged save), then every prefix move through the game's checked ``apply``.
A prefix written by hand may leave out the forced answers (the one legal move of a pending choice):
when a move is refused where such an answer waits, the answer is taken first, as the table would.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import IllegalAction, SetupError
from game.core.protocol import Game
from game.core.refusal_text import render
from game.core.registry import get_game
from game.core.scenario import Scenario, ScenarioError
from game.core.scenario_games import EditProblem, terms
from game.core.scenario_goal import GoalTracker
from game.core.session import Session


def start_state(scn: Scenario, game: Game) -> tuple[dict[str, Any], Any]:
    """The normalised setup and the new game with the edits made (before any prefix move)."""
    try:
        setup = game.normalize_setup(scn.setup)
    except SetupError as exc:
        raise scn.error(("setup",), "bad_setup", detail=str(exc)) from None
    except (ValueError, TypeError, KeyError) as exc:
        raise scn.error(("setup",), "bad_setup", detail=str(exc)) from None
    state = game.new_game(setup, scn.seed)
    if scn.edits:
        state = apply_edits(scn, game, state)
    return setup, state


def apply_edits(scn: Scenario, game: Game, state: Any) -> Any:
    vocabulary = terms(game.name).edits
    data = game.to_json(state)
    for i, edit in enumerate(scn.edits):
        where = ("start", "edits", i)
        change = vocabulary.get(edit["kind"])
        if change is None:
            known = ", ".join(sorted(vocabulary)) or "-"
            raise scn.error((*where, "kind"), "unknown_edit", kind=str(edit["kind"])[:30], known=known)
        try:
            change(data, edit)
        except EditProblem as exc:
            raise scn.error((*where, exc.where) if exc.where else where, exc.key, **exc.params) from None
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise scn.error(where, "bad_edit", detail=str(exc)[:120]) from None
    try:
        return game.from_json(data)
    except Exception as exc:  # the game's own check of a state, as a save's: refused, never a crash
        raise scn.error(("start", "edits"), "bad_edit", detail=str(exc)[:120]) from None


def start_session(scn: Scenario, game: Game | None = None, auto_resolve: bool = True) -> Session:
    """The session at the scenario's start: the prefix replayed, then any forced answers taken."""
    game = game or get_game(scn.game)
    setup, state = start_state(scn, game)
    session = Session(game, setup, scn.seed, state, auto_resolve=auto_resolve)
    play_moves(scn, session, scn.prefix, ("start", "prefix"), checked=False)
    session.auto_resolve = auto_resolve
    session.resolve_forced()
    return session


def play_moves(
    scn: Scenario, session: Session, moves: list[dict[str, Any]], where: tuple[str, ...], checked: bool
) -> None:
    """Apply file moves to ``session``. ``checked=False`` (a prefix) logs each move without undo
    points; ``True`` (a solution) plays them as a player would, forced answers following."""
    game = session.game
    for i, data in enumerate(moves):
        try:
            action = game.action_from_json(data)
        except ValueError as exc:
            raise scn.error((*where, i), "bad_move", number=i + 1, detail=str(exc)) from None
        if game.is_over(session.state) is not None:
            raise scn.error((*where, i), "move_after_end", number=i + 1)
        if checked:
            _take_forced_if_refused(session, action)
            try:
                session.apply(action)
            except IllegalAction as exc:
                raise scn.error((*where, i), "illegal_move", number=i + 1, reason=render(exc.refusal)) from None
            continue
        state = session.state
        if game.refusal(state, action) is not None:
            _take_forced_if_refused(session, action)
        try:
            game.apply(state, action)
        except IllegalAction as exc:
            raise scn.error((*where, i), "illegal_move", number=i + 1, reason=render(exc.refusal)) from None
        session.actions.append(action)
        session.touch()


def _take_forced_if_refused(session: Session, action: Any) -> None:
    """Take the forced answers that wait before ``action`` (a file may leave them out)."""
    game = session.game
    for _ in range(Session.MAX_AUTO_STEPS):
        state = session.state
        if game.refusal(state, action) is None or game.pending(state) is None:
            return
        legal = game.legal_actions(state)
        if len(legal) != 1:
            return
        game.resolve(state, legal[0])
        session.actions.append(legal[0])
        session.touch()


def tracker_for(scn: Scenario, session: Session) -> GoalTracker | None:
    return None if scn.goal is None else GoalTracker(session.game, scn.goal, session.state)


def check_expect(scn: Scenario) -> list[str]:
    """What differs from the file's ``expect`` section (empty: the file holds). Raises
    ScenarioError for a file that cannot even be started."""
    session = start_session(scn)
    tracker = tracker_for(scn, session)
    exp = scn.expect
    problems: list[str] = []
    if "solution" in exp:
        play_moves(scn, session, exp["solution"], ("expect", "solution"), checked=True)
    if "state_hash" in exp and session.state_hash() != exp["state_hash"]:
        problems.append(f"state hash {session.state_hash()} is not the expected {exp['state_hash']}")
    if "over" in exp:
        outcome = session.is_over()
        got = "" if outcome is None else outcome.result
        if got != exp["over"]:
            problems.append(f"the game's result is {got or 'not over'!r}, expected {exp['over']!r}")
    if "goal" in exp:
        got = "none" if tracker is None else tracker.status(session.state)
        if got != exp["goal"]:
            problems.append(f"the goal is {got!r}, expected {exp['goal']!r}")
    if "current_player" in exp and session.game.current_player(session.state) != exp["current_player"]:
        problems.append(f"seat {session.game.current_player(session.state)} decides, expected {exp['current_player']}")
    if "turn" in exp:
        field = terms(scn.game).turn_field
        got = session.game.to_json(session.state).get(field) if field else None
        if got != exp["turn"]:
            problems.append(f"the turn counter is {got}, expected {exp['turn']}")
    return problems


__all__ = ["ScenarioError", "apply_edits", "check_expect", "play_moves", "start_session", "tracker_for"]
