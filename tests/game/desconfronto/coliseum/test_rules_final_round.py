"""The Final Round and the podium (DC-COL-01/15, AMB-21; rulebook L167, L189-191, L1021): the first to 10
does not win at once; every hero at the table takes one — and only one — action, clockwise from the next
one to the one who reached 10; eliminated heroes sit out; then the totals, Final Round Exhaustions
included, decide; equal totals share the place (or, with ``coliseum_tiebreak``, fewer Exhaustions first)."""

from __future__ import annotations

from game.desconfronto.actions import DrawCard, Sacrifice
from game.desconfronto.coliseum_actions import Revide, Reward
from tests.game.desconfronto.coliseum.rules_helpers import (
    G,
    arena,
    dice,
    draw_turn,
    give,
    kinds_of,
    play,
    refused,
)


def _reach_ten(options=None, players=("kandra", "artan", "tesser")):
    """Kandra (seat 0, 9 points, her token on Artan at 2 Vigor) brings Artan down with her first action."""
    s = arena(list(players), options=options or {})
    s.coliseum.scores = [9] + [0] * (len(players) - 1)
    s.coliseum.marks[1] = [0]
    s.heroes[1].vigor = 2
    bb, = give(s, 0, "kandra.brutal_blow")
    dice(s, "hit1", "hit1", "hit1")
    events = play(s, 0, bb, "h1")
    return s, events


def test_dc_col_01_reaching_10_starts_the_final_round_not_the_victory():
    s, events = _reach_ten()
    assert s.coliseum.scores[0] == 10
    assert "dc.col_final_round" in kinds_of(events)
    assert G.is_over(s) is None
    assert s.coliseum.final_by == 0 and s.coliseum.final == [1, 2, 0]  # AMB-21: the next one first, Kandra last


def test_dc_col_15_the_turn_that_reached_10_ends_then_one_action_each_then_the_podium():
    s, _ = _reach_ten()
    assert s.pending.kind == "reward"  # the reward is still asked
    G.apply(s, Reward(0, False, 0))
    # Kandra's second action is gone; Artan (Exhausted) is unable to act: his turn is spent getting up
    assert s.active_hero == 2 and s.actions_left == 1
    refused(s, DrawCard(0), "illegal.not_your_turn")
    G.apply(s, DrawCard(2))  # Tesser's one action
    assert s.active_hero == 0 and s.actions_left == 1  # Kandra's one final action
    G.apply(s, DrawCard(0))
    over = G.is_over(s)
    assert over is not None and over.result == "podium" and over.winners == (0,)
    assert G.legal_actions(s) == []


def test_dc_col_15_no_extra_action_in_the_final_round():
    """L189: "one – and only one – final action": a card granting actions grants none."""
    s, _ = _reach_ten(players=("kandra", "artan", "fildon"))
    G.apply(s, Reward(0, False, 0))
    assert s.active_hero == 2
    song, = give(s, 2, "fildon.song_of_swiftness")  # 3 extra actions
    events = play(s, 2, song)
    assert "dc.extra_actions" not in kinds_of(events)
    assert s.actions_left == 0
    draw_turn(s)  # (Fildon's chords are placed without an action: he passes them up)
    assert s.active_hero == 0 and s.actions_left == 1


def test_dc_col_15_eliminated_heroes_sit_out_the_final_round_but_keep_their_score():
    s = arena(["kandra", "artan", "tesser"])
    s.coliseum.eliminated = [2]
    s.heroes[2].exhausted = "cards"
    s.coliseum.scores = [9, 0, 6]
    s.coliseum.marks[1] = [0]
    s.heroes[1].vigor = 2
    bb, = give(s, 0, "kandra.brutal_blow")
    dice(s, "hit1", "hit1", "hit1")
    play(s, 0, bb, "h1")
    assert s.coliseum.final == [1, 0]
    G.apply(s, Reward(0, False, 0))
    assert s.active_hero == 0 and s.actions_left == 1  # Artan getting up, Tesser out: Kandra's last action
    G.apply(s, DrawCard(0))
    over = G.is_over(s)
    assert over.winners == (0,)
    from game.desconfronto.coliseum.turns import podium

    assert podium(s) == [[0], [2], [1]]  # the eliminated Tesser's 6 points still count


def _tie(options=None):
    """Tesser (9 points, her token on Kandra) brings Kandra down with her Final Round action: 10 all."""
    s, _ = _reach_ten(options=options)
    G.apply(s, Reward(0, False, 0))
    s.coliseum.scores[2] = 9
    s.coliseum.marks[0] = [2]
    s.heroes[0].vigor = 1
    c = s.heroes[2].hand[0]
    dice(s, "hit2")
    G.apply(s, Sacrifice(2, c, "h0"))
    if s.pending is not None and s.pending.kind == "reward":
        G.apply(s, Reward(2, False, 0))
    return s


def test_dc_col_15_exhaustions_in_the_final_round_count_and_equal_scores_share_the_place():
    """L191 (Final Round Exhaustions count); AMB-21: equal totals share the first place."""
    s = _tie()
    assert s.coliseum.scores == [10, 0, 10]
    # Kandra, Exhausted, cannot take her final action: the Coliseum is over
    over = G.is_over(s)
    assert over is not None and over.winners == (0, 2)


def test_dc_col_15_variant_coliseum_tiebreak_puts_fewer_exhaustions_first():
    s = _tie({"coliseum_tiebreak": True})
    assert s.coliseum.falls[0] == 1 and s.coliseum.falls[2] == 0
    over = G.is_over(s)
    assert over is not None and over.winners == (2,)


def test_dc_col_15_a_revide_that_reaches_10_ends_the_attackers_turn_and_starts_the_final_round():
    """The 10th point scored by the defender's Revide (it Exhausts the attacker): the Final Round begins
    at this moment (L189), from the player after the one who reached 10, ending with them (AMB-21)."""
    s = arena(["kandra", "artan"])
    bb, = give(s, 0, "kandra.brutal_blow")
    dp, = give(s, 1, "artan.divine_punishment")
    s.coliseum.scores = [0, 9]
    s.heroes[0].vigor = 3
    dice(s, "hit1", "hit1", "hit1", "hit2", "hit2")
    play(s, 0, bb, "h1")
    G.apply(s, Revide(1, "attack", dp, "h0"))
    assert s.heroes[0].exhausted == "wounds" and s.coliseum.scores == [0, 10]
    assert s.coliseum.final_by == 1
    G.apply(s, Reward(1, False, 0))
    # Kandra's turn is over; her Final Round turn is spent getting up; Artan takes the last action
    assert s.active_hero == 1 and s.actions_left == 1
    draw_turn(s)  # (a free stance choice of Artan's after the draw is passed up)
    over = G.is_over(s)
    assert over is not None and over.winners == (1,)
