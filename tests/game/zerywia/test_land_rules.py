"""The land's rules one by one: Murk and Murkrifts in a check (ZW-ACT-29/31), a ritual done together
(ZW-ACT-36), the Hollows' Hunt (ZW-ACT-46), a Thymor under the Blackstone (ZW-BOARD-15), the terrain
Advantages (ZW-BOARD-19), the Statue turned in the first Cycle (ZW-CYCLE-04) and the tokens with no
cap (ZW-RES-20/21)."""

from __future__ import annotations

import pytest

from game.zerywia import challenge as ch_
from game.zerywia import challenge_resolve
from game.zerywia.actions import EndDetermination, JoinChallenge, Rest, RollDice, TakeOption
from game.zerywia.attribute_test import start_test
from game.zerywia.challenge import advantage_shields
from game.zerywia.dice_site import nix_site
from game.zerywia.game import ZerywiaGame
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.options import RULES
from game.zerywia.region_options import HOLLOWS_HUNT_BONUS, finish_hollows_hunt
from game.zerywia.statue import Statue, camp_attribute, fade
from tests.game.zerywia.dice import Faces, attr, nix
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()
MAXIMA = {VIGOR: 4, INSTINCT: 3, WILL: 3}


def nix_dice(ch):
    return sum(d.kind == "nix" for d in ch.dice)


@pytest.mark.usefixtures("small_map")
def test_zw_act_29_31_murk_or_a_murkrift_adds_one_nix_die_and_a_murkrift_defiles():
    state = GAME.new_game({"heroes": ["goryv", "veda"]}, 2)
    geo = fixture_map()
    region = f"{state.heroes[0].birth}_plain"
    state.land.tokens["murk"].pop(region, None)
    assert nix_site(state, geo, region)["murk_in_region"] is False
    for token in ("murk", "murkrift"):
        state.land.tokens["murk"][region] = token
        site = nix_site(state, geo, region)
        assert site["murk_in_region"] is True  # one die for the Region's one token, not two
        ch, _ = ch_.start("chort", [new_hero("goryv", MAXIMA)], ["ruin"], RULES.defaults(), **site)
        assert nix_dice(ch) == 2
        t = start_test(new_hero("goryv", MAXIMA), WILL, "easy", RULES.defaults(), **site)
        assert sum(k == "nix" for k, _ in t.dice) == 2


def at_the_temple(side="murk"):
    state = GAME.new_game({"heroes": ["goryv", "veda"]}, 2)
    goryv, veda = state.heroes
    temple = f"{goryv.birth}_exis_temple"
    goryv.region = veda.region = temple
    state.land.tokens["murk"][temple] = side
    return state, temple


def bind_together(passed: bool):
    state, temple = at_the_temple()
    GAME.apply(state, Rest(0))
    GAME.apply(state, TakeOption(0, "bind_test"))
    GAME.apply(state, JoinChallenge(1, True))
    test = state.test
    own = sum(kind != "nix" for kind, _ in test.dice)
    nix_n = sum(kind == "nix" for kind, _ in test.dice)
    first = attr("pierce") if passed else attr("empty")
    state.rng = Faces(first, *[attr("empty")] * (own - 1), *[nix("empty")] * nix_n)
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    return state, temple


@pytest.mark.usefixtures("small_map")
def test_zw_act_36_heroes_who_bind_the_murk_together_each_gain_the_offering():
    state, temple = bind_together(True)
    assert temple not in state.land.tokens["murk"]
    assert [h.offerings for h in state.heroes] == [1, 1]
    assert state.helpers == [] and GAME.check_invariants(state) == []


@pytest.mark.usefixtures("small_map")
def test_zw_act_36_a_ritual_failed_together_taints_each_of_them():
    state, temple = bind_together(False)
    assert state.land.tokens["murk"][temple] == "murk"
    assert [len(h.taints) for h in state.heroes] == [1, 1] and [h.offerings for h in state.heroes] == [0, 0]


def test_zw_act_46_the_hunt_gives_three_trophies_on_top_of_the_enemys_own():
    h = new_hero("goryv", MAXIMA)
    h.trophies = 2  # the Enemy's own, already won in the Challenge
    finish_hollows_hunt(h, True)
    assert HOLLOWS_HUNT_BONUS == 3 and h.trophies == 5
    finish_hollows_hunt(h, False)
    assert h.trophies == 5


@pytest.mark.usefixtures("small_map")
def test_zw_board_15_a_thymor_under_the_blackstone_adds_a_nix_die_and_its_camp_restores_nothing():
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    geo = fixture_map()
    north = next(t for t in geo.thymors if geo.direction[t] == "north")
    region = f"{north}_plain"
    state.land.tokens["murk"].pop(region, None)
    assert nix_site(state, geo, region)["under_blackstone"] is False
    fade(state.statue)  # the face looking North takes a Blackstone (AMB-06)
    site = nix_site(state, geo, region)
    assert site["under_blackstone"] is True and camp_attribute(state.statue, "north") is None
    ch, _ = ch_.start("chort", [new_hero("goryv", MAXIMA)], ["ruin"], RULES.defaults(), **site)
    assert nix_dice(ch) == 2


def test_zw_board_19_terrain_advantages_wilderness_instinct_mountain_vigor_ruin_will_settlement_none():
    h = new_hero("goryv", MAXIMA)
    given = {t: advantage_shields(t, [t], h) for t in ("wilderness", "mountain", "ruin", "settlement")}
    assert given == {"wilderness": [INSTINCT], "mountain": [VIGOR], "ruin": [WILL], "settlement": []}
    assert advantage_shields("wilderness", ["mountain"], h) == []  # only in its own terrain


def test_zw_cycle_03_04_the_statue_turns_in_the_first_cycle_too():
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    fresh = Statue()
    assert state.cycle == 1
    assert [state.statue.stone_towards(d) for d in ("north", "west", "south", "east")] != [
        fresh.stone_towards(d) for d in ("north", "west", "south", "east")
    ]
    assert state.statue.stone_towards("west") == fresh.stone_towards("north")  # one turn: N -> W


@pytest.mark.parametrize("extra", [1, 5])
def test_zw_res_21_runes_have_no_cap(extra):
    """AMB-67: substitutes stand in for spent Runes, so every die past three is a Rune, however many
    (the Murk and Threat supply's own limit is test_land's AMB-67 test)."""
    h = new_hero("goryv", MAXIMA)
    ch, _ = ch_.start("chort", [h], ["ruin"], RULES.defaults())
    for i in range(3 + extra):
        ch_.add_die(ch, h, WILL, f"feat:{i}")
    assert ch.runes == [WILL] * extra


def test_zw_res_20_a_rune_pierces_an_own_shield_cancels_a_loss_and_neither_outlasts_the_challenge():
    h = new_hero("goryv", MAXIMA)
    h.prepared = ["leshy", "borovils_heart"]
    ch, _ = ch_.start("chort", [h], ["ruin"], RULES.defaults())
    ch_.buy_banner(ch, h, "leshy")
    ch_.buy_banner(ch, h, "borovils_heart")  # Protect: an Instinct Shield
    ch.runes.append(WILL)  # the Will symbol covered by a Rune
    ch_.roll(ch, Faces(nix("murk"), attr("pierce"), attr("empty")))
    ch_.end_determination(ch)
    out, _ = challenge_resolve.resolve(ch, [h])
    assert out.success and out.cancelled == [("shield", INSTINCT)] and out.losses == []
    again, _ = ch_.start("chort", [h], ["ruin"], RULES.defaults())
    assert again.runes == [] and again.shields == []
