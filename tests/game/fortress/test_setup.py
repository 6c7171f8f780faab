"""Setup (HM-SET-*) and the setup dict."""

from collections import Counter

import pytest

from game.fortress.content import base_id, card_of, content
from game.fortress.setup import normalize_setup

from .helpers import GAME, fresh


def test_hm_set_13_to_17_and_21_post_setup_zones():
    """HM-SET-15, HM-SET-16, HM-SET-21: Area 8, Invasion deck 24 - 4, Box 6 after setup. (HM-SET-03, HM-SET-14)"""
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"])
    assert len(s.fortress_deck) == 46  # 54 - 8
    assert all(s.area) and len(s.area) == 8
    box_defenders = [c for c in s.box if c in content().fortress_pool]
    assert len(box_defenders) == 6
    assert len(s.invasion_deck) == 20 and all(s.battlefield) and s.invasion_discard.cards == []
    assert s.rubble == [] and s.markers == [0, 0, 0, 0]
    fortress = [*s.fortress_deck, *s.area]
    assert not any(card_of(c).initial for c in fortress)  # HM-SET-14
    assert {card_of(c).kind for c in fortress} <= {"unit", "construction"}
    assert s.active_plan == "randall.1" and s.plans == ["randall.2", "randall.3", "randall.4"]  # HM-SET-03
    assert len(GAME.card_ids(s)) == 140 and GAME.check_invariants(s) == []


def test_hm_set_07_09_starting_decks_and_hands():
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"])
    w, k = s.seats
    assert Counter(base_id(c) for c in [*w.hand, *w.deck]) == {
        "raiz": 2,
        "cristal_de_alma": 1,
        "sacrificio": 1,
    }
    assert len(w.hand) == 4 and len(w.deck) == 0  # hand 4 takes the whole 4-card deck
    assert Counter(base_id(c) for c in [*k.hand, *k.deck]) == {
        "sacrificio": 1,
        "raiz": 1,
        "cristal_de_alma": 1,
        "escravo": 1,
    }
    s2 = fresh(players=1, generals=["lorde_argos"])
    assert len(s2.seats[0].hand) == 5 and len(s2.seats[0].deck) == 2


def test_hm_turn_03_reserve_plus_resource_cards_in_hand():
    s = fresh(players=1, generals=["wargosh"])
    # Wargosh: reserve 2 Raízes + hand 2 Raiz, 1 Cristal, 1 Sacrifício
    assert s.resources == [1, 4, 1]
    s = fresh(players=1, generals=["kryssa_ruiva"])
    assert s.resources == [3, 1, 3]  # reserve 2 Cristais + 2 Sacrifícios, hand adds 1 of each


def test_hm_set_17_on_enter_effects_apply_one_at_a_time():
    # Find a seed whose first four Invaders include an on-enter effect and check it resolved.
    for seed in range(200):
        s = fresh(seed=seed)
        enters = [c for c in s.battlefield if content().invaders[base_id(c)].on_enter]
        if enters:
            expected_power = 0
            for c in s.battlefield:
                inv = content().invaders[base_id(c)]
                expected_power += dict(inv.on_enter).get("power", 0) + (inv.race == "humanos")
            mills = sum(dict(content().invaders[base_id(c)].on_enter).get("mill", 0) for c in s.battlefield)
            assert s.power == expected_power
            assert len(s.fortress_deck) == 46 - mills and len(s.rubble) == mills
            return
    pytest.fail("no seed with an on-enter Invader")


def test_amb_03_general_matching_the_adversary_is_refused_by_default():
    with pytest.raises(ValueError, match="Adversary"):
        normalize_setup({"players": 1, "adversary": "wargosh", "generals": ["wargosh"]})
    ok = normalize_setup(
        {
            "players": 1,
            "adversary": "wargosh",
            "generals": ["wargosh"],
            "options": {"forbid_general_matching_adversary": False},
        }
    )
    assert ok["generals"] == ["wargosh"]
    auto = normalize_setup({"players": 5, "adversary": "sidst"})
    assert "sidst" not in auto["generals"] and len(set(auto["generals"])) == 5


def test_hm_set_05_one_sheet_per_general_and_player_range():
    """HM-SET-19: the core refuses a table size outside 1-5."""
    with pytest.raises(ValueError, match="twice"):
        normalize_setup({"players": 2, "generals": ["craus", "craus"]})
    with pytest.raises(ValueError, match="players"):
        normalize_setup({"players": 0})
    with pytest.raises(ValueError, match="unknown rule options"):
        normalize_setup({"players": 1, "options": {"house_rule": True}})
    with pytest.raises(ValueError, match="fortress_loss"):
        normalize_setup({"players": 1, "options": {"fortress_loss": "never"}})


def test_setup_fields_per_seat_generals_build_the_setup():
    fields = {f.key: f for f in GAME.setup_fields()}
    assert fields["general_3"].visible_if == ("players", (3, 4, 5))
    setup = normalize_setup({"players": 2, "adversary": "goggh", "general_1": "sidst", "general_2": "auto"})
    assert setup["generals"][0] == "sidst" and setup["generals"][1] != "sidst"


def test_setup_variants_cover_every_adversary_and_one_to_four_players():
    pairs = {(v["adversary"], v["players"]) for v in GAME.setup_variants()}
    assert pairs == {(a, n) for a in content().adversaries for n in (1, 2, 3, 4)}


def test_d_assassina_vortex_shrinks_the_fortress_deck():
    """HM-SET-04: an Adversary's special rules change later setup steps."""
    s = fresh(adversary="d_assassina")
    assert len(s.fortress_deck) + 8 + sum(1 for c in s.rubble) == 50


def test_seats_are_general_names():
    s = fresh(players=2, generals=["barao_widmo", "craus"])
    assert GAME.seats(s) == ["Barão Widmo", "Craus"]


def test_hm_set_06_race_diversity_is_a_warning_by_default_and_can_be_enforced():
    from game.fortress.setup import race_warning

    setup = normalize_setup({"players": 2, "generals": ["wargosh", "craus"]})
    assert race_warning(setup)
    assert not race_warning(normalize_setup({"players": 2, "generals": ["wargosh", "sidst"]}))
    with pytest.raises(ValueError, match="repeat a race"):
        normalize_setup(
            {"players": 2, "generals": ["wargosh", "craus"], "options": {"same_race_generals": "enforce"}}
        )


def test_adversary_summary_shows_conditions_and_counters():
    from game.fortress.text import adversary_summary

    s = fresh(players=2)
    info = adversary_summary(s)
    assert info["name"] == "Randall dos Ventos" and "16" in info["defeat"] and "4 plans" in info["victory"]
    assert info["plans"] == "Plans left: 4" and info["plan"].startswith("Batedores nas Muralhas [3/3/3]")
    g = adversary_summary(fresh(adversary="goggh"))
    assert g["kills"] == "Invaders defeated: 0/10" and "plans" not in g


def test_new_game_screen_values_pick_the_generals():
    """The setup screen merges default_setup() with one ``general_<n>`` value per visible seat."""
    fields = GAME.setup_fields()
    values = {**GAME.default_setup(), **{f.key: f.default for f in fields}}
    values.update({"players": 2, "general_1": "craus", "general_2": "barao_widmo"})
    setup = normalize_setup(values)
    assert setup["generals"] == ["craus", "barao_widmo"]
    four = normalize_setup({**GAME.default_setup(), "players": 4})
    assert len(four["generals"]) == 4 and len(set(four["generals"])) == 4
