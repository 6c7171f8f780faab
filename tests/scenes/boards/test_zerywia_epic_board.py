"""The Epic Battle on the Zerywia board, played as a player would (ZW-SCEN-33..38): from the main
menu to a Zerywia table whose goal gate is open, the Joint Action's button, the battle's table (the
Herald card, its Shields and Runes, the round, each hero's face-down card), the order picked by a
button, an Attack card on the challenge table with the battle's strip, a save and Continue mid-battle,
and the battle played by clicks to the game-over screen; screenshots at both sizes in both languages."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.core.i18n import set_language, t
from game.core.session import Session
from game.zerywia import epic_battle
from game.zerywia.actions import FaceAttack, StartEpicBattle, TransferRunes
from tests.scenes.boards.test_zerywia_board import SHOTS, zerywia_game

FOUR = ["svara", "goryv", "veda", "dalbor"]


@pytest.fixture
def gate_open(monkeypatch):
    """The scenario's goal gate met (the Memory's goal check plugs into EPIC_GATES)."""
    monkeypatch.setitem(epic_battle.EPIC_GATES, "path", lambda state: True)


def open_battle(harness, heroes=FOUR, seed=3):
    from scenes.menu import open_board

    session = Session.new(zerywia_game(), {"heroes": list(heroes)}, seed)
    session.apply(StartEpicBattle(0))
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    assert type(board).__name__ == "ZerywiaBoardScene"
    return board


def labels(board) -> list[str]:
    return [board.buttons[k].text for k in sorted(board.buttons) if k.startswith("action:")]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_epic_battle_screens_at_both_sizes_in_both_languages(harness, gate_open, size, lang):
    set_language(lang)
    harness.resize(size)
    board = open_battle(harness)
    board.rebuild()
    harness.advance(2)
    state = board.session.state
    assert state.step == "epic" and len(labels(board)) == 4  # who faces the next card: four buttons
    assert all(re.search(r"zerywia\.|_", text) is None for text in labels(board))
    harness.screenshot(SHOTS / f"zerywia_epic_table_{lang}_{size[0]}.png")
    harness.click_button("action:0")
    assert state.step == "challenge" and state.context == epic_battle.CONTEXT
    harness.advance(2)
    harness.screenshot(SHOTS / f"zerywia_epic_attack_{lang}_{size[0]}.png")
    rng = random.Random(1)
    for _ in range(200):  # click on until a hero may move its spare Pierces onto the Herald card
        if state.step == "epic_transfer" or state.outcome:
            break
        names = sorted(k for k in board.buttons if k.startswith("action:"))
        harness.click_button(rng.choice(names))
        harness.advance(1)
    if state.step == "epic_transfer":
        assert {TransferRunes(state.active, True), TransferRunes(state.active, False)} == set(board.legal)
        harness.screenshot(SHOTS / f"zerywia_epic_transfer_{lang}_{size[0]}.png")


def test_from_the_menu_a_table_fights_the_herald_saves_continues_and_plays_to_the_end(harness, gate_open):
    """New game -> Zerywia -> 2 heroes (a human and a greedy bot) -> the Joint Action's button ->
    the order chosen by a button -> pause, save, quit, Continue mid-battle -> clicks to the end."""
    harness.click_button("menu.new_game")
    harness.click_button("choose.zerywia")
    harness.choose_dropdown("players", t("setup.n2"))
    harness.choose_dropdown(("seat", 1), t("newgame.seat_greedy"))
    harness.click_button("newgame.start")
    board = harness.top
    start = StartEpicBattle(0)
    assert start in board.legal
    index = board.shown_actions().index(start)
    while f"action:{index}" not in board.buttons:
        harness.click_button("page:next")
    harness.click_button(f"action:{index}")
    state = board.session.state
    assert state.epic is not None and state.epic.round == 1
    assert all(h.region == state.herald for h in state.heroes)  # everyone moved (ZW-SCEN-33)
    if state.step == "epic":  # the order: the human picks who goes first
        assert FaceAttack(0, 1) in board.legal
        harness.click_button("action:1")
        harness.advance(3)
    expected = board.session.state_hash()
    harness.key(pygame.K_ESCAPE)
    harness.click_button("pause.save")
    harness.click_button("pause.quit")
    harness.click_button("menu.continue")
    board = harness.top
    assert type(board).__name__ == "ZerywiaBoardScene" and board.session.state_hash() == expected
    state = board.session.state
    cycle, time = state.cycle, state.time
    rng = random.Random(5)
    for _ in range(800):
        if board.session.is_over() is not None:
            break
        harness.advance(3)
        if type(harness.top).__name__ != "ZerywiaBoardScene":
            break
        assert (state.cycle, state.time) == (cycle, time)  # ZW-SCEN-38: the Cycle holds still
        names = sorted(k for k in board.buttons if k.startswith("action:"))
        if board.human_to_act() and names:
            harness.click_button(rng.choice(names))
    outcome = board.session.is_over()
    assert outcome is not None and outcome.reason in (epic_battle.WON_REASON, epic_battle.LOST_REASON)
    harness.advance(3)
    assert type(harness.top).__name__ == "GameOverScene"
    harness.screenshot(SHOTS / "zerywia_epic_over_en.png")
