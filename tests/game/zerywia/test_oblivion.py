"""A hero lost to Oblivion (ZW-HERO-24, L1069): "the player can select another Hero to continue the
game. The players should find the Defiled version of the lost Hero in the Monolith Guardians Breed,
and add it to the active Enemy deck." Played through the game's own actions with fixed dice: Goryv,
every Blocker at its last slot, fails a Challenge and falls (option ``injury_beyond_last``)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction, SetupError
from game.zerywia import campaign as zc
from game.zerywia.actions import ChooseNewHero, EndDetermination, EndTurn, Explore, RollDice
from game.zerywia.content import content
from game.zerywia.formats import from_json, to_json
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.hero import ATTRIBUTES
from game.zerywia.oblivion import candidates
from game.zerywia.scenarios import SCENARIOS, scenario_id
from game.zerywia.words import action_label, event_line, pending_prompt
from tests.game.zerywia.dice import Faces, nix
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()

pytestmark = pytest.mark.usefixtures("small_map")


def goryv_falls(heroes=("goryv",), options=None, packs=None, campaign=None):
    """Goryv, worn to his last slot in every Attribute, explores into the Chort's Threat and fails:
    an Injury no Attribute can take loses him (the default reading of ``injury_beyond_last``).
    ``campaign``: a campaign's scenario setup (``zerywia.campaign.next_setup``) to play instead."""
    setup = {"heroes": list(heroes), **({"options": options} if options else {}), **({"packs": packs} if packs else {})}
    setup = {**setup, **(campaign or {})}
    state = GAME.new_game(setup, 2)
    seat = list(heroes).index("goryv")
    hero = state.heroes[seat]
    state.pending = None  # the Solo start's Saga card is asked first; it has no part here
    state.active = -1
    target = f"{hero.birth}_plain"
    hero.region = f"{hero.birth}_hollows"
    assert target in fixture_map().borders[hero.region]
    state.land.tokens["murk"].pop(hero.region, None)
    for pile in (state.enemy_deck, state.breed_deck):  # the Chort on top, every card kept
        if "chort" in pile.cards:
            pile.cards.remove("chort")
    state.enemy_deck.put_top("chort")
    for attr, shift in zip(ATTRIBUTES, (5, 4, 3), strict=True):
        hero.injuries[attr], hero.value[attr] = shift, 0
    events = GAME.apply(state, Explore(seat, target, ""))
    state.rng = Faces(nix("empty"))
    events += GAME.apply(state, RollDice(seat))
    events += GAME.apply(state, EndDetermination(seat))
    assert hero.lost
    return state, hero, events


def test_zw_hero_24_the_defiled_version_joins_the_enemy_deck_at_once():
    state, hero, events = goryv_falls()
    card = content().hostile_version("goryv")
    assert card is not None and card in state.enemy_deck.cards
    assert state.defiled == [card] and state.fallen == ["goryv"]
    line = next(event_line(state, e) for e in events if e.kind == "zerywia.hero.defiled_joins")
    assert line is not None and "Goryv" in line
    assert GAME.check_invariants(state) == []  # the Enemy cards are conserved with it


def test_zw_hero_24_a_lone_lost_hero_has_not_lost_the_game_while_its_player_may_take_on_another():
    state, hero, _ = goryv_falls()
    assert GAME.is_over(state) is None
    if state.active >= 0:  # the fallen hero's turn ends first: the choice waits for it
        assert state.pending is None
        GAME.apply(state, EndTurn(0))
    pend = GAME.pending(state)
    assert pend is not None and pend.player == 0 and pend.prompt == "zerywia.prompt.new_hero"
    assert "Goryv" in pending_prompt(state)
    free = ["svara", "veda", "dalbor", "hexdrinker"]
    assert GAME.legal_actions(state) == [*(ChooseNewHero(0, h) for h in free), ChooseNewHero(0, "")]
    assert action_label(state, ChooseNewHero(0, "veda")) == "Play on with Veda"


def test_zw_hero_24_the_new_hero_enters_as_at_setup_on_the_players_birth_thymor():
    state, lost, _ = goryv_falls()
    lost.items = []
    if state.active >= 0:
        GAME.apply(state, EndTurn(0))
    events = GAME.apply(state, ChooseNewHero(0, "veda"))
    veda = state.heroes[0]
    data = content().heroes["veda"]
    start = SCENARIOS[scenario_id(state.setup)].start
    assert veda.hero == "veda" and not veda.lost and veda.seat == 0 and veda.birth == lost.birth
    assert veda.region == current().special_region(lost.birth, start)
    assert veda.value == data.maxima.model_dump() and veda.prime == 3
    assert veda.prepared == list(data.sagas) and veda.story == content().first_story("veda").id
    assert any(e.kind == "zerywia.hero.new_hero" for e in events)
    assert GAME.is_over(state) is None and GAME.check_invariants(state) == []
    assert candidates(state) == ["svara", "dalbor", "hexdrinker"]  # Goryv is never offered again
    assert GAME.legal_actions(state)  # the table plays on


