"""A hero's physical attack on another hero (DC-CMB-21 with a hero on both sides; DC-CMB-24/25; DC-COL-07..11).

The attacker's side is the one a creature meets (``damage.hero_attack``): the dice, the attack's
bonuses and the hero hooks that change attacks, the Corruption/Purification dealt. The defender's side
is the one a creature attack meets (``defence.defend``): the suffered column, Thunder, and then the
defender's **choice** of Active Shields, taken after seeing the damage (DC-CMB-25, L396): the attack is
held (``col.hold``) and the defender answers with ``UseShield`` / ``TakeHit`` (``answers.py`` lands it
and lets the attacking card resolve on). Attacks a hero's class hook or an item makes in the middle of
their own resolution cannot wait for an answer: there the shields that stop the most wounds for the
least shield value are spent for the defender (``best_shields``; RULES.md, Coliseum).

When it lands: the wounds, the Class token (``vigor.wound`` → ``marks.wounded``), the watchers of hero
attacks, the Revide the main target may take once the action is over (DC-COL-07/10, AMB-19), and the end
of any Revide shield that guarded this one attack (AMB-19c).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.core.actions import Event
from game.core.pending import Choice
from game.desconfronto import conditions
from game.desconfronto.content import card_def
from game.desconfronto.dice import roll_attack
from game.desconfronto.elders import attack_boost
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each, hook
from game.desconfronto.state import CombatState
from game.desconfronto.vigor import wound

_HREF = tuple(f"h{i}" for i in range(64))


@hook("col_strike")
def strike(state: CombatState, seat: int, ref: str, dice: int, mode: int = 0, bonus: int = 0) -> list[Event]:
    """A card's or a Sacrifice's attack on hero ``ref``: held for the defender's shields when it has any."""
    return _attack(state, seat, ref, dice, mode, bonus, ask=True)


@hook("col_hero_attack")
def hook_attack(state: CombatState, seat: int, ref: str, dice: int, mode: int = 0, bonus: int = 0) -> list[Event]:
    """An attack made inside a hook's own resolution (``damage.hero_attack`` on a hero): shields by ``best_shields``."""
    return _attack(state, seat, ref, dice, mode, bonus, ask=False)


def _attack(state: CombatState, seat: int, ref: str, dice: int, mode: int, bonus: int, ask: bool) -> list[Event]:
    col = state.coliseum
    assert col is not None
    target = int(ref[1:])
    d = state.heroes[target]
    if d.exhausted or target == seat:
        return []
    for owner, fn in each(state, "modify_attack"):  # forms, buffs, cries (hero modules)
        dice, mode, bonus = fn(state, owner, seat, ref, dice, mode, bonus)
    if state.flags:
        mode, bonus = attack_boost(state, seat, mode, bonus)
    adv = state.flags.pop("adv_dice", 0)
    per_die = state.flags.pop("die_bonus", 0)
    base, rolled = roll_attack(state, dice, mode=mode, adv_dice=adv)
    watch = state.flags.pop("roll_watch", None)
    if watch is not None:
        base = HOOKS[watch](state, seat, ref, base, rolled)
    if per_die:
        bonus += per_die * len(rolled)
    href = _HREF[seat]
    dmg = base + bonus + (conditions.dealt_modifier(state, href) if state.heroes[seat].cond else 0)
    mods = conditions.suffered_modifier(state, ref) if d.cond else 0  # the defender's side (DC-CMB-21 step 4)
    if d.thunder:
        mods += conditions.thunder_bonus(state, ref)
    post = 0
    if state.options["modifiers_after_shields"]:  # AMB-07's alternative
        post = mods
    else:
        dmg += mods
    dmg = max(0, dmg)
    events, dmg, post = declared(state, seat, target, dmg, post, len(rolled))
    s = {"attacker": seat, "target": target, "damage": dmg, "post": post, "dice": rolled, "used": 0, "cards": []}
    if d.shields and dmg > 0:
        if ask and not col.hold:
            col.hold = {"strike": s}
            state.pending = Choice("col_shields", target, {"attacker": seat, "damage": dmg})
            return events
        for card in best_shields(d.shields, dmg):
            spend_shield(state, s, card)
    return events + land(state, s)


