"""desConfronto's turn declared on the kernel's flow (issue 8; DC-CMB-01 turn order, DC-CMB-12 the
Creature Phase, DC-CMB-13 token rotation, DC-CMB-34 spoils): the phases move through ``flow.FLOW``."""

from game.ai.bots import RandomBot
from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto.actions import BuyAbility, Pass
from game.desconfronto.flow import FLOW

GAME = get_game("desconfronto")


def test_dc_cmb_01_13_a_pass_runs_the_creature_phase_and_opens_the_next_heros_turn():
    s = Session.new(GAME, {"players": 2, "heroes": ["artan", "kandra"]}, 7)  # no defence window
    assert FLOW.path(s.state) == ("turn", "hero") and s.state.active_hero == 0
    assert GAME.flow() is FLOW
    events = s.apply(Pass(0))
    kinds = [e.kind for e in events]
    assert "dc.action_card" in kinds  # DC-CMB-12: the Creature Phase ran inside the flow
    turn_events = [e for e in events if e.kind == "dc.turn"]
    assert FLOW.path(s.state) == ("turn", "hero") and s.state.pending is None
    assert turn_events and turn_events[-1].data["hero"] == 1 and s.state.active_hero == 1  # DC-CMB-13


def test_dc_cmb_25_a_defence_window_holds_the_creature_phase_open():
    s = Session.new(GAME, {"players": 2, "heroes": ["artan", "kandra"]}, 5)
    s.apply(Pass(0))
    assert FLOW.path(s.state) == ("turn", "creature") and s.state.pending is not None
    assert GAME.current_player(s.state) == s.state.pending.player


def test_the_hero_phase_does_not_take_the_spoils_actions():
    s = Session.new(GAME, {"players": 1, "heroes": ["tesser"]}, 2)
    assert not FLOW.accepts(s.state, BuyAbility(0, "x"))
    assert FLOW.accepts(s.state, Pass(0))


def test_dc_cmb_34_won_combats_reach_the_spoils_and_every_game_ends_off_the_turn():
    reached = set()
    for seed in range(40):
        s = Session.new(GAME, GAME.setup_variants()[seed % len(GAME.setup_variants())], seed)
        bot = RandomBot(seed)
        while GAME.is_over(s.state) is None and len(s.actions) < 2000:
            if s.state.phase == "spoils":
                reached.add("spoils")
                assert FLOW.path(s.state) == ("spoils",)
            s.apply(bot.choose_for(s))
        assert FLOW.path(s.state) in (("spoils",), ("over",))
    assert "spoils" in reached
