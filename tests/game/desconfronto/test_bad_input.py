"""Illegal plays are refused with a reason and change nothing (state JSON compared before/after)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.desconfronto import GAME
from game.desconfronto.actions import ChooseTarget, DrawCard, Pass, PlayCard, Sacrifice, TakeHit, UseShield

from .helpers import session, set_hand, snapshot


def duo():
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=11)
    set_hand(s.state, 0, ["pharanor.flaming_hands#1", "pharanor.arcane_protection#1"])
    set_hand(s.state, 1, ["tesser.heal_wounds#1", "tesser.invigorate#1"])
    return s


def refused(s, action, reason_part):
    before = snapshot(s.state)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s.state, action)
    assert reason_part in err.value.reason
    assert snapshot(s.state) == before


def test_wrong_target_is_refused():
    s = duo()
    refused(s, PlayCard(0, "pharanor.flaming_hands#1", "h1"), "not a legal target")  # attacks hit enemies
    refused(s, PlayCard(0, "pharanor.flaming_hands#1", "c7"), "not a legal target")
    refused(
        s, PlayCard(0, "pharanor.arcane_protection#1", "c0"), "not a legal target"
    )  # shields go on heroes


def test_card_not_in_hand_is_refused():
    s = duo()
    refused(s, PlayCard(0, "pharanor.ice_blast#1", "c0"), "not in your hand")
    refused(s, Sacrifice(0, "tesser.heal_wounds#1", "c0"), "not in your hand")


def test_acting_out_of_turn_is_refused():
    s = duo()
    refused(s, PlayCard(1, "tesser.heal_wounds#1", "h0"), "not your turn")
    refused(s, DrawCard(1), "not your turn")


def test_not_enough_actions_is_refused():
    s = duo()
    st = s.state
    st.actions_left = 0
    refused(s, DrawCard(0), "no actions left")
    refused(s, PlayCard(0, "pharanor.flaming_hands#1", "c0"), "no actions left")


def test_a_reaction_card_cannot_be_played_in_the_hero_phase():
    s = duo()
    s.state.active_hero = 1
    refused(s, PlayCard(1, "tesser.invigorate#1", ""), "only be played as a reaction")


def test_pending_choice_must_be_answered_first_and_defence_actions_need_an_attack():
    s = duo()
    refused(s, UseShield(0, "pharanor.arcane_protection#1"), "nothing to answer")
    refused(s, TakeHit(0), "nothing to answer")
    refused(s, ChooseTarget(0, "c0"), "nothing to answer")
    s.state.active_hero = 1
    s.apply(PlayCard(1, "tesser.heal_wounds#1", "h0"))  # one slot: resolves at once
    st = s.state
    set_hand(st, 1, ["tesser.blessing_of_uiala#1", "tesser.heal_wounds#2"])
    s.apply(PlayCard(1, "tesser.blessing_of_uiala#1", "h0"))
    refused(s, PlayCard(1, "tesser.heal_wounds#2", "h0"), "pending choice")
    refused(s, ChooseTarget(1, "c9"), "not a legal target")  # answers the pending slot, with no one


def test_drawing_from_an_empty_deck_and_passing_when_forced_are_refused():
    s = duo()
    h = s.state.heroes[0]
    set_hand(s.state, 0, ["pharanor.flaming_hands#1"])
    h.discard.cards[:0] = h.draw.cards
    h.draw.cards = []
    refused(s, DrawCard(0), "draw deck is empty")
    refused(s, Pass(0), "must take your actions")  # DC-CMB-08


def test_not_an_action_and_game_over():
    s = duo()
    with pytest.raises(IllegalAction):
        GAME.apply(s.state, "draw")  # type: ignore[arg-type]
    s.state.phase = "over"
    s.state.outcome = {"result": "fled"}
    refused(s, DrawCard(0), "over")
