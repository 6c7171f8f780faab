"""Damage kinds and their pipeline (DC-CMB-18..32); Vigor, defeat and Exhaustion are ``vigor.py``.

* physical: dice (``roll_attack``) + bonuses + Corruption/Purification + Thunder − shields (AMB-07 order);
* magical: a fixed amount + Thunder, ignoring shields;
* wounds: direct, nothing modifies them.
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto import conditions
from game.desconfronto.creatures import CREATURES
from game.desconfronto.dice import roll_attack
from game.desconfronto.elders import attack_boost
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each
from game.desconfronto.state import CombatState
from game.desconfronto.vigor import REVIVE_VIGOR, defeat, down, exhaust, heal, wound

_HREF = tuple(f"h{i}" for i in range(64))  # figure refs, built once

# the Vigor primitives are hurt through this module's name too (``damage.wound``): callers that
# deal damage need one import
__all__ = [
    "REVIVE_VIGOR",
    "creature_shields",
    "defeat",
    "down",
    "exhaust",
    "heal",
    "hero_attack",
    "magic",
    "wound",
]


def creature_shields(state: CombatState, pos: int) -> int:
    cr = state.creatures[pos]
    if pos == 0 and state.boss is not None:  # the Boss: less one per broken pillar (DC-BOSS-08c)
        return HOOKS["boss_shields"](state)  # type: ignore[no-any-return]
    return 0 if cr.shields_off else CREATURES[cr.creature].shields


def hero_attack(
    state: CombatState, seat: int, ref: str, dice: int, mode: int = 0, bonus: int = 0
) -> list[Event]:
    """A hero's physical attack on a creature (DC-CMB-21); in the Coliseum on a rival too (coliseum/duel.py)."""
    if ref[0] != "c":
        if ref[0] == "h" and state.coliseum is not None:
            return HOOKS["col_hero_attack"](state, seat, ref, dice, mode, bonus)  # type: ignore[no-any-return]
        return []
    pos = int(ref[1:])
    cr = state.creatures[pos]
    if cr.defeated:  # down(), inlined: a creature ref
        return []
    for owner, fn in each(state, "modify_attack"):  # forms, buffs, cries (hero modules)
        dice, mode, bonus = fn(state, owner, seat, ref, dice, mode, bonus)
    if state.flags:  # an Elder's spirit this turn: might, focus (elders.py, DC-ELD-03)
        mode, bonus = attack_boost(state, seat, mode, bonus)
    adv = state.flags.pop("adv_dice", 0)  # per-die advantage a modify_attack hook granted just now
    per_die = state.flags.pop("die_bonus", 0)  # +N on every die rolled, extra dice included (Retaliation)
    base, rolled = roll_attack(state, dice, mode=mode, adv_dice=adv)
    watch = state.flags.pop("roll_watch", None)  # a hook reads the dice before they count (Kandra's cries)
    if watch is not None:
        base = HOOKS[watch](state, seat, ref, base, rolled)
    if per_die:
        bonus += per_die * len(rolled)
    href = _HREF[seat]
    cr = state.creatures[pos]  # read again after the hooks, as the figure the attack now lands on
    # the Corruption/Purification modifier is 0 without conditions: the call only when there are some
    dmg = base + bonus + conditions.dealt_modifier(state, href) if state.heroes[seat].cond else base + bonus
    thunder = conditions.thunder_bonus(state, ref) if cr.thunder else 0  # no tokens: no bonus, none spent
    shields = 0 if cr.shields_off else CREATURES[cr.creature].shields  # creature_shields, inlined
    if pos == 0 and state.boss is not None:
        shields = creature_shields(state, 0)
    if state.options["modifiers_after_shields"]:  # AMB-07's alternative: Thunder lands past the shields
        wounds = max(0, max(0, dmg - shields) + thunder)
    else:
        dmg += thunder
        wounds = max(0, dmg - shields)
    events = [
        ev(
            "dc.attack",
            {
                "source": href,
                "target": ref,
                "dice": rolled,
                "damage": max(0, dmg),
                "shields": shields,
                "wounds": wounds,
            },
            reveals=True,
        )
    ]
    iced = cr.cond.get("ice")  # read before the wound: a defeat clears the conditions
    events += wound(state, ref, wounds, "physical")
    thorns = CREATURES[cr.creature].thorns
    # Stop Time: targets cannot retaliate; nor can an Iced one (DC-COND-03, L152)
    if wounds and thorns and not iced and not state.flags.get("no_retaliation"):
        events += wound(state, href, thorns, "thorns")
    for owner, fn in each(state, "after_hero_attack"):
        events += fn(state, owner, seat, ref, events[0].data)
    return events


def magic(state: CombatState, ref: str, n: int) -> list[Event]:
    """Magical damage: ignores shields, Thunder still adds (AMB-07)."""
    if down(state, ref):
        return []
    dmg = n + conditions.thunder_bonus(state, ref)
    return [ev("dc.magic", {"target": ref, "damage": dmg}), *wound(state, ref, dmg, "magical")]
