"""The Memory of the World's rules with fixed dice: the four Monolith Rituals and their fadings
(ZW-SCEN-19, 22, 23, 25, ZW-CYCLE-23), Nix's Phase (ZW-SCEN-20, 21, 26..32), the Herald's attack on
a hero entering his Region (ZW-ACT-44), the Garrison and Watchstone exchanges (ZW-SCEN-18) and the
goal (ZW-SCEN-24)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.core.actions import Event
from game.core.rng import Rng
from game.zerywia import memory_nix, memory_rituals, saga_growth
from game.zerywia.actions import (
    EndDetermination,
    EndTurn,
    Explore,
    FaceAttack,
    HeraldReroll,
    PlaceThreat,
    RollDice,
    TakeOption,
)
from game.zerywia.content import content
from game.zerywia.cycle import FLOW, check_end
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import CHASM, current
from game.zerywia.memory_goal import goals_met, hero_goal
from game.zerywia.scenarios import MEMORY
from game.zerywia.state import ZerywiaState
from game.zerywia.statue import BLACKSTONE
from tests.game.zerywia.dice import Faces, nix

GAME = ZerywiaGame()


def memory(heroes=("svara", "goryv"), seed=4) -> ZerywiaState:
    return GAME.new_game({"heroes": list(heroes), "scenario": MEMORY}, seed)


class Script:
    """An Rng whose ``below`` answers are given (then a real stream): the Thymor and Location dice."""

    def __init__(self, *answers: int) -> None:
        self.answers, self.real = list(answers), Rng(1)

    def below(self, n: int) -> int:
        return self.answers.pop(0) if self.answers else self.real.below(n)

    def shuffle(self, seq) -> None:
        self.real.shuffle(seq)

    def next_u64(self) -> int:
        return self.real.next_u64()


def herald_to(region: str) -> Script:
    """The dice that send the Herald to ``region`` (the Attack cards come off their shuffled deck)."""
    geo = current()
    thymor, kind = geo.thymor_of[region], geo.special[region]
    return Script(geo.thymor_faces.index(thymor), geo.location_faces.index(kind))


def nix_face(face: str) -> int:
    return content().dice["nix"].faces.index(face)


# --- the time limit ---------------------------------------------------------------------------
def test_zw_scen_19_22_four_rituals_of_6_5_4_3_blackstones_each_fading_a_face():
    """ZW-BOARD-22: each Ritual's limit is the Rifts left free once the faded faces park their Dawnstones."""
    state = memory()
    events: list[Event] = []
    for ritual, limit in enumerate((6, 5, 4, 3)):
        assert memory_rituals.ritual_status(state) == (ritual + 1, limit, 0)
        for placed in range(1, limit):
            memory_rituals.place_blackstone(state, events)
            assert state.statue.on_rifts() == placed and state.statue.on_statue() == ritual
        memory_rituals.place_blackstone(state, events)  # the Ritual's last Blackstone
        assert state.statue.on_statue() == ritual + 1 and state.statue.on_rifts() == 0  # others cleared
        parked = [r for r in state.statue.rifts if r not in ("", BLACKSTONE)]
        assert len(parked) == ritual + 1  # each faded face's Dawnstone on a freed Rift (ZW-SCEN-22)
    assert sum(e.kind == "zerywia.statue.faded" for e in events) == 4
    assert 6 + 5 + 4 + 3 == 18  # at most 18 Cycles without extra Blackstones (ZW-SCEN-19)


def test_zw_scen_25_the_fourth_face_fading_ends_the_game_lost_the_path_keeps_its_fifth_stone():
    state = memory()
    events: list[Event] = []
    for _ in range(6 + 5 + 4 + 2):
        memory_rituals.place_blackstone(state, events)
    assert not check_end(state, events) and state.statue.on_statue() == 3
    memory_rituals.place_blackstone(state, events)
    assert check_end(state, events) and (state.outcome, state.reason) == ("lost", "zerywia.end.faded")
    path = GAME.new_game({"heroes": ["svara", "goryv"]}, 4)
    for _ in range(5):
        memory_rituals.place_blackstone(path, events)
    assert path.statue.on_statue() == 0 and path.statue.on_rifts() == 5  # no fading in the Path
    assert check_end(path, events) and path.reason == "zerywia.end.rituals"


