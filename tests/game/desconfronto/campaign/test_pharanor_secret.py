"""DC-SEC-05 (L480-482): Corrupted Pharanor, the post-game's last battle. Offered after Gûrthur's fall to
a group that holds the Solarion Lance with Pharanor among its heroes; Pharanor's seat runs the Corruption
Master (DC-CM-03) against the others; win or lose, the campaign then ends."""

from __future__ import annotations

from game.desconfronto import GAME
from game.desconfronto.campaign import pharanor
from game.desconfronto.campaign_actions import EndCampaign, FacePharanor
from game.desconfronto.master_actions import MasterPlay
from game.desconfronto.state import ASIDE
from tests.game.desconfronto.campaign.campaign_helpers import kinds, lose_combat, win_combat
from tests.game.desconfronto.campaign.pharanor_scenario import (
    final_battle_won,
    pharanor_fight,
    scenario_pharanor,
)


def test_dc_sec_05_offered_after_gurthurs_fall_with_the_lance_and_pharanor() -> None:
    s = final_battle_won()
    assert s.state.phase == "run" and s.state.pending.kind == "map"
    assert GAME.legal_actions(s.state) == [FacePharanor(0), EndCampaign(0)]
    assert "scroll7.conclusion" in s.state.campaign.pages  # the story's end is read before the secret
    assert GAME.is_over(s.state) is None


def test_dc_sec_05_not_offered_without_the_lance_without_pharanor_or_in_a_first_campaign() -> None:
    for kw in ({"lance": False}, {"heroes": ["artan", "tesser"]}, {"done": 0}):
        s = final_battle_won(**kw)
        assert s.state.phase == "over", kw  # DC-CMP-29: the campaign ends at Gûrthur's fall
        assert GAME.is_over(s.state).result == "won"


def test_dc_sec_05_declining_ends_the_campaign_won() -> None:
    s = final_battle_won()
    events = s.apply(EndCampaign(0))
    assert "dc.campaign_won" in kinds(events)
    assert GAME.is_over(s.state).result == "won"
    assert pharanor.SECRET not in s.state.campaign.secrets


def test_dc_sec_05_pharanors_seat_is_the_corruption_master_against_the_others() -> None:
    s = pharanor_fight()
    st = s.state
    seat = st.seat_of["pharanor"]
    assert [c.creature for c in st.creatures] == ["corrupted_pharanor"]  # alone on the board (L482)
    assert st.master is not None and st.master.seat == seat and len(st.master.hand) == 5  # DC-CM-03
    assert st.heroes[seat].exhausted == ASIDE
    assert GAME.seats(st)[seat] != GAME.seats(final_battle_won().state)[seat]  # shown as the Master
    assert len(GAME.seats(st)) == len(st.heroes)  # no 5th seat: his own seat plays the creatures
    assert GAME.check_invariants(st) == []
    # the heroes take their turns without him, and the Master chooses the creature's card
    seen = set()
    for _ in range(400):
        if st.phase not in ("hero", "creature") or st.phase == "over":
            break
        legal = GAME.legal_actions(st)
        if st.pending is not None and st.pending.kind == "master_card":
            assert st.pending.player == seat and all(isinstance(a, MasterPlay) for a in legal)
            assert all(a.player == seat for a in legal)
        elif st.phase == "hero":
            seen.add(st.active_hero)
        s.apply(legal[0])
        assert GAME.check_invariants(st) == []
    assert seat not in seen and seen  # Pharanor's hero never takes a turn


def test_dc_sec_05_winning_keeps_the_secret_and_ends_the_campaign() -> None:
    s = pharanor_fight()
    seat = s.state.seat_of["pharanor"]
    events = win_combat(s)
    assert "dc.secret.pharanor_result" in kinds(events) and "dc.campaign_won" in kinds(events)
    assert pharanor.SECRET in s.state.campaign.secrets
    assert s.state.master is None and s.state.heroes[seat].exhausted == ""
    assert GAME.is_over(s.state).result == "won"


def test_dc_sec_05_losing_still_ends_the_campaign_without_the_secret() -> None:
    s = pharanor_fight()
    events = lose_combat(s)
    result = next(e for e in events if e.kind == "dc.secret.pharanor_result")
    assert result.data["result"] == "lost"
    assert pharanor.SECRET not in s.state.campaign.secrets
    assert GAME.is_over(s.state).result == "won"  # Daegur and Gûrthur have fallen all the same


def test_dc_sec_05_a_bot_pharanor_seat_plays_the_masters_hand() -> None:
    from game.ai.bots import GreedyBot  # the Master bot: the greedy bot on the Master's seat

    s = pharanor_fight()
    st = s.state
    seat = st.seat_of["pharanor"]
    bot = GreedyBot(seed=1)
    for _ in range(200):
        if st.pending is not None and st.pending.kind == "master_card":
            a = bot.choose(GAME, st, seat)
            assert isinstance(a, MasterPlay) and a.card in st.master.hand
            return
        s.apply(GAME.legal_actions(st)[0])
    raise AssertionError("the Master was never asked for a card")


def test_dc_sec_05_scenario_emits_its_events() -> None:
    assert {"dc.secret.pharanor_offered", "dc.secret.pharanor_fight", "dc.secret.pharanor_result"} <= set(kinds(scenario_pharanor()))


def test_dc_sec_05_the_offer_and_the_fight_survive_a_save() -> None:
    """A campaign is many sittings: the offer and the last battle (Master seat, hero set aside) reload."""
    for s in (final_battle_won(), pharanor_fight()):
        back = GAME.from_json(GAME.to_json(s.state))
        assert GAME.to_json(back) == GAME.to_json(s.state)
        assert GAME.legal_actions(back) == GAME.legal_actions(s.state)
        assert GAME.check_invariants(back) == []
