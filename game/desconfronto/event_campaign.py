"""Events of the Sempreterna campaign (``campaign/``, DC-CMP-*). Log lines in dc_campaign.toml
(``event.<kind>``); ``page`` ids are the journal's (``scroll2.intro``, ``temple.R1``...)."""

from __future__ import annotations

from game.core.events import EventSpec, ListOf, spec

CAMPAIGN: tuple[EventSpec, ...] = (
    spec("dc.campaign_started", card=str),
    spec("dc.campaign_setup", reveals=True, card=str, face=str, creatures=ListOf(str)),  # DC-CMP-11/26
    spec("dc.card_revealed", reveals=True, card=str),  # DC-CMP-08
    spec("dc.group_moved", card=str),
    spec("dc.fast_travel", card=str, cost=int),  # DC-CMP-15
    spec("dc.stayed", card=str),  # AMB-24
    spec("dc.safe_card", card=str),  # DC-CMP-07
    spec("dc.page", page=str),  # DC-CMP-12/13: a Scroll's introduction or conclusion, a temple's text
    spec("dc.camp_made", card=str, kind=str),  # DC-CMP-16
    spec("dc.road_event", reveals=True, event=str, card=str),  # DC-CMP-19
    spec("dc.road_choice", event=str, choice=str, hero=int),
    spec("dc.road_gamble", reveals=True, event=str, choice=str, face=str, won=bool),
    spec("dc.road_fragments", change=int, pool=int),
    spec("dc.road_vigor", hero=int, change=int, vigor=int),
    spec("dc.road_ambush", creatures=ListOf(str)),
    spec("dc.road_discard", hero=int, card=str),
    spec("dc.campaign_market", card=str, shop=bool),
    spec("dc.conclusion_token", card=str, tokens=int),  # L114
    spec("dc.foe_beaten", card=str, encounter=str),
    spec("dc.finale_open", guardians=int),  # AMB-33
    spec("dc.final_battle", tries=int),
    spec("dc.final_battle_lost", tries=int),
    spec("dc.mission_done", hero=int, kind=str, card=str),  # DC-CMP-21
    spec("dc.secret_revealed", reveals=True, card=str),  # DC-SEC-02
    spec("dc.campaign_won", card=str),  # DC-CMP-29
    spec("dc.campaign_lost", card=str),  # L345, General Exhaustion
)
