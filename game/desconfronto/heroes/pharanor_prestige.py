"""Pharanor's Specializations (DC-HERO-PHA prestige, L839-852): Arcanist and Necromancer.

* Arcanist: Wind and Thunder join his elements (AMB-45, ``pharanor_elements``); discard 1 card to
  enchant his next attack card this turn with one more condition (free class action
  ``pharanor_enchant_<element>``, target = the card discarded; ``flags["pharanor_enchant"]``), or
  to change the condition of his next attack card that applies an element (``pharanor_change_<element>``,
  ``flags["pharanor_change"]``; when that card resolves, ``flags["cond_swap"]`` names it for
  ``effects.swapped``);
  Arcane Aura (discard 1 card to charge an ally: ``res["pharanor_arcane"]`` = seat + 1, whose next
  attack deals its dice as magical damage); Elemental Aura (``res["pharanor_ea"]``: elements counted,
  -1 when charged).
* Necromancer: essences of creatures defeated in his turn (``res["pharanor_essence"]``), skeletons
  (minions.py), Curse: Rot and Curse: Pestilence (``res["pharanor_curse"]`` = [kind, position + 1]).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.content import CardDef, card_def
from game.desconfronto.heroes import minions
from game.desconfronto.heroes.prestige_chain import (
    action_name,
    add_chained,
    add_list,
    add_routed,
    pending_name,
    wrap,
)
from game.desconfronto.hooks import hook
from game.desconfronto.prestige import has_subclass
from game.desconfronto.state import CombatState

ARCANIST_ELEMENTS = ("wind", "thunder")  # L843
ENCHANT = ("fire", "ice", "poison", "thunder")  # Wind needs a second target to swap with: not an enchantment
EA_EVERY = 2  # L846 "for every 2 elemental conditions applied"
ESSENCE_MAX = 2
SKELETON = "skeleton"


def _sub(state: CombatState, seat: int, name: str) -> bool:
    h = state.heroes[seat]
    return bool(h.subclass) and has_subclass(h, name)


def _active(state: CombatState, seat: int, card: str) -> bool:
    return any(c.startswith(f"pharanor.{card}#") for c in state.heroes[seat].active)


def _is_attack(card: CardDef) -> bool:
    return any(e.verb in ("attack", "magic") for e in card.effects)


def _elements_of(card: CardDef) -> list[str]:
    return [e.cond for e in card.effects if e.verb == "apply" and e.cond in conditions.ELEMENTS + ("wind",)]


def _elements(base: Callable[..., tuple[str, ...]], state: CombatState, seat: int) -> tuple[str, ...]:
    got = base(state, seat)
    if _sub(state, seat, "arcanist"):
        got = tuple(dict.fromkeys((*got, *ARCANIST_ELEMENTS)))
    return got


# --- Arcanist: enchantment and the auras ----------------------------------------------------------


def _elemental_attacks(h: Any, but: str, to: str) -> bool:
    """Whether ``h`` holds, besides the card ``but`` to discard, an attack card applying an element
    other than ``to`` (a change to Fire on Flaming Hands would change nothing)."""
    for c in h.hand:
        if c != but:
            card = card_def(c)
            if _is_attack(card) and any(el != to for el in _elements_of(card) if el in conditions.ELEMENTS):
                return True
    return False


@hook("pharanor_card_resolving")
def card_resolving(state: CombatState, seat: int, card: CardDef, pid: str) -> list[Event]:
    """The Arcanist's change (L843): the first attack card of his that applies an element, played
    after the discard this turn, applies the chosen element instead (each of its elemental applies)."""
    to = state.flags.get("pharanor_change", "") if state.flags else ""
    if not to or not _is_attack(card):
        return []
    own = [el for el in _elements_of(card) if el in conditions.ELEMENTS]
    if not own:
        return []  # kept for an attack that applies a condition
    del state.flags["pharanor_change"]
    state.flags["cond_swap"] = [pid, to]
    return [Event("dc.pharanor_changed", {"hero": seat, "card": pid, "cond": to})]


def _card_played(state: CombatState, owner: int, seat: int, card: CardDef) -> list[Event]:
    if owner != seat or not state.heroes[seat].subclass:
        return []
    targets = state.__dict__.get("_played_targets") or [""]
    first = targets[0] if targets[0][:1] == "c" else ""
    events: list[Event] = []
    enchant = state.flags.get("pharanor_enchant", "")
    if enchant and _is_attack(card):
        del state.flags["pharanor_enchant"]
        if first and not damage.down(state, first):
            events += conditions.apply(state, first, enchant)
    if _active(state, seat, "elemental_aura") and not card.id.startswith("pharanor.elemental_aura"):
        events += _elemental_aura(state, seat, card, first)
    return events


def _elemental_aura(state: CombatState, seat: int, card: CardDef, first: str) -> list[Event]:
    res = state.heroes[seat].res
    elems = _elements_of(card)
    swap = state.flags.get("cond_swap")
    if swap and str(swap[0]).split("#")[0] == card.id:  # the Arcanist changed this card's element
        elems = [swap[1] if el in conditions.ELEMENTS else el for el in elems]
    if not elems:
        return []
    if res.get("pharanor_ea", 0) < 0:  # charged: this elemental card reaches every other enemy
        res.pop("pharanor_ea")
        events = [Event("dc.pharanor_aura_burst", {"hero": seat})]
        for i in state.living():
            if f"c{i}" != first:
                for cond in elems:
                    events += conditions.apply(state, f"c{i}", cond) if cond != "wind" else []
        return events
    n = res.get("pharanor_ea", 0) + len(elems)
    res["pharanor_ea"] = -1 if n >= EA_EVERY else n
    return []


def _modify_attack(
    state: CombatState, owner: int, seat: int, ref: str, dice: int, mode: int, bonus: int
) -> tuple[int, int, int]:
    """Arcane Aura: the charged ally's attack turns its dice into magical damage (``after``)."""
    res = state.heroes[owner].res
    if res.get("pharanor_arcane") == seat + 1 and _active(state, owner, "arcane_aura") and dice:
        del res["pharanor_arcane"]
        state.flags["pharanor_arcane_magic"] = dice
        dice = 0
    return dice, mode, bonus


