"""Tainara's class mechanics (DC-HERO-TAI): the Chi bar, Mantras, Flurry of Blows and her Skill Trees.

Resources in ``HeroState.res``:

* ``tainara_chi``: the Chi bar, 0..``MAX_CHI`` (DC-HERO-TAI-01);
* ``tainara_wards``: 1-point shield tokens per seat (Mantra of Protection, Chi Shield, Diamond Body; AMB-29);
* ``tainara_intercepts``: attacks taken for others since her last turn began (tree 2, 1st).

Mantras are Signature cards with ``keep_active = "mantra"``: the engine keeps
one in her ``active`` zone and discards the previous one (DC-HERO-TAI-03).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.desconfronto import damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.coliseum.foes import foes, is_foe, side, side_companions
from game.desconfronto.defence import rebase
from game.desconfronto.heroes.marzak import share_give, share_open, share_options
from game.desconfronto.hooks import hook
from game.desconfronto.levels import has
from game.desconfronto.reactors import can_react
from game.desconfronto.state import CombatState

MAX_CHI = 10  # authored: the bar's size is UNSTATED
FLURRY_COST = 2
FLURRY_DICE = 2
MANTRA_HEAL_COST = 2
CHI_SHIELD_COST = 3
RECALL_COST = 3
HEALING_POINTS = 4
RETALIATION_DICE = 2
MANTRA_DICE = 3
HARMONY_MAX = 3
MANTRAS = ("tainara.mantra_of_healing", "tainara.mantra_of_protection", "tainara.mantra_of_retaliation")


def chi(state: CombatState, seat: int) -> int:
    return state.heroes[seat].res.get("tainara_chi", 0)


def gain_chi(state: CombatState, seat: int, n: int) -> list[Event]:
    res = state.heroes[seat].res
    before = res.get("tainara_chi", 0)
    after = max(0, min(MAX_CHI, before + n))
    if after == before:
        return []
    if after:
        res["tainara_chi"] = after
    else:
        res.pop("tainara_chi", None)
    return [Event("dc.tainara_chi", {"hero": seat, "chi": after, "change": after - before})]


def active_mantra(state: CombatState, seat: int) -> str:
    for pid in state.heroes[seat].active:
        base = pid.partition("#")[0]
        if base in MANTRAS:
            return base.removeprefix("tainara.")
    return ""


def add_ward(state: CombatState, seat: int, target: int, n: int = 1) -> None:
    res = state.heroes[seat].res
    wards = list(res.get("tainara_wards") or [0] * len(state.heroes))
    wards[target] += n
    res["tainara_wards"] = wards


def no_chi_attack(state: CombatState, seat: int, ref: str, dice: int) -> list[Event]:
    """An attack that makes no Chi (Mantra of Retaliation, Five Fists, Flurry of Blows)."""
    state.flags["tainara_no_chi"] = True
    try:
        return damage.hero_attack(state, seat, ref, dice)
    finally:
        state.flags.pop("tainara_no_chi", None)


def _diamond_body(state: CombatState, seat: int) -> None:
    """Tree 2, 3rd: always at least 1 active shield (refreshed at the start of each of her turns)."""
    h = state.heroes[seat]
    if has(h, "tainara.diamond_body") and not h.exhausted:
        wards = h.res.get("tainara_wards") or []
        if (wards[seat] if seat < len(wards) else 0) < 1:
            add_ward(state, seat, seat)


@hook("tainara_combat_start")
def combat_start(state: CombatState, seat: int) -> None:
    _diamond_body(state, seat)


@hook("tainara_turn_start")
def turn_start(state: CombatState, seat: int) -> list[Event]:
    state.heroes[seat].res.pop("tainara_intercepts", None)
    _diamond_body(state, seat)
    return []


@hook("tainara_react_actions")
def react_actions(state: CombatState, seat: int, trigger: str) -> list[Action]:
    """Tree 2, 1st (DC-HERO-TAI-06): once per round, in the window of an attack aimed at another
    hero, she may take it onto herself; never one another guardian already took."""
    a = state.attack  # None while the engine is still building the attack's windows
    h = state.heroes[seat]
    if (
        trigger != "hero_attacked"
        or a is None
        or a["seat"] == seat
        or a.get("taken")
        or h.exhausted
        or h.res.get("sanctuary")
        or h.res.get("tainara_intercepts")
        or not has(h, "tainara.guardian_step")
    ):
        return []
    return [ClassAction(seat, "tainara_take", f"h{a['seat']}")]


def take_attack(state: CombatState, seat: int, target: str) -> list[Event]:
    a = state.attack
    assert a is not None
    a["windows"].pop(0)
    state.pending = None  # the engine reopens the next window or lands the attack
    state.heroes[seat].res["tainara_intercepts"] = 1
    a["taken"] = True
    events = [Event("dc.tainara_intercepts", {"hero": seat, "target": target})]
    return events + rebase(state, f"h{seat}")  # her own modifiers and Thunder now (DC-CMB-21)


@hook("tainara_attack_declared")
def attack_declared(state: CombatState, seat: int, attack: dict[str, Any]) -> list[Event]:
    """Her ward tokens soak physical damage point by point; with Protection active each point is 1 Chi."""
    if attack["magical"] or attack["damage"] <= 0:
        return []
    res = state.heroes[seat].res
    wards = res.get("tainara_wards") or []
    target = attack["seat"]
    have = wards[target] if target < len(wards) else 0
    used = min(have, attack["damage"])
    if not used:
        return []
    wards[target] -= used
    if not any(wards):
        res.pop("tainara_wards", None)
    attack["damage"] -= used
    attack["tainara_wards"] = [target, used]  # given back if the attack goes elsewhere
    events = [Event("dc.tainara_tokens", {"target": f"h{target}", "amount": used})]
    if active_mantra(state, seat) == "mantra_of_protection":
        events += gain_chi(state, seat, used)
    return events


@hook("tainara_attack_withdrawn")
def attack_withdrawn(state: CombatState, seat: int, attack: dict[str, Any]) -> None:
    """A redirection (DC-CMB-21): the wards spent on the hero the attack leaves were not used on it."""
    spent = attack.pop("tainara_wards", None)
    if spent is None or spent[0] != attack["seat"]:
        return
    target, used = spent
    add_ward(state, seat, target, used)
    attack["damage"] += used
    if active_mantra(state, seat) == "mantra_of_protection":
        gain_chi(state, seat, -used)


@hook("tainara_attack_landed")
def attack_landed(state: CombatState, seat: int, attack: dict[str, Any], taken: int) -> list[Event]:
    events: list[Event] = []
    mantra = active_mantra(state, seat)
    if mantra == "mantra_of_protection" and attack["used_value"] and not attack["magical"]:
        events += gain_chi(state, seat, int(attack["used_value"]))  # shield cards spent by any hero
    h = state.heroes[seat]
    ref = f"c{attack['pos']}"
    if (
        mantra == "mantra_of_retaliation"
        and attack["seat"] == seat
        and can_react(state, seat)
        and not damage.down(state, ref)
    ):
        h.reaction_used = True  # once per round: her reaction (AMB-30)
        events.append(Event("dc.tainara_retaliates", {"hero": seat, "target": ref}))
        events += no_chi_attack(state, seat, ref, RETALIATION_DICE)
    return events


@hook("tainara_after_hero_attack")
def after_hero_attack(state: CombatState, seat: int, attacker: int, ref: str, data: dict[str, Any]) -> list[Event]:
    """Inner Fire (tree 1, 1st): Chi equal to the dice rolled."""
    if (
        attacker != seat
        or state.flags.get("tainara_no_chi")
        or not has(state.heroes[seat], "tainara.inner_fire")
    ):
        return []
    return gain_chi(state, seat, len(data["dice"]))


@hook("tainara_card_played")
def card_played(state: CombatState, seat: int, player: int, card: Any) -> list[Event]:
    """Harmony (tree 1, 2nd): an ally's shield card (Protection) or heal card (Healing) gives up to 3 Chi."""
    if player == seat or not has(state.heroes[seat], "tainara.harmony") or state.coliseum is not None:
        return []  # in the arena the player is a rival, never an ally
    mantra = active_mantra(state, seat)
    verb = {"mantra_of_protection": "shields", "mantra_of_healing": "heal"}.get(mantra)
    points = sum(e.amount for e in card.effects if e.verb == verb) if verb else 0
    return gain_chi(state, seat, min(HARMONY_MAX, points)) if points else []


