"""Reusable board parts without a window: log lines, autosave policy, bot pacing."""

from types import SimpleNamespace

from game.core.actions import Event
from game.core.registry import get_game
from game.core.session import Session
from scenes.boards.autosave import AutosavePolicy
from scenes.boards.bot_driver import BotDriver
from scenes.boards.event_log import event_text


class FakeGame:
    name = "fake"

    def seats(self, state):
        return ["Ana", "Bia"]


def test_log_line_uses_the_catalogue_and_names_seats():
    tiny = get_game("tiny")
    state = tiny.new_game({"players": 2}, 1)
    assert event_text(tiny, state, Event("rolled", {"player": 0, "face": "6"})) == "Seat 0 rolled 6."
    raw = event_text(FakeGame(), None, Event("fake.boom", {"seat": 1, "n": 2}))
    assert raw == "fake.boom (seat=1, n=2)"  # unknown key: the raw event, never a crash


def test_log_line_prefers_the_games_describe_event():
    game = FakeGame()
    game.describe_event = lambda state, event: f"described {event.kind}"
    assert event_text(game, None, Event("x")) == "described x"
    game.describe_event = lambda state, event: 1 / 0
    assert event_text(game, None, Event("x")) == "x"  # a broken describer falls back


def test_autosave_after_a_turn_change_or_every_n_actions():
    tiny = get_game("tiny")
    session = Session.new(tiny, {"players": 2}, 3)
    policy = AutosavePolicy(every=3)
    policy.start(session)
    due = []
    for action in (tiny.action_classes[0](0), tiny.action_classes[4](0)):  # Draw, then EndTurn
        session.apply(action)
        due.append(policy.after_action(session))
    assert due == [False, True]  # the turn passed to seat 1
    fake = SimpleNamespace(game=tiny, state=session.state, is_over=lambda: None)
    assert [policy.after_action(fake) for _ in range(3)] == [False, False, True]


def test_bot_waits_for_its_delay_and_never_moves_for_a_human():
    tiny = get_game("tiny")
    session = Session.new(tiny, {"players": 2}, 3)
    driver = BotDriver({"1": "random"}, seed=3)
    assert driver.update(session, 5.0, 0.5) is None  # seat 0 is human
    session.apply(tiny.action_classes[4](0))  # EndTurn: seat 1 (bot) to play
    assert driver.update(session, 0.3, 0.5) is None
    action = driver.update(session, 0.3, 0.5)
    assert action is not None and action in session.legal_actions()
