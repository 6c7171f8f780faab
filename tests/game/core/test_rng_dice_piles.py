"""Kernel: the seeded RNG, dice as data and piles with stable card ids."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.dice import Die
from game.core.piles import EmptyPile, Pile
from game.core.rng import Rng


def test_same_seed_same_stream_and_state_serialises():
    a, b = Rng(42), Rng(42)
    assert [a.below(6) for _ in range(50)] == [b.below(6) for _ in range(50)]
    c = Rng.from_json(a.to_json())
    assert [a.next_u64() for _ in range(5)] == [c.next_u64() for _ in range(5)]


def test_different_seeds_differ():
    assert [Rng(1).below(1000) for _ in range(3)] != [Rng(2).below(1000) for _ in range(3)]


@pytest.mark.parametrize("bad", [-1, 1 << 64, "12", None, True, 1.5])
def test_rng_from_json_rejects_bad_state(bad):
    with pytest.raises(ValueError):
        Rng.from_json(bad)


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=1000))
def test_below_stays_in_range(seed, n):
    r = Rng(seed)
    assert all(0 <= r.below(n) < n for _ in range(20))


def test_below_is_roughly_uniform():
    r = Rng(7)
    counts = Counter(r.below(6) for _ in range(60_000))
    assert all(9_000 < counts[i] < 11_000 for i in range(6))


@given(st.integers(min_value=0, max_value=2**64 - 1), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed, items):
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert Counter(shuffled) == Counter(items)


def test_fork_does_not_replay_parent_stream():
    parent = Rng(9)
    child = parent.fork()
    assert [parent.below(100) for _ in range(5)] != [child.below(100) for _ in range(5)]


def test_die_from_counts_and_roll_only_its_faces():
    die = Die.from_counts("dc", {"corrupted": 1, "hit1": 3, "hit2": 1, "purified": 1})
    assert len(die.faces) == 6 and die.probability("hit1") == 0.5
    r = Rng(3)
    assert set(die.roll_many(r, 500)) == {"corrupted", "hit1", "hit2", "purified"}


def test_die_roll_is_reproducible_from_seed():
    die = Die("d6", tuple("123456"))
    assert die.roll_many(Rng(11), 10) == die.roll_many(Rng(11), 10)


def test_die_needs_faces():
    with pytest.raises(ValueError):
        Die("empty", ())
    with pytest.raises(ValueError):
        Die.from_counts("neg", {"a": -1})


def test_pile_draw_reshuffles_discard_and_conserves_cards():
    r = Rng(5)
    deck, discard = Pile(["a", "b"]), Pile(["c", "d", "e"])
    drawn = deck.draw_many(5, r, discard)
    assert sorted(drawn) == ["a", "b", "c", "d", "e"]
    assert drawn[:2] == ["b", "a"]  # the top is the end of the list
    assert not deck and not discard


def test_pile_draw_many_stops_when_everything_is_empty():
    deck = Pile(["x"])
    assert deck.draw_many(3, Rng(1), Pile()) == ["x"]
    with pytest.raises(EmptyPile):
        deck.draw(Rng(1), Pile())


def test_reshuffle_keeps_remaining_cards_on_top():
    deck, discard = Pile(["top1", "top2"]), Pile(["d1", "d2", "d3"])
    deck.reshuffle_from(discard, Rng(2))
    assert deck.cards[-2:] == ["top1", "top2"] and len(deck) == 5


def test_pile_json_round_trip_and_validation():
    p = Pile(["a", "b"])
    assert Pile.from_json(p.to_json()) == p
    with pytest.raises(ValueError):
        Pile.from_json(["a", 3])
