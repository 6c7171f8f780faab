"""The Character Board's Sagas (ZW-HERO-37/38/40): every deck's stage, its active Story's task and
the Rewards to choose; at the Story's second part, one button per Reward, worded by the core, that
takes it. PNGs at 1280x720 and 1920x1080 in both languages (looked at)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.i18n import set_language, t
from game.core.session import Session
from game.zerywia.actions import Rest, TakeOption
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.saga_growth import active_story, deck_of, start_saga
from game.zerywia.stories import do_quest
from game.zerywia.words import action_label
from scenes.boards.zerywia_saga_panel import card_summary, deck_lines

SHOTS = Path(__file__).resolve().parents[3] / "screenshots"


def at_second_part(harness, seed: int = 3):
    """Svara (a human) at her first Story's second part with two more Sagas growing, the Region
    Option hers to take."""
    from scenes.menu import open_board

    session = Session.new(ZerywiaGame(), {"heroes": ["svara", "goryv"]}, seed)
    state, geo = session.state, current()
    hero = state.heroes[0]
    start_saga(hero, "wholeaters_fang_saga")
    start_saga(hero, "quarrel_saga")
    story = active_story(deck_of(hero))
    hero.region = geo.special_region(hero.birth, story.quest.at)
    hero.journey_tokens = ["wilderness"]
    do_quest(geo, hero)
    hero.region = geo.special_region(hero.birth, story.fulfil.at)
    session.apply(Rest(0))  # a Rest, then the Region Option (ZW-ACT-18)
    assert state.step == "option" and TakeOption(0, "story_reward_1") in session.seat_legal(0)
    harness.push(open_board(harness.app, session, {"bots": {1: "greedy"}}))
    harness.advance(2)
    return harness.top


def test_the_sagas_panel_lists_each_deck_its_stage_task_and_rewards(harness):
    set_language("en")
    board = at_second_part(harness)
    lines = deck_lines(board.session.state.heroes[0])
    assert [line.head for line in lines] == [
        "Personal Saga: Svara — stage I of III",
        "Saga: Wholeater's Fang — stage I of II",
        "Saga: Quarrel — stage I of II",
    ]
    assert lines[0].task == "The Burned Shrine. Quest done: give Instinct at Primesource of the Birth Thymor"
    assert lines[0].rewards == "Rewards to choose: Ashen Fang (Relic, Vigor), Den Mother (Ally, Instinct)"
    assert card_summary("svara_den_mother") == (
        "Den Mother: Ally; Banner: Instinct die · no extra; on taking: restore 1 Prime, 1 point of your choice")
    assert card_summary("leshy") == ("Leshy: Ally; Banner: Vigor die · free (Help); Initiation: Instinct Shield in "
                                     "Wilderness; Critical on a Vigor die: Vigor Rune, Vigor Shield")
    assert lines[1].task == "The Wholeater's Lair. Quest: bring 1 Wilderness to Hollows of the Birth Thymor"


def test_zw_hero_38_a_reward_is_chosen_by_its_button_on_the_character_board(harness):
    set_language("en")
    board = at_second_part(harness)
    state = board.session.state
    harness.key(pygame.K_c)
    scene = harness.top
    assert type(scene).__name__ == "ZerywiaCharacterScene" and scene.seat == 0
    pick = TakeOption(0, "story_reward_2")
    assert action_label(state, pick) == "Svara: fulfil The Burned Shrine, take Den Mother"
    assert scene.buttons["saga_reward:1"].text == "Fulfil The Burned Shrine, take Den Mother"
    harness.click_button("saga_reward:1")
    hero = board.session.state.heroes[0]
    assert board.session.actions[-1] == pick
    assert hero.story_stage == 2 and "svara_den_mother" in hero.reserve and hero.paths == ["wild"]
    assert "saga_reward:0" not in harness.top.buttons  # the choice is made: no Reward left to take
    assert deck_lines(hero)[0].head == "Personal Saga: Svara — stage II of III"


def test_four_decks_fit_the_panel(harness, monkeypatch):
    """AMB-37a: the Memory's setup grows 4 decks; each still shows its stage and task."""
    from scenes.boards import zerywia_saga_panel

    set_language("en")
    board = at_second_part(harness)
    start_saga(board.session.state.heroes[0], "kora_hope_of_dawn_saga", cap=False)
    seen: list[str] = []
    original = zerywia_saga_panel.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    monkeypatch.setattr(zerywia_saga_panel, "render", spy)
    harness.key(pygame.K_c)
    harness.screenshot(SHOTS / "zw_sagas_four_decks.png")
    heads = [line.head for line in deck_lines(board.session.state.heroes[0])]
    assert len(heads) == 4 and all(head in seen for head in heads)
    assert any(s.startswith("Rewards to choose: Ashen Fang") for s in seen)  # the open choice keeps its line


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_saga_panel_screenshots(harness, monkeypatch, size, lang):
    from scenes.boards import zerywia_saga_panel

    set_language(lang)
    harness.resize(size)
    at_second_part(harness)
    seen: list[str] = []
    original = zerywia_saga_panel.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    monkeypatch.setattr(zerywia_saga_panel, "render", spy)
    harness.key(pygame.K_c)
    path = harness.screenshot(SHOTS / f"zw_sagas_{lang}_{size[0]}.png")
    assert path.exists() and t("zerywia_sagas.title") in seen
    for text in seen:
        assert "zerywia" not in text and "_" not in text, text
