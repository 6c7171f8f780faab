"""Every hero's cards and class mechanics in the Coliseum (DC-COL-01; HEROES.md, "In the Coliseum"):
seeded random and greedy playouts, 2-4 heroes, with and without beasts (DC-COL-16) and artifacts
(DC-COL-03), play to the podium with no crash, no stall (no legal action) and no broken invariant.

The full sweep (~400 games each way) is ``python -m tests.game.desconfronto.coliseum.test_heroes_in_arena
400``; the test runs a smaller seeded count.
"""

from __future__ import annotations

import sys

import pytest

from game.ai.bots import make_bot
from game.core.session import Session
from game.desconfronto import GAME
from game.desconfronto.roster import playable_heroes

MAX_STEPS = 6000


def setup_for(seed: int) -> dict:
    """Seat counts cycle 2, 3, 4; the line-ups walk the roster so every hero plays every seat count."""
    heroes = playable_heroes()
    n = 2 + seed % 3
    picked = [heroes[(seed + k * 3 + seed // 7) % len(heroes)] for k in range(n)]
    return {"mode": "coliseum", "players": n, "heroes": picked, "beasts": seed % 4 == 3, "artifacts": seed % 5 == 4}


def _broken(state) -> list[str]:
    """The invariants, between every two actions (an Active Hero felled inside its own card keeps no
    action, even while the rewards it raised are asked: ``answers.settle``)."""
    return GAME.check_invariants(state)


def play(seed: int, kind: str) -> tuple[str, int]:
    setup = setup_for(seed)
    sess = Session.new(GAME, setup, seed)
    bot = make_bot(kind, seed)
    steps = 0
    while GAME.is_over(sess.state) is None:
        assert steps < MAX_STEPS, f"seed {seed}: no end after {MAX_STEPS} actions ({setup})"
        assert sess.legal_actions(), f"seed {seed}: no legal action, pending {sess.state.pending} ({setup})"
        sess.apply(bot.choose_for(sess))
        steps += 1
        bad = _broken(sess.state)
        assert not bad, f"seed {seed} step {steps}: {bad} ({setup})"
    outcome = GAME.is_over(sess.state)
    assert outcome is not None and outcome.result == "podium"
    return outcome.result, steps


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_dc_col_01_every_hero_plays_the_arena_to_the_podium(kind):
    """DC-COL-01: 40 seeded games per bot kind cover all eight heroes, 2-4 seats, beasts and artifacts."""
    seen: set[str] = set()
    for seed in range(40):
        play(seed, kind)
        seen |= set(setup_for(seed)["heroes"])
    assert seen == set(playable_heroes())


if __name__ == "__main__":  # the long sweep: every failure listed, not only the first
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    kinds = sys.argv[2:] or ["random", "greedy"]
    for k in kinds:
        failed = 0
        for s in range(n):
            try:
                play(s, k)
            except Exception as e:  # noqa: BLE001 - a sweep reports every kind of failure
                failed += 1
                print(k, s, type(e).__name__, str(e)[:300])
        print(k, n, "games,", failed, "failed")
