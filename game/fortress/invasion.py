"""The Area's row shift and refill (HM-GEN-07), the Battlefield, and the Invasion (HM-INV)."""

from __future__ import annotations

from game.core.actions import Event
from game.fortress.adversaries import adversary_of, check_end, round_power
from game.fortress.content import content, invader_of
from game.fortress.effects import apply_gives, fortress_draw_failed, mill
from game.fortress.state import COLUMNS, FortressState


def take_from_area(state: FortressState, slot: int) -> str:
    """Remove the card at ``slot``; a front-row gap is filled by the card below it (HM-GEN-07)."""
    card = state.area[slot]
    assert card is not None
    col = slot % COLUMNS
    if slot < COLUMNS:
        state.area[col] = state.area[COLUMNS + col]
        state.area[COLUMNS + col] = None
    else:
        state.area[slot] = None
    return card


def draw_fortress(state: FortressState) -> str | None:
    if not state.fortress_deck:
        fortress_draw_failed(state)
        return None
    return state.fortress_deck.cards.pop()


def area_filled(state: FortressState, slot: int, card: str) -> dict[str, object]:
    """A refill's event data: the card, the slot it entered and the Fortress deck left behind it."""
    return {"slot": slot, "card": card, "deck": len(state.fortress_deck)}


def refill_column(state: FortressState, col: int, events: list[Event]) -> None:
    """New cards enter the back row unless the column is empty (then the front row first)."""
    for slot in (col, COLUMNS + col):
        if state.area[slot] is None and state.over is None:
            card = draw_fortress(state)
            if card is None:
                return
            state.area[slot] = card
            events.append(Event("fortress.area_filled", area_filled(state, slot, card), reveals=True))
            check_end(state)


def refill_area(state: FortressState, events: list[Event]) -> None:
    for col in range(COLUMNS):
        refill_column(state, col, events)


def invader_damage(state: FortressState, card: str) -> int:
    inv = invader_of(card)
    return inv.damage + adversary_of(state).invader_damage_bonus.get(inv.race, 0)


def enter_battlefield(state: FortressState, slot: int, events: list[Event]) -> None:
    """Draw one Invader into an empty slot and resolve its on-enter effect before anything else
    (HM-SET-17, HM-INV-09); the Invasion deck is rebuilt from its discard only when needed (HM-INV-12)."""
    if not state.invasion_deck:
        if not state.invasion_discard:
            return
        state.invasion_deck.reshuffle_from(state.invasion_discard, state.rng)
        events.append(Event("fortress.invasion_reshuffled", {"deck": len(state.invasion_deck)}, reveals=True))
    card = state.invasion_deck.cards.pop()
    state.battlefield[slot] = card
    state.markers[slot] = 0
    events.append(
        Event(
            "fortress.invader_entered",
            {
                "slot": slot,
                "card": card,
                "deck": len(state.invasion_deck),
                "damage": invader_damage(state, card),
            },
            reveals=True,
        )
    )
    inv = invader_of(card)
    apply_gives(state, inv.on_enter, events)
    extra = adversary_of(state).enter_power.get(inv.race, 0)
    if extra:
        apply_gives(state, (("power", extra),), events)


def fill_battlefield(state: FortressState, events: list[Event]) -> None:
    for slot in range(COLUMNS):
        if state.over is not None:
            return
        if state.battlefield[slot] is None:
            enter_battlefield(state, slot, events)


def invader_attacks(state: FortressState, col: int, events: list[Event]) -> None:
    """HM-INV-02/03/06: remove front-row cards of the column, one per damage point, into the Rubble."""
    card = state.battlefield[col]
    if card is None:
        return
    removed = 0
    for _ in range(invader_damage(state, card)):
        if state.area[col] is None:
            if state.options["invader_excess_damage"] == "mill_fortress_deck":
                mill(state, 1, events)
            continue
        victim = take_from_area(state, col)
        state.rubble.append(victim)
        removed += 1
        # The result, so no screen re-runs HM-GEN-07: what stepped forward and the Rubble after.
        shifted = state.area[col]
        data = {
            "invader": card,
            "card": victim,
            "column": col,
            "shifted": shifted,
            "rubble": len(state.rubble),
        }
        events.append(Event("fortress.destroyed", data))
        if state.options["invasion_refill_timing"] == "immediate":
            refill_column(state, col, events)
        check_end(state)
        if state.over is not None:
            return
    if removed or not state.options["fortress_damage_trigger_requires_removal"]:
        apply_gives(state, invader_of(card).on_fortress_damage, events)


def start_invasion(state: FortressState, events: list[Event]) -> None:
    """HM-INV-01: the Invasion begins; window.advance walks the Invaders B1->B4 (HM-INV-04)."""
    events.append(Event("fortress.invasion", {"round": state.round}))
    state.invasion_col = 0
    state.window_seat = -1


def run_invasion(state: FortressState, events: list[Event]) -> None:
    """HM-INV-01..12 with no discard window (tests and tools that want the whole Invasion at once)."""
    start_invasion(state, events)
    for col in range(COLUMNS):
        invader_attacks(state, col, events)
        if state.over is not None:
            return
    state.invasion_col = -1
    finish_invasion(state, events)


def finish_invasion(state: FortressState, events: list[Event]) -> None:
    """Steps 2 and 3 (HM-INV-07, HM-INV-09), then the Adversary's end-of-round effects."""
    refill_area(state, events)
    if state.over is not None:
        return
    fill_battlefield(state, events)
    if state.over is not None:
        return
    end_of_round(state, events)


def end_of_round(state: FortressState, events: list[Event]) -> None:
    adv = adversary_of(state)
    if adv.mill_per_round:
        mill(state, adv.mill_per_round, events)
    if state.active_plan is not None and state.over is None:
        apply_gives(state, content().plans[state.active_plan].each_round, events)
    if state.over is None:
        state.power += round_power(adv, len(state.seats))
        events.append(Event("fortress.power", {"power": state.power}))
    state.round += 1
    check_end(state)
