"""The effect vocabulary interpreter and the small zone moves it needs.

``gives`` keys: damage (active player's pool), crystal/root/sacrifice (active player's resources),
draw (the acting seat draws from its personal deck), restore (Rubble -> bottom of the Fortress deck),
calm (Adversary power -1), mill (Fortress deck top -> Rubble), power (Adversary power +1).
Abilities the vocabulary cannot say are named hooks (``wargosh``, ``kryssa``) handled in rules.py:
card text beats the rules through those hooks (HM-GEN-08).
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement

from game.core.actions import Event
from game.fortress.adversaries import check_end, lose
from game.fortress.card_table import CardTable
from game.fortress.content import Cost, Effect, Gives, card_of
from game.fortress.state import PHASES, FortressState

RES_INDEX = {"crystal": 0, "root": 1, "sacrifice": 2}
# Named hooks: card or sheet text the vocabulary cannot say (HM-GEN-08), each resolved in rules.py.
HOOKS = {
    "wargosh": "spend 1 Raiz: +1 damage per Orc/Goblin Unit in hand this turn (AMB-22)",
    "kryssa": "spend 2 any: use a Construction of any table without paying its costs (AMB-23)",
}
POOL_KEYS = frozenset(("damage", *RES_INDEX))


# A payment split names the kind paid for each "any" point, one letter per point in this order
# (crystal, root, sacrifice), e.g. "cr" = 1 Cristal de Alma + 1 Raiz (HM-TURN-04).
KINDS = "crs"


def can_pay(res: list[int], cost: Cost) -> bool:
    c, r, s, a = cost
    if res[0] < c or res[1] < r or res[2] < s:
        return False
    return res[0] + res[1] + res[2] - c - r - s >= a


def splits(res: list[int], cost: Cost) -> list[str]:
    """HM-TURN-04 (L175, L229, L104): every way the player may pay the cost's "any" part with what is
    left after its typed parts; ``[""]`` when there is no "any" part, ``[]`` when it is unaffordable."""
    if not can_pay(res, cost):
        return []
    if not cost[3]:
        return [""]
    return list(any_splits(res[0] - cost[0], res[1] - cost[1], res[2] - cost[2], cost[3]))


@cache
def any_splits(crystal: int, root: int, sacrifice: int, n: int) -> tuple[str, ...]:
    # A pure function of a few small numbers, asked for every card of the Area at every decision:
    # computed once per distinct pool (a handful per game) instead of enumerated each time.
    left = (crystal, root, sacrifice)
    return tuple(
        "".join(combo)
        for combo in combinations_with_replacement(KINDS, n)
        if all(combo.count(k) <= left[i] for i, k in enumerate(KINDS))
    )


def plentiful_split(res: list[int], cost: Cost) -> str:
    """Each "any" point from the most plentiful kind left (ties: crystal, root, sacrifice): the
    tie-break of the default choice."""
    left = [res[i] - cost[i] for i in range(3)]
    out = []
    for _ in range(cost[3]):
        i = 0 if left[0] >= left[1] and left[0] >= left[2] else (1 if left[1] >= left[2] else 2)
        left[i] -= 1
        out.append(KINDS[i])
    return "".join(sorted(out, key=KINDS.index))


def pay(res: list[int], cost: Cost, split: str = "") -> None:
    """Typed parts first, then the "any" part as ``split`` says (``""``: the plentiful split)."""
    # a cost with no "any" part (most of them) has no split to work out
    chosen = (split or plentiful_split(res, cost)) if cost[3] else split
    res[0] -= cost[0]
    res[1] -= cost[1]
    res[2] -= cost[2]
    if cost[3]:
        if len(chosen) != cost[3]:
            raise ValueError(f"payment {split!r} does not cover {cost[3]} any")
        for k in chosen:
            res[KINDS.index(k)] -= 1


def credit_resources(state: FortressState, cards: list[str]) -> None:
    """HM-TURN-03 (L207, L227): every resource card in the active player's hand gives its resource,
    so one drawn during the turn adds 1 at once (the start of the turn counts the hand it begins with)."""
    resources = state.resources
    for c in cards:
        r = RESOURCE_OF[c]
        if r is not None:
            resources[r] += 1


def _resource_of(card_id: str) -> int | None:
    r = card_of(card_id).resource
    return None if r is None else RES_INDEX[r]


# Physical card id -> the index in the pool of the resource the card gives, None for the others
# (fixed content, see card_table.py; every turn's start counts the hand with it).
RESOURCE_OF: CardTable[int | None] = CardTable(_resource_of)


def usable_from_hand(card_id: str) -> Effect | None:
    """The effect a card in the hand may use. AMB-21 option (a): a Construction that came back into
    the hand (the 4th-Construction discard goes to the discard pile, L261) is a dead card there; its
    effect works only in play."""
    card = card_of(card_id)
    return None if card.kind == "construction" else card.effect


def add_damage(state: FortressState, n: int) -> None:
    # Before Combat the bonus waits to be gathered with the units' printed damage (HM-TURN-11).
    if state.phase == "combat":
        state.damage += n
    else:
        state.bonus_damage += n


def draw_cards(state: FortressState, seat: int, n: int, events: list[Event]) -> None:
    """HM-GEN-01: reshuffle the discard pile only when a card is needed; stop if both run dry."""
    p = state.seats[seat]
    deck, discard = p.deck, p.discard
    reshuffled = bool(n) and len(deck.cards) < n and bool(discard.cards)
    # Pile.draw_many(n, rng, discard), one card at a time without a method call per card (every
    # turn's end draws a hand): the discard is shuffled in only when the deck runs out, and the
    # drawing stops when both are empty.
    cards = deck.cards
    if 0 < n <= len(cards):  # enough in the deck: the top n, the top card first
        drawn = cards[-n:]
        drawn.reverse()
        del cards[-n:]
    else:
        drawn = []
        for _ in range(n):
            if not deck.cards:
                if not discard.cards:
                    break
                deck.reshuffle_from(discard, state.rng)
            drawn.append(deck.cards.pop())
    p.hand.extend(drawn)
    if reshuffled:
        events.append(Event("fortress.reshuffled", {"seat": seat}, reveals=True))
    if drawn:
        events.append(Event("fortress.drew", {"seat": seat, "count": len(drawn)}, reveals=True))


def mill(state: FortressState, n: int, events: list[Event]) -> None:
    for _ in range(n):
        if not state.fortress_deck:
            fortress_draw_failed(state)
            return
        card = state.fortress_deck.cards.pop()
        state.rubble.append(card)
        events.append(
            Event(
                "fortress.milled",
                {"card": card, "deck": len(state.fortress_deck), "rubble": len(state.rubble)},
                reveals=True,
            )
        )


def restore(state: FortressState, n: int, events: list[Event]) -> None:
    for _ in range(n):
        if not state.rubble:
            return
        card = state.rubble.pop()
        state.fortress_deck.put_bottom(card)
        events.append(
            Event(
                "fortress.restored",
                {"card": card, "deck": len(state.fortress_deck), "rubble": len(state.rubble)},
            )
        )


def fortress_draw_failed(state: FortressState) -> None:
    """HM-INV-08 / AMB-13: a needed Fortress card is missing (the "on_failed_draw" reading's loss)."""
    if state.over is None and state.options["fortress_loss"] == "on_failed_draw":
        lose(state, "fortress_empty")


def counter_after(state: FortressState, key: str) -> int | None:
    """The value a ``gives`` entry left its counter at (the event's result), None for moves of cards
    (draw, mill, restore), whose own events carry where each card went."""
    if key == "damage":
        return state.damage if state.phase == "combat" else state.bonus_damage
    if key in RES_INDEX:
        return state.resources[RES_INDEX[key]]
    if key in ("calm", "power"):
        return state.power
    return None


def apply_gives(
    state: FortressState, gives: Gives, events: list[Event], seat: int | None = None, last: bool = False
) -> None:
    """Resolve a ``gives`` list; ``seat`` is who triggered it (draws come from that seat's deck).

    ``last``: nothing else of the action follows, so the end check (HM-END-04) is left to the flow,
    which runs it first thing after every action; otherwise it runs here, before the action goes on."""
    for key, n in gives:
        if state.over is not None:
            return
        if key in POOL_KEYS and state.phase == "invasion":
            # HM-INV-13 / AMB-17: no active player, so no pool to receive it
            events.append(Event("fortress.lost", {"what": key, "amount": n}))
            continue
        if key == "damage":
            add_damage(state, n)
        elif key in RES_INDEX:
            state.resources[RES_INDEX[key]] += n
        elif key == "draw":
            who = state.active if seat is None else seat
            before = len(state.seats[who].hand)
            draw_cards(state, who, n, events)
            if who == state.active and state.phase in PHASES:
                credit_resources(state, state.seats[who].hand[before:])
        elif key == "restore":
            restore(state, n, events)
        elif key == "calm":
            state.power = max(0, state.power - n)
        elif key == "mill":
            mill(state, n, events)
        elif key == "power":
            state.power += n
        events.append(
            Event("fortress.gained", {"what": key, "amount": n, "after": counter_after(state, key)})
        )
    if not last:
        check_end(state)
