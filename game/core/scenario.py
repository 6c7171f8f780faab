"""Scenario files: one versioned TOML format for puzzles, tutorials and bug reports (docs/scenarios.md).

A scenario names a game, its setup, seed and rule variants, and a start: a small set of per-game
**edits** to the new game (``game.core.scenario_games``), applied first, then an **action prefix**
in the game's own ``action_to_json`` form, replayed through the rules exactly as a save is. It may
carry a **goal** (``game.core.scenario_goal``), scripted **hints**, a tutorial's **steps**
(``game.core.scenario_steps``, format 2) and, for the regression runner, an **expect** section
(``game.core.scenario_run``).

Loading checks everything and refuses a bad file with a ``ScenarioError``: one sentence naming the
file and the line (tomllib's position for syntax, a scan for the key otherwise:
``game.core.scenario_lines``), never a traceback. ``game.core.scenario_export`` writes the file
that reproduces a session exactly.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.i18n import LANGUAGES, language, t
from game.core.registry import all_games
from game.core.scenario_goal import KINDS, Goal
from game.core.scenario_lines import PathPart, line_of
from game.core.scenario_steps import Step, parse_steps

FORMAT = 2  # 2 added the scripted ``steps`` of tutorials (game.core.scenario_steps); 1 still reads
MAX_BYTES = 1_000_000
TOP_KEYS = {"format", "game", "seed", "title", "description", "setup", "variants", "start", "goal", "hints", "expect", "steps"}
START_KEYS = {"prefix", "edits"}
GOAL_KEYS = {"kind", "turns", "seat", "target", "score", "text"}
EXPECT_KEYS = {"state_hash", "over", "solution", "goal", "current_player", "turn"}
_TOML_POS = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")
_TOML_END = re.compile(r"\s*\(at end of document\)\s*$")


class ScenarioError(ValueError):
    """A scenario file that cannot be used: ``name`` (the file), ``line``, and the reason as a
    catalogue key (``scenario.error.<key>``) with its parameters; ``str()`` words it in the
    language shown now."""

    def __init__(self, name: str, line: int, key: str, /, **params: Any) -> None:
        self.name, self.line, self.key, self.params = name, line, key, params
        super().__init__(self.translated())

    def translated(self) -> str:
        reason = t(f"scenario.error.{self.key}", **self.params)
        return t("scenario.error.at", file=self.name, line=self.line, reason=reason)


@dataclass(frozen=True)
class Hint:
    step: int  # shown once this many moves were made after the start
    text: dict[str, str]


@dataclass
class Scenario:
    name: str  # the file's name, for messages
    text: str  # the file's text, for the lines of later errors
    game: str
    seed: int
    setup: dict[str, Any]
    title: dict[str, str] = field(default_factory=dict)
    description: dict[str, str] = field(default_factory=dict)
    edits: list[dict[str, Any]] = field(default_factory=list)
    prefix: list[dict[str, Any]] = field(default_factory=list)
    goal: Goal | None = None
    hints: list[Hint] = field(default_factory=list)
    expect: dict[str, Any] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)  # a tutorial's scripted moves (format 2)
    path: Path | None = None

    def error(self, where: list[PathPart] | tuple[PathPart, ...], key: str, /, **params: Any) -> ScenarioError:
        return ScenarioError(self.name, line_of(self.text, where), key, **params)

    def shown_title(self) -> str:
        return localized(self.title) or self.name

    def shown_description(self) -> str:
        return localized(self.description)


def localized(text: dict[str, str] | None) -> str:
    """A file's text in the language shown now, else its English."""
    if not text:
        return ""
    return text.get(language()) or text.get("en", "")


def load_scenario(path: Path | str) -> Scenario:
    """Read and check one scenario file (the game's rules are asked about the setup and the start
    only when a session is made from it: ``game.core.scenario_run.start_session``)."""
    path = Path(path)
    name = path.name
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ScenarioError(name, 0, "unreadable", detail=exc.strerror or str(exc)) from None
    if len(raw) > MAX_BYTES:
        raise ScenarioError(name, 0, "too_big", limit=MAX_BYTES)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ScenarioError(name, 1, "not_utf8") from None
    scn = parse_scenario(text, name)
    scn.path = path
    return scn


def parse_scenario(text: str, name: str = "scenario.toml") -> Scenario:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        detail = str(exc)
        pos = _TOML_POS.search(detail)
        if pos is not None:
            line = int(pos.group(1))
            detail = detail[: pos.start()]
        else:
            line = max(1, text.count("\n") + (0 if text.endswith("\n") else 1))
            detail = _TOML_END.sub("", detail)
        raise ScenarioError(name, line, "syntax", detail=detail) from None
    return _Checker(text, name, data).scenario()


