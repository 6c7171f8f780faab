"""Artan's Specializations (L547-558): the Knight and the Executioner, passives and Signature cards.

``res`` keys: ``knight_fire`` (Fire tokens the Knight's heals owe, placed by a free class action),
``tempest`` (the turn Tempest was played: allies' attacks have disadvantage until his next turn).
``state.flags["tempest_dice"]``: dice Tempest adds to his next attack this turn (flags end with it).
The class actions are offered by ``artan.class_actions`` (one hook per hero) through ``class_actions``.
"""

from __future__ import annotations

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage, react_gate
from game.desconfronto.actions import ClassAction
from game.desconfronto.dice import roll_attack
from game.desconfronto.event import ev
from game.desconfronto.heroes import compelled
from game.desconfronto.hooks import hook
from game.desconfronto.prestige import has_subclass
from game.desconfronto.state import CombatState
from game.desconfronto.tick_window import tick_damage

# --- Knight (path of Purification) ---------------------------------------------------------------


@hook("knight_immune")
def knight_immune(state: CombatState, seat: int, cond: str) -> bool:
    """L550: "You become immune to Corruption"."""
    return cond == "corruption"


@hook("knight_healed")
def knight_healed(state: CombatState, seat: int, ref: str) -> list[Event]:
    """L550: a target Artan heals loses all its Corruption; 1 Fire per token removed is owed."""
    fig = state.fig(ref)
    n = fig.cond.pop("corruption", 0)
    if not n:
        return []
    fig.cond.pop("cor_turns", None)
    res = state.heroes[seat].res
    res["knight_fire"] = res.get("knight_fire", 0) + n
    return [ev("dc.knight_purged", {"hero": seat, "target": ref, "count": n})]


def _fire_targets(state: CombatState) -> list[str]:
    return [f"c{i}" for i in state.living()] + [f"h{s}" for s in state.standing()] + state.companions()


