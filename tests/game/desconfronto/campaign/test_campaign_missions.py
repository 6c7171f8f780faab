"""Side missions, shops, spoils and the road to the final battle (DC-CMP-05..30, DC-SEC-01/02)."""

from __future__ import annotations

from game.desconfronto import GAME, items, market
from game.desconfronto.campaign import world
from game.desconfronto.campaign_actions import ChoosePath, FaceTenebrah, Move, RoadChoice, Stay
from tests.game.desconfronto.campaign.campaign_helpers import (
    campaign_session,
    kinds,
    leave_market,
    lose_combat,
    pages,
    win_combat,
)
from tests.game.desconfronto.campaign.campaign_scenarios import next_road_event, place_group


def _fight_on(s, card: str) -> None:
    place_group(s, card)
    s.apply(Stay(0))


def test_dc_cmp_05_entering_a_hostile_card_starts_its_combat_and_a_victory_pays_its_spoils():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    place_group(s, "T9")
    s.apply(Move(0, "T7"))  # T7: no road event, so the combat at once
    assert s.state.phase == "hero" and s.state.campaign.combat["card"] == "T7"
    before = s.state.fragments
    win_combat(s)
    assert s.state.fragments == before + world.the_map().cards["T7"].spoils.fragments
    assert s.state.campaign.wins["T7"] == 1


def test_dc_cmp_07_a_camp_card_has_no_combat_after_its_first():
    s = campaign_session(["artan"])
    win_combat(s)
    leave_market(s)
    s.state.campaign.camps["T9"] = "short"
    place_group(s, "K0")
    s.apply(Move(0, "T9"))
    assert s.state.phase == "run" and s.state.pending.kind == "map"
    assert not [a for a in GAME.legal_actions(s.state) if isinstance(a, Stay)]


def test_dc_cmp_10_every_victory_pays_again_even_won_before():
    s = campaign_session(["artan"])
    win_combat(s)
    leave_market(s)
    paid = s.state.fragments
    s.apply(Stay(0))
    win_combat(s)
    assert s.state.fragments == 2 * paid and s.state.campaign.wins["K0"] == 2


def test_dc_cmp_21_the_first_point_of_interest_is_the_leaders_weapon_mission_then_clockwise():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    _fight_on(s, "T7")
    events = win_combat(s)
    weapon = items.artifacts_of("artan")[0]
    assert "dc.mission_done" in kinds(events)
    assert items.owns(s.state.heroes[0], weapon)
    leave_market(s)
    s.apply(Stay(0))
    win_combat(s)  # the same "!" card again: its mission is spent (L293)
    assert len(s.state.campaign.missions) == 1
    leave_market(s)
    _fight_on(s, "R8")
    win_combat(s)
    assert items.owns(s.state.heroes[1], items.artifacts_of("tesser")[0])
    assert [(m["seat"], m["kind"]) for m in s.state.campaign.missions] == [(0, "weapon"), (1, "weapon")]


def test_dc_cmp_22_the_prestige_mission_asks_the_path_and_gives_subclass_artifact_and_elder():
    s = campaign_session(["artan"])
    win_combat(s)
    leave_market(s)
    _fight_on(s, "T7")
    win_combat(s)  # the weapon mission
    leave_market(s)
    _fight_on(s, "R8")
    win_combat(s)  # the prestige mission: the path is asked before the market
    assert s.state.pending.kind == "path" and s.state.pending.player == 0
    paths = [a.subclass for a in GAME.legal_actions(s.state)]
    assert len(paths) == 2
    s.apply(ChoosePath(0, paths[1]))
    h = s.state.heroes[0]
    assert h.subclass == paths[1]
    assert items.owns(h, items.artifacts_of("artan")[1])  # the Personal Artifact (L304)
    assert s.state.pending.kind == "market"


def test_dc_cmp_23_a_shop_card_sells_items_after_a_victory_and_other_cards_only_abilities():
    s = campaign_session(["artan"])
    win_combat(s)  # K0 has the shop symbol
    offers = {o.what for o in market.offers(s.state, 0)}
    assert "item" in offers
    leave_market(s)
    _fight_on(s, "T7")
    s.state.fragments = 20
    win_combat(s)
    assert {o.what for o in market.offers(s.state, 0)} <= {"skill"}


def test_dc_cmp_24_a_rest_spoil_rests_every_hero_without_spending_a_token():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    _fight_on(s, "T2")  # T2's spoils: 4 fragments and a Long Rest
    s.state.heroes[0].vigor = 2
    events = win_combat(s)
    assert kinds(events).count("dc.long_rest") == 2
    assert s.state.heroes[0].vigor == s.state.heroes[0].max_vigor
    assert s.state.campaign.tokens == ["short", "long"]


def test_dc_cmp_06_amb_33_four_guardians_open_scroll_7_and_the_final_battle_at_kalahad():
    s = campaign_session(["artan"])
    win_combat(s)
    leave_market(s)
    corners = [c.id for c in world.the_map().corners()]
    for corner in corners[:3]:
        _fight_on(s, corner)
        win_combat(s)
        leave_market(s)
    assert not s.state.campaign.finale and s.state.campaign.conclusions == 3
    _fight_on(s, corners[3])
    events = win_combat(s)
    assert "dc.finale_open" in kinds(events) and s.state.campaign.finale
    leave_market(s)
    place_group(s, "T9")
    events = s.apply(Move(0, "K0"))
    assert "scroll7.intro" in pages(events)
    assert s.state.boss is not None and s.state.creatures[0].creature == "daegur"


