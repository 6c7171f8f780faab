"""The Epic Battle against the Herald (epic_battle.py; L1178-L1210), through the game's own actions
with fixed dice: the Joint Action and its gate, the dice and the move, Preparing the Herald, rounds
of Attack cards with 2 base Nix dice in the order the table picks, the Runes moved onto the Herald
card, Injuries removing heroes with their hostile versions, victory and defeat, the Cycle held
still (ZW-SCEN-33..38, ZW-INJ-08, AMB-50)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.ai.bots import make_bot
from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.zerywia import epic_battle
from game.zerywia.actions import (
    BuyBanner,
    EndDetermination,
    Explore,
    FaceAttack,
    PassTime,
    RollDice,
    StartEpicBattle,
    TransferRunes,
)
from game.zerywia.challenge import NIX
from game.zerywia.content import content
from game.zerywia.content_models import HeraldAbilityM
from game.zerywia.game import ZerywiaGame
from tests.game.zerywia.dice import Faces, attr, nix
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()
pytestmark = pytest.mark.usefixtures("small_map")
FOUR = ["svara", "goryv", "veda", "dalbor"]


class Picks(Faces):
    """Fixed answers for the Thymor and Location dice and the Herald card (an index each), then
    the real stream."""

    def __init__(self, *picks: int) -> None:
        super().__init__()
        self.picks = list(picks)

    def below(self, n: int) -> int:
        return self.picks.pop(0) if self.picks else self.real.below(n)


@pytest.fixture
def gate_open(monkeypatch):
    """The scenario's goal gate met (the Memory's goal check plugs into EPIC_GATES)."""
    monkeypatch.setitem(epic_battle.EPIC_GATES, "path", lambda state: True)


def table(heroes=("goryv", "svara"), seed=4):
    state = GAME.new_game({"heroes": list(heroes)}, seed)
    for h in state.heroes:  # one start each, in Thymors free of Murk there
        h.region = f"{h.birth}_cradle"
    return state


def started(heroes=("goryv", "svara"), herald=0, region=(1, 3), seed=4):
    """The battle begun by seat 0 at rani's Primesource (no Murk there), Herald card ``herald``."""
    state = table(heroes, seed)
    state.rng = Picks(*region, herald)
    GAME.apply(state, StartEpicBattle(0))
    state.rng = Rng(seed)
    return state


def test_zw_scen_24_the_battle_is_offered_only_once_the_scenario_gate_opens(monkeypatch):
    state = table()
    assert not epic_battle.scenario_allows_epic_battle(state)  # the Path has no Epic Battle
    assert StartEpicBattle(0) not in GAME.legal_actions(state)
    monkeypatch.setitem(epic_battle.EPIC_GATES, "path", lambda s: s.heroes[0].trophies >= 1)
    assert StartEpicBattle(0) not in GAME.legal_actions(state)  # the gate's condition: not yet
    state.heroes[0].trophies = 1
    legal = GAME.legal_actions(state)
    assert StartEpicBattle(0) in legal and StartEpicBattle(1) in legal


def test_zw_scen_33_every_hero_spends_the_action_of_one_time_of_day(gate_open):
    state = table()
    GAME.apply(state, PassTime(1))  # Svara has used this time of day's Action
    assert StartEpicBattle(0) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, StartEpicBattle(0))


def test_zw_scen_33_the_dice_move_the_herald_and_every_hero_with_no_leaving_price(gate_open):
    state = table()
    state.land.tokens["murk"][state.heroes[1].region] = "murk"  # leaving the Murk would cost a point
    before = dict(state.heroes[1].value)
    state.rng = Picks(1, 2, 0)  # Thymor die: rani; Location die: the third location; Herald card 1
    GAME.apply(state, StartEpicBattle(0))
    region = fixture_map().special_region("rani", fixture_map().location_faces[2])
    assert state.herald == region and all(h.region == region for h in state.heroes)
    assert state.epic.region == region and state.heroes[1].value == before  # AMB-48: no price


def test_zw_scen_33_a_chasm_on_the_thymor_die_sends_everyone_to_the_chasm(gate_open):
    state = table()
    state.rng = Picks(4, 0, 0)  # the Thymor die's Chasm face
    GAME.apply(state, StartEpicBattle(0))
    assert state.herald == "chasm" and all(h.region == "chasm" for h in state.heroes)


