"""The Herald's Attack (herald_attack.py; L1167-L1171): a random Attack card faced as a Challenge,
1 base Nix die outside the Epic Battle, an Offering on a Success, the card back in the deck, several
heroes one after another in the order the table picks — played through the game's own actions."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia import herald_attack
from game.zerywia.actions import BuyBanner, EndDetermination, FaceAttack, PlaceMurk, RollDice
from game.zerywia.challenge import NIX
from game.zerywia.content import content
from game.zerywia.cycle import FLOW
from game.zerywia.game import ZerywiaGame
from tests.game.zerywia.dice import Faces, attr, nix
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()
pytestmark = pytest.mark.usefixtures("small_map")


def attacked(heroes=("goryv",), seed=2, card="whisper_of_nix"):
    state = GAME.new_game({"heroes": list(heroes)}, seed)
    herald_attack.setup_deck(state)
    events = []
    herald_attack.start(state, fixture_map(), 0, events, card=card)
    state.herald_deck.cards.remove(card)  # ``card=`` skips the draw: take it out as a draw would
    return state, state.heroes[0], events


def test_zw_scen_29_outside_the_battle_an_attack_has_one_base_nix_die():
    """AMB-51: the normal single base die outside the Epic Battle."""
    state, hero, events = attacked()
    ch = state.challenge
    assert ch is not None and ch.enemy == "whisper_of_nix" and ch.difficulty == ["will", "instinct"]
    assert not state.land.affected_by_murk(hero.region)  # the Cradle: no Murk die
    assert [d.kind for d in ch.dice] == [NIX]  # AMB-51: the normal single die
    assert (state.active, state.step, state.context) == (0, "challenge", herald_attack.CONTEXT)
    assert events[0].kind == "zerywia.herald.attack" and events[0].data == {"seat": 0, "card": "whisper_of_nix"}


def test_zw_scen_29_inside_the_battle_the_same_card_has_two():
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    herald_attack.start(state, fixture_map(), 0, [], card="frost_grip", nix_base=2)
    assert [d.kind for d in state.challenge.dice] == [NIX, NIX]


def test_zw_scen_27_a_success_gives_an_offering_and_the_card_goes_back_in_the_deck():
    state, hero, _ = attacked()
    assert len(state.herald_deck) == 9
    enemies = list(state.enemy_deck)
    GAME.apply(state, BuyBanner(0, "harpy"))  # Will, for 1 Will
    GAME.apply(state, BuyBanner(0, "protective_rhizome"))  # Instinct, for 1 Instinct
    state.rng = Faces(nix("empty"), attr("pierce"), attr("pierce"))
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    assert hero.offerings == 1 and hero.trophies == 0  # an Offering, no Trophy (L1169)
    assert sorted(state.herald_deck) == sorted(content().attack_deck("ughmor"))  # back in (L1171)
    assert state.challenge is None and (state.active, state.step, state.context) == (-1, "", "")
    assert list(state.enemy_deck) == enemies and 0 not in state.acted  # not the hero's Action


def test_zw_scen_27_a_failure_costs_points_gives_nothing_and_does_not_feed_the_breed():
    state, hero, _ = attacked()
    before = dict(hero.value)
    breed = list(state.breed_deck)
    state.rng = Faces(nix("hit"))
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    assert hero.offerings == 0
    # both symbols uncovered (a Will and an Instinct), then the Hit's Will
    assert hero.value["will"] == before["will"] - 2 and hero.value["instinct"] == before["instinct"] - 1
    assert list(state.breed_deck) == breed  # an Attack card is not an Enemy (L815)
    assert len(state.herald_deck) == 10


def test_zw_scen_28_two_heroes_attacked_face_their_cards_in_the_order_the_table_picks():
    """AMB-33: each faces their own card, one at a time, in the order the players choose; then Nix's
    Phase goes on."""
    state = GAME.new_game({"heroes": ["goryv", "svara"]}, 3)
    events = []
    FLOW.goto(state, ("nix",), events)  # Nix's Phase: the Herald's Activation
    state.chain, state.to_place = None, []
    state.heroes[1].region = state.heroes[0].region
    herald_attack.setup_deck(state)
    herald_attack.attack(state, fixture_map(), [0, 1], events)
    assert state.active == -1 and GAME.legal_actions(state) == [FaceAttack(0, 0), FaceAttack(0, 1)]
    GAME.apply(state, FaceAttack(0, 1))  # Svara first
    assert state.active == 1 and state.challenge.seats == [1] and state.herald_queue == [0]
    state.rng = Faces(nix("empty"))
    GAME.apply(state, RollDice(1))
    GAME.apply(state, EndDetermination(1))
    assert state.active == 0 and state.challenge.seats == [0]  # the last one starts at once
    assert len(state.herald_deck) == 9  # Svara's card went back before Goryv drew
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    assert state.cycle == 2 and FLOW.leaf(state).name == "dawn"  # the Nix Phase went on and ended
    assert GAME.check_invariants(state) == []


def test_a_hero_not_waiting_cannot_be_picked_and_a_removed_hero_is_not_attacked():
    state = GAME.new_game({"heroes": ["goryv", "svara"]}, 3)
    state.heroes[1].lost = True
    herald_attack.attack(state, fixture_map(), [0, 1], [])
    assert state.active == 0 and state.herald_queue == []
    with pytest.raises(IllegalAction):
        herald_attack.face(state, fixture_map(), 1, [])
    assert PlaceMurk not in {type(a) for a in GAME.legal_actions(state)}
