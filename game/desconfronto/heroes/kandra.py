"""Kandra's class mechanics (DC-HERO-KAN): damage reduction, interceptions, Reckless Attack, Retaliation.

Resources in ``HeroState.res`` (all optional, absent = 0/False):

* ``kandra_intercepts``: attacks taken for allies since her last turn began (AMB-17 round);
* ``kandra_reckless``: Reckless Attack pulls every attack onto her until her next turn;
* ``kandra_bank``: dice banked by Reckless Attack; ``kandra_unleash``: the bank she may spend this turn
  (``kandra_unleash_turn`` = the turn number it belongs to).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.coliseum.foes import break_shields, foes, is_foe
from game.desconfronto.content import card_def
from game.desconfronto.defence import rebase
from game.desconfronto.effects import draw_cards
from game.desconfronto.heroes import kandra_prestige
from game.desconfronto.hooks import hook
from game.desconfronto.levels import has
from game.desconfronto.reactors import can_react
from game.desconfronto.state import CombatState

WHIRL_WOUNDS = 2
FURY_WOUNDS = 2


def _attack_dice(pid: str) -> int:
    return sum(e.amount for e in card_def(pid).effects if e.verb == "attack")


def _reduction(h: Any) -> int:
    """DC-HERO-KAN-02 / AMB-49: physical damage reduction 1, 2 with Unbreakable (tree 1, 3rd)."""
    return 2 if has(h, "kandra.unbreakable") else 1


def _can_take(state: CombatState, seat: int) -> bool:
    h = state.heroes[seat]
    return not h.exhausted and not h.res.get("sanctuary")


@hook("kandra_intercept")
def intercept(state: CombatState, seat: int, target: int, pos: int) -> int:
    """Reckless Attack takes every attack (tree 1's interceptions are a choice: ``react_actions``)."""
    if target == seat or not _can_take(state, seat):
        return target
    if state.heroes[seat].res.get("kandra_reckless"):
        return seat
    return target


def can_intercept(state: CombatState, seat: int, a: dict[str, Any]) -> bool:
    """DC-HERO-KAN-05/06: tree 1 takes 1 (2 with Unbreakable) attack per round aimed at an ally,
    decided per attack in its "hero attacked" window; never one another guardian already took."""
    h = state.heroes[seat]
    if a["seat"] == seat or a.get("taken") or not has(h, "kandra.intercept") or not _can_take(state, seat):
        return False
    limit = 2 if has(h, "kandra.unbreakable") else 1
    return h.res.get("kandra_intercepts", 0) < limit


def _bank(state: CombatState, seat: int, attack: dict[str, Any]) -> list[Event]:
    """Reckless Attack: the dice of every attack she suffers until her next turn are banked."""
    h = state.heroes[seat]
    if not h.res.get("kandra_reckless") or attack.get("kandra_banked"):
        return []
    dice = int(attack.get("dice", 0))
    h.res["kandra_bank"] = h.res.get("kandra_bank", 0) + dice
    attack["kandra_banked"] = dice  # taken back if the attack is sent elsewhere (``attack_withdrawn``)
    return [Event("dc.kandra_banked", {"hero": seat, "bank": h.res["kandra_bank"]})]


def _incoming(state: CombatState, seat: int, attack: dict[str, Any]) -> list[Event]:
    h = state.heroes[seat]
    events = _bank(state, seat, attack)
    if not attack["magical"]:
        cut = _reduction(h)
        attack["post"] -= cut
        attack["kandra_cut"] = cut
        events.append(Event("dc.kandra_hide", {"target": f"h{seat}", "amount": cut}))
    return events


@hook("kandra_attack_declared")
def attack_declared(state: CombatState, seat: int, attack: dict[str, Any]) -> list[Event]:
    """Her damage reduction and Reckless Attack's bank belong to the figure that suffers the attack:
    ``defence.rebase`` calls this again for the new defender after a redirection."""
    return _incoming(state, seat, attack) if attack["seat"] == seat else []


@hook("kandra_attack_withdrawn")
def attack_withdrawn(state: CombatState, seat: int, attack: dict[str, Any]) -> None:
    """The attack leaves her for another figure (DC-CMB-21): her reduction and bank come out of it."""
    if attack["seat"] != seat:
        return
    attack["post"] += attack.pop("kandra_cut", 0)
    banked = attack.pop("kandra_banked", 0)
    res = state.heroes[seat].res
    if banked and res.get("kandra_bank"):
        left = res["kandra_bank"] - banked
        if left > 0:
            res["kandra_bank"] = left
        else:
            res.pop("kandra_bank")


@hook("kandra_reckless_attack")
def reckless_attack(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Reaction: this attack (if aimed at an ally) and every later one until her next turn come to her."""
    h = state.heroes[seat]
    h.res["kandra_reckless"] = True
    a = state.attack
    if a is None:
        return []
    if a["seat"] == seat:  # already hers: her reduction is in it, only the bank is new
        return _bank(state, seat, a)
    events = [Event("dc.kandra_intercepts", {"hero": seat, "target": f"h{a['seat']}"})]
    a["taken"] = True
    return events + rebase(state, f"h{seat}")


@hook("kandra_turn_start")
def turn_start(state: CombatState, seat: int) -> list[Event]:
    """A new round for Kandra (AMB-17): interceptions reset, Reckless Attack's bank becomes spendable."""
    res = state.heroes[seat].res
    if state.heroes[seat].subclass:  # the Specializations' "until your next turn" (kandra_prestige.py)
        kandra_prestige.turn_start(state, seat)
    res.pop("kandra_intercepts", None)
    res.pop("kandra_unleash", None)
    res.pop("kandra_unleash_turn", None)
    if res.pop("kandra_reckless", None):
        bank = res.pop("kandra_bank", 0)
        if bank:
            res["kandra_unleash"] = bank
            res["kandra_unleash_turn"] = state.turn
    res.pop("kandra_bank", None)
    return []


@hook("kandra_modify_attack")
def modify_attack(state: CombatState, seat: int, attacker: int, ref: str, dice: int, mode: int, bonus: int) -> tuple:
    """Retaliation: every die of her attacks this turn has advantage and +1 damage (L708), the dice
    that explode included: the +1 is counted once the dice are rolled (``damage.hero_attack``)."""
    if state.heroes[seat].subclass:  # cries and passives (kandra_prestige.py)
        dice, mode = kandra_prestige.modify_attack(state, seat, attacker, dice, mode)
    if attacker == seat and state.flags.get("kandra_retaliation"):
        state.flags["die_bonus"] = state.flags.get("die_bonus", 0) + 1
        return dice, 1, bonus
    return dice, mode, bonus


@hook("kandra_after_hero_attack")
def after_hero_attack(state: CombatState, seat: int, attacker: int, ref: str, data: dict[str, Any]) -> list[Event]:
    events: list[Event] = []
    if state.heroes[seat].subclass:
        events += kandra_prestige.after_attack(state, seat, attacker, ref, data)
    if attacker != seat:
        return events
    h = state.heroes[seat]
    if has(h, "kandra.brutal_criticals") and not damage.down(state, ref):
        crits = sum(1 for d in data["dice"] if d["kept"] == "purified")
        extra = max(0, data["damage"] + crits - data["shields"]) - data["wounds"]
        if extra > 0:  # tree 2, 1st: each critical is one more sword, before the creature's shields
            events += damage.wound(state, ref, extra, "physical")
    if state.flags.get("kandra_retaliation"):  # AMB-53: 1 wound per attack made
        events += damage.wound(state, f"h{seat}", 1, "self")
    return events


@hook("kandra_attack_landed")
def attack_landed(state: CombatState, seat: int, attack: dict[str, Any], taken: int) -> list[Event]:
    """Counterattack (tree 2, 2nd): a triggered passive, not a reaction (AMB-30), but a retaliation:
    Ice stops it (L152)."""
    h = state.heroes[seat]
    if attack["seat"] != seat or taken < 1 or h.exhausted or not has(h, "kandra.counterattack"):
        return []
    if h.cond.get("ice"):  # an Iced figure cannot retaliate (L152; DC-CMB-33, AMB-30)
        return [Event("dc.retaliation_blocked", {"target": f"h{seat}", "cond": "ice"})]
    ref = f"c{attack['pos']}"
    if damage.down(state, ref):
        return []
    return [
        Event("dc.kandra_counter", {"hero": seat, "target": ref}),
        *damage.hero_attack(state, seat, ref, 2),
    ]


@hook("kandra_whirling_attack")
def whirling_attack(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    h = state.heroes[seat]
    hit = foes(state, seat) if has(h, "kandra.whirlwind") else [r for r in targets[:1] if r]
    events: list[Event] = []
    for ref in hit:
        events += damage.wound(state, ref, WHIRL_WOUNDS, "direct")
    for ref in foes(state, seat):  # every enemy in the combat: the rivals and beasts in the arena
        events += conditions.apply(state, ref, "bleeding")
    return events


@hook("kandra_savage_fury")
def savage_fury(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Cancel the creature's shields until her next turn, recover that many cards, then 2 wounds."""
    ref = targets[0] if targets else ""
    if not is_foe(state, seat, ref) or ref[:1] == "n" or damage.down(state, ref):
        return []
    events: list[Event] = []
    if ref[0] == "h":  # a rival (the arena): its Active Shields are destroyed, their points recover cards
        broken, events = break_shields(state, seat, ref)
    else:
        pos = int(ref[1:])
        broken = damage.creature_shields(state, pos)
        if broken:
            state.creatures[pos].shields_off = seat + 1
            events.append(Event("dc.shields_cancelled", {"target": ref}))
    h = state.heroes[seat]
    # DC-HERO-GEN-02 (CHANGES row 6): L707 prints no Signature exclusion, so the most recent cards of the
    # discard pile come back whatever their kind (only Gëlien's tree 2 excludes Signatures, L659)
    back = list(reversed(h.discard.cards))[:broken]
    for c in back:
        h.discard.cards.remove(c)
        h.hand.append(c)
    if back:
        events.append(Event("dc.kandra_recovered", {"hero": seat, "cards": back}))
    return events + damage.wound(state, ref, FURY_WOUNDS, "direct")


@hook("kandra_retaliation")
def retaliation(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    state.flags["kandra_retaliation"] = True
    return [Event("dc.kandra_retaliation", {"hero": seat})]


@hook("kandra_react_actions")
def react_actions(state: CombatState, seat: int, trigger: str) -> list[Action]:
    """Whirlwind (tree 2, 3rd): Whirling Attack may answer an attack she suffers; tree 1: take
    an attack aimed at an ally."""
    h = state.heroes[seat]
    a = state.attack  # None while the engine is still building the attack's windows
    if trigger != "hero_attacked" or a is None:
        return []
    if a["seat"] != seat:
        return [ClassAction(seat, "kandra_take", f"h{a['seat']}")] if can_intercept(state, seat, a) else []
    if not has(h, "kandra.whirlwind") or not can_react(state, seat):  # Whirlwind is a reaction
        return []
    return [ClassAction(seat, "kandra_whirl", c) for c in h.hand if c.startswith("kandra.whirling_attack#")]


@hook("kandra_class_actions")
def class_actions(state: CombatState, seat: int) -> list[Action]:
    h = state.heroes[seat]
    res = h.res
    out: list[Action] = kandra_prestige.class_actions(state, seat) if h.subclass else []
    if res.get("kandra_unleash") and res.get("kandra_unleash_turn") == state.turn:
        out += [ClassAction(seat, "kandra_unleash", r) for r in foes(state, seat)]
    if has(h, "kandra.bestial_vigor") and not state.flags.get("kandra_feast"):
        out += [ClassAction(seat, "kandra_feast", c) for c in h.hand if _attack_dice(c)]
    return out


@hook("kandra_class_apply")
def class_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    name = action.name
    if not name.startswith("kandra_"):  # the Specializations' actions (kandra_prestige.py)
        return kandra_prestige.class_apply(state, seat, action)
    if (
        name == "kandra_whirl"
    ):  # a reaction: every enemy suffers 2 wounds and Bleeding, then the attack goes on
        h.reaction_used = True
        attack = state.attack
        assert attack is not None
        attack["windows"].pop(0)
        state.pending = None  # the engine reopens the next window or lands the attack
        h.hand.remove(action.target)
        h.discard.put_top(action.target)
        events = [Event("dc.reacted", {"hero": seat, "card": action.target, "target": f"h{seat}"})]
        return events + whirling_attack(state, seat, action.target, []), 0
    if name == "kandra_unleash":  # both actions (all she has left) on one attack, then draw 2
        bank = h.res.pop("kandra_unleash")
        h.res.pop("kandra_unleash_turn", None)
        state.actions_left = 0
        events = [Event("dc.kandra_unleash", {"hero": seat, "dice": bank, "target": action.target})]
        events += damage.hero_attack(state, seat, action.target, bank)
        return events + draw_cards(state, seat, 2), 1
    if name == "kandra_feast":  # tree 1, 2nd: discard an attack card, heal its printed dice
        state.flags["kandra_feast"] = True
        h.hand.remove(action.target)
        h.discard.put_top(action.target)
        events = [Event("dc.kandra_feast", {"hero": seat, "card": action.target})]
        return events + damage.heal(state, f"h{seat}", _attack_dice(action.target)), 0
    assert name == "kandra_take"  # tree 1: the attack comes to her; shields chosen for it are hers
    a = state.attack
    assert a is not None
    a["windows"].pop(0)
    state.pending = None  # the engine reopens the next window or lands the attack
    h.res["kandra_intercepts"] = h.res.get("kandra_intercepts", 0) + 1
    events = [Event("dc.kandra_intercepts", {"hero": seat, "target": action.target})]
    a["taken"] = True
    return events + rebase(state, f"h{seat}"), 0


@hook("kandra_late_actions")
def late_actions(state: CombatState, seat: int) -> list[Action]:
    """A Zealot's owed Purification tokens and commands, after her last action."""
    return kandra_prestige.owed_actions(state, seat) if state.heroes[seat].subclass else []


@hook("kandra_holds_phase")
def holds_phase(state: CombatState, seat: int) -> bool:
    return bool(state.heroes[seat].subclass and kandra_prestige.owed_actions(state, seat))
