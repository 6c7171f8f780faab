"""Which split of an "any" cost to suggest first (HM-TURN-04).

The player chooses how each "recurso qualquer" is paid (L175, L229, L104); every split is a legal
action. The first one offered is the default a board preselects and a bot falls back on: a split that
leaves the most of this turn's other costs payable (the Area's cards in Build, the effects not yet
used), so the default never leaves fewer later costs payable than another split would; ties go to
the most plentiful kind.
"""

from __future__ import annotations

from game.fortress.content import Cost, card_of, content
from game.fortress.effects import can_pay, pay, plentiful_split, splits, usable_from_hand
from game.fortress.state import AREA_SLOTS, FortressState


def later_costs(state: FortressState, seat: int, skip_slot: int = -1, skip_key: str = "") -> list[Cost]:
    """The costs the active General may still want to pay this turn, besides the one being paid."""
    out: list[Cost] = []
    if state.phase == "build":
        for slot in range(AREA_SLOTS):
            c = state.area[slot]
            if c is not None and slot != skip_slot:
                out.append(card_of(c).cost)
    if state.phase not in ("build", "effects"):
        return out
    once = state.options["effect_use_limit"] != "unlimited"
    ability = content().generals[state.seats[seat].general].ability
    key = "kryssa" if ability.hook == "kryssa" else "general"
    if key != skip_key and not (once and key in state.used) and ability.resource_cost:
        out.append(ability.cost)
    p = state.seats[seat]
    for c in p.constructions:
        eff = card_of(c).effect
        if eff is not None and eff.resource_cost and c != skip_key and not (once and c in state.used):
            out.append(eff.cost)
    for c in p.hand:
        eff = usable_from_hand(c)
        if eff is not None and eff.resource_cost and c != skip_key and not (once and c in state.used):
            out.append(eff.cost)
    return out


def payable_count(res: list[int], costs: list[Cost]) -> int:
    return sum(can_pay(res, c) for c in costs)


def payment_order(state: FortressState, cost: Cost, skip_slot: int = -1, skip_key: str = "") -> list[str]:
    """Every legal split of ``cost`` for the active General, the suggested one first."""
    options = splits(state.resources, cost)
    if len(options) <= 1:
        return options
    later = later_costs(state, state.active, skip_slot, skip_key)
    base = plentiful_split(state.resources, cost)

    def rank(split: str) -> tuple[int, bool]:
        left = list(state.resources)
        pay(left, cost, split)
        return -payable_count(left, later), split != base

    return sorted(options, key=rank)