def test_zw_hero_24_no_new_hero_leaves_the_seat_out_and_a_table_all_lost_has_lost():
    state, _, _ = goryv_falls()
    if state.active >= 0:
        GAME.apply(state, EndTurn(0))
    with pytest.raises(IllegalAction):
        GAME.apply(state, ChooseNewHero(0, "goryv"))  # the lost hero is not on offer
    GAME.apply(state, ChooseNewHero(0, ""))
    outcome = GAME.is_over(state)
    assert outcome is not None and outcome.reason == "zerywia.end.heroes_lost"


def test_zw_hero_24_option_out_keeps_the_seat_empty_and_the_lone_hero_loses_at_once():
    state, _, _ = goryv_falls(options={"lost_hero": "out"})
    assert state.pending is None and state.replace_due == []
    outcome = GAME.is_over(state)
    assert outcome is not None and outcome.reason == "zerywia.end.heroes_lost"
    assert content().hostile_version("goryv") in state.enemy_deck.cards  # the Defiled card still joins


def test_zw_hero_24_with_a_partner_standing_the_choice_comes_between_turns():
    state, _, _ = goryv_falls(("svara", "goryv"))
    if state.active >= 0:
        GAME.apply(state, EndTurn(1))
    pend = GAME.pending(state)
    assert pend is not None and pend.player == 1 and "svara" not in pend.data["heroes"]
    GAME.apply(state, ChooseNewHero(1, "dalbor"))
    assert [h.hero for h in state.heroes] == ["svara", "dalbor"]


def test_zw_hero_24_a_format_3_save_keeps_the_seat_empty_and_adds_no_defiled_card():
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    state.heroes[0].lost = True
    data = to_json(state)
    data["version"] = 3
    for key in ("fallen", "replace_due", "defiled"):
        data.pop(key)
    for options in (data["options"], data["setup"]["options"]):
        options.pop("lost_hero", None)
        options.pop("lost_hero_defiled", None)
    old = from_json(data)
    assert old.options["lost_hero"] == "out" and old.options["lost_hero_defiled"] is False
    assert old.fallen == ["goryv"]  # its lost hero is taken as settled


def test_zw_hero_24_zw_hero_36_a_scorned_hero_taken_on_draws_a_scorned_card_no_one_holds():
    state, _, _ = goryv_falls(("kost", "goryv"), packs=["scorned_renegades"])
    if state.active >= 0:
        GAME.apply(state, EndTurn(1))
    assert "zagra" in state.pending.data["heroes"]  # the switched-on pack's heroes are offered
    GAME.apply(state, ChooseNewHero(1, "zagra"))
    scorned = set(content().scorned_cards())
    kost, zagra = (set(h.feats) & scorned for h in state.heroes)
    assert len(kost) == len(zagra) == 1 and kost != zagra


def _campaign_that_lost_svara() -> tuple[zc.Campaign, dict]:
    """A campaign whose first scenario lost Svara; her player took on Veda beside Goryv."""
    camp = zc.new_campaign(["veda", "goryv"])
    camp.played.append(zc.Played("path", "won", "", ["svara", "goryv"], ["svara"]))
    return camp, zc.next_setup(camp, "path")


def test_zw_hero_24_a_hero_the_campaign_lost_before_is_never_offered_again():
    """L1069 / L1207: a hero lost in an earlier scenario is gone from the campaign, so when Goryv
    falls in the next one his player may not take Svara back."""
    camp, setup = _campaign_that_lost_svara()
    assert setup["fallen"] == ["svara"]
    state, _, _ = goryv_falls(heroes=("veda", "goryv"), campaign=setup)
    assert candidates(state) == ["dalbor", "hexdrinker"]
    state.outcome = "lost"  # the campaign records only this scenario's loss
    assert zc.fold(camp, state).lost == ["goryv"] and camp.fallen() == ["svara", "goryv"]


@pytest.mark.parametrize("fallen", [["veda"], ["svara", "svara"], ["nobody"], "svara"])
def test_a_campaigns_fallen_heroes_must_be_other_known_heroes(fallen):
    _, setup = _campaign_that_lost_svara()
    with pytest.raises(SetupError):
        GAME.new_game({**setup, "fallen": fallen}, 2)
    with pytest.raises(SetupError):  # and only a campaign's scenario carries them
        GAME.new_game({"heroes": ["veda", "goryv"], "fallen": ["svara"]}, 2)


def test_zw_hero_24_a_lost_pack_hero_brings_its_packs_defiled_version_into_the_enemy_deck():
    """The packs' heroes have Defiled versions too (data/packs/*/enemies.toml): a Scorned Renegade
    lost to Oblivion joins the Enemy deck like a base hero (L1069)."""
    from game.zerywia.oblivion import settle

    state = GAME.new_game({"heroes": ["kost", "svara"], "packs": ["scorned_renegades"]}, 3)
    state.heroes[0].lost = True
    events: list = []
    settle(state, events)
    assert state.defiled == ["defiled_kost"] and "defiled_kost" in state.enemy_deck.cards
    assert any(e.kind == "zerywia.hero.defiled_joins" for e in events)
    assert GAME.check_invariants(state) == []
