"""HM-END (issue 7 §2 H&M item 3): no defeat the rulebook does not print. The old "final assault"
after round 20 is the visible house rule ``max_rounds`` (off by default); a stalled table is offered
to end as a draw, an action the players choose (stalemate.py)."""

import pytest

from game.core.actions import IllegalAction
from game.fortress.actions import EndInDraw, EndPhase
from game.fortress.adversaries import check_end
from game.fortress.options import default_options
from game.fortress.stalemate import STALL_ROUNDS, note_round, progress

from .helpers import GAME, fresh


def test_hm_end_no_final_assault_by_default():
    assert default_options()["max_rounds"] is None
    s = fresh(seed=3)
    s.round = 60
    check_end(s)
    assert s.over is None


def test_hm_end_final_assault_is_a_visible_house_rule():
    variants = {v.key: v for v in GAME.rule_variants()}
    assert [c for c, _ in variants["max_rounds"].choices] == [None, 20, 30]
    s = fresh(seed=3, max_rounds=20)
    s.round = 21
    check_end(s)
    assert s.over is not None and s.over.result == "lost" and s.over.reason == "fortress.end.final_assault"


def stalled_table(rounds: int, adversary: str = "randall_dos_ventos"):
    s = fresh(seed=3, adversary=adversary)
    s.stall_sig = progress(s)
    s.stall_since = s.round
    s.round += rounds
    return s


def test_hm_end_a_draw_is_offered_after_ten_rounds_without_progress():
    s = stalled_table(STALL_ROUNDS)
    assert s.phase == "build" and EndInDraw(0) in GAME.legal_actions(s)
    GAME.apply(s, EndInDraw(0))
    assert s.over is not None and s.over.result == "draw" and s.over.winners == ()
    assert GAME.legal_actions(s) == []


def test_hm_end_no_draw_while_the_game_still_moves():
    s = stalled_table(STALL_ROUNDS - 1)
    assert EndInDraw(0) not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction, match="rounds"):
        GAME.apply(s, EndInDraw(0))
    s = stalled_table(STALL_ROUNDS)
    GAME.apply(s, EndPhase(0))  # the offer is made in Build only
    assert EndInDraw(0) not in GAME.legal_actions(s)


def test_hm_end_progress_by_either_side_restarts_the_count():
    s = stalled_table(STALL_ROUNDS, "goggh")
    s.kills += 1  # the Generals defeated an Invader, and Goggh's defeat needs 10 of them
    note_round(s)
    assert s.stall_since == s.round and EndInDraw(0) not in GAME.legal_actions(s)
    s = stalled_table(STALL_ROUNDS)
    s.kills += 1  # Randall asks for no kills: one more brings his defeat no closer
    note_round(s)
    assert EndInDraw(0) in GAME.legal_actions(s)
    s = stalled_table(STALL_ROUNDS)
    s.power += 1  # the Adversary grew stronger
    note_round(s)
    assert s.stall_since == s.round
    s = stalled_table(STALL_ROUNDS)
    s.fortress_deck.cards.pop()  # the Fortress deck is lower than ever
    note_round(s)
    assert s.stall_since == s.round


def test_hm_end_a_card_restored_and_lost_again_is_no_progress():
    s = stalled_table(0)
    card = s.fortress_deck.cards.pop()
    note_round(s)
    since = s.stall_since
    s.fortress_deck.cards.append(card)  # restored: the deck is back at its old size
    s.round += 1
    note_round(s)
    s.fortress_deck.cards.pop()  # lost again: no lower than already seen
    s.round += 1
    note_round(s)
    s.fortress_deck.cards.append(card)
    assert s.stall_since == since


def test_hm_end_the_stall_count_survives_a_save():
    s = stalled_table(STALL_ROUNDS)
    back = GAME.from_json(GAME.to_json(s))
    assert EndInDraw(0) in GAME.legal_actions(back)


def test_hm_end_a_draw_needs_every_general_so_no_seat_ends_the_others_game():
    """HM-END with issue 7 §1: each General proposes the draw on his own turn; one proposal (a bot's
    included) ends nothing, the last one ends the siege, and progress clears the proposals."""
    s = fresh(players=2, seed=3)
    s.stall_sig = progress(s)
    s.stall_since = s.round
    s.round += STALL_ROUNDS
    assert EndInDraw(0) in GAME.legal_actions(s)
    events = GAME.apply(s, EndInDraw(0))
    assert s.over is None and s.draw_votes == [0]
    assert [e.kind for e in events] == ["fortress.draw_vote"] and events[0].data["votes"] == 1
    assert EndInDraw(0) not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction):
        GAME.apply(s, EndInDraw(0))
    s.active = 1  # Kryssa's turn, same stalled round count
    assert EndInDraw(1) in GAME.legal_actions(s)
    GAME.apply(s, EndInDraw(1))
    assert s.over is not None and s.over.result == "draw"
    # progress forgets the proposals
    t = fresh(players=2, seed=3)
    t.stall_sig = progress(t)
    t.stall_since = t.round
    t.round += STALL_ROUNDS
    GAME.apply(t, EndInDraw(0))
    t.plan_markers += 1  # a plan level beaten
    note_round(t)
    assert t.draw_votes == [] and EndInDraw(0) not in GAME.legal_actions(t)