def test_dc_cmp_29_dc_boss_23_a_lost_final_battle_leaves_the_group_at_kalahad_to_try_again():
    s = campaign_session(["artan"])
    s.state.campaign.finale = True
    lose_combat(s)
    s.apply(Stay(0))
    assert s.state.boss is not None
    lose_combat(s)
    assert s.state.boss is None and s.state.campaign.boss_tries == 1
    assert GAME.is_over(s.state) is None and s.state.pending.kind == "map"
    s.apply(Stay(0))
    s.state.boss.form = 2
    events = win_combat(s)
    assert "dc.campaign_won" in kinds(events) and GAME.is_over(s.state).result == "won"
    assert "scroll7.conclusion" in s.state.campaign.pages


def _ready_for_tenebrah(done: int):
    s = campaign_session(["artan"], campaigns_done=done)
    win_combat(s)
    leave_market(s)
    camp = s.state.campaign
    camp.beaten += ["R1", "T3", "F7", "P8"]
    camp.pages.append("scroll7.intro")
    place_group(s, "P5")
    return s


def test_dc_sec_01_02_in_a_second_campaign_p5_turns_corrupted_once_the_akari_fall_and_scroll_7_is_read():
    s = _ready_for_tenebrah(done=1)
    assert [a for a in GAME.legal_actions(s.state) if isinstance(a, FaceTenebrah)]
    events = s.apply(FaceTenebrah(0))
    assert "dc.secret_revealed" in kinds(events)
    assert world.here(s.state).encounter == "tenebrah" and s.state.campaign.swapped
    assert s.state.phase == "hero"


def test_dc_sec_01_gen_02_a_first_campaign_never_offers_the_secret():
    s = _ready_for_tenebrah(done=0)
    assert not [a for a in GAME.legal_actions(s.state) if isinstance(a, FaceTenebrah)]


def test_dc_sec_02_not_before_every_akari_is_beaten():
    s = _ready_for_tenebrah(done=1)
    s.state.campaign.beaten.remove("F7")
    s.touch()
    assert not [a for a in GAME.legal_actions(s.state) if isinstance(a, FaceTenebrah)]


def test_dc_cmp_19_a_road_event_comes_before_the_cards_combat_and_its_option_applies():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    next_road_event(s, "the_deserter")  # B: +2 fragments, -1 Vigor for everyone
    s.apply(Move(0, "R7"))
    assert s.state.pending.kind == "road" and s.state.phase == "run"  # before combat (L283)
    before = s.state.fragments
    vigor = [h.vigor for h in s.state.heroes]
    s.apply(RoadChoice(0, "b", -1))
    assert s.state.fragments == before + 2
    assert [h.vigor for h in s.state.heroes] == [v - 1 for v in vigor]
    assert s.state.phase == "hero"  # then the combat


def test_dc_cmp_19_an_ambush_joins_the_cards_combat():
    s = campaign_session(["artan", "tesser", "kandra", "marzak"])
    win_combat(s)
    leave_market(s)
    next_road_event(s, "bandits_toll")  # B: a Twig Goblin ambushes
    s.state.forced = ["hit1"]
    s.touch()
    # P3's hit1 row keeps a Tier II 4th creature (most blue faces are four Tier I since the 2 Dec
    # balance): the ambusher, a Tier I, joins and the playmat's 4 places keep the weakest (fights.py)
    s.apply(Move(0, "P3"))
    s.apply(RoadChoice(0, "b", -1))
    row = list(world.the_map().cards["P3"].setup.row("hit1"))
    got = [c.creature for c in s.state.creatures]
    assert "twig_goblin" in got and len(got) == min(4, len(row) + 1)
    assert row[-1] not in got


def test_dc_cmp_19_a_road_discard_is_the_heros_own_choice():
    s = campaign_session(["artan"])
    win_combat(s)
    leave_market(s)
    next_road_event(s, "wandering_peddler")  # B: the Leader discards 1, +1 fragment
    s.apply(Move(0, "R7"))
    s.apply(RoadChoice(0, "b", -1))
    assert s.state.pending.kind == "discard"
    card = s.state.heroes[0].hand[-1]
    s.apply(next(a for a in GAME.legal_actions(s.state) if a.card == card))
    assert card in s.state.heroes[0].discard.cards and s.state.phase == "hero"


def test_dc_cmp_09_a_lost_combat_leaves_the_group_on_its_card_with_its_move():
    s = campaign_session(["artan"])
    lose_combat(s)
    assert s.state.campaign.at == "K0"
    assert {type(a).__name__ for a in GAME.legal_actions(s.state)} >= {"Move", "Stay"}


def test_amb_57_a_corners_guardian_takes_the_place_of_the_strongest_creature():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    _fight_on(s, "T1")
    got = [c.creature for c in s.state.creatures]
    assert "guardian_rharak" in got and len(got) == 2


def test_dc_sec_03_04_beating_tenebrah_gives_the_abyssal_blade_and_with_purification_and_artan_solarion():
    s = _ready_for_tenebrah(done=1)
    s.apply(FaceTenebrah(0))
    assert "tenebrah" in [c.creature for c in s.state.creatures]
    win_combat(s)  # no Purification on him: the Blade only
    assert items.owns(s.state.heroes[0], "abyssal_blade") and s.state.campaign.secrets == ["abyssal_blade"]
    leave_market(s)
    s.apply(Stay(0))  # L480: he may be fought again for the post-game secret
    pos = next(i for i, c in enumerate(s.state.creatures) if c.creature == "tenebrah")
    s.state.creatures[pos].cond["purification"] = 1
    from game.desconfronto.vigor import defeat

    defeat(s.state, pos)  # he falls holding Purification (DC-SEC-04)
    win_combat(s)
    assert items.owns(s.state.heroes[0], "solarion_lance")  # Artan's (L481)
    assert s.state.campaign.secrets == ["abyssal_blade", "solarion_lance"]
