"""Gëlien's Skill Tree abilities that react to the fight (DC-HERO-GEL, trees 1 and 2).

* Tree 1, 1st: Nina always has 1 active shield each turn: a 1-point token she spends on the
  first physical damage that reaches her in a turn (``nina_token_turn`` = the turn it was spent).
* Tree 1, 3rd, Volley: when Gëlien (a card, a Sacrifice) or Nina (her action, a card's claw line)
  wounds 1 target, he may discard up to 2 cards to roll 2 attack dice per card against another
  target. Offered once the action has resolved (a card's other lines first), as his own choice
  (``pending["volley"]`` = the cards discarded so far, ``pending["cost"]`` = 0 after Nina's action).
* Tree 2, 1st, Guard Dog: once per turn, in the window of a creature attack on a hero, Gëlien
  directs it to Nina (``guard_turn``); after her defence she wounds the attacker once.
* Tree 2, 3rd, Thick Hide: every attack on Nina deals 1 wound less after her defence; then she
  wounds the attacker once.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.coliseum.foes import foes
from game.desconfronto.companion import land_on_companion
from game.desconfronto.defence import rebase
from game.desconfronto.heroes import gelien_prestige
from game.desconfronto.hooks import hook
from game.desconfronto.levels import has
from game.desconfronto.outcome import halt
from game.desconfronto.state import CombatState

VOLLEY_CARDS = 2
VOLLEY_DICE = 2  # per card discarded


def nina_standing(state: CombatState, seat: int) -> bool:
    res = state.heroes[seat].res
    return res.get("nina", 0) > 0 and not res.get("nina_away")


def token_ready(state: CombatState, seat: int) -> bool:
    h = state.heroes[seat]
    return has(h, "gelien.nina_claw") and h.res.get("nina_token_turn") != state.turn


def spend_token(state: CombatState, seat: int) -> list[Event]:
    state.heroes[seat].res["nina_token_turn"] = state.turn
    return [Event("dc.gelien_nina_token", {"target": f"n{seat}"})]


# --- Volley (tree 1, 3rd) -------------------------------------------------------------


def note_wound(state: CombatState, seat: int, ref: str) -> None:
    """Called by the after-attack hook: Gëlien's attack wounded ``ref`` during his Hero Phase."""
    if state.phase == "hero" and state.active_hero == seat and has(state.heroes[seat], "gelien.volley"):
        # with the action count, so a wound outside a card (Sacrifice) never arms a later card
        state.flags["gelien_volley_from"] = [ref, state.actions_left]


def _others(state: CombatState, seat: int, ref: str) -> list[str]:
    """Volley's "another target": the other enemies (the rivals and beasts in the arena)."""
    return [r for r in foes(state, seat) if r != ref]


@hook("gelien_card_played")
def offer_volley(state: CombatState, owner: int, seat: int, card: Any) -> list[Event]:
    noted = state.flags.pop("gelien_volley_from", None)
    return _offer(state, seat, noted) if seat == owner else []


@hook("gelien_after_sacrifice")
def volley_after_sacrifice(state: CombatState, seat: int) -> list[Event]:
    """Sacrifice's basic attack is his too: "when causing wounds to 1 target" holds."""
    return _offer(state, seat, state.flags.pop("gelien_volley_from", None))


def volley_after_nina(state: CombatState, seat: int) -> list[Event]:
    """Nina's own action (a card's attack, her claw): her wounds are his tree's (tree 1 is Nina's),
    so Volley is offered; answering it costs Gëlien no action, as her action did not."""
    return _offer(state, seat, state.flags.pop("gelien_volley_from", None), cost=0)


def _offer(state: CombatState, seat: int, noted: Any, cost: int = 1) -> list[Event]:
    if noted is None or state.pending is not None or state.phase != "hero":
        return []
    ref, actions_left = noted
    if actions_left != state.actions_left:
        return []
    if not state.heroes[seat].hand or not _others(state, seat, ref):
        return []
    state.pending = Choice.of({"kind": "class", "player": seat, "volley": [], "from": ref})
    if not cost:
        state.pending["cost"] = 0
    return [Event("dc.gelien_volley_offered", {"hero": seat, "target": ref})]


