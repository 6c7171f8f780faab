"""Road events (DC-CMP-19, L283-286): drawn on arriving at a card with the symbol, resolved before its combat.

The deck is ours (``data/campaign/road_events.toml``; the rulebook's generator is an external site). The
group (the Leader's seat) picks option A or B; an effect "to one hero" lands on the hero the group names
with the choice. The effect vocabulary is ``content.py``'s docstring: fragments into or out of the pool
(never below 0), Vigor healed (never above the maximum) or lost (never below 1: a road event exhausts
nobody), condition tokens that carry into the next combat, cards drawn or discarded (the hero picks the
discard), a rest's effects without a camp or a token, creatures that join this card's combat, a shop item.

Deck: every event once, shuffled at the campaign's start; a card draws the first event from the top that
its biome allows (``events_for``); when none is left the read ones are shuffled back.
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto import conditions, items, market, rests
from game.desconfronto.campaign.road_events import EventEffect, RoadEvent
from game.desconfronto.campaign.world import camp_of, content, here
from game.desconfronto.dice import roll_face
from game.desconfronto.effects import draw_cards
from game.desconfronto.event import ev
from game.desconfronto.state import CombatState


def events() -> dict[str, RoadEvent]:
    return content()[2]


def new_deck(state: CombatState) -> list[str]:
    deck = sorted(events())
    state.rng.shuffle(deck)
    return deck


def draw(state: CombatState) -> str:
    """The next event the group's card allows (its biome's own and the general ones)."""
    camp = camp_of(state)
    biome = here(state).biome
    allowed = [i for i in camp.deck if not events()[i].biomes or biome in events()[i].biomes]
    if not allowed:  # the deck is spent for this biome: the read events go back in, shuffled
        back = sorted(camp.used)
        state.rng.shuffle(back)
        camp.deck = back + camp.deck
        camp.used = []
        allowed = [i for i in camp.deck if not events()[i].biomes or biome in events()[i].biomes]
    event_id = allowed[-1]
    camp.deck.remove(event_id)
    camp.used.append(event_id)
    return event_id


def needs_hero(event_id: str, choice: str) -> bool:
    """Does the option hold an effect "to one hero" (the group then names the hero with the choice)?"""
    opt = getattr(events()[event_id], choice)
    effs = list(opt.effects)
    if opt.gamble is not None:
        effs += [*opt.gamble.win, *opt.gamble.lose]
    return any(e.to == "one" for e in effs)


def resolve(state: CombatState, event_id: str, choice: str, hero: int) -> list[Event]:
    """Apply option ``choice`` of the event (its sure effects, then its gamble's die)."""
    opt = getattr(events()[event_id], choice)
    out = [ev("dc.road_choice", {"event": event_id, "choice": choice, "hero": hero})]
    out += _effects(state, list(opt.effects), hero)
    if opt.gamble is not None:
        face = roll_face(state)
        won = face in opt.gamble.faces
        out.append(ev("dc.road_gamble", {"event": event_id, "choice": choice, "face": face, "won": won}, True))
        out += _effects(state, list(opt.gamble.win if won else opt.gamble.lose), hero)
    return out


def _targets(state: CombatState, e: EventEffect, hero: int) -> list[int]:
    if e.to == "leader":
        return [0]
    if e.to == "one":
        return [hero if 0 <= hero < len(state.heroes) else 0]
    return [h.seat for h in state.heroes]


def _effects(state: CombatState, effs: list[EventEffect], hero: int) -> list[Event]:
    camp = camp_of(state)
    out: list[Event] = []
    for e in effs:
        verb = e.verb
        if verb == "fragments":
            assert e.fragments is not None
            before = state.fragments
            state.fragments = max(0, state.fragments + e.fragments)
            out.append(ev("dc.road_fragments", {"change": state.fragments - before, "pool": state.fragments}))
            continue
        if verb == "ambush":
            camp.combat = {**camp.combat, "ambush": [*camp.combat.get("ambush", []), *(e.ambush or [])]}
            out.append(ev("dc.road_ambush", {"creatures": list(e.ambush or [])}))
            continue
        seats = _targets(state, e, hero)
        if verb == "item":
            assert e.item is not None
            seat = seats[0]  # one copy: the hero named, or the Leader for the group
            if market.in_shop(state)[e.item] > 0:
                out += items.give(state, seat, e.item)
            continue
        for seat in seats:
            h = state.heroes[seat]
            if verb == "vigor":
                assert e.vigor is not None
                new = min(h.max_vigor, h.vigor + e.vigor) if e.vigor > 0 else max(1, h.vigor + e.vigor)
                out.append(ev("dc.road_vigor", {"hero": seat, "change": new - h.vigor, "vigor": new}))
                h.vigor = new
            elif verb == "condition":
                assert e.condition is not None
                out += conditions.apply(state, f"h{seat}", e.condition, e.count)
            elif verb == "draw":
                assert e.draw is not None
                out += draw_cards(state, seat, e.draw)
            elif verb == "discard":
                assert e.discard is not None
                owed = min(e.discard, len(h.hand))
                camp.road = {**camp.road, "discard": [*camp.road.get("discard", []), *([seat] * owed)]}
            elif verb == "rest":
                out += rests.short_rest(state, seat) if e.rest == "short" else rests.long_rest(state, seat)
    return out
