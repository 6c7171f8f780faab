"""The one legality check of Heróis & Monstros: ``refusal(state, action)`` is None exactly when
``action`` is one of ``rules.legal_actions(state)``, else the precise reason, as data.

One predicate per action kind, built on the same pieces ``legal_actions`` enumerates from (the
payment splits, ``_limit_ok``, ``can_return``, ``may_propose``, ``window_cards``,
``usable_from_hand``), so both read the same rules; a property test holds them equal on random
states. Parameters are data: phases and resource amounts as catalogue keys, a General's name as
its content text; the screen words them (``game.core.refusal_text``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, Refusal
from game.fortress import window
from game.fortress.actions import Activate, Attack, AttackPlan, Buy, EndInDraw, EndPhase, Pass, ReturnPhase
from game.fortress.adversaries import plan_level
from game.fortress.content import Cost, card_of, content, invader_of
from game.fortress.effects import can_pay, splits, usable_from_hand
from game.fortress.rules import MAX_CONSTRUCTIONS, can_return, discard_help, general_of, limit_ok
from game.fortress.stalemate import STALL_ROUNDS, may_propose
from game.fortress.state import AREA_SLOTS, COLUMNS, FortressState

GAME_OVER = Refusal("illegal.game_over")
NOT_YOUR_TURN = Refusal("illegal.not_your_turn")
NOT_ALLOWED = Refusal("illegal.not_allowed")
NO_SUCH_SEAT = Refusal("fortress.illegal.no_such_seat")
NOT_IN_HAND = Refusal("fortress.illegal.not_in_hand")
NO_EFFECT = Refusal("fortress.illegal.no_effect")
RESOURCE_OFF_TURN = Refusal("fortress.illegal.resource_effect_off_turn")
NO_CARD_THERE = Refusal("fortress.illegal.no_card_there")
CANNOT_AFFORD = Refusal("fortress.illegal.cannot_afford")
CHOOSE_REPLACEMENT = Refusal("fortress.illegal.choose_replacement")
NOT_YOUR_CONSTRUCTION = Refusal("fortress.illegal.not_your_construction")
NOTHING_TO_REPLACE = Refusal("fortress.illegal.nothing_to_replace")
ALREADY_USED = Refusal("fortress.illegal.already_used")
CANNOT_ACTIVATE = Refusal("fortress.illegal.cannot_activate")
NO_INVADER = Refusal("fortress.illegal.no_invader")
NO_CONSTRUCTION = Refusal("fortress.illegal.no_construction")
NO_PLAN = Refusal("fortress.illegal.no_plan")
NO_WINDOW = Refusal("fortress.illegal.no_window")
NO_PHASE_RETURN = Refusal("fortress.illegal.no_phase_return")
FIRST_PHASE = Refusal("fortress.illegal.first_phase")
DAMAGE_SPENT = Refusal("fortress.illegal.damage_spent")
NOT_IN_WINDOW = Refusal("fortress.illegal.not_in_window")
ALREADY_PROPOSED = Refusal("fortress.review.already_proposed")
NO_ANY = Refusal("fortress.review.no_any")
RETURN_LIMIT = Refusal("refusals.fortress.return_limit")
NOT_DISCARD_NOW = Refusal("refusals.fortress.not_discard_now")
BAD_VIA = Refusal("refusals.fortress.bad_via")
NO_PAYMENT_NEEDED = Refusal("refusals.fortress.no_payment_needed")
NO_ABILITY = Refusal("refusals.fortress.no_ability")

_KIND_WORDS = (("c", "crystal"), ("r", "root"), ("s", "sacrifice"))


# --------------------------------------------------------------------- shared pieces
def wrong_phase(state: FortressState) -> Refusal:
    return Refusal.of("fortress.illegal.wrong_phase", phase_key=f"fortress.phase.{state.phase}")


def split_phrase(split: str) -> Refusal:
    """A payment split as words: "crr" -> "1 Soul Crystal + 2 Roots" (HM-TURN-04), as data."""
    parts = tuple(
        Refusal.of(f"fortress_screen.amount.{word}", n=split.count(k))
        for k, word in _KIND_WORDS
        if k in split
    )
    if not parts:
        return Refusal("fortress.gives.free")
    return Refusal(f"refusals.fortress.split{len(parts)}", dict(zip("abc", parts, strict=False)))


def payment_refusal(res: list[int], cost: Cost, pay: str) -> Refusal | None:
    """HM-TURN-04: a split names one affordable kind per "any" point (one legal action per split)."""
    ways = splits(res, cost)
    if pay in ways:
        return None
    if not ways:
        return CANNOT_AFFORD
    if not cost[3]:
        return NO_ANY if pay else NO_PAYMENT_NEEDED
    return Refusal.of("fortress.review.bad_payment", count=cost[3], ways=tuple(split_phrase(w) for w in ways))


def _discard_refusal(state: FortressState, a: Activate) -> Refusal | None:
    """Discarding a card of the hand for its effect alone: no via, no payment."""
    if a.card not in state.seats[a.player].hand:
        return NOT_IN_HAND
    eff = usable_from_hand(a.card)
    if eff is None:
        return NO_EFFECT
    if eff.resource_cost:
        return RESOURCE_OFF_TURN
    if not discard_help(a.card):
        return NOT_ALLOWED
    return None if a.via == "" and a.pay == "" else BAD_VIA


# ------------------------------------------------------------------ per action kind
def buy_refusal(state: FortressState, a: Buy) -> Refusal | None:
    """HM-TURN-04..06: acquire a card of the Area in Build, paying one split of its cost; a 4th
    Construction replaces one of the three (HM-GEN-06)."""
    if state.phase != "build":
        return wrong_phase(state)
    if not 0 <= a.slot < AREA_SLOTS or state.area[a.slot] is None:
        return NO_CARD_THERE
    card = card_of(state.area[a.slot])
    if not can_pay(state.resources, card.cost):
        return CANNOT_AFFORD
    cap = state.options["max_acquisitions_per_turn"]
    if cap is not None and state.acquisitions >= cap:
        return Refusal.of("fortress.illegal.acquisition_limit", limit=cap)
    cons = state.seats[a.player].constructions
    if card.kind == "construction" and len(cons) >= MAX_CONSTRUCTIONS:
        if not a.replace:
            return CHOOSE_REPLACEMENT
        if a.replace not in cons:
            return NOT_YOUR_CONSTRUCTION
    elif a.replace:
        return NOTHING_TO_REPLACE
    return payment_refusal(state.resources, card.cost, a.pay)


def activate_refusal(state: FortressState, a: Activate) -> Refusal | None:
    """The active General's effects in the Effects phase (its ability, Constructions, cards of the
    hand); outside it, only discard-only effects, when the option allows them (HM-TURN-17)."""
    if state.phase != "effects":
        refused = _discard_refusal(state, a)
        if refused is None and state.options["active_player_discard_window"] != "any_time":
            return NOT_DISCARD_NOW
        return refused
    if a.via not in ("", "kryssa"):
        return BAD_VIA
    if ("kryssa" if a.via else a.card) in state.used and not _repeatable(state, a):
        return ALREADY_USED
    gen = general_of(state, a.player)
    if a.via == "kryssa":  # AMB-23: another table's (or one's own) Construction, for the ability's cost
        if gen.ability.hook != "kryssa":
            return NO_ABILITY
        if not any(a.card in seat.constructions for seat in state.seats):
            return NO_CONSTRUCTION
        return payment_refusal(state.resources, gen.ability.cost, a.pay)
    if a.card == "general":
        if gen.ability.hook == "kryssa":  # Kryssa's ability is only ever used on a Construction
            return NO_CONSTRUCTION
        return payment_refusal(state.resources, gen.ability.cost, a.pay)
    seat = state.seats[a.player]
    if a.card in seat.constructions:
        eff = card_of(a.card).effect
    elif a.card in seat.hand:
        eff = usable_from_hand(a.card)
    else:
        return NOT_IN_HAND
    if eff is None:
        return NO_EFFECT
    return payment_refusal(state.resources, eff.cost, a.pay)


def _repeatable(state: FortressState, a: Activate) -> bool:
    """A use already made may be made again: unlimited effects, or the Generals' repeatable options."""
    key = "kryssa" if a.via == "kryssa" else a.card
    if key == "kryssa":
        return bool(state.options["kryssa_repeatable"])
    if key == "general" and general_of(state, a.player).ability.hook == "wargosh":
        return bool(state.options["wargosh_repeatable"])
    return limit_ok(state, key)


