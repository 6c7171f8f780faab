"""Tainara's Specializations (DC-HERO-TAI prestige, L903-916): Shaman and Predator.

* Shaman: 2 Chi heal 1 target 1 Vigor (free class action ``tainara_shaman_heal``), or turn each heal
  of her next heal card this turn into 1 Purification on its target (``tainara_shaman_purify``, the
  engine reads ``flags["heal_as_purification"]`` = seat + 1 in effects.py); Epiphany;
  Purification Fold (``res["tainara_pfold"]`` counts the exchanges of this combat, max 3).
* Predator: 2 of her Vigor make 1 Chi (free class action ``tainara_predator``), each adding +1 damage
  to her next attack (``res["tainara_prey"]``); Vital Points (``res["tainara_vital"]`` = creature
  position + 1, its attacks with disadvantage until her next turn); Corruption Fold.
"""

from __future__ import annotations

from game.core.actions import Action, Event
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.content import CardDef, card_def
from game.desconfronto.effects import resolve_card
from game.desconfronto.heroes.prestige_chain import action_name, add_chained, add_list, add_routed
from game.desconfronto.heroes.tainara import chi, gain_chi
from game.desconfronto.hooks import hook
from game.desconfronto.prestige import has_subclass
from game.desconfronto.state import CombatState

SHAMAN_COST = 2  # L907
FOLD_COST = 2  # L910
FOLD_MAX = 3  # L910 "up to 3 times per combat"
PREY_VIGOR = 2  # L913
VITAL_PER = 3  # L915 "1 damage die for every 3 Vigor points it has already lost"
VITAL_MAX = 5
FOLD_WOUNDS = 2  # L916


def _sub(state: CombatState, seat: int, name: str) -> bool:
    h = state.heroes[seat]
    return bool(h.subclass) and has_subclass(h, name)


# --- Shaman ---------------------------------------------------------------------------------------


def _attack_card(pid: str) -> bool:
    d = card_def(pid)
    return (
        not d.is_signature
        and not d.react
        and tuple(d.targets) == ("enemy",)
        and any(e.verb in ("attack", "magic") for e in d.effects)
    )


