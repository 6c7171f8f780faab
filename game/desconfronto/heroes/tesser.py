"""Tesser's reflection passive and unique Signature cards (DC-HERO-TES)."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.coliseum.duel import best_shields
from game.desconfronto.coliseum.foes import break_shields, is_foe, wound_as
from game.desconfronto.content import card_def
from game.desconfronto.defence import rebase
from game.desconfronto.hooks import hook
from game.desconfronto.levels import has
from game.desconfronto.reactors import can_react
from game.desconfronto.state import CombatState


@hook("tesser_after_defend")
def reflect(state: CombatState, seat: int, attack: dict[str, Any]) -> list[Event]:
    """DC-HERO-TES-01..03, AMB-39: shield-blocked damage goes back to the attacker.

    Not an action or reaction (works while Stunned); Ice stops it (AMB-10).
    The base passive reflects what the shields actually blocked; Retribution
    (tree 2, 2nd) reflects their full value.
    """
    h = state.heroes[seat]
    if h.cond.get("ice") and state.options["ice_blocks_reflection"]:
        return []
    used = attack["used_value"]
    amount = used if has(h, "tesser.full_retaliation") else min(used, attack["damage"])
    ref = f"c{attack['pos']}"
    if amount <= 0 or damage.down(state, ref):
        return []
    if state.options["reflection_mode"] == "blocked_physical":
        shields = damage.creature_shields(state, attack["pos"])
        wounds = max(0, amount - shields)
    else:
        shields, wounds = 0, amount
    return [
        Event(
            "dc.reflected",
            {"source": f"h{seat}", "target": ref, "damage": amount, "shields": shields, "wounds": wounds},
        ),
        *damage.wound(state, ref, wounds, "reflected"),
    ]


@hook("destruction")
def destruction(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """A creature's printed shields stop working until the start of Tesser's next turn; "every shield of an
    enemy hero" (L951) is destroyed: a rival's Active Shields are discarded (the arena)."""
    ref = targets[0] if targets else ""
    if ref[:1] == "c":
        state.creatures[int(ref[1:])].shields_off = seat + 1
        return [Event("dc.shields_cancelled", {"target": ref})]
    if ref[:1] == "h" and is_foe(state, seat, ref) and not damage.down(state, ref):
        return break_shields(state, seat, ref)[1]
    return []


@hook("purify")
def purify(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0]
    if damage.down(state, ref):
        return []
    if ref[0] == "c" or is_foe(state, seat, ref):  # an enemy: a rival too in the arena
        return damage.wound(state, ref, 2, "direct")
    # DC-HERO-TES: "if the target is an ally, heal it" (L951); Tesser is not her own ally (L99), so on
    # herself the card only places its Purification. Nina counts as an ally (DC-HERO-GEL-02).
    return [] if ref == f"h{seat}" else damage.heal(state, ref, 2)