@dataclass
class FakeContent:
    """The adventure sets and the Monolith Guardians, which the content helper is still authoring."""

    def set_cards(self, name: str, terrain: str) -> list[str]:
        return [f"{name}_{terrain}_{i}" for i in range(2)]

    def breed(self, name: str) -> list[str]:
        return [f"{name}_{i}" for i in range(3)]


def test_zw_scen_23_the_fadings_add_the_two_adventure_sets_then_the_monolith_guardians(monkeypatch):
    monkeypatch.setattr(memory_rituals, "content", FakeContent)
    state = memory()
    sizes = {t: len(p) for t, p in state.decks.items()}
    enemies = len(state.enemy_deck)
    events: list[Event] = []
    for _ in range(6):
        memory_rituals.place_blackstone(state, events)
    for terrain, pile in state.decks.items():  # the first face: the Raid of the Scorned, shuffled in
        assert len(pile) == sizes[terrain] + 2
        assert {f"raid_of_the_scorned_{terrain}_0", f"raid_of_the_scorned_{terrain}_1"} <= set(pile)
    for _ in range(5):
        memory_rituals.place_blackstone(state, events)
    for terrain, pile in state.decks.items():  # the second: the Black Monolith
        assert len(pile) == sizes[terrain] + 4 and f"black_monolith_{terrain}_1" in pile
    assert len(state.enemy_deck) == enemies
    for _ in range(4):
        memory_rituals.place_blackstone(state, events)
    assert len(state.enemy_deck) == enemies + 3 and "monolith_guardians_2" in state.enemy_deck
    kinds = [e.kind for e in events]
    assert kinds.count("zerywia.memory.set_added") == 2 and kinds.count("zerywia.memory.breed_added") == 1


def test_zw_cycle_23_an_overflow_blackstone_during_the_journey_fades_at_once():
    state = memory()
    state.statue.rifts = [BLACKSTONE] * 5 + [""]
    events = [Event("zerywia.land.discarded", {"family": "murk", "region": "x", "blackstone": 1})]
    from game.zerywia.journey import count_blackstones

    count_blackstones(state, events)
    assert state.statue.on_statue() == 1 and state.time == "dawn"


# --- Nix's Phase -------------------------------------------------------------------------------
def to_nix(state: ZerywiaState) -> None:
    """Put the flow at Nix's Phase's door: the Herald steps are then run by hand."""
    state.flow = ["nix"]
    state.time = "camp"


def test_zw_scen_26_with_nobody_there_the_herald_increases_threat_where_he_lands():
    state, geo = memory(), current()
    to_nix(state)
    target = geo.special_region("nuru_grounds", "stronghold")  # no hero stands there
    assert all(h.region != target for h in state.heroes) and target not in state.land.tokens["threat"]
    state.rng = herald_to(target)
    for h in state.heroes:  # the rolls after: Empty for everyone
        h.offerings = 0
    state.rng.answers += [nix_face("empty")] * len(state.heroes)
    events: list[Event] = []
    memory_nix.begin(state, geo, events)
    assert state.herald == target and state.land.tokens["threat"][target] == "threat"
    assert not state.nix_todo and state.active == -1


def test_zw_scen_27_28_29_a_hero_where_he_lands_faces_an_attack_card_with_one_nix_die_no_threat():
    state, geo = memory(), current()
    to_nix(state)
    a, b = state.heroes
    b.region = a.region  # both in the Region he lands in: each its own card (AMB-33)
    tokens_before = dict(state.land.tokens["threat"])
    state.rng = herald_to(a.region)
    events: list[Event] = []
    memory_nix.begin(state, geo, events)
    assert state.herald == a.region and state.land.tokens["threat"] == tokens_before  # no Threat
    assert sorted(state.herald_queue) == [a.seat, b.seat]  # AMB-33: the table says who goes first
    assert set(GAME.legal_actions(state)) == {FaceAttack(state.herald_queue[0], a.seat), FaceAttack(state.herald_queue[0], b.seat)}
    GAME.apply(state, FaceAttack(state.herald_queue[0], a.seat))
    assert state.active == a.seat and state.context == "herald_attack" and state.step == "challenge"
    card = state.challenge.enemy
    assert card in content().attack_deck("ughmor")
    assert sum(d.kind == "nix" for d in state.challenge.dice) == 1 + (a.region in state.land.tokens["murk"])
    assert state.herald_queue == [b.seat]  # the second hero's card comes next
    assert not any(e.kind == "zerywia.memory.nix_roll" for e in events)  # the attacked roll nothing


