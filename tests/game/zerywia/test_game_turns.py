"""A hero's turn through the game's own actions (issue 9): Explore into a Threat, fight its Enemy
with fixed dice, the Threat removed, then the Region Option; a Failure ends the turn with none
(ZW-ACT-04/12/16/17, ZW-CYCLE-08)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia.actions import BuyBanner, EndDetermination, EndTurn, Explore, Rest, RollDice
from game.zerywia.game import ZerywiaGame
from tests.game.zerywia.dice import Faces, attr, nix
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()


pytestmark = pytest.mark.usefixtures("small_map")


def at_a_threat(seed=2):
    state = GAME.new_game({"heroes": ["goryv"]}, seed)
    hero = state.heroes[0]
    geo = fixture_map()
    target = f"{hero.birth}_plain"  # a plain Region: it starts with a Threat (ZW-SCEN-04)
    hero.region = f"{hero.birth}_hollows"  # next to it on the test map's ring... and Murk there
    assert target in geo.borders[hero.region] and state.land.tokens["threat"][target] == "threat"
    state.land.tokens["murk"].pop(hero.region)
    state.enemy_deck.cards = ["chort"]  # the Enemy drawn for the Threat
    state.enemy_discard.cards = [c for c in ("drowned_wretch", "upir_thrall")]
    return state, hero, target


def test_zw_act_04_16_a_beaten_threat_enemy_removes_the_token_and_the_region_option_follows():
    state, hero, target = at_a_threat()
    assert state.time == "dawn"
    GAME.apply(state, Explore(0, target, ""))
    assert hero.region == target and state.step == "challenge" and state.challenge.enemy == "chort"
    GAME.apply(state, BuyBanner(0, "leshy"))  # a Vigor die, free
    GAME.apply(state, BuyBanner(0, "harpy"))  # a Will die for 1 Will
    state.rng = Faces(nix("empty"), attr("pierce"), attr("pierce"))
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    assert target not in state.land.tokens["threat"] and state.step == "option"
    assert hero.trophies == 1 and hero.journey_tokens == []  # a Threat's Enemy gives no token (AMB-43)
    GAME.apply(state, EndTurn(0))
    assert state.time == "noon" and state.active == -1  # the only hero's turn: Dawn is over


def test_zw_act_12_17_a_lost_threat_fight_ends_the_turn_and_forbids_a_rest_there_later():
    state, hero, target = at_a_threat()
    GAME.apply(state, Explore(0, target, ""))
    state.rng = Faces(nix("empty"))
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    assert state.land.tokens["threat"][target] == "threat"
    assert state.time == "noon" and state.active == -1  # the turn ended: no Region Option
    assert "chort" in state.enemy_deck  # fed back with the Breed (ZW-CHAL-46/47)
    assert Rest(0) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction) as no:
        GAME.apply(state, Rest(0))
    assert no.value.key == "zerywia.refuse.no_rest_under_threat"


def test_zw_chal_49_51_amb_59_a_hero_in_the_region_joins_buys_in_turn_and_spends_its_action():
    from game.zerywia.actions import JoinChallenge, PassBuying

    state = GAME.new_game({"heroes": ["goryv", "veda"]}, 2)
    goryv, veda = state.heroes
    geo = fixture_map()
    target = f"{goryv.birth}_plain"
    goryv.region = veda.region = f"{goryv.birth}_hollows"
    state.land.tokens["murk"].pop(goryv.region, None)
    state.enemy_deck.cards = ["chort"]
    assert target in geo.borders[goryv.region]
    GAME.apply(state, Explore(0, target, ""))
    # Veda is elsewhere now (Goryv moved): no one to ask; put her there and ask again
    assert state.step == "challenge" and state.challenge.seats == [0]
    state2 = GAME.new_game({"heroes": ["goryv", "veda"]}, 2)
    goryv, veda = state2.heroes
    goryv.region = veda.region = target
    state2.land.tokens["threat"][target] = "threat"
    state2.enemy_deck.cards = ["chort"]
    GAME.apply(state2, Explore(0, target, ""))
    assert state2.step == "join" and GAME.legal_actions(state2) == [JoinChallenge(1, True), JoinChallenge(1, False)]
    GAME.apply(state2, JoinChallenge(1, True))
    ch = state2.challenge
    assert ch.seats == [0, 1] and sum(d.kind == "nix" for d in ch.dice) == 2  # one base die per hero
    # one die at a time, in turn: Goryv, then Veda
    assert all(a.player == 0 for a in GAME.legal_actions(state2))
    GAME.apply(state2, BuyBanner(0, "leshy"))
    assert all(a.player == 1 for a in GAME.legal_actions(state2))
    GAME.apply(state2, PassBuying(1))
    GAME.apply(state2, PassBuying(0))
    assert GAME.legal_actions(state2) == [RollDice(0)]
    state2.rng = Faces(nix("empty"), nix("empty"), attr("pierce"))
    GAME.apply(state2, RollDice(0))
    GAME.apply(state2, EndDetermination(0))  # a Failure (no Will die): the turn ends at once
    # both heroes' Actions are spent (Veda's went into the fight): Dawn is over for the table
    assert state2.active == -1 and state2.time == "noon" and state2.acted == []
