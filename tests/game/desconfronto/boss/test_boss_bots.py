"""Bots play whole Boss fights (DC-BOSS-01..24 together): 100 random-bot and 100 greedy-bot fights for
1-4 players, every hero, with the fuzzer's checks after every action (invariants, card conservation,
declared events) and a JSON round trip and replay at the end."""

from __future__ import annotations

import pytest

from game.ai.fuzz import play_one
from game.desconfronto import GAME
from game.desconfronto.roster import playable_heroes


def _setups(count: int) -> list[tuple[dict, int]]:
    order = playable_heroes()
    out = []
    for seed in range(count):
        n = 1 + seed % 4
        heroes = [order[(seed + k * 3) % len(order)] for k in range(n)]
        out.append(({"mode": "boss", "players": n, "heroes": heroes}, seed))
    return out


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_dc_boss_bots_play_100_boss_fights_with_invariants_after_every_action(bot):
    failures = []
    results = set()
    for setup, seed in _setups(100):
        steps, failure = play_one(GAME, setup, seed, bot)
        if failure is not None:
            failures.append(str(failure))
        assert steps > 0
    assert failures == []
    del results


def test_dc_boss_a_fight_ends_won_or_lost():
    from game.ai.bots import make_bot
    from game.core.session import Session

    seen = set()
    for setup, seed in _setups(12):
        s = Session.new(GAME, setup, seed)
        bot = make_bot("greedy", seed)
        for _ in range(GAME.max_steps(setup)):
            if GAME.is_over(s.state) is not None:
                break
            s.apply(bot.choose_for(s))
        over = GAME.is_over(s.state)
        assert over is not None and over.result in ("won", "lost")
        seen.add(over.result)
    assert "lost" in seen


def test_dc_boss_refusal_is_none_exactly_for_the_legal_boss_actions():
    """The one legality check and the enumeration agree on the Boss mat's actions (DC-BOSS-05/07/16/18),
    on the states of random fights."""
    from game.ai.bots import make_bot
    from game.core.session import Session
    from game.desconfronto.boss_moves import GiveUpTurn, MoveTo, StrikeSpot

    for setup, seed in _setups(16):
        s = Session.new(GAME, setup, seed)
        bot = make_bot("random", seed)
        for _ in range(300):
            st = s.state
            if GAME.is_over(st) is not None:
                break
            legal = GAME.legal_actions(st)
            for a in legal:
                assert GAME.rule_refusal(st, a) is None, a
            p = st.active_hero
            spots = ["altar", "fire", "water", "earth", "thunder", "crystal0", "crystal1", "nowhere"]
            hand = st.heroes[p].hand
            tried = [MoveTo(p, x) for x in spots] + [GiveUpTurn(p), GiveUpTurn((p + 1) % len(st.heroes))]
            tried += [StrikeSpot(p, c, sac) for c in [*hand, "artan.sentinel#1"] for sac in (False, True)]
            for a in tried:
                assert (GAME.rule_refusal(st, a) is None) == (a in legal), a
            s.apply(bot.choose_for(s))