@hook("knight_parry_attack")
def parry_attack(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L554: the attack on the ally is cancelled entirely; the attacker is Stunned."""
    attack = state.attack
    assert attack is not None
    attack["cancelled"] = True
    return [ev("dc.knight_parried", {"hero": seat, "target": f"c{attack['pos']}"})] + conditions.apply(
        state, f"c{attack['pos']}", "stunned"
    )


def _on_an_ally(state: CombatState, seat: int) -> bool:
    attack = state.attack
    return attack is None or attack.get("seat") != seat


react_gate.GATES["artan.parry_attack"] = _on_an_ally  # L554 "an ally suffers an attack"; L99


def _compel_cards(state: CombatState, ally: int) -> list[str]:
    """Cards the ally may attack with: not Signature, one enemy slot, an attack among its effects."""
    return compelled.playable(state, ally, attack_only=True)


@hook("knight_compel_attack")
def compel_attack(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L555: a purified ally attacks at once with a card from their hand, with advantage. The ally's
    seat chooses the card, then its target (the choice is routed back here by ``module``)."""
    ally = int(targets[0][1:])
    h = state.heroes[ally]
    if not h.cond.get("purification") or not _compel_cards(state, ally) or not state.living():
        return [ev("dc.knight_compel_none", {"hero": ally})]
    state.pending = Choice.of({"kind": "class", "player": ally, "module": "artan", "step": "compel", "card": ""})
    return []


def _compel_resolve(state: CombatState, ally: int, card: str, target: str) -> list[Event]:
    return compelled.play(state, ally, card, target, advantage=True)


# --- Executioner (path of Corruption) ------------------------------------------------------------


@hook("executioner_inverted")
def executioner_inverted(state: CombatState, seat: int) -> bool:
    """L552: Corruption and Purification have the opposite effect on him."""
    return True


def executioner_turn_start(state: CombatState, seat: int) -> list[Event]:
    """L552: at the start of a turn in which he is corrupted, he chooses (before his ticks). Not when
    the ticks or an empty deck would Exhaust him anyway: that turn is lost before any choice."""
    h = state.heroes[seat]
    if h.exhausted or not h.cond.get("corruption") or not (h.hand or h.draw):
        return []
    if tick_damage(h) >= h.vigor:
        return []
    state.pending = Choice.of({"kind": "class", "player": seat, "module": "artan", "step": "executioner"})
    return [ev("dc.executioner_choice", {"hero": seat, "count": h.cond["corruption"]})]


def _allies(state: CombatState, seat: int) -> list[str]:
    return [f"h{s}" for s in state.standing() if s != seat] + state.companions()


def _strike_ally(state: CombatState, seat: int, ref: str) -> list[Event]:
    """2 physical dice against an ally: his dealt modifier, the ally's suffered one, no shield cards."""
    base, rolled = roll_attack(state, 2)
    dmg = base + conditions.dealt_modifier(state, f"h{seat}")
    if ref[0] != "c":
        dmg += conditions.suffered_modifier(state, ref)
    dmg = max(0, dmg)
    events = [
        ev(
            "dc.attack",
            {"source": f"h{seat}", "target": ref, "dice": rolled, "damage": dmg, "shields": 0, "wounds": dmg},
            reveals=True,
        )
    ]
    return events + damage.wound(state, ref, dmg, "physical")


@hook("executioner_tempest")
def tempest(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L557: allies attack with disadvantage until his next turn; +1 die per ally to a card he plays
    at once (1 extra action, and his next attack this turn rolls those dice more)."""
    n = len([s for s in state.standing() if s != seat])  # the heroes whose attacks it touches
    if not n:
        return []
    state.heroes[seat].res["tempest"] = state.turn
    state.flags["tempest_dice"] = state.flags.get("tempest_dice", 0) + n
    events = [ev("dc.executioner_tempest", {"hero": seat, "count": n})]
    if not state.flags.get("no_extra_actions"):
        state.actions_left += 1
        events.append(ev("dc.extra_actions", {"hero": seat, "amount": 1}))
    return events


@hook("executioner_abyssal_strike")
def abyssal_strike(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L558: dice = the target's Corruption level, dealt as magical damage; 1 wound per die rolled."""
    ref = targets[0]
    level = state.fig(ref).cond.get("corruption", 0)
    if not level or damage.down(state, ref):
        return []
    base, rolled = roll_attack(state, level)
    events = [ev("dc.executioner_abyssal", {"hero": seat, "target": ref, "count": len(rolled)})]
    events += damage.magic(state, ref, base)
    return events + damage.wound(state, f"h{seat}", len(rolled), "direct")


def modify_attack(state: CombatState, owner: int, seat: int, dice: int, mode: int) -> tuple[int, int]:
    """Tempest: his next attack's extra dice; his allies' disadvantage until his next turn."""
    if seat == owner:
        extra = state.flags.pop("tempest_dice", 0)
        return dice + extra, mode
    if state.heroes[owner].res.get("tempest") is not None:
        mode = max(-1, mode - 1)
    return dice, mode


# --- class actions and choices (called from artan.py) --------------------------------------------


def class_actions(state: CombatState, seat: int) -> list[Action]:
    h = state.heroes[seat]
    if h.res.get("knight_fire") and state.active_hero == seat:
        return [ClassAction(seat, "knight_fire", r) for r in _fire_targets(state)]
    return []


def turn_start(state: CombatState, seat: int) -> list[Event]:
    h = state.heroes[seat]
    h.res.pop("tempest", None)  # "until your next turn"
    if has_subclass(h, "executioner"):
        return executioner_turn_start(state, seat)
    return []


def class_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    name = action.name
    h = state.heroes[seat]
    if name == "knight_fire":
        left = h.res["knight_fire"] - 1
        if left:
            h.res["knight_fire"] = left
        else:
            del h.res["knight_fire"]
        return conditions.apply(state, action.target, "fire"), 0
    pend = state.pending
    assert pend is not None
    if name == "knight_compel_card":
        pend["card"] = action.target
        return [], 0
    if name == "knight_compel_target":
        card = pend["card"]
        state.pending = None
        return _compel_resolve(state, seat, card, action.target), 0
    state.pending = None
    if name == "executioner_toll":
        n = h.cond.get("corruption", 0)
        events = [ev("dc.executioner_toll", {"hero": seat, "count": n})]
        return events + damage.wound(state, f"h{seat}", n, "direct"), 0
    assert name == "executioner_strike"
    return _strike_ally(state, seat, action.target), 0


@hook("artan_pending_actions")
def pending_actions(state: CombatState, seat: int) -> list[Action]:
    pend = state.pending
    assert pend is not None
    if pend["step"] == "executioner":
        acts: list[Action] = [ClassAction(seat, "executioner_toll", f"h{seat}")]
        return acts + [ClassAction(seat, "executioner_strike", r) for r in _allies(state, seat)]
    if not pend["card"]:
        return [ClassAction(seat, "knight_compel_card", c) for c in _compel_cards(state, seat)]
    return [ClassAction(seat, "knight_compel_target", f"c{i}") for i in state.living()]
