"""Marzak's class mechanics (DC-HERO-MAR): Wolf and Bear forms, their Skill Trees, her Signatures.

Choices (Circle of Healing's points, Mass Metamorphosis' wolves or bears) are her own pending
choices (``state.pending["kind"] == "class"``). Resources in ``HeroState.res``:

* ``marzak_form``: ``"wolf"`` | ``"bear"`` (absent: no form, AMB-52);
* ``marzak_temp_shield``: Thick Hide's temporary 1-point shield until her next turn;
* ``marzak_pounce``: Pounce's +1 sword waiting for her next attack;
* ``marzak_wolves``: seats whose next attack gets +2 dice (Mass Metamorphosis, wolves);
* ``marzak_bears``: 1-point shield tokens per seat (Mass Metamorphosis, bears; AMB-29);
* ``marzak_wall``: Wall of Thorns answers the attack being resolved.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.coliseum.foes import foes, friends
from game.desconfronto.hooks import hook
from game.desconfronto.levels import has, refresh_max_vigor
from game.desconfronto.state import CombatState

GREAT_BEAR_VIGOR = 12
CIRCLE_HEALING = 8
WOLF_DICE = 2
BEAR_SHIELDS = 3
STORM_CONDITIONS = ("fire", "ice", "thunder", "poison", "bleeding", "stunned", "corruption")


def form(state: CombatState, seat: int) -> str:
    return state.heroes[seat].res.get("marzak_form", "")


@hook("only:bear")
def only_bear(state: CombatState, seat: int) -> bool:
    return form(state, seat) == "bear"


@hook("only:wolf")
def only_wolf(state: CombatState, seat: int) -> bool:
    return form(state, seat) == "wolf"


@hook("marzak_elements")
def elements(state: CombatState, seat: int) -> tuple[str, ...]:
    return STORM_CONDITIONS


@hook("marzak_class_actions")
def class_actions(state: CombatState, seat: int) -> list[Action]:
    """DC-HERO-MAR-01: once per turn, free, switch to the other form (or take one)."""
    h = state.heroes[seat]
    out: list[Action] = []
    if not state.flags.get("marzak_switched"):
        out += [
            ClassAction(seat, f"marzak_{f}", f"h{seat}") for f in ("wolf", "bear") if form(state, seat) != f
        ]
    if form(state, seat) == "bear" and has(h, "marzak.bear_rest") and not state.flags.get("marzak_rested"):
        out.append(ClassAction(seat, "marzak_bear_rest", f"h{seat}"))
    return out


@hook("marzak_class_apply")
def class_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    if action.name == "marzak_heal":
        return share_give(state, seat, action.target), 0
    if action.name.startswith("marzak_meta_"):
        state.pending = None
        return metamorphose(state, seat, action.name.removeprefix("marzak_meta_")), 0
    if action.name == "marzak_bear_rest":  # tree 1, 3rd: 1 action, heal 2
        state.flags["marzak_rested"] = True
        state.actions_left -= 1
        return damage.heal(state, f"h{seat}", 2), 1
    new = action.name.removeprefix("marzak_")
    state.flags["marzak_switched"] = True
    h.res["marzak_form"] = new
    events = [Event(f"dc.marzak_form_{new}", {"hero": seat})]
    if new == "bear":
        if has(h, "marzak.bear_hide"):
            h.res["marzak_temp_shield"] = 1
        if has(h, "marzak.great_bear"):
            h.max_vigor = max(h.max_vigor, GREAT_BEAR_VIGOR)
    else:
        refresh_max_vigor(h)  # AMB-63: leaving Bear Form clamps Vigor to the normal max
        if has(h, "marzak.wolf_pounce"):
            h.res["marzak_pounce"] = 1
    return events, 0


@hook("marzak_turn_start")
def turn_start(state: CombatState, seat: int) -> list[Event]:
    state.heroes[seat].res.pop("marzak_temp_shield", None)
    return []


@hook("marzak_modify_attack")
def modify_attack(state: CombatState, seat: int, attacker: int, ref: str, dice: int, mode: int, bonus: int) -> tuple:
    res = state.heroes[seat].res
    wolves = res.get("marzak_wolves")
    if wolves and attacker in wolves:
        wolves.remove(attacker)
        dice += WOLF_DICE
    if attacker != seat:
        return dice, mode, bonus
    h = state.heroes[seat]
    if res.pop("marzak_pounce", 0):
        bonus += 1
    if form(state, seat) == "wolf":
        if has(h, "marzak.wolf_instinct") and not state.flags.get("marzak_instinct"):
            state.flags["marzak_instinct"] = True
            mode = max(mode, 1) if mode >= 0 else 0
        if has(h, "marzak.wolf_fangs") and not state.flags.get("marzak_fangs"):
            state.flags["marzak_fangs"] = True
            dice += 1
    return dice, mode, bonus


@hook("marzak_attack_declared")
def attack_declared(state: CombatState, seat: int, attack: dict[str, Any]) -> list[Event]:
    """Shield tokens (Mass Metamorphosis bears, Thick Hide) are spent one point at a time (AMB-29)."""
    if attack["magical"] or attack["damage"] <= 0:
        return []
    res = state.heroes[seat].res
    target = attack["seat"]
    bears = res.get("marzak_bears") or []
    pool = bears[target] if target < len(bears) else 0
    temp = res.get("marzak_temp_shield", 0) if target == seat else 0
    use_temp = min(temp, attack["damage"])
    use_bear = min(pool, attack["damage"] - use_temp)
    if not use_temp and not use_bear:
        return []
    if use_temp:
        res.pop("marzak_temp_shield", None)
    if use_bear:
        bears[target] -= use_bear
        if not any(bears):
            res.pop("marzak_bears", None)
    attack["damage"] -= use_temp + use_bear
    return [Event("dc.marzak_tokens", {"target": f"h{target}", "amount": use_temp + use_bear})]


@hook("marzak_attack_landed")
def attack_landed(state: CombatState, seat: int, attack: dict[str, Any], taken: int) -> list[Event]:
    """Wall of Thorns: the attacker suffers the wounds it inflicted."""
    if not state.heroes[seat].res.pop("marzak_wall", None):
        return []
    ref = f"c{attack['pos']}"
    if taken <= 0 or damage.down(state, ref):
        return []
    return [
        Event("dc.marzak_thorns", {"target": ref, "wounds": taken}),
        *damage.wound(state, ref, taken, "reflected"),
    ]


def _can_gain(state: CombatState, seat: int) -> bool:
    h = state.heroes[seat]
    return not h.exhausted and not h.cond.get("ice") and h.vigor < h.max_vigor


def share_open(state: CombatState, seat: int, points: int) -> list[Event]:
    """Start distributing ``points`` of healing among the allies (not ``seat``), one point per answer.

    The hero module's ``<hero>_pending_actions`` lists ``share_options`` and its ``class_apply``
    calls ``share_give``; points nobody can take are lost.
    """
    state.pending = Choice.of({"kind": "class", "player": seat, "share": points})
    return share_close_if_done(state, seat)


def share_options(state: CombatState, seat: int, name: str) -> list[Action]:
    allies = friends(state, seat)  # nobody in the arena
    return [ClassAction(seat, name, f"h{s}") for s in allies if _can_gain(state, s)]


def share_give(state: CombatState, seat: int, target: str) -> list[Event]:
    pend = state.pending
    assert pend is not None
    pend["share"] -= 1
    return damage.heal(state, target, 1) + share_close_if_done(state, seat)


def share_close_if_done(state: CombatState, seat: int) -> list[Event]:
    pend = state.pending
    assert pend is not None
    if pend["share"] > 0 and any(_can_gain(state, s) for s in friends(state, seat)):  # nobody in the arena
        return []
    state.pending = None
    return [Event(f"dc.{state.heroes[seat].hero}_healing_shared", {"hero": seat, "lost": pend["share"]})]


def _ours(state: CombatState, seat: int) -> bool:
    pend = state.pending
    return pend is not None and pend["kind"] == "class" and pend["player"] == seat


@hook("marzak_pending_actions")
def pending_actions(state: CombatState, seat: int) -> list[Action]:
    if "share" in (state.pending or ()):
        return share_options(state, seat, "marzak_heal")
    return [
        ClassAction(seat, "marzak_meta_wolf", f"h{seat}"),
        ClassAction(seat, "marzak_meta_bear", f"h{seat}"),
    ]


@hook("marzak_holds_phase")
def holds_phase(state: CombatState, seat: int) -> bool:
    """Keep the Hero Phase open for her own choice, or for a form switch after her last action (L737)."""
    return _ours(state, seat) or not state.flags.get("marzak_switched")


@hook("marzak_late_actions")
def late_actions(state: CombatState, seat: int) -> list[Action]:
    if state.flags.get("marzak_switched"):
        return []
    return [ClassAction(seat, f"marzak_{f}", f"h{seat}") for f in ("wolf", "bear") if form(state, seat) != f]


@hook("marzak_circle_of_healing")
def circle_of_healing(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Reaction: 8 healing points, each given to an ally of her choice before the attack lands."""
    return share_open(state, seat, CIRCLE_HEALING)


