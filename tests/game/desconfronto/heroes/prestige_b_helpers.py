"""Random-bot combats with a Specialization granted at the start (Marzak, Pharanor, Tainara, Tesser)."""

from __future__ import annotations

from collections import Counter

from game.ai.bots import make_bot
from game.ai.fuzz import undeclared
from game.core.rng import Rng
from game.core.session import Session
from game.desconfronto import GAME, prestige
from game.desconfronto.roster import playable_heroes


def lineup(hero: str, seed: int) -> list[str]:
    """``hero`` in seat 0 and 0-3 random companions (so allies exist for the cards aimed at them)."""
    rng = Rng(seed * 7919 + 3)
    others = [h for h in playable_heroes() if h != hero]
    n = rng.below(4)
    picked: list[str] = []
    while len(picked) < n:
        h = others[rng.below(len(others))]
        if h not in picked:
            picked.append(h)
    return [hero, *picked]


def random_combats(hero: str, subclass: str, games: int = 50, first_seed: int = 1) -> dict[str, int]:
    """Play ``games`` seeded random-bot Skirmishes with ``hero.subclass`` granted after setup; every
    action's events must be declared, every card kept in exactly one zone and the invariants hold."""
    seen: Counter[str] = Counter()
    for seed in range(first_seed, first_seed + games):
        heroes = lineup(hero, seed)
        setup = {"mode": "skirmish", "players": len(heroes), "heroes": heroes}
        session = Session.new(GAME, setup, seed)
        prestige.grant_subclass(session.state, 0, f"{hero}.{subclass}")
        expected = Counter(GAME.card_ids(session.state))
        bot = make_bot("random", seed ^ 0x5EED)
        limit = GAME.max_steps(session.setup)
        step = 0
        while GAME.is_over(session.state) is None:
            assert step < limit, f"seed {seed}: no end within {limit} steps"
            action = bot.choose_for(session)
            events = session.apply(action)
            problem = undeclared(GAME, events)
            assert not problem, f"seed {seed} step {step}: {problem}"
            for e in events:
                seen[e.kind] += 1
            got = Counter(GAME.card_ids(session.state))
            assert got == expected, f"seed {seed} step {step}: cards {got - expected} / {expected - got}"
            bad = GAME.check_invariants(session.state)
            assert not bad, f"seed {seed} step {step}: {bad}"
            step += 1
        final = GAME.to_json(session.state)
        assert GAME.to_json(GAME.from_json(final)) == final, f"seed {seed}: JSON round trip"
    return dict(seen)
