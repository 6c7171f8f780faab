"""Nix's Phase of the Path of the Chosen One (ZW-SCEN-07..10; L422-L431).

1 the Herald's Activation: roll the Thymor and Location dice; a Chasm on either (AMB-05) sends the
Herald to the Chasm, else to that Thymor's Region of that location, where it Increases Threat.
2 each hero in turn places a Murk token in a Region of the Thymor it stands in, as a Spread the Murk
there (AMB-35; a hero on the Chasm places none). 3 a Blackstone onto the Ritual Rifts (the flow's
closing hook); the fifth ends the scenario (checked by the end check, as overflow Blackstones are).
"""

from __future__ import annotations

from game.core.actions import Event
from game.zerywia import gods
from game.zerywia.geography import CHASM, Geography
from game.zerywia.journey import count_blackstones
from game.zerywia.land import MURK, THREAT, start_chain
from game.zerywia.memory_rituals import place_blackstone
from game.zerywia.state import ZerywiaState


def herald_roll(state: ZerywiaState, geo: Geography, events: list[Event]) -> str:
    """The Thymor and Location dice move the Herald (a Chasm on either: the Chasm, AMB-05); returns
    where he stands now (the Path's and the Memory's Activation alike, ZW-SCEN-07/26)."""
    thymor = geo.thymor_faces[state.rng.below(len(geo.thymor_faces))]
    location = geo.location_faces[state.rng.below(len(geo.location_faces))]
    events.append(Event("zerywia.nix.herald_roll", {"thymor": thymor, "location": location}, reveals=True))
    region = CHASM if CHASM in (thymor, location) else geo.special_region(thymor, location)
    state.herald = region
    events.append(Event("zerywia.nix.herald_moved", {"region": region}))
    return region


def herald_activation(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    region = herald_roll(state, geo, events)
    if region != CHASM:
        overflow(state, geo, THREAT, region, 0, events)


def overflow(state: ZerywiaState, geo: Geography, family: str, region: str, chooser: int, events: list[Event]) -> None:
    chain = start_chain(state.land, geo.borders, family, region, events)
    count_blackstones(state, events)
    if chain.choices:
        state.chain, state.chooser = chain, chooser


def begin(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    herald_activation(state, geo, events)
    state.to_place = [h.seat for h in state.heroes if h.region in geo.thymor_of and not h.lost]


def place_murk(state: ZerywiaState, geo: Geography, seat: int, region: str, events: list[Event]) -> None:
    state.to_place.remove(seat)
    events.append(Event("zerywia.nix.murk_placed", {"seat": seat, "region": region}))
    overflow(state, geo, MURK, region, seat, events)


def end(state: ZerywiaState, events: list[Event]) -> None:
    place_blackstone(state, events)
    gods.end_of_cycle(state)