@hook("marzak_mass_metamorphosis")
def mass_metamorphosis(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Wolves (+2 dice on their next attack) or bears (3 shield tokens each): she chooses next."""
    if friends(state, seat):  # the allies: nobody in the arena
        state.pending = Choice.of({"kind": "class", "player": seat, "metamorphosis": True})
    return []


def metamorphose(state: CombatState, seat: int, shape: str) -> list[Event]:
    res = state.heroes[seat].res
    allies = friends(state, seat)
    if shape == "wolf":
        res["marzak_wolves"] = sorted(set(res.get("marzak_wolves", [])) | set(allies))
    else:
        bears = list(res.get("marzak_bears") or [0] * len(state.heroes))
        for s in allies:
            bears[s] += BEAR_SHIELDS
        if any(bears):
            res["marzak_bears"] = bears
    return [Event(f"dc.marzak_metamorphosis_{shape}", {"hero": seat, "allies": allies})]


@hook("marzak_wall_of_thorns")
def wall_of_thorns(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    state.heroes[seat].res["marzak_wall"] = True
    return []


@hook("marzak_storm_of_vengeance")
def storm_of_vengeance(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Enemies below half their max Vigor get the chosen condition; those at 3 or less also 1 wound."""
    cond = targets[0]
    figs = [(r, state.fig(r)) for r in foes(state, seat)]  # the enemies: the rivals and beasts in the arena
    hit = [(r, f.vigor) for r, f in figs if 2 * f.vigor < f.max_vigor]
    events: list[Event] = []
    for ref, vigor in hit:
        if damage.down(state, ref):
            continue
        events += conditions.apply(state, ref, cond)
        if vigor <= 3:
            events += damage.wound(state, ref, 1, "direct")
    return events
