"""desConfronto's refusal predicates agree with ``legal_actions`` at the boundaries random play
rarely reaches (issue 8, "refusals are data"): one card and an empty deck (DC-CMB-08), no action
left (DC-CMB-06), Nina on the board (DC-HERO-GEL-01), Active Items and an extended inventory
(DC-CMB-06d/f), fleeing refused, unaffordable or in a Boss combat (DC-CMB-37), spent reactions, and
the spoils (DC-LVL-02). Each steered state is checked over the broad candidate set."""

from __future__ import annotations

import random

import pytest

from game.core.actions import action_key
from game.desconfronto.actions import Pass
from game.desconfronto.items import ITEMS
from game.desconfronto.refusals import MUST_ACT, refusal
from tests.game.core.refusal_candidates import candidates, reachable


def _forced(s):
    h = s.heroes[s.active_hero]
    h.hand[:] = h.hand[:1]
    h.draw.cards.clear()
    s.actions_left = max(1, s.actions_left)


def _no_actions(s):
    s.actions_left = 0


def _nina(s):
    s.heroes[s.active_hero].res["nina"] = 3


def _items(s):
    h = s.heroes[s.active_hero]
    names = sorted(ITEMS)
    h.item = names[0]
    h.bag = names[:4]
    h.items_used = names[1:2]


def _flee_refused(s):
    s.flags["flee_refused"] = True


def _flee_costly(s):
    s.setup["flee_cost"] = 5
    s.fragments = 2


def _boss(s):
    s.setup["mode"] = "boss"


def _spent_reactions(s):
    for h in s.heroes:
        h.reaction_used = True


def _spoils(s):
    s.phase = "spoils"
    s.pending = None
    s.fragments = 40


STEERS = [_forced, _no_actions, _nina, _items, _flee_refused, _flee_costly, _boss, _spent_reactions, _spoils]


def _hero_phase_states():
    out = []
    for seed in range(10):
        g, s = reachable("desconfronto", seed, seed * 3, seed)
        if s.phase == "hero" and s.pending is None:
            out.append((g, s))
    return out


@pytest.mark.parametrize("steer", STEERS, ids=[f.__name__.strip("_") for f in STEERS])
def test_dc_refusal_agrees_with_legal_actions_at_steered_boundaries(steer):
    states = _hero_phase_states()
    assert states
    checked = 0
    for g, base in states:
        s = g.from_json(g.to_json(base))
        memory: dict = {}  # what was legal before the steer is tried after it (stale actions)
        candidates(g, s, random.Random(checked), memory)
        steer(s)
        legal = {action_key(a) for a in g.legal_actions(s)}
        for a in candidates(g, s, random.Random(checked), memory):
            got = g.refusal(s, a)
            assert (got is None) == (action_key(a) in legal), (steer.__name__, a, got)
            checked += 1
    assert checked > 100


def test_dc_cmb_08_pass_is_refused_with_one_card_and_an_empty_deck():
    g, base = _hero_phase_states()[0]
    s = g.from_json(g.to_json(base))
    _forced(s)
    assert Pass(s.active_hero) not in g.legal_actions(s)
    assert refusal(s, Pass(s.active_hero)) == MUST_ACT
