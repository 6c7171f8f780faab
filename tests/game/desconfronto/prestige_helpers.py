"""Shared by the test_prestige_<hero>.py files: a combat with a Specialization granted at the start,
and random-bot combats with it, invariants checked after every action."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.ai.bots import make_bot
from game.core.session import Session
from game.desconfronto import GAME, prestige

from .helpers import session, set_hand


def granted(heroes: list[str], creatures: list[str], subs: dict[int, str], hand: dict[int, list[str]] | None = None,
            seed: int = 7) -> Session:
    s = session(heroes, creatures, seed=seed)
    for seat, sub in subs.items():
        prestige.grant_subclass(s.state, seat, sub)
    for seat, cards in (hand or {}).items():
        set_hand(s.state, seat, cards)
    return s


def bot_combats(hero: str, sub: str, games: int = 50, partners: tuple[str, ...] = ("tesser",)) -> int:
    """Random-bot combats with ``sub`` granted before the first action; returns the actions played.
    A failure (crash, broken invariant, a card lost or doubled) raises with its seed and step."""
    steps = 0
    for seed in range(1, games + 1):
        line_up = [hero, *partners[: seed % (len(partners) + 1)]]
        setup: dict[str, Any] = {"mode": "skirmish", "players": len(line_up), "heroes": line_up}
        s = Session.new(GAME, setup, seed)
        prestige.grant_subclass(s.state, 0, sub)
        expected = Counter(GAME.card_ids(s.state))
        bot = make_bot("random", seed ^ 0x5EED)
        limit = GAME.max_steps(s.setup)
        step = 0
        while GAME.is_over(s.state) is None:
            assert step < limit, f"seed {seed}: no end within {limit} steps"
            assert GAME.legal_actions(s.state), f"seed {seed} step {step}: no legal action"
            s.apply(bot.choose_for(s))
            step += 1
            bad = GAME.check_invariants(s.state)
            assert not bad, f"seed {seed} step {step}: {bad}"
            assert Counter(GAME.card_ids(s.state)) == expected, f"seed {seed} step {step}: cards changed"
            if step % 25 == 0:  # a save taken now (a Specialization's choice open, say) loads the same
                saved = GAME.to_json(s.state)
                assert GAME.to_json(GAME.from_json(saved)) == saved, f"seed {seed} step {step}: JSON round trip"
        steps += step
    return steps