def win_the_challenge(state: ZerywiaState, seat: int) -> list[Event]:
    ch = state.challenge
    ch.runes = list(ch.difficulty) + list(ch.enemy_shields)  # every symbol covered
    state.rng = Faces(*[nix("empty")] * sum(d.kind == "nix" for d in ch.dice))
    GAME.apply(state, RollDice(seat))
    return GAME.apply(state, EndDetermination(seat))


def test_zw_scen_27_a_won_attack_gives_an_offering_and_the_next_hero_is_attacked():
    state, geo = memory(), current()
    to_nix(state)
    a, b = state.heroes
    b.region = a.region
    state.rng = herald_to(a.region)
    memory_nix.begin(state, geo, [])
    GAME.apply(state, FaceAttack(state.herald_queue[0], a.seat))
    offerings = a.offerings
    win_the_challenge(state, a.seat)
    assert a.offerings == offerings + 1
    assert state.active == b.seat and state.context == "herald_attack"  # AMB-33: one after another


def test_zw_scen_30_a_critical_in_the_heralds_thymor_brings_him_to_that_hero():
    state, geo = memory(), current()
    to_nix(state)
    a, b = state.heroes
    thymor = geo.thymor_of[a.region]
    landing = next(r for r in geo.regions(thymor) if r != a.region and geo.special.get(r) and r != b.region)
    b.region = geo.special_region("nuru_grounds" if thymor != "nuru_grounds" else "rani_territories", "cradle")
    a.offerings = a.trophies = 0
    state.rng = herald_to(landing)
    state.rng.answers[2:] = [nix_face("critical")]  # a's roll
    b.offerings = b.trophies = 0
    events: list[Event] = []
    memory_nix.begin(state, geo, events)
    assert state.herald == a.region  # he moved to a
    assert state.active == a.seat and state.context == "herald_attack"


def test_zw_scen_31_a_hit_elsewhere_increases_threat_in_the_heroes_thymor_where_it_picks():
    state, geo = memory(("svara",)), current()
    state.pending = None
    to_nix(state)
    hero = state.heroes[0]
    hero.offerings = hero.trophies = 0
    other = next(t for t in geo.thymors if t != geo.thymor_of[hero.region])
    state.rng = herald_to(geo.special_region(other, "stronghold"))
    state.rng.answers[2:] = [nix_face("hit")]
    memory_nix.begin(state, geo, [])
    assert state.to_threat == [hero.seat]
    legal = GAME.legal_actions(state)
    assert legal and all(isinstance(a, PlaceThreat) for a in legal)
    assert {a.region for a in legal} == set(geo.regions(geo.thymor_of[hero.region]))
    target = geo.special_region(geo.thymor_of[hero.region], "stronghold")
    GAME.apply(state, PlaceThreat(hero.seat, target))
    assert state.land.tokens["threat"][target] == "threat"


def test_zw_scen_31_a_critical_elsewhere_draws_an_enemy_only_with_the_herald_on_the_chasm():
    state, geo = memory(("svara",)), current()
    state.pending = None
    to_nix(state)
    hero = state.heroes[0]
    hero.offerings = hero.trophies = 0
    chasm = geo.thymor_faces.index(CHASM) if CHASM in geo.thymor_faces else None
    assert chasm is not None
    state.rng = Script(chasm, 0, nix_face("critical"))
    memory_nix.begin(state, geo, [])
    assert state.herald == CHASM and state.step == "challenge" and state.context == "nix_enemy"
    assert state.challenge.enemy in content().enemies
    # the same Critical with the Herald in another Thymor does nothing
    state2 = memory(("svara",))
    state2.pending = None
    to_nix(state2)
    h2 = state2.heroes[0]
    h2.offerings = h2.trophies = 0
    other = next(t for t in geo.thymors if t != geo.thymor_of[h2.region])
    state2.rng = herald_to(geo.special_region(other, "stronghold"))
    state2.rng.answers[2:] = [nix_face("critical")]
    memory_nix.begin(state2, geo, [])
    assert state2.step == "" and state2.active == -1 and not state2.to_threat and not state2.to_place


