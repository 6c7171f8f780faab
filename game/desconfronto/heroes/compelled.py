"""A hero made to play a card from their hand out of turn by another's ability (Artan's Compel Attack,
L555; Kandra's Cry of Command, L725): which cards qualify, and playing one.

"Except Signature cards" and "cards with extra actions do not benefit": only action cards, and their
extra actions do nothing. The engine asks a card's target slots one by one; here the card takes at most
one slot, chosen with the card (the choice is the played hero's: their seat answers).
"""

from __future__ import annotations

from dataclasses import replace

from game.core.actions import Event
from game.desconfronto.coliseum.foes import foes
from game.desconfronto.content import card_def
from game.desconfronto.effects import run_effects
from game.desconfronto.event import ev
from game.desconfronto.state import CombatState

SLOTS = ("enemy", "hero", "ally", "any")


def playable(state: CombatState, seat: int, attack_only: bool) -> list[str]:
    out = []
    for c in state.heroes[seat].hand:
        d = card_def(c)
        if d.is_signature or d.react or d.keep_active or d.shield_value or len(d.targets) > 1:
            continue
        if d.targets and d.targets[0] not in SLOTS:
            continue
        if attack_only and (d.targets != ("enemy",) or not any(e.verb == "attack" for e in d.effects)):
            continue
        out.append(c)
    return out


def targets(state: CombatState, seat: int, card: str) -> list[str]:
    """The answers of the card's one slot ("" for a card without one)."""
    d = card_def(card)
    if not d.targets:
        return [""]
    kind = d.targets[0]
    creatures = foes(state, seat)  # the enemies: the rivals and beasts in the arena
    heroes = [f"h{s}" for s in state.standing() if kind != "ally" or s != seat]
    if kind == "ally" and state.coliseum is not None:
        heroes = []
    return creatures if kind == "enemy" else heroes if kind in ("hero", "ally") else heroes + creatures


def play(state: CombatState, seat: int, card: str, target: str, advantage: bool) -> list[Event]:
    """``seat`` plays ``card`` at once: its effects but no extra actions, then the discard pile."""
    h = state.heroes[seat]
    h.hand.remove(card)
    h.discard.put_top(card)
    effs = tuple(
        replace(e, mode=min(1, e.mode + 1)) if advantage and e.verb == "attack" else e
        for e in card_def(card).effects
        if e.verb != "extra_actions"
    )
    events = [ev("dc.compelled_play", {"hero": seat, "card": card, "target": target})]
    out, _shield = run_effects(state, seat, card, effs, [target] if target else [])
    return events + out
