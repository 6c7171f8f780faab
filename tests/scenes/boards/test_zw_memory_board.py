"""The Memory of the World on the Zerywia board (issue 13): the Statue panel names the Ritual under way
(n of 4, its limit, its Blackstones), where Ughmor stands and each hero's goal; the preview announces
the Memory's Nix steps with their log words; screenshots at both sizes in both languages (looked
at); no id or catalogue key on screen."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.core.actions import Event
from game.core.i18n import set_language, t
from game.core.session import Session
from game.zerywia.game import ZerywiaGame
from game.zerywia.memory_rituals import place_blackstone
from scenes.boards import zerywia_preview as PV
from tests.scenes.boards.test_zerywia_board import SHOTS, _drawn_texts, _ids

GAME = ZerywiaGame()


def open_memory(harness, heroes=("svara", "goryv"), seed: int = 3, steps: int = 0):
    from scenes.menu import open_board

    session = Session.new(GAME, {"heroes": list(heroes), "scenario": "memory"}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = session.legal_actions()
        if not legal or session.is_over() is not None:
            break
        session.apply(rng.choice(legal))
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    assert type(board).__name__ == "ZerywiaBoardScene"
    return board


def nix_decision(session) -> bool:
    """Nix's Phase of the Memory waiting on a hero: its reroll, its Threat or its Murk."""
    from game.zerywia.cycle import FLOW

    st = session.state
    return FLOW.leaf(st).name == "nix" and (st.pending is not None or bool(st.to_threat) or bool(st.to_place))


def open_at_nix(harness, seed: int = 3):
    """A Memory board in Nix's Phase, a hero's decision shown (seeded random play until one)."""
    from scenes.menu import open_board

    for s in range(seed, seed + 20):
        session = Session.new(GAME, {"heroes": ["svara", "goryv"], "scenario": "memory"}, s)
        rng = random.Random(s)
        for _ in range(3000):
            if nix_decision(session) or session.is_over() is not None:
                break
            session.apply(rng.choice(session.legal_actions()))
        if nix_decision(session):
            harness.push(open_board(harness.app, session, {"bots": {}}))
            return harness.top
    raise AssertionError("no Nix decision reached")


def test_the_statue_panel_names_the_ritual_its_limit_and_ughmor(harness, monkeypatch):
    set_language("en")
    board = open_memory(harness)
    state = board.session.state
    for _ in range(7):  # the first Ritual done (a face faded), one Blackstone into the second
        place_blackstone(state, [])
    board.session.touch()
    board.rebuild()
    texts = _drawn_texts(board, monkeypatch, pygame.Surface((1280, 720)))
    assert t("zerywia.memory.ritual", n=2, limit=5, placed=1) in texts
    assert any(text.startswith("Ughmor stands at") for text in texts)
    assert t("zerywia.memory.goals", met=0, total=2) in texts


def test_the_preview_announces_the_memorys_nix_steps_with_the_log_words():
    state = GAME.new_game({"heroes": ["svara", "goryv"], "scenario": "memory"}, 3)
    before = GAME.clone(state)
    events = [
        Event("zerywia.memory.nix_roll", {"seat": 0, "face": "murk"}),
        Event("zerywia.memory.threat_placed", {"seat": 1, "region": "frozen_debris"}),
        Event("zerywia.memory.three_rifts", {"thymor": "nuru_grounds"}),
    ]
    preview = PV.build(before, state, events, lambda e: GAME.describe_event(state, e) or "", "normal")
    assert preview is not None and [s.kind for s in preview.steps] == [e.kind for e in events]
    assert all(s.title == t("zerywia_ui2.preview.nix") for s in preview.steps)
    assert "Frozen Debris" in preview.steps[1].caption and "Goryv" in preview.steps[1].caption
    assert preview.steps[1].region == "frozen_debris"


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_no_id_or_key_appears_on_the_memorys_board(harness, monkeypatch, lang):
    set_language(lang)
    ids = _ids()
    key = re.compile(r"\bzerywia(_board)?\.[a-z_]+")
    surface = pygame.Surface((1280, 720))
    for steps in (0, 60, 200):
        board = open_memory(harness, heroes=("svara", "goryv", "veda"), steps=steps)
        board.rebuild()
        texts = _drawn_texts(board, monkeypatch, surface)
        texts += [b.text for b in board.buttons.values()] + [board.describe(a) for a in board.legal]
        texts += list(board.log.entries)
        for text in texts:
            assert not key.search(text), text
            assert not any(i in text for i in ids), text
        monkeypatch.undo()
        harness.app.stack.pop()
        harness.advance(1)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_memory_screenshots_at_both_sizes_in_both_languages(harness, size, lang):
    set_language(lang)
    harness.resize(size)
    for steps in (0, 120):
        board = open_memory(harness, heroes=("svara", "goryv", "veda", "dalbor"), steps=steps)
        board.rebuild()
        harness.advance(2)
        path = harness.screenshot(SHOTS / f"zerywia_memory_{lang}_{size[0]}_{steps}.png")
        assert path.exists() and harness.app.window.get_size() == size
        harness.app.stack.pop()
        harness.advance(1)
    board = open_at_nix(harness)  # the Memory's Nix Phase: a hero's decision (ZW-SCEN-30..32)
    board.rebuild()
    harness.advance(2)
    assert board.legal and harness.screenshot(SHOTS / f"zerywia_memory_nix_{lang}_{size[0]}.png").exists()
    harness.app.stack.pop()
    harness.advance(1)
    board = open_memory(harness, heroes=("veda",))  # the Solo start's choice (ZW-SCEN-02)
    board.rebuild()
    harness.advance(2)
    assert harness.screenshot(SHOTS / f"zerywia_memory_solo_{lang}_{size[0]}.png").exists()
    harness.app.stack.pop()
    harness.advance(1)


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_new_game_screen_offers_the_scenario_dropdown(harness, lang):
    set_language(lang)
    harness.resize((1280, 720))
    harness.click_button("menu.new_game")
    harness.click_button("choose.zerywia")
    assert harness.dropdown("scenario").selected_option[0] == t("zerywia.scenario.path")  # the default
    harness.choose_dropdown("scenario", t("zerywia.scenario.memory"))
    harness.choose_dropdown("players", t("setup.n2"))
    harness.advance(2)
    assert harness.screenshot(SHOTS / f"zerywia_memory_setup_{lang}.png").exists()
    harness.click_button("newgame.start")
    board = harness.top
    assert type(board).__name__ == "ZerywiaBoardScene" and board.session.state.setup["scenario"] == "memory"