def test_zw_scen_32_a_roll_may_be_rerolled_for_an_offering_or_three_trophies():
    state, geo = memory(("svara",)), current()
    state.pending = None
    to_nix(state)
    hero = state.heroes[0]
    hero.offerings, hero.trophies = 1, 3
    other = next(t for t in geo.thymors if t != geo.thymor_of[hero.region])
    state.rng = herald_to(geo.special_region(other, "stronghold"))
    state.rng.answers[2:] = [nix_face("murk"), nix_face("hit"), nix_face("empty")]
    memory_nix.begin(state, geo, [])
    assert state.pending is not None and state.pending.kind == "herald_roll"
    assert set(GAME.legal_actions(state)) == {HeraldReroll(0, ""), HeraldReroll(0, "offering"), HeraldReroll(0, "trophies")}
    GAME.apply(state, HeraldReroll(0, "offering"))  # Murk → Hit: still harmful, asked again
    assert hero.offerings == 0 and state.pending is not None and state.pending["face"] == "hit"
    assert set(GAME.legal_actions(state)) == {HeraldReroll(0, ""), HeraldReroll(0, "trophies")}
    GAME.apply(state, HeraldReroll(0, "trophies"))  # Hit → Empty: nothing happens
    assert hero.trophies == 0 and state.pending is None and not state.to_threat and not state.to_place


def test_zw_scen_20_21_three_rifts_in_a_thymor_add_a_blackstone_and_four_feed_the_breed():
    state, geo = memory(), current()
    thymor = geo.thymors[0]
    plain = [r for r in geo.regions(thymor) if r not in geo.special][:2]
    state.land.tokens["threat"][plain[0]] = "incursion"
    state.land.tokens["threat"][plain[1]] = "incursion"
    shroud = geo.special_region(thymor, "shroud")
    state.land.tokens["murk"][shroud] = "murkrift"  # 2 Incursions + 1 Murkrift (AMB-10: together)
    assert memory_nix.three_rifts(state, geo) == [thymor]
    breed = len(state.breed_deck)
    events: list[Event] = []
    memory_nix.end(state, geo, events)
    assert state.statue.on_rifts() == 2  # the three-rift Blackstone and the Ritual's
    assert len(state.breed_deck) == breed and not any(e.kind == "zerywia.enemy.fed" for e in events)
    memory_nix.end(state, geo, events)  # 4 on the board: Feed the Breed
    assert state.statue.on_rifts() == 4 and len(state.breed_deck) == breed - 1
    state.options = {**state.options, "three_rift_rule_count": "either_type_alone"}
    assert memory_nix.three_rifts(state, geo) == []  # 2 + 1: not 3 of one kind
    state.options = {**state.options, "three_rift_rule_count": "combined"}
    del state.land.tokens["murk"][shroud]
    assert memory_nix.three_rifts(state, geo) == []


def test_zw_scen_20_feed_the_breed_counts_the_statues_blackstones_too():
    state, geo = memory(), current()
    events: list[Event] = []
    for _ in range(6):
        memory_rituals.place_blackstone(state, events)  # a face faded: one on the Statue
    for _ in range(2):
        memory_rituals.place_blackstone(state, events)
    breed = len(state.breed_deck)
    memory_nix.end(state, geo, events)  # 3 on the Rifts + 1 on the Statue = 4
    assert len(state.breed_deck) == breed - 1


# --- ZW-ACT-44: entering the Herald's Region ----------------------------------------------------
def entering(seed=4):
    state, geo = memory(("svara", "goryv"), seed), current()
    hero = state.heroes[0]
    target = next(r for r in sorted(geo.borders[hero.region]) if r in geo.thymor_of and r not in state.land.tokens["threat"])
    state.herald = target
    state.land.tokens["murk"].pop(hero.region, None)
    return state, geo, hero, target


def test_zw_act_44_a_hero_entering_the_heralds_region_is_attacked_first_then_explores():
    """ZW-SCEN-17, ZW-ACT-03: moving applies the entering rules; in the Memory a hero entering the Herald's Region is attacked by it."""
    state, geo, hero, target = entering()
    terrain = geo.terrains[target][0]
    GAME.apply(state, Explore(hero.seat, target, terrain))
    assert hero.region == target and state.context == "herald_entry" and state.step == "challenge"
    assert state.challenge.enemy in content().attack_deck("ughmor")
    events = win_the_challenge(state, hero.seat)
    assert hero.offerings == 1  # ZW-SCEN-27's Offering
    drawn = [e for e in events if e.kind == "zerywia.explore.drawn"]  # the Action goes on: its card
    assert len(drawn) == 1 and drawn[0].data["region"] == target and content().exploration[drawn[0].data["card"]].terrain == terrain


