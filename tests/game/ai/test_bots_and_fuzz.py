"""Bots play any registered game through the protocol; the fuzzer checks invariants and reports seeds."""

import pytest

from game.ai import fuzz
from game.ai.bots import GreedyBot, RandomBot, make_bot
from game.core.registry import all_games, get_game
from game.core.session import Session
from tests.games.tiny import TinyGame

TINY = get_game("tiny")


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_bots_finish_a_tiny_game_and_choose_only_legal_actions(kind):
    s = Session.new(TINY, {"players": 3}, 17)
    bot = make_bot(kind, 5)
    for _ in range(TINY.max_steps(s.setup)):
        if s.is_over():
            break
        action = bot.choose(TINY, s.state)
        assert action in s.legal_actions()
        s.apply(action)
    assert s.is_over() is not None


def test_bot_choices_do_not_touch_the_game_rng():
    s = Session.new(TINY, {"players": 2}, 3)
    before = s.state.rng.state
    GreedyBot(1).choose(TINY, s.state)
    RandomBot(1).choose(TINY, s.state)
    assert s.state.rng.state == before


def test_unknown_bot_is_refused():
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("oracle")


def test_fuzz_passes_on_the_tiny_game_and_prints_a_summary(capsys):
    assert fuzz.main(["--game", "tiny", "--games", "30", "--seed", "4"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("fuzz tiny: ok — 30 games")


def test_fuzz_list_prints_registered_names(capsys):
    assert fuzz.main(["--list", "--all"]) == 0
    names = capsys.readouterr().out.split()
    assert "tiny" in names and names == sorted(names)
    assert [g.name for g in all_games(include_hidden=True)] == names


class LeakyTiny(TinyGame):
    """A deliberately broken game: playing a card destroys it."""

    name = "leaky"

    def _apply(self, state, action):
        events = super()._apply(state, action)
        if type(action).__name__ == "Play":
            state.discard.cards.pop()
        return events


class EndlessTiny(TinyGame):
    name = "endless"

    def max_steps(self, setup):
        return 3


def test_fuzz_catches_lost_cards_and_names_seed_and_step():
    _, failures = fuzz.fuzz(LeakyTiny(), 20, 1)
    assert failures and "lost" in failures[0].message
    text = str(failures[0])
    assert f"seed={failures[0].seed}" in text and "--seed" in text and failures[0].step > 0


def test_fuzz_catches_a_game_that_does_not_end():
    _, failures = fuzz.fuzz(EndlessTiny(), 2, 1)
    assert failures and "did not end within 3 steps" in failures[0].message


def test_fuzz_unknown_game_exits_2(capsys):
    assert fuzz.main(["--game", "nope", "--games", "1"]) == 2


def test_greedy_lookahead_samples_its_own_randomness_instead_of_the_games():
    """The copy judged by the greedy bot gets a fresh stream, so it cannot foresee the real next draw."""
    seen = []

    def spy(state, seat):
        seen.append(state.rng.state)
        return 0.0

    s = Session.new(TINY, {"players": 2}, 3)
    bot = GreedyBot(1)
    bot._heuristics["tiny"] = spy
    bot.choose(TINY, s.state)
    assert seen and s.state.rng.state not in seen


def test_fuzz_varies_rule_variants_on_every_other_game():
    game = get_game("fortress")
    base = game.default_setup()
    assert fuzz.with_rule_variants(game, base, 2) == base
    varied = fuzz.with_rule_variants(game, base, 3)
    choices = {v.key: [c[0] for c in v.choices] for v in game.rule_variants()}
    assert set(varied["options"]) == set(choices)
    assert all(varied["options"][k] in allowed for k, allowed in choices.items())
    assert fuzz.with_rule_variants(TINY, {"players": 2}, 3) == {"players": 2}  # no variants: unchanged


def test_fuzz_keeps_the_plain_setup_when_a_variant_forbids_the_table():
    game = get_game("fortress")
    # Two Peles Verdes Generals at a 2-player table are refused under "enforce"; the fuzzer must not crash.
    base = {"players": 2, "generals": ["wargosh", "craus"], "adversary": "randall_dos_ventos"}
    for seed in range(1, 60, 2):
        setup = fuzz.with_rule_variants(game, base, seed)
        game.normalize_setup(setup)
