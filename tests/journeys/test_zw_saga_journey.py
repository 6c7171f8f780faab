"""A Zerywia Story completed and its Reward chosen through the screens (ZW-HERO-37/38, AMB-64):
main menu -> New game -> Zerywia -> Solo -> seed -> Start. The human plays by clicks — on the buttons
and the lit Regions the board shows — and where to click is what a coach (the greedy bot, looking
only at what is clickable) would do, until the hero stands at its first Story's second part. Then
save, quit, relaunch on the same saves folder, Continue: the same choice is offered; C opens the
Character Board, whose Reward button takes the second Reward (the Story a Path, the other Reward at
the deck's bottom, stage II on top)."""

from __future__ import annotations

import pygame

from game.ai.bots import make_bot
from game.core.i18n import t
from game.zerywia.actions import TakeOption
from game.zerywia.saga_growth import active_story, deck_of
from scenes.boards.zerywia_targets import region_of
from tests.journeys.player import continue_game, new_game, save_and_quit, scene_name, wait_for

SEED = 3  # a table whose coached Solo hero reaches its first Story's second part (rescanned after the Solo card became a choice)


def human_ready(h, board) -> bool:
    return scene_name(h) == "ZerywiaBoardScene" and board.human_to_act() and not board.previewing()


def reward_open(board) -> bool:
    return any(isinstance(a, TakeOption) and a.option == "story_reward_2" for a in board.legal)


def clickable(board) -> list:
    """What a click can do now: the buttons of every page, and the actions of the lit Regions."""
    shown = board.shown_actions()
    return shown + [a for acts in board.targets.values() for a in acts if a not in shown]


def click_button_of(h, board, action) -> None:
    for _ in range(12):  # turn the pages until the action's button shows
        index = board.shown_actions().index(action)
        if f"action:{index}" in board.buttons:
            h.click_button(f"action:{index}")
            return
        h.click_button("page:next")
    raise AssertionError(f"no button for {action}")


def click_action(h, board, action) -> None:
    region = region_of(action)
    if region is not None and region in board.targets and action not in board.shown_actions():
        h.click(h.app.letterbox.to_window(board.map.centre(region)))
        if board.choosing is None:  # the Region's one action was taken by the click
            return
    click_button_of(h, board, action)


def test_zerywia_story_completed_and_reward_chosen_on_the_character_board_save_continue(launch):
    h = launch("en")
    board = new_game(h, "zerywia", {"players": t("setup.n1")}, {}, SEED)
    s = board.session
    assert len(s.state.heroes) == 1 and not board.bots.is_bot(0)
    coach = make_bot("greedy", SEED)
    for _ in range(1500):
        wait_for(h, lambda: human_ready(h, board) or s.is_over() is not None)
        assert s.is_over() is None, "the Path ended before the Story's second part"
        if reward_open(board):
            break
        before = len(s.actions)
        click_action(h, board, coach.choose_from(s.game, s.state, clickable(board), 0))
        assert len(s.actions) == before + 1
        h.advance(1)
    assert reward_open(board), "the hero never reached its Story's second part"
    story = active_story(deck_of(s.state.heroes[0]))
    assert story.id == s.state.heroes[0].story and s.state.heroes[0].story_stage == 1
    # Saved with the quest handed in; the relaunched table offers the same choice.
    expected = s.state_hash()
    save_and_quit(h)
    h = launch("en")  # relaunch on the same disk state
    board = continue_game(h)
    s = board.session
    assert s.state_hash() == expected
    wait_for(h, lambda: human_ready(h, board))
    assert reward_open(board)
    hero = s.state.heroes[0]
    # ZW-HERO-38: the Character Board's button takes the second Reward.
    h.key(pygame.K_c)
    assert scene_name(h) == "ZerywiaCharacterScene"
    h.click_button("saga_reward:1")
    assert s.actions[-1] == TakeOption(0, "story_reward_2")
    chosen = story.rewards[1]
    assert hero.story_stage == 2 and chosen in hero.reserve and hero.paths[-1] == story.path
    deck = deck_of(hero)
    assert active_story(deck).stage == 2 and deck.cards[-1] == story.rewards[0]  # the other to the bottom