@hook("pharanor_after_hero_attack")
def arcane_magic(state: CombatState, owner: int, seat: int, ref: str, data: dict[str, Any]) -> list[Event]:
    n = state.flags.pop("pharanor_arcane_magic", 0)
    if not n:
        return []
    return [Event("dc.pharanor_arcane", {"target": ref, "amount": n}), *damage.magic(state, ref, n)]


# --- Necromancer ----------------------------------------------------------------------------------


def _creature_defeated(state: CombatState, owner: int, pos: int) -> list[Event]:
    if not _sub(state, owner, "necromancer") or state.phase != "hero" or state.active_hero != owner:
        return []
    res = state.heroes[owner].res
    if res.get("pharanor_essence", 0) >= ESSENCE_MAX:
        return []
    res["pharanor_essence"] = res.get("pharanor_essence", 0) + 1
    return [Event("dc.pharanor_essence", {"hero": owner, "target": f"c{pos}"})]


@hook("pharanor_curse")
def curse(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0]
    if ref[0] != "c" or damage.down(state, ref):
        return []
    kind = "rot" if "curse_rot" in card else "pestilence"
    state.heroes[seat].res["pharanor_curse"] = [kind, int(ref[1:]) + 1]
    return [Event("dc.pharanor_curse", {"hero": seat, "target": ref, "card": card})]


def _cursed(state: CombatState, owner: int, ref: str, kind: str) -> bool:
    mark = state.heroes[owner].res.get("pharanor_curse")
    if not mark:
        return False
    return bool(mark[0] == kind and ref == f"c{mark[1] - 1}" and _active(state, owner, f"curse_{kind}"))


@hook("pharanor_keeps_bleeding")
def keeps_bleeding(state: CombatState, owner: int, ref: str) -> bool:
    """Curse: Rot (L851): healing does not end the mark's Bleeding."""
    return _cursed(state, owner, ref, "rot")


@hook("pharanor_poison_bonus")
def poison_bonus(state: CombatState, owner: int, ref: str) -> int:
    """Curse: Pestilence (L852): +1 damage on each Poison tick of the mark."""
    return 1 if _cursed(state, owner, ref, "pestilence") else 0


# --- class actions and choices --------------------------------------------------------------------

_NAMES = (
    *(f"pharanor_enchant_{e}" for e in ENCHANT),
    *(f"pharanor_change_{e}" for e in ENCHANT),
    "pharanor_arcane_charge",
    "pharanor_arcane_discard",
    "pharanor_raise",
    "pharanor_skeleton_attack",
    "pharanor_skeleton_guard",
)


