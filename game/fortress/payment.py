"""Which split of an "any" cost to suggest first (HM-TURN-04).

The player chooses how each "recurso qualquer" is paid (L175, L229, L104); every split is a legal
action. The first one offered is the default a board preselects and a bot falls back on: a split that
leaves the most of this turn's other costs payable (the Area's cards in Build, the effects not yet
used), so the default never leaves fewer later costs payable than another split would; ties go to
the most plentiful kind.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.fortress.card_table import CardTable
from game.fortress.content import Cost, content
from game.fortress.effects import any_splits, pay, plentiful_split
from game.fortress.state import FortressState
from game.fortress.tables import BUILT_COST, COST, HAND_COST


def _ability_cost(general: str) -> tuple[str, Cost | None]:
    ability = content().generals[general].ability
    key = "kryssa" if ability.hook == "kryssa" else "general"
    return key, ability.cost if ability.resource_cost else None


# General id -> the key a turn's ``used`` list marks his ability with, and its resource cost (None:
# it costs none, so it is no later cost); fixed content, as the card tables are.
ABILITY_COST: CardTable[tuple[str, Cost | None]] = CardTable(_ability_cost)


def keyed_later_costs(state: FortressState, seat: int) -> tuple[list[int | str], list[Cost]]:
    """Every cost the active General may still want to pay this turn, in the order ``later_costs``
    lists them, beside each one's key: the Area slot of a card to buy, or the effect's key
    ("general", "kryssa" or the card id), so one listing can leave out the cost being paid."""
    keys: list[int | str] = []
    costs: list[Cost] = []
    phase = state.phase
    if phase == "build":
        for slot, c in enumerate(state.area):
            if c is not None:
                keys.append(slot)
                costs.append(COST[c])
    elif phase != "effects":
        return keys, costs
    used = state.used if state.options["effect_use_limit"] != "unlimited" else ()
    p = state.seats[seat]
    key, cost = ABILITY_COST[p.general]
    if cost is not None and key not in used:
        keys.append(key)
        costs.append(cost)
    for c in p.constructions:
        cost = BUILT_COST[c]
        if cost is not None and c not in used:
            keys.append(c)
            costs.append(cost)
    for c in p.hand:
        cost = HAND_COST[c]
        if cost is not None and c not in used:
            keys.append(c)
            costs.append(cost)
    return keys, costs


def later_costs(state: FortressState, seat: int, skip_slot: int = -1, skip_key: str = "") -> list[Cost]:
    """The costs the active General may still want to pay this turn, besides the one being paid."""
    keys, costs = keyed_later_costs(state, seat)
    if skip_slot == -1 and skip_key == "":  # nothing to leave out
        return costs
    return [cost for key, cost in zip(keys, costs) if key != skip_slot and key != skip_key]


def payable_count(res: list[int], costs: list[Cost]) -> int:
    """How many of ``costs`` the pool ``res`` covers (``effects.can_pay`` of each, inlined: the greedy
    bot asks this at every evaluation)."""
    crystal, root, sacrifice = res
    total = crystal + root + sacrifice
    n = 0
    for c, r, s, a in costs:
        if crystal >= c and root >= r and sacrifice >= s and total - c - r - s >= a:
            n += 1
    return n


def payable_later(state: FortressState) -> int:
    """``payable_count(state.resources, later_costs(state, state.active))``, counted without listing
    the costs: the greedy bot's evaluation asks it of every candidate (a test holds the two equal)."""
    phase = state.phase
    if phase != "build" and phase != "effects":
        return 0
    crystal, root, sacrifice = state.resources
    total = crystal + root + sacrifice
    n = 0
    if phase == "build":
        for card in state.area:
            if card is not None:
                c, r, s, a = COST[card]
                if crystal >= c and root >= r and sacrifice >= s and total - c - r - s >= a:
                    n += 1
    used = state.used if state.options["effect_use_limit"] != "unlimited" else ()
    p = state.seats[state.active]
    key, cost = ABILITY_COST[p.general]
    if cost is not None and key not in used:
        c, r, s, a = cost
        if crystal >= c and root >= r and sacrifice >= s and total - c - r - s >= a:
            n += 1
    for cards, costs in ((p.constructions, BUILT_COST), (p.hand, HAND_COST)):
        for card in cards:
            cost = costs[card]
            if cost is not None and card not in used:
                c, r, s, a = cost
                if crystal >= c and root >= r and sacrifice >= s and total - c - r - s >= a:
                    n += 1
    return n


class LaterCosts:
    """One state's ``keyed_later_costs``, listed on first need and then read by every split ranked
    for the same listing of the legal actions (the state does not change while they are listed)."""

    __slots__ = ("state", "_keyed")

    def __init__(self, state: FortressState) -> None:
        self.state = state
        self._keyed: tuple[list[int | str], list[Cost]] | None = None

    def without(self, skip_slot: int, skip_key: str) -> list[Cost]:
        keyed = self._keyed
        if keyed is None:
            keyed = self._keyed = keyed_later_costs(self.state, self.state.active)
        return [c for key, c in zip(*keyed) if key != skip_slot and key != skip_key]


_NONE: tuple[str, ...] = ()  # an unaffordable cost: no split
_TYPED: tuple[str, ...] = ("",)  # a cost with no "any" part: the one way, named by no letter


def payment_order(
    state: FortressState,
    cost: Cost,
    skip_slot: int = -1,
    skip_key: str = "",
    later_costs: LaterCosts | None = None,
) -> Sequence[str]:
    """Every legal split of ``cost`` for the active General, the suggested one first.

    ``later_costs``: this state's later costs when the caller ranks several costs of one listing."""
    res = state.resources
    crystal, root, sacrifice, any_ = cost
    if res[0] < crystal or res[1] < root or res[2] < sacrifice:  # effects.splits, inlined
        return _NONE
    if res[0] + res[1] + res[2] - crystal - root - sacrifice < any_:
        return _NONE
    if not any_:
        return _TYPED
    options = any_splits(res[0] - crystal, res[1] - root, res[2] - sacrifice, any_)
    if len(options) <= 1:
        return options
    later = (later_costs or LaterCosts(state)).without(skip_slot, skip_key)
    base = plentiful_split(state.resources, cost)

    def rank(split: str) -> tuple[int, bool]:
        left = list(state.resources)
        pay(left, cost, split)
        return -payable_count(left, later), split != base

    return sorted(options, key=rank)
