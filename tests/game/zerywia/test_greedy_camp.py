"""The greedy table's Camp (issue 9: balance): it takes Camp's restoring steps when they restore,
and it ends its Camp instead of swapping Prepared cards back and forth. The evaluation does not
value the cards, and Break camp's lookahead for the last hero samples the start of Nix's Phase, so
swaps used to beat it by chance: tens of Prepare actions a game (ZW-CYCLE-15 allows any number)."""

from __future__ import annotations

import pytest

from game.ai.bots import GreedyBot
from game.zerywia import geography
from game.zerywia.actions import BreakCamp, Camp, Prepare
from game.zerywia.game import ZerywiaGame

GAME = ZerywiaGame()


@pytest.fixture(autouse=True)
def authored_map():
    geography.use(None)
    yield


def camp_actions(heroes, seed):
    state = GAME.new_game({"heroes": heroes}, seed)
    bot = GreedyBot(seed ^ 0x5EED)
    counts = {Prepare: 0, BreakCamp: 0, Camp: 0}
    for _ in range(GAME.max_steps(state.setup)):
        if state.outcome:
            break
        action = bot.choose(GAME, state)
        if type(action) in counts:
            counts[type(action)] += 1
        GAME.apply(state, action)
    return counts


@pytest.mark.parametrize("seed", [1, 6])
def test_zw_cycle_15_the_greedy_camp_does_not_loop_on_prepare_swaps(seed):
    # Hexdrinker alone holds a reserve card (Borovil's Heart) and a Solo reserve: the swaps exist
    counts = camp_actions(["hexdrinker"], seed)
    assert counts[BreakCamp] >= 1
    assert counts[Prepare] <= 2 * counts[BreakCamp], counts  # at most a swap and its undoing a Camp
    assert counts[Camp] >= 1  # Camp's steps 1-4 taken at least once (ZW-CYCLE-10..14)
