"""A hero's turn and the Journey through the game's own actions, on the small test map with fixed
dice: the Exploration Action's steps (ZW-ACT-01..10), the Journey's four turns with one Action and
one Region Option each (ZW-CYCLE-05..09), Combined Tests (ZW-TEST-14), an Incursion's Enemy
(ZW-ACT-15), the Harbour (ZW-ACT-22) and what passes between heroes (ZW-ACT-43)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia.actions import (
    EndDetermination,
    EndTurn,
    Explore,
    GiveItem,
    PassTime,
    Rest,
    RollDice,
    TakeOption,
    UseHarbour,
)
from game.zerywia.game import ZerywiaGame
from game.zerywia.state import TIMES
from tests.game.zerywia.dice import Faces, attr, nix
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()

pytestmark = pytest.mark.usefixtures("small_map")


def table(heroes=("goryv",), seed=2):
    state = GAME.new_game({"heroes": list(heroes)}, seed)
    if state.pending is not None:  # a Solo start's extra Saga card: take the first offered
        GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def clear(state, region):
    state.land.tokens["threat"].pop(region, None)
    state.land.tokens["murk"].pop(region, None)


def wild_neighbour(state, hero, wild=True):
    """A Region next to the hero's with the Wilderness among its terrains (or, ``wild`` False,
    without it: no Chort's Advantage there), cleared of tokens."""
    geo = fixture_map()
    region = next(r for r in sorted(geo.borders[hero.region]) if ("wilderness" in geo.terrains[r]) == wild)
    clear(state, region)
    clear(state, hero.region)
    return region


def test_zw_act_01_05_10_explore_moves_draws_from_the_chosen_terrain_resolves_and_discards():
    state = table()
    hero = state.heroes[0]
    geo = fixture_map()
    two = next(r for r in sorted(geo.borders[hero.region]) if len(geo.terrains[r]) == 2)
    clear(state, two)
    offered = {a.terrain for a in GAME.legal_actions(state) if isinstance(a, Explore) and a.region == two}
    assert offered == set(geo.terrains[two])  # ZW-ACT-05: the player picks the deck
    single = next(r for r in sorted(geo.borders[hero.region]) if len(geo.terrains[r]) == 1)
    clear(state, single)
    assert len([a for a in GAME.legal_actions(state) if isinstance(a, Explore) and a.region == single]) == 1
    terrain = geo.terrains[two][1]
    deck = state.decks[terrain]
    top = deck.top
    GAME.apply(state, Explore(0, two, terrain))
    assert hero.region == two and top not in deck  # moved, then drew from that deck
    while state.step not in ("option", "") and state.active == 0:  # resolve the card as it asks
        GAME.apply(state, GAME.legal_actions(state)[0])
    # the card is done: discarded (or kept as a Path), then the Option or, after a lost fight, the end
    assert top in state.discards[terrain] or top in hero.paths
    if state.active == 0:
        GAME.apply(state, EndTurn(0))
    assert state.active == -1 and state.time == "noon"


def test_zw_test_14_a_combined_test_takes_its_second_part_only_after_the_first_passes():
    """The Heart of the Thicket: a hard Instinct Test, then a hard Vigor one."""
    state = table()
    hero = state.heroes[0]
    target = wild_neighbour(state, hero)
    state.decks["wilderness"].put_top("w_deep_thicket")
    GAME.apply(state, Explore(0, target, "wilderness"))
    assert state.step == "test" and state.test.attr == "instinct" and state.tests_left == ["vigor:hard"]
    state.rng = Faces(attr("pierce"), attr("pierce"), nix("empty"))
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    assert state.step == "test" and state.test.attr == "vigor" and state.tests_left == []
    faces = [attr("empty")] * sum(k != "nix" for k, _ in state.test.dice) + [nix("empty")]
    state.rng = Faces(*faces)
    GAME.apply(state, RollDice(0))
    trophies = hero.trophies
    GAME.apply(state, EndDetermination(0))
    assert state.test is None and hero.trophies == trophies  # the whole Test failed: no reward
    assert hero.value["instinct"] == hero.printed_max["instinct"] - 1  # the card's failure: 1 Instinct


