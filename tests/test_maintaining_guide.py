"""docs/MAINTAINING.md walks through real files: every repository path it names exists, and the games it
calls templates still play (issue 8: "the tiny example game is the template and is kept working by a test")."""

import re
from pathlib import Path

from game.ai.fuzz import fuzz
from tests.games.journey import JourneyGame
from tests.games.tiny import TinyGame

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "MAINTAINING.md"


def test_every_path_the_guide_names_exists():
    text = GUIDE.read_text(encoding="utf-8")
    paths = set(re.findall(r"`((?:game|scenes|saves|tests|docs)/[\w./<>-]+)`", text))
    assert len(paths) > 20
    missing = sorted(p for p in paths if "<" not in p and not (ROOT / p).exists())
    assert not missing


def test_the_template_games_play_whole_seeded_games_with_every_fuzzer_check():
    for game in (TinyGame(), JourneyGame()):
        steps, failures = fuzz(game, 20, 1)
        assert failures == [] and steps > 0, game.name
