"""Marzak's Specializations (DC-HERO-MAR prestige, L779-792): Archdruid and Wild Fire.

* Archdruid: treants on heroes (``res["marzak_treants"]``, seats; one each). Summoning is 1 action,
  a card discarded per treant, up to 2 (class action ``marzak_treant`` then the choices
  ``marzak_treant_card`` / ``marzak_treant_more``); a treant heals its hero 2 (1 action,
  ``marzak_treant_heal``) or blocks 2 physical damage of the next attack on it. Petals of Aliel,
  Protective Bulb (its shields are 1-point tokens in Mass Metamorphosis's ``marzak_bears`` pool).
* Wild Fire: ember spirits (minions.py), summoned by consuming a target's Fire (``marzak_kindle``);
  Rise of the Phoenix (the ``would_exhaust`` window, revived at 1 Vigor); Ember Feathers.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage, react_gate
from game.desconfronto.actions import ClassAction
from game.desconfronto.heroes import minions
from game.desconfronto.heroes.prestige_chain import (
    action_name,
    add_chained,
    add_list,
    add_routed,
    pending_name,
)
from game.desconfronto.hooks import hook
from game.desconfronto.prestige import has_subclass
from game.desconfronto.state import CombatState

TREANT_MAX = 2  # L783 "up to 2 treants"
TREANT_HEAL = 2  # authored
TREANT_BLOCK = 2  # authored
PETALS_HEAL = 3  # L785
PETALS_SWORDS = 3  # L785
BULB_HEAL = 2  # L786
SPIRIT = "spirit"
PHOENIX_VIGOR = 1  # L791 "heal it by 1 Vigor point" from 0


def _sub(state: CombatState, seat: int, name: str) -> bool:
    h = state.heroes[seat]
    return bool(h.subclass) and has_subclass(h, name)


def treants(state: CombatState, seat: int) -> list[int]:
    return list(state.heroes[seat].res.get("marzak_treants", []))


def _set_treants(state: CombatState, seat: int, seats: list[int]) -> None:
    res = state.heroes[seat].res
    if seats:
        res["marzak_treants"] = sorted(seats)
    else:
        res.pop("marzak_treants", None)


# --- Archdruid ------------------------------------------------------------------------------------


@hook("marzak_petals_of_aliel")
def petals_of_aliel(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L785: every hero with a treant consumes it: heal 3 when 3 Vigor down, else +3 swords next attack."""
    res = state.heroes[seat].res
    events: list[Event] = []
    swords = set(res.get("marzak_petals", []))
    for s in treants(state, seat):
        h = state.heroes[s]
        if h.exhausted:
            continue
        if h.max_vigor - h.vigor >= PETALS_HEAL:
            events += damage.heal(state, f"h{s}", PETALS_HEAL)
        else:
            swords.add(s)
            events.append(Event("dc.marzak_petals", {"target": f"h{s}"}))
    _set_treants(state, seat, [])
    if swords:
        res["marzak_petals"] = sorted(swords)
    return events


