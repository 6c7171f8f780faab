"""Solo rules (DC-SOLO-01..04) and difficulty levelling (DC-DIFF-01..04)."""

from __future__ import annotations

from game.core.session import Session
from game.desconfronto import GAME
from game.desconfronto.actions import Pass
from game.desconfronto.creatures import CREATURES
from game.desconfronto.recovery import restore_solo_deck
from game.desconfronto.setup import level_tiers

from .helpers import session, set_hand, stack_creature_deck


def test_dc_diff_01_fewer_players_remove_the_highest_tiers_keeping_one():
    assert level_tiers([1, 1, 2, 3], 2) == ([1, 1], 7)
    assert level_tiers([3, 3, 3], 1) == ([3], 9)
    assert level_tiers([2], 1) == ([2], 2)


def test_dc_diff_02_more_players_add_the_highest_tier():
    assert level_tiers([1, 2, 2, 3], 6) == ([1, 2, 2, 3, 3, 3], 8)


def test_dc_diff_03_04_worked_example_tier_changes_move_the_spoils():
    # 3 players, 2xT3 + T2 + T1, card spoils 8: one T3 removed; lowering to T1 costs 3 fragments.
    assert level_tiers([3, 3, 2, 1], 3, shift=-2, base_spoils=8) == ([1, 1, 1], 5)
    assert level_tiers([1, 1, 2, 3], 4, shift=1) == ([2, 2, 3, 3], 10)


def test_dc_solo_02_solo_faces_one_creature_of_the_lowest_tier():
    s = Session.new(GAME, {"players": 1, "heroes": ["tesser"], "tiers": [1, 2, 3, 3]}, 5)
    assert len(s.state.creatures) == 1
    assert CREATURES[s.state.creatures[0].creature].tier == 1


def test_dc_solo_03_previous_and_next_hero_means_you_twice():
    s = session(["tesser"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    stack_creature_deck(st, "pincer")  # purified -> "the previous and the next hero"
    st.forced = ["purified", "hit1", "hit1", "hit1", "hit1", "hit1"]
    events = s.apply(Pass(0))
    hits = [e for e in events if e.kind == "dc.hit"]
    assert len(hits) == 2 and st.heroes[0].vigor == 4


def test_dc_solo_01_04_deck_restored_and_used_signatures_recharge_a_combat():
    st = session(["tesser"], ["bicudo"], seed=2).state
    h = st.heroes[0]
    set_hand(st, 0, [])
    h.discard.cards = [h.draw.cards.pop(), "tesser.purify#1"]
    if "tesser.purify#1" in h.draw.cards:
        h.draw.cards.remove("tesser.purify#1")
    restore_solo_deck(st, 0)
    assert h.removed == ["tesser.purify#1"] and len(h.hand) == 5 and len(h.discard) == 0
    assert len(h.hand) + len(h.draw) == 19
    restore_solo_deck(st, 0)  # after sitting out one combat it comes back
    assert h.removed == [] and len(h.hand) + len(h.draw) == 20


def test_setup_normalisation_is_idempotent_and_refuses_bad_values():
    import pytest

    setup = {
        "players": 2,
        "heroes": ["tesser", "pharanor"],
        "tiers": "1,2,3",
        "tier_shift": -1,
        "abilities": {"tesser": ["always_shield"]},
        "options": {"poison_stack_turns": 3},
    }
    once = GAME.normalize_setup(setup)
    assert GAME.normalize_setup(once) == once
    assert once["options"]["poison_stack_turns"] == 3 and once["options"]["creature_inversion"] is True
    bad = [
        {"players": 0},
        {"players": 2, "heroes": ["tesser"]},
        {"players": 2, "heroes": ["tesser", "tesser"]},
        {"players": 1, "heroes": ["nobody"]},
        {"players": 1, "heroes": ["tesser"], "tiers": [4]},
        {"players": 1, "heroes": ["tesser"], "tier_shift": 3},
        {"players": 1, "heroes": ["tesser"], "creatures": ["dragon"]},
        {"players": 1, "heroes": ["tesser"], "options": {"no_such_rule": 1}},
        {"players": 1, "heroes": ["tesser"], "options": {"poison_stack_turns": 2}},
        {"mode": "sandbox"},
    ]
    for b in bad:
        with pytest.raises(ValueError):
            GAME.normalize_setup(b)
