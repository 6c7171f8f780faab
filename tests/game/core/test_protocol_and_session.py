"""Kernel: the Game protocol, illegal actions, the action codec, undo and forced choices (on the tiny test game)."""

import pytest

from game.core.actions import Action, IllegalAction, action_from_json, action_to_json
from game.core.registry import all_games, get_game
from game.core.session import Session
from tests.games.tiny import Discard, Draw, EndTurn, Play, Roll

GAME = get_game("tiny")


def fresh(seed=3, players=2, auto=True):
    return Session.new(GAME, {"players": players}, seed, auto_resolve=auto)


def test_registry_hides_test_games_from_menus():
    assert "tiny" not in [g.name for g in all_games()]
    assert "tiny" in [g.name for g in all_games(include_hidden=True)]
    with pytest.raises(KeyError, match="no game named"):
        get_game("chess")


def test_illegal_action_raises_with_reason_and_leaves_state_untouched():
    s = fresh()
    before = GAME.to_json(s.state)
    for bad, reason in [
        (Play(0, "t99"), "not in your hand"),
        (Draw(1), "not your turn"),
        (Discard(0, "t1"), "not in your hand"),
    ]:
        with pytest.raises(IllegalAction, match=reason):
            GAME.apply(s.state, bad)
        assert GAME.to_json(s.state) == before
    s.apply(Roll(0))
    after_roll = GAME.to_json(s.state)
    with pytest.raises(IllegalAction, match="already rolled"):
        s.apply(Roll(0))
    assert GAME.to_json(s.state) == after_roll
    with pytest.raises(IllegalAction, match="Not an action"):
        GAME.apply(s.state, "roll")


def test_action_codec_round_trip_and_rejects_garbage():
    a = Play(1, "t3")
    assert GAME.action_from_json(GAME.action_to_json(a)) == a
    assert action_to_json(a) == {"type": "Play", "player": 1, "card": "t3"}
    for bad in [
        {"type": "Nuke"},
        {"type": "Play", "card": "t1", "evil": 1},
        [],
        {"type": "Play", "card": {"x": 1}},
    ]:
        with pytest.raises(ValueError):
            action_from_json(bad, GAME.action_classes)


def test_same_seed_and_actions_give_the_same_state_bit_for_bit():
    a, b = fresh(seed=21), fresh(seed=21)
    for act in [Draw(0), Draw(0), Roll(0), EndTurn(0), Draw(1)]:
        a.apply(act)
        b.apply(act)
    assert a.state_hash() == b.state_hash()
    assert Session.replay(GAME, {"players": 2}, 21, a.actions).state_hash() == a.state_hash()


def test_json_round_trip_is_lossless():
    s = fresh(seed=8)
    for act in [Draw(0), Roll(0), EndTurn(0)]:
        s.apply(act)
    data = GAME.to_json(s.state)
    assert GAME.to_json(GAME.from_json(data)) == data


def _hand_with(s, n):
    while len(s.state.hands[0]) < n:
        s.apply(Draw(0))


def test_undo_takes_back_actions_that_revealed_nothing():
    s = fresh(seed=4)
    _hand_with(s, 2)
    assert not s.can_undo  # drawing revealed a card: undo barrier
    before = s.state_hash()
    card = s.state.hands[0][0]
    s.apply(Play(0, card))
    assert s.can_undo
    assert s.undo()
    assert s.state_hash() == before and card in s.state.hands[0]
    assert not s.can_undo and not s.undo()


def test_undo_stops_at_a_roll_and_at_a_turn_change():
    s = fresh(seed=4)
    s.apply(Roll(0))
    assert not s.can_undo
    s.apply(EndTurn(0))
    assert not s.can_undo


def test_undo_is_one_step_per_player_action_including_forced_answers():
    s = fresh(seed=6)
    _hand_with(s, 3)
    hand = list(s.state.hands[0])
    s.apply(Play(0, hand[0]))
    s.apply(Play(0, hand[1]))
    n = len(s.actions)
    assert s.undo() and len(s.actions) == n - 1
    assert hand[1] in s.state.hands[0] and hand[0] not in s.state.hands[0]


def test_forced_choice_with_one_answer_resolves_itself_unless_disabled():
    # Build a pending discard whose only legal answer is forced: one card in hand and must_discard set.
    s = fresh(seed=2)
    s.apply(Draw(0))
    s.state.must_discard = True
    s.state.hands[0] = s.state.hands[0][:1]
    events = s.resolve_forced()
    assert [e.kind for e in events] == ["discarded"] and not s.state.must_discard

    manual = fresh(seed=2, auto=False)
    manual.apply(Draw(0))
    manual.state.must_discard = True
    manual.state.hands[0] = manual.state.hands[0][:1]
    assert manual.resolve_forced() == [] and manual.state.must_discard


def test_pending_choice_lists_only_its_answers():
    s = fresh(seed=12, auto=False)
    _hand_with(s, 4)
    pend = GAME.pending(s.state)
    assert pend is not None and pend.player == 0
    assert set(GAME.legal_actions(s.state)) == {Discard(0, c) for c in s.state.hands[0]}
    with pytest.raises(IllegalAction, match="discard a card first"):
        s.apply(EndTurn(0))


def test_base_action_is_frozen():
    a = Action(0)
    with pytest.raises(AttributeError):
        a.player = 1