def test_zw_scen_34_preparing_the_herald(gate_open):
    state = table(("goryv",))
    hero = state.heroes[0]
    land = state.land
    land.tokens["murk"].update({"nuru_plain": "murkrift", "ystoi_plain": "murkrift"})  # 2 Murkrifts
    land.tokens["threat"]["lekhian_plain"] = "incursion"  # and 1 Incursion
    hero.value.update(vigor=1, instinct=0, will=2)
    hero.prime = 0
    hero.used_feats, hero.feats = list(hero.feats), []
    hero.taints = ["vigor"]
    hero.injuries["will"] = 1
    state.rng = Picks(1, 0, 0)  # the Mask of Frost: an Instinct Shield when drawn
    GAME.apply(state, StartEpicBattle(0))
    epic = state.epic
    assert epic.herald_card == "mask_of_frost" and epic.difficulty == content().heralds["mask_of_frost"].difficulty
    assert sorted(epic.shields) == ["instinct", "vigor", "will", "will"]
    # all recovered up to the current maxima (AMB-77); the Taint and the Injury stay
    assert hero.value == {a: hero.current_max(a) for a in ("vigor", "instinct", "will")}
    assert hero.value["vigor"] == hero.printed_max["vigor"] - 1 and hero.value["will"] == hero.printed_max["will"] - 1
    assert hero.prime == 3 and hero.used_feats == [] and hero.feats
    assert hero.taints == ["vigor"] and hero.injuries["will"] == 1


def test_zw_scen_34_the_mask_of_ash_taints_every_hero_before_they_recover(gate_open):
    state = started(herald=1)
    assert state.epic.herald_card == "mask_of_ash"
    assert all(len(h.taints) == 1 for h in state.heroes)


def test_zw_scen_35_each_hero_draws_a_card_and_the_table_picks_the_order(gate_open):
    state = started()
    epic = state.epic
    assert epic.round == 1 and epic.to_go == [0, 1] and len(epic.drawn) == 2
    assert len(state.herald_deck) == 8  # two cards drawn face down
    assert GAME.legal_actions(state) == [FaceAttack(0, 0), FaceAttack(0, 1)]
    card = epic.drawn[1]
    GAME.apply(state, FaceAttack(0, 1))  # Svara first
    ch = state.challenge
    assert state.active == 1 and ch.seats == [1] and ch.enemy == card
    assert not state.land.affected_by_murk(state.heroes[1].region)
    assert [d.kind for d in ch.dice] == [NIX, NIX]  # 2 base Nix dice (L1199)


def test_zw_scen_35_an_extra_nix_herald_adds_a_die_to_every_attack_and_an_aura_holds_on_each(gate_open, monkeypatch):
    frost = content().heralds["mask_of_frost"]
    fierce = frost.model_copy(update={"ability": HeraldAbilityM(kind="extra_nix", count=1)})
    monkeypatch.setitem(content().heralds, "mask_of_frost", fierce)
    state = started(herald=0)
    GAME.apply(state, FaceAttack(0, 0))
    assert [d.kind for d in state.challenge.dice] == [NIX, NIX, NIX]
    state = started(herald=2)  # the Mask of the Hollow Eye: no Prime rerolls in the battle
    assert state.epic.aura == "no_prime_rerolls"
    GAME.apply(state, FaceAttack(0, 0))
    assert state.challenge.aura in ("no_prime_rerolls", "no_offerings")  # the card's own Aura comes first


def roll_all(state, hero_face="pierce", nix_face="empty"):
    ch = state.challenge
    state.rng = Faces(*[nix(nix_face) if d.kind == NIX else attr(hero_face) for d in ch.dice])
    GAME.apply(state, RollDice(state.active))
    state.rng = Rng(9)
    GAME.apply(state, EndDetermination(state.active))


def buy_everything(state):
    for a in GAME.legal_actions(state):
        if isinstance(a, BuyBanner) and a.card != "dread" and a in GAME.legal_actions(state):
            GAME.apply(state, a)