def attack_refusal(state: FortressState, a: Attack) -> Refusal | None:
    """HM-TURN-12: pay an Invader's next life level from the Combat damage pool."""
    if state.phase != "combat":
        return wrong_phase(state)
    if not 0 <= a.slot < COLUMNS or state.battlefield[a.slot] is None:
        return NO_INVADER
    level = invader_of(state.battlefield[a.slot]).life[state.markers[a.slot]]
    if level > state.damage:
        return Refusal.of("fortress.illegal.not_enough_damage", need=level, have=state.damage)
    return None


def plan_refusal(state: FortressState, a: AttackPlan) -> Refusal | None:
    if state.phase != "combat":
        return wrong_phase(state)
    level = plan_level(state)
    if level is None:
        return NO_PLAN
    if level > state.damage:
        return Refusal.of("fortress.illegal.not_enough_damage", need=level, have=state.damage)
    return None


def return_refusal(state: FortressState, a: ReturnPhase) -> Refusal | None:
    """HM-TURN-02 with ``allow_phase_return`` (``rules.can_return``)."""
    if can_return(state):
        return None
    if not state.options["allow_phase_return"]:
        return NO_PHASE_RETURN
    if state.phase == "build":
        return FIRST_PHASE
    if state.phase == "combat" and (state.attacked or state.levels_paid):
        return DAMAGE_SPENT
    return RETURN_LIMIT


