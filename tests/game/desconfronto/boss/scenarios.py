"""Named Boss-playmat scenarios that emit every ``dc.boss_*`` / pillar / crystal event kind (for
``test_event_decl``'s "every declared kind is emitted" check: Skirmish playouts never reach the Boss)."""

from __future__ import annotations

from game.core.events import check_event
from game.desconfronto import GAME, boss, outcome
from game.desconfronto.actions import Pass
from game.desconfronto.boss import crystals, pillars, summons
from game.desconfronto.boss.data import BOOK
from game.desconfronto.boss_moves import GiveUpTurn, MoveTo, StrikeSpot
from game.desconfronto.vigor import wound
from tests.game.desconfronto.boss.fixtures import boss_session, stack_boss


def _checked(events: list) -> list:
    specs = GAME.event_specs()
    assert [p for e in events for p in check_event(specs, e)] == []
    return events


def scenario_boss_mat():
    """DC-BOSS-01..08, -16..19: setup, a restart, moves, a pillar broken and its bonus, the crystals."""
    s = boss_session(["kandra", "tesser"], seed=3)
    st = s.state
    events = boss.restart(st)
    st.boss.pillars["fire"] = 1
    events += s.apply(MoveTo(0, "fire"))
    st.forced = ["hit2"]
    stack_boss(st, "annihilating_blow")
    events += s.apply(StrikeSpot(0, st.heroes[0].hand[0], True))
    st.boss.where[1] = "fire"
    events += pillars.turn_start_bonus(st, 1)
    st.creatures[0].vigor, st.boss.stopped = 9, 0
    events += wound(st, "c0", 5, "physical")  # threshold, summons
    events += wound(st, "c0", 1, "physical")  # immune
    events += summons.after_activation(st, 1)
    st.boss.counter = 2
    st.phase, st.pending, st.attack, st.attack_queue = "hero", None, None, []
    st.active_hero, st.actions_left = 1, 2
    st.flags = {"boss_start_actions": 2}
    events += s.apply(GiveUpTurn(1))
    events += wound(st, "c1", 99, "wounds")  # a soul kept
    st.boss.counter = BOOK.counter - 1
    events += summons.after_activation(st, 2)  # the survivor absorbed
    st.boss.souls[0] = ["bicudo", "froggo"]
    events += crystals.hit_crystal(st, 0, 0, 1)
    events += crystals.hit_crystal(st, 0, 0, 9)  # a soul freed
    events += crystals.drain(st, 9)  # the last one drained
    return _checked(events)


def scenario_boss_forms():
    """DC-BOSS-02, -21, -22: a reshuffled Boss deck, the second form, Gûrthur's fall."""
    s = boss_session(["tesser"], seed=4)
    st = s.state
    b = st.boss
    b.discard, b.deck = b.deck[:], []
    st.heroes[0].vigor = st.heroes[0].max_vigor
    events = s.apply(Pass(0))
    st.creatures[0].vigor, b.stopped, b.summons = 1, 0, []
    events += wound(st, "c0", 1, "wounds")  # Gûrthur
    st.creatures[0].vigor = 1
    events += wound(st, "c0", 1, "wounds")
    events += outcome.check_end(st)
    return _checked(events)


BOSS_SCENARIOS = (scenario_boss_mat, scenario_boss_forms)
