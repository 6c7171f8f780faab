"""The Soul Crystals (DC-BOSS-17..19, L450-454, L1001).

A defeated summon's soul goes to a crystal (``keep_soul``: the one holding fewest, the first on a
tie; who places it is not printed, so the core does it without a choice). A hero standing at a
crystal that holds souls may attack it with physical attack-card damage (as a pillar, ``strike``);
at 0 Vigor it frees one soul: that hero shuffles their discard pile into their draw pile (L452;
Signature cards included, AMB-37, unless ``crystal_excludes_signatures``), and the crystal, if
souls remain, is whole again for the next one (L453 "may be attacked as many times as necessary").
Drain Souls damages every crystal holding souls; one it destroys releases all its souls and no
hero recovers anything (L453-454).
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.boss.data import BOOK
from game.desconfronto.content import card_def
from game.desconfronto.event import ev
from game.desconfronto.state import CombatState


def keep_soul(state: CombatState, creature: str) -> list[Event]:
    b = state.boss
    assert b is not None
    i = min(range(len(b.souls)), key=lambda k: len(b.souls[k]))
    b.souls[i].append(creature)
    return [ev("dc.soul_kept", {"crystal": i, "creature": creature, "souls": len(b.souls[i])})]


def hit_crystal(state: CombatState, seat: int, i: int, damage: int) -> list[Event]:
    b = state.boss
    assert b is not None
    wounds = max(0, damage - BOOK.crystal_shields)
    b.crystals[i] = max(0, b.crystals[i] - wounds)
    events = [ev("dc.crystal_hit", {"hero": seat, "crystal": i, "damage": damage,
                                    "shields": BOOK.crystal_shields, "wounds": wounds, "vigor": b.crystals[i]})]
    if b.crystals[i] > 0:
        return events
    soul = b.souls[i].pop()
    b.crystals[i] = BOOK.crystal_vigor
    h = state.heroes[seat]
    keep = []
    back = list(h.discard.cards)
    if state.options["crystal_excludes_signatures"]:  # AMB-37's alternative
        keep = [c for c in back if card_def(c).is_signature]
        back = [c for c in back if c not in keep]
    h.discard.cards = keep
    h.draw.cards.extend(back)
    state.rng.shuffle(h.draw.cards)
    events.append(ev("dc.soul_freed", {"hero": seat, "crystal": i, "creature": soul, "cards": len(back)}))
    return events


def drain(state: CombatState, amount: int) -> list[Event]:
    """DC-BOSS-19: Drain Souls on every crystal holding souls."""
    b = state.boss
    assert b is not None
    events: list[Event] = []
    for i, souls in enumerate(b.souls):
        if not souls or amount <= 0:
            continue
        b.crystals[i] = max(0, b.crystals[i] - amount)
        if b.crystals[i] == 0:
            lost = len(souls)
            b.souls[i] = []
            b.crystals[i] = BOOK.crystal_vigor
            events.append(ev("dc.crystal_drained", {"crystal": i, "souls": lost}))
        else:
            events.append(ev("dc.crystal_hit", {"hero": -1, "crystal": i, "damage": amount, "shields": 0,
                                                "wounds": amount, "vigor": b.crystals[i]}))
    return events
