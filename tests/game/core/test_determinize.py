"""Determinised worlds for search that must not peek (issue 8: bots decide from their view).

``Game.determinize`` refills every zone a seat's view shows as ``Hidden`` with the cards that could
be there, in a sampled order. Checked for both games on seeded positions, for the table, a seat and
a rival: the zones resampled are exactly the view's hidden counts; the view is unchanged; and two
states the seat cannot tell apart (``_mix_hidden``: decks reordered, dice changed, a rival's hand
card traded with its deck) become the very same world.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core.determinize import resample
from game.core.registry import get_game
from game.core.rng import Rng
from game.core.view import RIVAL, SEAT, TABLE, plain
from tests.game.core.test_view_hidden import _mix_hidden, seat_count, states

SEEDS = range(6)


def hidden_count(value: Any) -> int:
    """The sum of every ``Hidden`` count in a view's plain form."""
    if isinstance(value, dict):
        if set(value) == {"hidden"}:
            return int(value["hidden"])
        return sum(hidden_count(v) for v in value.values())
    if isinstance(value, list | tuple):
        return sum(hidden_count(v) for v in value)
    return 0


def viewers(name: str, state: Any) -> list[tuple[int | None, str]]:
    seats = range(seat_count(name, state))
    return [(None, TABLE)] + [(s, a) for s in seats for a in (SEAT, RIVAL)]


def test_resample_keeps_each_zone_size_and_each_groups_cards() -> None:
    deck, hand, other = list("abcdefg"), list("xy"), list("pqr")
    resample([[deck], [hand, other]], Rng(3))
    assert sorted(deck) == list("abcdefg")
    assert len(hand) == 2 and len(other) == 3 and sorted(hand + other) == list("pqrxy")


def test_resample_depends_only_on_the_cards_not_their_order() -> None:
    one, two = list("abcdefgh"), list("hgfedcba")
    resample([[one]], Rng(11))
    resample([[two]], Rng(11))
    assert one == two and one != list("abcdefgh")


@pytest.mark.parametrize("name", ["desconfronto", "fortress"])
@pytest.mark.parametrize("seed", SEEDS)
def test_resampled_zones_are_exactly_the_views_hidden_counts(name: str, seed: int) -> None:
    game = get_game(name)
    for state in states(name, seed):
        for seat, audience in viewers(name, state):
            zones = game.hidden_zones(state, seat, audience)
            size = sum(len(z) for group in zones for z in group)
            assert size == hidden_count(plain(game.observe(state, seat, audience))), (seat, audience)


@pytest.mark.parametrize("name", ["desconfronto", "fortress"])
@pytest.mark.parametrize("seed", SEEDS)
def test_a_determinised_world_looks_the_same_to_its_seat(name: str, seed: int) -> None:
    game = get_game(name)
    moved = 0
    for state in states(name, seed):
        for seat, audience in viewers(name, state):
            world = game.clone(state)
            game.determinize(world, seat, Rng(seed + 1), audience)
            assert game.observe(world, seat, audience) == game.observe(state, seat, audience)
            moved += game.to_json(world) != game.to_json(state)
    assert moved, "no hidden zone was ever resampled"


@pytest.mark.parametrize("name", ["desconfronto", "fortress"])
@pytest.mark.parametrize("seed", SEEDS)
def test_states_a_seat_cannot_tell_apart_give_the_same_world(name: str, seed: int) -> None:
    game = get_game(name)
    rng = random.Random(500 + seed)
    for state in states(name, seed):
        cases: list[tuple[int | None, str | None]] = [(None, None)]
        cases += [(s, RIVAL) for s in range(seat_count(name, state))]
        for seat, audience in cases:
            twin = game.from_json(game.to_json(state))
            _mix_hidden(name, twin, seat, rng)
            worlds = []
            for truth in (state, twin):
                world = game.clone(truth, reseed=77)
                game.determinize(world, seat, Rng(seed), audience)
                worlds.append(game.to_json(world))
            assert worlds[0] == worlds[1], (seat, audience)
