"""Fildon's Specializations (L606-617): the Virtuosi and the Thaumaturge, passives and Signature cards.

``res`` keys: ``celendalle`` (seats whose next attack rolls 2 more dice, until his next turn),
``abyss`` (Song of the Abyss is on until his next turn), ``terror_all`` (creature positions Stunned
by Song of Terror until his next turn), ``terror`` ([position, Stuns still to come]), ``thaum_turn`` /
``thaum_dice`` (the Thaumaturge's dice this turn, at most 4). Chord tokens are fildon.py's ``chords``.
``fildon.py`` calls the functions here from its own hooks when he has a Specialization.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook
from game.desconfronto.prestige import has_subclass
from game.desconfronto.reactors import can_react
from game.desconfronto.state import CombatState

DOUBLE = ("RR", "DD")  # "Double Chord token" (L609)
TWO = ("RR", "DD", "RD")  # 2 chords on one target; "Mixed chords count as 2 tokens" (L614)
THAUM_MAX = 4  # L614 "to a maximum of 4 dice", per turn
TERROR_TURNS = 3  # L616 "for its next 3 turns"


def _chords(state: CombatState, seat: int) -> dict[str, str]:
    chords: dict[str, str] = state.heroes[seat].res.setdefault("chords", {})
    return chords


# --- Virtuosi (path of Purification) -------------------------------------------------------------


def virtuosi_landed(state: CombatState, owner: int, attack: dict[str, Any], lost: int) -> list[Event]:
    """L609: an ally wounded by an attack, holding a Double token: Fildon's reaction heals them 1."""
    seat = attack["seat"]
    ref = f"h{seat}"
    chords = state.heroes[owner].res.get("chords")
    if seat == owner or lost <= 0 or not chords or chords.get(ref) not in DOUBLE:
        return []
    if not can_react(state, owner) or state.heroes[seat].exhausted:
        return []
    state.heroes[owner].reaction_used = True
    token = chords.pop(ref)
    return [ev("dc.virtuosi_heal", {"hero": owner, "target": ref, "token": token})] + damage.heal(state, ref, 1)


