"""Damage kinds and their pipeline (DC-CMB-18..32), defeat and Exhaustion (DC-EXH-*).

* physical: dice (``roll_attack``) + bonuses + Corruption/Purification + Thunder − shields (AMB-07 order);
* magical: a fixed amount + Thunder, ignoring shields;
* wounds: direct, nothing modifies them.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Event
from game.desconfronto import conditions
from game.desconfronto.creatures import CREATURES
from game.desconfronto.dice import roll_attack
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each

REVIVE_VIGOR = 5  # DC-EXH-03


def down(state: Any, ref: str) -> bool:
    fig = state.fig(ref)
    return fig.defeated if ref[0] == "c" else bool(fig.exhausted)


def wound(state: Any, ref: str, n: int, kind: str) -> list[Event]:
    """Take ``n`` Vigor from a figure (floored at 0); at 0 a creature is defeated, a hero Exhausted."""
    fig = state.fig(ref)
    if n <= 0 or (fig.defeated if ref[0] == "c" else fig.exhausted):  # down(), inlined (hot path)
        return []
    if n >= fig.vigor and state.flags.get("invigorate") == ref:  # Invigorate on condition damage
        del state.flags["invigorate"]
        before, fig.vigor = fig.vigor, min(fig.max_vigor, REVIVE_VIGOR)
        return [ev("dc.invigorated", {"target": ref, "amount": fig.vigor - before, "vigor": fig.vigor})]
    left = fig.vigor - n
    fig.vigor = left if left > 0 else 0
    events = [ev("dc.wounded", {"target": ref, "amount": n, "kind": kind, "vigor": fig.vigor})]
    if fig.vigor == 0:
        k = ref[0]
        if k == "c":
            events += defeat(state, int(ref[1:]))
        elif k == "h":
            events += exhaust(state, int(ref[1:]), "wounds")
        else:  # a companion (Nina) is down: her owner's module says what it costs
            events += HOOKS[f"{state.heroes[int(ref[1:])].hero}_companion_down"](state, int(ref[1:]))
    return events


def heal(state: Any, ref: str, n: int) -> list[Event]:
    """DC-CMB-31/32, AMB-11: never above max; Ice blocks it; each point removes a Bleeding token."""
    fig = state.fig(ref)
    if n <= 0 or down(state, ref):
        return []
    if fig.cond.get("ice"):
        return [ev("dc.heal_blocked", {"target": ref})]
    bleeding = fig.cond.get("bleeding", 0)
    if bleeding:
        left = bleeding - n
        if left > 0:
            fig.cond["bleeding"] = left
        else:
            del fig.cond["bleeding"]
    gained = min(n, fig.max_vigor - fig.vigor)
    fig.vigor += gained
    events = [ev("dc.healed", {"target": ref, "amount": gained, "vigor": fig.vigor})]
    if gained < n:
        for owner, fn in each(state, "overheal"):  # healing beyond the maximum (Tesser's Overflowing Grace)
            events += fn(state, owner, ref, n - gained)
    return events


def defeat(state: Any, pos: int) -> list[Event]:
    """DC-EXH-08: a creature at 0 Vigor leaves play; its on-defeat passive triggers."""
    from game.desconfronto.effects import creature_effects

    cr = state.creatures[pos]
    cr.defeated = True
    cr.cond.clear()
    cr.thunder.clear()
    events = [ev("dc.defeated", {"target": f"c{pos}", "creature": cr.creature})]
    events += creature_effects(state, pos, CREATURES[cr.creature].on_defeated)
    for owner, fn in each(state, "creature_defeated"):  # "on defeating a target" abilities
        events += fn(state, owner, pos)
    return events


def exhaust(state: Any, seat: int, cause: str) -> list[Event]:
    """DC-EXH-01/02: the hero falls; the level and the most recent ability are lost at once (AMB-26)."""
    h = state.heroes[seat]
    if h.exhausted:
        return []
    h.exhausted = cause
    if cause == "wounds":
        h.vigor = 0
    lost = ""
    if h.level > 0:
        h.level -= 1
        keep = HOOKS.get(f"{h.hero}_keeps_abilities")
        if h.abilities and not (keep and keep(state, seat)):
            lost = h.abilities.pop()
            if lost in h.new_abilities:
                h.new_abilities.remove(lost)
            from game.desconfronto.levels import refresh_max_vigor

            refresh_max_vigor(h)
    if seat == state.active_hero and state.phase == "hero":
        state.actions_left = 0  # DC-EXH-06: remaining actions are lost
    return [ev("dc.exhausted", {"hero": seat, "cause": cause, "level": h.level, "lost": lost})]


def creature_shields(state: Any, pos: int) -> int:
    cr = state.creatures[pos]
    return 0 if cr.shields_off else CREATURES[cr.creature].shields


def hero_attack(state: Any, seat: int, ref: str, dice: int, mode: int = 0, bonus: int = 0) -> list[Event]:
    """A hero's physical attack on a creature (DC-CMB-21)."""
    if ref[0] != "c" or down(state, ref):
        return []
    pos = int(ref[1:])
    for owner, fn in each(state, "modify_attack"):  # forms, buffs, cries (hero modules)
        dice, mode, bonus = fn(state, owner, seat, ref, dice, mode, bonus)
    adv = state.flags.pop("adv_dice", 0)  # per-die advantage a modify_attack hook granted just now
    per_die = state.flags.pop("die_bonus", 0)  # +N on every die rolled, extra dice included (Retaliation)
    base, rolled = roll_attack(state, dice, mode=mode, adv_dice=adv)
    if per_die:
        bonus += per_die * len(rolled)
    dmg = base + bonus + conditions.dealt_modifier(state, f"h{seat}")
    thunder = conditions.thunder_bonus(state, ref)
    shields = creature_shields(state, pos)
    if state.options["modifiers_after_shields"]:  # AMB-07's alternative: Thunder lands past the shields
        wounds = max(0, max(0, dmg - shields) + thunder)
    else:
        dmg += thunder
        wounds = max(0, dmg - shields)
    events = [
        ev(
            "dc.attack",
            {
                "source": f"h{seat}",
                "target": ref,
                "dice": rolled,
                "damage": max(0, dmg),
                "shields": shields,
                "wounds": wounds,
            },
            reveals=True,
        )
    ]
    cr = state.creatures[pos]
    iced = cr.cond.get("ice")  # read before the wound: a defeat clears the conditions
    events += wound(state, ref, wounds, "physical")
    thorns = CREATURES[cr.creature].thorns
    # Stop Time: targets cannot retaliate; nor can an Iced one (DC-COND-03, L152)
    if wounds and thorns and not iced and not state.flags.get("no_retaliation"):
        events += wound(state, f"h{seat}", thorns, "thorns")
    for owner, fn in each(state, "after_hero_attack"):
        events += fn(state, owner, seat, ref, events[0].data)
    return events


def magic(state: Any, ref: str, n: int) -> list[Event]:
    """Magical damage: ignores shields, Thunder still adds (AMB-07)."""
    if down(state, ref):
        return []
    dmg = n + conditions.thunder_bonus(state, ref)
    return [ev("dc.magic", {"target": ref, "damage": dmg}), *wound(state, ref, dmg, "magical")]
