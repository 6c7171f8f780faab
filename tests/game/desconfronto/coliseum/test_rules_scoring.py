"""Scoring and rewards (DC-COL-11/12, AMB-20; rulebook L183-184, L1019): a Class token per attacker on each
wounded rival, never two; on the rival's Exhaustion every token holder scores 1 and may take a level, a
card and 2 Vigor; the tokens are then cleared."""

from __future__ import annotations

from game.desconfronto.actions import UseShield
from game.desconfronto.coliseum_actions import Revide, Reward
from game.desconfronto.levels import next_skill
from tests.game.desconfronto.coliseum.rules_helpers import (
    G,
    arena,
    dice,
    give,
    kinds_of,
    play,
    refused,
    shield,
)


def test_dc_col_11_one_class_token_per_attacker_however_often_it_wounds():
    s = arena(["kandra", "artan"])
    bb, tr = give(s, 0, "kandra.brutal_blow", "kandra.trespass")
    dice(s, "hit1", "hit1", "hit1")
    events = play(s, 0, bb, "h1")
    assert kinds_of(events).count("dc.col_token") == 1 and s.coliseum.marks[1] == [0]
    G.apply(s, Revide(1, "none"))
    dice(s, "hit1", "hit1", "hit1", "hit1")
    events = play(s, 0, tr, "h1")  # a second wound on the same target: no second token
    assert "dc.col_token" not in kinds_of(events) and s.coliseum.marks[1] == [0]
    assert s.coliseum.marks[0] == []  # Trespass's wound on Kandra herself places nothing


def test_dc_col_11_a_hit_the_shields_stop_entirely_places_no_token():
    """L183: a token for causing wounds; a hit fully stopped by shields wounds nobody."""
    s = arena(["kandra", "artan"])
    bb, = give(s, 0, "kandra.brutal_blow")
    sh = shield(s, 1, "artan.path_of_the_righteous", 3)
    dice(s, "hit1", "hit1", "hit1")
    play(s, 0, bb, "h1")
    G.apply(s, UseShield(1, sh))
    assert s.heroes[1].vigor == 8 and s.coliseum.marks[1] == []


def _fell(heroes=("kandra", "artan", "tesser"), victim_vigor=2):
    """Tesser (seat 2) wears Artan (seat 1) earlier (a token); Kandra (seat 0) now brings Artan down."""
    s = arena(list(heroes))
    bb, = give(s, 0, "kandra.brutal_blow")
    s.coliseum.marks[1] = [2]
    s.heroes[1].vigor = victim_vigor
    dice(s, "hit1", "hit1", "hit1")
    events = play(s, 0, bb, "h1")
    return s, events


def test_dc_col_12_every_token_holder_scores_on_the_exhaustion_and_the_tokens_are_cleared():
    s, events = _fell()
    assert s.heroes[1].exhausted == "wounds"
    assert s.coliseum.scores == [1, 0, 1]  # Kandra and Tesser; the victim loses nothing
    assert s.coliseum.marks[1] == []  # AMB-20
    assert kinds_of(events).count("dc.col_scored") == 2
    # the rewards are asked once the action is over, in token order: Tesser first, then Kandra
    assert s.pending.kind == "reward" and s.pending.player == 2
    assert [q["seat"] for q in s.coliseum.queue] == [2, 0]


def test_dc_col_12_the_reward_is_a_level_a_card_and_two_vigor():
    """L184: "may level up 1 level, draw a card and heal 2 Vigor points"; AMB-20: the next ability of a
    chosen Skill Tree, usable at once."""
    s, _ = _fell()
    tes = s.heroes[2]
    tes.vigor = 3
    skill = next_skill(s, 2, 1)
    acts = G.legal_actions(s)
    assert Reward(2, True, 1) in acts and Reward(2, True, 2) in acts and Reward(2, False, 0) in acts
    hand = len(tes.hand)
    G.apply(s, Reward(2, True, 1))
    assert tes.level == 1 and tes.abilities[-1] == skill.id and skill.id not in tes.new_abilities
    assert len(tes.hand) == hand + 1 and tes.vigor == 5
    assert s.pending.kind == "reward" and s.pending.player == 0
    kan = s.heroes[0]
    hand, vig = len(kan.hand), kan.vigor
    G.apply(s, Reward(0, False, 0))  # left: the point stays (L184 "may")
    assert kan.level == 0 and len(kan.hand) == hand and kan.vigor == vig
    assert s.coliseum.scores == [1, 0, 1]
    assert s.pending is None and s.active_hero == 0 and s.actions_left == 1  # the action settles


def test_dc_col_12_refusals_at_the_reward():
    s, _ = _fell()
    refused(s, Reward(0, True, 1), "illegal.not_your_turn")  # Tesser's answer comes first
    refused(s, Reward(2, True, 3), "dc_coliseum.refusal.not_now")  # no third tree
    s.heroes[2].level = 6
    acts = G.legal_actions(s)
    assert acts == [Reward(2, True, 0), Reward(2, False, 0)]  # at the top level: the card and Vigor only
    refused(s, Reward(2, True, 1), "dc_coliseum.refusal.not_now")


def test_dc_col_12_the_reward_draw_is_optional_so_a_hero_with_no_cards_need_not_take_it():
    s, _ = _fell()
    tes = s.heroes[2]
    tes.draw.cards.clear()
    G.apply(s, Reward(2, True, 1))  # drawing from an empty deck draws nothing
    assert tes.level == 1