def declared(state: CombatState, seat: int, target: int, dmg: int, post: int, dice: int) -> tuple[list[Event], int, int]:
    """The defender's class passives on an attack it suffers, as against a creature's (the ``attack_declared``
    watchers: Kandra's damage reduction DC-HERO-KAN-02, Marzak's and Tainara's tokens, Tesser's Bulwark,
    Artan's ward). They read a creature attack's record: the defender's ``seat``, ``damage`` before shields,
    ``post`` (after them), ``magical``, ``dice`` (a count) and ``pos`` (no creature here)."""
    a: dict[str, Any] = {"seat": target, "pos": -1, "damage": dmg, "post": post, "magical": False, "dice": dice}
    a["attacker"] = seat
    events: list[Event] = []
    for owner, fn in each(state, "attack_declared"):
        events += fn(state, owner, a) or []
    return events, max(0, int(a["damage"])), int(a["post"])


def best_shields(shields: list[list[Any]], damage: int) -> list[str]:
    """The Active Shields that stop the most of ``damage`` for the least shield value (ties: fewer cards)."""
    best: tuple[int, int, int] | None = None
    pick: tuple[int, ...] = ()
    for k in range(len(shields) + 1):
        for combo in combinations(range(len(shields)), k):
            value = sum(int(shields[i][1]) for i in combo)
            key = (max(0, damage - value), value, k)
            if best is None or key < best:
                best, pick = key, combo
    return [str(shields[i][0]) for i in pick]


def spend_shield(state: CombatState, s: dict[str, Any], card: str) -> Event:
    """DC-CMB-25: a consumed Active Shield counts its full value and goes to its owner's discard."""
    d = state.heroes[s["target"]]
    entry = next(e for e in d.shields if e[0] == card)
    d.shields.remove(entry)
    owner = state.seat_of[card_def(card).hero]
    state.heroes[owner].discard.put_top(card)
    s["used"] += int(entry[1])
    s["cards"].append(card)
    return ev("dc.shield_used", {"target": _HREF[s["target"]], "card": card, "amount": int(entry[1])})


def land(state: CombatState, s: dict[str, Any]) -> list[Event]:
    """The held or answered attack lands: wounds, the watchers, the Revide it earns, the expired shields."""
    col = state.coliseum
    assert col is not None
    seat, target = s["attacker"], s["target"]
    ref, href = _HREF[target], _HREF[seat]
    d = state.heroes[target]
    wounds = max(0, max(0, s["damage"] - s["used"]) + s["post"])
    before = d.vigor
    data = {
        "source": href,
        "target": ref,
        "dice": s["dice"],
        "damage": s["damage"],
        "shields": s["used"],
        "wounds": wounds,
    }
    events = [ev("dc.attack", data, reveals=True)]
    events += wound(state, ref, wounds, "physical")
    for owner, fn in each(state, "after_hero_attack"):
        events += fn(state, owner, seat, ref, data)
    events += attacked(state, seat, target, before, wounds, s["damage"])
    return events


@hook("col_attacked")
def attacked(state: CombatState, seat: int, target: int, before: int, wounds: int, value: int) -> list[Event]:
    """After any attack of ``seat`` on hero ``target`` (physical or magical): the Revide it earns and the
    Revide shields it used up. DC-COL-10 / AMB-19a: the defender's Vigor before the attack must be greater
    than its wounds (the ``revide_attack_value`` variant: than its value before shields)."""
    col = state.coliseum
    assert col is not None
    events = expire_next_only(state, target)
    if col.reviding >= 0 or seat == target:  # a Revide is never answered with a Revide (AMB-19e)
        return events
    if col.main and col.main != _HREF[target]:  # an area attack: only its main target (DC-COL-07)
        return events
    measure = value if state.options["revide_attack_value"] else wounds
    if before > measure and not state.heroes[target].exhausted:
        if not any(q["kind"] == "revide" and q["seat"] == target for q in col.queue):
            col.queue.append({"kind": "revide", "seat": target, "attacker": seat})
    return events


@hook("col_attack_suffered")
def expire_next_only(state: CombatState, seat: int) -> list[Event]:
    """AMB-19c (L179): a shield a Revide played guards only the next attack its hero suffers — a rival's
    (``attacked``) or, with Condemnation by Beasts, a beast's (``creature_attack.after_landing``)."""
    col = state.coliseum
    assert col is not None
    cards = col.next_only[seat]
    if not cards:
        return []
    h = state.heroes[seat]
    events = []
    for card in cards:
        entry = next((e for e in h.shields if e[0] == card), None)
        if entry is not None:
            h.shields.remove(entry)
            state.heroes[state.seat_of[card_def(card).hero]].discard.put_top(card)
            events.append(ev("dc.col_shield_expired", {"hero": seat, "card": card}))
    col.next_only[seat] = []
    return events
