"""The Boss's Creature Phase (DC-BOSS-02, -19, -20, -24; L405-409, L455-456, L999).

The Boss acts in the Creature Phase of every hero's turn while no summon is out (AMB-35). It draws
the top card of the Boss Action deck (never the Creature Action deck); an empty deck is reshuffled
from its discard and the fight goes on (L407). The card names whom it attacks and how: for each
target the normal attack is two attacks in a row, physical then magical (the magical one ignores
shields, L456). They are creature attacks in ``state.attack_queue``, with their defence windows,
rolled with the creatures' inverted dice (DC-BOSS-24, ``creature_attack.next_attack``). Drain Souls
first damages the Soul Crystals (DC-BOSS-19).
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto import flow
from game.desconfronto.attack_targets import hero_targets
from game.desconfronto.boss import crystals
from game.desconfronto.boss.data import ACTIONS, FORMS
from game.desconfronto.boss.forms import heal_boss
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook
from game.desconfronto.state import CombatState


def draw_action(state: CombatState) -> tuple[str, list[Event]]:
    b = state.boss
    assert b is not None
    events: list[Event] = []
    if not b.deck:  # L407: the combat does not end; shuffle and go on
        b.deck, b.discard = b.discard, []
        state.rng.shuffle(b.deck)
        events.append(ev("dc.boss_deck_shuffled", {"cards": len(b.deck)}))
    card = b.deck.pop()
    b.discard.append(card)
    b.last_card = card
    return card, events


def queue_boss_attacks(state: CombatState, card: str) -> list[Event]:
    """Resolve a Boss Action card up to its queued attacks (the caller runs the queue)."""
    b = state.boss
    assert b is not None
    a = ACTIONS[card]
    bdef = FORMS[b.form]
    events: list[Event] = []
    if a.heal:
        events += heal_boss(state, a.heal)
    if a.drain:
        events += crystals.drain(state, a.drain)
    phys = bdef.dice if a.phys_dice < 0 else a.phys_dice
    mag = bdef.magic_dice if a.mag_dice < 0 else a.mag_dice
    for seat in hero_targets(state, a.target):
        if phys:
            state.attack_queue.append({"pos": 0, "seat": seat, "manner": a.manner, "dice": phys})
        if mag:
            state.attack_queue.append(
                {"pos": 0, "seat": seat, "manner": "magical", "dice": mag, "cond": bdef.magic_cond}
            )
    return events


@hook("boss_activation")
def boss_activation(state: CombatState) -> list[Event]:
    """The Boss's turn in the Creature Phase; a Stunned Boss loses it (DC-CMB-17)."""
    b = state.boss
    assert b is not None
    cr = state.creatures[0]
    state.active_creature = 0
    if cr.cond.pop("stunned", 0):
        return [ev("dc.stun_spent", {"target": "c0"}), *flow.finish_turn(state)]
    card, events = draw_action(state)
    events.append(ev("dc.boss_action", {"card": card, "boss": cr.creature}, reveals=True))
    events += queue_boss_attacks(state, card)
    events += flow.resume_attacks(state)
    return events
