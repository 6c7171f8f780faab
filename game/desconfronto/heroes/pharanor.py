"""Pharanor's unique cards and class mechanics (DC-HERO-PHA)."""

from __future__ import annotations

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction
from game.desconfronto.coliseum.foes import foes, friends, magic_on
from game.desconfronto.content import card_def
from game.desconfronto.effects import draw_cards
from game.desconfronto.hooks import hook
from game.desconfronto.levels import has
from game.desconfronto.state import CombatState

BASE_ELEMENTS = ("fire", "ice", "poison")  # AMB-45: Wind and Thunder come with Arcanist


@hook("pharanor_elements")
def elements(state: CombatState, seat: int) -> tuple[str, ...]:
    return BASE_ELEMENTS


@hook("prismatic_cone")
def prismatic_cone(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """L827 "For each target in play, inflict 1 elemental condition of your choice" (DC-HERO-PHA-04):
    the choice is made per target, so Pharanor picks an element for each enemy in play in turn (the
    targets are the opposing side, AMB-44). The card's action completes once the last one is chosen."""
    left = foes(state, seat)  # in the arena: the rivals and the beasts (HEROES.md, In the Coliseum)
    if left:
        state.pending = Choice.of({"kind": "class", "player": seat, "name": "cone", "left": left})
    return []


CONE = "pharanor_cone_"  # + element: one action name per element, so a choice names its element


def _cone_options(state: CombatState, seat: int) -> list[Action]:
    pend = state.pending
    assert pend is not None
    ref = pend["left"][0]
    return [ClassAction(seat, CONE + el, ref) for el in elements(state, seat)]


def _cone_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    pend = state.pending
    assert pend is not None
    ref = pend["left"].pop(0)
    events = conditions.apply(state, ref, action.name[len(CONE) :])
    pend["left"] = [r for r in pend["left"] if not damage.down(state, r)]  # a combo wound may defeat one
    if not pend["left"]:
        state.pending = None
    return events, 1


@hook("stop_time")
def stop_time(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Take 3 actions; extra-action effects do nothing for the rest of the turn."""
    state.actions_left += 3
    state.flags["no_extra_actions"] = True
    state.flags["no_retaliation"] = True
    return [Event("dc.extra_actions", {"hero": seat, "amount": 3})]


@hook("transfer_vigor")
def transfer_vigor(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """AMB-56: swap Vigor, each side moving at most 4 (a creature involved) or 6, never above max."""
    if state.boss is not None and "c0" in targets[:2]:  # the Boss's Vigor track is not swapped (boss/forms.py)
        return [Event("dc.boss_immune", {"amount": 0})]
    if len(targets) < 2 or not targets[0] or not targets[1]:  # a second figure may be missing (the arena)
        return []
    a, b = state.fig(targets[0]), state.fig(targets[1])
    limit = 4 if "c" in (targets[0][0], targets[1][0]) else 6
    va, vb = a.vigor, b.vigor
    a.vigor = max(va - limit, min(vb, va + limit, a.max_vigor))
    b.vigor = max(vb - limit, min(va, vb + limit, b.max_vigor))
    return [Event("dc.vigor_swapped", {"a": targets[0], "b": targets[1], "vigor": [a.vigor, b.vigor]})]


@hook("pharanor_class_actions")
def class_actions(state: CombatState, seat: int) -> list[Action]:
    """Arcane Memory (authored passive): once per combat, 1 action, a non-Signature card back to hand.
    Recollection (tree 2, 2nd): once per combat, discard 2 cards and spend 1 action to take any card
    of the discard pile, Signatures included."""
    h = state.heroes[seat]
    if state.actions_left <= 0:
        return []
    acts: list[Action] = []
    if not h.res.get("recall_used"):
        acts += [ClassAction(seat, "recall", c) for c in h.discard if not card_def(c).is_signature]
    if has(h, "pharanor.recover_any") and not h.res.get("recollect_used") and len(h.hand) >= 2:
        acts += [ClassAction(seat, "recollect", c) for c in h.discard]
    if (
        has(h, "pharanor.empower_ally")
        and h.res.get("support_turn") != state.turn
        and friends(state, seat)  # nobody in the arena
    ):
        acts += [ClassAction(seat, "arcane_support", c) for c in h.hand if _is_attack(c)]
    return acts


def _is_attack(card: str) -> bool:
    return any(e.verb == "attack" for e in card_def(card).effects)


@hook("pharanor_modify_attack")
def supported_attack(
    state: CombatState, owner: int, seat: int, ref: str, dice: int, mode: int, bonus: int
) -> tuple[int, int, int]:
    """Arcane Support: the supported ally's next physical attack rolls one more die."""
    support = state.heroes[owner].res.get("support", [])
    if seat in support:
        support.remove(seat)
        dice += 1
    return dice, mode, bonus


@hook("pharanor_class_apply")
def class_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    if action.name.startswith(CONE):
        return _cone_apply(state, seat, action)
    if action.name == "recall":
        h.discard.remove(action.target)
        h.hand.append(action.target)
        h.res["recall_used"] = True
        state.actions_left -= 1
        return [
            Event("dc.recalled", {"hero": seat, "card": action.target, "from": "discard", "to": "hand"})
        ], 1
    if action.name == "recollect":  # first the 2 cards to discard, then the chosen card comes back
        h.res["recollect_used"] = True
        state.actions_left -= 1
        state.pending = Choice.of({
            "kind": "class",
            "player": seat,
            "name": "recollect",
            "card": action.target,
            "left": 2,
        })
        return [], 1
    if action.name == "arcane_support":  # free, once per turn: discard an attack card, then pick the ally
        h.hand.remove(action.target)
        h.discard.put_top(action.target)
        h.res["support_turn"] = state.turn
        state.pending = Choice.of({"kind": "class", "player": seat, "name": "support"})
        return [
            Event(
                "dc.sacrificed",
                {"hero": seat, "card": action.target, "target": "", "from": "hand", "to": "discard"},
            )
        ], 0
    pend = state.pending
    if action.name == "support_ally":
        state.pending = None
        h.res.setdefault("support", []).append(int(action.target[1:]))
        return [Event("dc.supported", {"hero": seat, "target": action.target})], 0
    if action.name == "missile":
        assert pend is not None
        pend["hits"].append(action.target)
        if len(pend["hits"]) < MISSILES and len(_missile_targets(state, seat, pend["hits"])) > 0:
            return [], 1
        state.pending = None
        events: list[Event] = []
        if state.coliseum is not None and not state.coliseum.main and len(set(pend["hits"])) > 1:
            state.coliseum.main = pend["hits"][0]  # split missiles: the declared target is the main one (DC-COL-07)
        for ref in dict.fromkeys(pend["hits"]):  # each target takes its share as one magical hit
            events += magic_on(state, seat, ref, pend["hits"].count(ref))
        return events, 1
    if action.name == "foresight":
        state.pending = None
        h.hand.remove(action.target)
        h.draw.put_bottom(action.target)
        return [Event("dc.card_to_bottom", {"hero": seat, "from": "hand", "to": "draw_bottom"})], 1
    h.hand.remove(action.target)
    h.discard.put_top(action.target)
    events = [
        Event(
            "dc.sacrificed",
            {"hero": seat, "card": action.target, "target": "", "from": "hand", "to": "discard"},
        )
    ]
    assert pend is not None
    pend["left"] -= 1
    if pend["left"] == 0:
        state.pending = None
        h.discard.remove(pend["card"])
        h.hand.append(pend["card"])
        events.append(
            Event("dc.recalled", {"hero": seat, "card": pend["card"], "from": "discard", "to": "hand"})
        )
    return events, 1


@hook("only:missiles_plus")
def missiles_plus(state: CombatState, seat: int) -> bool:
    """Skill Tree 1, 2nd ability: Magic Missiles deals 1 more damage."""
    return has(state.heroes[seat], "pharanor.missiles_plus")


@hook("only:missiles_base")
def missiles_base(state: CombatState, seat: int) -> bool:
    return not has(state.heroes[seat], "pharanor.missiles_plus")


@hook("pharanor_combat_start")
def combat_start(state: CombatState, seat: int) -> None:
    """Skill Tree 1, 1st ability: start every combat with at least 5 cards in hand."""
    h = state.heroes[seat]
    if has(h, "pharanor.full_hand") and len(h.hand) < 5:
        draw_cards(state, seat, 5 - len(h.hand))


@hook("pharanor_creature_defeated")
def cycle_of_power(state: CombatState, owner: int, pos: int) -> list[Event]:
    """Skill Tree 2, 3rd ability: on defeating a target (during his own Hero Phase), 3 random cards of
    his discard pile go back into his deck, which is shuffled."""
    h = state.heroes[owner]
    if not has(h, "pharanor.restore_on_kill") or state.phase != "hero" or state.active_hero != owner:
        return []
    back = []
    for _ in range(min(3, len(h.discard))):
        back.append(h.discard.cards.pop(state.rng.below(len(h.discard))))
    h.draw.cards.extend(back)
    h.draw.shuffle(state.rng)
    return [Event("dc.cards_restored", {"hero": owner, "count": len(back)}, reveals=True)]


@hook("pharanor_after_draw")
def foresight(state: CombatState, seat: int) -> list[Event]:
    """Skill Tree 1, 3rd ability: a draw takes one card more; he puts one of the drawn cards on the
    bottom of his deck (for a 1-card draw this is the printed "draw 2, keep 1")."""
    h = state.heroes[seat]
    if not has(h, "pharanor.draw_two_keep_one") or state.pending is not None or not h.draw:
        return []
    drawn = list(state.flags.get("last_drawn", []))
    extra = draw_cards(state, seat, 1)
    choices = [*drawn, *state.flags.get("last_drawn", [])]
    state.pending = Choice.of({"kind": "class", "player": seat, "name": "foresight", "cards": choices})
    return extra


MISSILES = 3


@hook("empowered_missiles")
def empowered_missiles(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Skill Tree 1, 2nd ability: 3 magical damage, split among up to 3 enemies point by point
    (the first point goes to the declared target); with one enemy it all goes there."""
    if len(foes(state, seat)) == 1:
        return magic_on(state, seat, targets[0], MISSILES)
    state.pending = Choice.of({"kind": "class", "player": seat, "name": "missiles", "hits": [targets[0]]})
    return []


def _missile_targets(state: CombatState, seat: int, hits: list[str]) -> list[str]:
    return [r for r in foes(state, seat) if r in hits or len(set(hits)) < 3]


@hook("pharanor_pending_actions")
def pending_actions(state: CombatState, seat: int) -> list[Action]:
    pend = state.pending
    assert pend is not None
    if pend.get("name") == "cone":
        return _cone_options(state, seat)
    if pend.get("name") == "support":
        return [ClassAction(seat, "support_ally", f"h{s}") for s in friends(state, seat)]
    if pend.get("name") == "missiles":
        return [ClassAction(seat, "missile", r) for r in _missile_targets(state, seat, pend["hits"])]
    if pend.get("name") == "foresight":
        return [ClassAction(seat, "foresight", c) for c in pend["cards"] if c in state.heroes[seat].hand]
    return [ClassAction(seat, "recollect_discard", c) for c in state.heroes[seat].hand]