def test_zw_act_44_a_lost_attack_on_entering_ends_the_turn():
    state, geo, hero, target = entering()
    GAME.apply(state, Explore(hero.seat, target, geo.terrains[target][0]))
    state.rng = Faces(*[nix("empty")] * sum(d.kind == "nix" for d in state.challenge.dice))
    GAME.apply(state, RollDice(hero.seat))
    GAME.apply(state, EndDetermination(hero.seat))
    assert state.active == -1 and hero.seat in state.acted and state.exploring is None


def test_zw_act_44_the_path_has_no_herald_attack_on_entering():
    state, geo = GAME.new_game({"heroes": ["svara", "goryv"]}, 4), current()
    hero = state.heroes[0]
    target = sorted(geo.borders[hero.region])[0]
    state.herald = target
    state.land.tokens["murk"].pop(hero.region, None)
    state.land.tokens["threat"].pop(target, None)
    GAME.apply(state, Explore(hero.seat, target, geo.terrains[target][0]))
    assert hero.region == target and state.context != "herald_entry" and state.after_attack == ""


# --- ZW-SCEN-18: the exchanges -----------------------------------------------------------------
def at_option(state: ZerywiaState, hero) -> None:
    state.active, state.step = hero.seat, "option"


def test_zw_scen_18_four_pooled_journey_tokens_buy_a_garrison_three_own_a_watchstone():
    state = memory()
    a, b = state.heroes
    b.region = a.region
    a.journey_tokens, b.journey_tokens = ["wilderness", "ruin", "ruin"], ["mountain"]
    at_option(state, a)
    legal = GAME.legal_actions(state)
    assert TakeOption(a.seat, "garrison") in legal and TakeOption(a.seat, "watchstone") in legal
    GAME.apply(state, TakeOption(a.seat, "garrison"))
    assert a.region in state.land.garrisons and a.journey_tokens == [] and b.journey_tokens == []
    assert state.active == -1  # the Region Option ends the turn


def test_zw_scen_18_one_of_each_per_region_and_not_without_the_tokens():
    state = memory()
    a, b = state.heroes
    a.journey_tokens = ["wilderness", "ruin", "ruin"]
    at_option(state, a)
    legal = GAME.legal_actions(state)
    assert TakeOption(a.seat, "garrison") not in legal  # 3 tokens: only the Watchstone
    GAME.apply(state, TakeOption(a.seat, "watchstone"))
    assert a.region in state.land.watchstones and a.journey_tokens == []
    a.journey_tokens = ["wilderness", "ruin", "ruin"]
    at_option(state, a)
    assert not any(getattr(x, "option", "") == "watchstone" for x in GAME.legal_actions(state))  # 1 per Region


def test_zw_scen_18_a_garrison_pushes_the_threat_there_to_the_neighbour_the_hero_picks():
    state, geo = memory(), current()
    a, b = state.heroes
    region = next(r for r in geo.regions(a.birth) if state.land.tokens["threat"].get(r) == "threat")
    a.region = b.region = region
    a.journey_tokens, b.journey_tokens = ["ruin"] * 3, ["ruin"] * 3
    at_option(state, a)
    offers = [x for x in GAME.legal_actions(state) if getattr(x, "option", "") == "garrison"]
    assert {x.region for x in offers} == set(geo.borders[region])
    push = next(r for r in sorted(geo.borders[region]) if r not in state.land.tokens["threat"] and r in geo.thymor_of)
    GAME.apply(state, TakeOption(a.seat, "garrison", push))
    assert region in state.land.garrisons and region not in state.land.tokens["threat"]
    assert state.land.tokens["threat"][push] == "threat" and len(b.journey_tokens) == 2


def test_zw_scen_18_no_exchange_in_the_path():
    state = GAME.new_game({"heroes": ["svara", "goryv"]}, 4)
    a = state.heroes[0]
    a.journey_tokens = ["ruin"] * 3
    at_option(state, a)
    assert not any(getattr(x, "option", "") in ("garrison", "watchstone") for x in GAME.legal_actions(state))
    GAME.apply(state, EndTurn(a.seat))


