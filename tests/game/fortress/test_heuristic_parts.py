"""The fortress heuristic keeps each General's four card lists' sums apart (issue 8: a lookahead that
changed one list sums that list alone): a list changed in place, reordered or swapped between
evaluations is never read stale, and the score equals the plain formula's to the last bit
(HM-GEN-06's Constructions and the personal deck, hand and discard, HM-TURN-04's tie-break)."""

from __future__ import annotations

from game.ai.bots import RandomBot
from game.core.registry import get_game
from game.core.session import Session
from game.fortress import heuristic as fh
from tests.game.ai.test_bots_heuristics import _old_fortress


def _midgame(seed: int = 4, steps: int = 40):
    game = get_game("fortress")
    session = Session.new(game, {"players": 3, "adversary": "goggh"}, seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        if session.is_over() is not None:
            break
        session.apply(bot.choose(game, session.state))
    return game, session.state


def test_a_list_changed_in_place_is_summed_again_HM_GEN_06():
    game, state = _midgame()
    seat = state.seats[state.active]
    assert fh.heuristic(state, 0) == _old_fortress(state, 0)
    # the memo now holds this table; change each list in place and compare again
    if seat.hand:
        seat.discard.cards.append(seat.hand.pop())
        assert fh.heuristic(state, 0) == _old_fortress(state, 0)
    seat.deck.cards.reverse()  # a resampled world: same cards, another order
    assert fh.heuristic(state, 0) == _old_fortress(state, 0)
    if seat.discard.cards:
        seat.constructions.append(seat.discard.cards.pop())  # a list grows, another shrinks
        assert fh.heuristic(state, 0) == _old_fortress(state, 0)
    seat.deck.cards.clear()
    assert fh.heuristic(state, 0) == _old_fortress(state, 0)


def test_copies_of_one_position_and_the_original_score_alike_HM_TURN_04():
    game, state = _midgame(seed=9, steps=60)
    copies = [game.clone(state, reseed=n) for n in range(3)]
    legal = game.legal_actions(state)
    for copy, action in zip(copies, legal, strict=False):
        game.apply_listed(copy, action, legal)
        assert fh.heuristic(copy, 0) == _old_fortress(copy, 0)
    assert fh.heuristic(state, 0) == _old_fortress(state, 0)  # the memo's last entries were the copies'
