"""A hero's Character Board over the Zerywia board (ZW-HERO-04..08 Attributes and Blockers,
ZW-INJ Injuries, ZW-HERO-12..24 Taints, ZW-HERO-08 Prime, ZW-HERO-27 the Kolovrat Wheel, L217 the
Path Stone, ZW-HERO-02/03 the Saga limits): opened by C, by a click on a hero's sheet or figure;
it shows what the state holds, in words and shapes, in both languages, uncut."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core.i18n import set_language, t
from game.core.session import Session
from game.zerywia.game import ZerywiaGame
from scenes.boards.zerywia_character import facts

SHOTS = Path(__file__).resolve().parents[3] / "screenshots"


def board_after(harness, steps: int, heroes=("goryv", "svara", "veda"), seed: int = 3):
    from scenes.menu import open_board

    session = Session.new(ZerywiaGame(), {"heroes": list(heroes)}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = session.legal_actions()
        if not legal or session.is_over() is not None:
            break
        session.apply(rng.choice(legal))
    harness.push(open_board(harness.app, session, {"bots": {}}))
    harness.advance(2)
    return harness.top


def test_the_c_key_opens_the_acting_heros_board_and_esc_closes_it(harness):
    board = board_after(harness, 0)
    harness.key(pygame.K_c)
    scene = harness.top
    assert type(scene).__name__ == "ZerywiaCharacterScene"
    assert scene.seat == board.human_seat()
    harness.key(pygame.K_ESCAPE)
    assert harness.top is board


def test_a_click_on_a_heros_sheet_opens_that_heros_board(harness):
    from scenes.boards.zerywia_board import HEROES
    from scenes.boards.zerywia_panels import HERO_H

    board = board_after(harness, 0)
    harness.click(harness.app.letterbox.to_window((HEROES.x + 40, HEROES.y + 6 + HERO_H + 20)))
    assert type(harness.top).__name__ == "ZerywiaCharacterScene" and harness.top.seat == 1
    harness.key(pygame.K_TAB)
    assert harness.top.seat == 2
    harness.click_button("zerywia_ui2.char.close")
    assert harness.top is board


def test_a_click_on_a_heros_figure_opens_its_board(harness):
    """A figure on a Region with nothing to do there (a lit Region's click is its action)."""
    for steps in (0, 3, 6, 10, 15, 20, 30, 40, 60):
        board = board_after(harness, steps)
        state = board.session.state
        spots = [(seat, c) for seat, c, _ in board.map.figure_spots(state)
                 if board.map.region_at(c) not in board.targets and state.step not in ("challenge", "test")]
        if spots:
            break
        harness.app.stack.pop()
        harness.advance(1)
    else:
        pytest.skip("every figure stands on a lit Region")
    seat, c = spots[0]
    harness.click(harness.app.letterbox.to_window(c))
    assert type(harness.top).__name__ == "ZerywiaCharacterScene" and harness.top.seat == seat


def test_zw_inj_and_zw_hero_12_the_board_shows_injuries_taints_and_the_blocker(harness):
    """The Attributes as the state holds them: value, the Blocker's maximum after Injuries (and a
    Taint's weakening, AMB-11), the Injuries and the Taint named; Prime against its limit."""
    board = board_after(harness, 0)
    hero = board.session.state.heroes[0]
    hero.injuries["will"] = 1
    hero.taints.append("vigor")
    hero.value["vigor"] = min(hero.value["vigor"], hero.current_max("vigor"))
    hero.value["will"] = min(hero.value["will"], hero.current_max("will"))
    hero.prime = 1
    f = facts(board.session.state, 0)
    assert t("zerywia_ui2.char.injuries", n=1) in f["will"]
    assert f"{hero.value['will']}/{hero.current_max('will')}" in f["will"]
    assert str(hero.printed_max["will"]) in f["will"]
    assert t("zerywia_ui2.char.taint") in f["vigor"]
    assert f["prime"] == t("zerywia_board.prime", n=1, limit=hero.prime_limit)
    harness.key(pygame.K_c)
    harness.screenshot(SHOTS / "zw_char_marked.png")
    assert type(harness.top).__name__ == "ZerywiaCharacterScene"


def test_the_board_lists_cards_by_type_against_the_heros_limits(harness):
    from game.zerywia.content import content

    board = board_after(harness, 0)
    hero = board.session.state.heroes[0]
    f = facts(board.session.state, 0)
    limits = content().heroes[hero.hero].limits
    for card in hero.prepared:
        kind = content().sagas[card].type
        from game.zerywia.words import word

        assert word(card) in f[f"saga.{kind}"]
        if kind in ("relic", "ritual", "ally"):
            assert f"/{getattr(limits, kind)}" in f[f"saga.{kind}"]


def test_the_kolovrat_wheel_marks_the_time_of_day_and_the_heros_turn(harness):
    board = board_after(harness, 0)
    state = board.session.state
    f = facts(state, 0)
    assert t(f"zerywia_board.time.{state.time}") in f["kolovrat"]
    assert t("zerywia_ui2.char.to_act") in f["kolovrat"]
    state.acted.append(0)
    assert t("zerywia_ui2.char.acted") in facts(state, 0)["kolovrat"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_character_board_screenshots_have_no_raw_keys(harness, monkeypatch, size, lang):
    """Looked at; and every text drawn is a translated sentence (no catalogue key, no id)."""
    from scenes.boards import zerywia_character

    set_language(lang)
    harness.resize(size)
    board_after(harness, 120)
    seen: list[str] = []
    original = zerywia_character.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    monkeypatch.setattr(zerywia_character, "render", spy)
    harness.key(pygame.K_c)
    path = harness.screenshot(SHOTS / f"zw_char_{lang}_{size[0]}.png")
    assert path.exists() and seen
    for text in seen:
        assert "zerywia_ui2." not in text and "zerywia_board." not in text and "zerywia." not in text, text
        assert "_" not in text, text
