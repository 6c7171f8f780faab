"""Seeded random Skirmish playouts: every game ends, invariants hold (Vigor in 0..max, token caps,
Corruption/Purification <= 6), cards are conserved, JSON round trips, and a replay reproduces the game."""

from __future__ import annotations

from collections import Counter

import pytest

from game.ai.bots import GreedyBot, RandomBot
from game.core.session import Session
from game.desconfronto import GAME

VARIANTS = GAME.setup_variants()


def play(setup, seed, check_json=False, bot_cls=RandomBot):
    s = Session.new(GAME, setup, seed)
    bot = bot_cls(seed)
    cards = Counter(GAME.card_ids(s.state))
    assert max(cards.values()) == 1
    steps = 0
    while s.is_over() is None:
        legal = GAME.legal_actions(s.state)
        assert legal, "no legal action although the game is not over"
        s.apply(bot.choose(GAME, s.state))
        steps += 1
        assert steps < GAME.max_steps(setup)
        assert GAME.check_invariants(s.state) == []
        assert Counter(GAME.card_ids(s.state)) == cards
        if check_json:
            data = GAME.to_json(s.state)
            assert GAME.to_json(GAME.from_json(data)) == data
    return s


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_random_playouts_of_every_setup_variant_end_with_invariants(variant):
    for seed in range(15):
        play(VARIANTS[variant], seed)


def test_json_round_trip_and_replay_reproduce_the_game():
    setup = {"mode": "skirmish", "players": 2, "heroes": ["tesser", "pharanor"], "tiers": "2,2,3,3"}
    s = play(setup, 42, check_json=True)
    again = Session.replay(GAME, s.setup, 42, s.actions)
    assert again.state_hash() == s.state_hash()
    assert GAME.is_over(again.state) == s.is_over()


def test_action_log_round_trips_through_json():
    s = play(GAME.default_setup(), 9)
    back = [GAME.action_from_json(GAME.action_to_json(a)) for a in s.actions]
    assert back == s.actions


def test_greedy_bot_finishes_a_skirmish():
    s = play({"players": 1, "heroes": ["tesser"], "tiers": [2]}, 3, bot_cls=GreedyBot)
    assert s.is_over() is not None


def test_every_action_is_described_in_both_languages():
    from game.core import i18n

    s = Session.new(GAME, {"players": 2, "heroes": ["pharanor", "tesser"]}, 4)
    for lang in ("en", "pt_BR"):
        i18n.set_language(lang)
        try:
            for a in GAME.legal_actions(s.state):
                text = GAME.describe_action(s.state, a)
                assert "dc." not in text and "{" not in text
        finally:
            i18n.set_language("en")


def test_fast_legality_check_agrees_with_the_enumeration():
    from dataclasses import replace

    from game.desconfronto.actions import ChooseTarget, DrawCard, Pass, TakeHit, UseShield
    from game.desconfronto.refusals import is_legal

    refs = ["h0", "h1", "c0", "c1", "c2", "c9", "", "fire"]
    for seed in range(12):
        s = Session.new(GAME, {"players": 2, "heroes": ["pharanor", "tesser"], "tiers": "1,1,2,2"}, seed)
        bot = RandomBot(seed)
        while s.is_over() is None:
            st = s.state
            legal = GAME.legal_actions(st)
            probes = list(legal)
            for a in legal:
                for field, value in (
                    ("player", 1 - a.player),
                    ("target", "c9"),
                    ("target", "h0"),
                    ("target", ""),
                    ("card", "pharanor.speed#1"),
                    ("card", "tesser.purify#1"),
                ):
                    if hasattr(a, field):
                        probes.append(replace(a, **{field: value}))
            for p in (0, 1):
                probes += [ChooseTarget(p, r) for r in refs] + [TakeHit(p), DrawCard(p), Pass(p)]
                probes += [UseShield(p, c[0]) for h in st.heroes for c in h.shields] + [UseShield(p, "x#1")]
            for a in probes:
                assert is_legal(st, a) == (a in legal), a
            s.apply(bot.choose(GAME, st))


def test_every_event_of_a_playout_has_a_translated_log_line():
    from game.core import i18n
    from game.desconfronto.describe import event_text

    s = Session.new(GAME, {"players": 2, "heroes": ["pharanor", "tesser"], "tiers": "2,2,3,3"}, 12)
    bot = RandomBot(12)
    while s.is_over() is None:
        for e in s.apply(bot.choose(GAME, s.state)):
            for lang in ("en", "pt_BR"):
                i18n.set_language(lang)
                try:
                    line = event_text(s.state, e)
                finally:
                    i18n.set_language("en")
                assert not line.startswith("event.") and "{" not in line, (e.kind, line)


def test_setup_fields_translate_and_build_a_valid_setup():
    from game.core.i18n import catalogue

    fields = GAME.setup_fields()
    for lang in ("en", "pt_BR"):
        cat = catalogue(lang)
        for f in fields:
            assert f.label_key in cat
            assert all(key in cat for _, key in f.choices)
    setup = {f.key: f.default for f in fields}
    norm = GAME.normalize_setup(setup)
    assert norm["players"] == setup["players"] and len(norm["heroes"]) == setup["players"]


def test_saving_mid_attack_and_loading_resumes_exactly():
    """A save taken while a defence window is open resumes with the same choices and the same dice."""
    from game.desconfronto.actions import Pass, PlayCard

    from .helpers import session, set_hand, stack_creature_deck

    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=21)
    st = s.state
    set_hand(st, 0, ["pharanor.arcane_protection#1", "pharanor.speed#1"])
    set_hand(st, 1, ["tesser.heal_wounds#1"])
    stack_creature_deck(st, "ambush")
    s.apply(PlayCard(0, "pharanor.arcane_protection#1", "h0"))
    st.forced = ["hit1", "hit2"]
    s.apply(Pass(0))
    assert st.pending == {"kind": "shields", "player": 0}
    loaded = GAME.from_json(GAME.to_json(st))
    assert GAME.legal_actions(loaded) == GAME.legal_actions(st)
    for a_state in (st, loaded):
        replay_bot = RandomBot(5)
        while GAME.is_over(a_state) is None:
            GAME.apply(a_state, replay_bot.choose(GAME, a_state))
    assert GAME.to_json(loaded) == GAME.to_json(st)


def test_playouts_with_every_ability_of_pharanor_and_tesser():
    from game.desconfronto.content import HEROES

    abilities = {h: [s.id for s in HEROES[h].skills] for h in ("pharanor", "tesser")}
    for seed in range(20):
        setup = {"players": 2, "heroes": ["pharanor", "tesser"], "tiers": "2,2,3,3", "abilities": abilities}
        assert all(h.level == 6 for h in GAME.new_game(setup, seed).heroes)
        play(setup, seed)
