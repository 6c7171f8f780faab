"""A tutorial's start, and the regression runner that plays its steps through the rules.

A tutorial is a scenario file with ``steps`` (``game.core.scenario_steps``). ``start_tutorial``
makes its session exactly as a puzzle's (``game.core.scenario_run.start_session``: the seed, the
edits, the prefix) and checks every step's move can be read by the game, pointing a bad one at its
line. ``run_steps`` then plays each step's move as the board would send it (forced answers taken
by the table), and checks each step's ``after`` values: the proof that the words of the file
still describe what the dice do.
"""

from __future__ import annotations

from game.core.protocol import Game
from game.core.refusal_text import render
from game.core.registry import get_game
from game.core.scenario import Scenario
from game.core.scenario_run import start_session
from game.core.scenario_steps import StepTracker, after_problems
from game.core.session import Session


def start_tutorial(scn: Scenario, game: Game | None = None, auto_resolve: bool = True) -> tuple[Session, StepTracker]:
    """The session at the tutorial's start and the tracker of its steps (ScenarioError: a file
    without steps, a move the game cannot read, a start the rules refuse)."""
    game = game or get_game(scn.game)
    if not scn.steps:
        raise scn.error(("steps",), "missing", name="steps")
    for i, step in enumerate(scn.steps):
        try:
            game.action_from_json(step.do)
        except (ValueError, KeyError, TypeError) as exc:
            raise scn.error(("steps", i, "do"), "bad_move", number=i + 1, detail=str(exc)[:120]) from None
    session = start_session(scn, game, auto_resolve=auto_resolve)
    return session, StepTracker(game, scn.steps)


def run_steps(scn: Scenario) -> list[str]:
    """Every step's move played through the checked rules, then its ``after`` values compared;
    the list of what differs (empty: the tutorial holds). Raises ScenarioError for a file that
    cannot start."""
    session, tracker = start_tutorial(scn)
    game = session.game
    problems: list[str] = []
    for number, step in enumerate(scn.steps, 1):
        action = tracker.expected()
        refusal = game.refusal(session.state, action)
        if refusal is not None:
            problems.append(f"step {number}: {step.do} is not legal here: {render(refusal)}")
            break
        session.apply(action)  # forced answers follow, as on the board
        tracker.made()
        tracker.next()
        problems += [f"step {number}: {p}" for p in after_problems(game.to_json(session.state), step.after)]
    if not tracker.done:
        problems.append(f"the tutorial stopped at step {tracker.index + 1} of {len(scn.steps)}")
    return problems


__all__ = ["run_steps", "start_tutorial"]
