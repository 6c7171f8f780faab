"""Creature attacks on a companion (Gëlien's Nina, ref ``"n<seat>"``; DC-HERO-GEL-02).

Nina is not a hero: a block that picks one hero never picks her, but an area attack ("all
heroes") does. She has no hand and no reaction, so her defence needs no decision: the shield
cards on her are consumed in the order they were put there until the damage is covered
(authored reading), and her owner's module may add a passive defence
(``<hero>_companion_defence``: Feral Attunement's +1, the free shield of Skill Tree 1), cut the
wounds after it (``<hero>_companion_reduce``) and answer the attacker (``<hero>_companion_defended``).
Other heroes' modules see her as an ally: ``<hero>_companion_tokens`` spends their shield tokens
on her (Artan's ward, Tainara's wards) and ``<hero>_companion_landed`` watches the hit like
``attack_landed`` does on a hero (Mantra of Protection's Chi).
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto import conditions, damage
from game.desconfronto.content import card_def
from game.desconfronto.creatures import CREATURES, MANNERS
from game.desconfronto.dice import roll_attack
from game.desconfronto.hooks import HOOKS, each
from game.desconfronto.state import CombatState


def attack_companion(state: CombatState, pos: int, seat: int, manner: str) -> list[Event]:
    ref = f"n{seat}"
    if state.creatures[pos].defeated or damage.down(state, ref):
        return []
    mode, ddice, magical, cond = MANNERS[manner]
    cdef = CREATURES[state.creatures[pos].creature]
    magical = magical or cdef.magical
    base, rolled = roll_attack(state, max(0, cdef.dice + ddice), creature=True, mode=mode)
    post = conditions.thunder_bonus(state, ref)
    dmg = base
    if not magical:  # AMB-07: Corruption/Purification change physical attacks only
        dmg += conditions.dealt_modifier(state, f"c{pos}")
        post += conditions.suffered_modifier(state, ref)
    if not state.options["modifiers_after_shields"]:  # AMB-07: the defender's modifiers before shields
        dmg, post = dmg + post, 0
    dmg = max(0, dmg)
    events = [
        Event(
            "dc.creature_attack",
            {"source": f"c{pos}", "target": ref, "dice": rolled, "damage": dmg, "magical": magical},
            reveals=True,
        )
    ]
    return events + land_on_companion(state, pos, seat, dmg, magical, cond, post)


def land_on_companion(
    state: CombatState, pos: int, seat: int, dmg: int, magical: bool, cond: str, post: int = 0
) -> list[Event]:
    """A rolled creature attack reaches Nina (an area attack, or one redirected to her): her passive
    defence, then her shield cards oldest first, wounds, then the attack's conditions (DC-CMB-23)."""
    ref = f"n{seat}"
    nina = state.fig(ref)
    hero = state.heroes[seat].hero
    defence = HOOKS.get(f"{hero}_companion_defence")
    events: list[Event] = []
    if defence and not magical:
        cut, events = defence(state, seat, dmg)
        dmg = max(0, dmg - cut)
    if not magical:  # other heroes' shield tokens on her: she counts as an ally (DC-HERO-GEL-02)
        for owner, fn in each(state, "companion_tokens"):
            if dmg > 0:
                cut, more = fn(state, owner, seat, dmg)
                dmg -= cut
                events += more
    blocked = 0
    while not magical and blocked < dmg and nina.shields:
        card, value = nina.shields.pop(0)
        blocked += int(value)
        state.heroes[state.seat_of[card_def(card).hero]].discard.put_top(card)  # DC-CMB-25
        events.append(Event("dc.shield_used", {"target": ref, "card": card, "amount": int(value)}))
    wounds = max(0, max(0, dmg - blocked) + post)  # ``post``: modifiers past the shields (AMB-07 option)
    reduce = HOOKS.get(f"{hero}_companion_reduce")  # after her defence (Thick Hide)
    if reduce:
        wounds = reduce(state, seat, wounds)
    events.append(
        Event(
            "dc.hit",
            {
                "source": f"c{pos}",
                "target": ref,
                "damage": dmg,
                "blocked": min(dmg, blocked),
                "wounds": wounds,
            },
        )
    )
    before = nina.vigor
    events += damage.wound(state, ref, wounds, "magical" if magical else "physical")
    if not damage.down(state, ref):
        for c in ([cond] if cond else []) + list(CREATURES[state.creatures[pos].creature].on_hit):
            events += conditions.apply(state, ref, c)
    defended = HOOKS.get(f"{hero}_companion_defended")  # she answers the attacker (Thick Hide)
    if defended:
        events += defended(state, seat, pos)
    for owner, fn in each(state, "companion_landed"):  # watchers of landed attacks, as on a hero
        events += fn(state, owner, pos, seat, min(wounds, before), 0 if magical else blocked)
    return events
