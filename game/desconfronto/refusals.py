"""The one legality check of desConfronto: ``refusal(state, action)`` is None exactly when ``action``
is one of ``legal.legal_actions(state)``, else the precise reason, as data (a catalogue key).

One predicate per action kind, composed from the gates and answer lists ``legal_actions`` is built
from (``target_answers``, ``slot_targets``, ``item_actions``, the hero hooks, ``flee.allowed``...), so
enumeration and refusal read the same rules; a property test holds them equal on random states.
``legal_actions`` stays a fast enumeration (bots call it before every move); ``apply`` asks this
check instead of enumerating, which is what makes an action cheap to check.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, Refusal
from game.desconfronto import flee, gifts, master, run_layer
from game.desconfronto.actions import (
    BuyAbility,
    ChooseTarget,
    ClassAction,
    Decline,
    DrawCard,
    Finish,
    Flee,
    Pass,
    PlayCard,
    React,
    Sacrifice,
    SwapItem,
    TakeHit,
    UseItem,
    UseShield,
)
from game.desconfronto.boss.rules import boss_refusal
from game.desconfronto.boss_moves import BOSS_ACTION_CLASSES
from game.desconfronto.coliseum import legal as arena
from game.desconfronto.content import card_def
from game.desconfronto.hooks import HOOKS, own
from game.desconfronto.items import item_actions, usable
from game.desconfronto.legal import engine_actions, forced_to_act, target_answers
from game.desconfronto.levels import can_buy
from game.desconfronto.react_gate import answers
from game.desconfronto.reactors import can_react, reaction_abilities
from game.desconfronto.run_actions import RUN_ACTIONS, GiveItem
from game.desconfronto.slots import slot_targets
from game.desconfronto.state import CombatState

# Refusals are frozen values: shared, not rebuilt on every check.
GAME_OVER = Refusal("illegal.game_over")
NOT_YOUR_TURN = Refusal("illegal.not_your_turn")
NOT_ALLOWED = Refusal("illegal.not_allowed")
ANSWER_PENDING = Refusal("dc.illegal.answer_pending")
SPOILS = Refusal("dc.illegal.spoils")
NOT_IN_HAND = Refusal("dc.illegal.not_in_hand")
NO_ACTIONS = Refusal("dc.illegal.no_actions")
REACTION_ONLY = Refusal("dc.illegal.reaction_only")
BAD_TARGET = Refusal("dc.illegal.bad_target")
DECK_EMPTY = Refusal("dc.illegal.deck_empty")
MUST_ACT = Refusal("dc.illegal.must_act")
NO_WINDOW = Refusal("dc.illegal.no_window")
CLASS_ACTION = Refusal("dc.illegal.class_action")
NO_ITEM = Refusal("dc.illegal.no_item")
ITEM_SPENT = Refusal("dc.illegal.item_spent")
NOT_IN_BAG = Refusal("dc.illegal.item_not_in_bag")
FLEE_REFUSED = Refusal("dc.illegal.flee_refused")
NOT_HERO_PHASE = Refusal("refusals.dc.not_hero_phase")
NO_SUCH_SHIELD = Refusal("refusals.dc.no_such_shield")
WRONG_REACTION = Refusal("refusals.dc.wrong_reaction")
CANNOT_REACT = Refusal("refusals.dc.cannot_react")
REACTION_GATED = Refusal("refusals.dc.reaction_gated")
NO_FLEE_BOSS = Refusal("refusals.dc.no_flee_boss")
COMBAT_NOT_OVER = Refusal("refusals.dc.combat_not_over")
CANNOT_BUY = Refusal("refusals.dc.cannot_buy")

_CIDX = {f"c{i}": i for i in range(64)}  # canonical creature refs only: "c00" or "c٠" are no one


# --------------------------------------------------------------------------- gates
def spoils_gate(player: int) -> Refusal:
    """After the combat only the spoils are open, and seat 0 decides them (``current_player``)."""
    return SPOILS if player == 0 else NOT_YOUR_TURN


def hero_gate(state: CombatState, player: int, spend: bool) -> Refusal | None:
    """The Active Hero's own Hero Phase with no choice pending (and, with ``spend``, an action left):
    the branch of ``legal_actions`` that offers the Hero Phase actions."""
    if state.phase == "spoils":
        return spoils_gate(player)
    if state.phase != "hero":  # (a pending choice was judged before: ``pending_refusal``)
        return NOT_HERO_PHASE
    if player != state.active_hero:
        return NOT_YOUR_TURN
    if spend and state.actions_left <= 0:
        return NO_ACTIONS
    return None


# ------------------------------------------------------------------ the Hero Phase
def card_refusal(state: CombatState, a: PlayCard | Sacrifice) -> Refusal | None:
    """DC-CMB-06b/c: a card of the hand, played on an answer of its first slot or sacrificed on a
    living creature; a reaction card is only ever sacrificed in the Hero Phase."""
    gate = hero_gate(state, a.player, True)
    if gate is not None:
        return gate
    if a.card not in state.heroes[a.player].hand:
        return NOT_IN_HAND
    if type(a) is Sacrifice:
        return None if _living(state, a.target) else BAD_TARGET
    cd = card_def(a.card)
    if cd.react:
        return REACTION_ONLY
    target = a.target
    if target[:1] == "n" and 0 in cd.companion_slots:  # DC-HERO-GEL-01: Nina takes heals and shields
        return None if target in state.companions() else BAD_TARGET
    if not cd.targets:
        return None if target == "" else BAD_TARGET
    kind = cd.targets[0]
    if kind == "enemy":  # slot_targets' list, without building it
        return None if _living(state, target) else BAD_TARGET
    return None if target and target in slot_targets(state, a.player, kind, []) else BAD_TARGET


def _living(state: CombatState, ref: str) -> bool:
    i = _CIDX.get(ref)
    return i is not None and i < len(state.creatures) and not state.creatures[i].defeated


def draw_refusal(state: CombatState, a: Action) -> Refusal | None:
    gate = hero_gate(state, a.player, True)
    if gate is not None:
        return gate
    return None if state.heroes[a.player].draw.cards else DECK_EMPTY


def pass_refusal(state: CombatState, a: Action) -> Refusal | None:
    """DC-CMB-07, DC-CMB-08: Pass ends the Hero Phase, unless one card and an empty deck force action."""
    gate = hero_gate(state, a.player, False)
    if gate is not None:
        return gate
    return MUST_ACT if state.actions_left > 0 and forced_to_act(state) else None


def item_refusal(state: CombatState, a: UseItem | SwapItem) -> Refusal | None:
    """DC-CMB-06d/f: the Active Item's uses and the extended inventory's swaps (``item_actions``)."""
    gate = hero_gate(state, a.player, True)
    if gate is not None:
        return gate
    h = state.heroes[a.player]
    if (h.item or h.bag) and a in item_actions(state, a.player):
        return None
    item = h.item
    if type(a) is SwapItem:
        if a.item not in h.bag or a.item == h.item:
            return NOT_IN_BAG
        if not a.use:
            return BAD_TARGET
        item = a.item
    if not item:
        return NO_ITEM
    return BAD_TARGET if usable(h, item) else ITEM_SPENT


def flee_refusal(state: CombatState, a: Action) -> Refusal | None:
    """DC-CMB-37 (L343): the Active Hero proposes it in its Hero Phase (the vote: ``pending_refusal``)."""
    gate = hero_gate(state, a.player, False)
    if gate is not None:
        return gate
    if flee.allowed(state):
        return None
    if state.flags.get("flee_refused"):
        return FLEE_REFUSED
    if state.boss is not None:
        return NO_FLEE_BOSS
    return Refusal.of("dc.illegal.flee_cost", cost=flee.cost(state), fragments=state.fragments)


def class_refusal(state: CombatState, a: Action) -> Refusal | None:
    """A class action of the Hero Phase (``late_actions`` once no action is left: Fildon's chords)."""
    gate = hero_gate(state, a.player, False)
    if gate is not None:
        return gate
    fn = own(state, a.player, "class_actions" if state.actions_left > 0 else "late_actions")
    return None if fn is not None and a in fn(state, a.player) else CLASS_ACTION


def answer_refusal(state: CombatState, a: Action) -> Refusal | None:
    """An answer (target, shield, reaction) sent when no choice is pending."""
    if state.phase == "spoils":
        return spoils_gate(a.player)
    return NO_WINDOW


# ------------------------------------------------------------- pending choices
def pending_refusal(state: CombatState, a: Action) -> Refusal | None:
    """While a choice is pending only its answers are legal, and only for the hero it asks
    (the pending branch of ``legal_actions``, one decision point at a time)."""
    pend = state.pending
    assert pend is not None  # asked only while a choice is pending
    if a.player != pend["player"]:
        return NOT_YOUR_TURN
    cls = type(a)
    kind = pend["kind"]
    if kind == master.KIND:  # DC-CM-03: a card of the Corruption Master's hand
        return master.refusal(state, a)
    if kind == "target":
        if cls is not ChooseTarget:
            return ANSWER_PENDING
        return None if a.target in target_answers(state, pend) else BAD_TARGET  # type: ignore[attr-defined]
    if kind == "shields":  # DC-CMB-25: spend shields of the Active Shields area, or take the hit
        if cls is TakeHit:
            return None
        if cls is not UseShield:
            return ANSWER_PENDING
        card = a.card  # type: ignore[attr-defined]
        return None if any(s[0] == card for s in state.heroes[a.player].shields) else NO_SUCH_SHIELD
    if kind == "class":  # a hero module's own multi-step choice: its hook lists the answers
        owner = pend.get("module") or state.heroes[a.player].hero  # see legal.py
        return None if a in HOOKS[f"{owner}_pending_actions"](state, a.player) else (
            CLASS_ACTION if cls is ClassAction else ANSWER_PENDING
        )
    if kind == "flee":  # DC-CMB-37: the asked hero agrees or refuses
        return None if cls is Flee or cls is Decline else ANSWER_PENDING
    # a reaction window: reaction cards, the hero's reaction abilities (not in a turn-start tick), Decline
    if cls is Decline:
        return None
    if cls is React:
        return react_refusal(state, a)  # type: ignore[arg-type]
    if "tick" not in pend and a in reaction_abilities(state, a.player, pend["trigger"]):
        return None
    return CLASS_ACTION if cls is ClassAction else ANSWER_PENDING


def react_refusal(state: CombatState, a: React) -> Refusal | None:
    """A reaction card answering the open window's trigger (DC-CMB-33's guards: ``answers``)."""
    h = state.heroes[a.player]
    if a.card not in h.hand:
        return NOT_IN_HAND
    assert state.pending is not None  # a window is open
    if card_def(a.card).react != state.pending["trigger"]:
        return WRONG_REACTION
    if not can_react(state, a.player):
        return CANNOT_REACT
    return None if answers(state, a.player, a.card) else REACTION_GATED


# ----------------------------------------------------------------------- spoils
def buy_refusal(state: CombatState, a: BuyAbility) -> Refusal | None:
    """DC-LVL-02: after the combat, the next ability of a hero's Skill Tree (seat 0 decides)."""
    if state.phase != "spoils":
        return COMBAT_NOT_OVER
    if a.player != 0:
        return NOT_YOUR_TURN
    ok = 0 <= a.hero < len(state.heroes) and a.tree in (1, 2) and can_buy(state, a.hero, a.tree)
    return None if ok else CANNOT_BUY


def finish_refusal(state: CombatState, a: Action) -> Refusal | None:
    if state.phase != "spoils":
        return COMBAT_NOT_OVER
    return None if a.player == 0 else NOT_YOUR_TURN


_CHECKS: dict[type, Callable[[Any, Any], Refusal | None]] = {
    PlayCard: card_refusal,
    Sacrifice: card_refusal,
    DrawCard: draw_refusal,
    Pass: pass_refusal,
    UseItem: item_refusal,
    SwapItem: item_refusal,
    Flee: flee_refusal,
    ClassAction: class_refusal,
    ChooseTarget: answer_refusal,
    UseShield: answer_refusal,
    TakeHit: answer_refusal,
    React: answer_refusal,
    Decline: answer_refusal,
    BuyAbility: buy_refusal,
    Finish: finish_refusal,
    **dict.fromkeys(BOSS_ACTION_CLASSES, boss_refusal),  # the Boss playmat (DC-BOSS-05/07/16/18)
}


def refusal(state: CombatState, action: Action) -> Refusal | None:
    """None when ``action`` is legal now, else why not (the kernel has checked its fields' types)."""
    phase = state.phase
    if phase == "over":
        return GAME_OVER
    if state.coliseum is not None:  # the arena (coliseum/legal.py), with the engine's reasons behind it
        return arena.refusal(state, action, engine_actions, _engine_refusal)
    return _engine_refusal(state, action)


def _engine_refusal(state: CombatState, action: Action) -> Refusal | None:
    phase = state.phase
    if phase == "over":
        return GAME_OVER
    if phase == "run":  # between a Hunt's combats: the run's own decisions only
        return run_layer.refusal(state, action)
    if type(action) is GiveItem:  # DC-ITEM-04: "never during" a combat, said so (gifts.py)
        return gifts.refusal(state, action)  # type: ignore[arg-type]
    if isinstance(action, RUN_ACTIONS):
        return NOT_ALLOWED
    if state.pending is not None and phase != "spoils":  # legal_actions tests the spoils first
        return pending_refusal(state, action)
    check = _CHECKS.get(type(action))
    return NOT_ALLOWED if check is None else check(state, action)


def is_legal(state: CombatState, action: Action) -> bool:
    """``action in legal_actions(state)``, answered by the one check without building the list."""
    return refusal(state, action) is None
