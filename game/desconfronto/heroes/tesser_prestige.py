"""Tesser's Specializations (DC-HERO-TES prestige, L963-976): Hierophant and Reaper.

* Hierophant: immune to Corruption (``conditions.SUBCLASS_IMMUNE``); her heal cards return cards
  from her discard pile to her draw deck (``tesser_card_played``); Shield of Faith; Mass Healing,
  the reaction to her own heal card (trigger ``heal_played``, offered as a class choice right after
  the heal card resolves).
* Reaper: a heal card in hand may be spent as wounds on an enemy, paid by her allies (class action
  ``tesser_reap``); Spectral Shroud (``tesser_creature_defeated``); Word of Command: Exhaustion.

Ally shield tokens of Shield of Faith live in ``res["faith"]`` = ``[owner seat + 1, tokens]`` and are
spent on the next physical attack on that hero (``tesser_attack_declared``), or end at the start of
Tesser's next turn.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.content import CardDef, card_def
from game.desconfronto.heroes.prestige_chain import action_name, add_list, add_routed, pending_name
from game.desconfronto.hooks import hook
from game.desconfronto.prestige import has_subclass
from game.desconfronto.reactors import can_react
from game.desconfronto.state import CombatState

conditions.SUBCLASS_IMMUNE["tesser.hierophant"] = frozenset({"corruption"})  # L967

MASS = "tesser.mass_healing"
RESTORE_MAX = 2  # L967 "maximum of 2 cards"


def heal_value(card: CardDef) -> int:
    return sum(e.amount for e in card.effects if e.verb == "heal")


def _allies(state: CombatState, seat: int) -> list[str]:
    return [f"h{s}" for s in state.standing() if s != seat] + state.companions()


# --- Hierophant -----------------------------------------------------------------------------------


def _restore(state: CombatState, seat: int, n: int, played: str) -> list[Event]:
    """Return ``n`` cards from the top of her discard pile (not the card just played) to her deck."""
    h = state.heroes[seat]
    pile = list(reversed(h.discard.cards))
    if pile and pile[0].partition("#")[0] == played:
        pile = pile[1:]
    back = pile[:n]
    if not back:
        return []
    for c in back:
        h.discard.remove(c)
        h.draw.put_top(c)
    h.draw.shuffle(state.rng)
    return [Event("dc.tesser_restored", {"hero": seat, "count": len(back)})]


def _card_played(state: CombatState, owner: int, seat: int, card: CardDef) -> list[Event]:
    if owner != seat:
        return []
    h = state.heroes[seat]
    if not h.subclass or not has_subclass(h, "hierophant"):
        return []
    value = heal_value(card)
    if not value:
        return []
    events = _restore(state, seat, min(value, RESTORE_MAX), card.id)
    mass = next((c for c in h.hand if c.startswith(MASS)), "")
    if mass and can_react(state, seat) and state.phase == "hero" and state.pending is None:
        state.pending = Choice.of(
            {"kind": "class", "player": seat, "name": "tesser_mass_healing", "amount": value}
        )
    return events


@hook("tesser_card_played")
def card_played(state: CombatState, owner: int, seat: int, card: CardDef) -> list[Event]:
    return _card_played(state, owner, seat, card)


@hook("tesser_shield_of_faith")
def shield_of_faith(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L969: each ally gets as many shield tokens as Tesser's active shields are worth, until her next
    turn (the Bulwark token counts: it is an active shield too)."""
    h = state.heroes[seat]
    n = sum(int(s[1]) for s in h.shields) + int(h.res.get("vshield", 0))
    events: list[Event] = []
    for ref in [f"h{s}" for s in state.standing() if s != seat]:
        if n:
            state.fig(ref).res["faith"] = [seat + 1, n]
        events.append(Event("dc.tesser_faith", {"target": ref, "amount": n}))
    return events