def test_zw_test_14_a_failed_first_part_skips_the_rest():
    state = table()
    hero = state.heroes[0]
    target = wild_neighbour(state, hero)
    state.decks["wilderness"].put_top("w_deep_thicket")
    GAME.apply(state, Explore(0, target, "wilderness"))
    faces = [attr("empty")] * sum(k != "nix" for k, _ in state.test.dice) + [nix("empty")]
    state.rng = Faces(*faces)
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    assert state.test is None and state.tests_left == []


def test_zw_cycle_05_06_07_08_four_turns_each_one_action_and_one_option_that_ends_the_turn():
    state = table(("goryv", "veda"))
    seen = []
    for time in TIMES:
        assert state.time == time
        seen.append(time)
        for seat in (1, 0):  # ZW-CYCLE-06: the players pick the order within a turn
            GAME.apply(state, Rest(seat))
            assert state.active == seat and state.step == "option"
            assert not any(isinstance(a, Rest) for a in GAME.legal_actions(state))  # one Action
            GAME.apply(state, EndTurn(seat))  # declining the Option ends the turn (ZW-CYCLE-08)
            assert state.active == -1 and seat in state.acted or state.time != time
    assert seen == list(TIMES) and state.time not in TIMES  # four Actions a Cycle, then the Camp


def test_zw_cycle_09_a_hero_may_pass_a_time_of_day():
    state = table(("goryv", "veda"))
    GAME.apply(state, PassTime(0))
    assert state.acted == [0] and state.time == "dawn"
    assert all(a.player == 1 for a in GAME.legal_actions(state))


def test_zw_act_15_an_incursions_enemy_is_strengthened_once_per_hero_in_the_challenge():
    state = table()
    hero = state.heroes[0]
    target = wild_neighbour(state, hero)
    state.land.tokens["threat"][target] = "incursion"
    state.enemy_deck.cards = ["drowned_wretch", "chort"]  # the Chort on top, the Wretch next
    GAME.apply(state, Explore(0, target, ""))
    ch = state.challenge
    assert state.step == "challenge" and ch.enemy == "chort" and ch.strengthen == ["drowned_wretch"]
    assert ch.difficulty == ["vigor", "will", "will", "instinct"]


def test_zw_chal_47_48_the_faced_enemy_goes_to_the_discard_and_the_challenge_is_cleared():
    state = table()
    hero = state.heroes[0]
    target = wild_neighbour(state, hero, wild=False)
    state.land.tokens["threat"][target] = "threat"
    state.enemy_deck.cards = ["chort"]
    GAME.apply(state, Explore(0, target, ""))
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if type(a).__name__ == "BuyBanner"
                           and a.card == "leshy"))
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if type(a).__name__ == "BuyBanner"
                           and a.card == "harpy"))
    state.rng = Faces(nix("empty"), attr("pierce"), attr("pierce"))
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    assert state.challenge is None and list(state.enemy_discard) == ["chort"] and state.step == "option"


def test_zw_act_22_the_harbour_moves_to_another_harbour_with_no_card_and_no_enemy():
    state = table()
    hero = state.heroes[0]
    geo = fixture_map()
    start, there = sorted(geo.harbours)[:2]
    hero.region = start
    clear(state, start)
    state.land.tokens["threat"][there] = "threat"
    decks = {t: len(p) for t, p in state.decks.items()}
    enemies = len(state.enemy_deck)
    GAME.apply(state, UseHarbour(0, there))
    assert hero.region == there and state.step == "option" and state.challenge is None
    assert {t: len(p) for t, p in state.decks.items()} == decks and len(state.enemy_deck) == enemies
    assert any(isinstance(a, (TakeOption, EndTurn)) for a in GAME.legal_actions(state))


def test_zw_act_43_items_pass_only_in_one_region_and_between_actions():
    state = table(("goryv", "veda"))
    goryv, veda = state.heroes
    item = state.item_deck.draw()
    goryv.items = [item]
    veda.region = goryv.region
    assert GiveItem(0, 1, item) in GAME.legal_actions(state)
    veda.region = next(iter(fixture_map().borders[goryv.region]))
    assert GiveItem(0, 1, item) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, GiveItem(0, 1, item))
    veda.region = goryv.region
    clear(state, goryv.region)
    GAME.apply(state, Rest(0))  # Goryv's Action under way: no trade until it ends
    with pytest.raises(IllegalAction):
        GAME.apply(state, GiveItem(0, 1, item))
    assert goryv.items == [item] and veda.items == []
