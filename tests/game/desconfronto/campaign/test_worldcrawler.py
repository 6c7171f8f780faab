"""The worldcrawler's rules (DC-CMP-*): the map, the moves, the story pages, camps, the end."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.desconfronto import GAME, flee
from game.desconfronto.campaign import fights, world
from game.desconfronto.campaign_actions import Camp, Move, Stay, Travel
from tests.game.desconfronto.campaign.campaign_helpers import (
    campaign_session,
    kinds,
    leave_market,
    lose_combat,
    pages,
    to_combat,
    win_combat,
)


def test_dc_cmp_04_13_the_campaign_opens_at_kalahad_with_scrolls_1_and_2_then_its_combat():
    s = campaign_session(["artan", "tesser"])
    camp = s.state.campaign
    assert camp.at == "K0" and camp.revealed == ["K0"]
    assert camp.pages == ["scroll1", "scroll2.intro"]
    assert s.state.phase == "hero" and s.state.run.stage == "combat"


def test_dc_cmp_28_kalahad_for_two_players_is_bicudo_and_froggo_on_every_face():
    for seed in range(1, 9):
        s = campaign_session(["artan", "tesser"], seed=seed)
        assert sorted(c.creature for c in s.state.creatures) == ["bicudo", "froggo"]


def test_dc_cmp_26_one_strongest_creature_out_per_missing_player_never_below_one():
    row = ["froggo", "bicudo", "tundra_troll", "ruin_sentinel"]
    assert fights.creatures_for(row, [], 4) == sorted(row, key=fights.strength_key)
    assert len(fights.creatures_for(row, [], 3)) == 3
    assert len(fights.creatures_for(row, [], 1)) == 1
    assert fights.creatures_for(row, [], 1) == [min(row, key=fights.strength_key)]


def test_dc_cmp_10_l401_a_won_kalahad_pays_4_fragments_then_scroll_2s_conclusion():
    s = campaign_session(["artan", "tesser"])
    events = win_combat(s)
    assert s.state.fragments == 4  # L401
    assert pages(events) == ["scroll2.conclusion"]  # L257
    assert s.state.pending.kind == "market" and s.state.pending["shop"] is True  # K0 has a shop (L112)


def test_dc_cmp_08_one_move_to_a_connected_card_reveals_it_and_starts_its_combat():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    legal = GAME.legal_actions(s.state)
    moves = sorted(a.to for a in legal if isinstance(a, Move))
    assert moves == sorted(world.neighbours("K0"))
    events = s.apply(Move(0, "R7"))
    assert "dc.card_revealed" in kinds(events)
    assert s.state.campaign.at == "R7" and "R7" in s.state.campaign.revealed
    assert pages(events) == ["scroll3.intro"]  # DC-CMP-12: first entry to the blue area


def test_dc_cmp_09_a_card_not_connected_cannot_be_entered():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    with pytest.raises(IllegalAction):
        s.apply(Move(0, "R2"))


def test_dc_cmp_12_an_areas_pages_are_read_once_entering_and_once_leaving():
    s = campaign_session(["artan"], seed=3)
    win_combat(s)
    leave_market(s)
    s.apply(Move(0, "T9"))  # blue: road event card? then fight
    camp = s.state.campaign
    assert "scroll3.intro" in camp.pages
    # jump the group next to a green card and walk in: blue's conclusion, green's introduction
    camp.at = "T7"
    s.state.pending = None
    s.touch()
    assert world.arrival_pages(s.state, "T6") == ["scroll3.conclusion", "scroll4.intro"]
    camp.at = "T7"
    assert world.arrival_pages(s.state, "T6") == []  # read already


def test_dc_cmp_15_fast_travel_goes_to_a_revealed_card_for_its_cost():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    s.apply(Move(0, "R7"))
    to_combat(s)
    lose_combat(s)  # still a move after a lost combat (AMB-24); the group stays on R7 (L342)
    assert s.state.campaign.at == "R7" and s.state.pending.kind == "map"
    travel = [a for a in GAME.legal_actions(s.state) if isinstance(a, Travel)]
    assert [a.to for a in travel] == ["K0"]  # the only other revealed card, its cost affordable
    before = s.state.fragments
    s.apply(Travel(0, "K0"))
    assert s.state.fragments == before - world.the_map().cards["K0"].fast_travel
    assert s.state.campaign.at == "K0" and s.state.phase == "hero"  # K0 is hostile: a combat


def test_dc_cmp_15_no_fast_travel_without_the_fragments():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    s.state.fragments = 0
    s.touch()
    assert not [a for a in GAME.legal_actions(s.state) if isinstance(a, Travel)]


def test_dc_cmp_16_07_a_rest_token_after_a_victory_makes_the_card_safe():
    s = campaign_session(["artan", "tesser"])
    s.state.heroes[0].vigor = 3
    win_combat(s)
    leave_market(s)
    assert {a.rest for a in GAME.legal_actions(s.state) if isinstance(a, Camp)} == {"short", "long"}
    events = s.apply(Camp(0, "long"))
    assert "dc.long_rest" in kinds(events)
    h = s.state.heroes[0]
    assert h.vigor == h.max_vigor and len(h.hand) == 5  # DC-CMP-18
    camp = s.state.campaign
    assert camp.camps == {"K0": "long"} and camp.tokens == ["short"]
    legal = GAME.legal_actions(s.state)
    assert not [a for a in legal if isinstance(a, Camp | Stay)]  # one camp per card; a safe card: no fight
    s.apply(Move(0, "R7"))
    to_combat(s)
    lose_combat(s)
    s.apply(Travel(0, "K0"))
    assert s.state.phase == "run" and s.state.pending.kind == "map"  # back at the camp: no combat


def test_dc_cmp_16_no_rest_token_after_a_lost_combat():
    s = campaign_session(["artan", "tesser"])
    win_combat(s)
    leave_market(s)
    s.apply(Move(0, "R7"))
    to_combat(s)
    lose_combat(s)
    assert not [a for a in GAME.legal_actions(s.state) if isinstance(a, Camp)]


def test_dc_cmp_11_staying_rolls_the_setup_again():
    s = campaign_session(["artan", "tesser", "kandra", "marzak"])
    lose_combat(s)
    s.state.forced = ["hit1"]
    s.touch()
    s.apply(Stay(0))
    assert s.state.campaign.combat["face"] == "hit1"
    first = [c.creature for c in s.state.creatures]
    lose_combat(s)
    s.state.forced = ["purified"]
    s.touch()
    s.apply(Stay(0))
    card = world.the_map().cards["K0"]
    assert [c.creature for c in s.state.creatures] == list(card.setup.row("purified"))
    assert first == list(card.setup.row("hit1"))


def test_dc_cmb_37_fleeing_a_campaign_combat_costs_the_cards_fast_travel():
    s = campaign_session(["artan", "tesser"])
    assert flee.cost(s.state) == world.the_map().cards["K0"].fast_travel


def test_dc_cmp_29_without_general_exhaustion_a_lost_combat_never_ends_the_campaign():
    """DC-CMB-38: with General Exhaustion off there is no end-of-game condition (L345)."""
    s = campaign_session(["artan"])
    lose_combat(s)
    assert GAME.is_over(s.state) is None and s.state.pending.kind == "map"


def test_dc_cmp_29_l345_general_exhaustion_ends_the_campaign_on_a_lost_combat():
    """DC-CMB-38: every hero Exhausted at once ends the game and loses the campaign (L345)."""
    s = campaign_session(["artan"], options={"general_exhaustion": True})
    events = lose_combat(s)
    assert "dc.campaign_lost" in kinds(events)
    assert GAME.is_over(s.state).result == "lost"


def test_dc_cmp_02_the_face_up_map_shows_every_card_from_the_start():
    s = campaign_session(["artan"], options={"face_up_map": True})
    assert len(s.state.campaign.revealed) == len(world.the_map().cards)


def test_a_campaign_saves_and_loads_between_and_during_combats():
    s = campaign_session(["artan", "tesser"])
    data = GAME.to_json(s.state)
    assert GAME.to_json(GAME.from_json(data)) == data
    win_combat(s)
    leave_market(s)
    s.apply(Move(0, "R7"))
    data = GAME.to_json(s.state)
    back = GAME.from_json(data)
    assert back.campaign.at == "R7" and back.campaign.pages == s.state.campaign.pages


def test_the_campaign_scenario_reaches_every_step_and_ends_won():
    """DC-CMP-29: the scenario of every campaign event ends with Gûrthur's fall."""
    from tests.game.desconfronto.campaign.campaign_scenarios import scenario_campaign

    kinds_seen = {e.kind for e in scenario_campaign()}
    assert {"dc.campaign_won", "dc.finale_open", "dc.secret_revealed", "dc.mission_done"} <= kinds_seen


def test_dc_cm_01_03_a_campaign_with_four_heroes_may_have_a_corruption_master_dealt_at_every_combat():
    s = campaign_session(["artan", "tesser", "kandra", "marzak"], master=True)
    assert s.state.master is not None and len(s.state.master.hand) == 5
    lose_combat(s)
    s.apply(Stay(0))  # the next combat of the campaign deals the Master a new hand (AMB-38)
    assert len(s.state.master.hand) == 5


def test_dc_cm_01_a_campaign_master_needs_four_heroes():
    from game.desconfronto.setup import SetupError

    with pytest.raises(SetupError):
        campaign_session(["artan", "tesser"], master=True)
