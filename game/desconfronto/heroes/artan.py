"""Artan's auras and unique Signature cards (DC-HERO-ART).

``res`` keys: ``aura`` ("" | "red" | "ven": Redemption is the blue token, Vengeance the red one; the
card lines are tagged ``[Red]``/``[Ven]`` after the Portuguese), ``aura_turn`` (the turn the aura was
last switched: once per turn), ``boons`` (seat -> [advantaged dice of the next attack, +1 bonus] from Vengeance
abilities), ``ward`` (seat holding the 1-point temporary shield), ``cleanse_turn``, ``duel`` (the
creature position bound by Compel Duel).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.actions import Action, Event
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.coliseum.foes import is_foe, side, side_companions
from game.desconfronto.defence import rebase
from game.desconfronto.heroes import artan_prestige
from game.desconfronto.hooks import hook
from game.desconfronto.levels import has
from game.desconfronto.state import CombatState
from game.desconfronto.subclass_points import healed_by

CLEANSABLE = (
    "stunned",
    "bleeding",
    "fire",
    "ice",
    "poison",
    "purification",
)  # every condition but Corruption


def _aura(state: CombatState, seat: int) -> str:
    return state.heroes[seat].res.get("aura", "")


@hook("only:red")
def only_red(state: CombatState, seat: int) -> bool:
    return _aura(state, seat) == "red"


@hook("only:ven")
def only_ven(state: CombatState, seat: int) -> bool:
    return _aura(state, seat) == "ven"


@hook("only:not_ven")
def only_not_ven(state: CombatState, seat: int) -> bool:
    return _aura(state, seat) != "ven"


@hook("artan_class_actions")
def class_actions(state: CombatState, seat: int) -> list[Action]:
    """DC-HERO-ART-02: once per turn, free, switch on the aura that is not active (AMB-52)."""
    h = state.heroes[seat]
    res = h.res
    acts: list[Action] = []
    if res.get("aura_turn") != state.turn:
        acts += [ClassAction(seat, f"artan_{a}", f"h{seat}") for a in ("red", "ven") if res.get("aura") != a]
    redeemed = res.get("aura_turn") == state.turn and res.get("aura") == "red"
    if redeemed and has(h, "artan.redemption_ward") and "ward" not in res:
        acts += [ClassAction(seat, "artan_ward", f"h{s}") for s in state.standing()]
        acts += [ClassAction(seat, "artan_ward", r) for r in state.companions()]  # Nina: an ally
    if h.subclass:  # a Specialization's free actions (the Knight's Fire)
        acts += artan_prestige.class_actions(state, seat)
    if redeemed and has(h, "artan.redemption_cleanse") and res.get("cleanse_turn") != state.turn:
        for ref in [f"h{s}" for s in state.standing()] + [f"c{i}" for i in state.living()]:
            fig = state.fig(ref)
            acts += [ClassAction(seat, f"artan_cleanse_{c}", ref) for c in CLEANSABLE if fig.cond.get(c)]
        for ref in state.companions():  # "1 target": Nina too; her table read without creating it
            cond = state.heroes[int(ref[1:])].res.get("nina_cond") or {}
            acts += [ClassAction(seat, f"artan_cleanse_{c}", ref) for c in CLEANSABLE if cond.get(c)]
    return acts


@hook("artan_class_apply")
def class_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    res = h.res
    name = action.name
    if not name.startswith("artan_"):  # the Specializations' actions and choices (artan_prestige.py)
        return artan_prestige.class_apply(state, seat, action)
    if name == "artan_ward":  # tree 2, 2nd: a 1-point token spent by the next physical hit (AMB-29)
        # a hero's seat, or Nina's ref: "a target" (DC-HERO-GEL-02: she counts as an ally)
        res["ward"] = int(action.target[1:]) if action.target[0] == "h" else action.target
        return [Event("dc.artan_ward", {"target": action.target})], 0
    if name.startswith("artan_cleanse_"):
        cond = name.removeprefix("artan_cleanse_")
        fig = state.fig(action.target)
        fig.cond.pop(cond, None)
        if cond == "purification":
            fig.cond.pop("pur_turns", None)
        res["cleanse_turn"] = state.turn
        return [Event("dc.artan_cleansed", {"target": action.target, "cond": cond})], 0
    aura = name.removeprefix("artan_")
    res["aura"] = aura
    res["aura_turn"] = state.turn
    events = [Event(f"dc.artan_aura_{aura}", {"hero": seat})]
    if aura == "ven":
        adv = int(has(h, "artan.vengeance_edge")) + int(has(h, "artan.vengeance_fury"))
        bonus = int(has(h, "artan.vengeance_might"))
        if adv or bonus:
            res["boons"] = {str(s): [adv, bonus] for s in side(state, seat)}  # "Artan and each ally"
    elif has(h, "artan.redemption_mercy"):
        for s in side(state, seat):  # in the arena Artan alone (no allies)
            events += damage.heal(state, f"h{s}", 1) + healed_by(state, seat, f"h{s}")
        for ref in side_companions(state, seat):  # "Artan and allies": Nina counts as one (DC-HERO-GEL-02)
            events += damage.heal(state, ref, 1) + healed_by(state, seat, ref)
    return events, 0


@hook("artan_turn_start")
def turn_start(state: CombatState, seat: int) -> list[Event]:
    state.heroes[seat].res.pop("ward", None)  # "until your next turn"
    return artan_prestige.turn_start(state, seat) if state.heroes[seat].subclass else []


@hook("artan_modify_attack")
def modify_attack(state: CombatState, owner: int, seat: int, ref: str, dice: int, mode: int, bonus: int):
    """Purge Corruption's advantage and the Vengeance boons (tree 1).

    "Advantage on 1 attack die" is per die: the next attack rolls that many of its dice with
    advantage (``state.flags["adv_dice"]``, read by ``damage.hero_attack``); with the 3rd ability
    two of its dice. The boon is spent by that attack.
    """
    if state.heroes[owner].subclass:  # Tempest (artan_prestige.py)
        dice, mode = artan_prestige.modify_attack(state, owner, seat, dice, mode)
    if seat == owner and state.flags.get("artan_purge") == owner + 1:
        mode = min(1, mode + 1)
    boons: dict[str, list[int]] = state.heroes[owner].res.get("boons") or {}
    boon = boons.get(str(seat)) if boons else None
    if boon:
        if boon[0]:
            state.flags["adv_dice"] = state.flags.get("adv_dice", 0) + boon[0]
            boon[0] = 0
        if boon[1]:
            boon[1] = 0
            bonus += 1
        if not any(boon):
            del boons[str(seat)]
    return dice, mode, bonus


@hook("artan_attack_declared")
def ward(state: CombatState, owner: int, attack: dict[str, Any]) -> list[Event]:
    res = state.heroes[owner].res
    if res.get("ward") == attack["seat"] and not attack["magical"] and attack["damage"] > 0:
        del res["ward"]
        attack["damage"] -= 1
        attack["artan_ward"] = attack["seat"]
        return [Event("dc.artan_ward_used", {"target": f"h{attack['seat']}"})]
    return []


@hook("artan_attack_withdrawn")
def ward_back(state: CombatState, owner: int, attack: dict[str, Any]) -> None:
    """A redirection (DC-CMB-21): the ward was not used on the hero the attack leaves."""
    if attack.get("artan_ward") == attack["seat"]:
        del attack["artan_ward"]
        state.heroes[owner].res["ward"] = attack["seat"]
        attack["damage"] += 1


@hook("artan_companion_tokens")
def companion_ward(state: CombatState, owner: int, seat: int, dmg: int) -> tuple[int, list[Event]]:
    """The ward on Nina soaks 1 point of the next physical hit on her, as on a hero."""
    res = state.heroes[owner].res
    ref = f"n{seat}"
    if res.get("ward") != ref:
        return 0, []
    del res["ward"]
    return 1, [Event("dc.artan_ward_used", {"target": ref})]


def _duel(state: CombatState, owner: int) -> int | None:
    """The creature bound by Compel Duel; the duel ends when Artan or it is down."""
    res = state.heroes[owner].res
    pos = res.get("duel")
    if pos is None:
        return None
    if state.heroes[owner].exhausted or state.creatures[pos].defeated:
        del res["duel"]
        return None
    return pos


@hook("artan_intercept")
def intercept(state: CombatState, owner: int, seat: int, pos: int) -> int:
    """Compel Duel: the bound creature's attacks are all directed at Artan."""
    if _duel(state, owner) == pos and not state.heroes[owner].res.get("sanctuary"):
        return owner
    return seat


