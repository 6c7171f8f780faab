"""The Solo hero's extra Basic Saga card (ZW-SCEN-02, L390; the Memory too, L1102): "At the
beginning of the game, take an additional Saga Base Card (you can choose it)".

A pending choice asked before the first action (``ZerywiaState.pending``, kind "solo_saga"): the
cards offered are the Basic Saga cards outside the hero's suggested set; the one picked goes to the
hero's reserve (it may be Prepared at a Reaction or at Camp step 5, within the Hero card's limits).
Before this choice existed the Path gave every Solo hero Borovil's Heart.
"""

from __future__ import annotations

from game.core.actions import Event, IllegalAction
from game.core.pending import Choice
from game.zerywia.content import content
from game.zerywia.state import ZerywiaState

SOLO_SAGA = "solo_saga"


def solo_cards(hero_id: str) -> list[str]:
    """The Basic Saga cards a Solo ``hero_id`` may take: every one outside its suggested set, in the
    catalogue's order."""
    own = set(content().heroes[hero_id].sagas)
    return [c for c in content().sagas if c not in own]


def offer_solo_choice(state: ZerywiaState) -> None:
    hero = state.heroes[0]
    state.pending = Choice(SOLO_SAGA, hero.seat, {"cards": solo_cards(hero.hero)})


def choose(state: ZerywiaState, seat: int, card: str, events: list[Event]) -> None:
    pend = state.pending
    if pend is None or pend.kind != SOLO_SAGA or pend.player != seat or card not in pend["cards"]:
        raise IllegalAction("zerywia.refuse.not_a_solo_card")
    hero = state.heroes[seat]
    hero.reserve.append(card)
    state.pending = None
    events.append(Event("zerywia.solo.saga", {"seat": seat, "card": card}))
