"""A hero lost to Oblivion (ZW-HERO-24, L1069): "Their Saga reaches its sad ending, and the player can
select another Hero to continue the game. The players should find the Defiled version of the lost
Hero in the Monolith Guardians Breed, and add it to the active Enemy deck."

A hero falls deep inside a resolution (a third Primal Taint from a Challenge's losses, a Test, the
price of leaving Murk, a Nix roll; or an Injury with every Blocker at its last slot, option
``injury_beyond_last``), so the game settles it after the action, as it does an overflowing Injury:

* at once, the hero's Defiled version (``hostile_of``) is shuffled into the Enemy deck (option
  ``lost_hero_defiled``; the Epic Battle's fall adds it there itself, ZW-SCEN-36);
* once no hero's turn is under way, the player is asked (the pending choice ``new_hero``) for a hero
  not yet at this table, or none (option ``lost_hero``; "out" keeps the seat empty). The new hero
  enters as at setup, on the lost hero's Birth Thymor (the player's Mark of Thymor stays theirs):
  in the scenario's starting location there, with full Attributes and Prime, its Feat and Mark, its
  suggested Basic Saga cards and its first Story. What the lost hero held goes back: its Items to the
  discard pile, its God and Creature to their decks. A Scorned Renegades hero taken on draws a
  Scorned card no other hero holds (ZW-HERO-36).

A hero beaten in the Epic Battle is not replaced: the rulebook sends its player on "with another Hero
along with the next Scenario" (L1207), which the campaign does (campaign.py). Until a waiting player
has answered, a table whose heroes are all lost has not lost (cycle.py's end check asks ``waiting``).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Event, IllegalAction
from game.core.pending import Choice
from game.zerywia.content import content
from game.zerywia.setup import HERO_ORDER, enter_hero, pack_heroes
from game.zerywia.state import ZerywiaState

NEW_HERO = "new_hero"


def _replaces(state: ZerywiaState) -> bool:
    return state.options.get("lost_hero", "new_hero") == "new_hero"


def candidates(state: ZerywiaState) -> list[str]:
    """The heroes a player may take on: every hero of the box and of the game's packs not at this
    table and never lost at it, in the New game screen's order."""
    taken = {h.hero for h in state.heroes} | set(state.fallen)
    packs = state.setup.get("packs", [])  # a switched-on pack's heroes too (packs.py)
    offered = [*HERO_ORDER, *(h for h in pack_heroes() if content().pack_of("heroes", h) in packs)]
    return [h for h in offered if h not in taken]


def waiting(state: ZerywiaState) -> bool:
    """A lost hero's player still to be asked, or being asked, for another hero."""
    if state.pending is not None and state.pending.kind == NEW_HERO:
        return True
    if not _replaces(state) or not candidates(state):
        return False
    return bool(state.replace_due) or any(h.lost and h.hero not in state.fallen and state.epic is None
                                          for h in state.heroes)


def settle(state: ZerywiaState, events: list[Event]) -> None:
    """After an action: each newly lost hero's Defiled version joins the Enemy deck and its seat
    queues for another hero; the first seat waiting is asked once no turn or other choice is open."""
    for hero in state.heroes:
        if not hero.lost or hero.hero in state.fallen:
            continue
        state.fallen.append(hero.hero)
        in_battle = state.epic is not None  # the battle adds the card and replaces no one (L1207)
        if not in_battle and state.options.get("lost_hero_defiled", True):
            _defiled_into_deck(state, hero.hero, events)
        if not in_battle and _replaces(state):
            state.replace_due.append(hero.seat)
    if state.outcome or state.pending is not None or state.active >= 0 or not state.replace_due:
        return
    if not candidates(state):  # the whole box is at the table or lost: nobody to take on
        state.replace_due.clear()
        return
    seat = state.replace_due.pop(0)
    state.pending = Choice(NEW_HERO, seat, {"lost": state.heroes[seat].hero, "heroes": candidates(state)})


def _defiled_into_deck(state: ZerywiaState, hero: str, events: list[Event]) -> None:
    card = content().hostile_version(hero)
    in_play = [*state.enemy_deck, *state.enemy_discard, *state.breed_deck]
    if card is None or card in in_play:
        return
    cards = state.enemy_deck.cards
    cards.insert(state.rng.below(len(cards) + 1), card)  # shuffled in: one place drawn at random
    state.defiled.append(card)
    events.append(Event("zerywia.hero.defiled_joins", {"card": card, "hero": hero}))


def answer(state: ZerywiaState, seat: int, hero_id: str, events: list[Event]) -> None:
    """The player's answer: a hero to take on (``""``: none; the seat stays out)."""
    pend = state.pending
    if pend is None or pend.kind != NEW_HERO or pend.player != seat:
        raise IllegalAction("zerywia.refuse.no_hero_to_choose")
    if hero_id and hero_id not in pend["heroes"]:
        raise IllegalAction("zerywia.refuse.hero_not_free")
    state.pending = None
    if not hero_id:
        events.append(Event("zerywia.hero.seat_out", {"lost": state.heroes[seat].hero}))
        return
    _return_holdings(state, seat)
    lost = state.heroes[seat]
    state.heroes[seat] = enter_hero(state, hero_id, seat, lost.birth)
    events.append(Event("zerywia.hero.new_hero", {"hero": hero_id, "lost": lost.hero}))


def _return_holdings(state: ZerywiaState, seat: int) -> None:
    """The lost hero's cards go back where the box keeps them (their conservation holds)."""
    lost = state.heroes[seat]
    for item in lost.items:
        state.item_discard.put_top(item)
    if lost.god:
        state.gods.append(lost.god)
    if lost.creature:
        state.creatures.append(lost.creature)
    lost.items, lost.god, lost.creature = [], "", ""


def describe(pend: Choice) -> dict[str, Any]:
    return {"lost": pend["lost"]}
