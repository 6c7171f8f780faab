"""The Defenders' turn (HM-TURN): Build & Recruit, Effects, Combat, Discard, Draw; legal actions and
their resolution. The Invasion itself lives in invasion.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, Event
from game.fortress import window
from game.fortress.actions import (
    Activate,
    Attack,
    AttackPlan,
    Buy,
    EndInDraw,
    EndPhase,
    Pass,
    ReturnPhase,
    activate,
    attack,
    buy,
    plain,
)
from game.fortress.adversaries import adversary_of, plan_level, plan_life, reveal_next_plan
from game.fortress.content import card_of, content, invader_of
from game.fortress.effects import (
    apply_gives,
    pay,
)
from game.fortress.invasion import refill_column, take_from_area
from game.fortress.payment import LaterCosts, payment_order
from game.fortress.stalemate import may_propose, propose_draw
from game.fortress.state import COLUMNS, FortressState
from game.fortress.tables import (
    COST,
    DISCARD_HELP,
    EFFECT_COST,
    HAND_EFFECT_COST,
    IS_CONSTRUCTION,
    LIFE,
)
from game.fortress.turn import FLOW, general_of

MAX_CONSTRUCTIONS = 3  # HM-GEN-06


# ---------------------------------------------------------------- legality
def limit_ok(state: FortressState, key: str) -> bool:
    return state.options["effect_use_limit"] == "unlimited" or key not in state.used


def _buy_actions(state: FortressState, p: int) -> list[Action]:
    cap = state.options["max_acquisitions_per_turn"]
    if cap is not None and state.acquisitions >= cap:
        return []
    out: list[Action] = []
    cons = state.seats[p].constructions
    full = len(cons) >= MAX_CONSTRUCTIONS
    later = LaterCosts(state)
    crystal, root, sacrifice = state.resources
    pool = crystal + root + sacrifice
    for slot, c in enumerate(state.area):  # the Area's AREA_SLOTS slots
        if c is None:
            continue
        cost = COST[c]
        # most of the Area is out of reach: effects.can_pay, inlined, skips it before any ranking
        if crystal < cost[0] or root < cost[1] or sacrifice < cost[2] or pool - sum(cost) < 0:
            continue
        if full and IS_CONSTRUCTION[c]:
            ways = payment_order(state, cost, slot, "", later)  # HM-TURN-04: one action per split
            out.extend([buy(p, slot, old, way) for old in cons for way in ways])
        elif not cost[3]:
            out.append(buy(p, slot, "", ""))  # affordable, no "any" part: payment_order's one way
        else:
            out.extend([buy(p, slot, "", way) for way in payment_order(state, cost, slot, "", later)])
    return out


def _effect_actions(state: FortressState, p: int) -> list[Action]:
    out: list[Action] = []
    later = LaterCosts(state)
    options = state.options
    used = () if options["effect_use_limit"] == "unlimited" else state.used  # limit_ok
    seat = state.seats[p]
    ability = content().generals[seat.general].ability
    if ability.hook == "kryssa":
        if options["kryssa_repeatable"] or "kryssa" not in state.used:
            ways = payment_order(state, ability.cost, -1, "kryssa", later)
            for other in state.seats:
                out.extend([activate(p, c, "kryssa", way) for c in other.constructions for way in ways])
    elif ability.hook == "wargosh":
        if options["wargosh_repeatable"] or "general" not in state.used:
            # once a turn, its own cost is not among the later costs to keep payable
            skip = "" if options["wargosh_repeatable"] else "general"
            ways = payment_order(state, ability.cost, -1, skip, later)
            out.extend([activate(p, "general", "", way) for way in ways])
    elif "general" not in used:
        ways = payment_order(state, ability.cost, -1, "general", later)
        out.extend([activate(p, "general", "", way) for way in ways])
    crystal, root, sacrifice = state.resources
    for cards, costs in ((seat.constructions, EFFECT_COST), (seat.hand, HAND_EFFECT_COST)):
        for c in cards:
            cost = costs[c]
            if cost is None or c in used:
                continue
            if not cost[3]:  # no "any" part: payment_order's one way when the pool covers it
                if crystal >= cost[0] and root >= cost[1] and sacrifice >= cost[2]:
                    out.append(activate(p, c, "", ""))
            else:
                out.extend([activate(p, c, "", way) for way in payment_order(state, cost, -1, c, later)])
    return out


def _combat_actions(state: FortressState, p: int) -> list[Action]:
    out: list[Action] = []
    damage = state.damage
    markers = state.markers
    for slot, c in enumerate(state.battlefield):  # the COLUMNS Battlefield slots
        if c is not None and LIFE[c][markers[slot]] <= damage:
            out.append(attack(p, slot))
    lvl = plan_level(state)
    if lvl is not None and lvl <= damage:
        out.append(plain(AttackPlan, p))
    return out


def discard_help(card: str) -> bool:
    """A card whose effect costs only its discard: usable off turn and, with the option, outside
    the Effects phase (HM-GEN-05, HM-TURN-17). Enumeration and refusal both ask this."""
    return DISCARD_HELP[card]


def off_turn_discards(state: FortressState) -> list[Action]:
    """HM-GEN-05 / HM-TURN-17: other Generals may use discard-only effects at any decision point."""
    out: list[Action] = []
    active = state.active
    for q, seat in enumerate(state.seats):
        if q == active:
            continue
        for c in seat.hand:
            if DISCARD_HELP[c]:
                out.append(activate(q, c))
    return out


def legal_actions(state: FortressState) -> list[Action]:
    """Every action any General may take now: the deciding General's own, then the other Generals'
    discard-only help (HM-GEN-05, HM-TURN-17). ``seat_actions`` gives one General's share."""
    if state.over is not None:
        return []
    phase = state.phase
    if phase == "invasion":
        return window.window_actions(state)
    p = state.active
    if phase == "build":
        acts = _buy_actions(state, p)
        if may_propose(state, p):
            acts.append(plain(EndInDraw, p))
    elif phase == "effects":
        acts = _effect_actions(state, p)
    else:
        acts = _combat_actions(state, p)
    if phase != "effects" and state.options["active_player_discard_window"] == "any_time":
        for c in state.seats[p].hand:
            if DISCARD_HELP[c]:
                acts.append(activate(p, c))
    acts.append(plain(EndPhase, p))
    if can_return(state):
        acts.append(plain(ReturnPhase, p))
    if len(state.seats) > 1:
        acts.extend(off_turn_discards(state))
    return acts