def _class_actions(state: CombatState, seat: int) -> list[Action]:
    h = state.heroes[seat]
    if not h.subclass:
        return []
    out: list[Action] = []
    if has_subclass(h, "arcanist"):
        if len(h.hand) >= 2 and not state.flags.get("pharanor_enchant"):
            for c in dict.fromkeys(h.hand):
                out += [ClassAction(seat, f"pharanor_enchant_{e}", c) for e in ENCHANT]
        if len(h.hand) >= 2 and not state.flags.get("pharanor_change"):
            for c in dict.fromkeys(h.hand):
                out += [
                    ClassAction(seat, f"pharanor_change_{e}", c) for e in ENCHANT if _elemental_attacks(h, c, e)
                ]
        if h.hand and _active(state, seat, "arcane_aura") and not h.res.get("pharanor_arcane"):
            out += [
                ClassAction(seat, "pharanor_arcane_charge", f"h{s}") for s in state.standing() if s != seat
            ]
    elif has_subclass(h, "necromancer"):
        if h.res.get("pharanor_essence") and minions.count(state, seat, SKELETON) < minions.MAX:
            out.append(ClassAction(seat, "pharanor_raise", ""))
        out += minions.actions(state, seat, SKELETON)
    return out


def _pending_actions(state: CombatState, seat: int) -> list[Action]:
    return [ClassAction(seat, "pharanor_arcane_discard", c) for c in dict.fromkeys(state.heroes[seat].hand)]


def _discard(state: CombatState, seat: int, pid: str) -> Event:
    h = state.heroes[seat]
    h.hand.remove(pid)
    h.discard.put_top(pid)
    return Event("dc.sacrificed", {"hero": seat, "card": pid, "target": "", "from": "hand", "to": "discard"})


def _apply(state: CombatState, seat: int, action: Action) -> tuple[list[Event], int]:
    name, target = action.name, action.target  # type: ignore[attr-defined]
    res = state.heroes[seat].res
    if name.startswith("pharanor_enchant_"):  # free: the discarded card is the price
        element = name.removeprefix("pharanor_enchant_")
        state.flags["pharanor_enchant"] = element
        return [
            _discard(state, seat, target),
            Event("dc.pharanor_enchant", {"hero": seat, "cond": element}),
        ], 0
    if name.startswith("pharanor_change_"):  # free, as the enchantment: the same passive (L843)
        element = name.removeprefix("pharanor_change_")
        state.flags["pharanor_change"] = element
        return [
            _discard(state, seat, target),
            Event("dc.pharanor_change", {"hero": seat, "cond": element}),
        ], 0
    if name == "pharanor_arcane_charge":
        state.pending = Choice.of(
            {"kind": "class", "player": seat, "name": "pharanor_arcane_discard", "ally": target}
        )
        return [], 0
    if name == "pharanor_arcane_discard":
        pend = state.pending
        assert pend is not None
        state.pending = None
        res["pharanor_arcane"] = int(pend["ally"][1:]) + 1
        return [
            _discard(state, seat, target),
            Event("dc.pharanor_arcane_charged", {"target": pend["ally"]}),
        ], 0
    if name == "pharanor_raise":  # 1 action: 1 skeleton per essence (L849)
        state.actions_left -= 1
        n = min(res.pop("pharanor_essence", 0), minions.MAX - minions.count(state, seat, SKELETON))
        return minions.summon(state, seat, SKELETON, n), 1
    kind_events = minions.apply(state, seat, SKELETON, name, target)
    return kind_events, 1


def _attack_declared(state: CombatState, owner: int, attack: dict[str, Any]) -> list[Event]:
    return minions.guard(state, owner, attack, SKELETON)


wrap("pharanor_elements", _elements)
add_list("pharanor_card_played", _card_played)
add_chained("pharanor_modify_attack", _modify_attack, 3)
add_list("pharanor_creature_defeated", _creature_defeated)
add_list("pharanor_class_actions", _class_actions)
add_routed("pharanor_class_apply", _NAMES, _apply, action_name)
add_routed("pharanor_pending_actions", ("pharanor_arcane_discard",), _pending_actions, pending_name)
add_list("pharanor_attack_declared", _attack_declared)
