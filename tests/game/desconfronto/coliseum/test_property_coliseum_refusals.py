"""Refusals and enumeration cannot disagree in the Coliseum either (issue 8 "refusals are data", issue 12):
along random playouts of arenas of 2-4 heroes, with and without beasts and artifacts, under random rule
options, ``refusal(state, a) is None`` exactly for the actions ``legal_actions(state)`` lists, for every
candidate of the broad set the game-wide test uses (legal actions, their mutations, stale actions, every
action class with assorted values); and ``apply`` refuses with that very refusal, changing nothing."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.bots import make_bot
from game.core.actions import IllegalAction, action_key
from game.core.session import Session
from game.desconfronto.roster import playable_heroes
from tests.game.core.refusal_candidates import candidates, random_options
from tests.game.desconfronto.coliseum.rules_helpers import G

# Pharanor sits out for now: two of his hero-module choices do not know the arena yet (Empowered
# Missiles lists creatures only, so with no beast its choice has no answer; Transfer Vigor's second slot
# may be skipped when every rival is down, and its hook then reads an empty ref). Both live in
# heroes/pharanor.py, the hero helper's part; reported to the lead.
HEROES = [h for h in playable_heroes() if h != "pharanor"]


def _setup(seed: int) -> dict:
    rng = random.Random(seed)
    n = 2 + seed % 3
    return {
        "mode": "coliseum",
        "players": n,
        "heroes": rng.sample(HEROES, n),
        "beasts": seed % 3 == 1,
        "artifacts": seed % 4 == 2,
        "options": random_options(G, rng),
    }


def _disagreements(state, rng, memory) -> list[str]:
    legal = {action_key(a) for a in G.legal_actions(state)}
    bad = []
    for a in candidates(G, state, rng, memory, per_field=4):
        got = G.refusal(state, a)
        if (got is None) != (action_key(a) in legal):
            bad.append(f"{a!r}: refusal {got!r}, listed {action_key(a) in legal}")
    return bad


def _walk(seed: int, steps: int, every: int = 1):
    """A random playout of ``steps`` decisions; yields the state at every ``every``-th one."""
    session = Session.new(G, _setup(seed), seed)
    bot = make_bot("random", seed)
    for i in range(steps):
        if session.is_over() is not None:
            return
        if i % every == 0:
            yield i, session.state
        session.apply(bot.choose(G, session.state))


def test_refusal_agrees_with_the_legal_list_along_coliseum_playouts():
    for seed in range(12):
        rng = random.Random(seed)
        memory: dict = {}
        for i, state in _walk(seed, 400, every=3):
            assert G.check_invariants(state) == [], f"seed {seed} step {i}"
            bad = _disagreements(state, rng, memory)
            assert not bad, f"seed {seed} step {i} ({_setup(seed)}):\n" + "\n".join(bad[:10])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 250))
def test_refusal_agrees_on_random_reachable_coliseum_states(seed, moves):
    state = None
    for _, live in _walk(seed, moves + 1):
        state = G.clone(live)  # the walk's state moves on after each yield
    if state is None:
        return
    bad = _disagreements(state, random.Random(seed), None)
    assert not bad, "\n".join(bad[:10])


def test_apply_raises_the_refusal_and_changes_nothing_in_the_arena():
    refused = 0
    for seed in range(4):
        for _, state in _walk(seed, 120, every=17):
            legal = {action_key(a) for a in G.legal_actions(state)}
            before = G.to_json(state)
            for a in candidates(G, state, random.Random(seed), per_field=2)[:80]:
                if action_key(a) in legal:
                    continue
                work = copy.deepcopy(state)
                try:
                    G.apply(work, a)
                except IllegalAction as exc:
                    assert exc.refusal == G.refusal(state, a)
                    assert G.to_json(work) == before
                    refused += 1
                else:
                    raise AssertionError(f"accepted {a!r}")
    assert refused > 100
