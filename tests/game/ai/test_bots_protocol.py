"""Bots play through the public protocol only (issue 8): no ``_apply``, no overwritten RNG, no
heuristic found by module name, no action told apart by its class name; the greedy bot copies with
``Game.clone`` and still chooses exactly what the old JSON-copying lookahead chose."""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass

import pytest

from game.ai import bots
from game.ai.bots import GreedyBot, RandomBot
from game.ai.fuzz import game_setup
from game.core.registry import get_game
from game.core.rng import Rng
from game.core.session import Session
from tests.games.tiny import Draw, EndTurn, TinyGame


def test_the_bots_module_uses_nothing_but_the_public_protocol():
    source = inspect.getsource(bots)
    for banned in ("._apply(", "to_json", "from_json", "importlib", "__name__"):
        assert banned not in source, banned
    # the bot's own stream is its to set; no other object's
    assert not re.search(r"\b(?!self\b)\w+\.rng\s*=", source)


def _old_greedy_choice(bot: GreedyBot, game, state, legal):
    """The lookahead as it was before issue 8 (JSON copies, the copy's RNG overwritten, unchecked apply),
    from the same sampled world the bot draws (``determinize``, so it no longer peeks; the last
    candidate plays on that world with the world's own stream): the reference the protocol-only bot
    must match choice for choice."""
    h = game.heuristic()
    seat = game.current_player(state)
    world_seed = bot.rng.next_u64()
    world = game.from_json(game.to_json(state))
    game.determinize(world, None, bot.rng)
    candidates = legal
    if len(candidates) > bot.MAX_CANDIDATES:
        candidates = [legal[bot.rng.below(len(legal))] for _ in range(bot.MAX_CANDIDATES)]
    base = game.to_json(world)
    best, best_score = [], float("-inf")
    wants = getattr(game, "greedy_common_dice", None)  # one stream for every candidate (bots.py)
    common = bot.rng.next_u64() if wants is not None and wants(world) else None
    for i, action in enumerate(candidates):
        trial = game.from_json(base)
        if common is not None:
            trial.rng = Rng(common)
        else:
            trial.rng = Rng(world_seed if i == len(candidates) - 1 else bot.rng.next_u64())
        try:
            game.resolve(trial, action)  # _apply then the declared flow's end step, as _apply once did
        except Exception:
            continue
        score = h(trial, seat)
        if score > best_score + 1e-9:
            best, best_score = [action], score
        elif abs(score - best_score) <= 1e-9:
            best.append(action)
    return best[bot.rng.below(len(best))]


@pytest.mark.parametrize("name", ["desconfronto", "fortress"])
def test_greedy_chooses_what_the_json_copying_lookahead_chose(name):
    game = get_game(name)
    compared = 0
    for seed in range(1, 6):
        session = Session.new(game, game_setup(game, seed), seed)
        new, old = GreedyBot(seed), GreedyBot(seed)
        for _ in range(120):
            if session.is_over() is not None:
                break
            legal = game.legal_actions(session.state)
            state_before = game.to_json(session.state)
            choice = new.choose(game, session.state)
            if len(legal) > 1 and game.current_player(session.state) is not None:
                assert choice == _old_greedy_choice(old, game, session.state, legal)
                compared += 1
            assert game.to_json(session.state) == state_before  # the lookahead never touched the game
            session.apply(choice)
    assert compared > 20


def test_greedy_lookahead_leaves_the_real_random_stream_alone():
    game = get_game("desconfronto")
    session = Session.new(game, game.default_setup(), 9)
    rng_before = session.state.rng.state
    GreedyBot(1).choose(game, session.state)
    assert session.state.rng.state == rng_before


@dataclass
class _Seen:
    states: list


class _ScoredTiny(TinyGame):
    """The tiny game offering a heuristic through the protocol hook."""

    name = "tiny_scored"
    hidden = True

    def __init__(self, seen: _Seen) -> None:
        self.seen = seen

    def heuristic(self):
        def score(state, seat):
            self.seen.states.append(state)
            return float(len(state.hands[seat]))  # more cards is better: Draw wins

        return score


def test_greedy_asks_the_game_for_its_heuristic_and_judges_copies():
    seen = _Seen([])
    game = _ScoredTiny(seen)
    session = Session.new(game, {"players": 2}, 3)
    choice = GreedyBot(1).choose(game, session.state)
    assert isinstance(choice, Draw)
    assert seen.states and all(s is not session.state for s in seen.states)
    assert all(s.rng != session.state.rng for s in seen.states)  # each copy rolls from its own stream


def test_without_a_heuristic_passing_is_told_by_its_effect_not_its_name():
    game = get_game("tiny")
    session = Session.new(game, {"players": 2}, 3)
    legal = game.legal_actions(session.state)
    end = next(a for a in legal if isinstance(a, EndTurn))
    draw = next(a for a in legal if isinstance(a, Draw))
    assert not GreedyBot._keeps_turn(game, session.state, end, legal)
    assert GreedyBot._keeps_turn(game, session.state, draw, legal)


@pytest.mark.parametrize("kind", [RandomBot, GreedyBot])
def test_choose_for_a_session_picks_what_choose_picks(kind):
    for name in ("desconfronto", "fortress", "tiny"):
        game = get_game(name)
        a = Session.new(game, game_setup(game, 4), 4)
        b = Session.new(game, game_setup(game, 4), 4)
        bot_a, bot_b = kind(7), kind(7)
        for _ in range(60):
            if a.is_over() is not None:
                break
            x, y = bot_a.choose(game, a.state), bot_b.choose_for(b)
            assert x == y
            a.apply(x)
            b.apply(y)
        assert a.actions == b.actions


@pytest.mark.parametrize("kind", [RandomBot, GreedyBot])
def test_a_seated_bot_acts_only_for_its_seat(kind):
    """Heróis & Monstros lists other Generals' off-turn effects too (HM-GEN-05): a seated bot never
    takes one of them, through ``choose`` or through ``choose_for``."""
    game = get_game("fortress")
    session = Session.new(game, {"players": 3}, 8)
    bots_ = {seat: kind(seat) for seat in range(3)}
    for _ in range(200):
        if session.is_over() is not None:
            break
        seat = game.current_player(session.state)
        action = bots_[seat].choose_for(session, seat)
        assert action.player == seat and action in game.seat_actions(session.state, seat)
        other = (seat + 1) % 3
        if game.seat_actions(session.state, other):
            assert bots_[other].choose(game, session.state, other).player == other
        session.apply(action)
