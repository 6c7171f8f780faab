"""The kernel's declared flow (issue 8): a Zerywia-shaped cycle with nested steps runs on it with no
phase-moving code in the game, and the one end check runs after every action."""

from __future__ import annotations

import pytest

from game.ai.bots import RandomBot
from game.core.actions import Event, IllegalAction
from game.core.flow import Cursor, Flow, FlowError, Phase
from game.core.session import Session
from tests.games.journey import DOOM_END, FLOW, JourneyGame, JourneyState, Roll, Travel


def play(seed: int, heroes: int = 2) -> Session:
    game = JourneyGame()
    session = Session.new(game, {"heroes": heroes}, seed)
    bot = RandomBot(seed)
    for _ in range(5000):
        if game.is_over(session.state) is not None:
            break
        session.apply(bot.choose(game, session.state))
    return session


def test_the_cycle_opens_at_dawn_and_waits_on_the_first_heros_travel():
    state = JourneyGame().new_game({"heroes": 3}, 1)
    assert FLOW.path(state) == ("journeys", "turn", "travel")
    assert state.trail == ["dawn", "turn0"]
    assert state.doom == 1
    assert JourneyGame().current_player(state) == 0


def test_an_odd_tile_leads_into_the_nine_step_challenge_and_its_choice_steps():
    game = JourneyGame()
    state = game.new_game({"heroes": 2}, 4)
    game.apply(state, Travel(0, 3))
    assert FLOW.path(state) == ("journeys", "turn", "challenge", "s1")
    seen = []
    for _ in range(9):
        seen.append(FLOW.path(state)[-1])
        game.apply(state, game.legal_actions(state)[0])
    assert seen == [f"s{n}" for n in range(1, 10)]
    # After the ninth step the challenge and the turn close; the second hero travels.
    assert FLOW.path(state) == ("journeys", "turn", "travel")
    assert state.hero == 1 and state.turned == [0]


def test_an_even_tile_ends_the_turn_and_the_last_turn_leads_to_dusk_and_a_new_dawn():
    game = JourneyGame()
    state = game.new_game({"heroes": 2}, 4)
    game.apply(state, Travel(0, 2))
    assert state.hero == 1
    game.apply(state, Travel(1, 4))
    assert state.trail[-3:] == ["dusk", "dawn", "turn0"]
    assert state.doom == 2 and state.turned == []


def test_actions_of_a_kind_the_current_step_does_not_take_are_refused():
    game = JourneyGame()
    state = game.new_game({"heroes": 2}, 4)
    assert not FLOW.accepts(state, Roll(0))
    with pytest.raises(IllegalAction):
        game.apply(state, Roll(0))
    assert FLOW.path(state) == ("journeys", "turn", "travel")


def test_the_end_check_runs_after_every_action_and_stops_the_flow():
    results = set()
    for seed in range(30):
        session = play(seed)
        state: JourneyState = session.state
        assert JourneyGame().is_over(state) is not None, seed
        results.add(state.outcome)
        assert (state.outcome == "won") == (state.relics >= 3)
        # Once over, nothing opens any more: the flow has nothing left to move.
        trail, path = list(state.trail), FLOW.path(state)
        assert FLOW.after_action(state) == []
        assert state.trail == trail and FLOW.path(state) == path
        assert JourneyGame().legal_actions(state) == []
        # A clock filled at dawn ends the game there: no hero's turn opens after it.
        if state.trail[-1] == "dawn":
            assert state.doom == DOOM_END and path == ("dawn",)
    assert results == {"won", "lost"}


def test_random_games_visit_every_nested_step_and_replay_to_the_same_state():
    game = JourneyGame()
    trails: set[str] = set()
    for seed in range(20):
        session = play(seed, heroes=3)
        trails.update(session.state.trail)
        replayed = Session.replay(game, {"heroes": 3}, seed, session.actions)
        assert game.to_json(replayed.state) == game.to_json(session.state)
        assert game.to_json(game.from_json(game.to_json(session.state))) == game.to_json(session.state)
    assert {"dawn", "turn0", "turn1", "turn2", "challenge", "dusk"} <= trails


def test_a_flow_that_never_waits_is_reported_instead_of_hanging():
    class S:
        flow: list[str] = []

    loop = Phase("root", steps=(Phase("a", done=lambda s: True, next="b"), Phase("b", done=lambda s: True)))
    cursor: Cursor[S] = Cursor(lambda s: s.flow, lambda s, p: setattr(s, "flow", list(p)))
    flow = Flow(loop, cursor, lambda s, ev: False, max_moves=50)
    with pytest.raises(FlowError):
        flow.start(S())


def test_goto_closes_the_phases_it_leaves_and_opens_the_ones_it_enters():
    game = JourneyGame()
    state = game.new_game({"heroes": 2}, 4)
    events: list[Event] = []
    FLOW.goto(state, ("journeys", "turn", "challenge", "s7"), events)
    assert FLOW.path(state)[-1] == "s7"
    assert state.trail[-1] == "challenge"
    FLOW.goto(state, ("dusk",), events)
    assert state.turned == [0]  # the turn's on_end ran on the way out
