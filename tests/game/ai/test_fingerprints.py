"""Behaviour kept (issue 8): the first seeded random-bot games of each game's fingerprint file, taken
before the kernel change, still play move for move the same (``make fingerprint`` checks all 10,000)."""

from pathlib import Path

import pytest

from game.ai.fingerprint import differences

FILES = sorted((Path(__file__).parents[2] / "fingerprints").glob("*.txt"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_the_first_fingerprinted_games_play_exactly_as_before(path):
    assert differences(str(path), limit=150) == []


def test_every_shipped_game_has_a_fingerprint_file():
    assert {p.stem for p in FILES} == {"desconfronto", "fortress"}