@hook("marzak_protective_bulb")
def protective_bulb(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L786: 1 shield token on Marzak and each ally; a hero with a treant gets 1 more and heals 2."""
    res = state.heroes[seat].res
    bears = list(res.get("marzak_bears") or [0] * len(state.heroes))
    has_treant = set(treants(state, seat))
    events: list[Event] = []
    for s in state.standing():
        bears[s] += 2 if s in has_treant else 1
        if s in has_treant:
            events += damage.heal(state, f"h{s}", BULB_HEAL)
    res["marzak_bears"] = bears
    return [Event("dc.marzak_bulb", {"hero": seat}), *events]


def _treant_targets(state: CombatState, seat: int) -> list[str]:
    have = set(treants(state, seat))
    return [f"h{s}" for s in state.standing() if s not in have]


# --- Wild Fire ------------------------------------------------------------------------------------


def _phoenix_gate(state: CombatState, seat: int) -> bool:
    """L791 "an ally suffers fatal damage": not Marzak herself (L99)."""
    if state.attack is not None:
        return bool(state.attack.get("seat") != seat)
    pend = state.pending
    return pend is None or pend.get("tick") != seat


react_gate.GATES["marzak.rise_of_the_phoenix"] = _phoenix_gate


@hook("marzak_rise_of_the_phoenix")
def rise_of_the_phoenix(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """The ally is not Exhausted and loses no level; healed 1 from the fatal blow; Fire on every enemy."""
    if state.attack is not None:
        state.attack["invigorated"] = True
        state.attack["revive_to"] = PHOENIX_VIGOR
    else:  # condition damage at the start of a turn (tick_window.py): vigor.wound revives
        state.flags["invigorate"] = targets[0]
        state.flags["revive_to"] = PHOENIX_VIGOR
    events: list[Event] = [Event("dc.marzak_phoenix", {"target": targets[0]})]
    for i in state.living():
        events += conditions.apply(state, f"c{i}", "fire")
    return events


def _fire_targets(state: CombatState) -> list[str]:
    refs = [f"c{i}" for i in state.living()] + [f"h{s}" for s in state.standing()]
    return [r for r in refs if state.fig(r).cond.get("fire")]


# --- hooks beside the base module's ---------------------------------------------------------------

_NAMES = (
    "marzak_treant",
    "marzak_treant_card",
    "marzak_treant_more",
    "marzak_treant_heal",
    "marzak_kindle",
    "marzak_spirit_attack",
    "marzak_spirit_guard",
)


def _class_actions(state: CombatState, seat: int) -> list[Action]:
    h = state.heroes[seat]
    if not h.subclass:
        return []
    out: list[Action] = []
    if has_subclass(h, "archdruid"):
        if h.hand:
            out += [ClassAction(seat, "marzak_treant", r) for r in _treant_targets(state, seat)]
        out += [
            ClassAction(seat, "marzak_treant_heal", f"h{s}")
            for s in treants(state, seat)
            if not state.heroes[s].exhausted and state.heroes[s].vigor < state.heroes[s].max_vigor
        ]
    elif has_subclass(h, "wild_fire"):
        if minions.count(state, seat, SPIRIT) < minions.MAX:
            out += [ClassAction(seat, "marzak_kindle", r) for r in _fire_targets(state)]
        out += minions.actions(state, seat, SPIRIT)
    return out


def _pending_actions(state: CombatState, seat: int) -> list[Action]:
    pend = state.pending
    assert pend is not None
    if pend["name"] == "marzak_treant_card":
        return [ClassAction(seat, "marzak_treant_card", c) for c in dict.fromkeys(state.heroes[seat].hand)]
    more = [ClassAction(seat, "marzak_treant_more", r) for r in _treant_targets(state, seat)]
    return [*more, ClassAction(seat, "marzak_treant_more", "")]


def _apply(state: CombatState, seat: int, action: Action) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    name, target = action.name, action.target  # type: ignore[attr-defined]
    if name == "marzak_treant":  # 1 action; the card discarded for it is asked next
        state.actions_left -= 1
        state.pending = Choice.of(
            {"kind": "class", "player": seat, "name": "marzak_treant_card", "target": target, "made": 0}
        )
        return [], 1
    if name == "marzak_treant_card":
        pend = state.pending
        assert pend is not None
        h.hand.remove(target)
        h.discard.put_top(target)
        _set_treants(state, seat, [*treants(state, seat), int(pend["target"][1:])])
        made = int(pend["made"]) + 1
        events = [Event("dc.marzak_treant", {"hero": seat, "target": pend["target"], "card": target})]
        if made < TREANT_MAX and h.hand and _treant_targets(state, seat):
            state.pending = Choice.of(
                {"kind": "class", "player": seat, "name": "marzak_treant_more", "made": made}
            )
        else:
            state.pending = None
        return events, 1
    if name == "marzak_treant_more":
        pend = state.pending
        assert pend is not None
        if not target:
            state.pending = None
            return [], 1
        made = int(pend["made"])
        state.pending = Choice.of(
            {"kind": "class", "player": seat, "name": "marzak_treant_card", "target": target, "made": made}
        )
        return [], 1
    if name == "marzak_treant_heal":
        state.actions_left -= 1
        s = int(target[1:])
        _set_treants(state, seat, [x for x in treants(state, seat) if x != s])
        return damage.heal(state, target, TREANT_HEAL), 1
    if name == "marzak_kindle":  # 1 action: the target's Fire becomes an ember spirit
        state.actions_left -= 1
        state.fig(target).cond.pop("fire", None)
        events = [Event("dc.marzak_kindle", {"hero": seat, "target": target})]
        return events + minions.summon(state, seat, SPIRIT), 1
    events = minions.apply(state, seat, SPIRIT, name, target)
    if name == "marzak_spirit_attack" and not damage.down(state, target):
        events += conditions.apply(state, target, "fire")
    return events, 1


def _attack_declared(state: CombatState, owner: int, attack: dict[str, Any]) -> list[Event]:
    h = state.heroes[owner]
    if not h.subclass:
        return []
    events: list[Event] = []
    target = attack["seat"]
    if target == owner and any(c.startswith("marzak.ember_feathers#") for c in h.active):
        events += conditions.apply(state, f"c{attack['pos']}", "fire")  # L792
    if has_subclass(h, "wild_fire"):
        events += minions.guard(state, owner, attack, SPIRIT)
    elif target in treants(state, owner) and not attack["magical"] and attack["damage"] > 0:
        _set_treants(state, owner, [x for x in treants(state, owner) if x != target])
        used = min(TREANT_BLOCK, attack["damage"])
        attack["damage"] -= used
        events.append(Event("dc.marzak_treant_block", {"target": f"h{target}", "amount": used}))
    return events


def _modify_attack(
    state: CombatState, owner: int, attacker: int, ref: str, dice: int, mode: int, bonus: int
) -> tuple[int, int, int]:
    petals = state.heroes[owner].res.get("marzak_petals")
    if petals and attacker in petals:
        petals.remove(attacker)
        if not petals:
            del state.heroes[owner].res["marzak_petals"]
        bonus += PETALS_SWORDS
    return dice, mode, bonus


add_list("marzak_class_actions", _class_actions)
add_routed("marzak_class_apply", _NAMES, _apply, action_name)
add_routed(
    "marzak_pending_actions", ("marzak_treant_card", "marzak_treant_more"), _pending_actions, pending_name
)
add_list("marzak_attack_declared", _attack_declared)
add_chained("marzak_modify_attack", _modify_attack, 3)
