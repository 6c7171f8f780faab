"""Kandra's Specializations (L718-731): the Zealot and the Berserker, passives and the four cries.

``res`` keys (on Kandra): ``zealot_on`` (her attacks with disadvantage until her next turn),
``zealot_turn`` (the rally's turn: once per turn), ``zealot_adv`` (seats whose next attack has
advantage), ``zealot_heal_turn``, ``cry_turn`` (a Purified critical traded this turn), ``sacred_due`` /
``command_due`` (Purification tokens / commands owed, given by free class actions), ``berserk_used``,
``berserk_dice`` (figure ref -> dice its next attack gains), ``reckless_on`` / ``reckless_turn``,
``impetuous_used``, ``impetuous`` (seats whose next attack turns its first failed die into [2]).
``kandra.py`` calls ``class_actions``, ``class_apply``, ``turn_start``, ``modify_attack`` and
``after_attack`` from its hooks when she has a Specialization.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.event import ev
from game.desconfronto.heroes import compelled
from game.desconfronto.hooks import hook
from game.desconfronto.prestige import has_subclass
from game.desconfronto.state import CombatState

IMPETUOUS_FACE_VALUE = 2  # L731: "turn the failure of a die into [2]"


def _active(state: CombatState, seat: int, card: str) -> bool:
    return any(c.startswith(f"kandra.{card}#") for c in state.heroes[seat].active)


def _allies(state: CombatState, seat: int) -> list[str]:
    return [f"h{s}" for s in state.standing() if s != seat] + state.companions()


# --- the cards (each goes to the active zone, one cry at a time: content keep_active = "cry") ------


@hook("zealot_sacred_cry")
def sacred_cry(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    return [ev("dc.kandra_cry", {"hero": seat, "card": card})]


@hook("zealot_cry_of_command")
def cry_of_command(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    return [ev("dc.kandra_cry", {"hero": seat, "card": card})]


@hook("berserker_reckless_cry")
def reckless_cry(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L730: until her next turn her attacks and her attackers' have disadvantage."""
    res = state.heroes[seat].res
    res["reckless_on"] = True
    res["reckless_turn"] = state.turn
    return [ev("dc.kandra_cry", {"hero": seat, "card": card})]


