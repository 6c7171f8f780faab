"""The greedy bot decides from what its seat may see (issue 8: "bots decide from it").

Two states a seat cannot tell apart — every deck reordered, the dice to come changed and (for a
rival) a card of each other hand traded with that seat's deck — must get the same choice from a
greedy bot with the same seed, as a cooperative seat and as a rival. A bot that looks ahead on a
plain copy of the real state (the old way) does not pass: the last test shows the check can fail
(on desConfronto, where a card drawn or a Creature Action turned in the lookahead swings the score;
in these Heróis & Monstros positions the peeking bot happens to choose alike, so the test would not
show it there).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai.bots import GreedyBot
from game.core.registry import get_game
from game.core.view import RIVAL
from tests.game.core.test_view_hidden import _mix_hidden, states

SEEDS = range(8)


class PeekingBot(GreedyBot):
    """The greedy bot as it was: its lookahead plays on a copy of the real state."""

    def _world(self, game: Any, state: Any, seat: int | None) -> Any:
        return game.clone(state, reseed=self.rng.next_u64())


def decisions(name: str, seed: int) -> list[tuple[Any, int]]:
    game = get_game(name)
    out = []
    for state in states(name, seed):
        seat = game.current_player(state)
        if seat is not None and game.is_over(state) is None and len(game.legal_actions(state)) > 1:
            out.append((state, seat))
    return out


def same_choice(bot_kind: type[GreedyBot], name: str, seed: int, rival: bool) -> tuple[int, int]:
    """(decisions compared, decisions where the twin got another choice)."""
    game = get_game(name)
    rng = random.Random(seed)
    compared = differ = 0
    for state, seat in decisions(name, seed):
        twin = game.from_json(game.to_json(state))
        _mix_hidden(name, twin, seat if rival else None, rng)
        choices = []
        for truth in (state, twin):
            bot = bot_kind(seed)
            bot.audience = RIVAL if rival else None
            choices.append(bot.choose(game, truth, seat))
        compared += 1
        differ += choices[0] != choices[1]
    return compared, differ


@pytest.mark.parametrize("name", ["desconfronto", "fortress"])
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("rival", [False, True])
def test_greedy_choice_depends_only_on_the_seats_view(name: str, seed: int, rival: bool) -> None:
    compared, differ = same_choice(GreedyBot, name, seed, rival)
    assert differ == 0, f"{differ} of {compared} choices changed with hidden information"


def test_a_bot_that_peeks_is_caught() -> None:
    # More seeds than the view test: with common dice for every candidate (desConfronto's co-op game,
    # bots.py) the hidden cards change a choice less often, so a peek shows up in fewer decisions.
    differ = sum(same_choice(PeekingBot, "desconfronto", seed, rival=True)[1] for seed in range(20))
    assert differ > 0