def seat_actions(state: FortressState, seat: int) -> list[Action]:
    """The actions General ``seat`` may take now, and only those: each names ``seat`` and spends only
    that General's cards and, on its own turn, the pool. A bot or a board acting for one seat reads this,
    never the whole ``legal_actions`` (which also lists the other Generals' help)."""
    if state.over is not None or not 0 <= seat < len(state.seats):
        return []
    if state.phase == "invasion" or seat == state.active:
        return [a for a in legal_actions(state) if a.player == seat]
    return [a for a in off_turn_discards(state) if a.player == seat]


# Authored cap (the rulebook states none): stepping back twice a turn covers every real change of
# mind, and without a cap a table could walk Build <-> Effects forever and the game never end.
MAX_PHASE_RETURNS = 2


def can_return(state: FortressState) -> bool:
    """HM-TURN-02 with ``allow_phase_return``: one phase back, but never once an Invader or plan was
    attacked, so a Unit cannot add its damage to the pool and then be discarded for its effect
    (AMB-18) and an on-combat trigger cannot be taken back."""
    if not state.options["allow_phase_return"] or state.phase_returns >= MAX_PHASE_RETURNS:
        return False
    if state.phase == "combat":
        return not state.attacked and state.levels_paid == 0
    return state.phase == "effects"


def return_phase(state: FortressState, events: list[Event]) -> None:
    state.phase_returns += 1
    if state.phase == "combat":
        # Effect bonuses (and help from other Generals) wait again; the printed damage is regathered.
        state.bonus_damage = max(0, state.damage - state.combat_base)
        state.damage = 0
        state.combat_base = 0
        FLOW.goto(state, ("turn", "effects"), events)
    else:
        FLOW.goto(state, ("turn", "build"), events)
    events.append(Event("fortress.phase_returned", {"seat": state.active, "phase": state.phase}))


# ---------------------------------------------------------------- resolution
def do_buy(state: FortressState, a: Buy, events: list[Event]) -> None:
    p = a.player
    card_id = take_from_area(state, a.slot)
    card = card_of(card_id)
    pay(state.resources, card.cost, a.pay)
    state.acquisitions += 1
    seat = state.seats[p]
    if card.kind == "construction":
        if a.replace:
            seat.constructions.remove(a.replace)
            dest = state.options["construction_overflow_destination"]
            if dest == "rubble":
                state.rubble.append(a.replace)
            elif dest == "personal_discard":
                seat.discard.put_top(a.replace)
            else:
                state.box.append(a.replace)
            events.append(Event("fortress.replaced", {"seat": p, "card": a.replace, "to": dest}))
        seat.constructions.append(card_id)
    else:
        seat.discard.put_top(card_id)  # HM-TURN-05: recruited Units go to the discard pile
    to = "construction" if card.kind == "construction" else "discard"
    shifted = state.area[a.slot] if a.slot < COLUMNS else None  # HM-GEN-07's result, for the screens
    data = {"seat": p, "card": card_id, "slot": a.slot, "to": to, "shifted": shifted}
    events.append(Event("fortress.bought", data))
    refill_column(state, a.slot % COLUMNS, events)  # HM-TURN-06


