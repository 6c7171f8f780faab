"""Gods (ZW-RES-11..14, ZW-CYCLE-17/19) and Creatures (ZW-RES-15/16, ZW-CYCLE-16; AMB-41)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.zerywia import creatures, gods, powers
from game.zerywia.actions import UseCreature, UseGod
from game.zerywia.content import content
from game.zerywia.game import ZerywiaGame
from game.zerywia.offerings import gain_offering

GAME = ZerywiaGame()


def table():
    state = GAME.new_game({"heroes": ["svara", "goryv"]}, 7)
    return state, state.heroes[0]


def test_the_box_holds_six_gods_and_sixteen_creatures_with_four_devils_set_aside():
    assert len(content().gods) == 6 and "perun" in content().gods
    assert len(content().creatures) == 16 and "moth_nymph" in content().creatures
    state, _ = table()
    assert len(state.creatures) == 12 and not any(content().creatures[c].devil for c in state.creatures)


def test_zw_cycle_17_res_11_worship_costs_an_offering_and_a_second_god_sends_the_first_back():
    state, hero = table()
    hero.offerings = 2
    gods.worship(state, hero, "perun", amber=False)
    assert hero.god == "perun" and "perun" not in state.gods and hero.offerings == 1
    gods.worship(state, hero, "moroz", amber=False)
    assert hero.god == "moroz" and "perun" in state.gods


def test_zw_res_12_13_the_main_ability_needs_a_path_repeats_per_path_and_three_a_cycle():
    state, hero = table()
    hero.god, hero.offerings = "yaruna", 5  # main: restore 1 Instinct, Wild Paths
    state.gods.remove("yaruna")
    hero.value["instinct"] = 0
    assert not gods.can_use_main(state, hero)  # no Wild Path yet
    hero.paths = ["wild", "wild", "heroic"]
    powers.use(state, hero, UseGod(0, False), None, Rng(0))
    assert hero.value["instinct"] == 2  # twice: two Wild Paths
    assert hero.god_tokens == 1 and hero.offerings == 4  # the token waits on the card (ZW-CYCLE-19)
    powers.use(state, hero, UseGod(0, False), None, Rng(0))
    powers.use(state, hero, UseGod(0, False), None, Rng(0))
    assert not gods.can_use_main(state, hero)
    with pytest.raises(IllegalAction):
        gods.pay_main(state, hero)
    gods.end_of_cycle(state)
    assert hero.god_tokens == 0 and gods.can_use_main(state, hero)


def test_zw_res_01_cycle_19_offerings_on_a_god_card_count_against_the_box():
    state, hero = table()
    hero.offerings, hero.god_tokens = 10, 2
    assert gain_offering(state.heroes, state.heroes[1], 3) == 0


def test_zw_res_14_the_once_only_ability_is_free_and_returns_the_god():
    state, hero = table()
    hero.god = "perun"
    state.gods.remove("perun")
    hero.value["vigor"] = 1
    powers.use(state, hero, UseGod(0, True), None, Rng(0))
    assert hero.god == "" and "perun" in state.gods and hero.value["vigor"] == 4  # 2 Vigor and 1 of any


def test_zw_cycle_16_a_creature_of_the_regions_type_for_a_trophy_and_amb_41_it_returns_after_use():
    """ZW-RES-15, ZW-RES-16, ZW-RES-19: a Trophy draws a Creature of the Region's type at random, a Journey token of that type chooses it instead, one at a time; after its use it goes back to the Creature deck."""
    state, hero = table()
    hero.trophies = 2
    creatures.summon(state, hero, ["ruin"], "", Rng(3))
    assert content().creatures[hero.creature].terrain == "ruin" and hero.trophies == 1
    picked = hero.creature
    hero.journey_tokens = ["ruin"]
    creatures.summon(state, hero, ["ruin"], "ruin_owl" if picked != "ruin_owl" else "grave_wisp", Rng(3))
    assert hero.journey_tokens == [] and picked in state.creatures  # the old one went back
    hero.creature = "ruin_owl"
    state.creatures.remove("ruin_owl") if "ruin_owl" in state.creatures else None
    hero.value["will"] = 1
    powers.use(state, hero, UseCreature(0, False), None, Rng(0))
    assert hero.creature == "" and "ruin_owl" in state.creatures and hero.value["will"] == 2