def draw_refusal(state: FortressState, a: EndInDraw) -> Refusal | None:
    """A stalled table may end in a draw (stalemate.py), proposed in Build by each General once."""
    if state.phase != "build":
        return wrong_phase(state)
    if may_propose(state, a.player):
        return None
    if a.player in state.draw_votes:
        return ALREADY_PROPOSED
    return Refusal.of("fortress.review.not_stalled", rounds=STALL_ROUNDS)


def _always(state: FortressState, a: Action) -> Refusal | None:
    return None  # EndPhase: the active General may always move on


_TURN_CHECKS: dict[type, Callable[[FortressState, Any], Refusal | None]] = {
    Buy: buy_refusal,
    Activate: activate_refusal,
    Attack: attack_refusal,
    AttackPlan: plan_refusal,
    EndPhase: _always,
    ReturnPhase: return_refusal,
    EndInDraw: draw_refusal,
    Pass: lambda state, a: NO_WINDOW,
}


# ------------------------------------------------------------------ decision points
def window_refusal(state: FortressState, a: Action) -> Refusal | None:
    """The Invasion's discard window (AMB-17): the asked General discards a card for its effect, or passes."""
    q = state.window_seat
    if a.player != q:
        name = content().generals[state.seats[q].general].name
        return Refusal.of("fortress.illegal.not_your_window", general={"en": name.en, "pt": name.pt})
    if type(a) is Pass:
        return None
    if type(a) is not Activate:
        return wrong_phase(state)
    if a.card not in state.seats[q].hand:
        return NOT_IN_HAND
    if a.card in window.window_cards(state, q) and a.via == "" and a.pay == "":
        return None
    return NOT_IN_WINDOW


def refusal(state: FortressState, a: Action) -> Refusal | None:
    """None when ``a`` is legal now, else why not (the kernel has checked its fields' types)."""
    if state.over is not None:
        return GAME_OVER
    if not 0 <= a.player < len(state.seats):
        return NO_SUCH_SEAT
    if state.phase == "invasion":
        return window_refusal(state, a)
    if a.player != state.active:  # HM-GEN-05: the others may only help with discard-only effects
        if type(a) is Activate:
            return _discard_refusal(state, a)
        return NOT_YOUR_TURN
    check = _TURN_CHECKS.get(type(a))
    return NOT_ALLOWED if check is None else check(state, a)
