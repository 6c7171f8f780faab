"""The scenario-file regression runner (issue 14, "Scenario files"): every file in tests/scenarios/
and every shipped puzzle in game/scenarios/ is loaded, started through the rules and checked
against its own ``expect`` section; bad files are refused with a sentence naming the file and
the line; an export rebuilds the very position it was taken from."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.i18n import set_language
from game.core.registry import get_game
from game.core.scenario import ScenarioError, load_scenario, parse_scenario
from game.core.scenario_export import check_round_trip, export_text
from game.core.scenario_goal import FAILED, MET, PENDING
from game.core.scenario_run import check_expect, start_session, tracker_for
from game.core.session import Session

ROOT = Path(__file__).resolve().parent.parent
REGRESSION = sorted((ROOT / "tests" / "scenarios").glob("*.toml"))
SHIPPED = sorted((ROOT / "game" / "scenarios").glob("*.toml"))


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize("path", REGRESSION + SHIPPED, ids=lambda p: p.name)
def test_scenario_file_holds_its_stated_outcome(path):
    scn = load_scenario(path)
    assert scn.expect, f"{path.name} states no outcome"
    assert check_expect(scn) == []


def test_every_game_has_two_regression_files():
    games = [load_scenario(p).game for p in REGRESSION]
    for name in ("desconfronto", "fortress", "zerywia"):
        assert games.count(name) >= 2, name


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_shipped_puzzle_has_a_goal_met_by_its_solution_and_both_languages(path):
    scn = load_scenario(path)
    assert scn.goal is not None and scn.goal.text is not None
    assert scn.expect.get("goal") == MET and scn.expect.get("solution")
    for words in (scn.title, scn.description, scn.goal.text, *(h.text for h in scn.hints)):
        assert set(words) == {"en", "pt_BR"}, path.name


def test_a_puzzle_fails_when_its_turn_passes_unsolved():
    scn = load_scenario(ROOT / "game" / "scenarios" / "desconfronto_cinder_imp.toml")
    session = start_session(scn)
    tracker = tracker_for(scn, session)
    assert tracker is not None and tracker.status(session.state) == PENDING
    give_up = next(a for a in session.legal_actions() if type(a).__name__ == "Pass")
    session.apply(give_up)  # the hero passes the turn without touching the imp
    while session.is_over() is None and session.state.turn == tracker.start_turn and session.legal_actions():
        session.apply(session.legal_actions()[0])
    assert tracker.status(session.state) == FAILED


def test_edits_come_before_the_prefix_and_the_prefix_runs_through_the_rules():
    text = """format = 1
game = "desconfronto"
seed = 4
[setup]
players = 1
heroes = ["artan"]
[start]
prefix = [{ type = "Sacrifice", player = 0, card = "artan.compel_duel#1", target = "c0" }]
[[start.edits]]
kind = "creature_vigor"
creature = 0
vigor = 2
"""
    session = start_session(parse_scenario(text))
    assert session.state.creatures[0].vigor == 2  # the edit, made on the new game
    assert "artan.compel_duel#1" not in session.state.heroes[0].hand  # the prefix's Sacrifice, by the rules
    assert session.state.actions_left == 1
    assert [type(a).__name__ for a in session.actions][:1] == ["Sacrifice"]
    assert not session.can_undo  # undo never reaches into the start


@pytest.mark.parametrize("name", ["desconfronto", "fortress", "zerywia"])
def test_export_reproduces_the_game_exactly(name):
    game = get_game(name)
    session = Session.new(game, game.default_setup(), 17)
    rng = random.Random(3)
    for _ in range(25):
        if session.is_over() is not None:
            break
        session.apply(rng.choice(session.legal_actions()))
    text = export_text(session)
    check_round_trip(text, session, "export.toml")
    again = start_session(parse_scenario(text, "export.toml"), auto_resolve=False)
    assert again.actions == session.actions and again.setup == session.setup
    assert again.state_hash() == session.state_hash()


# --- bad files: every refusal names the file and its line ---------------------------------------

GOOD = """format = 1
game = "desconfronto"
seed = 4