def _mantra_played(state: CombatState, seat: int) -> list[Event]:
    state.flags["tainara_mantra"] = True
    return gain_chi(state, seat, 1)


@hook("tainara_mantra_of_healing")
def mantra_of_healing(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    return _mantra_played(state, seat) + share_open(state, seat, HEALING_POINTS)


@hook("tainara_pending_actions")
def pending_actions(state: CombatState, seat: int) -> list[Action]:
    return share_options(state, seat, "tainara_heal")


@hook("tainara_holds_phase")
def holds_phase(state: CombatState, seat: int) -> bool:
    pend = state.pending
    return pend is not None and pend["kind"] == "class" and pend["player"] == seat


@hook("tainara_mantra_of_protection")
def mantra_of_protection(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    mine = side(state, seat)  # "each ally and herself": herself alone in the arena
    for s in mine:
        add_ward(state, seat, s)
    events = [Event("dc.tainara_wards", {"hero": seat, "heroes": mine, "companions": []})]
    nina = side_companions(state, seat)  # "each ally": Nina counts as one (DC-HERO-GEL-02)
    if nina:
        wards = state.heroes[seat].res.setdefault("tainara_nina_wards", {})
        for ref in nina:
            wards[ref] = wards.get(ref, 0) + 1
        events.append(Event("dc.tainara_wards", {"hero": seat, "heroes": [], "companions": nina}))
    return _mantra_played(state, seat) + events


@hook("tainara_companion_tokens")
def companion_tokens(state: CombatState, seat: int, nina: int, dmg: int) -> tuple[int, list[Event]]:
    """Her ward tokens on Nina soak physical damage point by point, Chi with Protection active."""
    res = state.heroes[seat].res
    wards: dict[str, int] = res.get("tainara_nina_wards") or {}
    ref = f"n{nina}"
    have = wards.get(ref, 0) if wards else 0
    used = min(have, dmg)
    if not used:
        return 0, []
    if have > used:
        wards[ref] = have - used
    else:
        del wards[ref]
        if not wards:
            del res["tainara_nina_wards"]
    events = [Event("dc.tainara_tokens", {"target": ref, "amount": used})]
    if active_mantra(state, seat) == "mantra_of_protection":
        events += gain_chi(state, seat, used)
    return used, events


@hook("tainara_companion_landed")
def companion_landed(state: CombatState, seat: int, pos: int, nina: int, taken: int, used: int) -> list[Event]:
    """Mantra of Protection: shield cards spent on Nina's defence give Chi, as on a hero's."""
    if used and active_mantra(state, seat) == "mantra_of_protection":
        return gain_chi(state, seat, used)
    return []


@hook("tainara_mantra_of_retaliation")
def mantra_of_retaliation(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    target = targets[0] if targets else ""
    return _mantra_played(state, seat) + (no_chi_attack(state, seat, target, MANTRA_DICE) if target else [])


@hook("tainara_five_fists")
def five_fists(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Spend all Chi: that many dice, the larger half on the first target, the rest on the optional second."""
    x = chi(state, seat)
    refs = [r for r in targets[:2] if r[:1] == "c" or (r[:1] == "h" and is_foe(state, seat, r))]
    if not x or not refs:
        return []
    state.heroes[seat].res.pop("tainara_chi", None)
    events = [Event("dc.tainara_chi", {"hero": seat, "chi": 0, "change": -x})]
    split = [x] if len(refs) == 1 else [(x + 1) // 2, x // 2]
    for ref, dice in zip(refs, split, strict=True):
        if dice:
            events += no_chi_attack(state, seat, ref, dice)
    return events


@hook("tainara_class_actions")
def class_actions(state: CombatState, seat: int) -> list[Action]:
    h = state.heroes[seat]
    c = chi(state, seat)
    out: list[Action] = []
    if c >= FLURRY_COST and not state.flags.get("tainara_flurry"):
        out += [ClassAction(seat, "tainara_flurry", r) for r in foes(state, seat)]
    if c >= MANTRA_HEAL_COST and active_mantra(state, seat) == "mantra_of_healing":
        out += [
            ClassAction(seat, "tainara_mantra_heal", f"h{s}")
            for s in state.standing()
            if state.heroes[s].vigor < state.heroes[s].max_vigor
        ]
        out += [ClassAction(seat, "tainara_mantra_heal", f"c{i}") for i in state.living()]
        out += [  # "heal any target": Nina too (DC-HERO-GEL-02)
            ClassAction(seat, "tainara_mantra_heal", r)
            for r in state.companions()
            if state.fig(r).vigor < state.fig(r).max_vigor
        ]
    if c >= CHI_SHIELD_COST and has(h, "tainara.chi_shield"):
        out += [ClassAction(seat, "tainara_chi_shield", f"h{s}") for s in state.standing()]
        out += [ClassAction(seat, "tainara_chi_shield", r) for r in state.companions()]  # "1 target"
    if c >= RECALL_COST and has(h, "tainara.mantra_cycle") and state.flags.get("tainara_mantra"):
        out += [
            ClassAction(seat, "tainara_recall", pid) for pid in h.discard if pid.partition("#")[0] in MANTRAS
        ]
    return out


@hook("tainara_class_apply")
def class_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    """Every Chi ability is free (no action): Chi is the price."""
    h = state.heroes[seat]
    name, target = action.name, action.target
    if name == "tainara_flurry":
        state.flags["tainara_flurry"] = True
        events = gain_chi(state, seat, -FLURRY_COST)
        events.append(Event("dc.tainara_flurry", {"hero": seat, "target": target}))
        return events + no_chi_attack(state, seat, target, FLURRY_DICE), 0
    if name == "tainara_heal":  # a point of the Mantra of Healing's 4
        return share_give(state, seat, target), 0
    if name == "tainara_mantra_heal":
        return gain_chi(state, seat, -MANTRA_HEAL_COST) + damage.heal(state, target, 1), 0
    if name == "tainara_chi_shield" and target[0] == "n":  # Nina's token (``companion_tokens``)
        wards = h.res.setdefault("tainara_nina_wards", {})
        wards[target] = wards.get(target, 0) + 1
        ward = Event("dc.tainara_wards", {"hero": seat, "heroes": [], "companions": [target]})
        return gain_chi(state, seat, -CHI_SHIELD_COST) + [ward], 0
    if name == "tainara_chi_shield":
        add_ward(state, seat, int(target[1:]))
        ward = Event("dc.tainara_wards", {"hero": seat, "heroes": [int(target[1:])], "companions": []})
        return gain_chi(state, seat, -CHI_SHIELD_COST) + [ward], 0
    if name == "tainara_take":
        return take_attack(state, seat, target), 0
    state.flags.pop("tainara_mantra", None)  # one recall per mantra activation
    h.discard.cards.remove(target)
    h.hand.append(target)
    return gain_chi(state, seat, -RECALL_COST) + [
        Event("dc.recalled", {"hero": seat, "card": target, "from": "discard", "to": "hand"})
    ], 0
