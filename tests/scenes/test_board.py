"""The generic board and the pieces dedicated boards reuse (bots, registry, pause, widgets cleanup)."""

from dataclasses import dataclass

import pygame

from game.core.actions import Action, Event
from game.core.protocol import Game, Outcome
from game.core.session import Session


@dataclass(frozen=True)
class Pick(Action):
    n: int = 0


class WideGame(Game):
    """45 legal actions at once (more than one page of buttons); over after three picks."""

    name = "wide_test"
    title_key = "wide.title"
    action_classes = (Pick,)

    def new_game(self, setup, seed):
        return {"picked": []}

    def legal_actions(self, state):
        return [] if self.is_over(state) else [Pick(0, i) for i in range(45)]

    def _apply(self, state, action):
        state["picked"].append(action.n)
        return [Event("picked", {"n": action.n})]

    def is_over(self, state):
        return Outcome("won", (0,)) if len(state["picked"]) >= 3 else None

    def current_player(self, state):
        return None if self.is_over(state) else 0

    def seats(self, state):
        return ["Solo"]

    def to_json(self, state):
        return {"version": 1, "picked": list(state["picked"])}

    def from_json(self, data):
        return {"picked": list(data["picked"])}


def open_wide(harness):
    from scenes.menu import open_board

    harness.push(open_board(harness.app, Session.new(WideGame(), {}, 11), {}))
    return harness.top


def test_many_actions_are_paged_and_every_one_reachable(harness):
    board = open_wide(harness)
    assert type(board).__name__ == "GenericBoardScene"
    first = {k for k in board.buttons if k.startswith("action:")}
    assert len(first) == 18 and not harness.find_button("page:prev").is_enabled
    harness.click_button("page:next")
    harness.click_button("page:next")
    assert {k for k in board.buttons if k.startswith("action:")} == {f"action:{i}" for i in range(36, 45)}
    harness.click_button("action:44")
    assert board.session.state["picked"] == [44]
    assert "picked" in board.log.entries[-1]


def test_illegal_action_is_refused_with_its_reason_and_changes_nothing(harness):
    board = open_wide(harness)
    before = board.session.state_hash()
    assert board.apply_action(Pick(0, 99)) is None
    assert board.status == "That action is not allowed now."
    assert board.session.state_hash() == before and not board.session.actions


def test_log_scrolls_with_the_wheel_over_it(harness):
    board = open_wide(harness)
    for i in range(60):
        board.log.add(f"line {i}")
    harness.move(harness.app.letterbox.to_window((1000, 300)))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    )
    harness.advance(2)
    assert board.log.scroll == 6
    board.log.add("newest")
    assert board.log.scroll == 7  # the reader keeps their place
    assert all(line != "newest" for line, _ in board.log.visible(20))


def test_slow_animation_speed_paces_the_bots(harness):
    from game.core.registry import get_game
    from scenes.menu import open_board

    harness.app.settings.animation_speed = "slow"
    session = Session.new(get_game("tiny"), {"players": 2}, 5)
    harness.push(open_board(harness.app, session, {"bots": {"0": "random", "1": "random"}}))
    harness.advance(30)  # half a second: a slow bot is still "thinking"
    assert not session.actions
    harness.advance(60)
    assert session.actions


def test_a_dedicated_board_replaces_the_generic_one(harness):
    from scenes.boards import _BOARDS, board_for, register_board
    from scenes.boards.generic import GenericBoardScene

    class Special(GenericBoardScene):
        pass

    register_board("wide_test", Special)
    try:
        assert board_for("wide_test") is Special
        assert type(open_wide(harness)) is Special
    finally:
        _BOARDS.pop("wide_test")
    assert board_for("wide_test") is GenericBoardScene


def test_each_scene_removes_all_its_widgets_with_one_kill(harness):
    ui = harness.app.ui
    baseline = len(ui.get_sprite_group().sprites())
    open_wide(harness)
    harness.key(pygame.K_ESCAPE)  # pause menu on top
    assert len(ui.get_sprite_group().sprites()) > baseline
    harness.click_button("pause.quit")
    assert type(harness.top).__name__ == "MainMenuScene"
    assert len(ui.get_sprite_group().sprites()) == baseline


def test_colour_blind_setting_switches_palettes(harness):
    standard = harness.app.palette("desconfronto")
    harness.app.settings.colorblind = True
    assert harness.app.palette("desconfronto") != standard
    assert set(harness.app.palette("fortress")) >= {"peles_verdes", "imortais", "draconianos"}


def test_quit_ends_the_loop_and_remembers_the_settings(dirs):
    from scenes.harness import Harness
    from scenes.settings import load_settings

    config, saves = dirs
    h = Harness(save_dir=saves, config_dir=config)
    h.resize((1000, 600))
    h.click_button("menu.quit")
    assert not h.app.running
    assert h.app.run() == 0  # the loop returns at once and shuts down cleanly
    assert load_settings().window_size == (1000, 600)


def test_number_keys_pick_the_shown_actions(harness):
    board = open_wide(harness)
    harness.key(pygame.K_3)
    harness.click_button("page:next")
    harness.key(pygame.K_1)
    assert board.session.state["picked"] == [2, 18]