@hook("invigorate")
def invigorate(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    if state.attack is not None:
        state.attack["invigorated"] = True
    else:  # condition damage at the start of a turn (tick_window.py): damage.wound applies it
        state.flags["invigorate"] = targets[0]
    return []


@hook("sanctuary")
def sanctuary(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Cancel the attack; creatures cannot attack that hero until Tesser's next turn (AMB-17)."""
    attack = state.attack
    assert attack is not None
    attack["cancelled"] = True
    state.heroes[int(targets[0][1:])].res["sanctuary"] = seat + 1
    return [Event("dc.sanctuary", {"target": targets[0]})]


@hook("tesser_modify_attack")
def rival_attack(state: CombatState, owner: int, seat: int, ref: str, dice: int, mode: int, bonus: int) -> tuple:
    """The arena: every enemy attacks with disadvantage while her Sanctuary lasts (tree 2, 3rd), as creature
    attacks do. (Her Bulwark token meets a rival's attack through ``coliseum/duel.declared``, as a
    creature's.)"""
    if state.coliseum is None or seat == owner:
        return dice, mode, bonus
    h = state.heroes[owner]
    if has(h, "tesser.sanctuary_disadvantage") and any(x.res.get("sanctuary") == owner + 1 for x in state.heroes):
        mode = 0 if mode > 0 else -1  # advantage and disadvantage cancel (AMB-04)
    return dice, mode, bonus


@hook("tesser_after_hero_attack")
def reflect_rival(state: CombatState, owner: int, seat: int, ref: str, data: dict[str, Any]) -> list[Event]:
    """DC-HERO-TES-01 in the arena: a rival's physical attack on Tesser that her shields blocked sends the
    blocked damage back (the full shield value with Retribution). As physical damage (AMB-39's default) the
    attacker's own Active Shields stop what they can (``best_shields``, spent); Ice stops it (AMB-10)."""
    if state.coliseum is None or ref != f"h{owner}" or seat == owner or not data["shields"]:
        return []
    h = state.heroes[owner]
    if h.cond.get("ice") and state.options["ice_blocks_reflection"]:
        return []
    used = int(data["shields"])
    amount = used if has(h, "tesser.full_retaliation") else min(used, int(data["damage"]))
    target = f"h{seat}"
    if amount <= 0 or damage.down(state, target):
        return []
    shields = 0
    if state.options["reflection_mode"] == "blocked_physical":
        a = state.heroes[seat]
        for card in best_shields(a.shields, amount):
            entry = next(e for e in a.shields if e[0] == card)
            a.shields.remove(entry)
            state.heroes[state.seat_of[card_def(card).hero]].discard.put_top(card)
            shields += int(entry[1])
    wounds = max(0, amount - shields)
    return [
        Event(
            "dc.reflected",
            {"source": f"h{owner}", "target": target, "damage": amount, "shields": shields, "wounds": wounds},
        ),
        *wound_as(state, owner, target, wounds, "reflected"),
    ]


@hook("tesser_modify_creature_attack")
def hallowed_ground(state: CombatState, owner: int, pos: int, seat: int, dice: int, mode: int) -> tuple[int, int]:
    """Skill Tree 2, 3rd ability: while her Sanctuary lasts, every enemy attacks with disadvantage."""
    if has(state.heroes[owner], "tesser.sanctuary_disadvantage") and any(
        h.res.get("sanctuary") == owner + 1 for h in state.heroes
    ):
        mode = 0 if mode > 0 else -1  # advantage and disadvantage cancel (AMB-04)
    return dice, mode


def _refresh_bulwark(state: CombatState, seat: int) -> None:
    h = state.heroes[seat]
    if has(h, "tesser.always_shield"):
        h.res["vshield"] = 1


@hook("tesser_combat_start")
def combat_start(state: CombatState, seat: int) -> None:
    _refresh_bulwark(state, seat)


@hook("tesser_turn_start")
def turn_start(state: CombatState, seat: int) -> list[Event]:
    """Skill Tree 2, 1st ability: "always have 1 active shield" comes back each turn (DC-CMB-29)."""
    _refresh_bulwark(state, seat)
    return []


@hook("tesser_attack_declared")
def bulwark_blocks(state: CombatState, owner: int, attack: dict[str, Any]) -> list[Event]:
    """The Bulwark shield is a 1-point token (AMB-29), spent on the first physical attack on her."""
    h = state.heroes[owner]
    if attack["seat"] != owner or not h.res.get("vshield") or attack["magical"] or attack["damage"] <= 0:
        return []
    h.res["vshield"] = 0
    attack["damage"] -= 1
    attack["bulwark"] = True
    return [Event("dc.shield_used", {"target": f"h{owner}", "card": "", "amount": 1})]


@hook("tesser_attack_withdrawn")
def bulwark_back(state: CombatState, owner: int, attack: dict[str, Any]) -> None:
    """A redirection took the attack off her (DC-CMB-21): the Bulwark token was not used on it."""
    if attack["seat"] == owner and attack.pop("bulwark", False):
        state.heroes[owner].res["vshield"] = 1
        attack["damage"] += 1


@hook("tesser_attack_landed")
def bulwark_heal(state: CombatState, owner: int, attack: dict[str, Any], vigor_lost: int) -> list[Event]:
    """On fully blocking an attack, heal 1 Vigor of one target: the standing hero missing the most
    Vigor (an automatic pick: the choice never changes the outcome of this attack)."""
    h = state.heroes[owner]
    if attack["seat"] != owner or not has(h, "tesser.always_shield") or vigor_lost > 0:
        return []
    if not (attack.get("bulwark") or attack["used_value"]):
        return []
    standing = [x for x in state.heroes if not x.exhausted and x.vigor < x.max_vigor]
    if not standing:
        return []
    target = max(standing, key=lambda x: x.max_vigor - x.vigor)
    return damage.heal(state, f"h{target.seat}", 1)


# --- Skill Tree 1: Guardian, Overflowing Grace, Swift Prayer ------------------------------------


@hook("tesser_react_actions")
def react_actions(state: CombatState, seat: int, trigger: str) -> list[Action]:
    h = state.heroes[seat]
    acts: list[Action] = []
    a = state.attack
    if (
        trigger == "hero_attacked"
        and has(h, "tesser.guardian")
        and a is not None
        and a["seat"] != seat
        and h.res.get("guardian_turn") != state.turn
    ):
        acts.append(ClassAction(seat, "guardian", f"h{a['seat']}"))
    if has(h, "tesser.reactive_heal") and h.hand and can_react(state, seat):  # her reaction
        acts += [ClassAction(seat, "swift_prayer", f"h{s}") for s in state.standing()]
    return acts


@hook("tesser_overheal")
def overheal(state: CombatState, owner: int, ref: str, excess: int) -> list[Event]:
    """Overflowing Grace: healing she gives beyond a target's maximum may go to another target."""
    if (
        state.phase != "hero"
        or state.active_hero != owner
        or state.pending is not None
        or not has(state.heroes[owner], "tesser.overflow_heal")
        or state.flags.get("overflowing")  # the redirected part does not overflow again (no endless loop)
    ):
        return []
    state.pending = Choice.of({"kind": "class", "player": owner, "name": "overflow", "amount": excess, "from": ref})
    return []


@hook("tesser_pending_actions")
def pending_actions(state: CombatState, seat: int) -> list[Action]:
    pend = state.pending
    assert pend is not None
    if pend["name"] == "overflow":
        heroes = [f"h{s}" for s in state.standing() if f"h{s}" != pend["from"]]
        return [*(ClassAction(seat, "overflow", r) for r in heroes), ClassAction(seat, "overflow", "")]
    acts: list[Action] = [ClassAction(seat, f"{pend['name']}_discard", c) for c in state.heroes[seat].hand]
    if pend["name"] == "guardian":
        acts.append(ClassAction(seat, "guardian_discard", ""))  # defend without the 2 extra shields
    return acts


@hook("tesser_class_apply")
def class_apply(state: CombatState, seat: int, action: Action) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    name, target = action.name, action.target  # type: ignore[attr-defined]
    if name == "overflow":
        pend = state.pending
        assert pend is not None
        amount = pend["amount"]
        state.pending = None
        state.flags["overflowing"] = True
        healed = damage.heal(state, target, amount) if target else []
        del state.flags["overflowing"]
        return healed, 1
    attack = state.attack
    if name in ("guardian", "swift_prayer"):
        assert attack is not None
        attack["windows"].pop(0)
        if name == "swift_prayer":
            h.reaction_used = True
        else:
            h.res["guardian_turn"] = state.turn
        state.pending = Choice.of({"kind": "class", "player": seat, "name": name, "target": target})
        events = [Event("dc.reacted", {"hero": seat, "card": "", "target": target})]
        if name == "guardian":  # she takes the attack: its roll stands, her own modifiers apply (DC-CMB-21)
            events += rebase(state, f"h{seat}")
        return events, 0
    pend = state.pending
    state.pending = None
    events = []
    if target:
        h.hand.remove(target)
        h.discard.put_top(target)
        events.append(
            Event(
                "dc.sacrificed", {"hero": seat, "card": target, "target": "", "from": "hand", "to": "discard"}
            )
        )
    if name == "swift_prayer_discard":
        assert pend is not None
        events += damage.heal(state, pend["target"], 3)
    elif target:  # Guardian: the discarded card makes 2 shields for this defence (1-point tokens, AMB-29)
        assert attack is not None
        attack["damage"] = max(0, attack["damage"] - 2)
        events.append(Event("dc.shield_used", {"target": f"h{seat}", "card": "", "amount": 2}))
    return events, 0
