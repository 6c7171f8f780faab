"""Refusals and enumeration cannot disagree (issue 8, "refusals are data"): on random reachable states
of both games, for every candidate of a broad set (all legal actions plus mutations: another seat,
card, target, out-of-range numbers, actions of every class), ``refusal(state, a) is None`` exactly
when ``a`` is among ``legal_actions(state)``; and ``apply`` raises the very same refusal."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.bots import make_bot
from game.core.actions import IllegalAction, Refusal, action_key
from game.core.registry import get_game
from game.core.session import Session
from tests.game.core.refusal_candidates import GAMES, candidates, random_options, reachable

PROPERTY = settings(max_examples=60, deadline=None)


def _disagreements(g, state, rng, memory=None) -> list[str]:
    legal = {action_key(a) for a in g.legal_actions(state)}
    bad = []
    for a in candidates(g, state, rng, memory):
        got = g.refusal(state, a)
        if (got is None) != (action_key(a) in legal):
            bad.append(f"{a!r}: refusal {got!r}, listed {action_key(a) in legal}")
        elif got is not None and not isinstance(got, Refusal):
            bad.append(f"{a!r}: refusal is not a Refusal: {got!r}")
    return bad


@PROPERTY
@given(
    name=st.sampled_from(GAMES),
    seed=st.integers(0, 10**6),
    moves=st.integers(0, 160),
    variant=st.integers(0, 50),
    options=st.none() | st.integers(0, 10**6),
)
def test_refusal_is_none_iff_the_action_is_listed_on_random_reachable_states(name, seed, moves, variant, options):
    g, state = reachable(name, seed, moves, variant, options)
    bad = _disagreements(g, state, random.Random(seed))
    assert not bad, "\n".join(bad[:10])


def test_refusal_agrees_along_whole_seeded_games():
    """Every decision of a few whole games (not only sampled states), both games, random rule options."""
    for name in GAMES:
        g = get_game(name)
        variants = g.setup_variants()
        for seed in range(8):
            rng = random.Random(seed)
            setup = {**variants[seed * 7 % len(variants)]}
            setup["options"] = {**setup.get("options", {}), **random_options(g, rng)}
            session = Session.new(g, setup, seed)
            bot = make_bot("random", seed)
            steps = 0
            memory: dict = {}
            while session.is_over() is None and steps < 600:
                bad = _disagreements(g, session.state, rng, memory)
                assert not bad, f"{name} seed {seed} step {steps}:\n" + "\n".join(bad[:10])
                session.apply(bot.choose(g, session.state))
                steps += 1


def test_apply_raises_the_refusal_itself_and_changes_nothing():
    for name in GAMES:
        g, state = reachable(name, 4, 30, 1)
        legal = {action_key(a) for a in g.legal_actions(state)}
        rng = random.Random(4)
        before = g.to_json(state)
        refused = 0
        for a in candidates(g, state, rng):
            if action_key(a) in legal:
                continue
            work = copy.deepcopy(state)
            try:
                g.apply(work, a)
            except IllegalAction as exc:
                assert exc.refusal == g.refusal(state, a)
                assert g.to_json(work) == before
                refused += 1
            else:
                raise AssertionError(f"accepted {a!r}")
        assert refused > 20
