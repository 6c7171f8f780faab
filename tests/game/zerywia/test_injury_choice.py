"""Where an Injury goes when its own Blocker can move no further (ZW-INJ-04, L828: "as chosen by the
Player"), through the game's own actions with fixed dice; and an Injury with every Blocker at its
last slot (the rule option ``injury_beyond_last``)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.zerywia.actions import ChooseInjury, EndDetermination, EndTurn, Explore, RollDice
from game.zerywia.game import ZerywiaGame
from game.zerywia.hero import INSTINCT, VIGOR, WILL, lose, new_hero
from game.zerywia.injury_choice import collect
from game.zerywia.words import pending_prompt
from tests.game.zerywia.dice import Faces, nix
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()

pytestmark = pytest.mark.usefixtures("small_map")


def goryv_fights_the_chort_with_no_will_left(options=None):
    """Goryv (Vigor 5, Instinct 4, Will 3) with his Will Blocker at its last slot explores into a
    Threat whose Enemy is the Chort (Difficulty Vigor + Will); no die rolled but the Nix die."""
    setup = {"heroes": ["goryv"], **({"options": options} if options else {})}
    state = GAME.new_game(setup, 2)
    hero = state.heroes[0]
    target = f"{hero.birth}_plain"
    hero.region = f"{hero.birth}_hollows"
    assert target in fixture_map().borders[hero.region]
    state.land.tokens["murk"].pop(hero.region)
    state.enemy_deck.cards = ["chort"]
    hero.injuries[WILL], hero.value[WILL] = 3, 0
    assert hero.current_max(WILL) == 0
    GAME.apply(state, Explore(0, target, ""))
    state.rng = Faces(nix("empty"))
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))  # a Failure: Vigor and Will uncovered, a point each
    return state, hero


def test_zw_inj_04_the_player_chooses_the_attribute_a_blocked_injury_goes_to():
    state, hero = goryv_fights_the_chort_with_no_will_left()
    pend = GAME.pending(state)
    assert pend is not None and pend.player == 0 and pend.prompt == "zerywia.prompt.injury"
    # where it lies first (the default's pick: the highest maximum), then the other open Attribute
    assert GAME.legal_actions(state) == [ChooseInjury(0, VIGOR), ChooseInjury(0, INSTINCT)]
    assert GAME.current_player(state) == 0
    assert "Will" in pending_prompt(state)
    GAME.apply(state, ChooseInjury(0, INSTINCT))
    assert hero.injuries == {VIGOR: 0, INSTINCT: 1, WILL: 3}
    assert hero.value == {VIGOR: 4, INSTINCT: 3, WILL: 0}  # Vigor lost its point; Instinct's marker follows
    assert state.pending is None and state.injuries_due == []


def test_zw_inj_04_keeping_the_first_place_changes_nothing_and_a_wrong_attribute_is_refused():
    state, hero = goryv_fights_the_chort_with_no_will_left()
    with pytest.raises(IllegalAction) as no:
        GAME.apply(state, ChooseInjury(0, WILL))
    assert no.value.key == "illegal.not_allowed" or no.value.key.startswith("zerywia.refuse")
    GAME.apply(state, ChooseInjury(0, VIGOR))
    assert hero.injuries == {VIGOR: 1, INSTINCT: 0, WILL: 3} and hero.value == {VIGOR: 4, INSTINCT: 4, WILL: 0}
    assert GAME.legal_actions(state) and not any(isinstance(a, ChooseInjury) for a in GAME.legal_actions(state))


def test_zw_inj_04_a_pushed_down_marker_comes_back_when_the_injury_moves():
    h = new_hero("goryv", {VIGOR: 5, INSTINCT: 4, WILL: 3})
    h.injuries[WILL], h.value[WILL] = 3, 0
    lose(h, WILL)  # Vigor at its maximum: the Injury pushes its marker down with the Blocker
    assert h.value[VIGOR] == 4 and h.overflows == [
        {"lost": WILL, "open": [VIGOR, INSTINCT], "placed": VIGOR, "clamped": True}
    ]
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    state.heroes[0] = h
    collect(state)
    GAME.apply(state, ChooseInjury(0, INSTINCT))
    assert h.value == {VIGOR: 5, INSTINCT: 3, WILL: 0} and h.injuries == {VIGOR: 0, INSTINCT: 1, WILL: 3}


def test_zw_inj_04_the_choice_survives_a_save_and_reload():
    state, hero = goryv_fights_the_chort_with_no_will_left()
    state.rng = Rng(5)  # the fixed dice are spent: a real stream to save
    again = GAME.from_json(GAME.to_json(state))
    assert GAME.legal_actions(again) == [ChooseInjury(0, VIGOR), ChooseInjury(0, INSTINCT)]
    GAME.apply(again, ChooseInjury(0, INSTINCT))
    assert again.heroes[0].injuries[INSTINCT] == 1


def test_zw_inj_04_with_one_attribute_open_there_is_nothing_to_choose():
    h = new_hero("goryv", {VIGOR: 5, INSTINCT: 4, WILL: 3})
    for a, n in ((WILL, 3), (INSTINCT, 4)):
        h.injuries[a], h.value[a] = n, 0
    assert lose(h, WILL) == [("injury", VIGOR)] and h.overflows == []


def test_zw_inj_04_every_blocker_at_its_last_slot_loses_the_hero_by_default():
    """The rulebook is silent; the option's default reads it as a third Primal Taint (L1069)."""
    h = new_hero("goryv", {VIGOR: 1, INSTINCT: 1, WILL: 1})
    # a point, an Injury on Will, then one on each other Attribute; the fifth has nowhere to go
    assert lose(h, WILL, 5)[-2:] == [("injury_lost", WILL), ("oblivion", WILL)] and h.lost
    kept = new_hero("goryv", {VIGOR: 1, INSTINCT: 1, WILL: 1})
    kept.worn_out_lost = False  # injury_beyond_last = "none"
    assert lose(kept, WILL, 5)[-1] == ("injury_lost", WILL) and not kept.lost


def test_zw_inj_04_the_option_reaches_the_heroes_at_setup():
    state = GAME.new_game({"heroes": ["goryv"], "options": {"injury_beyond_last": "none"}}, 2)
    assert state.heroes[0].worn_out_lost is False
    assert GAME.new_game({"heroes": ["goryv"]}, 2).heroes[0].worn_out_lost is True


def test_zw_inj_04_the_turn_goes_on_after_the_choice():
    state, hero = goryv_fights_the_chort_with_no_will_left()
    GAME.apply(state, ChooseInjury(0, INSTINCT))
    assert EndTurn(0) not in GAME.legal_actions(state) or state.active == 0
    assert state.time == "noon" and state.active == -1  # the Failure ended the turn (ZW-CHAL-46)


def test_zw_inj_04_a_format_2_save_loads_with_nothing_to_place_and_its_old_reading():
    """Before format 3 an Injury with every Blocker at its last slot was not taken: an upgraded game
    keeps that reading, so its log replays as it did."""
    data = GAME.to_json(GAME.new_game({"heroes": ["goryv", "veda"]}, 2))
    data["version"] = 2
    for key in ("injuries_due", "helpers"):
        del data[key]
    for hero in data["heroes"]:
        del hero["worn_out_lost"]
    for options in (data["options"], data["setup"]["options"]):
        options.pop("injury_beyond_last", None)
    old = GAME.from_json(data)
    assert old.injuries_due == [] and old.helpers == []
    assert [h.worn_out_lost for h in old.heroes] == [False, False] and old.options["injury_beyond_last"] == "none"