@hook("tesser_mass_healing")
def mass_healing(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Played from the choice its trigger opens (``_apply``); as a card effect it has nothing to do."""
    return []


# --- Reaper ---------------------------------------------------------------------------------------


def _reap_cards(state: CombatState, seat: int) -> list[str]:
    h = state.heroes[seat]
    return [c for c in h.hand if not card_def(c).react and heal_value(card_def(c))]


def _class_actions(state: CombatState, seat: int) -> list[Action]:
    h = state.heroes[seat]
    if not h.subclass or not has_subclass(h, "reaper") or not state.living():
        return []
    return [ClassAction(seat, "tesser_reap", c) for c in dict.fromkeys(_reap_cards(state, seat))]


def _pay(state: CombatState, seat: int, n: int) -> list[Event]:
    """Her allies suffer ``n`` wounds together, point by point on the ally with the most Vigor (with
    none standing, Tesser pays)."""
    events: list[Event] = []
    for _ in range(n):
        allies = [x for x in state.heroes if x.seat != seat and not x.exhausted]
        who = max(allies, key=lambda x: x.vigor).seat if allies else seat
        if state.heroes[who].exhausted:
            break
        events += damage.wound(state, f"h{who}", 1, "direct")
    return events


@hook("tesser_spectral_shroud")
def spectral_shroud(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0]
    if ref[0] != "c" or damage.down(state, ref):
        return []
    state.heroes[seat].res["shroud"] = int(ref[1:]) + 1
    return [Event("dc.tesser_shroud", {"target": ref})]


@hook("tesser_creature_defeated")
def creature_defeated(state: CombatState, owner: int, pos: int) -> list[Event]:
    """L975: the blow that defeated the marked target hits every other enemy (as wounds)."""
    h = state.heroes[owner]
    if h.res.get("shroud") != pos + 1:
        return []
    del h.res["shroud"]
    n = int(state.__dict__.get("_killing_blow", 0))
    events: list[Event] = [Event("dc.tesser_shroud_burst", {"target": f"c{pos}", "amount": n})]
    for i in state.living():
        events += damage.wound(state, f"c{i}", n, "direct")
    return events


@hook("tesser_word_of_exhaustion")
def word_of_exhaustion(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L976: 4 dice (5 below max Vigor); then, at 6 Vigor or less, the target is defeated outright."""
    ref = targets[0]
    if ref[0] != "c" or damage.down(state, ref):
        return []
    cr = state.creatures[int(ref[1:])]
    dice = 5 if cr.vigor < cr.max_vigor else 4
    events = damage.hero_attack(state, seat, ref, dice)
    if not cr.defeated and cr.vigor <= 6:
        events.append(Event("dc.tesser_word", {"target": ref}))
        events += damage.wound(state, ref, cr.vigor, "direct")
    return events


# --- choices and class actions --------------------------------------------------------------------

_NAMES = ("tesser_reap", "tesser_reap_at", "tesser_mass_healing", "tesser_mass_skip")


def _pending_actions(state: CombatState, seat: int) -> list[Action]:
    pend = state.pending
    assert pend is not None
    if pend["name"] == "tesser_mass_healing":
        mass = next(c for c in state.heroes[seat].hand if c.startswith(MASS))
        return [ClassAction(seat, "tesser_mass_healing", mass), ClassAction(seat, "tesser_mass_skip", "")]
    return [ClassAction(seat, "tesser_reap_at", f"c{i}") for i in state.living()]


def _apply(state: CombatState, seat: int, action: Action) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    name, target = action.name, action.target  # type: ignore[attr-defined]
    if name == "tesser_reap":  # 1 action: the heal card is spent, its target is asked next
        state.actions_left -= 1
        state.pending = Choice.of({"kind": "class", "player": seat, "name": "tesser_reap_at", "card": target})
        return [], 1
    pend = state.pending
    assert pend is not None
    state.pending = None
    if name == "tesser_reap_at":
        pid = pend["card"]
        h.hand.remove(pid)
        h.discard.put_top(pid)
        n = heal_value(card_def(pid))
        events = [Event("dc.tesser_reaped", {"hero": seat, "card": pid, "target": target, "amount": n})]
        events += damage.wound(state, target, n, "direct")
        events += _pay(state, seat, n)
        return events, 1
    if name == "tesser_mass_skip":
        return [], 1
    # Mass Healing: her reaction, at no cost; every ally gets the heal card's value
    h.hand.remove(target)
    h.discard.put_top(target)
    h.reaction_used = True
    events = [Event("dc.reacted", {"hero": seat, "card": target, "target": f"h{seat}"})]
    for ref in _allies(state, seat):
        events += damage.heal(state, ref, int(pend["amount"]))
    return events, 1


def _turn_start(state: CombatState, seat: int) -> list[Event]:
    """Shield of Faith's tokens end at the start of Tesser's next turn."""
    for x in state.heroes:
        if x.res.get("faith", [0])[0] == seat + 1:
            del x.res["faith"]
    return []


def _attack_declared(state: CombatState, owner: int, attack: dict[str, Any]) -> list[Event]:
    """Shield of Faith tokens block the next physical attack on the ally holding them."""
    h = state.heroes[attack["seat"]]
    faith = h.res.get("faith")
    if not faith or faith[0] != owner + 1 or attack["magical"] or attack["damage"] <= 0:
        return []
    del h.res["faith"]
    used = min(int(faith[1]), attack["damage"])
    attack["damage"] -= used
    return [Event("dc.shield_used", {"target": f"h{h.seat}", "card": "", "amount": used})]


add_list("tesser_class_actions", _class_actions)
add_routed("tesser_class_apply", _NAMES, _apply, action_name)
add_routed("tesser_pending_actions", _NAMES, _pending_actions, pending_name)
add_list("tesser_turn_start", _turn_start)
add_list("tesser_attack_declared", _attack_declared)