@hook("gelien_pending_actions")
def pending_actions(state: CombatState, seat: int) -> list[Action]:
    pend = state.pending
    assert pend is not None
    done = pend["volley"]
    acts: list[Action] = []
    if len(done) < VOLLEY_CARDS:
        seen: set[str] = set()
        for c in state.heroes[seat].hand:
            base = c.partition("#")[0]
            if base not in seen:
                seen.add(base)
                acts.append(ClassAction(seat, "gelien_volley_discard", c))
    if done:
        acts += [ClassAction(seat, "gelien_volley_fire", r) for r in _others(state, seat, pend["from"])]
    else:
        acts.append(ClassAction(seat, "gelien_volley_skip", f"h{seat}"))
    return acts


def volley_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    """The choice completes the card's action: cost 1 lets the engine take that action's Ice wound."""
    h = state.heroes[seat]
    pend = state.pending
    assert pend is not None
    if action.name == "gelien_volley_discard":
        h.hand.remove(action.target)
        h.discard.put_top(action.target)
        pend["volley"].append(action.target)
        return [Event("dc.gelien_volley_discard", {"hero": seat, "card": action.target})], 0
    state.pending = None
    cost = pend.get("cost", 1)  # 0 after Nina's action: it was not one of his
    if action.name == "gelien_volley_skip":
        return [], cost
    n = len(pend["volley"])
    events = [Event("dc.gelien_volley", {"hero": seat, "target": action.target, "cards": n})]
    events += damage.hero_attack(state, seat, action.target, VOLLEY_DICE * n)
    state.flags.pop("gelien_volley_from", None)  # the volley itself does not start another
    return events, cost


# --- Guard Dog (tree 2, 1st) and Thick Hide (tree 2, 3rd) --------------------------------


@hook("gelien_react_actions")
def react_actions(state: CombatState, seat: int, trigger: str) -> list[Action]:
    h = state.heroes[seat]
    if h.subclass:  # Mark of Retaliation (gelien_prestige.py), beside Guard Dog
        more = gelien_prestige.react_actions(state, seat, trigger, nina_standing(state, seat))
        return more + _guard_dog(state, seat, trigger)
    return _guard_dog(state, seat, trigger)


def _guard_dog(state: CombatState, seat: int, trigger: str) -> list[Action]:
    a = state.attack  # None while the engine is still building the attack's windows
    h = state.heroes[seat]
    if (
        trigger != "hero_attacked"
        or a is None
        or not has(h, "gelien.nina_guard")
        or h.res.get("guard_turn") == state.turn
        or not nina_standing(state, seat)
    ):
        return []
    return [ClassAction(seat, "gelien_guard", f"h{a['seat']}")]


def guard_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    """The rolled attack goes to Nina instead (her own modifiers, not the hero's); the hero's
    part of it ends here. Then she wounds the attacker."""
    a = state.attack
    assert a is not None
    a["windows"].pop(0)
    state.pending = None
    state.heroes[seat].res["guard_turn"] = state.turn
    nref = f"n{seat}"
    # the one re-basing of every redirection (DC-CMB-21): the hero's modifiers and Thunder charge come
    # out, Nina's go where modifiers_after_shields puts them, as on any attack on her (AMB-07)
    rebase(state, nref)
    dmg, post = a["damage"], a["post"]
    state.attack = None  # the engine resumes the next queued attack
    events = [Event("dc.gelien_guard", {"hero": seat, "target": action.target, "source": f"c{a['pos']}"})]
    events += land_on_companion(state, a["pos"], seat, max(0, dmg), a["magical"], a["cond"], post)
    events += _bite(state, seat, a["pos"])
    halt(state)  # the guarded attack has landed: a decided combat stops here
    return events, 0


def _bite(state: CombatState, seat: int, pos: int) -> list[Event]:
    ref = f"c{pos}"
    if not nina_standing(state, seat) or damage.down(state, ref):
        return []
    if state.fig(f"n{seat}").cond.get("ice"):  # an Iced figure cannot retaliate (L152, DC-CMB-33)
        return [Event("dc.retaliation_blocked", {"target": f"n{seat}", "cond": "ice"})]
    return [
        Event("dc.gelien_nina_bites", {"hero": seat, "target": ref}),
        *damage.wound(state, ref, 1, "direct"),
    ]


@hook("gelien_companion_reduce")
def thick_hide(state: CombatState, seat: int, wounds: int) -> int:
    return max(0, wounds - 1) if has(state.heroes[seat], "gelien.nina_hide") else wounds


@hook("gelien_companion_defended")
def hide_bites(state: CombatState, seat: int, pos: int) -> list[Event]:
    return _bite(state, seat, pos) if has(state.heroes[seat], "gelien.nina_hide") else []