def test_zw_scen_35_amb_50_a_success_moves_the_unused_pierces_onto_the_herald_card_as_runes(gate_open):
    state = started(("goryv",))
    ch = state.challenge  # a Solo hero's card is turned at once
    assert ch is not None and state.active == 0
    buy_everything(state)
    dice = [d.kind for d in ch.dice if d.kind != NIX]
    shields = list(ch.enemy_shields)
    roll_all(state)
    assert state.step == "epic_transfer"
    spare = list(dice)
    for a in [*ch.difficulty, *shields]:
        spare.remove(a)
    assert sorted(state.epic.spare) == sorted(spare) and spare
    assert set(GAME.legal_actions(state)) == {TransferRunes(0, True), TransferRunes(0, False)}
    GAME.apply(state, TransferRunes(0, True))
    assert sorted(state.epic.runes) == sorted(spare)
    assert state.epic.round == 2 and state.challenge is not None  # a new round: a new card at once


def test_zw_scen_37_the_herald_is_beaten_by_attribute():
    from game.zerywia.epic_record import EpicBattle

    epic = EpicBattle("mask_of_frost", "chasm", difficulty=["vigor", "will"], shields=["will"])
    epic.runes = ["vigor", "will", "instinct", "instinct"]
    assert not epic.beaten() and epic.missing() == {"vigor": 0, "instinct": 0, "will": 1}
    assert epic.shields_left() == []  # the first Will Rune breaks the Shield
    epic.runes.append("will")
    assert epic.beaten()


def hostile_of(hero: str) -> str | None:
    """The Enemy card that is ``hero``'s hostile version (the content's ``hostile_of``), if any."""
    return next((e.id for e in content().enemies.values() if getattr(e, "hostile_of", None) == hero), None)


def test_zw_inj_08_zw_scen_36_an_injury_removes_the_hero_and_adds_its_hostile_version(gate_open, monkeypatch):
    state = started()
    hostile = hostile_of("goryv")
    if hostile is None:  # before the content has the Defiled heroes: a stand-in card
        hostile = "defiled_goryv"
        monkeypatch.setitem(content().enemies, hostile, SimpleNamespace(id=hostile, hostile_of="goryv"))
    GAME.apply(state, FaceAttack(0, 0))
    goryv = state.heroes[0]
    goryv.value.update(vigor=0, instinct=0, will=0)  # any loss now is an Injury
    state.rng = Faces(nix("critical"), nix("critical"))
    GAME.apply(state, RollDice(0))
    events = GAME.apply(state, EndDetermination(0))
    assert goryv.lost and state.epic.fallen == [0] and state.epic.hostile == [hostile]
    assert hostile in state.enemy_deck
    assert any(e.kind == "zerywia.epic.fallen" and e.data["hostile"] == hostile for e in events)
    assert state.active == 1 and state.challenge.seats == [1]  # Svara's turn comes at once


def test_zw_scen_36_without_a_hostile_card_the_hero_is_still_removed(gate_open, monkeypatch):
    state = started()
    hostile = hostile_of("goryv")
    if hostile is not None:
        monkeypatch.delitem(content().enemies, hostile)
    GAME.apply(state, FaceAttack(0, 0))
    state.heroes[0].value.update(vigor=0, instinct=0, will=0)
    state.rng = Faces(nix("critical"), nix("critical"))
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    assert state.heroes[0].lost and state.epic.hostile == []
    monkeypatch.undo()
    assert GAME.check_invariants(state) == []


def play_battle(state, hero_face, nix_face, rounds=40):
    """Every hero buys every Banner it can, the dice fall as told, Runes always moved."""
    cycle, time = state.cycle, state.time
    while not state.outcome and state.epic.round <= rounds:
        if state.step == "epic":
            GAME.apply(state, GAME.legal_actions(state)[0])
        elif state.step == "epic_transfer":
            GAME.apply(state, TransferRunes(state.active, True))
        else:
            buy_everything(state)
            roll_all(state, hero_face, nix_face)
        assert (state.cycle, state.time) == (cycle, time)  # ZW-SCEN-38: the Cycle holds still
        assert GAME.check_invariants(state) == []


