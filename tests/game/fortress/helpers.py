"""Build literal Heróis & Monstros positions: start a real game, then move named cards where a test wants."""

from __future__ import annotations

from game.core.registry import get_game
from game.fortress.state import FortressState
from game.fortress.turn import start_turn

GAME = get_game("fortress")


def fresh(
    players: int = 1, adversary: str = "randall_dos_ventos", generals=None, seed: int = 1, **options
) -> FortressState:
    setup = {"players": players, "adversary": adversary, "options": options}
    if generals is not None:
        setup["generals"] = list(generals)
    return GAME.new_game(setup, seed)


def take(state: FortressState, card: str) -> str:
    """Remove a physical card from whatever zone holds it (so conservation still holds after placing)."""
    zones = [
        state.fortress_deck.cards,
        state.rubble,
        state.box,
        state.invasion_deck.cards,
        state.invasion_discard.cards,
    ]
    for s in state.seats:
        zones += [s.deck.cards, s.hand, s.discard.cards, s.constructions]
    for z in zones:
        if card in z:
            z.remove(card)
            return card
    for i, c in enumerate(state.area):
        if c == card:
            state.area[i] = None
            return card
    for i, c in enumerate(state.battlefield):
        if c == card:
            state.battlefield[i] = None
            state.markers[i] = 0
            return card
    raise AssertionError(f"{card} is nowhere")


def set_area(state: FortressState, cards: list[str | None]) -> None:
    """Put exactly these 8 cards (row-major, front row first) in the Area; old ones go to the box."""
    for i, old in enumerate(state.area):
        if old is not None:
            state.area[i] = None
            state.box.append(old)
    for i, c in enumerate(cards):
        if c is not None:
            take(state, c)
            state.area[i] = c


def set_battlefield(state: FortressState, cards: list[str | None]) -> None:
    for i, old in enumerate(state.battlefield):
        if old is not None:
            state.battlefield[i] = None
            state.markers[i] = 0
            state.invasion_discard.put_top(old)
    for i, c in enumerate(cards):
        if c is not None:
            take(state, c)
            state.battlefield[i] = c


def set_hand(state: FortressState, seat: int, cards: list[str], restart: bool = True) -> None:
    """Replace the seat's hand (old cards to its deck) and recompute the turn's resources."""
    p = state.seats[seat]
    for c in p.hand:
        p.deck.put_bottom(c)
    p.hand = []
    for c in cards:
        take(state, c)
        p.hand.append(c)
    if restart and seat == state.active:
        start_turn(state)


def to_phase(state: FortressState, phase: str) -> None:
    from game.fortress.actions import EndPhase

    order = ["build", "effects", "combat"]
    while order.index(state.phase) < order.index(phase):
        GAME.apply(state, EndPhase(state.active))


# A full Construction & Recruitment area of known cards, row 1 then row 2, columns 1-4.
AREA8 = [
    "orc_saqueador#1",
    "forja_das_almas#1",
    "culto_do_fogo#1",
    "hydra#1",
    "vespa_fungica#1",
    "wyvern#1",
    "cripta#1",
    "espectro#1",
]
