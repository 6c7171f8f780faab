"""More of the rulebook, one rule a test, through the game's own actions on the small test map:
Offerings and Trophies (ZW-RES-02..07), the moments abilities may be used at (ZW-GEN-02,
ZW-TEST-06), Rest and the Region Option (ZW-ACT-19..33), the Challenge's start (ZW-CHAL-09/16,
ZW-HERO-29), the Camp (ZW-CYCLE-14) and the Path of the Chosen One's setup, Nix's Phase and end
(ZW-SCEN-01..12, ZW-CYCLE-21)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia import nix
from game.zerywia.actions import (
    Camp,
    Explore,
    OfferRestore,
    PassTime,
    React,
    Rest,
    RollDice,
    TakeOption,
    UseHarbour,
    UseItem,
)
from game.zerywia.attribute_test import reroll_test, roll_test, start_test
from game.zerywia.camp import camp_restores
from game.zerywia.content import content
from game.zerywia.content_models import EffectsM
from game.zerywia.cycle import check_end
from game.zerywia.effects import on_hero
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import CHASM
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.items import usable
from game.zerywia.land import SUPPLY, THREAT
from game.zerywia.memory_rituals import place_blackstone
from game.zerywia.offerings import gain_trophies
from game.zerywia.options import RULES
from game.zerywia.state import RITUAL_LIMIT
from game.zerywia.statue import camp_attribute, fade
from tests.game.zerywia.dice import Faces, attr
from tests.game.zerywia.dice import nix as nix_face
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()
MAXIMA = {VIGOR: 4, INSTINCT: 3, WILL: 3}

pytestmark = pytest.mark.usefixtures("small_map")


def table(heroes=("goryv",), seed=2):
    state = GAME.new_game({"heroes": list(heroes)}, seed)
    if state.pending is not None:  # the Solo start's extra Saga card
        GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def clear(state, region):
    state.land.tokens["threat"].pop(region, None)
    state.land.tokens["murk"].pop(region, None)


# --- Offerings and Trophies -------------------------------------------------------------------
def test_zw_res_02_a_cards_effect_gives_an_offering():
    state = table()
    h = state.heroes[0]
    on_hero(h, state.heroes, EffectsM(offerings=1), "card")
    assert h.offerings == 1


def test_zw_res_04_05_an_offering_to_sventovit_restores_the_dawnstones_attribute_between_actions():
    state = table()
    h = state.heroes[0]
    geo = fixture_map()
    clear(state, h.region)
    tied = camp_attribute(state.statue, geo.thymor_direction(h.region))
    h.value = {a: v - 1 for a, v in h.value.items()}
    h.offerings = 1
    offered = [a for a in GAME.legal_actions(state) if isinstance(a, OfferRestore)]
    expected = [VIGOR, INSTINCT, WILL] if tied == "any" else [tied]
    assert [a.attr for a in offered if not a.amber] == expected
    before = dict(h.value)
    GAME.apply(state, offered[0])
    assert h.offerings == 0 and h.value[offered[0].attr] == before[offered[0].attr] + 1
    assert not any(isinstance(a, OfferRestore) for a in GAME.legal_actions(state))  # none left to pay


def test_zw_res_04_no_restore_under_a_blackstone_nor_inside_a_challenge():
    state = table()
    h = state.heroes[0]
    geo = fixture_map()
    h.offerings, h.value[VIGOR] = 2, 1
    h.region = next(r for r, t in sorted(geo.thymor_of.items()) if geo.direction[t] == "north")
    clear(state, h.region)
    fade(state.statue)  # the face looking North takes a Blackstone (AMB-06)
    assert camp_attribute(state.statue, "north") is None
    assert not any(isinstance(a, OfferRestore) for a in GAME.legal_actions(state))
    state2 = table()
    h2 = state2.heroes[0]
    target = next(r for r in sorted(geo.borders[h2.region]) if "wilderness" not in geo.terrains[r])
    clear(state2, h2.region)
    clear(state2, target)
    state2.land.tokens["threat"][target] = "threat"
    state2.enemy_deck.cards = ["chort"]
    h2.offerings, h2.value[VIGOR] = 2, 1
    GAME.apply(state2, Explore(0, target, ""))
    assert state2.step == "challenge" and not any(isinstance(a, OfferRestore) for a in GAME.legal_actions(state2))


def test_zw_res_06_gen_05_another_hero_pays_the_offering_for_a_reroll_but_not_its_prime():
    a, b = new_hero("goryv", MAXIMA, 0), new_hero("veda", MAXIMA, 1)
    b.offerings = 1
    t = start_test(a, VIGOR, "easy", RULES.defaults())
    roll_test(t, Faces(attr("empty"), nix_face("hit")))
    reroll_test(t, 1, Faces(nix_face("empty")), b, "offering")  # any die, paid by Veda
    assert b.offerings == 0 and t.dice[1] == ("nix", "empty")
    with pytest.raises(IllegalAction) as no:
        reroll_test(t, 0, Faces(), b, "prime")  # Prime stays with its own hero
    assert no.value.key == "zerywia.refuse.not_own_die" and b.prime == 3


def test_zw_res_07_trophies_have_no_limit_per_hero():
    h = new_hero("goryv", MAXIMA)
    assert gain_trophies(h, 40) == 40 and gain_trophies(h, 40) == 40 and h.trophies == 80


# --- moments -----------------------------------------------------------------------------------
def test_zw_gen_02_an_ability_is_used_only_in_the_window_its_symbol_names():
    h = new_hero("goryv", MAXIMA)
    map_only = next(i for i, c in content().items.items() if c.main.when == ["map"] and c.alt.when == ["map"])
    h.items = [map_only]
    assert usable(h, "map") == [(map_only, False), (map_only, True)]
    assert usable(h, "initiation") == usable(h, "determination") == usable(h, "resolution") == []


def test_zw_test_06_a_test_offers_no_challenge_ability():
    """In a Test only the roll, the rerolls (Offering, Prime, Journey token) and the end are open:
    no Item, Feat, God or Creature with a Challenge-phase symbol."""
    state = table()
    h = state.heroes[0]
    geo = fixture_map()
    target = next(r for r in sorted(geo.borders[h.region]) if "wilderness" in geo.terrains[r])
    clear(state, target)
    clear(state, h.region)
    state.decks["wilderness"].put_top("w_deep_thicket")
    h.items = [next(i for i, c in content().items.items() if "determination" in c.main.when)]
    GAME.apply(state, Explore(0, target, "wilderness"))
    assert state.step == "test"
    assert GAME.legal_actions(state) == [RollDice(0)]
    state.rng = Faces(*[attr("empty")] * sum(k != "nix" for k, _ in state.test.dice), nix_face("empty"))
    GAME.apply(state, RollDice(0))
    kinds = {type(a).__name__ for a in GAME.legal_actions(state)}
    assert kinds <= {"EndDetermination", "Reroll"} and not any(isinstance(a, UseItem) for a in GAME.legal_actions(state))


# --- Rest and the Region Option ------------------------------------------------------------------
def test_zw_act_19_a_rest_in_a_garrison_or_by_a_watchstone():
    h = new_hero("goryv", MAXIMA)
    h.value = {VIGOR: 1, INSTINCT: 3, WILL: 3}
    h.used_feats = ["goryv_feat"]
    camp_restores(h, None, [], garrison=True, dawnstone_step=False)
    assert h.value[VIGOR] == 2 and h.feats == ["goryv_feat"]  # +1 Attribute, +1 Feat
    h.taints = [WILL]
    camp_restores(h, None, [], watchstone=True, dawnstone_step=False)
    assert h.value[VIGOR] == 3 and h.taints == []  # +1 Attribute, -1 Taint


def test_zw_act_21_amb_45_in_a_rest_a_prime_over_the_limit_becomes_an_attribute_point():
    h = new_hero("goryv", MAXIMA)
    h.value[WILL] = 2
    camp_restores(h, None, ["prime"], dawnstone_step=False)
    assert h.prime == 3 and h.value[WILL] == 3


def test_zw_act_23_one_region_option_and_taking_it_ends_the_turn():
    state = table()
    h = state.heroes[0]
    geo = fixture_map()
    temple = geo.special_region(h.birth, "exis_temple")
    h.region = temple
    clear(state, temple)
    state.land.tokens["murk"][temple] = "murk"
    h.taints = [WILL]
    GAME.apply(state, Rest(0))
    options = {a.option for a in GAME.legal_actions(state) if isinstance(a, TakeOption)}
    assert {"exis_temple", "bind_test", "bind_taint"} <= options
    GAME.apply(state, TakeOption(0, "exis_temple"))
    assert h.taints == [] and state.active == -1 and state.time == "noon"  # no second Option: Dawn is over


def test_zw_act_33_leaving_murk_by_the_harbour_pays_the_price_too():
    state = table()
    h = state.heroes[0]
    geo = fixture_map()
    start, there = sorted(geo.harbours)[:2]
    h.region = start
    clear(state, start)
    clear(state, there)
    state.land.tokens["murk"][start] = "murk"
    GAME.apply(state, UseHarbour(0, there))
    assert h.region == there and len(h.taints) == 1  # an untainted hero leaving Murk takes a Taint


# --- a Challenge's start -------------------------------------------------------------------------
def test_zw_chal_09_an_incursion_in_a_murkrift_draws_the_strengthen_cards_first_then_the_defile():
    state = table()
    h = state.heroes[0]
    geo = fixture_map()
    target = next(r for r in sorted(geo.borders[h.region]) if "wilderness" not in geo.terrains[r])
    clear(state, h.region)
    state.land.tokens["threat"][target] = "incursion"
    state.land.tokens["murk"][target] = "murkrift"
    state.enemy_deck.cards = ["drowned_wretch", "upir_thrall", "chort"]  # top last
    GAME.apply(state, Explore(0, target, ""))
    ch = state.challenge
    assert (ch.enemy, ch.strengthen, ch.defile) == ("chort", ["upir_thrall"], "drowned_wretch")


def test_zw_chal_16_saga_cards_may_be_prepared_as_soon_as_the_enemy_is_revealed():
    state = table()
    h = state.heroes[0]
    geo = fixture_map()
    target = next(r for r in sorted(geo.borders[h.region]) if "wilderness" not in geo.terrains[r])
    clear(state, h.region)
    state.land.tokens["threat"][target] = "threat"
    state.enemy_deck.cards = ["chort"]
    GAME.apply(state, Explore(0, target, ""))
    reactions = [a for a in GAME.legal_actions(state) if isinstance(a, React)]
    assert reactions and state.challenge.dice and all(d.kind == "nix" for d in state.challenge.dice)
    GAME.apply(state, reactions[0])
    assert reactions[0].prepare in h.prepared and reactions[0].remove in h.reserve


def test_zw_hero_29_a_hero_who_has_acted_this_time_of_day_cannot_join():
    state = table(("goryv", "veda"))
    goryv, veda = state.heroes
    geo = fixture_map()
    target = next(r for r in sorted(geo.borders[goryv.region]) if "wilderness" not in geo.terrains[r])
    clear(state, goryv.region)
    state.land.tokens["threat"][target] = "threat"
    veda.region = target
    state.enemy_deck.cards = ["chort"]
    GAME.apply(state, PassTime(1))  # Veda's Turn marker has moved on
    GAME.apply(state, Explore(0, target, ""))
    assert state.step == "challenge" and state.challenge.seats == [0]


# --- the Camp ----------------------------------------------------------------------------------
def test_zw_cycle_14_camp_step_4_recovers_a_feat():
    state = table()
    h = state.heroes[0]
    h.used_feats, h.feats = list(h.feats), []
    for _ in range(4):
        GAME.apply(state, PassTime(0))
    assert Camp(0) in GAME.legal_actions(state)
    GAME.apply(state, Camp(0))
    assert len(h.feats) == 1


# --- the Path of the Chosen One ------------------------------------------------------------------
def test_zw_scen_01_setup_prepares_the_suggested_set_and_only_the_personal_saga_has_its_story():
    state = table(("goryv", "veda"))
    for h in state.heroes:
        assert h.prepared == content().heroes[h.hero].sagas
        assert h.story == content().first_story(h.hero).id and h.story_stage == 0
        assert h.sagas == []  # no Basic Saga deck grows in the Path


def test_zw_scen_09_the_nix_phases_murk_is_spread_so_it_flips_a_murk():
    state = table()
    geo = fixture_map()
    region = next(r for r in geo.regions(geo.thymor_of[state.heroes[0].region]) if r != state.herald)
    clear(state, region)
    state.land.tokens["murk"][region] = "murk"
    state.to_place = [0]
    nix.place_murk(state, geo, 0, region, [])
    assert state.land.tokens["murk"][region] == "murkrift"


class Dice:
    """The Thymor die then the Location die, by face index."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)

    def below(self, n: int) -> int:
        return self.faces.pop(0)