@hook("berserker_impetuous_cry")
def impetuous_cry(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    return [ev("dc.kandra_cry", {"hero": seat, "card": card})]


# --- the Purified critical traded by Sacred Cry / Cry of Command ---------------------------------


def _crier(state: CombatState) -> int | None:
    """The Zealot whose cry trades a critical this turn, if any (one Kandra per table)."""
    for h in state.heroes:
        if h.subclass == "kandra.zealot" and h.res.get("cry_turn") != state.turn and not h.exhausted:
            if _active(state, h.seat, "sacred_cry") or _active(state, h.seat, "cry_of_command"):
                return h.seat
    return None


@hook("zealot_roll")
def zealot_roll(state: CombatState, seat: int, ref: str, base: int, rolled: list[dict[str, Any]]) -> int:
    """L724/725: the first Purified face of the attack does not deal its critical (the die it
    exploded into counts nothing); a Purification token or a command is owed instead."""
    owner = _crier(state)
    if owner is None or not any(d["kept"] == "purified" for d in rolled if not d["extra"]):
        return base
    extra = next((d for d in rolled if d["extra"]), None)
    if extra is None:
        return base
    base -= extra["value"]
    extra["value"] = 0
    res = state.heroes[owner].res
    res["cry_turn"] = state.turn
    key = "sacred_due" if _active(state, owner, "sacred_cry") else "command_due"
    res[key] = res.get(key, 0) + 1
    return base


# --- passives through kandra.py's hooks ----------------------------------------------------------


def modify_attack(state: CombatState, owner: int, seat: int, dice: int, mode: int) -> tuple[int, int]:
    h = state.heroes[owner]
    res = h.res
    if _crier(state) == owner:
        state.flags["roll_watch"] = "zealot_roll"
    if seat == owner:
        if res.get("zealot_on"):
            mode = max(-1, mode - 1)
        if res.get("reckless_on"):
            mode = max(-1, mode - 1)
    adv = res.get("zealot_adv")
    if adv and seat in adv:
        adv.remove(seat)
        mode = min(1, mode + 1)
    more = res.get("berserk_dice")
    if more and f"h{seat}" in more:
        dice += more.pop(f"h{seat}")
    return dice, mode


@hook("kandra_modify_creature_attack")
def modify_creature_attack(state: CombatState, owner: int, pos: int, seat: int, dice: int, mode: int):
    """The Berserker's die on a creature's next attack; Reckless Cry's disadvantage on her attackers."""
    h = state.heroes[owner]
    if not h.subclass:
        return dice, mode
    more = h.res.get("berserk_dice")
    if more and f"c{pos}" in more:
        dice += more.pop(f"c{pos}")
    if seat == owner and h.res.get("reckless_on"):
        mode = max(-1, mode - 1)
    return dice, mode


def after_attack(state: CombatState, owner: int, seat: int, ref: str, data: dict[str, Any]) -> list[Event]:
    h = state.heroes[owner]
    res = h.res
    events: list[Event] = []
    armed = res.get("impetuous")
    if armed and seat in armed:
        failed = next((d for d in data["dice"] if d["kept"] == "corrupted"), None)
        if failed is not None:
            armed.remove(seat)
            res["impetuous_used"] = res.get("impetuous_used", 0) + 1
            gain = IMPETUOUS_FACE_VALUE - failed["value"]
            extra = max(0, data["damage"] + gain - data["shields"]) - data["wounds"]
            events.append(ev("dc.berserker_impetuous", {"hero": owner, "target": ref}))
            if extra > 0 and not damage.down(state, ref):
                events += damage.wound(state, ref, extra, "physical")
            events += damage.wound(state, f"h{owner}", 1, "self")
    if seat == owner and data["wounds"] > 0 and has_subclass(h, "zealot"):
        if res.get("zealot_heal_turn") != state.turn:  # L722: once per turn
            res["zealot_heal_turn"] = state.turn
            events.append(ev("dc.zealot_heal", {"hero": owner}))
            for ally in _allies(state, owner):
                events += damage.heal(state, ally, 1)
    return events


def turn_start(state: CombatState, seat: int) -> None:
    res = state.heroes[seat].res
    for key in ("zealot_on", "zealot_adv", "reckless_on"):  # "until your next turn"
        res.pop(key, None)


# --- class actions --------------------------------------------------------------------------------


def _uses_left(state: CombatState, seat: int, key: str) -> bool:
    h = state.heroes[seat]
    return h.res.get(key, 0) < h.level


def class_actions(state: CombatState, seat: int) -> list[Action]:
    """Free class actions of her Hero Phase (also after her last action: ``late_actions``)."""
    h = state.heroes[seat]
    res = h.res
    if state.active_hero != seat or state.phase != "hero":
        return []
    acts: list[Action] = []
    figures = [f"h{s}" for s in state.standing()] + [f"c{i}" for i in state.living()]
    if res.get("sacred_due"):
        acts += [ClassAction(seat, "zealot_sacred", r) for r in figures + state.companions()]
    if res.get("command_due"):
        acts += [ClassAction(seat, "zealot_command", f"h{s}") for s in state.standing() if s != seat]
    if has_subclass(h, "zealot") and res.get("zealot_turn") != state.turn:
        acts.append(ClassAction(seat, "zealot_rally", f"h{seat}"))
    if has_subclass(h, "berserker"):
        if _uses_left(state, seat, "berserk_used"):
            acts += [ClassAction(seat, "berserker_die", r) for r in figures]
        if _active(state, seat, "reckless_cry") and res.get("reckless_turn") != state.turn:
            acts.append(ClassAction(seat, "berserker_reckless", f"h{seat}"))
        if _active(state, seat, "impetuous_cry") and _uses_left(state, seat, "impetuous_used"):
            armed = res.get("impetuous") or []
            acts += [ClassAction(seat, "berserker_impetuous", f"h{s}") for s in state.standing() if s not in armed]
    return acts


def owed_actions(state: CombatState, seat: int) -> list[Action]:
    """What keeps her Hero Phase open after her last action: tokens and commands still owed."""
    return [a for a in class_actions(state, seat) if a.name in ("zealot_sacred", "zealot_command")]  # type: ignore[attr-defined]


def class_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    res = h.res
    name, ref = action.name, action.target
    if name == "zealot_sacred":
        _spend(res, "sacred_due")
        return conditions.apply(state, ref, "purification"), 0
    if name == "zealot_command":
        _spend(res, "command_due")
        ally = int(ref[1:])
        if not compelled.playable(state, ally, attack_only=False):
            return [ev("dc.knight_compel_none", {"hero": ally})], 0
        state.pending = Choice.of({"kind": "class", "player": ally, "module": "zealot", "step": "command", "card": ""})
        return [ev("dc.zealot_command", {"hero": seat, "target": ref})], 0
    if name == "zealot_rally":
        res["zealot_turn"] = state.turn
        res["zealot_on"] = True
        res["zealot_adv"] = [s for s in state.standing() if s != seat]
        return [ev("dc.zealot_rally", {"hero": seat})], 0
    if name == "berserker_die":
        res["berserk_used"] = res.get("berserk_used", 0) + 1
        more = res.setdefault("berserk_dice", {})
        more[ref] = more.get(ref, 0) + 1
        events = [ev("dc.berserker_die", {"hero": seat, "target": ref})]
        return events + damage.wound(state, f"h{seat}", 1, "self"), 0
    if name == "berserker_reckless":
        res["reckless_on"] = True
        res["reckless_turn"] = state.turn
        return [ev("dc.kandra_cry", {"hero": seat, "card": "kandra.reckless_cry#1"})], 0
    assert name == "berserker_impetuous"
    res.setdefault("impetuous", []).append(int(ref[1:]))
    return [ev("dc.berserker_impetuous_armed", {"hero": seat, "target": ref})], 0


def _spend(res: dict[str, Any], key: str) -> None:
    left = res[key] - 1
    if left:
        res[key] = left
    else:
        del res[key]


@hook("zealot_pending_actions")
def command_choices(state: CombatState, seat: int) -> list[Action]:
    """The commanded ally's seat picks the card, then its target."""
    pend = state.pending
    assert pend is not None
    if not pend["card"]:
        return [ClassAction(seat, "zealot_command_card", c) for c in compelled.playable(state, seat, False)]
    return [ClassAction(seat, "zealot_command_target", r) for r in compelled.targets(state, seat, pend["card"])]


@hook("zealot_class_apply")
def command_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    pend = state.pending
    assert pend is not None
    if action.name == "zealot_command_card":
        pend["card"] = action.target
        return [], 0
    card = pend["card"]
    state.pending = None
    return compelled.play(state, seat, card, action.target, advantage=False), 0
