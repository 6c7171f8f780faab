"""A co-operative evaluation for greedy bots: higher is better for the whole table (any seat)."""

from __future__ import annotations

from game.fortress.card_table import CardTable
from game.fortress.content import card_of, content, invader_of
from game.fortress.payment import payable_later
from game.fortress.state import FortressState, Seat

WIN = 1_000_000.0


def card_value(card_id: str) -> float:
    """What owning a card is worth: its printed damage plus its effect's reach, roughly its cost."""
    return VALUES[card_id]


def _card_value(card_id: str) -> float:
    card = card_of(card_id)
    if card.kind == "resource":
        return 1.0
    value = card.damage * 1.5
    if card.effect is not None:
        value += sum(n for _, n in card.effect.gives) * (2.0 if card.kind == "construction" else 1.0)
    return value


class _ValueTable(dict[str, float]):
    """Card id (physical, ``orc_saqueador#2``) -> ``card_value``: each card's value is worked out the
    first time it is met and then read, never recomputed per evaluation (cards are fixed content)."""

    def __missing__(self, card_id: str) -> float:
        value = self[card_id] = _card_value(card_id)
        return value


VALUES = _ValueTable()
_value = VALUES.__getitem__
# Invader id -> printed damage; plan id -> what it adds each round: fixed content, read per evaluation.
_DAMAGE: CardTable[int] = CardTable(lambda c: invader_of(c).damage)
_EACH_ROUND: CardTable[int] = CardTable(lambda p: sum(n for _, n in content().plans[p].each_round))
_BUILD_PHASES = frozenset(("build", "effects"))
_ADVERSARIES = content().adversaries  # loaded once per process (content.content), never changed


# General id -> the deck, hand, discard and Constructions (copies) last valued for that General, with
# the two terms worked out from them. The terms are functions of those four lists alone, and the
# greedy bot values several copies of one position in a row, where most tables have not changed:
# equal lists (compared in C, card by card) give the terms already worked out. Any difference
# recomputes them, so a stale entry is never read.
_SEATS: dict[str, tuple[list[str], list[str], list[str], list[str], float, float]] = {}


def _seat_terms(s: Seat) -> tuple[list[str], list[str], list[str], list[str], float, float]:
    """What a General's own cards are worth (spread over the deck's size), and his Constructions."""
    deck, hand, discard = s.deck.cards, s.hand, s.discard.cards
    owned = [*deck, *hand, *discard]
    cards = sum(map(_value, owned)) * 1.5 / max(1, len(owned) / 6)
    built = sum(map(_value, s.constructions)) * 1.2
    memo = _SEATS[s.general] = (deck[:], hand[:], discard[:], s.constructions[:], cards, built)
    return memo


def heuristic(state: FortressState, seat: int) -> float:
    over = state.over
    if over is not None:
        if over.result == "draw":
            # A draw only ends a table stalled for STALL_ROUNDS rounds (stalemate.py): once every other
            # General has proposed it, the last one takes it rather than play on a siege that does
            # not move (worth less than a win, more than any position of a stalled game).
            return WIN / 2
        return WIN if over.result == "won" else -WIN
    adv = _ADVERSARIES[state.adversary]
    seats = state.seats
    score = 0.0
    score += len(state.fortress_deck.cards) * 2.0
    threat = state.power + len(state.rubble) // adv.rubble_step  # adversaries.threat
    score -= threat * 40.0 / adv.power_limit * 2
    score += len(state.plans_defeated) * 30.0 + state.plan_markers * 10.0
    need = adv.victory_kills + adv.kills_per_extra_player * (len(seats) - 1)  # adversaries.kills_needed
    score += min(state.kills, need) * (25.0 if need else 2.0)
    markers = state.markers
    for slot, c in enumerate(state.battlefield):
        if c is None:
            score += 6.0  # an empty slot does not attack in the next Invasion
        else:
            score += markers[slot] * 3.0 - _DAMAGE[c] * 2.0
    for s in seats:
        memo = _SEATS.get(s.general)
        if (
            memo is None
            or memo[0] != s.deck.cards
            or memo[1] != s.hand
            or memo[2] != s.discard.cards
            or memo[3] != s.constructions
        ):
            memo = _seat_terms(s)
        score += memo[4]
        score += memo[5]
    score += state.damage * 0.3 + state.bonus_damage * 0.3
    if state.phase in _BUILD_PHASES:
        # HM-TURN-04: of two ways to pay an "any" cost, prefer the one that keeps more costs payable
        # (a tie-break: small beside what any card or effect is worth).
        score += 0.01 * payable_later(state)
    if state.active_plan is not None:
        score -= _EACH_ROUND[state.active_plan] * 3.0
    return score