[setup]
players = 1
heroes = ["artan"]

[start]
prefix = [
  { type = "DrawCard", player = 0 },
  { type = "Sacrifice", player = 0, card = "artan.compel_duel#1", target = "c0" },
]

[[start.edits]]
kind = "creature_vigor"
creature = 0
vigor = 3

[goal]
kind = "win"
turns = 1
"""


def refused(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as info:
        start_session(parse_scenario(text, "bad.toml"))
    return info.value


def test_the_good_file_starts():
    start_session(parse_scenario(GOOD, "good.toml"))


@pytest.mark.parametrize(
    ("change", "line", "key"),
    [
        (("seed = 4", "seed = = 4"), 3, "syntax"),
        (("seed = 4", "seed = 4\nsed = 5"), 4, "unknown_key"),
        (('game = "desconfronto"', 'game = "chess"'), 2, "unknown_game"),
        (("seed = 4", 'seed = "four"'), 3, "wrong_type"),
        (("format = 1\n", ""), 1, "no_format"),
        (("format = 1", "format = 9"), 1, "bad_format"),
        (('target = "c0" }', 'target = "c9" }'), 12, "illegal_move"),
        (('{ type = "DrawCard", player = 0 }', '{ type = "Teleport", player = 0 }'), 11, "bad_move"),
        (('kind = "creature_vigor"', 'kind = "creature_mood"'), 16, "unknown_edit"),
        (("vigor = 3", "vigor = 30"), 18, "edit_range"),
        (('kind = "win"', 'kind = "checkmate"'), 21, "unknown_goal"),
        (("turns = 1", "turns = 0"), 22, "bad_turns"),
        (("players = 1", "players = 11"), 5, "bad_setup"),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_bad_file_names_its_line(change, line, key):
    old, new = change
    assert old in GOOD
    exc = refused(GOOD.replace(old, new, 1))
    assert (exc.key, exc.line) == (key, line), str(exc)
    assert str(exc).startswith(f"bad.toml, line {line}: ")
    assert "Traceback" not in str(exc) and "scenario.error" not in str(exc)


def test_bad_file_refusal_is_worded_in_portuguese_too():
    set_language("pt_BR")
    exc = refused(GOOD.replace('game = "desconfronto"', 'game = "chess"'))
    assert str(exc).startswith("bad.toml, linha 2: não há jogo chamado 'chess'")


def test_unreadable_and_non_text_files(tmp_path):
    with pytest.raises(ScenarioError) as info:
        load_scenario(tmp_path / "missing.toml")
    assert info.value.name == "missing.toml" and info.value.key == "unreadable"
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b"format = 1\n\xff\xfe")
    with pytest.raises(ScenarioError) as info:
        load_scenario(binary)
    assert info.value.key == "not_utf8"


def test_the_annotated_example_in_the_docs_holds():
    text = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    example = text.split("```toml\n", 1)[1].split("```", 1)[0]
    scn = parse_scenario(example, "docs/scenarios.md")
    assert scn.hints and scn.goal is not None and scn.edits
    assert check_expect(scn) == []


def test_export_of_an_edited_puzzle_keeps_its_edits_and_rebuilds_the_position():
    scn = load_scenario(ROOT / "game" / "scenarios" / "fortress_armoured.toml")
    session = start_session(scn)
    session.apply(session.legal_actions()[0])
    text = export_text(session, scn.edits)
    check_round_trip(text, session, "export.toml")
    again = parse_scenario(text, "export.toml")
    assert again.edits == scn.edits and again.game == "fortress"
    assert check_expect(again) == []  # the export's own expect: the position's state hash
    assert export_text(session) != text  # without the edits the file would start elsewhere
    with pytest.raises(ValueError):
        check_round_trip(export_text(session), session, "export.toml")
