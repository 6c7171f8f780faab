"""DC-CMP-02/07/08/12/13/16 and AMB-33 as invariants (campaign/invariants.py): a campaign as the engine
leaves it passes them, and each broken rule is reported."""

from __future__ import annotations

from game.desconfronto import GAME
from game.desconfronto.campaign.invariants import campaign_invariants

from .campaign_helpers import campaign_session, leave_market, win_combat


def _won_k0():
    s = campaign_session(["artan", "kandra"], seed=3)
    win_combat(s)
    leave_market(s)
    return s


def test_dc_cmp_invariants_hold_on_a_fresh_and_a_moved_campaign():
    """DC-CMP-04/08: the start and a move after the K0 combat break nothing."""
    s = campaign_session(["artan"], seed=2)
    assert campaign_invariants(s.state) == []
    s = _won_k0()
    move = next(a for a in GAME.legal_actions(s.state) if type(a).__name__ == "Move")
    s.apply(move)
    assert campaign_invariants(s.state) == []
    assert GAME.check_invariants(s.state) == []


def test_dc_cmp_02_face_up_map_reveals_all_and_passes():
    s = campaign_session(["artan"], seed=2, options={"face_up_map": True})
    assert campaign_invariants(s.state) == []
    s.state.campaign.revealed.remove("T1")
    assert any("face_up_map" in b for b in campaign_invariants(s.state))


def test_dc_cmp_08_revealed_cards_must_be_connected_from_k0():
    s = _won_k0()
    s.state.campaign.revealed.append("T1")  # a far corner turned with nothing met between
    assert any("connected" in b for b in campaign_invariants(s.state))


def test_dc_cmp_08_the_group_stands_on_a_face_up_map_card():
    s = _won_k0()
    s.state.campaign.at = "R8"
    assert any("face down" in b for b in campaign_invariants(s.state))
    s.state.campaign.at = "X9"
    assert any("not a map card" in b for b in campaign_invariants(s.state))


def test_dc_cmp_16_rest_tokens_are_one_short_and_one_long():
    s = _won_k0()
    camp = s.state.campaign
    camp.camps["K0"] = "long"  # placed without leaving the hand: a copy
    assert any("rest tokens" in b for b in campaign_invariants(s.state))
    camp.tokens.remove("long")
    assert campaign_invariants(s.state) == []
    camp.camps["R8"] = "short"
    camp.tokens.remove("short")
    assert any("face-down" in b for b in campaign_invariants(s.state))


def test_dc_cmp_12_13_pages_in_reading_order_without_duplicates():
    s = _won_k0()
    camp = s.state.campaign
    camp.pages.append("scroll2.conclusion")
    assert any("twice" in b for b in campaign_invariants(s.state))
    camp.pages.pop()
    camp.pages.append("scroll4.conclusion")  # never introduced
    assert any("before its introduction" in b for b in campaign_invariants(s.state))
    camp.pages[-1] = "scroll9.intro"
    assert any("unknown pages" in b for b in campaign_invariants(s.state))


def test_dc_cmp_06_beaten_foes_stand_on_encounter_cards_and_amb_33_finale():
    s = _won_k0()
    camp = s.state.campaign
    camp.beaten.append("K0")  # Kalahad holds no special foe
    assert any("K0 beaten" in b for b in campaign_invariants(s.state))
    camp.beaten.clear()
    camp.finale = True
    assert any("finale" in b for b in campaign_invariants(s.state))


def test_dc_cmp_21_missions_once_each_on_point_of_interest_cards():
    s = _won_k0()
    camp = s.state.campaign
    camp.missions = [{"seat": 0, "kind": "weapon", "card": "R8"}] * 2
    assert any("mission done twice" in b for b in campaign_invariants(s.state))
    camp.missions = []
    camp.mission_cards = ["K0"]
    assert any("carry no" in b for b in campaign_invariants(s.state))