# --- ZW-SCEN-24: the goal ----------------------------------------------------------------------
def finish_a_saga(hero) -> None:
    """Every Story of one of the hero's basic Saga decks done (AMB-37: a whole Saga)."""
    deck = next(d for d in saga_growth.decks(hero) if content().decks[d.saga].kind == "basic")
    while not saga_growth.completed(deck):
        saga_growth.complete_story(hero, deck, 0)
        deck = saga_growth.deck_of(hero, deck.saga)
    assert saga_growth.any_saga_completed(hero)


def test_zw_scen_24_each_hero_a_saga_and_its_cradle_and_exis_temple_clear():
    state, geo = memory(), current()
    a, b = state.heroes
    assert not goals_met(state, geo)
    a.story_stage = b.story_stage = 2  # the first Story alone is not a Saga (AMB-37: every stage)
    assert not goals_met(state, geo)
    finish_a_saga(a)
    assert hero_goal(state, geo, a) and not goals_met(state, geo)
    finish_a_saga(b)
    assert goals_met(state, geo)  # both places start clean in the Memory
    state.land.tokens["murk"][geo.special_region(b.birth, "cradle")] = "murk"
    assert hero_goal(state, geo, a) and not hero_goal(state, geo, b) and not goals_met(state, geo)
    del state.land.tokens["murk"][geo.special_region(b.birth, "cradle")]
    state.land.tokens["threat"][geo.special_region(a.birth, "exis_temple")] = "incursion"
    assert not goals_met(state, geo)
    events: list[Event] = []
    assert not check_end(state, events)  # the goal opens the Epic Battle; it wins nothing by itself


def test_zw_scen_24_the_goal_alone_does_not_end_the_memory():
    state, geo = memory(), current()
    for h in state.heroes:
        finish_a_saga(h)
    assert goals_met(state, geo) and not check_end(state, []) and state.outcome == ""


@pytest.mark.parametrize("heroes", [("veda",), ("svara", "goryv"), ("svara", "goryv", "veda", "dalbor")])
def test_random_bots_play_the_memory_to_its_end_with_every_invariant(heroes):
    from game.ai.bots import RandomBot

    for seed in range(3):
        state = memory(heroes, seed)
        bot = RandomBot(seed)
        for _ in range(GAME.max_steps(state.setup)):
            if state.outcome:
                break
            GAME.apply(state, bot.choose(GAME, state))
            assert GAME.check_invariants(state) == []
        assert state.outcome == "lost", (heroes, seed, FLOW.leaf(state).name)


def test_zw_scen_24_33_the_memorys_goal_opens_the_epic_battle_and_only_then():
    from game.zerywia.actions import StartEpicBattle

    state, geo = memory(), current()
    assert not any(isinstance(a, StartEpicBattle) for a in GAME.legal_actions(state))
    for h in state.heroes:
        finish_a_saga(h)
    assert goals_met(state, geo)
    assert StartEpicBattle(0) in GAME.legal_actions(state)
    state.land.tokens["threat"][geo.special_region(state.heroes[1].birth, "cradle")] = "threat"
    assert not any(isinstance(a, StartEpicBattle) for a in GAME.legal_actions(state))
    path = GAME.new_game({"heroes": ["svara", "goryv"], "scenario": "path"}, 4)
    for h in path.heroes:
        h.story_stage = 2
    assert not any(isinstance(a, StartEpicBattle) for a in GAME.legal_actions(path))  # no battle in the Path


def test_amb_37_the_option_one_story_makes_one_story_of_a_saga_enough():
    state = GAME.new_game({"heroes": ["svara", "goryv"], "scenario": MEMORY, "options": {"memory_goal_saga": "one_story"}}, 4)
    geo = current()
    assert state.options["memory_goal_saga"] == "one_story" and not goals_met(state, geo)
    for h in state.heroes:
        deck = next(d for d in saga_growth.decks(h) if content().decks[d.saga].kind == "basic")
        saga_growth.complete_story(h, deck, 0)
    assert goals_met(state, geo)
    assert memory().options["memory_goal_saga"] == "full_saga"  # AMB-37's default