def do_activate(state: FortressState, a: Activate, events: list[Event]) -> None:
    p = a.player
    if a.via == "kryssa":
        gen = general_of(state, p)
        pay(state.resources, gen.ability.cost, a.pay)
        state.used.append("kryssa")
        events.append(Event("fortress.activated", {"seat": p, "card": a.card, "via": "kryssa"}))
        eff = card_of(a.card).effect
        assert eff is not None
        apply_gives(state, eff.gives, events, p, last=True)  # AMB-23: costs waived, owner's use untouched
        return
    if a.card == "general":
        eff = general_of(state, p).ability
        pay(state.resources, eff.cost, a.pay)
        state.used.append("general")
        events.append(Event("fortress.activated", {"seat": p, "card": "general", "via": ""}))
        if eff.hook == "wargosh":
            state.boosts.append("wargosh")
        else:
            apply_gives(state, eff.gives, events, p, last=True)
        return
    card = card_of(a.card)
    eff = card.effect
    assert eff is not None
    seat = state.seats[p]
    if state.phase == "invasion":
        seat.hand.remove(a.card)
        seat.discard.put_top(a.card)
        events.append(Event("fortress.activated", {"seat": p, "card": a.card, "via": ""}))
        apply_gives(state, eff.gives, events, p)
        window.after_window_activation(state, events)  # the flow closes a finished Invasion
        return
    if p == state.active:
        pay(state.resources, eff.cost, a.pay)
        state.used.append(a.card)
    if eff.discard:
        seat.hand.remove(a.card)
        seat.discard.put_top(a.card)
        if p == state.active and card.kind == "unit" and state.options["discarded_unit_keeps_damage"]:
            state.bonus_damage += card.damage
    events.append(Event("fortress.activated", {"seat": p, "card": a.card, "via": ""}))
    apply_gives(state, eff.gives, events, p, last=True)


def do_attack(state: FortressState, a: Attack, events: list[Event]) -> None:
    slot = a.slot
    card = state.battlefield[slot]
    assert card is not None
    inv = invader_of(card)
    first = slot not in state.attacked
    if first:
        state.attacked.append(slot)
    if first or state.options["combat_trigger"] == "every_declaration":
        apply_gives(state, inv.on_combat, events)  # HM-LIFE-09: before any level is paid
        if state.over is not None:
            return
    level = inv.life[state.markers[slot]]
    if level > state.damage:
        return  # an on-combat effect can leave the pool short: the attack fizzles
    state.damage = 0 if state.options["level_payment"] == "commit_all_excess_lost" else state.damage - level
    state.markers[slot] += 1
    state.levels_paid += 1
    data = {"slot": slot, "card": card, "level": level, "marker": state.markers[slot], "damage": state.damage}
    events.append(Event("fortress.level_beaten", data))
    if state.markers[slot] == len(inv.life):
        apply_gives(state, inv.on_defeat, events)  # HM-LIFE-08: before it leaves
        state.battlefield[slot] = None
        state.markers[slot] = 0
        state.invasion_discard.put_top(card)
        state.kills += 1
        events.append(Event("fortress.invader_defeated", {"slot": slot, "card": card}))


def do_attack_plan(state: FortressState, events: list[Event]) -> None:
    level = plan_level(state)
    assert level is not None and state.active_plan is not None
    state.damage = 0 if state.options["level_payment"] == "commit_all_excess_lost" else state.damage - level
    state.plan_markers += 1
    state.levels_paid += 1
    plan = content().plans[state.active_plan]
    data = {"plan": plan.id, "level": level, "marker": state.plan_markers, "damage": state.damage}
    events.append(Event("fortress.plan_level_beaten", data))
    if state.plan_markers == len(plan_life(state)):
        state.plans_defeated.append(plan.id)
        reveal_next_plan(state)
        events.append(Event("fortress.plan_defeated", {"plan": plan.id, "next": state.active_plan}))
        apply_gives(state, plan.on_defeat, events)


def _end_in_draw(state: FortressState, a: EndInDraw, events: list[Event]) -> None:
    rounds = state.round - state.stall_since
    if propose_draw(state, a.player):
        events.append(Event("fortress.stalemate", {"seat": a.player, "rounds": rounds}))
    else:
        votes = len(state.draw_votes)
        events.append(Event("fortress.draw_vote", {"seat": a.player, "votes": votes, "of": len(state.seats)}))


_RESOLVE: dict[type[Action], Callable[[FortressState, Any, list[Event]], object]] = {
    Buy: do_buy,
    Activate: do_activate,
    Attack: do_attack,
    AttackPlan: lambda state, a, events: do_attack_plan(state, events),
    # Build -> Effects -> Combat -> the turn's end (turn.py)
    EndPhase: lambda state, a, events: FLOW.end_phase(state, events),
    ReturnPhase: lambda state, a, events: return_phase(state, events),
    Pass: window.do_pass,  # the flow closes a finished Invasion
    EndInDraw: _end_in_draw,
}


def apply_action(state: FortressState, a: Action, events: list[Event]) -> None:
    """Resolve one legal action, by its kind (every action class is a direct subclass of Action).

    No end check here: the kernel runs the action through the flow, whose first step after every
    action is the end check (turn.FLOW, HM-END-04); a second one on the same state would change nothing."""
    resolve = _RESOLVE.get(type(a))
    if resolve is not None:
        resolve(state, a, events)


def adversary_name(state: FortressState):
    return adversary_of(state).name
