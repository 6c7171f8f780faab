"""The round of Heróis & Monstros on the kernel's declared flow (issue 8, turn.py): HM-TURN-01 phase
order, HM-TURN-14..16 at a turn's end, HM-INV-01 after the last General, and the Invasion as one
phase (HM-INV-13: with no active player, an Invader's gift has no pool to go to)."""

from __future__ import annotations

from game.ai.bots import RandomBot
from game.core.session import Session
from game.fortress.actions import EndPhase
from game.fortress.turn import FLOW

from .helpers import GAME, fresh


def test_hm_turn_01_build_effects_combat_then_the_next_general():
    state = fresh(players=2)
    assert FLOW.path(state) == ("turn", "build") and GAME.current_player(state) == 0
    events = GAME.apply(state, EndPhase(0))
    assert FLOW.path(state) == ("turn", "effects") and events == []
    events = GAME.apply(state, EndPhase(0))
    assert FLOW.path(state) == ("turn", "combat")
    assert [e.kind for e in events] == ["fortress.combat"]
    events = GAME.apply(state, EndPhase(0))
    kinds = [e.kind for e in events]
    assert kinds[0] == "fortress.turn_ended" and kinds[-1] == "fortress.turn_started"
    assert FLOW.path(state) == ("turn", "build") and state.active == 1


def test_hm_inv_01_the_last_generals_turn_leads_into_the_invasion_and_a_new_round():
    state = fresh(players=1, invasion_discard_window="off")
    round_before = state.round
    events = []
    for _ in range(3):
        events += GAME.apply(state, EndPhase(0))
    kinds = [e.kind for e in events]
    assert "fortress.invasion" in kinds
    assert (
        kinds.index("fortress.turn_ended")
        < kinds.index("fortress.invasion")
        < kinds.index("fortress.turn_started")
    )
    if state.over is None:
        assert state.round == round_before + 1 and FLOW.path(state) == ("turn", "build") and state.active == 0


def test_hm_inv_13_the_whole_invasion_is_one_phase_with_no_active_pool(monkeypatch):
    """Before the flow, an Invasion that had not paused at a discard window still read as Combat, so
    a gift resolved during it (effects.apply_gives) would have reached the active General's pool;
    every Invader now attacks, and the area refills, inside the Invasion phase."""
    from game.fortress import invasion, window

    seen: list[str] = []
    real = invasion.invader_attacks

    def spy(state, col, events):
        seen.append(state.phase)
        return real(state, col, events)

    monkeypatch.setattr(window, "invader_attacks", spy)
    for seed in range(10):
        session = Session.new(GAME, {"players": 2, "options": {"invasion_discard_window": "off"}}, seed)
        bot = RandomBot(seed)
        while GAME.is_over(session.state) is None and len(session.actions) < 200:
            session.apply(bot.choose(GAME, session.state))
    assert seen and set(seen) == {"invasion"}