class _Checker:
    """Turns parsed TOML into a Scenario, pointing every refusal at its line."""

    def __init__(self, text: str, name: str, data: dict[str, Any]) -> None:
        self.text, self.name, self.data = text, name, data

    def fail(self, where: list[PathPart] | tuple[PathPart, ...], key: str, /, **params: Any) -> ScenarioError:
        return ScenarioError(self.name, line_of(self.text, where), key, **params)

    def unknown(self, table: dict[str, Any], allowed: set[str], where: tuple[PathPart, ...]) -> None:
        for k in table:
            if k not in allowed:
                raise self.fail((*where, k), "unknown_key", name=".".join(map(str, (*where, k))))

    def want(self, value: Any, kind: type, where: tuple[PathPart, ...], what: str) -> Any:
        ok = type(value) is kind if kind is not int else type(value) is int
        if not ok:
            raise self.fail(where, "wrong_type", name=".".join(map(str, where)), expected=t(f"scenario.kind.{what}"))
        return value

    def scenario(self) -> Scenario:
        d = self.data
        self.unknown(d, TOP_KEYS, ())
        if "format" not in d:
            raise self.fail((), "no_format")
        fmt = self.want(d["format"], int, ("format",), "number")
        if fmt > FORMAT or fmt < 1:
            raise self.fail(("format",), "bad_format", version=fmt, current=FORMAT)
        if "game" not in d:
            raise self.fail((), "missing", name="game")
        game = self.want(d["game"], str, ("game",), "text")
        known = {g.name for g in all_games(include_hidden=True)}
        if game not in known:
            raise self.fail(("game",), "unknown_game", game=game[:40], known=", ".join(sorted(known)))
        seed = self.want(d.get("seed", 0), int, ("seed",), "number")
        if not 0 <= seed < 2**63:
            raise self.fail(("seed",), "bad_seed", seed=seed)
        setup = dict(self.want(d.get("setup", {}), dict, ("setup",), "table"))
        variants = self.want(d.get("variants", {}), dict, ("variants",), "table")
        if variants:
            options = setup.get("options", {})
            if type(options) is not dict:
                raise self.fail(("setup", "options"), "wrong_type", name="setup.options", expected=t("scenario.kind.table"))
            setup["options"] = {**options, **variants}
        start = self.want(d.get("start", {}), dict, ("start",), "table")
        self.unknown(start, START_KEYS, ("start",))
        edits = self.edits(start.get("edits", []))
        prefix = self.actions(start.get("prefix", []), ("start", "prefix"))
        expect = self.expect(d.get("expect", {}))
        return Scenario(
            name=self.name,
            text=self.text,
            game=game,
            seed=seed,
            setup=setup,
            title=self.words(d.get("title", {}), ("title",)),
            description=self.words(d.get("description", {}), ("description",)),
            edits=edits,
            prefix=prefix,
            goal=self.goal(d.get("goal")),
            hints=self.hints(d.get("hints", [])),
            expect=expect,
            steps=parse_steps(self, d["steps"], fmt) if "steps" in d else [],
        )

    def words(self, value: Any, where: tuple[PathPart, ...]) -> dict[str, str]:
        table = self.want(value, dict, where, "table")
        for lang, text in table.items():
            if lang not in LANGUAGES:
                raise self.fail((*where, lang), "unknown_language", lang=lang[:20], known=", ".join(LANGUAGES))
            self.want(text, str, (*where, lang), "text")
        if table and "en" not in table:
            raise self.fail(where, "no_english", name=".".join(map(str, where)))
        return dict(table)

    def edits(self, value: Any) -> list[dict[str, Any]]:
        items = self.want(value, list, ("start", "edits"), "list")
        for i, edit in enumerate(items):
            self.want(edit, dict, ("start", "edits", i), "table")
            self.want(edit.get("kind"), str, ("start", "edits", i, "kind"), "text")
        return [dict(e) for e in items]

    def actions(self, value: Any, where: tuple[PathPart, ...]) -> list[dict[str, Any]]:
        items = self.want(value, list, where, "list")
        for i, action in enumerate(items):
            self.want(action, dict, (*where, i), "table")
            if type(action.get("type")) is not str:
                raise self.fail((*where, i), "move_no_type", number=i + 1)
        return [dict(a) for a in items]

    def goal(self, value: Any) -> Goal | None:
        if value is None:
            return None
        table = self.want(value, dict, ("goal",), "table")
        self.unknown(table, GOAL_KEYS, ("goal",))
        kind = self.want(table.get("kind"), str, ("goal", "kind"), "text")
        if kind not in KINDS:
            raise self.fail(("goal", "kind"), "unknown_goal", kind=kind[:30], known=", ".join(KINDS))
        turns = self.want(table.get("turns", 1), int, ("goal", "turns"), "number")
        if not 1 <= turns <= 1000:
            raise self.fail(("goal", "turns"), "bad_turns", turns=turns)
        seat = table.get("seat")
        if seat is not None:
            self.want(seat, int, ("goal", "seat"), "number")
        target = self.want(table.get("target", ""), str, ("goal", "target"), "text")
        if kind == "defeat" and not target:
            raise self.fail(("goal",), "missing", name="goal.target")
        if kind == "defeat" and "text" not in table:  # the board names the target in words, never by id
            raise self.fail(("goal",), "missing", name="goal.text")
        score = self.want(table.get("score", 0), int, ("goal", "score"), "number")
        text = self.words(table["text"], ("goal", "text")) if "text" in table else None
        return Goal(kind, turns, seat, target, score, text)

    def hints(self, value: Any) -> list[Hint]:
        items = self.want(value, list, ("hints",), "list")
        out = []
        for i, item in enumerate(items):
            self.want(item, dict, ("hints", i), "table")
            step = self.want(item.get("step", 0), int, ("hints", i, "step"), "number")
            text = self.words({k: v for k, v in item.items() if k != "step"}, ("hints", i))
            if not text:
                raise self.fail(("hints", i), "missing", name=f"hints[{i}].en")
            out.append(Hint(step, text))
        return out

    def expect(self, value: Any) -> dict[str, Any]:
        table = self.want(value, dict, ("expect",), "table")
        self.unknown(table, EXPECT_KEYS, ("expect",))
        for key, kind, what in (
            ("state_hash", str, "text"),
            ("over", str, "text"),
            ("goal", str, "text"),
            ("current_player", int, "number"),
            ("turn", int, "number"),
        ):
            if key in table:
                self.want(table[key], kind, ("expect", key), what)
        if "solution" in table:
            self.actions(table["solution"], ("expect", "solution"))
        return dict(table)
