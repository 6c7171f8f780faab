"""The tutorials' scenario files (issue 14, "A tutorial per game"): every file in game/tutorials/
plays its steps through the rules with its seed's dice and each step's ``after`` values hold; one
tutorial per game, both languages for every word; the format's ``steps`` (format 2) are refused
with their line when wrong, and a format-1 file cannot carry them."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.i18n import set_language
from game.core.registry import get_game
from game.core.scenario import FORMAT, ScenarioError, load_scenario, parse_scenario
from game.core.scenario_steps import StepTracker, after_problems, json_path
from game.core.tutorial_run import run_steps, start_tutorial

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = sorted((ROOT / "game" / "tutorials").glob("*.toml"))


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.name)
def test_tutorial_steps_hold_their_stated_outcomes(path):
    scn = load_scenario(path)
    assert scn.steps and all(step.after for step in scn.steps if step.then)  # what is explained is checked
    assert run_steps(scn) == []


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.name)
def test_tutorial_words_are_in_both_languages(path):
    scn = load_scenario(path)
    for words in (scn.title, scn.description, *(s.say for s in scn.steps), *(s.then for s in scn.steps if s.then)):
        assert set(words) == {"en", "pt_BR"}, path.name


def test_one_tutorial_per_game_with_what_issue_14_asks():
    by_game = {load_scenario(p).game: load_scenario(p) for p in TUTORIALS}
    assert sorted(by_game) == ["desconfronto", "fortress", "zerywia"]
    kinds = {g: [s.do["type"] for s in scn.steps] for g, scn in by_game.items()}
    # desConfronto: a card onto a lit target, a shield, a condition (Toxic Mist), Sacrifice, the Creature Phase
    assert {"PlayCard", "UseShield", "Sacrifice", "Pass"} <= set(kinds["desconfronto"])
    # Heróis & Monstros: buy, use an effect, damage an invader, the Invasion (the turn's end)
    assert {"Buy", "Activate", "Attack", "EndPhase"} <= set(kinds["fortress"])
    # Zerywia: move, explore, a Challenge with a reroll, the camp and Nix's phase
    assert {"UseHarbour", "Explore", "RollDice", "Reroll", "Camp", "PlaceMurk"} <= set(kinds["zerywia"])


def test_a_changed_die_breaks_the_regression():
    """The runner can fail: the same file on another seed no longer holds its ``after`` values."""
    scn = load_scenario(ROOT / "game" / "tutorials" / "desconfronto_first_combat.toml")
    scn.seed = 3
    assert run_steps(scn) != []


def test_step_tracker_waits_for_the_exact_move_then_explains():
    scn = load_scenario(ROOT / "game" / "tutorials" / "fortress_first_round.toml")
    session, tracker = start_tutorial(scn)
    game = session.game
    first = game.action_from_json(scn.steps[0].do)
    other_pay = game.action_from_json({**scn.steps[0].do, "pay": "r"})  # the same buy, paid otherwise
    assert tracker.expected() == first and tracker.accepts(first) and not tracker.accepts(other_pay)
    tracker.made()
    assert tracker.explaining and tracker.expected() is None and not tracker.accepts(first)
    tracker.next()
    assert tracker.index == 1 and not tracker.explaining
    tracker.made()  # step 2 has no explanation: straight on
    assert tracker.index == 2 and not tracker.explaining


def test_json_path_and_after_problems():
    data = {"a": [{"b": 1}, {"b": [2, 3]}], "c": "x"}
    assert json_path(data, "a.1.b.0") == 2
    with pytest.raises(KeyError):
        json_path(data, "a.5.b")
    assert after_problems(data, {"a.0.b": 1, "c": "x"}) == []
    assert after_problems(data, {"a.0.b": 2, "d": 1}) == ["a.0.b is 1, expected 2", "d is not in the game's state"]


GOOD = """format = 2
game = "desconfronto"
seed = 2

[setup]
mode = "skirmish"
players = 1
heroes = ["pharanor"]

[[steps]]
do = { type = "Pass", player = 0 }

[steps.say]
en = "End the Hero Phase."
"""


def test_the_format_is_versioned_and_steps_need_format_2():
    assert FORMAT == 2
    assert parse_scenario(GOOD, "good.toml").steps[0].do == {"type": "Pass", "player": 0}
    with pytest.raises(ScenarioError) as err:
        parse_scenario(GOOD.replace("format = 2", "format = 1"), "old.toml")
    assert err.value.key == "steps_need_format" and err.value.line == 10
    assert str(err.value) == "old.toml, line 10: steps need format 2 or later (this file says format 1)."


@pytest.mark.parametrize(
    ("change", "line", "key"),
    [
        (('do = { type = "Pass", player = 0 }', 'do = { player = 0 }'), 11, "move_no_type"),
        (('do = { type = "Pass", player = 0 }', 'do = { type = "Pass", player = 0 }\nwhen = 1'), 12, "unknown_key"),
        (('\n[steps.say]\nen = "End the Hero Phase."\n', "\n"), 10, "missing"),
        (('en = "End the Hero Phase."', 'pt_BR = "Encerre."'), 13, "no_english"),
        (('do = { type = "Pass", player = 0 }', 'do = "Pass"'), 11, "wrong_type"),
    ],
)
def test_bad_steps_are_refused_with_their_line(change, line, key):
    with pytest.raises(ScenarioError) as err:
        parse_scenario(GOOD.replace(*change), "bad.toml")
    assert (err.value.key, err.value.line) == (key, line), str(err.value)


def test_a_step_move_the_game_cannot_read_is_refused_when_the_tutorial_starts():
    scn = parse_scenario(GOOD.replace('do = { type = "Pass", player = 0 }', 'do = { type = "Fly", player = 0 }'), "x.toml")
    with pytest.raises(ScenarioError) as err:
        start_tutorial(scn, get_game("desconfronto"))
    assert err.value.key == "bad_move" and err.value.line == 11


def test_a_tutorial_step_that_is_not_legal_is_reported_by_the_runner():
    text = GOOD.replace('do = { type = "Pass", player = 0 }', 'do = { type = "UseShield", player = 0, card = "x" }')
    problems = run_steps(parse_scenario(text, "x.toml"))
    assert problems and problems[0].startswith("step 1: ") and "not legal here" in problems[0]


def test_tracker_reads_every_shipped_step():
    for path in TUTORIALS:
        scn = load_scenario(path)
        tracker = StepTracker(get_game(scn.game), scn.steps)
        assert tracker.expected() is not None and not tracker.done
