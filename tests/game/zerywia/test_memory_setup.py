"""The Memory of the World's setup and the scenario choice (ZW-SCEN-13..16), the Solo hero's extra
Saga card as a choice (ZW-SCEN-02), old saves loading as the Path."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.core.serial import to_json
from game.zerywia.actions import ChooseSaga, Explore, PassTime
from game.zerywia.content import content
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.saga_growth import available_basics, decks
from game.zerywia.scenarios import MEMORY, PATH, is_memory
from game.zerywia.setup import scenario_cards, setup_fields
from game.zerywia.state import ZerywiaState

GAME = ZerywiaGame()
MEMORY_BREEDS = ("fiends", "nightmares", "scorned", "drowners", "vilas", "rotfiends", "upirs")


def memory(heroes=("svara", "goryv"), seed=4) -> ZerywiaState:
    return GAME.new_game({"heroes": list(heroes), "scenario": MEMORY}, seed)


def test_the_new_game_screen_offers_the_scenario_with_the_path_as_default():
    field = next(f for f in setup_fields() if f.key == "scenario")
    assert [v for v, _ in field.choices] == [PATH, MEMORY] and field.default == PATH
    assert GAME.normalize_setup({"players": 2, "hero1": "veda", "hero2": "dalbor", "scenario": MEMORY})["scenario"] == MEMORY
    assert GAME.normalize_setup({"heroes": ["veda"]})["scenario"] == PATH


def test_zw_scen_14_15_heroes_start_at_the_exis_temple_ughmor_at_frozen_debris():
    state, geo = memory(), current()
    for hero in state.heroes:
        assert hero.region == geo.special_region(hero.birth, "exis_temple")
    assert state.herald == "frozen_debris" and geo.thymor_of["frozen_debris"] == "ystoi_cradles"


def test_zw_scen_15_murk_on_primesource_shroud_hollows_and_threat_on_the_plain_regions_only():
    state, geo = memory(), current()
    for region in geo.thymor_of:
        kind = geo.special.get(region)
        assert (region in state.land.tokens["murk"]) == (kind in ("primesource", "shroud", "hollows")), region
        assert (region in state.land.tokens["threat"]) == (kind is None), region  # Strongholds empty
    for hero in state.heroes:  # the goal's Regions start clean (AMB-38)
        for kind in ("cradle", "exis_temple"):
            r = geo.special_region(hero.birth, kind)
            assert r not in state.land.tokens["murk"] and r not in state.land.tokens["threat"]


def test_zw_scen_16_enemy_and_breed_decks_from_the_seven_breeds_by_the_single_double_rule():
    state = memory()
    enemies = content().enemies
    deck, breed = sorted(state.enemy_deck.cards), sorted(state.breed_deck.cards)
    assert {enemies[c].breed for c in deck + breed} <= set(MEMORY_BREEDS)
    for b in MEMORY_BREEDS:
        cards = [e for e in enemies.values() if e.breed == b]
        singles = {e.id for e in cards if e.value == 1}
        doubles = [e.id for e in cards if e.value == 2]
        assert singles <= set(deck) and not singles & set(breed)
        assert sum(c in deck for c in doubles) == min(1, len(doubles))  # one double per breed
        assert sorted(c for c in doubles if c in breed) == sorted(doubles[1:])
    assert {enemies[c].breed for c in deck} >= {"nightmares", "vilas"}  # the Memory's own breeds


def test_zw_scen_16_a_breed_with_no_cards_gives_nothing_rather_than_failing():
    assert scenario_cards(("no_such_breed",)) == ([], [])
    assert scenario_cards(("fiends", "no_such_breed")) == scenario_cards(("fiends",))


def test_the_path_is_unchanged_cradle_start_and_threat_on_the_strongholds():
    state, geo = GAME.new_game({"heroes": ["svara", "veda"]}, 4), current()
    assert not is_memory(state) and state.herald == "chasm"
    assert all(h.region == geo.special_region(h.birth, "cradle") for h in state.heroes)
    assert all(geo.special_region(t, "stronghold") in state.land.tokens["threat"] for t in geo.thymors)


def test_an_old_save_without_a_scenario_loads_as_the_path_with_its_fixed_solo_card():
    """A format-1 state (issue 9) reads as the Path, and a Solo setup of then keeps Borovil's Heart
    without a choice, so its action log replays move for move."""
    state = GAME.new_game({"heroes": ["goryv"]}, 4)  # an old setup: no "scenario"
    assert state.pending is None and state.heroes[0].reserve == ["borovils_heart"]
    data = to_json(state)
    for key in ("pending", "nix_todo", "to_threat", "after_attack"):
        del data[key]
    data["setup"] = {k: v for k, v in data["setup"].items() if k not in ("scenario", "solo_extra")}
    old = GAME.from_json(data)
    assert not is_memory(old) and old.pending is None and old.nix_todo == []
    assert old.setup == state.setup and GAME.to_json(old) == GAME.to_json(state)
    assert GAME.legal_actions(old) == GAME.legal_actions(state)
    assert GAME.format_version == 6  # 5: the player's picks (picks.py); 6: ZW-INJ-04 and ZW-ACT-18 as printed


def test_zw_scen_02_the_solo_hero_chooses_its_extra_basic_saga_card_before_the_first_action():
    state = GAME.new_game({"heroes": ["goryv"], "scenario": PATH}, 2)
    own = content().heroes["goryv"].sagas
    legal = GAME.legal_actions(state)
    assert legal and all(isinstance(a, ChooseSaga) for a in legal)  # asked before anything else
    offered = [a.card for a in legal]
    assert "amber_heart" in offered and not set(own) & set(offered)
    assert offered == available_basics(state.heroes)  # the Basic cards no hero owns (ZW-HERO-39)
    pend = GAME.pending(state)
    assert pend is not None and pend.player == 0 and pend.prompt == "zerywia.prompt.solo_saga"
    with pytest.raises(IllegalAction):
        GAME.apply(state, ChooseSaga(0, own[0]))  # a card of its own set is not offered
    with pytest.raises(IllegalAction):
        GAME.apply(state, PassTime(0))
    GAME.apply(state, ChooseSaga(0, "amber_heart"))
    assert state.heroes[0].reserve == ["amber_heart"] and state.pending is None
    assert any(isinstance(a, Explore) for a in GAME.legal_actions(state))


def test_zw_scen_02_a_table_of_two_has_no_solo_choice_and_the_memory_solo_has_it_too():
    assert GAME.new_game({"heroes": ["goryv", "veda"], "scenario": PATH}, 2).pending is None
    assert memory(("veda",)).pending is not None
    assert all(h.reserve == [] for h in GAME.new_game({"heroes": ["goryv", "veda"]}, 2).heroes)


def test_zw_scen_13_each_starting_basic_card_and_the_personal_saga_begin_their_story():
    state = memory(("svara", "goryv"))
    for hero in state.heroes:
        growing = {d.saga for d in decks(hero)}
        for card in hero.prepared:
            saga = next((d.id for d in content().decks.values() if d.kind == "basic" and d.basic == card), None)
            assert saga is None or saga in growing, (hero.hero, card)
        personal = next(d.id for d in content().decks.values() if d.kind == "personal" and d.hero == hero.hero)
        assert personal in growing
    assert max(len(decks(h)) for h in state.heroes) == 4  # beyond the 3-deck limit at setup (AMB-37a)
    solo = memory(("veda",))
    before = len(decks(solo.heroes[0]))
    card = next(c for c in solo.pending["cards"] if any(d.basic == c and d.kind == "basic" for d in content().decks.values()))
    GAME.apply(solo, ChooseSaga(0, card))
    assert len(decks(solo.heroes[0])) == before + 1  # the Solo card's Story begins too
    path = GAME.new_game({"heroes": ["svara", "goryv"]}, 4)
    assert all(len(decks(h)) == 1 for h in path.heroes)  # the Path starts only the Personal Saga
