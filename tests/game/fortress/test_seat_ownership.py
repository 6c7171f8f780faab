"""A General acts only for himself: ``seat_actions`` never holds another General's cards (issue 7 §1).

The whole ``legal_actions`` still lists the other Generals' discard-only help (HM-GEN-05, HM-TURN-17),
since any General may use it at any time; what one seat (a bot, a board) may send is its own share.
"""

from __future__ import annotations

import pytest

from game.ai.bots import make_bot
from game.fortress import GAME
from game.fortress.actions import Activate


def seat_cards(state, seat):
    s = state.seats[seat]
    return (list(s.hand), s.deck.to_json(), s.discard.to_json(), list(s.constructions))


class OwnSeat:
    """A game view for one seat's bot (what game.ai.bots.own_actions gives a bot)."""

    def __init__(self, game, seat):
        self._game, self.seat = game, seat

    def __getattr__(self, name):
        return getattr(self._game, name)

    def legal_actions(self, state):
        return self._game.seat_actions(state, self.seat)


def decider(state):
    pend = GAME.pending(state)
    return pend.player if pend is not None else GAME.current_player(state)


@pytest.mark.parametrize("players,seed", [(2, 777), (3, 11), (4, 5)])
def test_hm_gen_05_seat_actions_are_that_seats_own_and_cover_legal_actions(players, seed):
    """HM-GEN-05: every action in ``seat_actions(s, q)`` names q and spends only q's hand or Constructions
    (Kryssa's ability may fire any table's Construction); together they are exactly ``legal_actions``."""
    state = GAME.new_game({"players": players}, seed)
    bot = make_bot("random", seed)
    helped = 0
    for _ in range(400):
        if GAME.is_over(state) is not None:
            break
        legal = GAME.legal_actions(state)
        union = []
        for q in range(players):
            own = GAME.seat_actions(state, q)
            for a in own:
                assert a.player == q
                if isinstance(a, Activate) and a.card != "general" and a.via != "kryssa":
                    seat = state.seats[q]
                    assert a.card in seat.hand or a.card in seat.constructions
            union += own
        assert sorted(map(repr, union)) == sorted(map(repr, legal))
        helped += any(a.player != decider(state) for a in legal)
        GAME.apply(state, bot.choose(GAME, state))
    assert helped, "the playout never offered off-turn help: the test would prove nothing"


def test_issue7_greedy_bot_for_kryssa_never_uses_wargosh_cards_seed_777():
    """Issue 7 §1 (seed 777, 2 Generals, round 2: "Wargosh usa Xamã das Raízes" while Wargosh is human):
    the bot playing Kryssa-Ruiva chooses from her own actions and leaves Wargosh's table alone, while
    the whole legal list did offer it Wargosh's cards."""
    state = GAME.new_game({"players": 2}, 777)
    bot = make_bot("greedy", 777 * 31 + 1)
    human = make_bot("greedy", 5)
    tempted = 0
    while GAME.is_over(state) is None and state.round <= 3:
        seat = decider(state)
        if seat == 1:
            helps = [a for a in GAME.legal_actions(state) if a.player == 0]
            if helps:
                tempted += 1
                # HM-GEN-05 still holds for the human: the help is his to send, and it is accepted.
                assert helps == GAME.seat_actions(state, 0)
                trial = GAME.from_json(GAME.to_json(state))
                GAME.apply(trial, helps[0])
                assert helps[0].card in trial.seats[0].discard.to_json()
            before = seat_cards(state, 0)
            action = bot.choose(OwnSeat(GAME, 1), state)
            assert action.player == 1, GAME.describe_action(state, action)
            GAME.apply(state, action)
            assert seat_cards(state, 0) == before
        else:
            GAME.apply(state, human.choose(OwnSeat(GAME, seat), state))
    assert tempted, "Wargosh never held a help card during Kryssa's turn: the test would prove nothing"
