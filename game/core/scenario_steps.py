"""A scenario's scripted **steps** (format 2): what carries a tutorial (docs/tutorials.md).

Each ``[[steps]]`` entry names one move the player makes on the real board (``do``, in the game's
``action_to_json`` form), the panel's words before it (``say``) and after it (``then``, optional),
and, for the regression runner only, what the game's JSON form holds once the move and everything
the program runs after it (a Creature Phase, the Invasion) are done (``after``: dotted paths of
``Game.to_json`` to their values, e.g. ``"creatures.0.vigor" = 6``).

A tutorial waits for exactly the step's move: the same fields the file gives, checked against the
move the board sends. Forced answers (a pending choice with one legal move) are never a step: the
table takes them as it always does. ``StepTracker`` is that bookkeeping, pure and shared by the
board (``scenes.tutorial_board``) and the regression runner (``game.core.tutorial_run``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STEP_KEYS = {"do", "say", "then", "after"}
STEPS_FROM_FORMAT = 2  # files of format 1 have no steps: the key is refused there, with its line


@dataclass(frozen=True)
class Step:
    do: dict[str, Any]  # the move, as the file writes it
    say: dict[str, str]  # what to do, per language
    then: dict[str, str] = field(default_factory=dict)  # what happened, per language ({}: nothing to add)
    after: dict[str, Any] = field(default_factory=dict)  # dotted JSON path -> value (regression only)


def parse_steps(checker: Any, value: Any, fmt: int) -> list[Step]:
    """The ``steps`` array checked by the scenario checker (``game.core.scenario._Checker``):
    every refusal names its line."""
    if fmt < STEPS_FROM_FORMAT:
        raise checker.fail(("steps", 0), "steps_need_format", version=fmt, needed=STEPS_FROM_FORMAT)
    items = checker.want(value, list, ("steps",), "list")
    out: list[Step] = []
    for i, item in enumerate(items):
        where = ("steps", i)
        checker.want(item, dict, where, "table")
        checker.unknown(item, STEP_KEYS, where)
        if "do" not in item:
            raise checker.fail(where, "missing", name=f"steps[{i}].do")
        do = checker.want(item["do"], dict, (*where, "do"), "table")
        if type(do.get("type")) is not str:
            raise checker.fail((*where, "do"), "move_no_type", number=i + 1)
        if "say" not in item:
            raise checker.fail(where, "missing", name=f"steps[{i}].say")
        say = checker.words(item["say"], (*where, "say"))
        if not say:
            raise checker.fail((*where, "say"), "missing", name=f"steps[{i}].say.en")
        then = checker.words(item.get("then", {}), (*where, "then"))
        after = dict(checker.want(item.get("after", {}), dict, (*where, "after"), "table"))
        out.append(Step(dict(do), say, then, after))
    return out


def json_path(data: Any, path: str) -> Any:
    """The value at a dotted path of a game's JSON form (list indices as numbers); KeyError if none."""
    node = data
    for part in path.split("."):
        if isinstance(node, list):
            if not part.lstrip("-").isdigit():
                raise KeyError(path)
            index = int(part)
            if not -len(node) <= index < len(node):
                raise KeyError(path)
            node = node[index]
        elif isinstance(node, dict):
            if part not in node:
                raise KeyError(path)
            node = node[part]
        else:
            raise KeyError(path)
    return node


def after_problems(data: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """What differs from a step's ``after`` table (empty: every value holds)."""
    problems = []
    for path, want in after.items():
        try:
            got = json_path(data, path)
        except KeyError:
            problems.append(f"{path} is not in the game's state")
            continue
        if isinstance(got, tuple):
            got = list(got)
        if got != want:
            problems.append(f"{path} is {got!r}, expected {want!r}")
    return problems


class StepTracker:
    """Where a tutorial stands: the step waited for, and whether its ``then`` is being read.

    ``waiting`` — the board waits for the step's move; ``explaining`` — the move was made and the
    panel explains it until the player goes on (``next``); ``done`` — every step was made."""

    def __init__(self, game: Any, steps: list[Step]) -> None:
        self.game = game
        self.steps = steps
        self.index = 0
        self.explaining = False
        self._expected = [game.action_from_json(s.do) for s in steps]  # checked: tutorial_run.start_tutorial

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.steps[self.index]

    def expected(self) -> Any:
        """The move the tutorial waits for now (None while explaining, or when done)."""
        if self.done or self.explaining:
            return None
        return self._expected[self.index]

    def accepts(self, action: Any) -> bool:
        return not self.explaining and not self.done and action == self._expected[self.index]

    def made(self) -> None:
        """The step's move was applied: explain it, or go straight on when the file says nothing."""
        if self.steps[self.index].then:
            self.explaining = True
        else:
            self.index += 1

    def next(self) -> None:
        """The player read the explanation: on to the next step."""
        if self.explaining:
            self.explaining = False
            self.index += 1


def forced(game: Any, state: Any) -> bool:
    """Whether the decision now is a forced answer (a pending choice with one legal move): the
    table takes it whatever the step, as in every game."""
    return game.pending(state) is not None and len(game.legal_actions(state)) == 1


__all__ = ["Step", "StepTracker", "after_problems", "forced", "json_path", "parse_steps"]