def test_zw_scen_10_the_heralds_activation_a_region_increases_threat_a_chasm_face_the_chasm():
    state = table()
    geo = fixture_map()
    thymor, location = geo.thymor_faces[0], geo.location_faces[1]
    region = geo.special_region(thymor, location)
    clear(state, region)
    state.rng = Dice(0, 1)
    nix.herald_activation(state, geo, [])
    assert state.herald == region and state.land.tokens[THREAT][region] == "threat"
    state.rng = Dice(geo.thymor_faces.index(CHASM), 0)
    nix.herald_activation(state, geo, [])
    assert state.herald == CHASM


def test_zw_scen_12_an_overflow_blackstone_counts_toward_the_five():
    state = table()
    geo = fixture_map()
    region = sorted(geo.thymor_of)[0]
    # all 36 Threat tokens out elsewhere: the one for an empty Region is discarded for a Blackstone
    state.land.tokens[THREAT] = {f"x{i}": "threat" for i in range(SUPPLY[THREAT])}
    before = state.statue.on_rifts()
    nix.overflow(state, geo, THREAT, region, 0, [])
    assert state.statue.on_rifts() == before + 1


def test_zw_scen_08_the_path_has_no_fading_and_its_fifth_blackstone_loses():
    state = table()
    events: list = []
    for _ in range(RITUAL_LIMIT - 1):
        place_blackstone(state, events)
    assert not check_end(state, events) and state.statue.on_statue() == 0
    place_blackstone(state, events)
    assert check_end(state, events) and (state.outcome, state.reason) == ("lost", "zerywia.end.rituals")
    assert state.statue.on_statue() == 0  # no face of Sventovit faded


def test_zw_scen_11_the_goals_met_before_the_rituals_end_win():
    state = table()
    geo = fixture_map()
    h = state.heroes[0]
    h.story_stage = 2
    state.land.tokens[THREAT].pop(geo.special_region(h.birth, "stronghold"), None)
    state.land.tokens["murk"].pop(geo.special_region(h.birth, "exis_temple"), None)
    assert check_end(state, []) and (state.outcome, state.reason) == ("won", "zerywia.end.goals")


def test_zw_cycle_21_the_paths_nix_phase_moves_the_herald_asks_for_murk_and_ends_with_a_blackstone():
    state = table()
    for _ in range(4):
        GAME.apply(state, PassTime(0))
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if type(a).__name__ == "BreakCamp"))
    before = state.statue.on_rifts()
    assert state.to_place == [0] or state.chain is not None  # the Herald has moved; the hero's Murk
    while state.cycle == 1 and not state.outcome:
        GAME.apply(state, GAME.legal_actions(state)[0])
        if state.time == "dawn":
            break
    assert state.statue.on_rifts() >= before + 1 and state.cycle == 2

