"""Campaign positions that emit every campaign event kind (test_event_decl.py collects them), each a
short journey through the rules it names."""

from __future__ import annotations

from typing import Any

from game.desconfronto import GAME
from game.desconfronto.campaign import engine, world
from game.desconfronto.campaign_actions import Camp, DiscardCard, FaceTenebrah, Move, RoadChoice, Stay, Travel
from tests.game.desconfronto.campaign.campaign_helpers import (
    campaign_session,
    leave_market,
    lose_combat,
    win_combat,
)


def next_road_event(s: Any, event_id: str) -> None:
    """Put ``event_id`` on top of the road-event deck (the next road card draws it)."""
    camp = s.state.campaign
    if event_id in camp.deck:
        camp.deck.remove(event_id)
    camp.deck.append(event_id)
    s.touch()


def place_group(s: Any, card: str) -> None:
    """The group token on ``card`` (revealed), the map's choice waiting."""
    camp = s.state.campaign
    camp.at = card
    if card not in camp.revealed:
        camp.revealed.append(card)
    engine.ask_map(s.state)
    s.touch()


def scenario_campaign() -> list[Any]:
    """DC-CMP-04..19, DC-CMP-29, AMB-33, DC-SEC-02: a campaign's every kind of step."""
    s = campaign_session(["artan", "tesser"], seed=3, campaigns_done=1)
    events: list[Any] = list(engine.start(GAME.new_game({"mode": "campaign", "players": 1, "heroes": ["artan"]}, 2)))
    events += win_combat(s)  # K0: Scroll 2's conclusion, the market
    leave_market(s)
    events += s.apply(Camp(0, "short"))  # K0 becomes a camp
    next_road_event(s, "bandits_toll")
    events += s.apply(Move(0, "R7"))  # revealed, Scroll 3, a road event
    events += s.apply(RoadChoice(0, "b", -1))  # an ambush and fragments
    events += lose_combat(s)
    events += s.apply(Travel(0, "K0"))  # a safe card
    next_road_event(s, "wandering_peddler")
    events += s.apply(Move(0, "R7"))
    events += s.apply(RoadChoice(0, "b", -1))  # the Leader discards
    events += s.apply(DiscardCard(0, s.state.heroes[0].hand[0]))
    lose_combat(s)
    place_group(s, "T9")
    events += s.apply(Move(0, "T7"))  # T7 is no road card: its combat at once
    events += win_combat(s)  # a "!" card: the Leader's Legendary Weapon mission
    leave_market(s)
    events += s.apply(Stay(0))
    lose_combat(s)
    next_road_event(s, "the_sealed_door")
    place_group(s, "K0")
    s.state.campaign.camps.clear()
    events += s.apply(Move(0, "T9"))
    events += s.apply(RoadChoice(0, "a", -1))  # a gamble
    lose_combat(s)
    place_group(s, "K0")
    next_road_event(s, "the_deserter")
    events += s.apply(Move(0, "F1"))
    events += s.apply(RoadChoice(0, "b", -1))  # fragments for Vigor
    lose_combat(s)
    for corner in world.the_map().corners():  # the four Guardians: Conclusion tokens, then Scroll 7 opens
        place_group(s, corner.id)
        s.apply(Stay(0))
        events += win_combat(s)
        leave_market(s)
    camp = s.state.campaign
    camp.beaten += [t for t in ("R1", "T3", "F7", "P8") if t not in camp.beaten]
    place_group(s, "T9")
    events += s.apply(Move(0, "K0"))  # Scroll 7's introduction, the final battle
    events += lose_combat(s)
    place_group(s, "P5")
    events += s.apply(FaceTenebrah(0))  # DC-SEC-02
    lose_combat(s)
    place_group(s, "K0")
    s.apply(Stay(0))
    s.state.boss.form = 2
    events += win_combat(s)
    lost = campaign_session(["artan"], seed=4, options={"general_exhaustion": True})
    events += lose_combat(lost)
    return events


def scenario_pharanor_secret() -> list[Any]:
    """DC-SEC-05: Corrupted Pharanor's last battle (pharanor_scenario.py, which builds on this module)."""
    from tests.game.desconfronto.campaign.pharanor_scenario import scenario_pharanor

    return scenario_pharanor()


CAMPAIGN_SCENARIOS = (scenario_campaign, scenario_pharanor_secret)
