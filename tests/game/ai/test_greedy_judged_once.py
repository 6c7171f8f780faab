"""The greedy bot on common dice plays a candidate drawn twice only once (game/ai/bots.py): the sample
of ``MAX_CANDIDATES`` draws with replacement, and the same action on a copy of the same world and
stream ends the same, so the second draw keeps the first one's score — and still counts again in the
tie-break, so the choice is the one every draw played out would give."""

from __future__ import annotations

from typing import Any

from game.ai.bots import GreedyBot
from game.core.session import Session
from game.desconfronto import GAME


class Recording:
    """desConfronto's game, counting the lookahead copies the bot makes."""

    def __init__(self) -> None:
        self.clones = 0
        self.restarts = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(GAME, name)

    def clone(self, state: Any, reseed: int | None = None) -> Any:
        self.clones += 1
        return GAME.clone(state, reseed=reseed)

    def restart_stream(self, state: Any, seed: int) -> None:
        """The last draw, when it is no repeat, plays on the world itself instead of a copy."""
        self.restarts += 1
        GAME.restart_stream(state, seed)


def _hero_phase(seed: int) -> Any:
    setup = {"mode": "skirmish", "players": 2, "heroes": ["kandra", "tesser"], "creatures": ["bicudo", "froggo"]}
    s = Session.new(GAME, setup, seed)
    assert s.state.phase == "hero" and GAME.greedy_common_dice(s.state)
    return s.state


class SmallSample(GreedyBot):
    MAX_CANDIDATES = 6  # below the position's legal actions: the bot samples, with replacement


def _every_draw_played(bot: GreedyBot, state: Any, seat: int) -> Any:
    """The choice as the bot made it before: every draw of the sample played out on its own copy."""
    legal = GAME.legal_actions(state)
    world = bot._world(GAME, state, seat)
    sample = [legal[bot.rng.below(len(legal))] for _ in range(bot.MAX_CANDIDATES)]
    common = bot.rng.next_u64()
    h = GAME.heuristic()
    best: list[Any] = []
    best_score = float("-inf")
    for action in sample:
        trial = GAME.clone(world, reseed=common)
        GAME.apply_listed(trial, action, legal)
        score = h(trial, seat)
        if score > best_score + 1e-9:
            best, best_score = [action], score
        elif abs(score - best_score) <= 1e-9:
            best.append(action)
    return best[bot.rng.below(len(best))], sample


def test_a_candidate_drawn_twice_is_played_once_and_the_choice_is_unchanged():
    repeated = 0
    for seed in range(1, 13):
        state = _hero_phase(seed)
        seat = state.active_hero
        assert len(GAME.legal_actions(state)) > SmallSample.MAX_CANDIDATES
        want, sample = _every_draw_played(SmallSample(seed), state, seat)
        game = Recording()
        bot = SmallSample(seed)
        got = bot.choose(game, state, seat)  # type: ignore[arg-type]
        assert got == want
        distinct = len({id(a) for a in sample})
        # the world, then one lookahead per distinct candidate: a copy, or the world itself for the
        # last draw when it is its action's first
        last_is_new = all(a is not sample[-1] for a in sample[:-1])
        assert game.restarts == int(last_is_new)
        assert game.clones + game.restarts == 1 + distinct
        repeated += distinct < len(sample)
        # the bot's own stream drew the same numbers: its next choice is unchanged too
        ref = SmallSample(seed)
        _every_draw_played(ref, state, seat)
        assert bot.rng.state == ref.rng.state
    assert repeated  # some sample did draw a candidate twice
