"""A legal-action list names each action once, in every game: a duplicate doubles its weight for the
random bot, and on screen it is two buttons that do the same thing (Zerywia's initiation listed every
Feat twice, ZW-HERO-35)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.ai.bots import RandomBot
from game.ai.fuzz import game_setup
from game.core.registry import get_game
from game.core.session import Session

SEEDS = range(1, 9)
STEPS = 1500


@pytest.mark.parametrize("name", ["desconfronto", "fortress", "zerywia"])
def test_legal_actions_hold_no_duplicates(name: str) -> None:
    game = get_game(name)
    for seed in SEEDS:
        session = Session.new(game, game_setup(game, seed), seed)
        bot = RandomBot(seed)
        for step in range(STEPS):
            if game.is_over(session.state) is not None:
                break
            legal = game.legal_actions(session.state)
            twice = [a for a, n in Counter(legal).items() if n > 1]
            assert not twice, f"seed {seed}, step {step}: listed more than once: {twice}"
            session.apply(bot.choose(game, session.state))