@hook("artan_modify_creature_attack")
def duel_disadvantage(state: CombatState, owner: int, pos: int, seat: int, dice: int, mode: int):
    if _duel(state, owner) == pos and seat == owner:
        mode = max(-1, mode - 1)
    return dice, mode


@hook("compel_duel")
def compel_duel(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Reaction to a creature attack: Corruption on the attacker, which duels Artan from now on.

    The position is remembered; a Wind swap moves it with the creature (``positions_swapped``).
    """
    attack = state.attack
    assert attack is not None
    pos = attack["pos"]
    events = conditions.apply(state, f"c{pos}", "corruption")
    state.heroes[seat].res["duel"] = pos
    events.append(Event("dc.artan_duel", {"hero": seat, "target": f"c{pos}"}))
    return events + rebase(state, f"h{seat}")  # the attack being made targets Artan, his modifiers


def _clear(fig: Any, cond: str) -> int:
    n = fig.cond.pop(cond, 0)
    fig.cond.pop("cor_turns" if cond == "corruption" else "pur_turns", None)
    return n


@hook("absorb_corruption")
def absorb_corruption(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0]
    me = f"h{seat}"
    if ref == me or damage.down(state, ref):
        return []
    n = _clear(state.fig(ref), "corruption")
    events = [Event("dc.artan_absorbed", {"source": ref, "count": n})]
    if n:
        events += conditions.apply(state, me, "corruption", n)
    if ref[0] == "h" and not is_foe(state, seat, ref):  # an ally; in the arena a rival is an enemy
        return events + damage.heal(state, ref, 3) + healed_by(state, seat, ref)
    return events + damage.wound(state, ref, 3, "direct")


@hook("healing_by_hand")
def healing_by_hand(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """5 points, one per slot; all 5 on Artan himself remove his Corruption instead."""
    share = Counter(r for r in targets if r)
    me = f"h{seat}"
    if set(share) == {me}:
        n = _clear(state.heroes[seat], "corruption")
        return [Event("dc.artan_purged", {"target": me, "cond": "corruption", "count": n})]
    events: list[Event] = []
    for ref, n in share.items():
        events += damage.heal(state, ref, n) + healed_by(state, seat, ref)
    return events


@hook("purge_corruption")
def purge_corruption(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0]
    events: list[Event] = []
    if not damage.down(state, ref):
        fig = state.fig(ref)
        for cond in ("corruption", "purification"):
            n = _clear(fig, cond)
            if n:
                events.append(Event("dc.artan_purged", {"target": ref, "cond": cond, "count": n}))
    state.flags["artan_purge"] = seat + 1  # flags end with the turn
    return events


@hook("artan_positions_swapped")
def duel_follows(state: CombatState, owner: int, a: int, b: int) -> None:
    """DC-COND-09: Wind swapped creatures ``a`` and ``b``; the duel stays with its creature."""
    res = state.heroes[owner].res
    if res.get("duel") in (a, b):
        res["duel"] = b if res["duel"] == a else a


@hook("artan_late_actions")
def late_actions(state: CombatState, seat: int) -> list[Action]:
    """DC-HERO-ART-02: the aura switch is a free action, so it stays open after his last action
    (like Marzak's form, L737), with the Redemption follow-ups it unlocks."""
    return class_actions(state, seat)


@hook("artan_holds_phase")
def holds_phase(state: CombatState, seat: int) -> bool:
    """Keep the Hero Phase open while a free aura action is left; Pass closes it."""
    return bool(class_actions(state, seat))
