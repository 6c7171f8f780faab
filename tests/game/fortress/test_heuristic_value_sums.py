"""The fortress evaluation sums each General's card values pile by pile (game/fortress/heuristic.py):
exact only because every value is a multiple of 0.5, so any order of summing gives the same last bit
as the whole list did (the greedy bot's choices hang on that). These tests hold the premise and the
result: the score is the written-out formula to the bit, and reshuffling a pile changes nothing."""

from __future__ import annotations

from game.ai.bots import RandomBot
from game.ai.fuzz import game_setup
from game.core.registry import get_game
from game.core.rng import Rng
from game.core.session import Session
from game.fortress import heuristic as fh
from game.fortress.content import content
from tests.game.ai.test_bots_heuristics import _old_fortress

GAME = get_game("fortress")


def _physical_ids() -> list[str]:
    c = content()
    return [*c.fortress_pool, *(i for ids in c.starting_copies.values() for i in ids)]


def _positions(seeds=range(1, 9), steps=250):
    for seed in seeds:
        session = Session.new(GAME, game_setup(GAME, seed), seed)
        bot = RandomBot(seed)
        for _ in range(steps):
            if session.is_over() is not None:
                break
            yield session.state
            session.apply(bot.choose(GAME, session.state))


def test_every_card_value_is_a_multiple_of_a_half():
    ids = _physical_ids()
    assert len(ids) > 50
    for card in ids:
        value = fh.card_value(card)
        assert (value * 2).is_integer() and abs(value) < 2**40, (card, value)


def test_the_score_is_the_whole_formula_to_the_last_bit():
    seen = 0
    for state in _positions():
        if state.over is not None and state.over.result == "draw":
            continue  # the draw's value changed on purpose since the old formula (stalemate.py)
        assert repr(fh.heuristic(state, 0)) == repr(_old_fortress(state, 0))
        seen += 1
    assert seen > 500


def test_reshuffling_a_general_s_piles_leaves_the_score_to_the_bit():
    """What the greedy bot's sampled worlds do to every deck on every decision."""
    rng = Rng(7)
    checked = 0
    for state in _positions(seeds=range(20, 24), steps=150):
        if state.over is not None:
            continue
        before = repr(fh.heuristic(state, 0))
        copy = GAME.clone(state)
        for s in copy.seats:
            rng.shuffle(s.deck.cards)
            rng.shuffle(s.hand)
            rng.shuffle(s.discard.cards)
        assert repr(fh.heuristic(copy, 0)) == before
        checked += 1
    assert checked > 100
