"""The Boss playmat's hero actions: what is offered (``boss_actions``), why one is refused
(``boss_refusal``, a translated sentence) and what each does (``HANDLERS``, for ``dispatch``).

* MoveTo (DC-BOSS-05, -18): 1 action, to the Altar, a pillar, or a crystal that holds souls.
* StrikeSpot (DC-BOSS-07, -18): 1 action, on the standing pillar or soul-holding crystal the hero
  stands on: an attack card's physical dice (its magic, wounds and conditions are ignored, L432-433),
  or a Sacrifice's 1 die.
* GiveUpTurn (DC-BOSS-16): once per combat, before any action of the turn, while summons are out and
  the counter has moved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, Event, Refusal
from game.desconfronto import conditions, flow
from game.desconfronto.boss import crystals, pillars, summons
from game.desconfronto.boss.data import ELEMENTS
from game.desconfronto.boss_moves import GiveUpTurn, MoveTo, StrikeSpot
from game.desconfronto.content import card_def
from game.desconfronto.dice import roll_attack
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook
from game.desconfronto.state import CombatState

START = "boss_start_actions"  # flags: the actions this turn began with (GiveUpTurn needs all of them)

NO_BOSS = Refusal("refusals.dc_boss.no_boss")
NOT_HERO_PHASE = Refusal("refusals.dc.not_hero_phase")
NOT_YOUR_TURN = Refusal("illegal.not_your_turn")
NO_ACTIONS = Refusal("dc.illegal.no_actions")
BAD_SPOT = Refusal("refusals.dc_boss.bad_spot")
ALREADY_THERE = Refusal("refusals.dc_boss.already_there")
EMPTY_CRYSTAL = Refusal("refusals.dc_boss.empty_crystal")
NOTHING_HERE = Refusal("refusals.dc_boss.nothing_here")
NOT_IN_HAND = Refusal("dc.illegal.not_in_hand")
NOT_PHYSICAL = Refusal("refusals.dc_boss.not_physical")
DELAY_USED = Refusal("refusals.dc_boss.delay_used")
NO_SUMMONS = Refusal("refusals.dc_boss.no_summons")
ALREADY_ACTED = Refusal("refusals.dc_boss.already_acted")


def physical_dice(card: str) -> int:
    """The physical attack dice of a card (its ``attack`` effects), 0 for a card without one or a
    reaction: what a pillar or crystal takes from it (L432-433)."""
    cd = card_def(card)
    if cd.react:
        return 0
    return sum(e.amount for e in cd.effects if e.verb == "attack")


def spots(state: CombatState) -> list[str]:
    b = state.boss
    assert b is not None
    return ["altar", *ELEMENTS, *(f"crystal{i}" for i, s in enumerate(b.souls) if s)]


def target_here(state: CombatState, seat: int) -> str:
    """What the hero may strike where they stand: a standing pillar, a crystal with souls, or ""."""
    b = state.boss
    assert b is not None
    here = b.where[seat]
    if here in b.pillars:
        return here if b.pillars[here] > 0 else ""
    if here.startswith("crystal"):
        i = int(here[7:])
        return here if i < len(b.souls) and b.souls[i] else ""
    return ""


def may_give_up(state: CombatState, seat: int) -> bool:
    return summons.can_delay(state, seat) and state.actions_left == state.flags.get(START, -1)


def boss_actions(state: CombatState, seat: int) -> list[Action]:
    """The Boss mat's actions of the Active Hero's Hero Phase (asked with an action left)."""
    b = state.boss
    assert b is not None
    here = b.where[seat]
    acts: list[Action] = [MoveTo(seat, s) for s in spots(state) if s != here]
    if target_here(state, seat):
        hand = state.heroes[seat].hand
        acts += [StrikeSpot(seat, c, False) for c in hand if physical_dice(c) > 0]
        acts += [StrikeSpot(seat, c, True) for c in hand]
    if may_give_up(state, seat):
        acts.append(GiveUpTurn(seat))
    return acts


def boss_refusal(state: CombatState, a: Any) -> Refusal | None:
    if state.boss is None:
        return NO_BOSS
    if state.phase != "hero":
        return NOT_HERO_PHASE
    if a.player != state.active_hero:
        return NOT_YOUR_TURN
    if state.actions_left <= 0:
        return NO_ACTIONS
    if a in boss_actions(state, a.player):
        return None
    b = state.boss
    if type(a) is MoveTo:
        if a.spot == b.where[a.player]:
            return ALREADY_THERE
        if a.spot.startswith("crystal") and a.spot[7:].isdigit() and int(a.spot[7:]) < len(b.souls):
            return EMPTY_CRYSTAL
        return BAD_SPOT
    if type(a) is StrikeSpot:
        if not target_here(state, a.player):
            return NOTHING_HERE
        if a.card not in state.heroes[a.player].hand:
            return NOT_IN_HAND
        return NOT_PHYSICAL
    if a.player in b.delayed:
        return DELAY_USED
    if not b.summons or not b.counter:
        return NO_SUMMONS
    return ALREADY_ACTED


def _move(state: CombatState, a: MoveTo) -> list[Event]:
    b = state.boss
    assert b is not None
    state.actions_left -= 1
    was = b.where[a.player]
    b.where[a.player] = a.spot
    return [ev("dc.boss_moved", {"hero": a.player, "spot": a.spot, "was": was}), *flow.after_action(state)]


def _strike(state: CombatState, a: StrikeSpot) -> list[Event]:
    seat = a.player
    h = state.heroes[seat]
    state.actions_left -= 1
    spot = target_here(state, seat)
    n = 1 if a.sacrifice else physical_dice(a.card)
    h.hand.remove(a.card)
    h.discard.put_top(a.card)
    events = [ev("dc.boss_struck", {"hero": seat, "card": a.card, "spot": spot, "sacrifice": a.sacrifice})]
    base, rolled = roll_attack(state, n)
    dmg = base + conditions.dealt_modifier(state, f"h{seat}") if h.cond else base
    events.append(ev("dc.boss_strike_roll", {"hero": seat, "dice": rolled, "damage": max(0, dmg)}, reveals=True))
    if spot in ELEMENTS:
        events += pillars.hit_pillar(state, seat, spot, max(0, dmg))
    else:
        events += crystals.hit_crystal(state, seat, int(spot[7:]), max(0, dmg))
    return events + flow.after_action(state)


def _give_up(state: CombatState, a: GiveUpTurn) -> list[Event]:
    return summons.delay(state, a.player) + flow.end_hero_phase(state)


HANDLERS: dict[type[Action], Callable[[CombatState, Any], list[Event]]] = {
    MoveTo: _move,
    StrikeSpot: _strike,
    GiveUpTurn: _give_up,
}


@hook("boss_turn_start")
def turn_start(state: CombatState, seat: int) -> list[Event]:
    """The start of a hero's turn on the mat: the pillar-top bonus (DC-BOSS-08b), then the actions
    the turn begins with are noted (GiveUpTurn needs them all)."""
    events = pillars.turn_start_bonus(state, seat)
    state.flags[START] = state.actions_left
    return events
