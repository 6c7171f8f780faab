"""Per-seat views carry no identity of a card hidden from that seat (issue 8).

For seeded random states of both games, every seat's view is serialised to JSON and searched for
every card id that lies in a deck (a hero's draw pile, the Creature Action deck, a General's
personal deck, the Fortress, Invasion and plan decks, the game box): none may appear, so neither a
deck's order nor an undrawn Creature Action is ever identified. Under the ``rival`` audience (the
Coliseum, a rival bot) no card id of another seat's hand may appear either. Then two states that
differ only in hidden information (the decks' order, the dice to come, a rival's hand) must give
equal views.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.ai.bots import make_bot
from game.core.registry import get_game
from game.core.view import RIVAL, TABLE, Hidden, plain, strings

SEEDS = range(12)


def _multi(game: Any) -> list[dict[str, Any]]:
    """Setups with two seats or more first (hands to hide), then the rest."""
    variants = game.setup_variants()
    many = [v for v in variants if v.get("players", 1) > 1]
    return many + [v for v in variants if v not in many]


def decks(name: str, state: Any) -> set[str]:
    if name == "desconfronto":
        out = set(state.cdeck)
        for h in state.heroes:
            out |= set(h.draw)
        return out
    out = set(state.fortress_deck) | set(state.invasion_deck) | set(state.plans) | set(state.box)
    for s in state.seats:
        out |= set(s.deck)
    return out


def hands(name: str, state: Any) -> list[set[str]]:
    seats = state.heroes if name == "desconfronto" else state.seats
    return [set(s.hand) for s in seats]


def states(name: str, seed: int) -> list[Any]:
    """A few states along one seeded random game (its start, the middle, near the end)."""
    game = get_game(name)
    setup = _multi(game)[seed % len(_multi(game))]
    state = game.new_game(setup, seed)
    bot = make_bot("random", seed)
    out = [game.from_json(game.to_json(state))]
    rng = random.Random(seed)
    marks = set(rng.sample(range(1, 160), 6))
    for step in range(160):
        if game.is_over(state) is not None:
            break
        game.apply(state, bot.choose(game, state))
        if step in marks:
            out.append(game.from_json(game.to_json(state)))
    return out


def seat_count(name: str, state: Any) -> int:
    return len(state.heroes if name == "desconfronto" else state.seats)


@pytest.mark.parametrize("name", ["desconfronto", "fortress"])
@pytest.mark.parametrize("seed", SEEDS)
def test_views_never_name_a_card_in_a_deck_or_a_rivals_hand(name: str, seed: int) -> None:
    game = get_game(name)
    checked = 0
    for state in states(name, seed):
        hidden_decks = decks(name, state)
        views = [(None, TABLE)] + [(s, a) for s in range(seat_count(name, state)) for a in ("seat", RIVAL)]
        for seat, audience in views:
            view = game.observe(state, seat, audience)
            json.dumps(plain(view))  # a view is plain data
            seen = strings(view)
            leaked = seen & hidden_decks
            assert not leaked, f"{audience} view of seat {seat} names deck cards {sorted(leaked)[:3]}"
            if audience == RIVAL:
                for q, hand in enumerate(hands(name, state)):
                    if q != seat:
                        assert not seen & hand, f"seat {seat}'s rival view names seat {q}'s hand"
                        checked += bool(hand)
    if any(seat_count(name, s) > 1 for s in states(name, seed)):
        assert checked, "no rival hand was there to hide"


def _mix_hidden(name: str, state: Any, keep: int | None, rng: random.Random) -> None:
    """Change only what seat ``keep`` may not see: every deck's order, the dice, the other seats'
    hands (a card of each other hand trades places with one of its own deck, the counts unchanged;
    ``keep`` None: the hands stay, as the table sees them all)."""
    state.rng.state = rng.randrange(1, 2**63)
    if name == "desconfronto":
        piles = [state.cdeck] + [h.draw for h in state.heroes]
        owners = state.heroes
    else:
        piles = [state.fortress_deck, state.invasion_deck] + [s.deck for s in state.seats]
        owners = state.seats
        rng.shuffle(state.plans)
        rng.shuffle(state.box)
    for pile in piles:
        rng.shuffle(pile.cards)
    for q, owner in enumerate(owners):
        deck = owner.draw if name == "desconfronto" else owner.deck
        if keep is not None and q != keep and owner.hand and deck.cards:
            i, j = rng.randrange(len(owner.hand)), rng.randrange(len(deck.cards))
            owner.hand[i], deck.cards[j] = deck.cards[j], owner.hand[i]


@pytest.mark.parametrize("name", ["desconfronto", "fortress"])
@pytest.mark.parametrize("seed", SEEDS)
def test_states_differing_only_in_hidden_information_give_equal_views(name: str, seed: int) -> None:
    game = get_game(name)
    rng = random.Random(1000 + seed)
    for state in states(name, seed):
        for seat in range(seat_count(name, state)):
            twin = game.from_json(game.to_json(state))
            _mix_hidden(name, twin, seat, rng)
            assert game.observe(twin, seat, RIVAL) == game.observe(state, seat, RIVAL)
        twin = game.from_json(game.to_json(state))
        _mix_hidden(name, twin, None, rng)  # the table sees every hand: only decks and dice change
        assert game.observe(twin, None) == game.observe(state, None)


def test_hidden_zone_counts_but_cannot_be_listed() -> None:
    deck = Hidden(3)
    assert len(deck) == 3 and deck and not Hidden(0)
    with pytest.raises(TypeError):
        list(deck)
