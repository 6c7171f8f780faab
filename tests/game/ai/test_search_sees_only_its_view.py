"""A rival's search decides from what its seat may see (issue 12: "a test proves a rival's decision
does not change when only cards hidden from it change").

Two states a rival seat cannot tell apart — every deck reordered, the dice to come changed, a card of
each other hand traded with that seat's deck (``_mix_hidden``) — must get the same action from a
search bot with the same seed. The iteration budget is the binding limit here (the wall-clock cap is
set far above what the budget takes), so the search is exact. The last test shows the check can fail:
a search that plays its iterations on copies of the real state chooses otherwise somewhere.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai.bots import BOTS, make_bot
from game.ai.search import SearchBot
from game.core.registry import get_game
from game.core.view import RIVAL
from game.desconfronto.roster import playable_heroes
from tests.game.ai.test_greedy_sees_only_its_view import decisions
from tests.game.core.test_view_hidden import _mix_hidden

SEEDS = range(8)
ITERATIONS = 40
NO_CLOCK = 60.0  # seconds: never reached by ITERATIONS, so the budget alone stops the search


class PeekingSearchBot(SearchBot):
    """The search as it must not be: every iteration plays on a copy of the real state."""

    def _world(self, game: Any, state: Any, seat: int | None) -> Any:
        return game.clone(state, reseed=self.rng.next_u64())


def coliseum_decisions(seed: int) -> list[tuple[Any, int]]:
    """Heads-up Coliseum positions along one seeded random game (mulligans, turns, Revide windows):
    every few decisions where the seat to decide has a real choice."""
    game = get_game("desconfronto")
    roster = playable_heroes()
    heroes = [roster[seed % len(roster)], roster[(seed + 1 + seed // len(roster)) % len(roster)]]
    state = game.new_game(game.normalize_setup({"mode": "coliseum", "players": 2, "heroes": heroes}), seed)
    bot = make_bot("random", seed)
    out = []
    for step in range(120):
        if game.is_over(state) is not None:
            break
        seat = game.current_player(state)
        if step % 9 == 4 and seat is not None and len(game.legal_actions(state)) > 1:
            out.append((game.from_json(game.to_json(state)), seat))
        game.apply(state, bot.choose(game, state))
    return out


def same_choice(bot_kind: type[SearchBot], name: str, seed: int) -> tuple[int, int]:
    """(decisions compared, decisions where the twin got another choice); ``name`` "coliseum": the
    desConfronto Coliseum's positions."""
    game = get_game("desconfronto" if name == "coliseum" else name)
    rng = random.Random(seed)
    compared = differ = 0
    found = coliseum_decisions(seed) if name == "coliseum" else decisions(name, seed)
    for state, seat in found:
        twin = game.from_json(game.to_json(state))
        _mix_hidden(game.name, twin, seat, rng)
        assert game.observe(twin, seat, RIVAL) == game.observe(state, seat, RIVAL)  # only hidden things differ
        choices = [bot_kind(seed, iterations=ITERATIONS, seconds=NO_CLOCK).choose(game, truth, seat) for truth in (state, twin)]
        compared += 1
        differ += choices[0] != choices[1]
    return compared, differ


@pytest.mark.parametrize("name", ["coliseum", "desconfronto", "fortress"])
@pytest.mark.parametrize("seed", SEEDS)
def test_search_choice_depends_only_on_the_rivals_view(name: str, seed: int) -> None:
    compared, differ = same_choice(SearchBot, name, seed)
    assert compared, "no decision to compare"
    assert differ == 0, f"{differ} of {compared} choices changed with hidden information"


@pytest.mark.parametrize("name", ["coliseum", "desconfronto"])
def test_a_search_that_peeks_is_caught(name: str) -> None:
    differ = sum(same_choice(PeekingSearchBot, name, seed)[1] for seed in SEEDS)
    assert differ > 0


def test_the_rival_levels_are_registered_and_rivals() -> None:
    for kind in ("rival_easy", "rival_medium", "rival_hard"):
        bot = make_bot(kind, 1)
        assert isinstance(bot, BOTS[kind]) and bot.audience == RIVAL  # type: ignore[attr-defined]
    medium, hard = make_bot("rival_medium"), make_bot("rival_hard")
    assert isinstance(medium, SearchBot) and isinstance(hard, SearchBot)
    assert hard.iterations > medium.iterations
    assert {"random", "greedy"} <= set(BOTS)  # the old names still work


def test_the_iteration_budget_binds_and_a_seed_repeats_its_choice() -> None:
    game = get_game("desconfronto")
    state, seat = decisions("desconfronto", 1)[0]
    runs = []
    for _ in range(2):
        bot = SearchBot(7, iterations=25, seconds=NO_CLOCK)
        runs.append((bot.choose(game, state, seat), bot.last_iterations))
    assert runs[0] == runs[1] and runs[0][1] == 25