@hook("tainara_epiphany")
def epiphany(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L909: both her actions; each ally plays 1 attack card (not Signature), its extra actions void.

    The engine lets only the Active Hero choose in the Hero Phase, so each ally in seat order plays the
    first such card of their hand on the enemy with the least Vigor (HEROES.md)."""
    if state.actions_left < 1:  # played with her last action: both were not there to spend
        return [Event("dc.tainara_epiphany", {"hero": seat, "count": 0})]
    state.actions_left -= 1
    events: list[Event] = []
    count = 0
    had = state.flags.get("no_extra_actions")
    state.flags["no_extra_actions"] = True
    try:
        for ally in state.heroes:
            living = state.living()
            if ally.seat == seat or ally.exhausted or not living:
                continue
            pid = next((c for c in ally.hand if _attack_card(c)), "")
            if not pid:
                continue
            pos = min(living, key=lambda i: (state.creatures[i].vigor, i))
            events += resolve_card(state, ally.seat, pid, [f"c{pos}"])
            count += 1
            if state.pending is not None:  # the card opened its own choice (split missiles): stop there
                break
    finally:
        if not had:
            state.flags.pop("no_extra_actions", None)
    return [Event("dc.tainara_epiphany", {"hero": seat, "count": count}), *events]


@hook("tainara_purification_fold")
def purification_fold(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref, element = targets[0], targets[1] if len(targets) > 1 else "fire"
    if ref[0] != "c" or damage.down(state, ref):
        return []
    res = state.heroes[seat].res
    fig = state.fig(ref)
    n = min(
        fig.cond.get("corruption", 0), chi(state, seat) // FOLD_COST, FOLD_MAX - res.get("tainara_pfold", 0)
    )
    events: list[Event] = []
    for _ in range(max(0, n)):
        events += gain_chi(state, seat, -FOLD_COST)
        fig.cond["corruption"] -= 1
        if not fig.cond["corruption"]:
            del fig.cond["corruption"]
            fig.cond.pop("cor_turns", None)
        events += conditions.apply(state, ref, element)
    if n > 0:
        res["tainara_pfold"] = res.get("tainara_pfold", 0) + n
        events.insert(0, Event("dc.tainara_fold", {"hero": seat, "target": ref, "count": n}))
    return events


# --- Predator -------------------------------------------------------------------------------------


@hook("tainara_vital_points")
def vital_points(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0]
    if ref[0] != "c" or damage.down(state, ref):
        return []
    cr = state.creatures[int(ref[1:])]
    dice = min(VITAL_MAX, (cr.max_vigor - cr.vigor) // VITAL_PER)
    events = damage.hero_attack(state, seat, ref, dice) if dice else []
    if not cr.defeated:
        state.heroes[seat].res["tainara_vital"] = int(ref[1:]) + 1
        events.append(Event("dc.tainara_vital", {"target": ref}))
    return events


@hook("tainara_corruption_fold")
def corruption_fold(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0]
    if ref[0] != "h" or damage.down(state, ref):
        return []
    ally = state.heroes[int(ref[1:])]
    if not ally.cond.get("corruption"):
        return []
    ally.cond["corruption"] -= 1
    if not ally.cond["corruption"]:
        del ally.cond["corruption"]
    events = [Event("dc.tainara_fold", {"hero": seat, "target": ref, "count": 1})]
    events += damage.wound(state, ref, FOLD_WOUNDS, "direct")
    if not ally.exhausted and ally.vigor * 2 > ally.max_vigor:
        state.flags["tainara_fold_back"] = card  # the card is discarded after its effects: then back
    return events


def _card_played(state: CombatState, owner: int, seat: int, card: CardDef) -> list[Event]:
    if owner == seat and any(e.verb == "heal" for e in card.effects):
        state.flags.pop("heal_as_purification", None)  # the Shaman's choice covered this heal card
    pid = state.flags.pop("tainara_fold_back", "") if owner == seat else ""
    h = state.heroes[owner]
    if not pid or pid not in h.discard:
        return []
    h.discard.remove(pid)
    h.draw.put_top(pid)
    h.draw.shuffle(state.rng)
    return [Event("dc.tainara_fold_back", {"hero": owner, "card": pid})]


def _modify_attack(
    state: CombatState, owner: int, seat: int, ref: str, dice: int, mode: int, bonus: int
) -> tuple[int, int, int]:
    if owner == seat:
        prey = state.heroes[owner].res.pop("tainara_prey", 0)
        bonus += prey
    return dice, mode, bonus


@hook("tainara_modify_creature_attack")
def vital_disadvantage(
    state: CombatState, owner: int, pos: int, seat: int, dice: int, mode: int
) -> tuple[int, int]:
    if state.heroes[owner].res.get("tainara_vital") == pos + 1:
        mode = 0 if mode > 0 else -1  # advantage and disadvantage cancel (AMB-04)
    return dice, mode


def _turn_start(state: CombatState, seat: int) -> list[Event]:
    state.heroes[seat].res.pop("tainara_vital", None)  # "until your next turn" (L915)
    return []


# --- class actions --------------------------------------------------------------------------------

_NAMES = ("tainara_shaman_heal", "tainara_shaman_purify", "tainara_predator")


def _class_actions(state: CombatState, seat: int) -> list[Action]:
    h = state.heroes[seat]
    if not h.subclass:
        return []
    if has_subclass(h, "shaman") and chi(state, seat) >= SHAMAN_COST:
        refs = [f"h{x.seat}" for x in state.heroes if not x.exhausted and x.vigor < x.max_vigor]
        out: list[Action] = [ClassAction(seat, "tainara_shaman_heal", r) for r in refs]
        heal_cards = any(any(e.verb == "heal" for e in card_def(c).effects) for c in h.hand)
        if heal_cards and not state.flags.get("heal_as_purification"):
            out.append(ClassAction(seat, "tainara_shaman_purify", ""))
        return out
    if has_subclass(h, "predator") and h.vigor > PREY_VIGOR:
        return [ClassAction(seat, "tainara_predator", "")]
    return []


def _apply(state: CombatState, seat: int, action: Action) -> tuple[list[Event], int]:
    """Free, like her other Chi abilities: Chi (or Vigor) is the price."""
    if action.name == "tainara_shaman_purify":  # type: ignore[attr-defined]
        state.flags["heal_as_purification"] = seat + 1  # her next heal card, this turn
        return [*gain_chi(state, seat, -SHAMAN_COST), Event("dc.tainara_shaman_purify", {"hero": seat})], 0
    if action.name == "tainara_shaman_heal":  # type: ignore[attr-defined]
        return gain_chi(state, seat, -SHAMAN_COST) + damage.heal(state, action.target, 1), 0  # type: ignore[attr-defined]
    res = state.heroes[seat].res
    events = damage.wound(state, f"h{seat}", PREY_VIGOR, "direct")
    events += gain_chi(state, seat, 1)
    res["tainara_prey"] = res.get("tainara_prey", 0) + 1
    return events, 0


add_list("tainara_class_actions", _class_actions)
add_routed("tainara_class_apply", _NAMES, _apply, action_name)
add_list("tainara_card_played", _card_played)
add_list("tainara_turn_start", _turn_start)
add_chained("tainara_modify_attack", _modify_attack, 3)
