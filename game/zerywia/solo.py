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
from game.zerywia.hero import Hero
from game.zerywia.saga_growth import available_basics, can_start, start_saga
from game.zerywia.scenarios import scenario_of
from game.zerywia.state import ZerywiaState

SOLO_SAGA = "solo_saga"


def solo_cards(state: ZerywiaState) -> list[str]:
    """The Basic Saga cards the Solo hero may take: every one no hero owns (its suggested set
    aside, and the Personal Sagas' own Basic cards, ``saga_growth.available_basics``), in the
    catalogue's order."""
    return available_basics(state.heroes, state.setup.get("packs", ()))


def offer_solo_choice(state: ZerywiaState) -> None:
    hero = state.heroes[0]
    state.pending = Choice(SOLO_SAGA, hero.seat, {"cards": solo_cards(state)})


def choose(state: ZerywiaState, seat: int, card: str, events: list[Event]) -> None:
    pend = state.pending
    if pend is None or pend.kind != SOLO_SAGA or pend.player != seat or card not in pend["cards"]:
        raise IllegalAction("zerywia.refuse.not_a_solo_card")
    hero = state.heroes[seat]
    hero.reserve.append(card)
    state.pending = None
    events.append(Event("zerywia.solo.saga", {"seat": seat, "card": card}))
    if scenario_of(state).starts_sagas:  # the Memory: its Story begins too (ZW-SCEN-13, AMB-37a)
        start_basic_sagas(hero, [card])


def start_basic_sagas(hero: Hero, cards: list[str]) -> None:
    """ZW-SCEN-13: for each starting Basic card, its Saga deck begins its Story, beyond the 3-deck
    limit at setup (AMB-37a, ``memory_setup_respects_saga_cap`` false). A card with no deck of its
    own starts nothing."""
    for card in cards:
        deck = next((d.id for d in content().decks.values() if d.kind == "basic" and d.basic == card), None)
        if deck is not None and can_start(hero, deck, cap=False):
            start_saga(hero, deck, cap=False)
