"""Heróis & Monstros' refusal predicates agree with ``legal_actions`` at boundaries random play
rarely reaches (issue 8, "refusals are data"): three Constructions (HM-GEN-06), the acquisition cap
(AMB-06), effects already used and repeatable or unlimited (AMB-20, the Generals' options), discards
outside the Effects phase (AMB-19), stepping back a phase (HM-TURN-02), a stalled table's draw, no
resources, and a full damage pool. Each steered state is checked over the broad candidate set in
every phase of the turn."""

from __future__ import annotations

import random

import pytest

from game.core.actions import action_key
from game.fortress.rules import MAX_PHASE_RETURNS
from tests.game.core.refusal_candidates import candidates, reachable


def _full_constructions(s):
    seat = s.seats[s.active]
    while len(seat.constructions) < 3 and seat.discard.cards:
        seat.constructions.append(seat.discard.cards.pop())
    s.resources = [6, 6, 6]


def _cap(s):
    s.options["max_acquisitions_per_turn"] = 1
    s.acquisitions = 1


def _used(s):
    s.used = ["general", "kryssa", *s.seats[s.active].hand[:2], *s.seats[s.active].constructions[:1]]


def _repeatable(s):
    _used(s)
    s.options["kryssa_repeatable"] = True
    s.options["wargosh_repeatable"] = True
    s.options["effect_use_limit"] = "unlimited"


def _any_time(s):
    s.options["active_player_discard_window"] = "any_time"


def _phase_return(s):
    s.options["allow_phase_return"] = True


def _returns_spent(s):
    _phase_return(s)
    s.phase_returns = MAX_PHASE_RETURNS


def _attacked(s):
    _phase_return(s)
    s.attacked = [0]


def _stalled(s):
    s.stall_sig = [1]
    s.stall_since = s.round - 50


def _broke(s):
    s.resources = [0, 0, 0]


def _rich_pool(s):
    s.damage = 40
    s.resources = [3, 3, 3]


STEERS = [
    _full_constructions,
    _cap,
    _used,
    _repeatable,
    _any_time,
    _phase_return,
    _returns_spent,
    _attacked,
    _stalled,
    _broke,
    _rich_pool,
]


def _turn_states():
    out = []
    for seed in range(12):
        g, s = reachable("fortress", seed, 4 + seed * 5, seed)
        if s.over is None and s.phase != "invasion":
            out.append((g, s))
    return out


@pytest.mark.parametrize("steer", STEERS, ids=[f.__name__.strip("_") for f in STEERS])
def test_hm_refusal_agrees_with_legal_actions_at_steered_boundaries(steer):
    states = _turn_states()
    assert states
    checked = 0
    for g, base in states:
        for phase in ("build", "effects", "combat"):
            s = g.from_json(g.to_json(base))
            s.phase = phase
            s.resources = [4, 4, 4]
            memory: dict = {}  # what was legal before the steer is tried after it (stale actions)
            candidates(g, s, random.Random(checked), memory)
            steer(s)
            legal = {action_key(a) for a in g.legal_actions(s)}
            for a in candidates(g, s, random.Random(checked), memory):
                got = g.refusal(s, a)
                assert (got is None) == (action_key(a) in legal), (steer.__name__, phase, a, got)
                checked += 1
    assert checked > 300