def test_zw_scen_36_37_38_a_whole_battle_won_with_the_cycle_held_still(gate_open):
    state = started(FOUR, herald=0)
    play_battle(state, "pierce", "empty")
    epic = state.epic
    assert state.outcome == "won" and state.reason == epic_battle.WON_REASON and epic.result == "won"
    assert epic.beaten() and not epic.fallen and epic.round >= 1 and len(epic.runes) >= 3
    assert GAME.is_over(state).winners == (0, 1, 2, 3)
    assert sorted(state.herald_deck) == sorted(content().attack_deck("ughmor"))  # all back


def test_zw_scen_36_38_a_whole_battle_lost_when_every_hero_falls(gate_open):
    state = started(("goryv", "svara"), herald=0)
    play_battle(state, "empty", "critical")
    assert state.outcome == "lost" and state.reason == epic_battle.LOST_REASON
    assert sorted(state.epic.fallen) == [0, 1] and all(h.lost for h in state.heroes)
    assert GAME.is_over(state).winners == ()


def test_zw_scen_35_the_round_is_played_to_its_end_after_the_herald_falls(gate_open):
    state = started(("goryv", "svara"), herald=0)
    epic = state.epic
    epic.runes = ["vigor"] * 9 + ["instinct"] * 9 + ["will"] * 9  # beaten already
    GAME.apply(state, FaceAttack(0, 0))
    roll_all(state)
    assert not state.outcome and state.step == "challenge" and state.active == 1  # Svara still fights
    assert epic.spare == []  # nothing more to move (L1203)
    roll_all(state)
    assert state.outcome == "won" and epic.round == 1


def test_the_attack_deck_reshuffles_when_it_runs_out(gate_open):
    state = started(FOUR, herald=0)
    state.epic.runes = []
    seen = 0
    while state.epic.round < 4 and not state.outcome:  # 4 heroes x 3 rounds = 12 > 10 cards
        if state.step == "epic":
            GAME.apply(state, GAME.legal_actions(state)[0])
        elif state.step == "epic_transfer":
            GAME.apply(state, TransferRunes(state.active, False))  # keep the Herald standing
        else:
            roll_all(state, "empty", "empty")
            seen += 1
        assert GAME.check_invariants(state) == []
    assert seen >= 11 or state.outcome


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_bots_play_the_battle_to_its_end_through_legal_actions(gate_open, kind):
    for seed in range(3 if kind == "greedy" else 8):
        state = started(FOUR[: 1 + seed % 4], herald=seed % 3, seed=seed)
        bot = make_bot(kind, seed)
        steps = 0
        while not state.outcome:
            legal = GAME.legal_actions(state)
            assert legal, "no legal action in the battle"
            GAME.apply(state, bot.choose_from(GAME, state, legal, None))
            assert GAME.check_invariants(state) == []
            steps += 1
            assert steps < 3000
        assert state.outcome in ("won", "lost") and state.epic.result == state.outcome
        again = GAME.from_json(GAME.to_json(state))
        assert GAME.to_json(again) == GAME.to_json(state)


def test_an_epic_state_survives_a_save_mid_battle(gate_open):
    state = started()
    GAME.apply(state, FaceAttack(0, 1))
    again = GAME.from_json(GAME.to_json(state))
    assert again.epic == state.epic and again.step == "challenge" and again.context == epic_battle.CONTEXT
    assert Explore not in {type(a) for a in GAME.legal_actions(again)}


def test_zw_scen_33_a_greedy_table_joins_the_battle_once_its_gate_opens(gate_open):
    state = table(("goryv", "svara"))
    bot = make_bot("greedy", 2)
    choice = bot.choose_from(GAME, state, GAME.legal_actions(state), None)
    assert isinstance(choice, StartEpicBattle)


def test_the_battle_simulation_plays_battles_to_an_end_on_the_authored_map():
    from game.zerywia import epic_sim
    from game.zerywia.geography import use

    use(None)  # the simulation reads the map the game ships (the fixture puts its own back after)
    rows = epic_sim.run([2], games=2, seed=3, murkrifts=1, incursions=1, bot="random")
    assert rows[0].games == 2 and 0 <= rows[0].won <= 2 and rows[0].rounds >= 1
