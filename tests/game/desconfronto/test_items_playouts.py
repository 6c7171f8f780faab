"""Bots play combats with the new content: every hero with their Legendary Weapon, Personal Artifact,
shop items in the bag and their Elder in the deck; invariants and card conservation after every action
(DC-ITEM-*, DC-ELD-*, DC-HERO-GEN-01)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.ai.bots import make_bot
from game.ai.fuzz import play_one
from game.core.session import Session
from game.desconfronto import GAME, elders
from game.desconfronto.content import HEROES
from game.desconfronto.items import SHOP_STOCK, artifacts_of

TABLES = [[h] for h in sorted(HEROES)] + [
    ["artan", "fildon", "gelien", "kandra"],
    ["marzak", "pharanor", "tainara", "tesser"],
]
SHOP = sorted(set(SHOP_STOCK))


def _setup(heroes, seed):
    bag = {h: [*artifacts_of(h), SHOP[(seed + i) % len(SHOP)], SHOP[(seed + 3 * i + 1) % len(SHOP)]]
           for i, h in enumerate(heroes)}  # fmt: skip
    return {"mode": "skirmish", "players": len(heroes), "heroes": heroes, "tiers": [1, 2, 2, 3], "items": bag}


@pytest.mark.parametrize("heroes", TABLES, ids=["-".join(t) for t in TABLES])
def test_bots_play_with_weapons_artifacts_and_shop_items(heroes):
    """The fuzzer's own loop (invariants, conservation, JSON round trip, replay) with full bags."""
    for seed in range(6):
        for kind in ("random", "greedy"):
            _, failure = play_one(GAME, _setup(heroes, seed), seed, kind)
            assert failure is None, failure


@pytest.mark.parametrize("heroes", TABLES, ids=["-".join(t) for t in TABLES])
def test_bots_play_with_elders_in_the_deck(heroes):
    """DC-ELD-01..03: with every hero's Elder granted, played Elders keep the zones whole."""
    played = 0
    for seed in range(8):
        setup = {**_setup(heroes, seed), "creatures": ["void_spider", "blood_reaver", "frost_giant"]}
        setup.pop("tiers")
        s = Session.new(GAME, setup, seed)
        for seat in range(len(heroes)):
            elders.grant_elder(s.state, seat)
            h = s.state.heroes[seat]
            (card,) = elders.elder_cards(h.hero)
            h.draw.cards.remove(card)  # in hand from the start, so that the bots meet it
            h.hand.append(card)
        mine = {c for h in heroes for c in elders.elder_cards(h)}
        expected = Counter(GAME.card_ids(s.state))
        bot = make_bot("greedy" if seed % 2 else "random", seed)
        steps = 0
        while GAME.is_over(s.state) is None and steps < 3000:
            for e in s.apply(bot.choose_for(s)):
                played += e.kind == "dc.elder_spirit"
            steps += 1
            assert Counter(GAME.card_ids(s.state)) == expected
            assert GAME.check_invariants(s.state) == []
            for h in s.state.heroes:
                for c, _ in h.shields:
                    assert c not in mine or c.startswith(h.hero + ".")  # an Elder shields its summoner
        final = GAME.to_json(s.state)
        assert GAME.to_json(GAME.from_json(final)) == final
    assert played > 0  # the bots did summon
