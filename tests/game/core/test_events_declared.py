"""Issue 8, events: every registered game declares its events (kind -> fields), every event its
seeded playouts emit matches that declaration exactly, and every kind the log shows has its line
in both catalogues, with no placeholder the event does not carry.

Each game's own ``test_event_decl.py`` adds what random playouts do not reach (max-level heroes,
a stalled table) and proves every declared kind is emitted somewhere, so declarations do not rot.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from game.ai.bots import make_bot
from game.ai.fuzz import game_setup, mixed_seats, play_one
from game.core import i18n, i18n_plural
from game.core.events import check_event
from game.core.registry import all_games, get_game
from game.core.session import Session

GAMES = [g.name for g in all_games(include_hidden=True)]
SEEDS = {"tiny": 60, "desconfronto": 300, "fortress": 40}  # enough to reach every common kind


def record(game, session: Session, events, seen: Counter, problems: list[str]) -> None:
    for e in events:
        seen[e.kind] += 1
        problems += [f"seed {session.seed}: {p}" for p in check_event(game.event_specs(), e)]


@cache
def playouts(name: str, seeds: int, bot: str = "random") -> tuple[Counter, tuple[str, ...]]:
    """Kinds seen and declaration problems over ``seeds`` seeded playouts, each under the setup and
    rule variants the fuzzer draws for that seed (``game_setup``)."""
    game = get_game(name)
    seen: Counter = Counter()
    problems: list[str] = []
    for seed in range(1, seeds + 1):
        session = Session.new(game, game_setup(game, seed), seed)
        chooser = make_bot(bot, seed ^ 0x5EED)
        steps, limit = 0, game.fuzz_steps(session.setup) or game.max_steps(session.setup)  # open-ended: the fuzzer's stop
        while game.is_over(session.state) is None and steps < limit:
            record(game, session, session.apply(chooser.choose(game, session.state)), seen, problems)
            steps += 1
    return seen, tuple(problems)


@pytest.mark.parametrize("name", GAMES)
def test_every_registered_game_declares_its_events(name):
    specs = get_game(name).event_specs()
    assert specs, f"{name} declares no events (Game.event_specs)"
    assert all(kind == s.kind for kind, s in specs.items())


@pytest.mark.parametrize("name", GAMES)
def test_every_event_of_seeded_playouts_matches_its_declaration(name):
    seen, problems = playouts(name, SEEDS.get(name, 30))
    assert sum(seen.values()) > 0
    assert list(problems[:10]) == []


@pytest.mark.parametrize("name", GAMES)
def test_mixed_seat_tables_emit_only_declared_events(name):
    """The fuzzer's human-and-bot path (its event hook fails a game on any departure)."""
    game = get_game(name)
    for seed in range(1, 9):
        setup = game_setup(game, seed)
        _, failure = play_one(game, setup, seed, seats=mixed_seats(game, setup, seed))
        assert failure is None, str(failure)


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
@pytest.mark.parametrize("name", GAMES)
def test_every_logged_kind_has_its_line_in_both_catalogues(name, lang):
    catalogue = i18n.load_catalogue(lang)
    specs = get_game(name).event_specs()
    missing = [s.key() for s in specs.values() if s.logged and s.key() not in catalogue]
    assert missing == []
    # A line may only name what the event carries (else the log shows the raw template).
    loose = [
        (s.kind, sorted(i18n_plural.placeholders(catalogue[s.key()]) - set(s.fields)))
        for s in specs.values()
        if s.logged and s.key() in catalogue
    ]
    assert [x for x in loose if x[1]] == []


def test_tiny_emits_every_kind_it_declares():
    seen, _ = playouts("tiny", SEEDS["tiny"])
    assert sorted(set(get_game("tiny").event_specs()) - set(seen)) == []