@hook("virtuosi_song_of_celendalle")
def song_of_celendalle(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L611: the ally's chord tokens are consumed; their next attack rolls 2 more dice."""
    ref = targets[0]
    chords = _chords(state, seat)
    if ref not in chords:
        return []
    token = chords.pop(ref)
    armed = state.heroes[seat].res.setdefault("celendalle", [])
    if int(ref[1:]) not in armed:
        armed.append(int(ref[1:]))
    return [ev("dc.virtuosi_celendalle", {"hero": seat, "target": ref, "token": token})]


@hook("virtuosi_song_of_creation")
def song_of_creation(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L612: every ally's chord tokens are consumed; 6 points of healing go to those who held 2."""
    chords = _chords(state, seat)
    eligible = set()
    events: list[Event] = []
    for s in state.standing():
        ref = f"h{s}"
        if s != seat and ref in chords:
            token = chords.pop(ref)
            events.append(ev("dc.virtuosi_creation", {"hero": seat, "target": ref, "token": token}))
            if token in TWO:
                eligible.add(ref)
    for ref in targets:
        if ref in eligible:
            events += damage.heal(state, ref, 1)
    return events


# --- Thaumaturge (path of Corruption) ------------------------------------------------------------


def _thaum_left(state: CombatState, seat: int) -> int:
    res = state.heroes[seat].res
    return THAUM_MAX - (res.get("thaum_dice", 0) if res.get("thaum_turn") == state.turn else 0)


def thaumaturge_actions(state: CombatState, seat: int) -> list[Action]:
    """L614: 1 action, a creature holding 2 chords (Double or Mixed): 1 damage die on it."""
    chords = state.heroes[seat].res.get("chords")
    if not chords or state.actions_left <= 0 or _thaum_left(state, seat) <= 0:
        return []
    return [
        ClassAction(seat, "thaumaturge_strike", f"c{i}") for i in state.living() if chords.get(f"c{i}") in TWO
    ]


def thaumaturge_strike(state: CombatState, seat: int, ref: str) -> tuple[list[Event], int]:
    res = state.heroes[seat].res
    token = res["chords"].pop(ref)
    if res.get("thaum_turn") != state.turn:
        res["thaum_turn"], res["thaum_dice"] = state.turn, 0
    res["thaum_dice"] += 1
    state.actions_left -= 1
    events = [ev("dc.thaumaturge_strike", {"hero": seat, "target": ref, "token": token})]
    return events + damage.hero_attack(state, seat, ref, 1), 1


@hook("thaumaturge_song_of_terror")
def song_of_terror(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L616: Fildon chooses: every creature until his next turn, or 1 creature for its next 3 turns."""
    if not state.living():
        return []
    state.pending = Choice.of({"kind": "class", "player": seat, "module": "thaumaturge", "step": "terror"})
    return []


@hook("thaumaturge_pending_actions")
def terror_choices(state: CombatState, seat: int) -> list[Action]:
    acts: list[Action] = [ClassAction(seat, "thaumaturge_terror_all", "")]
    return acts + [ClassAction(seat, "thaumaturge_terror_one", f"c{i}") for i in state.living()]


@hook("thaumaturge_class_apply")
def terror_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    state.pending = None
    res = state.heroes[seat].res
    if action.name == "thaumaturge_terror_all":
        events: list[Event] = [ev("dc.thaumaturge_terror_all", {"hero": seat})]
        res["terror_all"] = list(state.living())
        for i in state.living():
            events += conditions.apply(state, f"c{i}", "stunned")
        return events, 0
    pos = int(action.target[1:])
    res["terror"] = [pos, TERROR_TURNS - 1]
    events = [ev("dc.thaumaturge_terror", {"hero": seat, "target": action.target})]
    return events + conditions.apply(state, action.target, "stunned"), 0


@hook("fildon_creature_stun_spent")
def terror_again(state: CombatState, owner: int, pos: int) -> list[Event]:
    """The creature held by Song of Terror for 3 turns is Stunned again after each skipped turn."""
    terror = state.heroes[owner].res.get("terror")
    if not terror or terror[0] != pos:
        return []
    if terror[1] <= 1:
        del state.heroes[owner].res["terror"]
    else:
        terror[1] -= 1
    return conditions.apply(state, f"c{pos}", "stunned")


@hook("thaumaturge_song_of_the_abyss")
def song_of_the_abyss(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    state.heroes[seat].res["abyss"] = True
    return [ev("dc.thaumaturge_abyss", {"hero": seat})]


# --- called from fildon.py's hooks ---------------------------------------------------------------


def turn_start(state: CombatState, seat: int) -> None:
    res = state.heroes[seat].res
    res.pop("celendalle", None)  # "increase your attack": until his next turn
    res.pop("abyss", None)  # "until your next turn"
    for pos in res.pop("terror_all", ()):
        state.creatures[pos].cond.pop("stunned", None)


def modify_attack(state: CombatState, owner: int, seat: int, dice: int) -> int:
    armed = state.heroes[owner].res.get("celendalle")
    if armed and seat in armed:
        armed.remove(seat)
        dice += 2
    return dice


def modify_creature_attack(state: CombatState, owner: int, seat: int, mode: int) -> int:
    if state.heroes[owner].res.get("abyss") and seat != owner:
        mode = max(-1, mode - 1)
    return mode


def attack_declared(state: CombatState, owner: int, attack: dict[str, Any]) -> None:
    """Song of the Abyss: an attack on an ally cannot take them below 1 Vigor (``land``'s floor)."""
    if state.heroes[owner].res.get("abyss"):
        attack["floor"] = attack["seat"] != owner


def class_actions(state: CombatState, seat: int) -> list[Action]:
    if has_subclass(state.heroes[seat], "thaumaturge"):
        return thaumaturge_actions(state, seat)
    return []
